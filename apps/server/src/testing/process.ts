import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

/** A free loopback port, so a restarted process can come back on the same one. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** SIGKILL: no shutdown work of any kind. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/** The built server (`npm test` builds first) as a separate process, ready when /healthz answers. */
export async function spawnServer(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SOCKET_RATE_LIMIT: '100000/100000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server process exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 400) throw new Error('the server process did not come up');
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    url,
    child,
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
