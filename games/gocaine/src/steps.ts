import type { Step } from './state.js';

/**
 * The steps of a GoCaine turn in words, in one place: the rules' refusals, the terminal's status
 * line, the browser's status line and confirms, and the guide all name the turn's three actions
 * (rulebook H1) from here, so they cannot drift apart.
 */

/** The turn's actions, in the rulebook's order. */
export type TurnAction = 'buy' | 'transport' | 'sell';
export const TURN_ACTIONS: readonly TurnAction[] = ['buy', 'transport', 'sell'];

/** The short names a table uses. */
export const ACTION_NAMES: Readonly<Record<TurnAction, string>> = {
  buy: 'Build & Buy',
  transport: 'Transport',
  sell: 'Sell',
};

/** The rulebook's full names. */
export const ACTION_TITLES: Readonly<Record<TurnAction, string>> = {
  buy: 'Build & Buy',
  transport: 'Transport Product',
  sell: 'Sell Product',
};

/** `Build & Buy, Transport or Sell`: names joined as a choice. */
export function choiceOf(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

const KISS = 'Kiss The Ring';

/** Each step by name, as the terminal's table heading shows it. */
export const STEP_NAMES: Readonly<Record<Step, string>> = {
  action: 'choosing an action',
  ...ACTION_TITLES,
  deploy: 'deploying a cell',
  kiss: KISS,
};

/** What a seat is in the middle of, for a refusal: "... is not possible while in the middle of a Sell". */
export const STEP_DURING: Readonly<Record<Step, string>> = {
  action: STEP_NAMES.action,
  buy: `in the middle of a ${ACTION_NAMES.buy}`,
  transport: `in the middle of a ${ACTION_NAMES.transport}`,
  sell: `in the middle of a ${ACTION_NAMES.sell}`,
  deploy: STEP_NAMES.deploy,
  kiss: `deciding on ${KISS}`,
};

/** What the seat may do in each step, for the browser's status line. */
export const STEP_CHOICES: Readonly<Record<Step, string>> = {
  action: `choosing an action: ${TURN_ACTIONS.map((a) => ACTION_NAMES[a]).join(', ')}, or none`,
  buy: `${ACTION_NAMES.buy}: buy more, or Done`,
  transport: `${ACTION_NAMES.transport}: move more, or Done`,
  sell: `${ACTION_NAMES.sell}: sell more, or Done`,
  deploy: 'may deploy a cell, then the turn ends',
  kiss: `${KISS}: one cell on an intersection just emptied, or decline`,
};
