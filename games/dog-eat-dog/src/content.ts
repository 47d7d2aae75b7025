import { err, ok, type Result } from '@cutthroat/engine';
import { z } from 'zod';
import data from '../data/content.json' with { type: 'json' };
import { Effect, OP_NAMES, PRODUCTS, RAW, TRIGGERS, type Raw } from './vocabulary.js';

/**
 * Dog Eat Dog's components as data (`data/content.json`, a copy of the design's): the board's 20
 * spaces, the 16 Natural Squares, the 6 Division cards, the 40 Red Tape cards, the economy's
 * numbers, the vocabulary and the options. Checked once at load by the schema below and by the
 * cross-references in `parseContent`; a bad file is a build-time failure, never a game state.
 */

const letter = z.string().regex(/^[A-P]$/);
const spaceId = z.string().regex(/^[a-z][a-z-]*$/);
const raw = z.enum(RAW);
const product = z.enum(PRODUCTS);
const text = z.string().min(1);
const pair = z.tuple([z.int().min(1), z.int().min(1)]);
const dice = z.strictObject({ dice: z.int().min(1), plus: z.int() });

const SpaceEffect = z.strictObject({
  on: z.enum(['land', 'passOrLand']),
  for: z.enum(['any', 'homeOwner', 'notHomeOwner']),
  effect: Effect,
});

const Space = z.strictObject({
  id: spaceId,
  index: z.int().min(0).max(19),
  name: text,
  kind: z.enum([
    'tax',
    'landOffice',
    'homeCity',
    'city',
    'washroom',
    'unionHall',
    'geneva',
    'exchange',
    'lobby',
    'dump',
  ]),
  division: z.string().optional(),
  row: z.int().min(0).max(5),
  col: z.int().min(0).max(5),
  corner: z.boolean(),
  city: z.boolean(),
  adjacentSquares: z.array(letter).max(1),
  text,
  effects: z.array(SpaceEffect),
});
export type Space = z.infer<typeof Space>;

const NaturalSquare = z.strictObject({
  letter,
  row: z.int().min(0).max(3),
  col: z.int().min(0).max(3),
  boardRow: z.int().min(1).max(4),
  boardCol: z.int().min(1).max(4),
  outer: z.boolean(),
  species: text,
  latin: text,
  stage1: z.array(raw).length(3),
  stage2: z.array(raw).min(1).max(3),
  stage3: z.array(raw).length(0),
  tiles: z.strictObject({ stage2: text, stage3: text }),
  neighbors: z.array(letter).min(2).max(4),
  adjacentSpaces: z.array(spaceId),
  urbanFringe: z.strictObject({ connectsTo: z.array(spaceId).length(1) }).nullable(),
});
export type NaturalSquare = z.infer<typeof NaturalSquare>;

const Recipe = z.strictObject({
  product,
  inputs: z.partialRecord(z.enum([...RAW, 'anyRaw', 'pollution']), z.int().min(1).max(3)),
});
export type Recipe = z.infer<typeof Recipe>;

const Division = z.strictObject({
  id: z.string().regex(/^[a-z][a-z-]*$/),
  name: text,
  products: z.array(product).min(1),
  recipes: z.array(Recipe).min(1),
  startingRaw: z.partialRecord(raw, z.int().min(1).max(3)),
  startingPollution: z.int().min(0).max(4),
  homeCity: spaceId,
  startSquare: letter,
  commons: letter,
  pollutes: z.boolean(),
  mayDegrade: z.boolean(),
  collectsPollution: z.boolean(),
  oneProductTypePerTurn: z.boolean(),
  minPlayers: z.int().min(2).max(6),
  cardText: text,
});
export type Division = z.infer<typeof Division>;

const trigger = z.enum(TRIGGERS);
const Official = z.strictObject({
  id: z.string().regex(/^RT\d\d$/),
  type: z.literal('official'),
  name: text,
  title: text,
  flavor: text,
  lawText: text,
  ownedText: text,
  breach: text,
  powers: z.array(text),
  effect: z.strictObject({ law: Effect, owned: z.strictObject({ trigger, effect: Effect }) }),
  estimate: z.strictObject({ lawCostPerPlayerTurn: z.number() }),
});
export type Official = z.infer<typeof Official>;

const CurrentEvent = z.strictObject({
  id: z.string().regex(/^RT\d\d$/),
  type: z.literal('event'),
  name: text,
  categories: z.array(text),
  keep: z.boolean(),
  play: trigger.optional(),
  flavor: text,
  text,
  effect: Effect,
  estimate: z.strictObject({ self: z.number(), eachOther: z.number() }),
});
export type CurrentEvent = z.infer<typeof CurrentEvent>;
export type RedTapeCard = Official | CurrentEvent;

const OptionEntry = z.strictObject({ id: text, default: z.unknown(), text });

const ContentFile = z.strictObject({
  meta: z.strictObject({
    game: z.literal('Dog Eat Dog'),
    credits: text,
    provenance: text,
    units: text,
    labels: text,
    rationale: text,
    sources: z.array(text),
  }),
  components: z.strictObject({
    rawSupply: z.record(raw, z.int().min(0)),
    productSupply: z.record(product, z.int().min(0)),
    pollutionMarkers: z.int().min(1),
    workers: z.int().min(1),
    controlMarkersPerPlayer: z.int().min(1),
    naturalSquareCoverTiles: z.int().min(0),
    redTape: z.strictObject({ officials: z.int().min(1), events: z.int().min(1) }),
  }),
  economy: z.strictObject({
    startingMoney: z.int().min(0),
    startingWorkers: z.int().min(0),
    rawValue: dice,
    productValue: dice,
    marketplacePrice: z.int().min(0),
    hireCost: z.int().min(0),
    payrollRate: z.int().min(0),
    taxThreshold: z.int().min(0),
    taxFraction: pair,
    embezzleFraction: pair,
    lawFine: z.int().min(0),
    reporterBonus: z.int().min(0),
    bribeOffer: pair,
    sealedBidOffer: pair,
    auctionMinimum: z.int().min(1),
    loanInterestPercent: z.int().min(0),
    maxControlledSquares: z.int().min(1),
    productsPerPollutionMarker: z.int().min(1),
    pollutionMarkersToDegrade: z.int().min(1),
    victorySwiss: z.int().min(1),
  }),
  options: z.array(OptionEntry),
  board: z.strictObject({ ringSize: z.literal(6), order: text, innerMap: text, spaces: z.array(Space).length(20) }),
  naturalSquares: z.array(NaturalSquare).length(16),
  divisions: z.array(Division).length(6),
  redTape: z.array(z.discriminatedUnion('type', [Official, CurrentEvent])).length(40),
  vocabulary: z.looseObject({ version: z.literal(1), ops: z.record(z.string(), z.unknown()) }),
});
type ContentFile = z.infer<typeof ContentFile>;

export interface Content extends Omit<ContentFile, 'vocabulary'> {
  readonly squareByLetter: ReadonlyMap<string, NaturalSquare>;
  readonly spaceById: ReadonlyMap<string, Space>;
  readonly divisionById: ReadonlyMap<string, Division>;
  readonly cardById: ReadonlyMap<string, RedTapeCard>;
}

export const ContentDataError = 'dog-eat-dog/bad-content-data';

/** The schema, then every cross-reference the schema cannot see. */
export function parseContent(json: unknown): Result<Content> {
  const parsed = ContentFile.safeParse(json);
  if (!parsed.success) return err(ContentDataError, z.prettifyError(parsed.error));
  const file = parsed.data;
  const bad = (message: string) => err(ContentDataError, message);
  const squareByLetter = new Map(file.naturalSquares.map((s) => [s.letter, s]));
  const spaceById = new Map(file.board.spaces.map((s) => [s.id, s]));
  const divisionById = new Map(file.divisions.map((d) => [d.id, d]));
  const cardById = new Map<string, RedTapeCard>(file.redTape.map((c) => [c.id, c]));
  if (squareByLetter.size !== 16 || spaceById.size !== 20 || divisionById.size !== 6 || cardById.size !== 40)
    return bad('square letters, space ids, division ids and card ids must be unique');
  const ops = Object.keys(file.vocabulary.ops).sort();
  if (ops.join() !== [...OP_NAMES].sort().join())
    return bad(`the vocabulary's ops (${ops.join(', ')}) are not the interpreter's (${OP_NAMES.join(', ')})`);
  for (const [i, s] of file.board.spaces.entries()) {
    if (s.index !== i) return bad(`space ${s.id} is listed at ${i} with index ${s.index}`);
    for (const l of s.adjacentSquares)
      if (!squareByLetter.get(l)?.adjacentSpaces.includes(s.id)) return bad(`space ${s.id} and square ${l} disagree`);
    if (s.kind === 'homeCity' && !(s.division && divisionById.get(s.division)?.homeCity === s.id))
      return bad(`home city ${s.id} names no division that lives there`);
  }
  for (const q of file.naturalSquares) {
    for (const n of q.neighbors)
      if (!squareByLetter.get(n)?.neighbors.includes(q.letter)) return bad(`squares ${q.letter} and ${n} disagree`);
    for (const id of q.adjacentSpaces) if (!spaceById.has(id)) return bad(`square ${q.letter} names space ${id}`);
    const fringe = q.urbanFringe?.connectsTo[0];
    if (q.outer !== (fringe !== undefined)) return bad(`square ${q.letter}: only outer squares become Urban Fringe`);
    if (fringe && !(spaceById.get(fringe)?.city && q.adjacentSpaces.includes(fringe)))
      return bad(`square ${q.letter}'s Urban Fringe must connect to a city beside it`);
  }
  for (const d of file.divisions) {
    if (spaceById.get(d.homeCity)?.division !== d.id) return bad(`division ${d.id}'s home city is not its own`);
    if (!squareByLetter.has(d.startSquare) || !squareByLetter.has(d.commons))
      return bad(`division ${d.id} names an unknown square`);
    if (d.recipes.some((r) => !d.products.includes(r.product))) return bad(`division ${d.id} makes what it may not`);
  }
  const officials = file.redTape.filter((c) => c.type === 'official').length;
  if (officials !== file.components.redTape.officials || 40 - officials !== file.components.redTape.events)
    return bad('the Red Tape deck does not match the component counts');
  for (const c of file.redTape) {
    if (c.type === 'event' && c.keep !== (c.play !== undefined))
      return bad(`card ${c.id}: a kept card, and only a kept card, names when it is played`);
    for (const eff of c.type === 'official' ? [c.effect.law, c.effect.owned.effect] : [c.effect])
      for (const op of Array.isArray(eff) ? eff : [eff])
        if (op.op === 'move' && !spaceById.has(op.to)) return bad(`card ${c.id} moves to unknown space ${op.to}`);
  }
  const { vocabulary: _vocabulary, ...rest } = file;
  return ok({ ...rest, squareByLetter, spaceById, divisionById, cardById });
}

function load(): Content {
  const c = parseContent(data);
  if (!c.ok) throw new Error(`data/content.json: ${c.error.message}`);
  return c.value;
}

/** The game's components, checked. */
export const content: Content = load();

/** Raw materials a square offers at a stage (Stage 3: none). */
export function iconsAt(square: NaturalSquare, stage: 1 | 2 | 3): readonly Raw[] {
  return stage === 1 ? square.stage1 : stage === 2 ? square.stage2 : [];
}
