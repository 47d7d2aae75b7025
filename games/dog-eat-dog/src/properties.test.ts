import {
  actorsOf,
  applyAction,
  legalActionsOf,
  parseAction,
  replay,
  Rng,
  seedFromSecret,
  setupMatch,
  viewOf,
  type ActionOf,
  type GameEvent,
  type LegalActions,
  type LogEntry,
  type MatchRecord,
  type StateOf,
} from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { content } from './content.js';
import { dogEatDog } from './game.js';
import { swissPublic } from './laws.js';
import type { DogEatDogState } from './state.js';
import { PRODUCTS, RAW } from './vocabulary.js';

type S = StateOf<typeof dogEatDog>;

/** Everything counted once: goods, workers, markers and cards stay with the bank, the board or a player. */
function conserved(G: DogEatDogState): void {
  const sum = (f: (p: DogEatDogState['players'][number]) => number) => G.players.reduce((n, p) => n + f(p), 0);
  expect(G.supply.workers + sum((p) => p.workers)).toBe(content.components.workers);
  for (const r of RAW)
    expect(G.supply.raw[r] + G.marketplace[r] + sum((p) => p.raw[r]), r).toBe(content.components.rawSupply[r]);
  for (const x of PRODUCTS)
    expect(G.supply.products[x] + sum((p) => p.products[x]), x).toBe(content.components.productSupply[x]);
  const onMap = G.map.pollution.reduce((a, b) => a + b, 0);
  expect(G.map.pollutionSupply + onMap + sum((p) => p.pollution)).toBe(content.components.pollutionMarkers);
  const drawn = G.work.flatMap((w) => (w.kind === 'drawn' ? [w.card] : []));
  const cards = [
    ...G.redTape.stack,
    ...G.redTape.discard,
    ...G.redTape.laws,
    ...G.players.flatMap((p) => [...p.officials, ...p.kept]),
    ...drawn,
  ];
  expect(cards.length).toBe(40);
  expect(new Set(cards).size).toBe(40);
  for (const p of G.players) {
    expect(p.corporate).toBeGreaterThanOrEqual(0);
    expect(p.swiss).toBeGreaterThanOrEqual(0);
  }
}

/** No view or event of `seat` holds another's Swiss balance or kept cards, or any card to come. */
function secretsKept(state: S, events: readonly GameEvent[], views: boolean): void {
  const G = state.G;
  const said = JSON.stringify(events);
  for (const id of G.redTape.stack) expect(said.includes(`"${id}"`), `event names ${id} in the stack`).toBe(false);
  for (const p of G.players) for (const id of p.kept) expect(said.includes(`"${id}"`)).toBe(false);
  expect(said.includes('"amount"') && events.some((e) => e.type === 'embezzled' && 'amount' in e)).toBe(false);
  for (let seat = 0; views && seat < state.players; seat++) {
    const v = viewOf(dogEatDog, state, seat).game;
    // A trade offer shows its recipient, and him alone, the kept cards it names (by slot).
    if (v.offered.length) expect(G.offerShown?.to).toBe(seat);
    for (const { slot, card } of v.offered) expect(G.players[G.offerShown!.from]!.kept[slot]).toBe(card);
    const text = JSON.stringify({ ...v, offered: [] });
    for (const id of G.redTape.stack) expect(text.includes(`"${id}"`), `view names ${id} in the stack`).toBe(false);
    for (const [o, p] of G.players.entries()) {
      if (o === seat) continue;
      for (const id of p.kept) expect(text.includes(`"${id}"`), `seat ${seat} sees ${o}'s kept ${id}`).toBe(false);
      if (!swissPublic(G)) expect(v.players[o]!.swiss).toBeNull();
    }
    expect(v.swiss).toBe(G.players[seat]!.swiss);
  }
}

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

interface Played {
  readonly state: S;
  readonly log: LogEntry[];
  readonly record: MatchRecord;
}

/** Total money of the players, both accounts. */
const money = (G: DogEatDogState) => G.players.reduce((n, p) => n + p.corporate + p.swiss, 0);

/**
 * Actions that move money between players only, never to or from the bank: a Geneva transfer
 * (corporate to Swiss or back) and an accepted trade.
 */
const BETWEEN_PLAYERS = new Set(['transfer', 'accept']);

/**
 * The cheap checks after every action of the many-games loop: goods, workers, markers and cards
 * counted once; no account below zero; money moved between players stays with the players.
 */
function lightChecks(before: S, action: { type: string }, after: S): void {
  // `conserved` in plain sums first: its dozens of expectations cost more than the game itself.
  if (counts(after.G) !== COUNTS) conserved(after.G);
  if (after.G.players.some((p) => p.corporate < 0 || p.swiss < 0)) conserved(after.G);
  if (BETWEEN_PLAYERS.has(action.type)) expect(money(after.G), action.type).toBe(money(before.G));
}

/** Every counted component as one string, to compare with the box's. */
function counts(G: DogEatDogState): string {
  const sum = (f: (p: DogEatDogState['players'][number]) => number) => G.players.reduce((n, p) => n + f(p), 0);
  const cards =
    G.redTape.stack.length +
    G.redTape.discard.length +
    G.redTape.laws.length +
    sum((p) => p.officials.length + p.kept.length) +
    G.work.filter((w) => w.kind === 'drawn').length;
  return [
    G.supply.workers + sum((p) => p.workers),
    ...RAW.map((r) => G.supply.raw[r] + G.marketplace[r] + sum((p) => p.raw[r])),
    ...PRODUCTS.map((x) => G.supply.products[x] + sum((p) => p.products[x])),
    G.map.pollutionSupply + G.map.pollution.reduce((a, b) => a + b, 0) + sum((p) => p.pollution),
    cards,
  ].join();
}
const C = content.components;
const COUNTS = [
  C.workers,
  ...RAW.map((r) => C.rawSupply[r]),
  ...PRODUCTS.map((x) => C.productSupply[x]),
  C.pollutionMarkers,
  40,
].join();

/** A random game: some seat that may act (an actor, or anyone with a free action) takes a random legal action. */
function playRandom(players: number, seed: string, check: boolean | 'light', options: object = {}): Played {
  const record: MatchRecord = { game: 'dog-eat-dog', players, secret: seed, options };
  const start = setupMatch(dogEatDog, record);
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const rng = new Rng(seedFromSecret(`${seed}/driver`));
  const log: LogEntry[] = [];
  for (let n = 0; !state.outcome; n++) {
    if (n > 20_000) throw new Error(`no end after ${n} actions`);
    const actors = actorsOf(dogEatDog, state);
    const seats = rng.int(8) === 0 ? Array.from({ length: players }, (_, s) => s) : actors;
    const seat = seats[rng.int(seats.length)]!;
    const legal = legalActionsOf(dogEatDog, state, seat);
    if (legal.length === 0 && !actors.includes(seat)) continue;
    if (check === 'light' && n % 11 === 0) sampleChecks(state, seat, legal, rng);
    if (check === true && n % 7 === 0) {
      // A sample of the list (auction bids alone may run to a hundred), spread over all of it.
      const step = Math.max(1, Math.floor(legal.length / 40));
      for (let i = 0; i < legal.length; i += step) {
        const a = legal.at(i);
        expect(applyAction(dogEatDog, state, seat, a).ok, JSON.stringify(a)).toBe(true);
      }
      for (const raw of JUNK) {
        const parsed = parseAction(dogEatDog, raw);
        if (!parsed.ok) continue;
        if (legal.some((a) => JSON.stringify(a) === JSON.stringify(parsed.value))) continue;
        const r = applyAction(dogEatDog, state, seat, parsed.value);
        if (!r.ok) expect(r.error.code).toMatch(/^[a-z-]+\/[a-z-]+$/);
      }
    }
    // Leaving for good is rare at a real table: a random seat reorganises nine times in ten.
    let action =
      state.window && (legal.length === 0 || rng.int(6) === 0)
        ? { type: 'pass' as const }
        : legal.at(rng.int(legal.length));
    if (action.type === 'leave' && rng.int(10) > 0) action = { type: 'pass' };
    // The rules copy what they change and never write to a state: frozen, any write would throw.
    if (check === true) deepFreeze(state);
    const r = applyAction(dogEatDog, state, seat, action);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
    if (check === 'light') lightChecks(state, action, r.value.state as S);
    state = r.value.state as S;
    log.push({ actor: seat, action });
    if (check === true) {
      conserved(state.G);
      // Views of every seat at every third action, and every event.
      secretsKept(state, r.value.events, n % 3 === 0);
    }
  }
  return { state, log, record };
}

function deepFreeze(x: unknown): void {
  if (typeof x !== 'object' || x === null || Object.isFrozen(x)) return;
  Object.freeze(x);
  for (const v of Object.values(x)) deepFreeze(v);
}

/**
 * A few listed actions, picked at random, apply; a junk action the list does not hold is refused
 * with a code and leaves the state as it was (the same JSON before and after).
 */
function sampleChecks(state: S, seat: number, legal: LegalActions<ActionOf<typeof dogEatDog>>, rng: Rng): void {
  for (let k = 0; k < Math.min(3, legal.length); k++) {
    const a = legal.at(rng.int(legal.length));
    expect(applyAction(dogEatDog, state, seat, a).ok, JSON.stringify(a)).toBe(true);
  }
  const parsed = parseAction(dogEatDog, JUNK[rng.int(JUNK.length)]);
  if (!parsed.ok) return;
  const listed = Array.from({ length: legal.length }, (_, i) => JSON.stringify(legal.at(i)));
  if (listed.includes(JSON.stringify(parsed.value))) return;
  const was = JSON.stringify(state);
  const r = applyAction(dogEatDog, state, seat, parsed.value);
  if (r.ok) return;
  expect(r.error.code).toMatch(/^[a-z-]+\/[a-z-]+$/);
  expect(r.error.message.length).toBeGreaterThan(0);
  expect(JSON.stringify(state)).toBe(was);
}

describe('random games', () => {
  it.each([
    [3, 'a'],
    [4, 'b'],
    [5, 'c'],
    [6, 'd'],
    [2, 'e'],
  ])(
    '%i players (seed %s): every listed action applies, junk is refused, goods and secrets are kept',
    (players, seed) => {
      const { state } = playRandom(players, `props-${seed}`, true);
      expect(state.outcome).not.toBeNull();
    },
    // A minute or more each when the machine is shared by many builds.
    300_000,
  );

  it('always end, and replay to the same state', () => {
    const reasons = new Map<string, number>();
    for (let i = 0; i < 20; i++) {
      const { state, log, record } = playRandom(4, `end-${i}`, false, { roundLimit: 30 });
      reasons.set(String(state.G.ended), (reasons.get(String(state.G.ended)) ?? 0) + 1);
      if (i % 10 === 0) {
        const again = replay(dogEatDog, record, log);
        expect(again.ok && again.value).toEqual(state);
      }
    }
    expect([...reasons.keys()].every((r) => ['victory', 'finalRound', 'turnLimit', 'lastStanding'].includes(r))).toBe(
      true,
    );
  });

  // How many fit beside the deep games on a loaded 2-core machine (each a whole random game of 3
  // to 6 players, most of them 4, ended after 10 rounds at most): 100 took 20 s at load 15 to 20,
  // the deep games above 64 s.
  const MANY = 100;

  it(`${MANY} seeded games: goods, workers, markers, cards and money kept; listed actions apply; junk refused; replays identical`, () => {
    const reasons = new Map<string, number>();
    for (let i = 0; i < MANY; i++) {
      const players = [4, 4, 3, 5, 4, 6][i % 6]!;
      const { state, log, record } = playRandom(players, `many-${i}`, 'light', { roundLimit: 10 });
      expect(state.outcome, `game ${i}`).not.toBeNull();
      reasons.set(String(state.G.ended), (reasons.get(String(state.G.ended)) ?? 0) + 1);
      if (i % 10 === 0) {
        const again = replay(dogEatDog, record, log);
        expect(again.ok && again.value, `replay of game ${i}`).toEqual(state);
      }
    }
    expect([...reasons.values()].reduce((a, b) => a + b, 0)).toBe(MANY);
  }, 600_000);
});
