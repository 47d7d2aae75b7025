import { AGENCIES, DECK, type CardKind, type Face } from '@cutthroat/arms-dealers';

/**
 * A card. The five kinds differ by silhouette (CSS clip-path), icon and colour, and say their kind
 * in words, so no one cue is needed alone.
 */
export const KIND_LABEL: Readonly<Record<CardKind, string>> = {
  weapon: 'Weapon',
  seller: 'Seller',
  buyer: 'Buyer',
  interception: 'Interception',
  evasion: 'Evasion',
};

export const KIND_ORDER: readonly CardKind[] = ['seller', 'buyer', 'weapon', 'interception', 'evasion'];

export function KindIcon({ kind }: { kind: CardKind }) {
  const common = {
    width: 18,
    height: 18,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2.2,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    'aria-hidden': true,
    focusable: false,
    className: 'card__icon',
  };
  switch (kind) {
    case 'weapon': // a crosshair
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="6.5" />
          <path d="M12 2v6M12 16v6M2 12h6M16 12h6" />
        </svg>
      );
    case 'seller': // goods going out
      return (
        <svg {...common}>
          <path d="M14 3h7v7M21 3l-9 9M18 14v7H3V6h7" />
        </svg>
      );
    case 'buyer': // goods coming in
      return (
        <svg {...common}>
          <path d="M12 3v11M7 9.5l5 5 5-5M3 16v5h18v-5" />
        </svg>
      );
    case 'interception': // a shield
      return (
        <svg {...common}>
          <path d="M12 2.5l8 3v6.5c0 5-3.6 8.3-8 9.5-4.4-1.2-8-4.5-8-9.5V5.5z" />
          <path d="M8.5 12l2.5 2.5 4.5-5" />
        </svg>
      );
    case 'evasion': // a swerve
      return (
        <svg {...common}>
          <path d="M3 18c3.5 0 4-11 8.5-11S16 15 21 15" />
          <path d="M17.5 11.5L21 15l-3.5 3.5" />
        </svg>
      );
  }
}

const pct = (n: number) => (n > 0 ? `+${n}%` : n < 0 ? `${n}%` : '±0%');

/** The small print on a card: what the deck's data says about this face. */
export function cardNote(face: Face): string {
  const kind = DECK.kindOf[face];
  switch (kind) {
    case 'weapon': {
      const row = DECK.progression[face as keyof typeof DECK.progression];
      return row.map((d) => `$${d}`).join(' ');
    }
    case 'seller': {
      const s = face as keyof typeof DECK.sellerPercent;
      const no = DECK.cannotSellTo[s];
      return `${pct(DECK.sellerPercent[s])}${no ? ` · not to ${no}` : ''}`;
    }
    case 'buyer':
      return pct(DECK.buyerPercent[face as keyof typeof DECK.buyerPercent]);
    case 'interception':
      return `not evaded by ${DECK.cannotBeEvadedBy[face as keyof typeof DECK.cannotBeEvadedBy]}`;
    case 'evasion': {
      const useless = AGENCIES.filter((a) => DECK.cannotBeEvadedBy[a] === face);
      return useless.length ? `useless against ${useless.join(', ')}` : 'evades any agency';
    }
  }
}

/** Where a long name may break, with a hyphen, on a narrow card (soft hyphens: only when needed). */
const BREAKS: Partial<Record<Face, string>> = {
  Conventional: 'Conven\u00adtional',
  Biological: 'Bio\u00adlogical',
  Chemical: 'Chemi\u00adcal',
  Afghanistan: 'Afghan\u00adistan',
  'Diplomatic Immunity': 'Diplo\u00admatic Immu\u00adnity',
  'Front Company': 'Front Com\u00adpany',
};

export function kindOf(face: Face): CardKind {
  return DECK.kindOf[face];
}

export function Card({ face, small = false }: { face: Face; small?: boolean }) {
  const kind = kindOf(face);
  return (
    <span className={`card card--${kind}${small ? ' card--small' : ''}`} data-face={face} data-kind={kind}>
      <span className="card__face">
        <span className="card__top">
          <KindIcon kind={kind} />
          <span className={small ? 'visually-hidden' : 'card__kind'}>{KIND_LABEL[kind]}</span>
        </span>
        <span className="card__name">{BREAKS[face] ?? face}</span>
        {!small && <span className="card__note">{cardNote(face)}</span>}
      </span>
    </span>
  );
}

/**
 * A card kind named small, its kind's icon and colour: what a trade may ask for (the partner's
 * hand is hidden, so a kind, not one of its cards).
 */
export function CardChip({ face }: { face: Face }) {
  const kind = kindOf(face);
  return (
    <span className={`card-chip card-chip--${kind}`} data-chip={face}>
      <KindIcon kind={kind} />
      <span>{face}</span>
      <span className="visually-hidden"> ({KIND_LABEL[kind]})</span>
    </span>
  );
}

/** Faces sorted for reading: by kind, then by name; equal faces side by side. */
export function sortFaces<T extends { face: Face }>(cards: readonly T[]): T[] {
  return [...cards].sort(
    (a, b) => KIND_ORDER.indexOf(kindOf(a.face)) - KIND_ORDER.indexOf(kindOf(b.face)) || a.face.localeCompare(b.face),
  );
}

/** A face-down card with a count, for the hands we may not see. */
export function CardBack({ count, label }: { count: number; label: string }) {
  return (
    <span className="card-back" role="img" aria-label={label}>
      <span aria-hidden="true">{count}</span>
    </span>
  );
}
