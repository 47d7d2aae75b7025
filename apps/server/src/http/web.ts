import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './not-found.js';

/**
 * Serve the built browser client. Its routes (/, /m/:id, /r/:id...) are the client's own, so any
 * GET that is not an API call, a socket or a file answers with index.html.
 */
export async function webClient(app: FastifyInstance, dir: string): Promise<void> {
  await app.register(fastifyStatic, { root: dir, wildcard: false, index: 'index.html' });
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (req.method !== 'GET' || path.startsWith('/api/') || path === '/ws' || /\.[a-z0-9]+$/i.test(path)) {
      return notFound(req, reply);
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
