import type { MatchView } from '@cutthroat/engine';
import { AWAY_HOURS, type DeadlineInfo, type Reserves, type SeatInfo } from '@cutthroat/protocol';
import { useId } from 'react';
import { AskFirst } from '../common/AskFirst.js';
import { Countdown, formatRemaining } from '../common/Countdown.js';
import { SeatBadge, type GameUi, type LastMove } from '@cutthroat/web-kit';

function Presence({ info }: { info: SeatInfo | undefined }) {
  if (!info || info.kind === 'open') return <span className="presence presence--open">open seat</span>;
  if (info.kind === 'bot') return <span className="presence presence--bot">bot ({info.bot})</span>;
  return info.connected ? (
    <span className="presence presence--on">online</span>
  ) : (
    <span className="presence presence--off">offline</span>
  );
}

/** Every seat: name, colour and letter, public money, connection, and whose move it is with its clock. */
export function Seats({
  seats,
  view,
  names,
  me,
  deadline,
  reserves = null,
  ui,
  presence = true,
  started = true,
  replace = null,
  lastMoves = [],
}: {
  seats: readonly SeatInfo[];
  view: MatchView<unknown, unknown>;
  names: readonly string[];
  me: number | null;
  deadline: DeadlineInfo | null;
  /** Each seat's clock reserve, when the match's clock has one. */
  reserves?: Reserves | null;
  ui: GameUi;
  /** Connection states; off in replays. */
  presence?: boolean;
  /** False while the match waits for players: nobody is to play yet. */
  started?: boolean;
  /** Hand an away player's seat to a bot (a match without a clock, for a player at the table). */
  replace?: ((seat: number) => void) | null;
  /** Each seat's last move, said under it: what an opponent just did. */
  lastMoves?: readonly LastMove[];
}) {
  const id = useId();
  const still = view.outcome !== null || !started;
  return (
    <section className="panel seats-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Players</h2>
      <ol className="seats">
        {Array.from({ length: view.players }, (_, seat) => {
          const info = seats.find((s) => s.seat === seat);
          const acting = !still && view.actors.includes(seat);
          const last = lastMoves.find((m) => m.seat === seat);
          const clock = acting && deadline && (deadline.kind === 'window' || view.actors[0] === seat) ? deadline : null;
          return (
            <li
              key={seat}
              className={`seat${acting ? ' seat--acting' : ''}${seat === me ? ' seat--me' : ''}`}
              data-testid={`seat-${seat}`}
              aria-current={acting ? 'true' : undefined}
            >
              <SeatBadge seat={seat} />
              <span className="seat__body">
                <span className="seat__name">
                  {names[seat]}
                  {seat === me && <span className="you-tag">you</span>}
                </span>
                <span className="seat__facts">
                  {[
                    ...ui.seatFacts(view, seat),
                    // The running turn's countdown already includes its seat's reserve.
                    ...(reserves && !clock && reserves[seat] !== undefined
                      ? [`reserve ${formatRemaining(reserves[seat])}`]
                      : []),
                  ].join(' · ')}
                </span>
                <span className="seat__state">
                  {presence && <Presence info={info} />}
                  {acting && (
                    <span className="seat__turn">
                      {view.window || view.offer ? 'to answer' : 'to play'}
                      {clock && <Countdown dueAt={clock.dueAt} label={`${names[seat]}’s clock`} />}
                    </span>
                  )}
                  {replace && acting && seat !== me && info?.kind === 'human' && !info.connected && (
                    <AskFirst
                      label="Hand to a bot…"
                      question={`Once the match has waited ${AWAY_HOURS} hours for ${names[seat]}, any player at the table may hand the seat to a bot, for the rest of the match.`}
                      yes="Hand the seat to a bot"
                      act={() => replace(seat)}
                      testId={`replace-${seat}`}
                    />
                  )}
                </span>
                {last && last.text && (
                  // Keyed by seq: a new move is a new element, and its CSS entrance plays once.
                  <span key={last.seq} className="seat__last" data-testid={`last-move-${seat}`} data-seq={last.seq}>
                    Last: {last.text}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
