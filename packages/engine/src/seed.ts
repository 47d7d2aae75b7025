import { sha256 } from '@noble/hashes/sha2.js';
import type { RngState } from './rng.js';

const encoder = new TextEncoder();

/**
 * A match's randomness comes from a secret. The seed is a hash of the secret under a domain tag,
 * and the public commitment is the plain SHA-256 of the secret, so publishing the commitment at the
 * start reveals nothing about the seed, and revealing the secret at the end proves both.
 */
export function seedFromSecret(secret: string): RngState {
  const digest = sha256(encoder.encode(`cutthroat/seed\u0000${secret}`));
  const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
  return [view.getUint32(0), view.getUint32(4), view.getUint32(8), view.getUint32(12)];
}

export function commitmentOf(secret: string): string {
  return toHex(sha256(encoder.encode(secret)));
}

function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}
