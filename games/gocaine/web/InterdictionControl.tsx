import { zoneName } from '@cutthroat/gocaine';
import { useId } from 'react';
import { interdictZones, listed } from './legal.js';
import { plural } from './text.js';
import { map } from './places.js';

/** Always on the table: a zone picker and the interdiction button, enabled when `interdict` is listed for us. */
export function InterdictionControl({
  legal,
  act,
  busy,
  zone,
  setZone,
  chips,
}: {
  legal: readonly unknown[];
  act: (a: unknown) => void;
  busy: boolean;
  zone: string | null;
  setZone: (z: string) => void;
  chips: number | null;
}) {
  const id = useId();
  const zones = interdictZones(legal);
  const pick = zone ?? zones[0] ?? map.zones[0]!.id;
  const action = listed(legal, { type: 'interdict', zone: pick });
  return (
    <div className="gc-interdict" data-testid="interdiction">
      <h3 id={`${id}-h`}>Task Force interdiction</h3>
      <p className="muted">
        {chips === null
          ? 'Players holding Task Force chips may interdict a zone: every shipment there rolls for seizure.'
          : `You hold ${plural(chips, 'Task Force chip')}. A chip on a zone makes every shipment there roll for seizure now, and every shipment arriving there this turn.`}
      </p>
      <div className="gc-row">
        <label className="field">
          <span>Zone</span>
          <select value={pick} onChange={(e) => setZone(e.target.value)} data-testid="interdict-zone">
            {map.zones.map((z) => (
              <option key={z.id} value={z.id} disabled={!zones.includes(z.id)}>
                {z.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          disabled={busy || !action}
          onClick={() => action && act(action)}
          data-testid="interdict"
          aria-describedby={`${id}-h`}
        >
          Interdict {zoneName(pick)}
        </button>
      </div>
      {zones.length === 0 && chips !== null && (
        <p className="muted" data-testid="interdict-why">
          {chips === 0
            ? 'You hold no Task Force chip.'
            : 'Not now: you may interdict on your turn or when a window opens.'}
        </p>
      )}
    </div>
  );
}
