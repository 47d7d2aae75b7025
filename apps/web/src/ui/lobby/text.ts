import { ApiError, serverNow } from '../../net/api.js';
import { sentence } from '../words.js';

/** A refusal from the API in words; anything else as a sentence that asks to try again. */
export const errorText = (e: unknown): string =>
  e instanceof ApiError ? sentence(e.code, e.message) : 'Something went wrong; try again.';

/** How long ago, by the server's clock: `just now`, `5 min ago`, `3 h ago`, then the date. */
export function ago(at: number): string {
  const s = Math.max(0, Math.round((serverNow() - at) / 1000));
  if (s < 60) return 'just now';
  if (s < 3600) return `${Math.floor(s / 60)} min ago`;
  if (s < 86400) return `${Math.floor(s / 3600)} h ago`;
  return new Date(at).toLocaleDateString();
}
