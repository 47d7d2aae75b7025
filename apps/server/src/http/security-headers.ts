import type { FastifyInstance } from 'fastify';

/**
 * What the browser may do with what this server sends. The client is one bundle of scripts and
 * styles from this origin that talks to this origin's API and socket (`'self'` covers `ws:` and
 * `wss:` to the same host since CSP 3), so the policy allows that and nothing else: a script that
 * got into the page some other way cannot run, nor send what it read (a seat's hand, a token)
 * anywhere else. The icon is a `data:` URL. No other site may frame the game and steer a player's
 * clicks (clickjacking), nor learn the address of a match by invitation from the `Referer` of a
 * link followed out of it.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': [
    "default-src 'self'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
};

/** Every answer gets them: pages, files, the API, refusals and 404s alike. */
export function securityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    void reply.headers(SECURITY_HEADERS);
    return payload;
  });
}
