import { z } from 'zod';
import { AGENCIES, BUYERS, EVASIONS, FACES, SELLERS, WEAPON_TYPES, type Face } from './cards.js';

const face = z.enum(FACES as [Face, ...Face[]]);

export const ArmsDealersOptions = z.strictObject({
  /** Let trades include money (cents) as well as cards. Off in the rulebook's game. */
  moneyTrades: z.boolean().default(false).meta({
    title: 'Money in trades',
    description: 'Trades may include money as well as cards (not in the rulebook).',
  }),
  /** Trade offers (proposals and counters) allowed in one deal phase; keeps a turn finite. */
  offersPerTurn: z
    .int()
    .min(0)
    .max(50)
    .default(3)
    .meta({ title: 'Trade offers a turn', description: 'Offers and counter-offers allowed in one deal phase.' }),
  /** Interceptions: everyone answers at once (online play) or one by one from the dealer's left. */
  interceptOrder: z
    .enum(['simultaneous', 'seat-order'])
    .default('simultaneous')
    .meta({ title: 'Interceptions', description: 'Everyone answers at once, or one by one from the dealer’s left.' }),
});
export type ArmsDealersOptions = z.infer<typeof ArmsDealersOptions>;

export const ArmsDealersAction = z.discriminatedUnion('type', [
  /** Draw phase: bring the hand down to 7; the cards are named by face. */
  z.strictObject({ type: z.literal('discard'), cards: z.array(face).min(1).max(76) }),
  /** Deal phase: lay down a deal. */
  z.strictObject({
    type: z.literal('deal'),
    seller: z.enum(SELLERS),
    buyer: z.enum(BUYERS),
    weapon: z.enum(WEAPON_TYPES),
    count: z.int().min(1).max(76),
  }),
  /** Deal phase: lay no deal; the turn passes on. */
  z.strictObject({ type: z.literal('end-turn') }),
  /** Intercept window: play one or more interception cards on the deal. */
  z.strictObject({ type: z.literal('intercept'), agencies: z.array(z.enum(AGENCIES)).min(1).max(76) }),
  /** Evade window: the dealer plays one or more evasion cards. */
  z.strictObject({ type: z.literal('evade'), evasions: z.array(z.enum(EVASIONS)).min(1).max(76) }),
]);
export type ArmsDealersAction = z.infer<typeof ArmsDealersAction>;

/** Most faces one offer may ask for as alternatives ("any Chemical or Missile"). */
export const MAX_WANTED_FACES = 4;

/**
 * A trade: the proposer gives `give` and gets `want` (named by face, since the proposer cannot see
 * the other hand; or one card of any of several faces, `['Chemical', 'Missile']`, of which the
 * recipient gives the first he holds), and pays `money` cents (negative: asks for money). Without
 * the money option a trade is exactly one card for one card.
 */
export const TradeTerms = z.strictObject({
  give: face.nullable(),
  want: z.union([face, z.array(face).min(2).max(MAX_WANTED_FACES)]).nullable(),
  money: z.int().min(-1_000_000_00).max(1_000_000_00).default(0),
});
export type TradeTerms = z.infer<typeof TradeTerms>;

/** The faces an offer asks for, as alternatives in order: none, one, or several. */
export function wantedFaces(t: Pick<TradeTerms, 'want'>): readonly Face[] {
  return t.want === null ? [] : typeof t.want === 'string' ? [t.want] : t.want;
}

/**
 * A scenario's position (`setup.position`): a turn under way, its draw made. Whose turn and which
 * phase (`discard`: over the 7-card limit; `deal`: trading and laying a deal), every hand as it is
 * now, the deck left (top first), the discard pile, money in cents, and the trade offers already
 * made this deal phase. A deal on the table is reached by one `deal` step from phase `deal`.
 */
export const ArmsDealersPosition = z.strictObject({
  active: z.int().min(0).max(5).optional(),
  /** The turn number (1 for the first). */
  turn: z.int().min(1).max(10_000).optional(),
  phase: z.enum(['discard', 'deal']).optional(),
  /** Each seat's hand now, in seat order (a seat not listed holds nothing). */
  hands: z.array(z.array(face).max(76)).max(6).optional(),
  /** The cards left to draw, top first; then the cards named nowhere go to the discard pile. */
  deck: z.array(face).max(76).optional(),
  discard: z.array(face).max(76).optional(),
  /** Each seat's money in cents, as the state keeps it (a profit of 10% can make half dollars). */
  money: z.array(z.int().min(0)).max(6).optional(),
  /** Trade offers (proposals and counters) already made this deal phase. */
  offers: z.int().min(0).max(50).optional(),
});
export type ArmsDealersPosition = z.infer<typeof ArmsDealersPosition>;

/** A scenario's `setup`: fixes what the shuffle would otherwise decide. */
export const ArmsDealersFixture = z.strictObject({
  /** Seat whose turn comes first. */
  firstPlayer: z.int().min(0).max(5).optional(),
  /** Each seat's starting hand (before the first player's draw). */
  hands: z.array(z.array(face).max(76)).optional(),
  /** The top of the deck, first card drawn first; the cards left over follow, shuffled. */
  deck: z.array(face).max(76).optional(),
  /** The discard pile: cards already played, out of the deck (a game near its end). */
  discard: z.array(face).max(76).optional(),
  /** Starting money per seat, whole dollars. */
  money: z.array(z.int().min(0)).optional(),
  /** A turn under way instead of a new game: alone, without the fields above. */
  position: ArmsDealersPosition.optional(),
});
export type ArmsDealersFixture = z.infer<typeof ArmsDealersFixture>;
