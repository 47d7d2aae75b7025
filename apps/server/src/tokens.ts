import { createHash, randomBytes } from 'node:crypto';

/** 128 random bits, URL-safe: seat and player tokens, match secrets. */
export function newToken(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

/** Match ids: 96 random bits, short enough for a link. */
export function newId(): string {
  return randomBytes(12).toString('base64url');
}

/** Tokens are stored only as this hash; a leaked database holds no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
