import { playout } from '@cutthroat/bots';
import { applyAction, setupMatch, type AnyGame, type StateOf } from '@cutthroat/engine';
import { gameNamed, type CliGame } from '../games.js';
import { gameSetup, winnersOf, type SimSpec } from './simulate.js';

/**
 * One game as `cutthroat report` keeps it. Rounds are the game's `lengthUnit` (turns for Arms
 * Dealers, rounds for GoCaine); entry r-1 of a by-round list is read at the end of round r, and
 * the last entry at the end of the game.
 */
export interface GameRecord {
  readonly index: number;
  /** The seats ranked first, alone or tied. */
  readonly winners: readonly number[];
  /** Final money per seat, in the game's smallest unit. */
  readonly money: readonly number[];
  readonly length: number;
  readonly actions: number;
  readonly ending: string | null;
  /** Per seat grouping of the game (`sim.seatGroups`), each seat's group once all are known. */
  readonly groups: readonly (readonly string[])[];
  /** Per milestone: the value at the first state that reached it, or null. */
  readonly milestones: readonly (number | null)[];
  /** Per figure of the game's extras, read at the end of the game. */
  readonly figures: readonly (number | null)[];
  readonly moneyByRound: readonly (readonly number[])[];
  /** Per round, the values of all the extras' figures (the report draws the `by-round` ones). */
  readonly figuresByRound: readonly (readonly (number | null)[])[];
}

/**
 * Play game `index` of a run, then replay its log to watch every step: the playout keeps only the
 * actions, and the replay gives each step's events beside its states without changing how the
 * bots play (a replay from the same record is exact).
 */
export function recordGame(entry: CliGame, spec: SimSpec, index: number): GameRecord {
  const { record, bots } = gameSetup(entry, spec, index);
  const result = playout(entry.game, record, bots, { keepLog: true });
  const start = setupMatch(entry.game, record);
  if (!start.ok) throw new Error(`report: ${start.error.code}: ${start.error.message}`);
  const sim = entry.sim;
  const milestones = sim.milestones ?? [];
  const reached = new Array<number | null>(milestones.length).fill(null);
  const tally = sim.extras?.tally(start.value);
  const moneyByRound: number[][] = [];
  const figuresByRound: (readonly (number | null)[])[] = [];
  const endOfRound = (state: StateOf<AnyGame>, upTo: number) => {
    while (moneyByRound.length < upTo) {
      moneyByRound.push([...sim.money(state.G)]);
      if (tally) figuresByRound.push(tally.read(state));
    }
  };
  const groupings = sim.seatGroups ?? [];
  const groups: (readonly (string | null)[])[] = groupings.map((g) => g.of(start.value.G));
  const known = (gs: readonly (string | null)[]) => gs.every((x) => x !== null);
  let state = start.value;
  for (const { actor, action } of result.log!) {
    const next = applyAction(entry.game, state, actor, action as never);
    if (!next.ok) throw new Error(`report: game ${index} does not replay: ${next.error.code}`);
    tally?.step(state, next.value.events, next.value.state);
    const round = sim.turns(next.value.state.G);
    // Money does not move between one round's last action and the next round's first.
    if (round > sim.turns(state.G)) endOfRound(next.value.state, round - 1);
    state = next.value.state;
    for (let m = 0; m < milestones.length; m++) reached[m] ??= milestones[m]!.reached(state.G);
    for (let g = 0; g < groupings.length; g++) if (!known(groups[g]!)) groups[g] = groupings[g]!.of(state.G);
  }
  const length = sim.turns(state.G);
  endOfRound(state, length);
  return {
    index,
    winners: winnersOf(result.outcome),
    money: [...sim.money(state.G)],
    length,
    actions: result.actions,
    ending: sim.ending ? sim.ending(state.G) : null,
    // A group never known (a game over before every division was chosen) reads `unknown`.
    groups: groups.map((gs) => gs.map((x) => x ?? 'unknown')),
    milestones: reached,
    figures: tally ? tally.read(state) : [],
    moneyByRound,
    figuresByRound,
  };
}

/** Games [from, to) of a run, each kept whole. */
export function recordRange(spec: SimSpec, from: number, to: number): GameRecord[] {
  const entry = gameNamed(spec.game);
  if (typeof entry === 'string') throw new Error(entry);
  const out: GameRecord[] = [];
  for (let i = from; i < to; i++) out.push(recordGame(entry, spec, i));
  return out;
}
