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

/** Total money of the players, both accounts. */
const money = (G: DogEatDogState) => G.players.reduce((n, p) => n + p.corporate + p.swiss, 0);

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
  // Money is conserved with the bank: the players' accounts and the bank's net make the start's 0.
  expect(money(G) + G.bank.paidIn - G.bank.paidOut).toBe(0);
  for (const p of G.players) {
    expect(p.corporate).toBeGreaterThanOrEqual(0);
    expect(p.swiss).toBeGreaterThanOrEqual(0);
  }
}

/** A card id as JSON writes it: every Red Tape card's id is `RT` and two digits (a test checks). */
const CARD_ID = /"(RT\d\d)"/g;
const cardsNamed = (json: string): string[] => Array.from(json.matchAll(CARD_ID), (m) => m[1]!);

/** No event names a card in the stack or anyone's kept cards, or an embezzled amount. */
function eventsKept(G: DogEatDogState, events: readonly GameEvent[]): void {
  const named = cardsNamed(JSON.stringify(events));
  if (named.length) {
    const secret = new Set([...G.redTape.stack, ...G.players.flatMap((p) => p.kept)]);
    for (const id of named) if (secret.has(id)) expect.fail(`an event names ${id}, in the stack or kept`);
  }
  if (events.some((e) => e.type === 'embezzled' && 'amount' in e)) expect.fail('an event tells an embezzled amount');
}

/**
 * `seat`'s view holds no other seat's Swiss balance (unless a law makes them public) or kept cards,
 * no card of the stack, and nothing of the bank's ledger (with the public corporate accounts it
 * would give away the sum of the Swiss ones).
 */
function viewKept(state: S, seat: number): void {
  const G = state.G;
  const v = viewOf(dogEatDog, state, seat).game;
  // A trade offer shows its recipient, and him alone, the kept cards it names (by slot).
  if (v.offered.length) expect(G.offerShown?.to).toBe(seat);
  for (const { slot, card } of v.offered) expect(G.players[G.offerShown!.from]!.kept[slot]).toBe(card);
  const text = JSON.stringify({ ...v, offered: [] });
  const named = cardsNamed(text);
  if (named.length) {
    const secret = new Set([...G.redTape.stack, ...G.players.flatMap((p, o) => (o === seat ? [] : p.kept))]);
    for (const id of named) if (secret.has(id)) expect.fail(`seat ${seat}'s view names ${id}, in the stack or kept`);
  }
  if (text.includes('paidIn') || text.includes('paidOut')) expect.fail("a view holds the bank's ledger");
  const open = swissPublic(G);
  for (const [o, p] of v.players.entries())
    if (o !== seat && !open && p.swiss !== null) expect.fail(`seat ${seat} sees ${o}'s Swiss account`);
  if (v.swiss !== G.players[seat]!.swiss) expect(v.swiss).toBe(G.players[seat]!.swiss);
}

/** No view or event of any seat holds another's Swiss balance or kept cards, or any card to come. */
function secretsKept(state: S, events: readonly GameEvent[], views: boolean): void {
  eventsKept(state.G, events);
  for (let seat = 0; views && seat < state.players; seat++) viewKept(state, seat);
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

/**
 * The cheap checks after every action of the many-games loop: goods, workers, markers and cards
 * counted once; no account below zero; money conserved with the bank.
 */
function lightChecks(after: S): void {
  // `conserved` in plain sums first: its dozens of expectations cost more than the game itself.
  if (counts(after.G) !== COUNTS) conserved(after.G);
  if (after.G.players.some((p) => p.corporate < 0 || p.swiss < 0)) conserved(after.G);
  if (money(after.G) + after.G.bank.paidIn - after.G.bank.paidOut !== 0) conserved(after.G);
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
    if (check === 'light' && n % SAMPLE_EVERY === 0) sampleChecks(state, seat, legal, rng);
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
    if (check === 'light') {
      lightChecks(r.value.state as S);
      eventsKept(r.value.state.G, r.value.events);
    }
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

/** The many-games loop checks one action in this many (its views too). */
const SAMPLE_EVERY = 10;

/**
 * One more listed action, picked at random, applies; a junk action is refused with a code and
 * leaves the state as it was (the same JSON before and after) unless it happens to be legal; a
 * random seat's view keeps the secrets.
 */
function sampleChecks(state: S, seat: number, legal: LegalActions<ActionOf<typeof dogEatDog>>, rng: Rng): void {
  if (legal.length) {
    const a = legal.at(rng.int(legal.length));
    if (!applyAction(dogEatDog, state, seat, a).ok) expect.fail(`listed ${JSON.stringify(a)} refused`);
  }
  viewKept(state, rng.int(state.players));
  const parsed = parseAction(dogEatDog, JUNK[rng.int(JUNK.length)]);
  if (!parsed.ok) return;
  const was = JSON.stringify(state);
  const r = applyAction(dogEatDog, state, seat, parsed.value);
  if (r.ok) return;
  if (!/^[a-z-]+\/[a-z-]+$/.test(r.error.code) || r.error.message.length === 0)
    expect.fail(`junk refused without a code or words: ${r.error.code}`);
  const after = JSON.stringify(state);
  if (after !== was) expect(after).toBe(was);
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

  it('names every Red Tape card as the secrets checks look for it', () => {
    for (const c of content.redTape) expect(cardsNamed(JSON.stringify({ card: c.id }))).toEqual([c.id]);
  });

  // MANY whole random games of 3 to 6 players (most of them 4), each ended after ROUNDS rounds by
  // the final bonus round, about 290 actions a game: every action checked for goods, workers,
  // markers, cards and money (with the bank) and its events for secrets; one action in
  // SAMPLE_EVERY also for another listed action, a junk one and a random seat's view; one game in
  // 10 replayed. The deep games above play whole games with every check. Measured with
  // `process.cpuUsage` around the loop on the 2-core machine: 1,500 games in 29.9 s of CPU at load
  // 13 to 17 (20 ms a game), 1,000 in 24.9 s at load 20 to 25. What costs is the game itself; a
  // view with its JSON is 0.2 ms, so views are sampled, and secrets are looked for as card ids in
  // the JSON rather than by a search per secret card.
  const MANY = 1500;
  const ROUNDS = 3;

  it(`${MANY} seeded games: goods, workers, markers, cards and money kept; listed actions apply; junk refused; secrets kept; replays identical`, () => {
    const reasons = new Map<string, number>();
    for (let i = 0; i < MANY; i++) {
      const players = [4, 4, 3, 5, 4, 6][i % 6]!;
      const { state, log, record } = playRandom(players, `many-${i}`, 'light', { roundLimit: ROUNDS });
      if (!state.outcome) expect.fail(`game ${i} did not end`);
      reasons.set(String(state.G.ended), (reasons.get(String(state.G.ended)) ?? 0) + 1);
      if (i % 10 === 0) {
        const again = replay(dogEatDog, record, log);
        if (!again.ok) expect.fail(`replay of game ${i}: entry ${again.error.index}, ${again.error.error.message}`);
        const [a, b] = [JSON.stringify(again.value), JSON.stringify(state)];
        if (a !== b) expect(a, `replay of game ${i}`).toBe(b);
      }
    }
    expect([...reasons.values()].reduce((a, b) => a + b, 0)).toBe(MANY);
  }, 600_000);
});
