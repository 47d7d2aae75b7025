import { actorsOf, legalActionsOf, type ActionOf, type Rng, type StateOf } from '@cutthroat/engine';
import type { GameContract } from '@cutthroat/module/testing';
import { dogEatDog } from '../game.js';
import { conserved } from './conserved.js';
import { dogEatDogRefusals } from './refusals.js';
import { eventSecrets, viewSecrets } from './secrets.js';

type DogEatDog = typeof dogEatDog;

type State = StateOf<DogEatDog>;

const JUNK: unknown[] = [
  { type: 'roll' },
  { type: 'done' },
  { type: 'embezzle', amount: 999 },
  { type: 'produce', product: 'steel', count: 50 },
  { type: 'extract', square: 15, items: ['wood', 'wood', 'wood'] },
  { type: 'bribe', card: 'RT99', offer: 5 },
  { type: 'bid', amount: 1 },
  { type: 'answer', answer: { kind: 'may', yes: true } },
  { type: 'report', breach: 999 },
  { type: 'transfer', amount: 5 },
  { type: 'sell', item: 'steel', count: 7 },
];

const SILENT = new Set([
  'division-chosen',
  'offer-countered',
  'embezzle-declared',
  'to-marketplace',
  'modified',
  'phase',
  'paid',
  'fired',
  'turn',
  'window-opened',
  'window-passed',
  'window-closed',
  'moved',
  'chose',
  'offer-accepted',
  'hired',
  'workers-lost',
  'reorganised',
  'auction-opened',
  'geneva-transfer',
  'declined',
  'degraded',
  'bid',
  'breach-corrected',
  'declaration-failed',
  'power-used',
  'workers-gained',
  'named',
  'sealed-bid-declared',
  'gained',
  'pollution-removed',
  'card-played',
  'event-cancelled',
  'bought',
  'power-lost',
  'restricted',
  'gathered',
  'square-given-up',
  'official-released',
]);

const ENDINGS = new Set(['victory', 'finalRound', 'turnLimit', 'lastStanding']);

/**
 * Some seat that may act (an actor, or one time in eight anyone, for the free actions) takes a
 * random listed action; in a window a seat passes one time in six. Leaving for good is rare at a
 * real table: a random seat that would leave passes nine times in ten.
 */
function move(state: State, rng: Rng): { seat: number; action: ActionOf<DogEatDog> } | null {
  const actors = actorsOf(dogEatDog, state);
  const seats = rng.int(8) === 0 ? Array.from({ length: state.players }, (_, s) => s) : actors;
  const seat = seats[rng.int(seats.length)]!;
  const legal = legalActionsOf(dogEatDog, state, seat);
  if (legal.length === 0 && !actors.includes(seat)) return null;
  let action: ActionOf<DogEatDog> =
    state.window && (legal.length === 0 || rng.int(6) === 0) ? { type: 'pass' } : legal.at(rng.int(legal.length));
  if (action.type === 'leave' && rng.int(10) > 0) action = { type: 'pass' };
  return { seat, action };
}

export const dogEatDogContract: GameContract<DogEatDog> = {
  seeded: {
    // Whole games ended after 3 rounds by the final bonus round, about 290 actions each, most of 4
    // players; one in 75 runs to round 30 instead, to see the other endings.
    many: {
      games: 1500,
      perTest: 75,
      table: (i) =>
        i % 75 === 0
          ? { players: 4, options: { roundLimit: 30 } }
          : { players: [4, 4, 3, 5, 4, 6][i % 6]!, options: { roundLimit: 3 } },
      probeEvery: 10,
      replayEvery: 10,
    },
    // Whole games to their natural end, every seat count.
    deep: { games: 5, perTest: 1, table: (i) => ({ players: [3, 4, 5, 6, 2][i]! }), probeEvery: 3, replayEvery: 1 },
  },
  conserved: (after) => conserved(after),
  viewSecrets,
  eventSecrets,
  // The terminal's log tells what a player needs to follow the game; the rest shows on the table.
  silent: (e) => SILENT.has(e.type),
  junk: (rng) => rng.pick(JUNK),
  move,
  ended: (state) => (ENDINGS.has(String(state.G.ended)) ? [] : [`ended by ${state.G.ended}`]),
  refusals: dogEatDogRefusals,
  botGame: { players: 3, options: { victorySwiss: 40 } },
};
