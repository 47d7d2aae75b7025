import { ACTION_NAMES, choiceOf, TURN_ACTIONS, type Step, type TurnAction } from '@cutthroat/gocaine';
import type { TrackedStep } from '@cutthroat/web-kit';
import type { GcAction, TransportPlan } from './legal.js';

/** The turn at a glance (rulebook H): one action, then deploy one cell, then the turn ends. */
export const TURN_STEPS: readonly TrackedStep[] = [
  { id: 'action', label: `1 · Action: ${choiceOf(TURN_ACTIONS.map((a) => ACTION_NAMES[a]))}` },
  { id: 'deploy', label: '2 · Deploy a cell' },
  { id: 'end', label: '3 · End of turn' },
];

/** The tracker's step for the view's `step`: an action under way is still the action step; Kiss The Ring is part of deploying. */
export function trackedStep(step: Step): string {
  return step === 'deploy' || step === 'kiss' ? 'deploy' : 'action';
}

const CHOSEN: Partial<Record<GcAction['type'], TurnAction>> = {
  'buy-product': 'buy',
  'buy-cells': 'buy',
  'buy-infrastructure': 'buy',
  'buy-influence': 'buy',
  sell: 'sell',
  move: 'transport',
};

/** `Build & Buy, Transport or Sell`, or the two not chosen. */
const actionsBut = (chosen: TurnAction | null) =>
  choiceOf(TURN_ACTIONS.filter((a) => a !== chosen).map((a) => ACTION_NAMES[a]));

/**
 * Why an action of `type` needs a confirm: in the `action` step, the first buy, sale or move chooses the turn's
 * one action for good, and "no action", a deployment or ending the turn gives it up. Null: no need.
 */
export function commitWarning(step: Step, type: GcAction['type']): string | null {
  if (step !== 'action') return null;
  const chosen = CHOSEN[type];
  if (chosen) {
    return `This makes ${ACTION_NAMES[chosen]} your action for this turn: no ${actionsBut(chosen)} until your next turn.`;
  }
  if (type === 'no-action') return `You give up this turn’s action (${actionsBut(null)}).`;
  if (type === 'deploy') return `Deploying now skips this turn’s action (${actionsBut(null)}).`;
  if (type === 'end-turn') return 'Ending the turn now skips its action and the deployment.';
  return null;
}

/** A choice waiting for its confirm: one action, or a whole transport path. */
export interface Confirming {
  readonly warning: string;
  readonly action?: GcAction;
  readonly plan?: TransportPlan;
}
