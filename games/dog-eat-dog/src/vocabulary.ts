import { z } from 'zod';

/**
 * The Red Tape vocabulary (content.json > vocabulary): the 22 operations every card and board
 * space is written in, with their selectors, durations, triggers, actions, parameters and items.
 * A card's `effect` is parsed into these types once, at load; the interpreter never sees raw JSON.
 */

export const RAW = ['iron', 'coal', 'wood', 'oil', 'chemicals'] as const;
export type Raw = (typeof RAW)[number];
export const PRODUCTS = ['steel', 'plastic', 'paper', 'fuel', 'recyclable'] as const;
export type Product = (typeof PRODUCTS)[number];
export type Item = Raw | Product;

export const SELECTORS = ['self', 'target', 'victim', 'each', 'eachOther', 'mostOfficials'] as const;
export type Selector = (typeof SELECTORS)[number];
export const DURATIONS = ['instant', 'thisAction', 'thisTurn', 'round', 'whileLaw', 'whileOnSpace'] as const;
export type Duration = (typeof DURATIONS)[number];
export const TRIGGERS = [
  'land',
  'passOrLand',
  'anytime',
  'declared:embezzle',
  'declared:extract',
  'declared:produce',
  'declared:hire',
  'declared:sealedBid',
  'phase:payroll',
  'taxCheck',
  'taxDue',
  'valueRolled:product',
  'reported',
  'redTapeDrawn',
] as const;
export type Trigger = (typeof TRIGGERS)[number];
/** Actions `forbid` and `limit` name. */
export const RESTRICTABLE = ['embezzle', 'extract', 'produce', 'sealedBid'] as const;
export type Restrictable = (typeof RESTRICTABLE)[number];
/** What `cancel` names. */
export const CANCELLABLE = ['embezzle', 'tax', 'fine', 'currentEvent'] as const;
export type Cancellable = (typeof CANCELLABLE)[number];
export const PARAMS = [
  'payrollRate',
  'hireCost',
  'marketplacePrice',
  'rawValue',
  'productValue',
  'taxThreshold',
  'freeHires',
  'extraTasks',
  'freeSwissTransfer',
] as const;
export type Param = (typeof PARAMS)[number];
export const ITEM_GROUPS = ['allProducts', 'chosenProduct', 'triggering', 'anyRaw', 'eachRaw'] as const;
export type ItemGroup = (typeof ITEM_GROUPS)[number];
export const ACQUIRE_METHODS = ['auction', 'sealedBid'] as const;
export type AcquireMethod = (typeof ACQUIRE_METHODS)[number];

const who = z.enum(SELECTORS);
const duration = z.enum(DURATIONS);
const count = z.int().min(1).max(10);
const may = z.boolean().optional();
const itemRef = z.enum([...RAW, ...PRODUCTS, ...ITEM_GROUPS]);
export type ItemRef = z.infer<typeof itemRef>;
/** `{dice, plus}` is rolled when the op resolves. */
const amount = z.union([
  z.int().min(0).max(100),
  z.strictObject({ dice: z.int().min(1).max(4), plus: z.int().min(-50).max(50) }),
]);
export type Amount = z.infer<typeof amount>;
const where = z.enum(['reach', 'any']);

const Gain = z.strictObject({ op: z.literal('gain'), who, amount, per: z.literal('worker').optional(), may });
const Pay = z.strictObject({
  op: z.literal('pay'),
  who,
  amount,
  per: z.literal('worker').optional(),
  to: z.enum(['bank', 'self']).optional(),
});
const GainWorkers = z.strictObject({ op: z.literal('gainWorkers'), who, count, may });
const LoseWorkers = z.strictObject({ op: z.literal('loseWorkers'), who, count });
const Modify = z
  .strictObject({
    op: z.literal('modify'),
    who,
    param: z.enum(PARAMS),
    duration,
    set: z.int().min(0).max(100).optional(),
    add: z.int().min(-50).max(50).optional(),
    cap: z.int().min(0).max(100).optional(),
    items: z.array(itemRef).min(1).optional(),
    may,
  })
  .refine((m) => [m.set, m.add, m.cap].filter((v) => v !== undefined).length === 1, {
    message: 'modify takes exactly one of set, add and cap',
  });
const Forbid = z.strictObject({
  op: z.literal('forbid'),
  who,
  action: z.enum(RESTRICTABLE),
  duration,
  square: z.literal('triggering').optional(),
});
const Limit = z.strictObject({
  op: z.literal('limit'),
  who,
  action: z.enum(RESTRICTABLE),
  max: z.int().min(0).max(10),
  per: z.enum(['turn', 'squarePerTurn']),
  duration,
});
const Cancel = z.strictObject({ op: z.literal('cancel'), action: z.enum(CANCELLABLE) });
const PlacePollution = z.strictObject({ op: z.literal('placePollution'), who, count, where, may });
const RemovePollution = z.strictObject({ op: z.literal('removePollution'), who, count, where, may });
const Degrade = z.strictObject({
  op: z.literal('degrade'),
  who,
  count,
  stages: z.array(z.union([z.literal(1), z.literal(2)])).min(1),
  where,
});
const AcquireSquare = z.strictObject({
  op: z.literal('acquireSquare'),
  who,
  methods: z.array(z.enum(ACQUIRE_METHODS)).min(1),
  may,
});
const LoseSquare = z.strictObject({
  op: z.literal('loseSquare'),
  who,
  count,
  keepAtLeast: z.int().min(0).max(2).optional(),
});
const Move = z.strictObject({
  op: z.literal('move'),
  who,
  to: z.string().min(1),
  direction: z.literal('forward'),
  resolvePassing: z.boolean(),
  resolveLanding: z.boolean(),
});
const PayTaxNow = z.strictObject({ op: z.literal('payTaxNow'), who });
const RevealSwiss = z.strictObject({ op: z.literal('revealSwiss'), who, to: z.literal('all'), duration });
const SellAt = z.strictObject({
  op: z.literal('sellAt'),
  who,
  items: z.array(itemRef).min(1),
  price: z.int().min(0).max(100),
  may,
});
const ToMarketplace = z.strictObject({ op: z.literal('toMarketplace'), items: z.array(itemRef).min(1), count });
const DrawRedTape = z.strictObject({ op: z.literal('drawRedTape'), who, count });
const Bribe = z.strictObject({ op: z.literal('bribe'), who, official: z.literal('any'), may });
const ReleaseOfficial = z.strictObject({ op: z.literal('releaseOfficial'), who, count });

type Simple =
  | z.infer<typeof Gain>
  | z.infer<typeof Pay>
  | z.infer<typeof GainWorkers>
  | z.infer<typeof LoseWorkers>
  | z.infer<typeof Modify>
  | z.infer<typeof Forbid>
  | z.infer<typeof Limit>
  | z.infer<typeof Cancel>
  | z.infer<typeof PlacePollution>
  | z.infer<typeof RemovePollution>
  | z.infer<typeof Degrade>
  | z.infer<typeof AcquireSquare>
  | z.infer<typeof LoseSquare>
  | z.infer<typeof Move>
  | z.infer<typeof PayTaxNow>
  | z.infer<typeof RevealSwiss>
  | z.infer<typeof SellAt>
  | z.infer<typeof ToMarketplace>
  | z.infer<typeof DrawRedTape>
  | z.infer<typeof Bribe>
  | z.infer<typeof ReleaseOfficial>;

export interface Choose {
  readonly op: 'choose';
  readonly who: Selector;
  readonly options: readonly Effect[];
}
export type Op = Simple | Choose;
export type OpName = Op['op'];
/** One op, or several resolved in order. */
export type Effect = Op | readonly Op[];

const Choose_: z.ZodType<Choose> = z.lazy(() =>
  z.strictObject({ op: z.literal('choose'), who, options: z.array(Effect).min(2) }),
);

const opSchemas = {
  gain: Gain,
  pay: Pay,
  gainWorkers: GainWorkers,
  loseWorkers: LoseWorkers,
  modify: Modify,
  forbid: Forbid,
  limit: Limit,
  cancel: Cancel,
  placePollution: PlacePollution,
  removePollution: RemovePollution,
  degrade: Degrade,
  acquireSquare: AcquireSquare,
  loseSquare: LoseSquare,
  move: Move,
  payTaxNow: PayTaxNow,
  revealSwiss: RevealSwiss,
  sellAt: SellAt,
  toMarketplace: ToMarketplace,
  drawRedTape: DrawRedTape,
  choose: Choose_,
  bribe: Bribe,
  releaseOfficial: ReleaseOfficial,
} as const satisfies Record<OpName, z.ZodType>;

/** The names of the 22 operations this interpreter understands. */
export const OP_NAMES = Object.keys(opSchemas) as OpName[];

/** One op object (no other keys). */
export const OpSchema: z.ZodType<Op> = z.lazy(
  () => z.union(Object.values(opSchemas) as unknown as [z.ZodType<Op>, ...z.ZodType<Op>[]]) as z.ZodType<Op>,
);

export const Effect: z.ZodType<Effect> = z.union([OpSchema, z.array(OpSchema).min(1)]);

/** The ops of an effect, in resolution order (a `choose` counts as one). */
export function opsOf(effect: Effect): readonly Op[] {
  return Array.isArray(effect) ? effect : [effect as Op];
}
