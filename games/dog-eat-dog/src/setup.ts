import { err, ok, type Result, type Rng, type Seat } from '@cutthroat/engine';
import { z } from 'zod';
import { content } from './content.js';
import { homeCityOf, startSquareOf } from './homes.js';
import type { DogEatDogOptions } from './options.js';
import { freshMap } from './pollution.js';
import { freshTurn, noProducts, noRaw, type DogEatDogState, type Player } from './state.js';
import { withPlayer } from './copy.js';
import { fromBank, payBank } from './money.js';
import { applyPosition, Position } from './position.js';

/**
 * Setup and Start of Game (rulebook): the starting Public Law (the first Corrupt Official drawn,
 * the other 39 cards shuffled again), Old Boys Network, the divisions in play (Waste Mismanagement
 * only with 5 or 6 players), their choice in roll order (or dealt at random), each division's start
 * ($25M, 2 workers, game piece on the home city, control marker on the start square, starting
 * goods), and the first player by roll.
 */

export const SetupError = {
  BadFixture: 'dog-eat-dog/bad-fixture',
  NotChoosing: 'dog-eat-dog/not-choosing',
  DivisionTaken: 'dog-eat-dog/division-taken',
} as const;

const cardId = z.string().regex(/^RT\d\d$/);
const seat = z.int().min(0).max(5);

/** What a scenario may fix: the first player, each seat's division and money, the Red Tape order. */
export const DogEatDogFixture = z.strictObject({
  firstPlayer: seat.optional(),
  /** Division per seat, in seat order: no choosing phase. */
  divisions: z.array(z.string()).min(2).max(6).optional(),
  /** Corporate account per seat in $ millions, in seat order, instead of the $25M start (with `divisions`). */
  corporate: z.array(z.int().min(0).max(100_000)).min(2).max(6).optional(),
  /** The whole deck, top first, unshuffled: the first official in it becomes the starting law. */
  deck: z.array(cardId).length(40).optional(),
  /** A position to start from, laid over the table (with `divisions`): see `position.ts`. */
  position: Position.optional(),
});
export type DogEatDogFixture = z.infer<typeof DogEatDogFixture>;

/**
 * Division ids in play for a player count: each needs its `minPlayers`, but Waste Mismanagement
 * (the division that collects pollution) needs the option `wasteMismanagementFrom` (5 by default,
 * its `minPlayers`).
 */
export function divisionsInPlay(players: number, wasteFrom = 5): string[] {
  return content.divisions.filter((d) => players >= (d.collectsPollution ? wasteFrom : d.minPlayers)).map((d) => d.id);
}

/** The seat rolling highest on 2d6, ties rolled again among the tied. */
export function rollOff(seats: readonly Seat[], rng: Rng): Seat {
  let tied = [...seats];
  while (tied.length > 1) {
    const rolls = tied.map(() => rng.die() + rng.die());
    const best = Math.max(...rolls);
    tied = tied.filter((_, i) => rolls[i] === best);
  }
  return tied[0]!;
}

const clockwiseFrom = (start: Seat, players: number): Seat[] =>
  Array.from({ length: players }, (_, i) => (start + i) % players);

const blankPlayer = (): Player => ({
  division: null,
  corporate: 0,
  swiss: 0,
  workers: 0,
  raw: noRaw(),
  products: noProducts(),
  pollution: 0,
  position: 0,
  officials: [],
  kept: [],
  debt: 0,
  status: 'playing',
});

export function setup(
  players: number,
  options: DogEatDogOptions,
  rng: Rng,
  fixture: DogEatDogFixture | undefined,
): Result<DogEatDogState> {
  const inPlay = divisionsInPlay(players, options.wasteMismanagementFrom);
  if (fixture?.divisions) {
    const ds = fixture.divisions;
    if (ds.length !== players || new Set(ds).size !== ds.length || ds.some((d) => !inPlay.includes(d)))
      return err(SetupError.BadFixture, `give ${players} different divisions among: ${inPlay.join(', ')}`);
  }
  if (fixture?.deck && (new Set(fixture.deck).size !== 40 || fixture.deck.some((c) => !content.cardById.has(c))))
    return err(SetupError.BadFixture, 'the deck must hold each of the 40 Red Tape cards once');
  if (fixture?.corporate && (!fixture.divisions || fixture.corporate.length !== players))
    return err(
      SetupError.BadFixture,
      `give a corporate account for each of the ${players} seats, with their divisions`,
    );
  if (fixture?.firstPlayer !== undefined && fixture.firstPlayer >= players)
    return err(SetupError.BadFixture, `there is no seat ${fixture.firstPlayer}`);
  if (fixture?.position && !fixture.divisions)
    return err(SetupError.BadFixture, 'a position needs the divisions of its seats (`divisions`)');

  const deck = fixture?.deck ? [...fixture.deck] : rng.shuffle(content.redTape.map((c) => c.id));
  const lawAt = deck.findIndex((id) => content.cardById.get(id)!.type === 'official');
  const law = deck.splice(lawAt, 1)[0]!;
  let stack = fixture?.deck ? deck : rng.shuffle(deck);

  const first = fixture?.firstPlayer ?? rollOff(clockwiseFrom(0, players), rng);
  const officials: string[][] = Array.from({ length: players }, () => []);
  if (options.oldBoysNetwork) {
    // Each player, from the first clockwise, draws until he receives an official; the events
    // drawn meanwhile go back and the stack is shuffled again.
    for (const s of clockwiseFrom(first, players)) {
      const at = stack.findIndex((id) => content.cardById.get(id)!.type === 'official');
      officials[s]!.push(stack[at]!);
      stack = stack.filter((_, i) => i !== at);
    }
    if (!fixture?.deck) stack = rng.shuffle([...stack]);
  }

  let G: DogEatDogState = {
    options,
    players: Array.from({ length: players }, (_, s) => ({ ...blankPlayer(), officials: officials[s]! })),
    first,
    active: first,
    round: 1,
    phase: 'division',
    choosing: [],
    map: freshMap(content.components.pollutionMarkers),
    control: new Array<Seat | null>(16).fill(null),
    supply: {
      raw: { ...content.components.rawSupply },
      products: { ...content.components.productSupply },
      workers: content.components.workers,
    },
    marketplace: noRaw(),
    redTape: { stack, discard: [], laws: [law] },
    modifiers: [],
    restrictions: [],
    breaches: [],
    breachSeq: 0,
    turn: freshTurn(),
    officialUses: {},
    work: [],
    firstRollDone: false,
    final: null,
    ended: null,
    shown: new Array<number | null>(players).fill(null),
    bank: { paidIn: 0, paidOut: 0 },
  };
  const given =
    fixture?.divisions ?? (options.divisionChoice === 'random' ? rng.shuffle([...inPlay]).slice(0, players) : null);
  if (given) {
    for (const [s, d] of given.entries()) G = startDivision(G, s, d);
    const corporate = fixture?.corporate;
    for (const [s, c] of (corporate ?? []).entries())
      G =
        c >= G.players[s]!.corporate
          ? fromBank(G, s, c - G.players[s]!.corporate)
          : payBank(G, s, G.players[s]!.corporate - c);
    G = { ...G, phase: 'movement' };
    return fixture?.position ? applyPosition(G, fixture.position, SetupError.BadFixture) : ok(G);
  }
  // The highest roll chooses first, then clockwise.
  return ok({ ...G, choosing: clockwiseFrom(rollOff(clockwiseFrom(0, players), rng), players) });
}

/** The divisions still free to choose (phase `division`). */
export function freeDivisions(G: DogEatDogState): string[] {
  const taken = new Set(G.players.map((p) => p.division));
  return divisionsInPlay(G.players.length, G.options.wasteMismanagementFrom).filter((d) => !taken.has(d));
}

/** The seat whose choice is awaited chooses a division; the last choice starts the game. */
export function chooseDivision(G: DogEatDogState, seat: Seat, division: string): Result<DogEatDogState> {
  if (G.phase !== 'division' || G.choosing[0] !== seat)
    return err(SetupError.NotChoosing, 'it is not your turn to choose a division');
  if (!freeDivisions(G).includes(division))
    return err(SetupError.DivisionTaken, `choose one of: ${freeDivisions(G).join(', ')}`);
  const next = startDivision(G, seat, division);
  const choosing = G.choosing.slice(1);
  return ok({ ...next, choosing, phase: choosing.length === 0 ? 'movement' : 'division' });
}

/**
 * A division's start: $25M and two workers from the bank and the supply, the game piece on the
 * home city, a control marker on the start square, the starting raw materials or pollution.
 */
export function startDivision(G: DogEatDogState, seat: Seat, id: string): DogEatDogState {
  const d = content.divisionById.get(id)!;
  const raw = noRaw();
  const supplyRaw = { ...G.supply.raw };
  for (const [item, n] of Object.entries(d.startingRaw) as [keyof typeof raw, number][]) {
    const taken = Math.min(n, supplyRaw[item]);
    raw[item] = taken;
    supplyRaw[item] -= taken;
  }
  const workers = Math.min(content.economy.startingWorkers, G.supply.workers);
  const pollution = Math.min(d.startingPollution, G.map.pollutionSupply);
  const start = startSquareOf(G.options, id);
  const next = withPlayer(fromBank(G, seat, content.economy.startingMoney), seat, (p) => ({
    ...p,
    division: id,
    workers,
    raw,
    pollution,
    position: homeCityOf(G.options, id),
    status: 'playing',
  }));
  return {
    ...next,
    control: next.control.map((c, s) => (s === start && c === null ? seat : c)),
    supply: { ...next.supply, raw: supplyRaw, workers: next.supply.workers - workers },
    map: { ...next.map, pollutionSupply: next.map.pollutionSupply - pollution },
  };
}
