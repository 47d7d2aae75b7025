import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';

/** A server process's own figures over a measurement window. */
export interface LoopFigures {
  /**
   * Event-loop delay percentiles, milliseconds: how late a timer due every 10 ms fired
   * (`monitorEventLoopDelay`, whose samples are the whole time between two firings, less 10 ms).
   * Null when that timer never fired in the window: the loop never got back to its timers.
   */
  readonly lagP50Ms: number | null;
  readonly lagP99Ms: number | null;
  readonly lagMaxMs: number | null;
  /** How many times that timer fired in the window. */
  readonly lagSamples: number;
  /**
   * The longest time in the window that a 10 ms `setInterval` went without running, less 10 ms,
   * counting a wait still going on at the end: a floor on the lag when the timers starve.
   */
  readonly stallMs: number;
  /** Share of the window the event loop was busy (`performance.eventLoopUtilization`). */
  readonly loopBusy: number;
  /** User + system CPU time over wall time; 1 is one core. */
  readonly cpu: number;
}

export interface MemoryFigures {
  readonly rss: number;
  readonly heapUsed: number;
  readonly external: number;
}

/** Asked of a server process, over IPC when it is a child, by a function call when it is not. */
export interface Probe {
  /** Heap and RSS, after two full garbage collections when `--expose-gc` is on. */
  memory(): Promise<MemoryFigures>;
  windowStart(): Promise<void>;
  windowEnd(): Promise<LoopFigures>;
}

type GcGlobal = typeof globalThis & { gc?: () => void };

const RESOLUTION_MS = 10;

/** The probe of the process it runs in. */
export function localProbe(): Probe {
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  let elu: EventLoopUtilization = performance.eventLoopUtilization();
  let cpu = process.cpuUsage();
  let started = performance.now();
  let lastTick = started;
  let longestGap = 0;
  setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - lastTick);
    lastTick = now;
  }, RESOLUTION_MS).unref();
  return {
    async memory() {
      const gc = (globalThis as GcGlobal).gc;
      if (gc) {
        gc();
        // A second pass frees what the first one's finalizers let go.
        await new Promise((r) => setImmediate(r));
        gc();
      }
      const m = process.memoryUsage();
      return { rss: m.rss, heapUsed: m.heapUsed, external: m.external };
    },
    async windowStart() {
      delay.reset();
      longestGap = 0;
      lastTick = performance.now();
      elu = performance.eventLoopUtilization();
      cpu = process.cpuUsage();
      started = performance.now();
    },
    async windowEnd() {
      const now = performance.now();
      const used = process.cpuUsage(cpu);
      const wall = now - started;
      const fired = delay.count;
      const lateBy = (ns: number) => (fired === 0 ? null : Math.max(0, ns / 1e6 - RESOLUTION_MS));
      return {
        lagP50Ms: lateBy(delay.percentile(50)),
        lagP99Ms: lateBy(delay.percentile(99)),
        lagMaxMs: lateBy(delay.max),
        lagSamples: fired,
        stallMs: Math.max(0, Math.max(longestGap, now - lastTick) - RESOLUTION_MS),
        loopBusy: performance.eventLoopUtilization(elu).utilization,
        cpu: (used.user + used.system) / 1000 / wall,
      };
    },
  };
}

export type ProbeRequest = { readonly id: number; readonly op: 'memory' | 'windowStart' | 'windowEnd' | 'stop' };
export type ProbeReply = { readonly id: number; readonly value: unknown };
/** A child's first message: the port it serves on, and its HTTP API's when that is another one. */
export type ChildHello = { readonly ready: true; readonly port: number; readonly apiPort?: number };

/**
 * In a server child: answer the parent's probe requests over IPC, say which port the server
 * listens on, and on `stop` close it and exit normally (so that `--cpu-prof` writes its profile).
 */
export function serveProbe(port: number, close: () => Promise<void>, apiPort?: number): void {
  const probe = localProbe();
  let stopping: Promise<void> | null = null;
  const stop = () => (stopping ??= close().finally(() => process.exit(0)));
  const send = (m: ProbeReply | ChildHello) => process.send!(m);
  process.on('message', (raw) => {
    const req = raw as ProbeRequest;
    if (req.op === 'stop') return void stop();
    void probe[req.op]().then((value) => send({ id: req.id, value: value ?? null }));
  });
  // The parent is gone: do not outlive it.
  process.once('disconnect', () => void stop());
  send({ ready: true, port, ...(apiPort === undefined ? {} : { apiPort }) });
}
