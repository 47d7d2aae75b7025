import type { BotInfo } from '@cutthroat/protocol';
import { SeatBadge, seatLetter } from '@cutthroat/web-kit';
import type { ReactNode } from 'react';

/** A seat as chosen in the form: open to people, or a bot by its name. */
export type SeatChoice = 'open' | string;

/**
 * The seats to create: the first `players` choices, each bot one the game has (a seat chosen for
 * another game's bot gets this game's default, its first).
 */
export function seatsOf(choices: readonly SeatChoice[], players: number, bots: readonly BotInfo[]): SeatChoice[] {
  const names = bots.map((b) => b.name);
  return Array.from({ length: players }, (_, seat) => {
    const choice = choices[seat] ?? names[0] ?? 'open';
    return choice === 'open' || names.includes(choice) ? choice : (names[0] ?? 'open');
  });
}

const LEVELS: Readonly<Record<BotInfo['level'], string>> = {
  easy: 'easy bots play at random or weakly, for learning the rules',
  normal: 'normal bots play by rules of thumb, a fair game for a newcomer',
  strong: 'strong bots look ahead before each move: the hardest, and the slowest',
};

/** What the levels of this game's bots mean, in the order easy, normal, strong. */
export function levelsNote(bots: readonly BotInfo[]): string {
  const levels = (['easy', 'normal', 'strong'] as const).filter((l) => bots.some((b) => b.level === l));
  if (levels.length === 0) return '';
  const text = levels.map((l) => LEVELS[l]).join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** How many players, and who sits in each seat; `children` for the creator's own choices. */
export function SeatFields({
  range,
  seats,
  bots,
  onCount,
  onSeat,
  children,
}: {
  range: { readonly min: number; readonly max: number };
  seats: readonly SeatChoice[];
  bots: readonly BotInfo[];
  onCount: (players: number) => void;
  onSeat: (seat: number, choice: SeatChoice) => void;
  children: ReactNode;
}) {
  const counts = Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i);
  return (
    <fieldset>
      <legend>Seats</legend>
      <label className="field">
        <span>Players</span>
        <select value={seats.length} onChange={(e) => onCount(Number(e.target.value))} data-testid="seat-count">
          {counts.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <ol className="seat-choices">
        {seats.map((s, seat) => (
          <li key={seat}>
            <label className="field">
              <span>
                <SeatBadge seat={seat} small /> Seat {seatLetter(seat)}
              </span>
              <select value={s} data-testid={`seat-kind-${seat}`} onChange={(e) => onSeat(seat, e.target.value)}>
                <option value="open">Open, for a person</option>
                {bots.map((b) => (
                  <option key={b.name} value={b.name}>
                    Bot: {b.name}
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
      </ol>
      <ul className="bot-list" data-testid="bot-list" aria-label="The bots">
        {bots.map((b, i) => (
          <li key={b.name}>
            <strong>{b.name}</strong> <span className="muted">({i === 0 ? `${b.level}, the default` : b.level})</span>
            {b.rating === null ? null : <span data-testid={`bot-rating-${b.name}`}>, rated {b.rating}</span>}: {b.blurb}
          </li>
        ))}
      </ul>
      <p className="muted" data-testid="bot-levels">
        {levelsNote(bots)}
      </p>
      {children}
    </fieldset>
  );
}
