import { z } from 'zod';
import { ACQUIRE_METHODS, PRODUCTS, RAW } from './vocabulary.js';

/** Dog Eat Dog's actions, for untrusted input. Money in whole $ millions. */

const raw = z.enum(RAW);
const product = z.enum(PRODUCTS);
const item = z.enum([...RAW, ...PRODUCTS]);
const square = z.int().min(0).max(15);
const card = z.string().regex(/^RT\d\d$/);
const division = z.string().regex(/^[a-z][a-z-]{1,40}$/);
const money = z.int().min(1).max(100_000);
const count = z.int().min(1).max(100);

export const AnswerSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('may'), yes: z.boolean() }),
  z.strictObject({ kind: z.literal('option'), index: z.int().min(0).max(9) }),
  z.strictObject({ kind: z.literal('target'), seat: z.int().min(0).max(5) }),
  z.strictObject({ kind: z.literal('square'), square: square.nullable() }),
  z.strictObject({ kind: z.literal('product'), product }),
  z.strictObject({ kind: z.literal('official'), card }),
  z.strictObject({ kind: z.literal('sell'), counts: z.partialRecord(item, z.int().min(0).max(100)) }),
]);

export const DogEatDogAction = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('choose-division'), division }),
  z.strictObject({ type: z.literal('reorganise'), division }),
  /** Move up to half the corporate account to the Swiss account (once a turn; secret amount). */
  z.strictObject({ type: z.literal('embezzle'), amount: money }),
  /** Phase 1: two dice, clockwise. */
  z.strictObject({ type: z.literal('roll') }),
  /** The answer to a card's or space's choice. */
  z.strictObject({ type: z.literal('answer'), answer: AnswerSchema }),
  /** In a trigger window: use an owned official or play a kept card. */
  z.strictObject({ type: z.literal('use'), card }),
  /** A bribe attempt: an official on the sheet (any time), or in a first-attempt, war or Lobby window. */
  z.strictObject({ type: z.literal('bribe'), card, offer: money }),
  /** Take an acquisition opportunity: a Sealed Bid, or a Public Auction's opening bid. */
  z.strictObject({ type: z.literal('acquire'), method: z.enum(ACQUIRE_METHODS), square, offer: money }),
  z.strictObject({ type: z.literal('bid'), amount: money }),
  z.strictObject({ type: z.literal('give-up'), square }),
  /** After Chapter 11: leave the game instead of reorganising. */
  z.strictObject({ type: z.literal('leave') }),
  /** Phase 2: determine an item's market value for everyone, once a turn. */
  z.strictObject({ type: z.literal('roll-value'), item }),
  /** Sell at the value rolled this turn (any player holding the item). */
  z.strictObject({ type: z.literal('sell'), item, count }),
  /** End the phase (the last phase: end the turn). */
  z.strictObject({ type: z.literal('done') }),
  z.strictObject({ type: z.literal('hire'), count }),
  z.strictObject({ type: z.literal('fire'), count }),
  /** `raw` names Waste Mismanagement's "any raw material". */
  z.strictObject({ type: z.literal('produce'), product, count, raw: raw.optional() }),
  z.strictObject({ type: z.literal('pollute'), square }),
  z.strictObject({ type: z.literal('extract'), square, items: z.array(raw).min(1).max(3) }),
  /** Waste Mismanagement: one pollution marker from any square. */
  z.strictObject({ type: z.literal('gather'), square }),
  z.strictObject({ type: z.literal('buy'), item: raw, count }),
  z.strictObject({ type: z.literal('report'), breach: z.int().min(0) }),
  z.strictObject({ type: z.literal('correct'), breach: z.int().min(0) }),
  /** On Geneva: positive moves corporate money to the Swiss account, negative the other way. */
  z.strictObject({ type: z.literal('transfer'), amount: z.int().min(-100_000).max(100_000) }),
  /** A card whose trigger is "any time" (an owned Special Prosecutor, a kept Subpoena). */
  z.strictObject({ type: z.literal('play'), card }),
]);
export type DogEatDogAction = z.infer<typeof DogEatDogAction>;
export type DogEatDogActionType = DogEatDogAction['type'];
