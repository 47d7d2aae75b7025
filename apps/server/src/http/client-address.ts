import type { IncomingMessage } from 'node:http';
import proxyaddr from '@fastify/proxy-addr';

/**
 * The client's address of a request, as Fastify's `req.ip` reads it with the same `trustProxy`
 * (used where there is no Fastify request: a WebSocket upgrade). Without a trusted proxy it is the
 * connection's address, whatever `X-Forwarded-For` says.
 */
export function clientAddress(trustProxy: true | string | undefined): (req: IncomingMessage) => string {
  if (trustProxy === undefined) return (req) => req.socket.remoteAddress ?? '';
  const trust = trustProxy === true ? () => true : proxyaddr.compile(trustProxy.split(',').map((a) => a.trim()));
  return (req) => proxyaddr(req, trust);
}

/** How many sockets each address holds open, up to a limit. */
export class SocketsPerAddress {
  private readonly open = new Map<string, number>();

  constructor(readonly limit: number) {}

  /** Count one more socket for `address`; false (and not counted) when it holds the limit already. */
  take(address: string): boolean {
    const n = this.open.get(address) ?? 0;
    if (n >= this.limit) return false;
    this.open.set(address, n + 1);
    return true;
  }

  release(address: string): void {
    const n = (this.open.get(address) ?? 0) - 1;
    if (n > 0) this.open.set(address, n);
    else this.open.delete(address);
  }

  held(address: string): number {
    return this.open.get(address) ?? 0;
  }
}
