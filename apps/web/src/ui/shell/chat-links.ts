/** A piece of a chat line: text as said, or a link to a match on this server. */
export type ChatPart = string | { readonly href: string };

/**
 * `/m/<id>` as the server names matches (`MatchId`), optionally after this page's own origin. The
 * id ends where its alphabet does: a word boundary (`\b`) would cut off an id's last `-`, which
 * is a character of base64url like any other.
 */
const MATCH_PATH = /(?:https?:\/\/[^\s/]+)?\/m\/[A-Za-z0-9_-]{8,64}(?![A-Za-z0-9_-])/g;

/**
 * A chat line cut into text and links. Only paths to a match on this very server become links (a
 * full URL of another origin stays text), so a line can never take a reader elsewhere.
 */
export function chatParts(text: string, origin: string): ChatPart[] {
  const parts: ChatPart[] = [];
  let at = 0;
  for (const m of text.matchAll(MATCH_PATH)) {
    const found = m[0];
    const path = found.startsWith('/') ? found : found.startsWith(`${origin}/`) ? found.slice(origin.length) : null;
    if (path === null) continue;
    if (m.index > at) parts.push(text.slice(at, m.index));
    parts.push({ href: path });
    at = m.index + found.length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}
