import { seatColour, seatLetter, SeatBadge, type GameUi } from '@cutthroat/web-kit';
import { useId } from 'react';
import { seatStats, type MoneySeries } from './progress.js';

const W = 560;
const H = 220;
const PAD = { left: 12, right: 64, top: 12, bottom: 28 };

/**
 * Each seat's money over the match, one line per seat in its colour with its letter at the end (so
 * colour is never the only cue), and beside it the same figures as a table: final and peak.
 */
export function MoneyChart({ series, names, ui }: { series: MoneySeries; names: readonly string[]; ui: GameUi }) {
  const id = useId();
  const { points, unit } = series;
  if (points.length === 0) return null;
  const seats = names.length;
  const first = points[0]![0];
  const last = points.at(-1)![0];
  const all = points.flatMap(([, m]) => m);
  const top = Math.max(1, ...all);
  const bottom = Math.min(0, ...all);
  const x = (at: number) => PAD.left + ((at - first) / Math.max(1, last - first)) * (W - PAD.left - PAD.right);
  const y = (m: number) => PAD.top + ((top - m) / (top - bottom)) * (H - PAD.top - PAD.bottom);
  const money = (m: number) => ui.scoreText(m, null);
  const stats = seatStats(series, seats);
  return (
    <section className="money-chart" aria-labelledby={`${id}-h`} data-testid="money-chart">
      <h3 id={`${id}-h`}>
        Money, {unit} by {unit}
      </h3>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Each player's money from ${unit} ${first} to ${last}`}>
        <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} stroke="#8a8478" />
        <text x={PAD.left} y={H - 8} fontSize="12">
          {unit} {first}
        </text>
        <text x={W - PAD.right} y={H - 8} fontSize="12" textAnchor="end">
          {unit} {last}
        </text>
        <text x={PAD.left + 4} y={PAD.top + 10} fontSize="12">
          {money(top)}
        </text>
        {Array.from({ length: seats }, (_, s) => {
          const line = points.map(([at, m]) => `${x(at)},${y(m[s] ?? 0)}`).join(' ');
          const ends = points.at(-1)![1];
          const end = ends[s] ?? 0;
          // Seats that end level put their letters side by side, not on top of each other.
          const before = ends.slice(0, s).filter((m) => m === end).length;
          return (
            <g key={s} data-seat={s}>
              <polyline points={line} fill="none" stroke={seatColour(s)} strokeWidth="2.5" />
              <text x={x(last) + 4 + before * 10} y={y(end) + 4} fontSize="12" fontWeight="bold">
                {seatLetter(s)}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="ranking" data-testid="player-stats">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">At the end</th>
            <th scope="col">Highest</th>
          </tr>
        </thead>
        <tbody>
          {stats.map((st, s) => (
            <tr key={s}>
              <th scope="row">
                <SeatBadge seat={s} small /> {names[s]}
              </th>
              <td>{money(st.final)}</td>
              <td>
                {money(st.peak)} ({unit} {st.peakAt})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
