import type { MatchView } from '@cutthroat/engine';
import { WEB_CATALOG } from '@cutthroat/catalog/web';
import { ProtocolError } from '@cutthroat/protocol';
import { useEffect, useId, useState } from 'react';
import type { NewMatch, PublicMatch } from '../../net/api.js';
import { navigate } from '../../router.js';
import { canAct, isAwaited, isWaiting, type MatchModel } from '../../state/model.js';
import { formatRemaining, useNow } from '../common/Countdown.js';
import { MatchHeader } from './MatchHeader.js';
import { AskFirst } from '../common/AskFirst.js';
import type { GameUi } from '@cutthroat/web-kit';
import { useDocumentTitle, useMatchController, useModel } from '../hooks.js';
import { useIdentity } from '../identity.js';
import { MatchProviders } from '../learn/GoalLine.js';
import { useNotifyWhen } from '../notify.js';
import { NotifyToggle } from '../common/NotifyToggle.js';
import { seatNames } from '../seats.js';
import { sentence } from '../words.js';
import { Chat } from './Chat.js';
import { EndScreen } from './EndScreen.js';
import { GameLog } from './GameLog.js';
import { ActionArea, AutoPassToggle, DECISION_AREA_ID, DecisionProvider, SoundToggle } from './ActionArea.js';
import { lastMovesOf } from './last-moves.js';
import { lossesOf } from './losses.js';
import { News } from './News.js';
import { Seats } from './Seats.js';
import { rematchOf } from './rematch.js';
import { isOurMove, pageTitle, SITE_TITLE } from './title.js';
import { TradePanel } from './TradePanel.js';
import { Waiting } from './Waiting.js';

function Connection({ model, retry, onWatch }: { model: MatchModel; retry: () => void; onWatch: (() => void) | null }) {
  const now = useNow(500);
  const c = model.connection;
  if (c.state === 'open') {
    return (
      <p className="connection connection--open" data-testid="connection" data-state="open">
        <span className="dot" aria-hidden="true" title="Connected" />
        <span className="visually-hidden">Connected</span>
      </p>
    );
  }
  if (c.state === 'closed') {
    return (
      <div className="notice notice--error" role="alert" data-testid="connection" data-state="closed">
        <p>Disconnected: {c.reason ? sentence(c.reason.code, c.reason.message) : 'the connection was closed.'}</p>
        {c.reason?.code === ProtocolError.TokenReplaced && (
          // The page comes back with whatever token this browser holds now (the new one, if it
          // made it), or as a spectator.
          <button type="button" onClick={() => window.location.reload()} data-testid="reload">
            Reload the page
          </button>
        )}
        {onWatch && (
          <button type="button" onClick={onWatch}>
            Watch as a spectator instead
          </button>
        )}
      </div>
    );
  }
  return (
    <p className="connection connection--lost" role="status" data-testid="connection" data-state={c.state}>
      <span className="dot" aria-hidden="true" />{' '}
      {c.state === 'connecting'
        ? 'Connecting…'
        : `Connection lost: trying again${c.retryAt ? ` in ${formatRemaining(c.retryAt - now)}` : ''} (attempt ${c.attempt}).`}{' '}
      {c.state === 'reconnecting' && (
        <button type="button" className="link-button" onClick={retry}>
          Reconnect now
        </button>
      )}
    </p>
  );
}

function Notices({
  model,
  ui,
  names,
  dismiss,
}: {
  model: MatchModel;
  ui: GameUi;
  names: readonly string[];
  dismiss: () => void;
}) {
  const r = model.refusal;
  const e = model.error;
  if (!r && !e) return null;
  return (
    <div className="notice notice--error" role="alert" data-testid="refusal" data-code={r?.code ?? e?.code}>
      {r && (
        <p>
          {r.action ? `Not done (${ui.actionText(r.action, names).replace(/^./, (c) => c.toLowerCase())}): ` : ''}
          {sentence(r.code, r.message, ui.refusals)}
        </p>
      )}
      {e && !r && <p>{sentence(e.code, e.message)}</p>}
      <button type="button" className="link-button" onClick={dismiss}>
        Dismiss
      </button>
    </div>
  );
}

/** Whose move it is, in words. */
function whoActs(view: MatchView<unknown, unknown>, names: readonly string[], me: number | null): string {
  if (view.outcome) return '';
  if (me !== null && view.actors.includes(me)) {
    const others = view.actors.filter((s) => s !== me).map((s) => names[s]);
    return others.length ? `Your move (and ${others.join(', ')}).` : 'Your move.';
  }
  if (view.actors.length === 0) return '';
  return `Waiting for ${view.actors.map((s) => names[s]).join(', ')}.`;
}

/** From this width (px) the action area stands beside the board. */
export const WIDE_PX = 1100;

/** Whether the page is at least `px` wide, following resizes. */
function useWide(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  const [wide, setWide] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const m = window.matchMedia(query);
    const on = () => setWide(m.matches);
    m.addEventListener('change', on);
    return () => m.removeEventListener('change', on);
  }, [query]);
  return wide;
}

export function MatchShell({
  info,
  token,
  onJoin,
  onLeave,
  onWatch,
  onReplace,
  onPlayAgain,
}: {
  info: PublicMatch;
  token: string | null;
  onJoin: ((seat: number) => void) | null;
  /** Give our seat back (waiting), or hand it to a bot (in play). */
  onLeave: ((seat: number) => void) | null;
  onWatch: (() => void) | null;
  /** Hand an away player's seat to a bot (refused, and said on the page, before its time). */
  onReplace: ((seat: number) => void) | null;
  /** Create a new match like this one: its id, or null if it could not be made (said on the page). */
  onPlayAgain: ((match: NewMatch) => Promise<string | null>) | null;
}) {
  const id = useId();
  const ui = WEB_CATALOG.get(info.game);
  const [decisionTarget, setDecisionTarget] = useState<HTMLElement | null>(null);
  // On a wide screen the action area stands beside the board (top of the side column); on a
  // narrower one it follows the table, stuck to the bottom of the screen. `data-wide` on the match
  // says which layout is drawn, so that a test that resizes the page measures the new one.
  const wide = useWide(WIDE_PX);
  const identity = useIdentity();
  // Watching, a person with an identity chats under its name among the spectators.
  const spectatorName = token === null ? (identity?.name ?? null) : null;
  const ctl = useMatchController(info.id, token, spectatorName);
  const model = useModel(ctl);
  useDocumentTitle(pageTitle(model, ui?.title ?? info.game));
  useNotifyWhen(isOurMove(model) ? 1 : 0, 'Your move', `${ui?.title ?? info.game} · ${SITE_TITLE}`, `move-${info.id}`);
  if (!ui) return <p className="notice notice--error">This client cannot show {info.game} matches yet.</p>;
  const view = model.view;
  const me = model.seat;
  // Our seat, handed to a bot (we left, or ran out of time): we see what it sees, and act for nobody.
  const handed = me !== null && model.seats[me]?.kind === 'bot';
  const players = view?.players ?? info.players;
  const names = seatNames(model.seats.length ? model.seats : info.seats, players);
  const over = model.end?.outcome ?? view?.outcome ?? null;
  const waiting = isWaiting(model);
  const busy = model.pending !== null || model.connection.state !== 'open';
  const act = (a: unknown) => ctl?.act(a);
  const lastMoves = lastMovesOf(model.log, names, ui);
  const table = view && { view, legal: model.legal, act, busy, names, me, refusal: model.refusal, lastMoves };
  const actionArea = table && !waiting && (
    <ActionArea
      ui={ui}
      deadline={model.deadline}
      awaited={isAwaited(model)}
      who={whoActs(table.view, names, handed ? null : me)}
      setTarget={setDecisionTarget}
      table={table}
      news={me !== null && !handed && <News matchId={info.id} losses={lossesOf(model.log, ui, names, me)} />}
    />
  );
  return (
    <MatchProviders serverAheadMs={model.serverAheadMs} glossary={ui.glossary}>
      <div
        className="match"
        data-testid="match"
        data-seq={model.seq}
        data-can-act={String(isAwaited(model))}
        data-may-act={String(canAct(model))}
        data-pending={String(model.pending !== null)}
        data-over={String(over !== null)}
        data-wide={String(wide)}
        data-seat={me ?? 'spectator'}
        data-window={view?.window?.kind ?? ''}
        data-offer={view?.offer ? 'open' : ''}
      >
        {actionArea && (
          <a
            className="skip-link"
            href={`#${DECISION_AREA_ID}`}
            onClick={(e) => {
              // Focus, not the address's fragment: the route stays as it is.
              e.preventDefault();
              document.getElementById(DECISION_AREA_ID)?.focus();
            }}
            data-testid="skip-to-decision"
          >
            Skip to the decision
          </a>
        )}
        <MatchHeader
          title={ui.title}
          headingId={`${id}-h`}
          status={view ? (waiting ? 'Waiting for players.' : ui.statusText(view, names, me)) : null}
          who={view && !waiting ? whoActs(view, names, handed ? null : me) : ''}
          deadline={over ? null : model.deadline}
          connection={<Connection model={model} retry={() => ctl?.reconnectNow()} onWatch={token ? onWatch : null} />}
          me={me}
          myName={me !== null ? (names[me] ?? '') : ''}
          handed={handed}
          guide={over ? undefined : ui.guide}
          game={ui.id}
          menu={
            <>
              {me !== null && !over && !handed && <NotifyToggle />}
              {me !== null && !over && !handed && <SoundToggle />}
              {me !== null && !over && !handed && ui.autoAnswer && <AutoPassToggle />}
              {me !== null && !handed && onLeave && !waiting && !over && model.connection.state === 'open' && (
                <AskFirst
                  label="Leave the match…"
                  question="A bot will play your seat for the rest of the match, and you cannot come back to it. Leave?"
                  yes="Leave, a bot plays on"
                  act={() => onLeave(me)}
                  testId="leave"
                />
              )}
            </>
          }
        />
        <Notices model={model} ui={ui} names={names} dismiss={() => ctl?.dismiss()} />
        {over && (
          <EndScreen
            matchId={info.id}
            outcome={over}
            secret={model.end?.secret ?? null}
            commitment={model.commitment ?? info.commitment}
            names={names}
            ui={ui}
            me={me}
            view={view}
            playAgain={
              me !== null && onPlayAgain
                ? () =>
                    void onPlayAgain(rematchOf(info, model.seats)).then((id) => {
                      if (id === null) return;
                      // The others at this table hear of it, with a link to the new match.
                      ctl?.chat(`Play again? /m/${id}`);
                      navigate(`/m/${id}`);
                    })
                : null
            }
          />
        )}
        {waiting && (
          <Waiting
            matchId={info.id}
            seats={model.seats}
            listed={info.listed}
            me={me}
            onJoin={onJoin}
            onLeave={onLeave}
          />
        )}
        {table ? (
          <DecisionProvider target={over ? null : decisionTarget}>
            <div className="match__grid">
              {/* The decision comes first for the keyboard; the grid's areas place it on the screen. */}
              <div className="match__side">
                {wide && !over && actionArea}
                <GameLog log={model.log} gap={model.logGap} names={names} ui={ui} notes={model.seatNotes} view={view} />
                <Chat
                  matchId={info.id}
                  lines={model.chat}
                  me={me}
                  spectatorName={spectatorName}
                  send={(t) => ctl?.chat(t)}
                  canSend={model.connection.state === 'open'}
                />
              </div>
              <div className="match__main">
                {!wide && !over && actionArea}
                <ui.Table {...table} />
                <TradePanel ui={ui} deadline={model.deadline} {...table} />
              </div>
              <div className="match__seats">
                <Seats
                  seats={model.seats}
                  view={table.view}
                  names={names}
                  me={me}
                  deadline={model.deadline}
                  reserves={model.reserves}
                  ui={ui}
                  started={!waiting}
                  lastMoves={lastMoves}
                  replace={
                    me !== null && onReplace && info.clock.mode === 'none' && !over && !waiting ? onReplace : null
                  }
                />
              </div>
            </div>
          </DecisionProvider>
        ) : (
          model.connection.state !== 'closed' && <p className="muted">Loading the table…</p>
        )}
      </div>
    </MatchProviders>
  );
}
