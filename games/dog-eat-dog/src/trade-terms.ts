import { z } from 'zod';
import { PRODUCTS, RAW } from './vocabulary.js';

/** What one side of a trade gives (see `trades.ts`): its schema, read as the offer's terms. */
const n = z.int().min(1).max(1000);
export const Bundle = z.strictObject({
  money: n.optional(),
  raw: z.partialRecord(z.enum(RAW), n).optional(),
  products: z.partialRecord(z.enum(PRODUCTS), n).optional(),
  officials: z
    .array(z.string().regex(/^RT\d\d$/))
    .max(9)
    .optional(),
  squares: z.array(z.int().min(0).max(15)).max(2).optional(),
  /** Slots (0 = first) of the giver's kept cards, never their identities. */
  kept: z.array(z.int().min(0).max(39)).max(9).optional(),
});
export type Bundle = z.infer<typeof Bundle>;
export const TradeTerms = z.strictObject({ give: Bundle, get: Bundle });
export type TradeTerms = z.infer<typeof TradeTerms>;
