import type { FastifyReply, FastifyRequest } from 'fastify';

/** A request no route answers: refused with a code, like every other refusal of the API. */
export function notFound(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = req.url.split('?')[0] ?? '/';
  return reply.status(404).send({ error: { code: 'http/not-found', message: `no ${req.method} ${path}` } });
}
