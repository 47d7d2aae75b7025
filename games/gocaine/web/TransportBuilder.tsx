import { placeName, zoneName } from '@cutthroat/gocaine';
import { stepFor, moveTons, pathSteps, suggestPath, type GcAction, type GcView, type TransportPlan } from './legal.js';
import { plural } from './text.js';
import { Stepper, useChoice } from './Stepper.js';
import { zoneOfPoint } from './places.js';

export interface Transport {
  readonly from: number;
  readonly to: number | null;
}

/** Building a transport: source, tons, destination; the suggested path, its cost, and sending it. */
export function TransportBuilder({
  t,
  v,
  legal,
  busy,
  me,
  onStart,
  onCancel,
}: {
  t: Transport;
  v: GcView;
  legal: readonly GcAction[];
  busy: boolean;
  me: number;
  onStart: (plan: TransportPlan) => void;
  onCancel: () => void;
}) {
  const g = v.game;
  const allowed = moveTons(legal, t.from);
  const [tons, setTons] = useChoice(allowed, 'max');
  const path = t.to === null ? null : suggestPath(g, me, t.from, t.to);
  const steps = path ? pathSteps(path, tons) : [];
  const first = steps[0] ? stepFor(legal, steps[0]) : undefined;
  const hit = path
    ? [...new Set(path.slice(1).map((p) => zoneOfPoint(p).id))].filter((z) => g.hitZones.includes(z))
    : [];
  const enough = steps.length <= g.movementLeft;
  return (
    <div className="gc-transport" data-testid="transport">
      <h3>Transport from {placeName(t.from)}</h3>
      {allowed.length > 0 && (
        <div className="gc-row">
          <Stepper label="Tons to move" allowed={allowed} value={tons} onChange={setTons} testId="move-tons" />
        </div>
      )}
      {t.to === null ? (
        <p data-testid="transport-hint">Now click the destination: another of your cells.</p>
      ) : path === null ? (
        <p className="why-not" data-testid="transport-why">
          No chain of your cells joins {placeName(t.from)} to {placeName(t.to)}: each step goes from one of your cells
          to another of yours in the same or an adjacent zone.
        </p>
      ) : (
        <>
          <p data-testid="transport-path">Suggested path: {path.map((p) => placeName(p)).join(' → ')}</p>
          <p data-testid="transport-cost" className={enough ? undefined : 'why-not'}>
            Costs {plural(steps.length, 'movement unit')}; you have {g.movementLeft} left.
            {!enough && ' Not enough: choose a nearer destination.'}
          </p>
          {hit.length > 0 && (
            <p className="why-not">
              A Task Force chip is on {hit.map((z) => zoneName(z)).join(', ')} this turn: the shipment rolls for seizure
              when it arrives there.
            </p>
          )}
          {!first && enough && <p className="why-not">The first step is not among your listed moves now.</p>}
          <p className="muted">
            The product stops only at the end: on the way it passes through your cells without merging with the
            shipments there. Each step is sent on its own, once the last one is answered and any interdiction window has
            closed, and only while it is one of your listed moves.
          </p>
        </>
      )}
      <div className="button-row">
        {path && (
          <button
            type="button"
            className="primary"
            disabled={busy || !first || !enough}
            onClick={() => onStart({ steps, sent: 0, sentAt: null })}
            data-testid="transport-confirm"
          >
            Move {tons} mt: {plural(steps.length, 'step')}
          </button>
        )}
        <button type="button" onClick={onCancel} data-testid="transport-cancel">
          Cancel
        </button>
      </div>
    </div>
  );
}
