import { dealSurvives, formatMoney, type ArmsDealersView } from '@cutthroat/arms-dealers';
import type { LastMove } from '@cutthroat/web-kit';
import { Card } from './Card.js';

/** The class of the cards the table's latest move laid: marked, and (motion allowed) laid with a slide. */
const FRESH = 'card-laid';

/**
 * The deal in play, with the interceptions and evasions played on it: all public. The cards the
 * latest move laid (the deal, an interception, an evasion) are marked, so that a reader sees what
 * the last player did.
 */
export function DealOnTable({
  game,
  names,
  lastMoves = [],
}: {
  game: ArmsDealersView;
  names: readonly string[];
  lastMoves?: readonly LastMove[];
}) {
  const latest = lastMoves.reduce<LastMove | null>((a, m) => (a && a.seq > m.seq ? a : m), null);
  const laid = (type: string) => latest?.events.some((e) => e.type === type) ?? false;
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
          <li key={c.id} className={laid('deal-laid') ? FRESH : undefined} data-laid={laid('deal-laid') || undefined}>
            <Card face={c.face} small />
          </li>
        ))}
      </ul>
      {game.interceptions.length > 0 && (
        <>
          <p>Interceptions:</p>
          <ul className="card-row" data-testid="interceptions">
            {game.interceptions.map((i, n) => (
              <li
                key={i.card.id}
                className={laid('intercepted') && n === game.interceptions.length - 1 ? FRESH : undefined}
              >
                <Card face={i.agency} small />
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
            {game.evasions.map((e, n) => (
              <li key={e.card.id} className={laid('evaded') && n === game.evasions.length - 1 ? FRESH : undefined}>
                <Card face={e.evasion} small />
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
