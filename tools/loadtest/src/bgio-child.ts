// First, so that boardgame.io sees NODE_ENV when it loads.
import '@cutthroat/bench/node-env';
import { createServer, type AddressInfo } from 'node:net';
import { loadBoardgameIoServer } from './modules.js';
import { smugglers } from './bgio-game.js';
import { serveProbe } from './probe.js';

/** A free loopback port: boardgame.io takes `apiPort: 0` for "no port of its own". */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * boardgame.io 0.50.2's own server: Koa and its socket.io transport, with the storage `Server`
 * picks by default (in memory, as FLATFILE_DIR is unset). The lobby REST API runs on a port of its
 * own (`lobbyConfig.apiPort`, a documented option): on the game's port it answers every request
 * with 404 here. boardgame.io adds its routes in `run()`, after koa-socket-2 has already built the
 * request handler in `Server()`, and the koa-compose this repository resolves (4.2.0) composes a
 * copy of the middleware list instead of reading it live as 4.1.0 did.
 */
const { Server } = loadBoardgameIoServer();
const server = Server({ games: [smugglers], origins: [] });
const running = await server.run({ port: 0, lobbyConfig: { apiPort: await freePort() } });
const port = (running.appServer.address() as AddressInfo).port;
const apiPort = (running.apiServer!.address() as AddressInfo).port;
serveProbe(
  port,
  async () => {
    (server.app as unknown as { _io?: { close(): void } })._io?.close();
    await new Promise<void>((resolve) => {
      server.kill(running);
      running.appServer.once('close', () => resolve());
      // Whatever socket still hangs on does not keep the process alive.
      setTimeout(resolve, 3000).unref();
    });
  },
  apiPort,
);
