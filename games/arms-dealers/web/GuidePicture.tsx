import { DECK, dealProfit, formatMoney, type DealTerms, type Face } from '@cutthroat/arms-dealers';
import { Card, KIND_LABEL } from './Card.js';

/** The guide's example deal: the USA sells 2 Missiles to India. */
const DEAL: DealTerms = { seller: 'USA', buyer: 'India', weapon: 'Missile', count: 2 };

/** One card of each kind, each with what its parts say. */
const ANATOMY: readonly { face: Face; says: string }[] = [
  { face: 'Nuclear', says: 'the profit row: 1 to 5 cards of the type' },
  { face: 'USA', says: 'its percentage, and the buyer it refuses' },
  { face: 'India', says: 'its percentage' },
  { face: 'CIA', says: 'the evasion it ignores' },
  { face: 'Front Company', says: 'the agency it cannot fool' },
];

export function GuidePicture({ picture }: { picture: string }) {
  if (picture === 'deal') {
    const base = DECK.progression[DEAL.weapon][DEAL.count - 1]!;
    const pct = 100 + DECK.sellerPercent[DEAL.seller] + DECK.buyerPercent[DEAL.buyer];
    const faces: Face[] = [DEAL.seller, DEAL.buyer, ...Array<Face>(DEAL.count).fill(DEAL.weapon)];
    return (
      <>
        <ul className="card-row" aria-label="A deal">
          {faces.map((f, i) => (
            <li key={i}>
              <Card face={f} />
            </li>
          ))}
        </ul>
        <figcaption>
          A deal: the {DEAL.seller} sells {DEAL.count} {DEAL.weapon}s to {DEAL.buyer}. ${base} × {pct}% ={' '}
          {formatMoney(dealProfit(DEAL))}.
        </figcaption>
      </>
    );
  }
  if (picture === 'cards') {
    return (
      <>
        <ul className="card-row guide-anatomy" aria-label="The five kinds of card">
          {ANATOMY.map(({ face, says }) => (
            <li key={face}>
              <Card face={face} />
              <span className="guide-anatomy__says">
                <strong>{KIND_LABEL[DECK.kindOf[face]]}</strong>: {says}
              </span>
            </li>
          ))}
        </ul>
        <figcaption>Each card shows its kind (icon, shape and word), its name, and its small print.</figcaption>
      </>
    );
  }
  return null;
}
