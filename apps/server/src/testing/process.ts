import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** How many lines it has logged at warning and at error level (or above) so far. */
  readonly logged: { warnings: number; errors: number };
  /** SIGKILL: no shutdown work of any kind. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The built server (`npm test` builds first) as a separate process. It listens on a port the OS
 * gives it (`PORT=0`), and says which in its "listening" log line: a port chosen here and handed
 * over could be taken meanwhile by another test's server, whose /healthz would then answer for it.
 */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SOCKET_RATE_LIMIT: '100000/100000',
      HTTP_RATE_LIMIT: '100000/100000',
      SOCKETS_PER_ADDRESS: '100000',
      SOCKET_OPEN_LIMIT: '100000/100000',
      CHAT_ADDRESS_LIMIT: '100000/100000',
      OPEN_MATCHES_PER_ADDRESS: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const logged = { warnings: 0, errors: 0 };
  /** The last line logged at error level or above, as "msg: the error's message". */
  let lastError = '';
  // Info lines are read to find the port; warnings and errors are shown, as before.
  const url = await new Promise<string>((resolve, reject) => {
    let pending = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 1);
        let entry: { level?: unknown; msg?: unknown; url?: unknown; err?: { message?: unknown } } = {};
        try {
          entry = JSON.parse(line) as typeof entry;
        } catch {
          process.stderr.write(`${line}\n`);
        }
        if (entry.msg === 'Cutthroat server listening' && typeof entry.url === 'string') resolve(entry.url);
        else if (typeof entry.level === 'number' && entry.level >= 40) {
          process.stderr.write(`${line}\n`);
          if (entry.level >= 50) {
            logged.errors++;
            lastError = `${String(entry.msg)}: ${String(entry.err?.message)}`;
          } else logged.warnings++;
        }
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`the server process exited with ${code} before listening${lastError && `: ${lastError}`}`)),
    );
  });
  return {
    url,
    child,
    logged,
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
