/**
 * The exports of finished matches, as the JSON text served. A finished match's export never changes
 * (its log, its secret and its outcome are final), and making one replays the whole match: 2.4 ms
 * of the server's CPU for a GoCaine match of 680 moves, so that a client asking in a loop could keep
 * a core busy. Kept most recently used first, within a count and a size.
 */
export class ExportCache {
  private readonly texts = new Map<string, string>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 500,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  get(matchId: string): string | undefined {
    const text = this.texts.get(matchId);
    if (text === undefined) return undefined;
    // Most recently used last: the first in the map is the first to go.
    this.texts.delete(matchId);
    this.texts.set(matchId, text);
    return text;
  }

  set(matchId: string, text: string): void {
    if (text.length > this.maxBytes) return;
    const old = this.texts.get(matchId);
    if (old !== undefined) {
      this.texts.delete(matchId);
      this.bytes -= old.length;
    }
    this.texts.set(matchId, text);
    this.bytes += text.length;
    for (const [id, t] of this.texts) {
      if (this.texts.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.texts.delete(id);
      this.bytes -= t.length;
    }
  }

  get size(): number {
    return this.texts.size;
  }
}
