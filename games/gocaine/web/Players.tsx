import type { GoCaineView } from '@cutthroat/gocaine';
import { useId } from 'react';
import { SeatBadge, Term } from '@cutthroat/web-kit';
import { formatCash } from './text.js';

export function Players({ g, names, me }: { g: GoCaineView; names: readonly string[]; me: number | null }) {
  const id = useId();
  return (
    <section className="panel" aria-labelledby={`${id}-h`} data-testid="gc-players">
      <h3 id={`${id}-h`}>Players</h3>
      <div className="gc-scroll">
        <table className="gc-table-data">
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">
                <Term word="cash">Cash</Term>
              </th>
              <th scope="col">
                <Term word="cell">Cells</Term> <span className="muted">board / bought / bag</span>
              </th>
              <th scope="col">
                <Term word="infrastructure">Infra&shy;structure</Term>
              </th>
              <th scope="col">
                <Term word="Task Force chip">TF chips</Term>
              </th>
              <th scope="col">Loan</th>
            </tr>
          </thead>
          <tbody>
            {g.players.map((p, seat) => (
              <tr key={seat} className={seat === g.active ? 'is-active' : undefined} data-testid={`gc-player-${seat}`}>
                <th scope="row">
                  <SeatBadge seat={seat} small /> {names[seat]}
                  {seat === me ? ' (you)' : ''}
                  {p.conceded ? ' (conceded)' : ''}
                </th>
                <td data-testid={`gc-cash-${seat}`}>{formatCash(p.cash)}</td>
                <td>
                  {p.cellsOnBoard} / {p.purchasedCells} / {p.unpurchasedCells}
                </td>
                <td>level {p.infrastructure}</td>
                <td>{p.taskForceChips}</td>
                <td>{p.loan ? 'owes $55M' : 'none'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted">
        Task Force chips left in the game: {g.chipPool}; bank loans left: {g.loanPool}.
        {g.knockedBy !== null && ` ${names[g.knockedBy]} has knocked: this is the last round.`}
      </p>
    </section>
  );
}
