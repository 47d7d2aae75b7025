import { dealSurvives, formatMoney, type ArmsDealersView, type Face } from '@cutthroat/arms-dealers';
import { Card } from './Card.js';

/** The deal in play, with the interceptions and evasions played on it: all public. */
export function DealOnTable({ game, names }: { game: ArmsDealersView; names: readonly string[] }) {
  const d = game.deal;
  if (!d) {
    return (
      <div className="deal-area" data-testid="deal-on-table">
        <p className="muted">No deal on the table.</p>
      </div>
    );
  }
  const agencies = game.interceptions.map((i) => i.agency);
  const evasions = game.evasions.map((e) => e.evasion);
  return (
    <div className="deal-area" data-testid="deal-on-table">
      <p>
        <strong>{names[d.dealer]}</strong>’s deal: {d.seller} sells {d.count} {d.weapon} to {d.buyer}, worth{' '}
        <strong>{formatMoney(d.profit)}</strong>.
      </p>
      <ul className="card-row" aria-label="Cards of the deal">
        {d.cards.map((c) => (
          <li key={c.id}>
            <Card face={c.face} small />
          </li>
        ))}
      </ul>
      {game.interceptions.length > 0 && (
        <>
          <p>Interceptions:</p>
          <ul className="card-row" data-testid="interceptions">
            {game.interceptions.map((i) => (
              <li key={i.card.id}>
                <Card face={i.agency as Face} small />
                <span className="card-caption">by {names[i.seat]}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {game.evasions.length > 0 && (
        <>
          <p>Evasions:</p>
          <ul className="card-row" data-testid="evasions">
            {game.evasions.map((e) => (
              <li key={e.card.id}>
                <Card face={e.evasion as Face} small />
              </li>
            ))}
          </ul>
        </>
      )}
      {agencies.length > 0 && (
        <p className="muted">
          As the cards stand, the deal {dealSurvives(agencies, evasions) ? 'survives' : 'would be destroyed'}.
        </p>
      )}
    </div>
  );
}
