import type { IncomingMessage } from 'node:http';
import { WebSocketServer, type WebSocket } from './modules.js';
import { serveProbe } from './probe.js';

/**
 * The WebSocket layer alone, as the Cutthroat server uses it (`ws`, no compression), doing what it
 * does for each action: one message in, parsed, and a text of the size of an event out to each of
 * its match's sockets. No rules, no store: what is left of a server once those are gone. The
 * sockets of a match say which one and which seat they are in their URL (`/?match=M&seat=S`).
 */
const bytes = Number(process.env.TRANSPORT_EVENT_BYTES ?? '1300');
const seats = Number(process.env.TRANSPORT_SEATS ?? '4');
const padding = 'x'.repeat(Math.max(0, bytes - 40));
const matches = new Map<string, WebSocket[]>();

const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false, maxPayload: 64 * 1024 });
wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
  const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
  const match = query.get('match') ?? '';
  const sockets = matches.get(match) ?? [];
  matches.set(match, sockets);
  sockets[Number(query.get('seat'))] = ws;
  ws.on('message', (data) => {
    const { seq } = JSON.parse(data.toString()) as { seq: number };
    for (let seat = 0; seat < seats; seat++) {
      sockets[seat]?.send(`{"type":"event","seq":${seq + 1},"seat":${seat},"view":"${padding}"}`);
    }
  });
});
await new Promise((resolve) => wss.once('listening', resolve));
const { port } = wss.address() as { port: number };
serveProbe(port, () => new Promise<void>((resolve) => wss.close(() => resolve())));
