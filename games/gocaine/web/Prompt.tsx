import { gocaineMap, usefulTargets, type GoCaine } from '@cutthroat/gocaine';
import { SeatBadge, type TableProps } from '@cutthroat/web-kit';
import { interdictZones, ofType } from './legal.js';
import { skipThisTurn } from './skip.js';
import { OwnWarning, percent, TargetShipments } from './Targets.js';
import { plural } from './text.js';

const WHAT: Readonly<Record<string, string>> = {
  'turn-start': 'is about to take an action',
  'after-step': 'has just moved product',
};

/**
 * An interdiction window: only the zones where a chip can do something (another player's shipment
 * there), each with what would roll and its odds, the most rival tons expected seized first; then Pass, or skip
 * the rest of this turn's windows.
 */
export function Prompt({ view, legal, act, busy, names, me }: TableProps<GoCaine>) {
  const v = view;
  const g = v.game;
  const w = v.window;
  if (!w || me === null) return null;
  const targets = usefulTargets(g, me, interdictZones(legal));
  const pass = ofType(legal, 'pass')[0];
  const chips = g.players[me]?.taskForceChips ?? 0;
  return (
    <div className="prompt-body" data-testid="interdict-prompt" data-useful={targets.length}>
      <p>
        <SeatBadge seat={w.openedBy} small /> {names[w.openedBy]} {WHAT[w.kind] ?? 'has moved'}. You hold{' '}
        {plural(chips, 'Task Force chip')}: a chip on a zone makes every shipment there roll for seizure now, and every
        shipment arriving there until the end of this turn.
      </p>
      {targets.length === 0 && <p data-testid="no-target">No zone holds another player’s shipment: nothing to hit.</p>}
      <ul className="gc-prompt-zones">
        {targets.map((t) => {
          const z = gocaineMap.zoneById.get(t.zone)!;
          const action = ofType(legal, 'interdict').find((a) => a.zone === t.zone)!;
          const best = Math.max(...t.shipments.filter((s) => s.seat !== me).map((s) => s.chance));
          return (
            <li key={t.zone} className="gc-target">
              <button
                type="button"
                className={t.hitsOwn ? undefined : 'primary'}
                disabled={busy}
                onClick={() => act(action)}
                data-testid={`interdict-${t.zone}`}
              >
                Interdict {z.name} (up to {percent(best)} seized)
              </button>
              <TargetShipments t={t} names={names} me={me} />
              <OwnWarning t={t} />
            </li>
          );
        })}
      </ul>
      {pass && (
        <div className="button-row">
          <button type="button" disabled={busy} onClick={() => act(pass)} data-testid="pass">
            {targets.length ? 'Pass: no more interdictions' : 'Pass'}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              skipThisTurn(v);
              act(pass);
            }}
            data-testid="skip-turn"
          >
            Not this turn
          </button>
        </div>
      )}
    </div>
  );
}
