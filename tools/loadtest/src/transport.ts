import { performance } from 'node:perf_hooks';
import { startChild } from './child.js';
import { sleep } from './http.js';
import { WebSocket } from './modules.js';
import { Pacer } from './pacer.js';

export interface TransportOptions {
  readonly matches: number;
  readonly seats: number;
  /** Length of the text each seat is sent per action. */
  readonly eventBytes: number;
  /** Actions/s across all matches, released by the benchmark's pacer; Infinity for unpaced. */
  readonly rate: number;
  readonly seconds: number;
  readonly warmup: number;
  readonly nodeFlags: readonly string[];
}

export interface TransportFigures {
  readonly actionsPerSecond: number;
  /** The server process's user + system CPU time per action, milliseconds. */
  readonly serverCpuMsPerAction: number;
  /** 1 is one core. */
  readonly serverCpu: number;
  readonly serverLoopBusy: number;
  readonly clientsCpu: number;
}

/**
 * The floor under the server benchmark: `matches` groups of `seats` sockets against the bare
 * WebSocket layer (`transport-child.ts`). Each socket parses what it receives, and the seat whose
 * turn the new seq makes (seq modulo seats) answers with an action of the size the Cutthroat
 * clients send, at once or through the server benchmark's pacer. So each action is one message
 * read and `seats` written, as in the real benchmark, and whatever the server spends beyond this
 * floor per action at the same rate is its own work.
 */
export async function measureTransport(opts: TransportOptions): Promise<TransportFigures> {
  const server = await startChild(new URL('./transport-child.js', import.meta.url), {
    env: { TRANSPORT_EVENT_BYTES: String(opts.eventBytes), TRANSPORT_SEATS: String(opts.seats) },
    nodeFlags: opts.nodeFlags,
  });
  const sockets: WebSocket[] = [];
  const pacer = new Pacer();
  pacer.setRate(opts.rate);
  let actions = 0;
  try {
    const wsUrl = server.url.replace('http', 'ws');
    for (let match = 0; match < opts.matches; match++) {
      for (let seat = 0; seat < opts.seats; seat++) {
        const ws = new WebSocket(`${wsUrl}/?match=${match}&seat=${seat}`, { perMessageDeflate: false });
        await new Promise<void>((resolve, reject) => {
          ws.once('open', () => resolve());
          ws.once('error', reject);
        });
        ws.on('message', (data) => {
          const { seq } = JSON.parse(data.toString()) as { seq: number };
          if (seq % opts.seats !== seat) return;
          pacer.offer(() => {
            actions++;
            ws.send(JSON.stringify({ type: 'action', seq, id: `a${seq}`, action: { type: 'pass' } }));
            return true;
          });
        });
        sockets.push(ws);
      }
    }
    // Seat 0 of each match starts it, as if answering the state before seq 0.
    for (let match = 0; match < opts.matches; match++) {
      sockets[match * opts.seats]!.send(
        JSON.stringify({ type: 'action', seq: -1, id: 'start', action: { type: 'pass' } }),
      );
    }
    await sleep(opts.warmup * 1000);
    await server.probe.windowStart();
    const started = performance.now();
    const cpu0 = process.cpuUsage();
    const actions0 = actions;
    await sleep(opts.seconds * 1000);
    const loop = await server.probe.windowEnd();
    const wall = performance.now() - started;
    const done = actions - actions0;
    const clients = process.cpuUsage(cpu0);
    return {
      actionsPerSecond: (done / wall) * 1000,
      serverCpuMsPerAction: (loop.cpu * wall) / done,
      serverCpu: loop.cpu,
      serverLoopBusy: loop.loopBusy,
      clientsCpu: (clients.user + clients.system) / 1000 / wall,
    };
  } finally {
    pacer.close();
    for (const ws of sockets) ws.terminate();
    await server.stop();
  }
}
