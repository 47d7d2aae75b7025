import { interdictionTargets, zoneName, type GoCaineView } from '@cutthroat/gocaine';
import { useId } from 'react';
import { interdictZones, listed, type GcAction } from './legal.js';
import { plural } from './text.js';
import { map } from './places.js';
import { OwnWarning, TargetShipments } from './Targets.js';

/**
 * Always at hand for a chip holder: interdiction is a free action, listed for us whenever no window
 * is open, on any turn. A zone picker (zones with another player's shipment marked), what a chip
 * there would make roll with the odds, and the button.
 */
export function InterdictionControl({
  g,
  names,
  me,
  legal,
  act,
  busy,
  zone,
  setZone,
}: {
  g: GoCaineView;
  names: readonly string[];
  me: number | null;
  legal: readonly GcAction[];
  act: (a: GcAction) => void;
  busy: boolean;
  zone: string | null;
  setZone: (z: string) => void;
}) {
  const id = useId();
  const chips = me !== null ? (g.players[me]?.taskForceChips ?? 0) : null;
  const zones = interdictZones(legal);
  const targets = me !== null ? interdictionTargets(g, me, zones) : [];
  const useful = new Set(targets.filter((t) => t.useful).map((t) => t.zone));
  const pick = zone ?? targets.find((t) => t.useful)?.zone ?? zones[0] ?? map.zones[0]!.id;
  const action = listed(legal, { type: 'interdict', zone: pick });
  const target = targets.find((t) => t.zone === pick);
  return (
    <div className="gc-interdict" data-testid="interdiction">
      <h3 id={`${id}-h`}>Task Force interdiction</h3>
      <p className="muted">
        {chips === null
          ? 'Players holding Task Force chips may interdict a zone at any point: every shipment there rolls for seizure.'
          : `You hold ${plural(chips, 'Task Force chip')}, to play at any point, on your turn or another’s. A chip on a zone makes every shipment there roll for seizure now, and every shipment arriving there this turn.`}
      </p>
      <div className="gc-row">
        <label className="field">
          <span>Zone</span>
          <select value={pick} onChange={(e) => setZone(e.target.value)} data-testid="interdict-zone">
            {map.zones.map((z) => (
              <option key={z.id} value={z.id} disabled={!zones.includes(z.id)}>
                {z.name}
                {useful.has(z.id) ? ' ★ a rival’s shipment' : ''}
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
      {target && target.shipments.length > 0 && <TargetShipments t={target} names={names} me={me} />}
      {target && target.shipments.length === 0 && zones.includes(pick) && (
        <p className="muted">No shipment in {zoneName(pick)}: a chip there rolls only what arrives this turn.</p>
      )}
      {target && <OwnWarning t={target} />}
      {zones.length === 0 && chips !== null && (
        <p className="muted" data-testid="interdict-why">
          {chips === 0 ? 'You hold no Task Force chip.' : 'Not now: wait for the current question to be answered.'}
        </p>
      )}
    </div>
  );
}
