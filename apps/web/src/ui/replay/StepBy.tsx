import { useId } from 'react';
import type { StepBy } from './stops.js';

/** What Back, Next, the arrow keys and playing step by: a move, a turn, or one player's moves. */
export function StepByField({
  by,
  names,
  onChange,
}: {
  by: StepBy;
  names: readonly string[];
  onChange: (by: StepBy) => void;
}) {
  const value = by.kind === 'seat' ? `seat-${by.seat}` : by.kind;
  return (
    <label className="replay__by">
      <span>Step by</span>{' '}
      <select
        value={value}
        data-testid="replay-by"
        onChange={(e) => {
          const v = e.target.value;
          onChange(v.startsWith('seat-') ? { kind: 'seat', seat: Number(v.slice(5)) } : { kind: v as 'move' | 'turn' });
        }}
      >
        <option value="move">move</option>
        <option value="turn">turn</option>
        {names.map((name, seat) => (
          <option key={seat} value={`seat-${seat}`}>
            {name}’s moves
          </option>
        ))}
      </select>
    </label>
  );
}

/** The match's export, to check at home with `npx cutthroat verify`. */
export function ExportLink({ id }: { id: string }) {
  const hid = useId();
  return (
    <p className="replay__export">
      <a
        href={`/api/matches/${encodeURIComponent(id)}/export`}
        download={`cutthroat-${id}.json`}
        data-testid="replay-export"
        aria-describedby={`${hid}-d`}
      >
        Download the match’s record
      </a>{' '}
      <span id={`${hid}-d`} className="muted">
        (its secret, seeds and every move: <code>npx cutthroat verify cutthroat-{id}.json</code> checks it)
      </span>
    </p>
  );
}
