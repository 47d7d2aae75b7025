import { createRequire } from 'node:module';
import type * as Ws from 'ws';
import type * as SocketIoClient from 'socket.io-client' with { 'resolution-mode': 'require' };
import type * as BgioServer from 'boardgame.io/server' with { 'resolution-mode': 'require' };

/**
 * The client libraries, each loaded from the package that depends on it, so that the bench drives
 * each server with the very copy its own side uses and declares no registry package of its own:
 * - `ws` 8, the WebSocket library of `@cutthroat/server`;
 * - `socket.io-client` 4, the one boardgame.io 0.50.2's `SocketIO` transport connects with;
 * - `boardgame.io/server`, which has no `exports` map either (see ../boardgame-io.ts).
 */
const fromServer = createRequire(import.meta.resolve('@cutthroat/server'));
const fromBench = createRequire(import.meta.url);
const fromBoardgameIo = createRequire(fromBench.resolve('boardgame.io/package.json'));

export const { WebSocket, WebSocketServer } = fromServer('ws') as typeof Ws;
export type WebSocket = Ws.WebSocket;

export const { io } = fromBoardgameIo('socket.io-client') as typeof SocketIoClient;
export type ClientSocket = SocketIoClient.Socket;

export const loadBoardgameIoServer = () => fromBench('boardgame.io/server') as typeof BgioServer;
