import { type InterdictionTarget, zoneName } from '@cutthroat/gocaine';
import { SeatBadge } from '@cutthroat/web-kit';

export const percent = (chance: number): string => `${Math.round(chance * 100)}%`;

/** What a chip on a zone would make roll: each shipment, its owner and its chance of seizure. */
export function TargetShipments({
  t,
  names,
  me,
}: {
  t: InterdictionTarget;
  names: readonly string[];
  me: number | null;
}) {
  return (
    <ul className="gc-target__ships">
      {t.shipments.map((s) => (
        <li key={`${s.point}/${s.what}`} className={s.seat === me ? 'gc-target__own' : undefined}>
          <SeatBadge seat={s.seat} small /> {s.seat === me ? 'yours' : names[s.seat]}: {s.tons} mt
          {s.what === 'moving' ? ' passing through' : ''}, {percent(s.chance)} seized
          {s.influence > 0 ? ` (+${s.influence} influence)` : ''}
        </li>
      ))}
    </ul>
  );
}

/** A warning when our own product would roll too. */
export function OwnWarning({ t }: { t: InterdictionTarget }) {
  if (!t.hitsOwn) return null;
  return (
    <p className="gc-target__warn" role="note" data-testid={`own-warning-${t.zone}`}>
      Careful: your own shipment in {zoneName(t.zone)} rolls too.
    </p>
  );
}
