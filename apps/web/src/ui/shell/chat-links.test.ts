import { describe, expect, it } from 'vitest';
import { chatParts } from './chat-links.js';

const ORIGIN = 'http://localhost:8080';

describe('links in chat', () => {
  it.each<[string, string, ReturnType<typeof chatParts>]>([
    ['plain text', 'good game', ['good game']],
    ['a match path', 'Play again: /m/AbCdEfGh12', ['Play again: ', { href: '/m/AbCdEfGh12' }]],
    ['this server, in full', `see ${ORIGIN}/m/AbCdEfGh12 now`, ['see ', { href: '/m/AbCdEfGh12' }, ' now']],
    ['another server stays text', 'see https://evil.example/m/AbCdEfGh12', ['see https://evil.example/m/AbCdEfGh12']],
    ['too short to be a match id', 'see /m/abc', ['see /m/abc']],
    ['an id that ends with -', 'again: /m/pyuCOzEAxfQIVaq-', ['again: ', { href: '/m/pyuCOzEAxfQIVaq-' }]],
    ['an id that ends with - and then a full stop', '/m/AbCdEfGh1--.', [{ href: '/m/AbCdEfGh1--' }, '.']],
    ['an id that ends with _', `${ORIGIN}/m/AbCdEfGh1_ !`, [{ href: '/m/AbCdEfGh1_' }, ' !']],
    ['longer than an id stays text', `/m/${'a'.repeat(65)}`, [`/m/${'a'.repeat(65)}`]],
    ['two of them', '/m/AbCdEfGh12 or /m/ZyXwVuTs98', [{ href: '/m/AbCdEfGh12' }, ' or ', { href: '/m/ZyXwVuTs98' }]],
  ])('%s', (_, text, parts) => {
    expect(chatParts(text, ORIGIN)).toEqual(parts);
  });
});
