import {
  Rng,
  actorsOf,
  applyAction,
  legalActionsOf,
  seedFromSecret,
  setupMatch,
  viewOf,
  type AnyGame,
  type GameEvent,
  type StateOf,
} from '@cutthroat/engine';
import type { GameUi } from '@cutthroat/web-kit';
import { describe, expect, it } from 'vitest';
import { WEB_CATALOG } from './index.js';

/**
 * The words of every game as a player reads them, gathered from seeded random games (the log's
 * events, each move's listed actions, the status line, window titles, losses, why the game ended)
 * and from the tutorials, checked for the slips a person notices: "1 cards", "Ada (you)’s",
 * "(you) (you)", and internal tokens (camelCase names, error codes, undefined, NaN).
 */
const NAMES = ['Ada', 'Ben', 'Cy', 'Di', 'Ed', 'Flo'];
/** A game not over after this many actions is cut short: its words so far are enough. */
const MAX_ACTIONS = 1500;
/** The actions listed to the acting seat are told at one move in this many. */
const TELL_EVERY = 7;

function wordsOfGame(ui: GameUi, players: number, options: unknown, secret: string): Set<string> {
  const rules: AnyGame = ui.rules;
  const start = setupMatch(rules, { game: ui.id, players, options, secret });
  if (!start.ok) throw new Error(`${ui.id}: ${start.error.message}`);
  let state: StateOf<AnyGame> = start.value;
  const rng = new Rng(seedFromSecret(`${secret}/words`));
  const said = new Set<string>();
  const say = (text: string | null | undefined) => {
    if (text) said.add(text);
  };
  const before: GameEvent[] = [];
  for (let n = 0; n < MAX_ACTIONS && !state.outcome; n++) {
    const seat = rng.pick(actorsOf(rules, state));
    const legal = legalActionsOf(rules, state, seat);
    const view = viewOf(rules, state, seat);
    if (n % TELL_EVERY === 0) {
      for (let i = 0; i < Math.min(40, legal.length); i++) say(ui.actionText(legal.at(i), NAMES));
      say(ui.statusText(view, NAMES, seat));
      const opening = ui.openingText?.(view, NAMES);
      if (typeof opening === 'string') say(opening);
      else if (opening) [opening.heading, opening.round].forEach(say);
      say(ui.statusText(viewOf(rules, state, null), NAMES, null));
      if (view.window) say(ui.windowTitle(view.window.kind));
    }
    const next = applyAction(rules, state, seat, legal.at(rng.int(legal.length)));
    if (!next.ok) throw new Error(`${ui.id}: a listed action was refused: ${next.error.message}`);
    for (const e of next.value.events) {
      say(ui.eventText(e, NAMES));
      for (let s = 0; s < players; s++) say(ui.lossText?.(e, before, NAMES, s));
      before.push(e);
    }
    state = next.value.state;
  }
  if (state.outcome) say(ui.endText?.(viewOf(rules, state, 0), NAMES));
  return said;
}

function wordsOfTutorials(ui: GameUi): string[] {
  return (ui.tutorials ?? []).flatMap((t) => [t.title, t.summary, t.done, ...t.names, ...t.steps.map((s) => s.text)]);
}

/** What is wrong with a sentence, if anything. */
function slips(text: string): string[] {
  const found: string[] = [];
  // "1 cards", "1 steps"; "1 mt" and "$1 billions" aside.
  for (const m of text.matchAll(/(?<![\d.,$])\b1 ([A-Za-z]+s)\b/g)) found.push(`a plural after 1: "${m[0]}"`);
  if (/\(you\)['’]s/.test(text)) found.push('a possessive of a name with "(you)"');
  if (/\(you\)\s*\(you\)/.test(text)) found.push('"(you)" twice');
  if (/\b(undefined|NaN|null)\b|\[object /.test(text)) found.push('a missing value');
  for (const m of text.matchAll(/\b[a-z]+[A-Z][A-Za-z]*\b/g)) found.push(`an internal name: "${m[0]}"`);
  for (const m of text.matchAll(/\b[a-z]+(-[a-z]+)*\/[a-z-]+\b/g)) found.push(`a code: "${m[0]}"`);
  return found;
}

const problemsIn = (texts: Iterable<string>): string[] =>
  [...texts].flatMap((t) => slips(t).map((s) => `${s} in: ${t}`));

describe('the words of every game', () => {
  it('the checks find the slips the issue found', () => {
    expect(slips('Your hand (1 cards)')).toHaveLength(1);
    expect(slips('Ada (you)’s deal')).toHaveLength(1);
    expect(slips('Red (you) (you)')).toHaveLength(1);
    expect(slips('the option turnLimit is undefined')).toHaveLength(2);
    expect(slips('refused: arms-dealers/not-your-turn')).toHaveLength(1);
    expect(slips('Ada buys 1 mt for $5M; 1 Nuclear weapon; 10 cards; $1.5M')).toEqual([]);
  });

  for (const ui of WEB_CATALOG.games) {
    const quick = ui.presets?.find((p) => p.name === 'Quick');
    it.each([
      [3, quick?.options ?? {}, 'words-1'],
      [4, {}, 'words-2'],
    ])(`${ui.id}: a seeded game of %i players: its words have no slip`, (players, options, secret) => {
      const said = wordsOfGame(ui, players, options, `${ui.id}/${secret}`);
      expect(said.size).toBeGreaterThan(20);
      expect(problemsIn(said)).toEqual([]);
    });

    it(`${ui.id}: its tutorials’ words have no slip`, () => {
      expect(problemsIn(wordsOfTutorials(ui))).toEqual([]);
    });
  }
});
