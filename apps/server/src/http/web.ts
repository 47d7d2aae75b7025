import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './not-found.js';

/**
 * Vite names every file under `assets/` after a hash of its content, so a name never stands for two
 * contents: a browser may keep them for good. The page that names them (index.html) must be asked
 * again each time (`no-cache` lets the browser keep it and check with its ETag), or a browser
 * would go on loading the scripts of a release replaced since.
 */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const PAGE_CACHE_CONTROL = 'no-cache';

/**
 * Serve the built browser client. Its routes (/, /m/:id, /r/:id...) are the client's own, so any
 * GET (or HEAD) that is not an API call, a socket or a file answers with index.html. Each text
 * file is sent as the copy the build compressed beforehand (`name.br`, `name.gz`;
 * apps/web/build/precompress.ts) that the browser accepts, and as itself to one that accepts
 * neither: no CPU spent per request.
 */
export async function webClient(app: FastifyInstance, dir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    index: 'index.html',
    preCompressed: true,
    setHeaders(reply, path) {
      const hashed = relative(dir, path).startsWith(`assets${sep}`);
      void reply.header('cache-control', hashed ? ASSET_CACHE_CONTROL : PAGE_CACHE_CONTROL);
    },
  });
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (!read || path.startsWith('/api/') || path === '/ws' || /\.[a-z0-9]+$/i.test(path)) {
      return notFound(req, reply);
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
