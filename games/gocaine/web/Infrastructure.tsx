import type { GoCaineView } from '@cutthroat/gocaine';
import { useId } from 'react';
import { SeatBadge } from '@cutthroat/web-kit';

export function Infrastructure({ g, names }: { g: GoCaineView; names: readonly string[] }) {
  const id = useId();
  return (
    <section className="panel" aria-labelledby={`${id}-h`} data-testid="gc-infrastructure">
      <h3 id={`${id}-h`}>Smuggling Infrastructure</h3>
      <p className="muted">The level is the number of movement units in a Transport action.</p>
      <ul className="gc-infra">
        {g.players.map((p, seat) => (
          <li key={seat}>
            <SeatBadge seat={seat} small /> {names[seat]}: level {p.infrastructure}
          </li>
        ))}
      </ul>
    </section>
  );
}
