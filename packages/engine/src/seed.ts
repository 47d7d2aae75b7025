import { sha256 as portableSha256 } from '@noble/hashes/sha2.js';
import type { RngState } from './rng.js';

const encoder = new TextEncoder();

type NodeCrypto = typeof import('node:crypto');
// Node's native hash is several times faster than any JavaScript one, and a simulator sets up
// thousands of matches a second; browsers, which set up one, use the portable version. Both give
// the same digest (tested). `getBuiltinModule` keeps bundlers from pulling `node:crypto` in.
const nodeCrypto = (
  globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }
).process?.getBuiltinModule?.('node:crypto') as NodeCrypto | undefined;

/** SHA-256 of a string's UTF-8 bytes. */
export function sha256(text: string, portable = nodeCrypto === undefined): Uint8Array {
  if (portable) return portableSha256(encoder.encode(text));
  return nodeCrypto!.createHash('sha256').update(text, 'utf8').digest();
}

/**
 * A match's randomness comes from a secret. The seed is a hash of the secret under a domain tag,
 * and the public commitment is the plain SHA-256 of the secret, so publishing the commitment at the
 * start reveals nothing about the seed, and revealing the secret at the end proves both.
 */
export function seedFromSecret(secret: string): RngState {
  return rngState(sha256(`cutthroat/seed\u0000${secret}`));
}

/**
 * Longest seat seed, in characters. A seat seed is public and chosen by whoever takes the seat:
 * 0 (none given: a bot's seat, or a player who did not give one) to 128 characters of base64url.
 */
export const SEAT_SEED_MAX = 128;
export const SEAT_SEED_PATTERN = /^[A-Za-z0-9_-]{0,128}$/;

/**
 * A match's seed when its seats helped choose it: SHA-256 under its own domain tag of the server's
 * secret and every seat's public seed, in seat order, each written as its UTF-8 length in decimal,
 * a colon and its bytes (so no two lists of strings encode alike). The operator committed to the
 * secret before any seat seed was given, and no player knows the secret until the end, so neither
 * can steer what the seed deals. See docs/server/fairness.md.
 */
export function matchSeed(secret: string, seatSeeds: readonly string[]): RngState {
  return rngState(sha256(`cutthroat/match-seed/2\u0000${seatSeedEncoding(secret, seatSeeds)}`));
}

/** The canonical encoding `matchSeed` hashes (after its tag): length-prefixed strings. */
export function seatSeedEncoding(secret: string, seatSeeds: readonly string[]): string {
  return [secret, ...seatSeeds].map((s) => `${encoder.encode(s).length}:${s}`).join('');
}

function rngState(d: Uint8Array): RngState {
  const word = (i: number) => ((d[i]! << 24) | (d[i + 1]! << 16) | (d[i + 2]! << 8) | d[i + 3]!) >>> 0;
  return [word(0), word(4), word(8), word(12)];
}

export function commitmentOf(secret: string): string {
  return toHex(sha256(secret));
}

function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}
