import { machineFacts } from '@cutthroat/bench/machine';
import { saveResults } from '@cutthroat/bench/results';
import { measureTransport } from './transport.js';

/**
 * `npm run bench:transport`: the floor under `npm run bench:server`. The same number of sockets
 * (1,000 matches of 4) against the WebSocket layer alone: per action, one message read and one of
 * an event's size written to each seat, and nothing else (no rules, views, store or checks). The
 * server CPU per action it reports is what the transport costs by itself on this machine; the
 * rest of the Cutthroat server's figure is its own work.
 *   --matches N     matches (1000)
 *   --seats K       sockets a match (4)
 *   --bytes B       the text each seat is sent per action (1300: an Arms Dealers event)
 *   --rate R        actions/s across all matches, paced as in the server benchmark (unpaced);
 *                   a socket write costs more the slower the rate (0.146 ms an action at
 *                   500/s against 0.073 unpaced): it more often wakes a sleeping reader
 *   --seconds S     the window (10), after --warmup W seconds (3)
 *   --cpu-prof      a V8 CPU profile of the server process, to --cpu-prof-dir (the current folder)
 *   --json          one JSON object instead of the lines
 *   --save          also the figures to bench/results/YYYY-MM-DD-transport.json
 */
const args = process.argv.slice(2);
function value(name: string, fallback: number): number {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const v = Number(args[i + 1]);
  if (!(v > 0) || !Number.isFinite(v)) {
    console.error(`${name} takes a positive number\nsee tools/loadtest/src/transport-main.ts for the flags`);
    process.exit(2);
  }
  return v;
}
const profileDir = args.includes('--cpu-prof-dir') ? args[args.indexOf('--cpu-prof-dir') + 1] : '.';
if (profileDir === undefined || profileDir.startsWith('--')) {
  console.error('--cpu-prof-dir needs a folder\nsee tools/loadtest/src/transport-main.ts for the flags');
  process.exit(2);
}

const opts = {
  matches: Math.round(value('--matches', 1000)),
  seats: Math.round(value('--seats', 4)),
  eventBytes: Math.round(value('--bytes', 1300)),
  rate: args.includes('--rate') ? value('--rate', 0) : Infinity,
  seconds: value('--seconds', 10),
  warmup: value('--warmup', 3),
  nodeFlags: args.includes('--cpu-prof') ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
};
const machine = machineFacts();
const figures = await measureTransport(opts);

if (args.includes('--save')) {
  const path = saveResults('transport', {
    options: { ...opts, rate: opts.rate === Infinity ? 'unpaced' : opts.rate },
    figures,
  });
  if (!args.includes('--json')) console.error(`saved ${path}`);
}
if (args.includes('--json')) {
  console.log(JSON.stringify({ machine, options: opts, figures }));
} else {
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  console.log(
    `${machine.cpuModel}, ${machine.cpus} cores, Node ${machine.node}; the WebSocket layer alone (ws), ` +
      `${opts.matches} matches of ${opts.seats} sockets, events of ${opts.eventBytes} bytes, ` +
      `${opts.rate === Infinity ? 'unpaced' : `${opts.rate} actions/s`}, ` +
      `${opts.warmup} s warm-up + ${opts.seconds} s\n`,
  );
  console.log(`actions /s                     ${Math.round(figures.actionsPerSecond).toLocaleString('en-US')}`);
  console.log(`server CPU per action          ${figures.serverCpuMsPerAction.toFixed(3)} ms`);
  console.log(`server CPU (1 core = 100%)     ${pct(figures.serverCpu)}`);
  console.log(`server event loop busy         ${pct(figures.serverLoopBusy)}`);
  console.log(`clients CPU                    ${pct(figures.clientsCpu)}`);
}
