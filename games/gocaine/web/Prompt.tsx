import { gocaineMap, type GoCaineView } from '@cutthroat/gocaine';
import { SeatBadge, type TableProps } from '@cutthroat/web-kit';
import { interdictZones, ofType, type GcView } from './legal.js';
import { plural } from './text.js';

/** Shipments in a zone, by owner, as the view shows them (a label for the zone's button). */
export function shipmentsIn(g: GoCaineView, zone: string): { seat: number; tons: number }[] {
  const z = gocaineMap.zoneById.get(zone);
  if (!z) return [];
  const out: { seat: number; tons: number }[] = [];
  for (const p of z.points) {
    const seat = g.cells[p]!;
    if (seat < 0) continue;
    for (const tons of [g.held[p]!, g.moving[p]!]) if (tons > 0) out.push({ seat, tons });
  }
  return out;
}

const WHAT: Readonly<Record<string, string>> = {
  'turn-start': 'is about to take an action',
  'after-buy': 'has finished a Build & Buy',
  'after-step': 'has just moved product',
};

/**
 * An interdiction window: one button per zone the server lists for a Task Force chip (with the
 * shipments there), any number of them, then Pass.
 */
export function Prompt({ view, legal, act, busy, names, me }: TableProps) {
  const v = view as GcView;
  const g = v.game;
  const w = v.window;
  if (!w) return null;
  // Zones holding shipments first: those are the ones a chip can hit now.
  const listedZones = interdictZones(legal);
  const zones = [
    ...listedZones.filter((z) => shipmentsIn(g, z).length > 0),
    ...listedZones.filter((z) => shipmentsIn(g, z).length === 0),
  ];
  const pass = ofType(legal, 'pass')[0];
  const chips = me !== null ? (g.players[me]?.taskForceChips ?? 0) : 0;
  return (
    <div className="prompt-body" data-testid="interdict-prompt">
      <p>
        <SeatBadge seat={w.openedBy} small /> {names[w.openedBy]} {WHAT[w.kind] ?? 'has moved'}. You hold{' '}
        {plural(chips, 'Task Force chip')}: a chip on a zone makes every shipment there roll for seizure now, and every
        shipment arriving there until the end of this turn. Play as many as you hold, one zone at a time, then pass.
      </p>
      <ul className="gc-prompt-zones">
        {zones.map((zone) => {
          const z = gocaineMap.zoneById.get(zone)!;
          const ships = shipmentsIn(g, zone);
          const tons = ships.reduce((s, x) => s + x.tons, 0);
          const owners = [...new Set(ships.map((s) => names[s.seat] ?? `seat ${s.seat + 1}`))];
          const action = ofType(legal, 'interdict').find((a) => a.zone === zone)!;
          return (
            <li key={zone}>
              <button
                type="button"
                className={ships.length ? 'primary' : undefined}
                disabled={busy}
                onClick={() => act(action)}
                data-testid={`interdict-${zone}`}
              >
                {z.name}:{' '}
                {ships.length
                  ? `${plural(ships.length, 'shipment')}, ${tons} mt (${owners.join(', ')})`
                  : 'no shipment'}
              </button>
            </li>
          );
        })}
      </ul>
      {pass && (
        <div className="button-row">
          <button type="button" disabled={busy} onClick={() => act(pass)} data-testid="pass">
            {zones.length ? 'Pass: no more interdictions' : 'Pass'}
          </button>
        </div>
      )}
    </div>
  );
}
