import { z } from 'zod';

/** An intersection, `row * columns + column`, row 0 north (the board's data decides the size). */
const point = z.int().min(0).max(4095);
const zone = z.string().regex(/^[A-Z]{2}$/);
const tons = z.int().min(1).max(75);

export const GoCaineOptions = z.strictObject({
  /** Cash ($ million) a player needs to knock (rulebook: $1 billion). */
  knockThreshold: z.int().min(5).max(100_000).default(1000).meta({
    title: 'Knock at ($M)',
    description: 'Cash a player needs to knock and end the game (rulebook: $1,000M).',
  }),
  /**
   * A points table for 1st, 2nd, 3rd... place (rulebook section L); tied seats share the better
   * place. Without it a seat's score is its cash.
   */
  points: z
    .array(z.int().min(0).max(1000))
    .max(6)
    .nullable()
    .default(null)
    .meta({ title: 'Points table', description: 'Points for 1st, 2nd, 3rd... place; without it the score is cash.' }),
  /**
   * The game ends after this many rounds even if nobody knocked, most cash winning: a bound for
   * bot games that never reach the threshold. The rulebook expects a knock between rounds 30 and 40.
   */
  roundLimit: z.int().min(1).max(1000).default(100).meta({
    title: 'Round limit',
    description: 'The game ends after this many rounds if nobody knocked, most cash winning.',
  }),
  /** Other players answer interdiction windows together (online) or one at a time in seat order. */
  windowOrder: z
    .enum(['simultaneous', 'seat-order'])
    .default('simultaneous')
    .meta({ title: 'Interdictions', description: 'Other players answer together, or one at a time in seat order.' }),
});
export type GoCaineOptions = z.infer<typeof GoCaineOptions>;

export const GoCaineAction = z.discriminatedUnion('type', [
  /** Build & Buy: product on one of your cells, at that zone's price. */
  z.strictObject({ type: z.literal('buy-product'), point, tons }),
  /** Build & Buy: cells into your purchased pile, $5M each. */
  z.strictObject({ type: z.literal('buy-cells'), count: z.int().min(1).max(50) }),
  /** Build & Buy: one level of Smuggling Infrastructure, $20M. */
  z.strictObject({ type: z.literal('buy-infrastructure') }),
  /** Build & Buy: one Political Influence asset in a zone, $20M, with a Task Force chip. */
  z.strictObject({ type: z.literal('buy-influence'), zone }),
  /** Sell Product: part or all of the shipment on one of your cells. */
  z.strictObject({ type: z.literal('sell'), point, tons }),
  /**
   * Transport Product: one movement unit moves `tons` from your cell `from` to your cell `to` in an
   * adjacent zone (or the same one). Product stopping on a cell merges with the shipment there;
   * `through` passes through it instead, kept apart until it moves on or the Transport ends.
   */
  z.strictObject({ type: z.literal('move'), from: point, to: point, tons, through: z.boolean().optional() }),
  /** Ends the Build & Buy, Sell or Transport action chosen this turn. */
  z.strictObject({ type: z.literal('done') }),
  /** Takes no action this turn (H1) and goes on to deploying. */
  z.strictObject({ type: z.literal('no-action') }),
  /** A $50M bank loan: only with no cash, no product and no loan outstanding. */
  z.strictObject({ type: z.literal('loan') }),
  /** Deploys one purchased cell on an empty intersection; the turn then ends (or Kiss The Ring). */
  z.strictObject({ type: z.literal('deploy'), point }),
  /** Ends the turn without deploying. */
  z.strictObject({ type: z.literal('end-turn') }),
  /** Kiss The Ring: one unpurchased cell on an intersection the deployment just emptied. */
  z.strictObject({ type: z.literal('kiss-the-ring'), point }),
  z.strictObject({ type: z.literal('decline-kiss') }),
  /** A Task Force Interdiction Action on a zone: every shipment there rolls now. */
  z.strictObject({ type: z.literal('interdict'), zone }),
  /** Claims victory: every other player takes one last turn. */
  z.strictObject({ type: z.literal('knock') }),
  /** Leaves the game; the cells stay on the board. */
  z.strictObject({ type: z.literal('concede') }),
]);
export type GoCaineAction = z.infer<typeof GoCaineAction>;
export type GoCaineActionType = GoCaineAction['type'];

const seatIndex = z.int().min(0).max(5);

/** A scenario's `setup`: a position to start from instead of the empty board. */
export const GoCaineFixture = z.strictObject({
  /** Seat whose turn comes first. */
  firstPlayer: seatIndex.optional(),
  /** The round the scenario starts in (1 for a new game). */
  round: z.int().min(1).max(1000).optional(),
  /**
   * Per seat, in seat order; what is left out keeps its starting value. Cells the fixture puts on
   * the board count as deployed: by default purchased cells are 10 less those, the rest of the 50
   * are unpurchased.
   */
  players: z
    .array(
      z.strictObject({
        cash: z.int().min(0).max(1_000_000).multipleOf(5).optional(),
        purchasedCells: z.int().min(0).max(50).optional(),
        unpurchasedCells: z.int().min(0).max(50).optional(),
        infrastructure: z.int().min(1).max(75).optional(),
        taskForceChips: z.int().min(0).max(51).optional(),
        loan: z.boolean().optional(),
        /** Conceded: out of the game, the cells left on the board. */
        conceded: z.boolean().optional(),
      }),
    )
    .max(6)
    .optional(),
  /** Cells on the board, by seat. */
  cells: z.array(z.strictObject({ seat: seatIndex, points: z.array(point) })).optional(),
  /** Shipments on cells; each belongs to the cell's owner. */
  shipments: z.array(z.strictObject({ point, tons })).optional(),
  /** Abandoned product on empty intersections, with the colour it still has. */
  abandoned: z.array(z.strictObject({ point, tons, owner: seatIndex })).optional(),
  /** Political Influence assets: the seats that own the slots of a zone. */
  influence: z.array(z.strictObject({ zone, seats: z.array(seatIndex) })).optional(),
  /** Whose turn it is (default `firstPlayer`; `firstPlayer` still begins each round). */
  active: seatIndex.optional(),
  /**
   * Where the turn is: `action` (nothing chosen yet), `buy`, `sell` or `transport` (that action
   * chosen, more of it or `done` to come), `deploy` (H2), `kiss` (Kiss The Ring to answer).
   */
  step: z.enum(['action', 'buy', 'sell', 'transport', 'deploy', 'kiss']).optional(),
  /** Transport: movement units left this turn (default the active seat's infrastructure). */
  movementLeft: z.int().min(0).max(75).optional(),
  /** Transport: product moved onto the active seat's cells this turn, not yet settled. */
  moving: z.array(z.strictObject({ point, tons })).optional(),
  /** Zones holding a Task Force chip played this turn (one a zone; the chips leave at the turn's end). */
  interdicted: z.array(zone).optional(),
  /** Kiss: the intersections the last deployment emptied. */
  kissPoints: z.array(point).optional(),
  /** Task Force chips still in the box (never handed out). */
  chipPool: z.int().min(0).max(51).optional(),
  /** The seat that knocked: the others are taking their last turns. */
  knockedBy: seatIndex.optional(),
});
export type GoCaineFixture = z.infer<typeof GoCaineFixture>;
