import { fork, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { ChildHello, Probe, ProbeReply, ProbeRequest } from './probe.js';

/** A server under load: where it listens, its probe, and how to stop it. */
export interface ServerUnderLoad {
  readonly url: string;
  /** Where the HTTP API (lobby) answers: `url` unless the server serves it on a port of its own. */
  readonly apiUrl: string;
  readonly pid: number;
  readonly probe: Probe;
  /** Lines the server wrote to stderr, by the first pattern of `countLines` they match. */
  readonly stderrLines: Map<string, number>;
  stop(): Promise<void>;
}

export interface ChildOptions {
  readonly env?: Record<string, string>;
  /** Extra Node flags, e.g. `--cpu-prof`. */
  readonly nodeFlags?: readonly string[];
  /** Count stderr lines matching these (the rest are counted as `other` and the first few shown). */
  readonly countLines?: readonly [name: string, pattern: RegExp][];
}

/**
 * A server in a process of its own, so that it has a core to itself and the load clients have the
 * other: the entry calls `serveProbe` once it listens, and the parent talks to it over IPC.
 */
export async function startChild(entry: URL, opts: ChildOptions = {}): Promise<ServerUnderLoad> {
  const child: ChildProcess = fork(entry, [], {
    execArgv: ['--expose-gc', ...(opts.nodeFlags ?? [])],
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  const stderrLines = new Map<string, number>();
  let shown = 0;
  createInterface({ input: child.stderr! }).on('line', (line) => {
    const name = opts.countLines?.find(([, pattern]) => pattern.test(line))?.[0] ?? 'other';
    stderrLines.set(name, (stderrLines.get(name) ?? 0) + 1);
    if (name === 'other' && shown++ < 5) process.stderr.write(`  [server] ${line}\n`);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const waiting = new Map<number, (value: unknown) => void>();
  let ids = 0;
  const hello = new Promise<ChildHello>((resolve, reject) => {
    child.on('message', (raw) => {
      const m = raw as ProbeReply | ChildHello;
      if ('ready' in m) return resolve(m);
      waiting.get(m.id)?.(m.value);
      waiting.delete(m.id);
    });
    void exited.then((code) => reject(new Error(`the server process exited with ${code} before it listened`)));
  });
  const ask = <T>(op: ProbeRequest['op']): Promise<T> =>
    new Promise((resolve) => {
      const id = ++ids;
      waiting.set(id, resolve as (value: unknown) => void);
      child.send({ id, op } satisfies ProbeRequest);
    });

  const { port, apiPort } = await hello;
  return {
    url: `http://127.0.0.1:${port}`,
    apiUrl: `http://127.0.0.1:${apiPort ?? port}`,
    pid: child.pid!,
    stderrLines,
    probe: {
      memory: () => ask('memory'),
      windowStart: () => ask('windowStart'),
      windowEnd: () => ask('windowEnd'),
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.send({ id: ++ids, op: 'stop' } satisfies ProbeRequest);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
