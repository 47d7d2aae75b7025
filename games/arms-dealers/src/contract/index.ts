import { Rng, seedFromSecret, type GameEvent, type Seat, type StateOf, type ViewOf } from '@cutthroat/engine';
import type { GameContract } from '@cutthroat/module/testing';
import { FACES } from '../cards.js';
import type { ArmsDealers } from '../game.js';
import { allCards } from '../setup.js';
import { armsDealersRefusals } from './refusals.js';

type State = StateOf<ArmsDealers>;

/** The deck's 76 cards by id: each must be somewhere, once, at every moment. */
const ALL_IDS = Array.from({ length: 76 }, (_, i) => i).join();
/** Bookkeeping that `eventText` leaves out on purpose. */
const SILENT = new Set(['turn-ended', 'window-closed', 'offer-accepted', 'offer-countered']);
const TYPES = [
  'discard',
  'deal',
  'end-turn',
  'intercept',
  'evade',
  'pass',
  'propose',
  'accept',
  'decline',
  'counter',
  'withdraw',
  'deadline',
];

/** Every card (`{ id, face }`) anywhere in a value: the card ids a view or an event shows. */
function idsIn(value: unknown, out: Set<number> = new Set()): Set<number> {
  if (Array.isArray(value)) for (const v of value) idsIn(v, out);
  else if (value && typeof value === 'object') {
    const card = value as { id?: unknown; face?: unknown };
    if (typeof card.id === 'number' && typeof card.face === 'string') out.add(card.id);
    for (const v of Object.values(value)) idsIn(v, out);
  }
  return out;
}

/** The cards `seat` may not see: the deck to come and every other hand (a spectator's: every hand). */
const hiddenFrom = (G: State['G'], seat: Seat | null) =>
  new Set([...G.deck.slice(G.drawn), ...G.hands.flatMap((h, s) => (s === seat ? [] : h))]);

/** A seat sees its own hand and no card of another hand or of the deck; a spectator sees no hand. */
function viewSecrets(state: State, seat: Seat | null, view: ViewOf<ArmsDealers>): string[] {
  const G = state.G;
  const problems: string[] = [];
  if (seat === null && view.game.hand !== null) problems.push('a spectator sees a hand');
  if (seat !== null && view.game.hand?.map((c) => c.id).join() !== G.hands[seat]!.join())
    problems.push('the seat does not see its own hand');
  const secret = hiddenFrom(G, seat);
  for (const id of idsIn(view)) if (secret.has(id)) problems.push(`it shows hidden card ${id}`);
  if (JSON.stringify(view).includes('"deck"')) problems.push('it shows the deck');
  return problems;
}

/** Every card is somewhere once, and money moved only by a profit or a money trade. */
function conserved(after: State, before: State, events: readonly GameEvent[]): string[] {
  const problems: string[] = [];
  if (
    allCards(after.G)
      .sort((a, b) => a - b)
      .join() !== ALL_IDS
  )
    problems.push('the 76 cards are not all accounted for');
  const expected = before.G.money.slice();
  for (const e of events) {
    if (e.type === 'profit') expected[e.seat as number]! += e.amount as number;
    if (e.type === 'traded') {
      expected[e.from as number]! -= e.money as number;
      expected[e.to as number]! += e.money as number;
    }
  }
  if (after.G.money.join() !== expected.join()) problems.push('money moved without a profit or a trade');
  return problems;
}

/** Something shaped like an action: mostly wrong in one way or another. */
function junk(rng: Rng, state: State): unknown {
  const face = () => rng.pick(FACES);
  const offerId = state.offer?.id ?? state.seq;
  switch (rng.int(6)) {
    case 0:
      return { type: rng.pick(TYPES) };
    case 1:
      return { type: 'deal', seller: face(), buyer: face(), weapon: face(), count: rng.range(-1, 7) };
    case 2:
      return {
        type: rng.pick(['intercept', 'evade', 'discard']),
        agencies: [face()],
        evasions: [face()],
        cards: [face(), face()],
      };
    case 3:
      return {
        type: 'propose',
        to: rng.range(-1, 6),
        terms: { give: face(), want: face(), money: rng.range(-1, 1) * 500 },
      };
    case 4:
      return { type: rng.pick(['accept', 'decline', 'withdraw']), offer: offerId + rng.range(-1, 1) };
    default:
      return rng.pick([
        null,
        42,
        'deal',
        [],
        { type: 7 },
        { type: 'deal', seller: 'USA' },
        { type: 'end-turn', extra: true },
      ]);
  }
}

/** Every table the options allow: 2 to 6 players, money trades on or off, either intercept order, 0 to 4 offers. */
function table(i: number) {
  const rng = new Rng(seedFromSecret(`arms-dealers/table/${i}`));
  const players = rng.range(2, 6);
  const options = {
    moneyTrades: rng.int(2) === 1,
    interceptOrder: rng.pick(['simultaneous', 'seat-order']),
    offersPerTurn: rng.range(0, 4),
  };
  return { players, options };
}

export const armsDealersContract: GameContract<ArmsDealers> = {
  // 2,000 games at about 20 ms each, with a sample of the probes; 150 with every probe at every action.
  seeded: {
    many: { games: 2000, perTest: 100, table, probeEvery: 10, replayEvery: 1 },
    deep: { games: 150, perTest: 15, table, probeEvery: 1, replayEvery: 1 },
  },
  conserved,
  viewSecrets,
  // Events are public: none may show a card of the deck to come or of any hand.
  eventSecrets: (state, events) =>
    [...idsIn(events)].filter((id) => hiddenFrom(state.G, null).has(id)).map((id) => `card ${id}`),
  silent: (e) => SILENT.has(e.type) || (e.type === 'window-opened' && e.kind === 'intercept'),
  junk,
  refusals: armsDealersRefusals,
  botGame: { players: 3 },
};
