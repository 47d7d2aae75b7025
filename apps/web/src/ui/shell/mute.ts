import type { ChatLine } from '@cutthroat/protocol';

/** What a spectator is called in the chat when they gave no name (the server's word). */
export const ANONYMOUS_SPECTATOR = 'spectator';

/**
 * Who said a line, as a mute names them: a seat, or a spectator by the name they chat under (only
 * spectators hear spectators; those who gave no name are muted together).
 */
export function speakerKey(line: Pick<ChatLine, 'seat' | 'name'>): string {
  return line.seat === null ? `spectator:${line.name}` : `seat:${line.seat}`;
}

/** Whom we are in the chat: our seat, or, watching, the name we chat under. */
export interface ChatSelf {
  readonly seat: number | null;
  /** Watching: the name given with our hello (null: anonymous). */
  readonly spectatorName: string | null;
}

/** Whether a line is ours (a seat's by its seat; a spectator's, as far as the name tells). */
export function ours(line: Pick<ChatLine, 'seat' | 'name'>, self: ChatSelf): boolean {
  if (self.seat !== null) return line.seat === self.seat;
  return line.seat === null && line.name === (self.spectatorName ?? ANONYMOUS_SPECTATOR);
}

/**
 * The lines to show with some speakers muted, and how many are hidden. Our own lines always show:
 * muting is what a reader does to others.
 */
export function unmutedLines(
  lines: readonly ChatLine[],
  muted: ReadonlySet<string>,
  self: ChatSelf,
): { readonly shown: readonly ChatLine[]; readonly hidden: number } {
  const shown = lines.filter((l) => ours(l, self) || !muted.has(speakerKey(l)));
  return { shown, hidden: lines.length - shown.length };
}

/** Whether a line's speaker may be muted by us: anyone but ourselves. */
export function mutable(line: ChatLine, self: ChatSelf): boolean {
  return !ours(line, self);
}
