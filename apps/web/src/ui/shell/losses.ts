import type { GameEvent } from '@cutthroat/engine';
import type { GameUi } from '@cutthroat/web-kit';
import type { LogEntry } from '../../state/model.js';

/** A loss of ours, as the game tells it (`GameUi.lossText`): the move's seq and the event's place in it. */
export interface Loss {
  readonly key: string;
  readonly seq: number;
  readonly text: string;
}

/** Every loss of `seat` in the log, oldest first; none for a spectator or a game that tells none. */
export function lossesOf(
  log: readonly LogEntry[],
  ui: Pick<GameUi, 'lossText'>,
  names: readonly string[],
  seat: number | null,
): Loss[] {
  const tell = ui.lossText;
  if (seat === null || !tell) return [];
  const before: GameEvent[] = [];
  const found: Loss[] = [];
  for (const entry of log) {
    entry.events.forEach((e, i) => {
      const text = tell(e, before, names, seat);
      if (text !== null) found.push({ key: `${entry.seq}/${i}`, seq: entry.seq, text });
      before.push(e);
    });
  }
  return found;
}
