import { PROTOCOL_VERSION } from '@cutthroat/protocol';
import { MatchSocket, type SocketOptions } from '../net/socket.js';
import { connected, dismissRefusal, fold, initialModel, notSent, sent, serverClock, type MatchModel } from './model.js';
import { Store } from './store.js';

export interface MatchController {
  readonly store: Store<MatchModel>;
  /** Send one of the listed legal actions, made on the state we saw. */
  act(action: unknown): void;
  chat(text: string): void;
  dismiss(): void;
  reconnectNow(): void;
  stop(): void;
}

/**
 * The match's store and socket, wired: every server message is folded into the model; actions
 * and chat go out on the socket. No rule is applied here.
 */
export function matchController(
  opts: Pick<SocketOptions, 'url' | 'matchId' | 'token'> & Partial<SocketOptions>,
): MatchController {
  const store = new Store(initialModel(opts.matchId));
  let ids = 0;
  const socket = new MatchSocket({
    ...opts,
    onMessage: (msg) => store.set((m) => fold(m, msg)),
    onConnection: (info) => store.set((m) => connected(m, info)),
    onServerClock: (aheadMs) => store.set((m) => serverClock(m, aheadMs)),
  });
  const onOnline = () => socket.reconnectNow();
  globalThis.addEventListener?.('online', onOnline);
  socket.start();
  return {
    store,
    act(action) {
      const m = store.get();
      if (m.pending) return;
      const id = `a${Date.now().toString(36)}${++ids}`;
      if (socket.send({ v: PROTOCOL_VERSION, type: 'action', id, seq: m.seq, action })) {
        store.set((cur) => sent(cur, id, action));
      } else {
        store.set((cur) => notSent(cur, action));
      }
    },
    chat(text) {
      const t = text.trim().slice(0, 500);
      if (t) socket.send({ v: PROTOCOL_VERSION, type: 'chat', text: t });
    },
    dismiss: () => store.set(dismissRefusal),
    reconnectNow: () => socket.reconnectNow(),
    stop() {
      globalThis.removeEventListener?.('online', onOnline);
      socket.stop();
    },
  };
}
