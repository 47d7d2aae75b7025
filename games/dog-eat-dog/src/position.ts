import { err, ok, Rng, seedFromSecret, type Result, type Seat } from '@cutthroat/engine';
import { z } from 'zod';
import type { Stage } from './board.js';
import { content } from './content.js';
import { noProducts, noRaw, type Breach, type DogEatDogState, type Phase, type Player } from './state.js';
import { startFinal } from './final-round.js';
import { spaceJobs } from './cards.js';
import { run } from './red-tape.js';
import { PRODUCTS, RAW } from './vocabulary.js';

/**
 * A scenario's position (`setup.position`): every part of the state a designer thinks in, named in
 * the rulebook's terms (squares by letter, spaces by id, cards by id, goods by name), laid over the
 * table the fixture's divisions set up. What the position does not name stays as setup left it.
 * It is checked whole at load: each wrong field is named, with why, in one refusal.
 */

const letters = content.naturalSquares.map((s) => s.letter);
const spaceIds = content.board.spaces.map((s) => s.id) as [string, ...string[]];
const card = z.string().regex(/^RT\d\d$/);
const count = z.int().min(0);
const counts = <K extends string>(keys: readonly K[]) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, count.optional()])) as Record<K, z.ZodOptional<typeof count>>);
const letter = z.enum(letters as [string, ...string[]]);

const PlayerPosition = z.strictObject({
  /** The space of the game piece, by id (`smeltsburgh`, `geneva`). */
  space: z.enum(spaceIds).optional(),
  /** $ millions. */
  corporate: count.optional(),
  swiss: count.optional(),
  /** A loan: what is owed (double the borrowed) by the end of this turn's Phase 2. */
  debt: count.optional(),
  /** `reorganizing`: in Chapter 11, back next turn; `left`: out of the game. */
  status: z.enum(['playing', 'reorganizing', 'left']).optional(),
  workers: count.optional(),
  /** The whole holding: raw materials not named are 0. */
  raw: counts(RAW).optional(),
  products: counts(PRODUCTS).optional(),
  /** Pollution markers held (Waste Mismanagement's raw material). */
  pollution: count.optional(),
  /** Natural Squares controlled, by letter (replaces the start square). */
  squares: z.array(letter).optional(),
  /** Corrupt Officials owned, kept Current Events (in the order kept). */
  officials: z.array(card).optional(),
  kept: z.array(card).optional(),
});

const SquarePosition = z.strictObject({
  stage: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  /** Pollution markers on it: 0 or 1 (a second degrades it at once). */
  pollution: count.optional(),
});

const BreachPosition = z.strictObject({
  seat: z.int().min(0),
  law: card,
  goods: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('embezzle'), amount: z.int().min(1) }),
    z.strictObject({ kind: z.literal('extract'), square: letter, items: z.array(z.enum(RAW)).min(1) }),
    z.strictObject({ kind: z.literal('sealedBid'), square: letter }),
    z.strictObject({ kind: z.literal('produce'), products: counts(PRODUCTS) }),
  ]),
});

export const Position = z.strictObject({
  /** Whose turn it is, and its phase (`final`: the final bonus round begins with this seat). */
  active: z.int().min(0).max(5).optional(),
  phase: z.enum(['movement', 'sales', 'hiring', 'production', 'extraction', 'final']).optional(),
  round: z.int().min(1).optional(),
  /** Per seat, in seat order; `{}` leaves a seat as setup made it. */
  players: z.array(PlayerPosition).optional(),
  /** Each square's stage and pollution markers, by letter. */
  squares: z.partialRecord(letter, SquarePosition).optional(),
  /** Every square at Stage 3: the final bonus round begins at the first step that settles the turn. */
  destroyed: z.boolean().optional(),
  /** The Public Laws on the sheet, in order (any number; [] for none). */
  laws: z.array(card).optional(),
  /** Raw materials on the Public Laws/Marketplace sheet. */
  marketplace: counts(RAW).optional(),
  /** The Red Tape stack, top first; cards named nowhere else go to the discard pile. */
  stack: z.array(card).optional(),
  /** Public Laws broken and not yet reported. */
  breaches: z.array(BreachPosition).optional(),
  /**
   * What the active seat did this turn: embezzled, worker tasks used, products made (and of which
   * type, for D.K. Mart's one a turn), pollution still owed, squares extracted from.
   */
  turn: z
    .strictObject({
      embezzled: z.boolean().optional(),
      tasks: count.optional(),
      produced: count.optional(),
      productType: z.enum(PRODUCTS).optional(),
      pollutionOwed: count.optional(),
      extractedFrom: z.array(letter).optional(),
    })
    .optional(),
});
export type Position = z.infer<typeof Position>;

const squareOf = (l: string) => letters.indexOf(l);
const C = content.components;

/** Lay `pos` over the table `G` the fixture set up; every wrong field is named in one refusal. */
export function applyPosition(G: DogEatDogState, pos: Position, badFixture: string): Result<DogEatDogState> {
  const wrong: string[] = [];
  const n = G.players.length;
  const seatOk = (s: number, at: string) => s < n || !wrong.push(`${at}: there is no seat ${s} at ${n} players`);
  if (pos.players && pos.players.length > n)
    wrong.push(`position.players: ${pos.players.length} entries for ${n} seats`);
  if (pos.active !== undefined) seatOk(pos.active, 'position.active');

  // Cards: each in one place, of the right type.
  const where = new Map<string, string>();
  const place = (c: string, at: string, type: 'official' | 'keepable' | 'any') => {
    const k = content.cardById.get(c);
    if (!k) return wrong.push(`${at}: there is no Red Tape card ${c}`);
    if (where.has(c)) return wrong.push(`${at}: ${c} is also in ${where.get(c)}`);
    where.set(c, at);
    if (type === 'official' && k.type !== 'official') wrong.push(`${at}: ${c} is not a Corrupt Official`);
    if (type === 'keepable' && (k.type !== 'event' || !k.keep))
      wrong.push(`${at}: ${c} is not a Current Event one may keep`);
    return 0;
  };
  pos.laws?.forEach((c) => place(c, 'position.laws', 'official'));
  pos.players?.forEach((p, s) => {
    p.officials?.forEach((c) => place(c, `position.players[${s}].officials`, 'official'));
    p.kept?.forEach((c) => place(c, `position.players[${s}].kept`, 'keepable'));
  });
  pos.stack?.forEach((c) => place(c, 'position.stack', 'any'));

  // Squares: one controller each, two at most a player, a stage and markers that can be.
  const control: (Seat | null)[] = G.control.slice();
  const controller = new Map<number, Seat>();
  pos.players?.forEach((p, s) => {
    if (!p.squares) return;
    if (p.squares.length > content.economy.maxControlledSquares)
      wrong.push(`position.players[${s}].squares: at most ${content.economy.maxControlledSquares} squares a player`);
    for (let q = 0; q < 16; q++) if (control[q] === s) control[q] = null;
    for (const l of p.squares) {
      const q = squareOf(l);
      if (controller.has(q))
        wrong.push(`position.players[${s}].squares: square ${l} is also seat ${controller.get(q)}'s`);
      controller.set(q, s);
    }
  });
  // A square setup gave another seat (its start square) passes to the one who names it.
  for (const [q, s] of controller) control[q] = s;
  const stage: Stage[] = pos.destroyed ? new Array<Stage>(16).fill(3) : G.map.stage.slice();
  const markers = pos.destroyed ? new Array<number>(16).fill(0) : G.map.pollution.slice();
  for (const [l, sq] of Object.entries(pos.squares ?? {})) {
    const q = squareOf(l);
    const at = `position.squares.${l}`;
    if (pos.destroyed && sq?.stage !== undefined && sq.stage !== 3)
      wrong.push(`${at}.stage: the map is destroyed, so every square is at Stage 3`);
    if (sq?.stage !== undefined && !pos.destroyed) stage[q] = sq.stage;
    if (sq?.pollution !== undefined) markers[q] = sq.pollution;
    if (markers[q]! > 1) wrong.push(`${at}.pollution: a second marker degrades a square at once, so it holds 0 or 1`);
    if (stage[q] === 3 && markers[q]! > 0) wrong.push(`${at}.pollution: a Stage 3 square holds no pollution`);
  }

  // Players: laid over what setup gave them.
  const players: Player[] = G.players.map((p, s) => {
    const x = pos.players?.[s];
    if (!x) return p;
    return {
      ...p,
      position: x.space === undefined ? p.position : spaceIds.indexOf(x.space),
      corporate: x.corporate ?? p.corporate,
      swiss: x.swiss ?? p.swiss,
      debt: x.debt ?? p.debt,
      status: x.status ?? p.status,
      // A player who left the game has no division.
      division: x.status === 'left' ? null : p.division,
      workers: x.workers ?? p.workers,
      raw: x.raw ? { ...noRaw(), ...x.raw } : p.raw,
      products: x.products ? { ...noProducts(), ...x.products } : p.products,
      pollution: x.pollution ?? p.pollution,
      officials: x.officials ?? p.officials,
      kept: x.kept ?? p.kept,
    };
  });
  const marketplace = pos.marketplace ? { ...noRaw(), ...pos.marketplace } : G.marketplace;
  if (players[pos.active ?? G.active]?.status === 'left')
    wrong.push(`position.active: seat ${pos.active ?? G.active} has left the game`);

  // Supplies: what the position holds must be in the box.
  const held = (f: (p: Player) => number) => players.reduce((a, p) => a + f(p), 0);
  const raw = noRaw();
  for (const r of RAW) {
    raw[r] = C.rawSupply[r] - held((p) => p.raw[r]) - marketplace[r];
    if (raw[r] < 0)
      wrong.push(`position: ${C.rawSupply[r] - raw[r]} ${r} named, more than the ${C.rawSupply[r]} in the game`);
  }
  const products = noProducts();
  for (const x of PRODUCTS) {
    products[x] = C.productSupply[x] - held((p) => p.products[x]);
    if (products[x] < 0)
      wrong.push(
        `position: ${C.productSupply[x] - products[x]} ${x} named, more than the ${C.productSupply[x]} in the game`,
      );
  }
  const workers = C.workers - held((p) => p.workers);
  if (workers < 0) wrong.push(`position: ${C.workers - workers} workers named, more than the ${C.workers} in the game`);
  const pollutionSupply = C.pollutionMarkers - held((p) => p.pollution) - markers.reduce((a, b) => a + b, 0);
  if (pollutionSupply < 0)
    wrong.push(
      `position: ${C.pollutionMarkers - pollutionSupply} pollution markers named, more than the ${C.pollutionMarkers}`,
    );

  const breaches: Breach[] = (pos.breaches ?? []).map((b, i) => {
    seatOk(b.seat, `position.breaches[${i}].seat`);
    if (content.cardById.get(b.law)?.type !== 'official')
      wrong.push(`position.breaches[${i}].law: ${b.law} is not a Corrupt Official`);
    const g = b.goods;
    const goods =
      g.kind === 'extract' || g.kind === 'sealedBid' ? { ...g, square: squareOf(g.square) } : (g as Breach['goods']);
    return { id: i, seat: b.seat, law: b.law, goods } as Breach;
  });
  if (wrong.length) return err(badFixture, `the position cannot be: ${wrong.join('; ')}`);

  // Red Tape: named cards where named; the rest stay in the stack in order, or are discarded.
  const laws = pos.laws ?? G.redTape.laws.filter((c) => !where.has(c));
  const unnamed = [...G.redTape.stack, ...G.redTape.laws].filter((c) => !where.has(c) && !laws.includes(c));
  const stack = pos.stack ?? unnamed;
  const discard = pos.stack ? unnamed : [];
  const active = pos.active ?? G.active;
  // A seat back from Chapter 11 begins its turn by reorganising.
  const phase: Phase =
    players[active]!.status === 'reorganizing'
      ? 'reorganize'
      : pos.phase === 'final'
        ? 'movement'
        : (pos.phase ?? G.phase);
  const t = pos.turn ?? {};
  const money = (ps: readonly Player[]) => ps.reduce((a, p) => a + p.corporate + p.swiss, 0);
  let next: DogEatDogState = {
    ...G,
    players,
    active,
    round: pos.round ?? G.round,
    phase,
    control,
    map: { stage, pollution: markers, pollutionSupply },
    supply: { raw, products, workers },
    marketplace,
    redTape: { stack, discard, laws },
    breaches,
    breachSeq: breaches.length,
    // The first movement roll of the game is made unless it is the first player's first Movement.
    firstRollDone: !(phase === 'movement' && (pos.round ?? 1) === 1 && active === G.first),
    turn: {
      ...G.turn,
      rolled: phase !== 'movement',
      embezzled: t.embezzled ?? false,
      tasks: t.tasks ?? 0,
      produced: t.produced ?? 0,
      productType: t.productType ?? null,
      pollutionOwed: t.pollutionOwed ?? 0,
      extractedOn: G.turn.extractedOn.map((_, q) => (t.extractedFrom?.includes(letters[q]!) ? 1 : 0)),
    },
    // Money named is the bank's: the ledger keeps the accounts and the bank summing to the start's 0.
    bank: { paidIn: G.bank.paidIn, paidOut: G.bank.paidIn + money(players) },
  };
  next = standing(next, pos);
  if (pos.phase === 'final') next = startFinal(next, active).G;
  // A turn under way is told by no event; the first player's first Movement is (rules.ts `opening`).
  if (next.firstRollDone || pos.phase === 'final')
    next = { ...next, startedIn: { seat: active, round: next.round, final: pos.phase === 'final' } };
  return ok(next);
}

/**
 * A piece the position sets on a space holds what landing there gives while it stays (Geneva's
 * free transfers to and from Switzerland): the space's `whileOnSpace` modifiers, as if it had landed
 * there. Nothing else of the landing happens (no card drawn, no tax, no square offered).
 */
function standing(G: DogEatDogState, pos: Position): DogEatDogState {
  // A `modify` draws no dice; the interpreter is handed an rng all the same.
  const rng = new Rng(seedFromSecret('position'));
  pos.players?.forEach((x, seat) => {
    if (x.space === undefined) return;
    const jobs = spaceJobs(G, seat, { space: spaceIds.indexOf(x.space), landed: true }).filter(
      (j) => j.op.op === 'modify' && j.op.duration === 'whileOnSpace',
    );
    if (jobs.length) G = run(G, jobs, rng).G;
  });
  return G;
}
