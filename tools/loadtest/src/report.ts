import type { FrameworkResult, PhaseResult } from './figures.js';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const one = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const ms = (v: number | null) => (v === null || Number.isNaN(v) ? '-' : `${one.format(v)} ms`);
/** A lag figure, or why there is none: the timer never fired in the window. */
const lag = (v: number | null) => (v === null ? 'never fired' : ms(v));
const pct = (v: number) => `${whole.format(v * 100)}%`;
const kb = (bytes: number) => `${whole.format(bytes / 1024)} KB`;
const mb = (bytes: number) => `${whole.format(bytes / 1024 / 1024)} MB`;

interface Column {
  readonly title: string;
  readonly r: FrameworkResult;
  readonly p: PhaseResult;
}

const ROWS: [string, (c: Column) => string][] = [
  ['target rate (actions/s)', ({ p }) => (p.targetRate === null ? 'unpaced' : whole.format(p.targetRate))],
  ['actions sent /s', ({ p }) => whole.format(p.sentPerSecond)],
  ['  held back by client stalls /s', ({ p }) => whole.format(p.heldBackPerSecond)],
  ['actions acknowledged /s', ({ p }) => whole.format(p.actionsPerSecond)],
  ['  refused as stale /s', ({ p }) => whole.format(p.stalePerSecond)],
  ['  other refusals', ({ p }) => whole.format(p.otherRefusals)],
  ['action to broadcast p50', ({ p }) => ms(p.broadcast.p50)],
  ['action to broadcast p90', ({ p }) => ms(p.broadcast.p90)],
  ['action to broadcast p99', ({ p }) => ms(p.broadcast.p99)],
  ['action to broadcast max', ({ p }) => ms(p.broadcast.max)],
  ['action to ack p99', ({ p }) => ms(p.ack.p99)],
  ['server event-loop lag p50', ({ p }) => lag(p.server.lagP50Ms)],
  ['server event-loop lag p99', ({ p }) => lag(p.server.lagP99Ms)],
  ['server longest timer stall', ({ p }) => ms(p.server.stallMs)],
  ['server event loop busy', ({ p }) => pct(p.server.loopBusy)],
  ['server CPU (1 core = 100%)', ({ p }) => pct(p.server.cpu)],
  // What the ratio follows: a server's CPU time per action it acknowledged.
  [
    'server CPU per acked action',
    ({ p }) => (p.actionsPerSecond > 0 ? `${((p.server.cpu / p.actionsPerSecond) * 1000).toFixed(2)} ms` : '-'),
  ],
  ['clients CPU', ({ p }) => pct(p.client.cpu)],
  ['clients event loop busy', ({ p }) => pct(p.client.loopBusy)],
  ['other processes CPU', ({ p }) => (p.othersCpu === null ? '-' : pct(p.othersCpu))],
  ['live matches', ({ p }) => whole.format(p.liveMatches)],
  ['  started late (no ready spare left)', ({ p }) => whole.format(p.startedLate)],
];

const PER_FRAMEWORK: [string, (r: FrameworkResult) => string][] = [
  ['server', (r) => r.server],
  ['storage', (r) => r.storage],
  ['game', (r) => r.game],
  ['matches / sockets', (r) => `${whole.format(r.matches)} / ${whole.format(r.setup.sockets)}`],
  ['setup', (r) => `${one.format(r.setup.seconds)} s, ${whole.format(r.setup.requests)} HTTP requests`],
  [
    'spare matches: made (s), left at the end',
    (r) => `${whole.format(r.spares.made)} (${one.format(r.spares.seconds)} s), ${whole.format(r.spares.left)}`,
  ],
  [
    'spare matches connected before windows (s), left ready',
    (r) =>
      `${whole.format(r.spares.connected)} (${one.format(r.spares.connectSeconds)} s), ${whole.format(r.spares.readyLeft)}`,
  ],
  [
    'stagger: actions played first (s)',
    (r) => (r.stagger ? `${whole.format(r.stagger.actions)} (${one.format(r.stagger.seconds)} s)` : 'none'),
  ],
  ['heap per match', (r) => kb(r.memory.heapPerMatch)],
  ['RSS per match', (r) => kb(r.memory.rssPerMatch)],
  [
    'server heap / RSS: empty, loaded, after runs',
    (r) =>
      [r.memory.beforeSetup, r.memory.afterSetup, r.memory.afterRuns]
        .map((m) => `${mb(m.heapUsed)}/${mb(m.rss)}`)
        .join(', '),
  ],
  ['matches finished and replaced', (r) => whole.format(r.replaced)],
  [
    'after its windows, waited for its backlog (still busy)',
    (r) => `${one.format(r.settled.seconds)} s (${whole.format(r.settled.timedOut)})`,
  ],
  [
    '/metrics event-loop lag p99 / worst (last minute, at the end)',
    (r) => (r.metricsLagP99Ms === null ? '-' : `${ms(r.metricsLagP99Ms)} / ${ms(r.metricsLagMaxMs)}`),
  ],
];

function grid(head: readonly string[], body: readonly (readonly string[])[]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/** The phases side by side, then what each server is and what it cost to hold the matches. */
export function tables(results: readonly FrameworkResult[]): string {
  const columns: Column[] = results.flatMap((r) => [
    { title: `${r.framework} paced`, r, p: r.paced },
    ...(r.max ? [{ title: `${r.framework} unpaced`, r, p: r.max }] : []),
  ]);
  const phases = grid(
    ['', ...columns.map((c) => c.title)],
    ROWS.map(([name, cell]) => [name, ...columns.map(cell)]),
  );
  const servers = grid(
    ['', ...results.map((r) => r.framework)],
    PER_FRAMEWORK.map(([name, cell]) => [name, ...results.map(cell)]),
  );
  return `${phases}\n\n${ramps(results)}\n\n${servers}`;
}

/** Each server's paced run and ramp steps, and the capacity they give at the p99 target. */
function ramps(results: readonly FrameworkResult[]): string {
  const name = Math.max(...results.map((r) => r.framework.length));
  const lines = results.map((r) => {
    const steps = [r.paced, ...r.ramp].map(
      (p) =>
        `${whole.format(p.targetRate!)}: ${whole.format(p.actionsPerSecond)}/s ${ms(p.broadcast.p99)}` +
        (p.kept === false ? ' (missed)' : ''),
    );
    const c = r.capacity;
    const capacity =
      c.rate === null ? 'none' : `${whole.format(c.actionsPerSecond)} acked/s (at ${whole.format(c.rate)}/s)`;
    return `  ${r.framework.padEnd(name)}  ${steps.join(' | ')}\n  ${''.padEnd(name)}  capacity: ${capacity}`;
  });
  return [`target rate: acknowledged actions/s, p99 action to broadcast`, ...lines].join('\n');
}
