import type { Throughput } from './measure.js';

export interface Row {
  readonly name: string;
  readonly players: number;
  readonly result: Throughput;
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A plain-text table, numbers right-aligned, for a terminal or a Markdown code block. */
export function table(rows: readonly Row[]): string {
  const head = ['benchmark', 'players', 'games', 'actions', 'seconds', 'games/s', 'actions/s', 'actions/game'];
  const body = rows.map(({ name, players, result: r }) => [
    name,
    String(players),
    whole.format(r.games),
    whole.format(r.actions),
    oneDecimal.format(r.seconds),
    whole.format(r.gamesPerSecond),
    whole.format(r.actionsPerSecond),
    oneDecimal.format(r.actions / r.games),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

export const percent = (share: number) => `${oneDecimal.format(share * 100)}%`;
export const times = (ratio: number) => `${whole.format(ratio)}x`;
