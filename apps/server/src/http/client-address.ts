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
