import type { GoCaineView } from '@cutthroat/gocaine';
import { useId } from 'react';
import { SeatBadge } from '@cutthroat/web-kit';
import { priceText } from './Board.js';
import { map, KIND } from './places.js';

export function Influence({
  g,
  names,
  zone,
  setZone,
}: {
  g: GoCaineView;
  names: readonly string[];
  zone: string | null;
  setZone: (z: string) => void;
}) {
  const id = useId();
  return (
    <section className="panel" aria-labelledby={`${id}-h`} data-testid="gc-influence">
      <h3 id={`${id}-h`}>Political Influence</h3>
      <p className="muted">Each asset adds 1 to its owner’s seizure rolls in that zone. Choose a zone to pick it.</p>
      <ul className="gc-zones">
        {map.zones.map((z) => {
          const owners = g.influence[z.id] ?? [];
          return (
            <li key={z.id} className={zone === z.id ? 'is-picked' : undefined} data-testid={`gc-zone-${z.id}`}>
              <button type="button" className="link-button" aria-pressed={zone === z.id} onClick={() => setZone(z.id)}>
                {z.name}
              </button>{' '}
              <span className="muted">
                {KIND[z.kind]}, {priceText(z)}
              </span>
              {g.hitZones.includes(z.id) && <strong className="gc-tf"> TF this turn</strong>}
              <span
                className="gc-slots"
                role="group"
                aria-label={`${owners.length} of ${z.influenceSlots} slots taken`}
              >
                {Array.from({ length: z.influenceSlots }, (_, i) =>
                  owners[i] !== undefined ? (
                    <span key={i} title={names[owners[i]!]}>
                      <SeatBadge seat={owners[i]!} small />
                    </span>
                  ) : (
                    <span key={i} className="gc-slot" aria-hidden="true" />
                  ),
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
