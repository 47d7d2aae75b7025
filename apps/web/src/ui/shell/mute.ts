import type { ChatLine } from '@cutthroat/protocol';

/** Who said a line, as a mute names them: a seat, or every spectator at once (they have no seat). */
export function speakerKey(seat: number | null): string {
  return seat === null ? 'spectators' : `seat:${seat}`;
}

/**
 * The lines to show with some speakers muted, and how many are hidden. Our own lines always show:
 * muting is what a reader does to others.
 */
export function unmutedLines(
  lines: readonly ChatLine[],
  muted: ReadonlySet<string>,
  me: number | null,
): { readonly shown: readonly ChatLine[]; readonly hidden: number } {
  const shown = lines.filter((l) => (l.seat !== null && l.seat === me) || !muted.has(speakerKey(l.seat)));
  return { shown, hidden: lines.length - shown.length };
}

/** Whether a line's speaker may be muted by `me`: anyone but ourselves (a spectator's own kind included). */
export function mutable(line: ChatLine, me: number | null): boolean {
  return line.seat === null ? me !== null : line.seat !== me;
}
