import { z } from 'zod';
import data from '../data/cards.json' with { type: 'json' };

export const WEAPON_TYPES = ['Chemical', 'Biological', 'Conventional', 'Missile', 'Nuclear'] as const;
export const EVASIONS = ['Staging Post', 'Front Company', 'Diplomatic Immunity'] as const;
export const SELLERS = ['USA', 'USSR', 'China', 'France', 'UK'] as const;
export const BUYERS = ['India', 'Iraq', 'Afghanistan', 'Iran', 'North Korea', 'Angola'] as const;
export const AGENCIES = ['CIA', 'FBI', 'Interpol'] as const;

export type WeaponType = (typeof WEAPON_TYPES)[number];
export type Evasion = (typeof EVASIONS)[number];
export type SellerCountry = (typeof SELLERS)[number];
export type BuyerCountry = (typeof BUYERS)[number];
export type Agency = (typeof AGENCIES)[number];

/** What is printed on a card. Every face name in the deck is distinct, so the name is the face. */
export type Face = WeaponType | Evasion | SellerCountry | BuyerCountry | Agency;
export type CardKind = 'weapon' | 'evasion' | 'seller' | 'buyer' | 'interception';
export const FACES: readonly Face[] = [...WEAPON_TYPES, ...EVASIONS, ...SELLERS, ...BUYERS, ...AGENCIES];

/** A physical card: 0..75. Identical faces are interchangeable in play; ids keep the count exact. */
export type CardId = number;

const count = z.int().min(0).max(76);
const CardsFile = z.strictObject({
  weapons: z.array(
    z.strictObject({ type: z.enum(WEAPON_TYPES), count, progression: z.array(z.int().positive()).length(5) }),
  ),
  evasions: z.array(z.strictObject({ ploy: z.enum(EVASIONS), count })),
  sellers: z.array(
    z.strictObject({
      country: z.enum(SELLERS),
      count,
      profitPercent: z.int(),
      cannotSellTo: z.enum(BUYERS).nullable(),
    }),
  ),
  buyers: z.array(z.strictObject({ country: z.enum(BUYERS), count, profitPercent: z.int() })),
  interceptions: z.array(z.strictObject({ agency: z.enum(AGENCIES), count, cannotBeEvadedBy: z.enum(EVASIONS) })),
});

export interface CardFace {
  readonly face: Face;
  readonly kind: CardKind;
}

export interface Deck {
  /** Card id -> face. */
  readonly cards: readonly CardFace[];
  /** Dollars for 1..5 weapons of a type. */
  readonly progression: Readonly<Record<WeaponType, readonly number[]>>;
  readonly sellerPercent: Readonly<Record<SellerCountry, number>>;
  readonly buyerPercent: Readonly<Record<BuyerCountry, number>>;
  readonly cannotSellTo: Readonly<Record<SellerCountry, BuyerCountry | null>>;
  readonly cannotBeEvadedBy: Readonly<Record<Agency, Evasion>>;
  readonly kindOf: Readonly<Record<Face, CardKind>>;
  /** How many cards of each face the deck holds. */
  readonly supply: Readonly<Record<Face, number>>;
}

/** Parse and check the card list; every face must appear exactly once in the file. */
export function loadDeck(raw: unknown): Deck {
  const file = CardsFile.parse(raw);
  const cards: CardFace[] = [];
  const supply = {} as Record<Face, number>;
  const kindOf = {} as Record<Face, CardKind>;
  const add = (face: Face, kind: CardKind, n: number) => {
    if (face in supply) throw new Error(`cards.json lists ${face} twice`);
    supply[face] = n;
    kindOf[face] = kind;
    for (let i = 0; i < n; i++) cards.push({ face, kind });
  };
  for (const w of file.weapons) add(w.type, 'weapon', w.count);
  for (const e of file.evasions) add(e.ploy, 'evasion', e.count);
  for (const s of file.sellers) add(s.country, 'seller', s.count);
  for (const b of file.buyers) add(b.country, 'buyer', b.count);
  for (const i of file.interceptions) add(i.agency, 'interception', i.count);
  for (const f of FACES) if (!(f in supply)) throw new Error(`cards.json does not list ${f}`);
  return {
    cards,
    progression: Object.fromEntries(file.weapons.map((w) => [w.type, w.progression])) as unknown as Deck['progression'],
    sellerPercent: Object.fromEntries(file.sellers.map((s) => [s.country, s.profitPercent])) as Deck['sellerPercent'],
    buyerPercent: Object.fromEntries(file.buyers.map((b) => [b.country, b.profitPercent])) as Deck['buyerPercent'],
    cannotSellTo: Object.fromEntries(file.sellers.map((s) => [s.country, s.cannotSellTo])) as Deck['cannotSellTo'],
    cannotBeEvadedBy: Object.fromEntries(
      file.interceptions.map((i) => [i.agency, i.cannotBeEvadedBy]),
    ) as Deck['cannotBeEvadedBy'],
    kindOf,
    supply,
  };
}

/** The 76-card deck of the rulebook. */
export const DECK: Deck = loadDeck(data);

export function faceOf(card: CardId): Face {
  return DECK.cards[card]!.face;
}

export const isSeller = (f: Face): f is SellerCountry => DECK.kindOf[f] === 'seller';
export const isBuyer = (f: Face): f is BuyerCountry => DECK.kindOf[f] === 'buyer';
export const isWeapon = (f: Face): f is WeaponType => DECK.kindOf[f] === 'weapon';
export const isEvasion = (f: Face): f is Evasion => DECK.kindOf[f] === 'evasion';
export const isAgency = (f: Face): f is Agency => DECK.kindOf[f] === 'interception';
