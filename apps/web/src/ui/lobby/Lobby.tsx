import { AWAY_HOURS } from '@cutthroat/protocol';
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import {
  api,
  ApiError,
  serverNow,
  type ClockSettings,
  type MatchSummary,
  type NewMatch,
  type SeatSpec,
} from '../../net/api.js';
import { storage } from '../../net/storage.js';
import { navigate } from '../../router.js';
import { Link } from '../common/Link.js';
import { SeatBadge, seatLetter } from '@cutthroat/web-kit';
import { lobbyTitle, ourMove, ourMovesFirst, standing } from './standing.js';
import { WEB_CATALOG } from '@cutthroat/catalog/web';
import { useDocumentTitle } from '../hooks.js';
import { NotifyToggle } from '../common/NotifyToggle.js';
import { useNotifyWhen } from '../notify.js';
import { SITE_TITLE } from '../shell/title.js';
import {
  adoptLinkedIdentity,
  forgetIdentity,
  identityLink,
  renameIdentity,
  replaceIdentityToken,
  useIdentity,
  withIdentity,
  type LinkedIdentity,
} from '../identity.js';
import { CopyLink } from '../common/Copy.js';
import { sentence } from '../words.js';

type SeatChoice = 'open' | string;
type GameId = 'arms-dealers' | 'gocaine';

/** The bots the server has for each game, the strongest first (packages/bots, registry). */
const BOTS: Readonly<Record<GameId, readonly string[]>> = {
  'arms-dealers': ['greedy', 'random'],
  gocaine: ['heuristic', 'random'],
};
const GAMES: readonly { id: GameId; title: string }[] = [
  { id: 'arms-dealers', title: 'Arms Dealers' },
  { id: 'gocaine', title: 'GoCaine' },
];
type ClockMode = ClockSettings['mode'];

const errorText = (e: unknown) =>
  e instanceof ApiError ? sentence(e.code, e.message) : 'Something went wrong; try again.';

function ago(at: number): string {
  const s = Math.max(0, Math.round((serverNow() - at) / 1000));
  if (s < 60) return 'just now';
  if (s < 3600) return `${Math.floor(s / 60)} min ago`;
  if (s < 86400) return `${Math.floor(s / 3600)} h ago`;
  return new Date(at).toLocaleDateString();
}

/** A new name for the identity: for the seats it takes from now on. */
function RenameForm({ current, done }: { current: string; done: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    renameIdentity(draft).then(done, (err: unknown) => {
      setError(errorText(err));
      setBusy(false);
    });
  };
  return (
    <form onSubmit={submit} data-testid="rename-form">
      <label htmlFor={`${id}-n`}>New name </label>
      <input
        id={`${id}-n`}
        value={draft}
        maxLength={40}
        required
        autoComplete="nickname"
        onChange={(e) => setDraft(e.target.value)}
        data-testid="rename-input"
      />{' '}
      <button type="submit" disabled={busy || draft.trim() === ''} data-testid="rename-save">
        Save
      </button>{' '}
      <button type="button" className="link-button" onClick={done}>
        Cancel
      </button>
      <p className="muted">Your seats in matches already joined keep the name you took them under.</p>
      {error && (
        <p className="notice notice--error" role="alert" data-testid="rename-error">
          {error}
        </p>
      )}
    </form>
  );
}

/** What became of an identity's link this page was opened with (`#identity=...`), if any. */
function LinkedIdentityNotice() {
  const [outcome, setOutcome] = useState<LinkedIdentity>({ kind: 'none' });
  useEffect(() => {
    const adopt = () =>
      void adoptLinkedIdentity(window.location.hash, () =>
        window.history.replaceState(null, '', window.location.pathname + window.location.search),
      ).then((o) => {
        if (o.kind !== 'none') setOutcome(o);
      });
    adopt();
    // A link pasted into a tab already on the lobby changes the fragment only.
    window.addEventListener('hashchange', adopt);
    return () => window.removeEventListener('hashchange', adopt);
  }, []);
  if (outcome.kind === 'none') return null;
  return (
    <p
      className={`notice${outcome.kind === 'adopted' ? '' : ' notice--error'}`}
      role="status"
      data-testid="linked-identity"
      data-outcome={outcome.kind}
    >
      {outcome.kind === 'adopted'
        ? `This browser now plays as ${outcome.name}.`
        : outcome.kind === 'kept'
          ? `This browser plays as ${outcome.name}, and keeps that identity: to play as ${outcome.linked} here, choose "Forget it", then open the link again.`
          : outcome.message}
    </p>
  );
}

/** The identity's link for another device, with what it gives away, and the way to take it back. */
function AnotherDevice({ token }: { token: string }) {
  const [step, setStep] = useState<'link' | 'confirm' | 'busy' | 'replaced'>('link');
  const [error, setError] = useState<string | null>(null);
  const replace = () => {
    setStep('busy');
    setError(null);
    replaceIdentityToken().then(
      () => setStep('replaced'),
      (err: unknown) => {
        setError(errorText(err));
        setStep('confirm');
      },
    );
  };
  return (
    <div className="another-device" data-testid="another-device">
      <CopyLink url={identityLink(window.location.origin, token)} label="Your identity's link" testId="identity-link" />
      <p className="muted">
        Open it on your other device to play your matches there too. Anyone who has it plays as you: send it only to
        yourself.
      </p>
      {step === 'link' && (
        <p>
          <button type="button" className="link-button" onClick={() => setStep('confirm')} data-testid="new-link">
            Make a new link
          </button>{' '}
          <span className="muted">if this one went to someone else.</span>
        </p>
      )}
      {(step === 'confirm' || step === 'busy') && (
        <p role="group" aria-label="Make a new link">
          The link above will stop working, on every device that opened it: they will no longer play as you. This
          browser keeps your identity and your matches.{' '}
          <button type="button" onClick={replace} disabled={step === 'busy'} data-testid="new-link-confirm">
            Make a new link
          </button>{' '}
          <button type="button" className="link-button" onClick={() => setStep('link')} disabled={step === 'busy'}>
            Cancel
          </button>
        </p>
      )}
      {step === 'replaced' && (
        <p className="notice" role="status" data-testid="new-link-done">
          The link above is new. The old one, and every device that opened it, no longer play as you.
        </p>
      )}
      {error && (
        <p className="notice notice--error" role="alert" data-testid="new-link-error">
          {error}
        </p>
      )}
    </div>
  );
}

function Identity({ name, setName }: { name: string; setName: (n: string) => void }) {
  const identity = useIdentity();
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const [sharing, setSharing] = useState(false);
  return (
    <section className="panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>You</h2>
      {identity && renaming ? (
        <RenameForm current={identity.name} done={() => setRenaming(false)} />
      ) : identity ? (
        <p>
          You play as <strong data-testid="identity-name">{identity.name}</strong>, an anonymous identity kept in this
          browser.{' '}
          <button type="button" className="link-button" onClick={() => setRenaming(true)} data-testid="rename">
            Rename
          </button>{' '}
          <button type="button" className="link-button" onClick={forgetIdentity}>
            Forget it
          </button>{' '}
          <button
            type="button"
            className="link-button"
            aria-expanded={sharing}
            onClick={() => setSharing(!sharing)}
            data-testid="another-device-toggle"
          >
            Play on another device
          </button>
        </p>
      ) : (
        <p>
          <label htmlFor={`${id}-n`}>Your name </label>
          <input
            id={`${id}-n`}
            value={name}
            maxLength={40}
            placeholder="Player"
            autoComplete="nickname"
            onChange={(e) => setName(e.target.value)}
            data-testid="player-name"
          />{' '}
          <span className="muted">No account: an anonymous identity is kept in this browser when you play.</span>
        </p>
      )}
      {identity && !renaming && sharing && <AnotherDevice token={identity.token} />}
      {identity && !renaming && <NotifyToggle />}
    </section>
  );
}

function NumberField({
  label,
  value,
  min,
  max,
  step = 1,
  onChange,
  testId,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (n: number) => void;
  testId?: string;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <input
        type="number"
        inputMode="decimal"
        value={value}
        min={min}
        max={max}
        step={step}
        onChange={(e) => onChange(Number(e.target.value))}
        data-testid={testId}
      />
    </label>
  );
}

function CreateMatch({ name }: { name: string }) {
  const id = useId();
  const [game, setGame] = useState<GameId>('arms-dealers');
  const [count, setCount] = useState(4);
  const [seats, setSeats] = useState<SeatChoice[]>(['open', 'bot', 'bot', 'bot', 'bot', 'bot']);
  const [join, setJoin] = useState(true);
  const [inviteOnly, setInviteOnly] = useState(false);
  const [moneyTrades, setMoneyTrades] = useState(false);
  const [offersPerTurn, setOffersPerTurn] = useState(3);
  const [interceptOrder, setInterceptOrder] = useState<'simultaneous' | 'seat-order'>('simultaneous');
  const [knockThreshold, setKnockThreshold] = useState(1000);
  const [roundLimit, setRoundLimit] = useState(100);
  const [windowOrder, setWindowOrder] = useState<'simultaneous' | 'seat-order'>('simultaneous');
  const [clockMode, setClockMode] = useState<ClockMode>('none');
  const [rt, setRt] = useState({ turnSeconds: 60, reserveSeconds: 120, windowSeconds: 20 });
  const [tb, setTb] = useState({ turnHours: 24, windowHours: 4 });
  const [onTurnExpiry, setOnTurnExpiry] = useState<'bot' | 'forfeit'>('bot');
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  const bots = BOTS[game];
  // A seat keeps its bot when the game has it, otherwise it gets the game's strongest.
  const used = seats.slice(0, count).map((s) => (s === 'open' || bots.includes(s) ? s : bots[0]!));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (join && !used.includes('open')) {
      setError('Leave at least one seat open for yourself, or untick “I play”.');
      return;
    }
    const clock: ClockSettings =
      clockMode === 'realtime'
        ? { mode: 'realtime', ...rt, onTurnExpiry }
        : clockMode === 'turn-based'
          ? { mode: 'turn-based', ...tb, onTurnExpiry }
          : { mode: 'none' };
    const body: NewMatch = {
      game,
      seats: used.map((s): SeatSpec => (s === 'open' ? { kind: 'open' } : { kind: 'bot', bot: s })),
      options:
        game === 'gocaine'
          ? { knockThreshold, roundLimit, windowOrder }
          : { moneyTrades, offersPerTurn, interceptOrder },
      clock,
      join,
      listed: !inviteOnly,
    };
    setWorking(true);
    try {
      const created = join
        ? await withIdentity(name, (me) => api.createMatch(body, me.token))
        : await api.createMatch(body);
      if (created.joined) {
        storage.setSeat(created.match.id, { seat: created.joined.seat, seatToken: created.joined.seatToken });
      }
      navigate(`/m/${created.match.id}${join ? '' : '?watch'}`);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setWorking(false);
    }
  };

  return (
    <section className="panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>New match</h2>
      <form className="create" onSubmit={(e) => void submit(e)} data-testid="create-form">
        <label className="field">
          <span>Game</span>
          <select value={game} onChange={(e) => setGame(e.target.value as GameId)} data-testid="game">
            {GAMES.map((g) => (
              <option key={g.id} value={g.id}>
                {g.title}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend>Seats</legend>
          <label className="field">
            <span>Players</span>
            <select value={count} onChange={(e) => setCount(Number(e.target.value))} data-testid="seat-count">
              {[2, 3, 4, 5, 6].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <ol className="seat-choices">
            {used.map((s, seat) => (
              <li key={seat}>
                <label className="field">
                  <span>
                    <SeatBadge seat={seat} small /> Seat {seatLetter(seat)}
                  </span>
                  <select
                    value={s}
                    data-testid={`seat-kind-${seat}`}
                    onChange={(e) => {
                      const next = seats.slice();
                      next[seat] = e.target.value as SeatChoice;
                      setSeats(next);
                    }}
                  >
                    <option value="open">Open, for a person</option>
                    {bots.map((b) => (
                      <option key={b} value={b}>
                        Bot: {b}
                      </option>
                    ))}
                  </select>
                </label>
              </li>
            ))}
          </ol>
          <label className="check">
            <input type="checkbox" checked={join} onChange={(e) => setJoin(e.target.checked)} data-testid="join-self" />{' '}
            I play (I take the first open seat)
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={inviteOnly}
              onChange={(e) => setInviteOnly(e.target.checked)}
              data-testid="invite-only"
            />{' '}
            By invitation only (not in the lists of open and live matches: only those you send its link can join or
            watch)
          </label>
        </fieldset>
        <fieldset>
          <legend>Options</legend>
          {game === 'gocaine' ? (
            <>
              <NumberField
                label="Cash to knock ($ million)"
                value={knockThreshold}
                min={5}
                max={100000}
                step={5}
                onChange={setKnockThreshold}
              />
              <NumberField
                label="Last round"
                value={roundLimit}
                min={1}
                max={1000}
                onChange={setRoundLimit}
                testId="round-limit"
              />
              <label className="field">
                <span>Interdiction windows</span>
                <select
                  value={windowOrder}
                  onChange={(e) => setWindowOrder(e.target.value as 'simultaneous' | 'seat-order')}
                >
                  <option value="simultaneous">everyone answers at once</option>
                  <option value="seat-order">one by one, in seat order</option>
                </select>
              </label>
            </>
          ) : (
            <>
              <label className="check">
                <input type="checkbox" checked={moneyTrades} onChange={(e) => setMoneyTrades(e.target.checked)} />{' '}
                Trades may include money
              </label>
              <NumberField
                label="Trade offers per turn"
                value={offersPerTurn}
                min={0}
                max={50}
                onChange={setOffersPerTurn}
              />
              <label className="field">
                <span>Interceptions</span>
                <select
                  value={interceptOrder}
                  onChange={(e) => setInterceptOrder(e.target.value as 'simultaneous' | 'seat-order')}
                >
                  <option value="simultaneous">everyone answers at once</option>
                  <option value="seat-order">one by one, from the dealer’s left</option>
                </select>
              </label>
            </>
          )}
        </fieldset>
        <fieldset>
          <legend>Clock</legend>
          <div className="radios" role="radiogroup" aria-label="Clock">
            {(
              [
                ['none', 'None'],
                ['realtime', 'Real time'],
                ['turn-based', 'Turn-based (days)'],
              ] as const
            ).map(([mode, label]) => (
              <label key={mode} className="check">
                <input
                  type="radio"
                  name={`${id}-clock`}
                  value={mode}
                  checked={clockMode === mode}
                  onChange={() => setClockMode(mode)}
                  data-testid={`clock-${mode}`}
                />{' '}
                {label}
              </label>
            ))}
          </div>
          {clockMode === 'realtime' && (
            <div className="field-row">
              <NumberField
                label="Seconds per turn"
                value={rt.turnSeconds}
                min={5}
                max={3600}
                onChange={(n) => setRt({ ...rt, turnSeconds: n })}
              />
              <NumberField
                label="Reserve seconds"
                value={rt.reserveSeconds}
                min={0}
                max={36000}
                onChange={(n) => setRt({ ...rt, reserveSeconds: n })}
              />
              <NumberField
                label="Seconds to answer"
                value={rt.windowSeconds}
                min={3}
                max={600}
                onChange={(n) => setRt({ ...rt, windowSeconds: n })}
              />
            </div>
          )}
          {clockMode === 'turn-based' && (
            <div className="field-row">
              <NumberField
                label="Hours per turn"
                value={tb.turnHours}
                min={1}
                max={720}
                onChange={(n) => setTb({ ...tb, turnHours: n })}
              />
              <NumberField
                label="Hours to answer"
                value={tb.windowHours}
                min={0.1}
                max={168}
                step={0.1}
                onChange={(n) => setTb({ ...tb, windowHours: n })}
              />
            </div>
          )}
          {clockMode === 'none' && used.filter((s) => s === 'open').length > (join ? 1 : 0) && (
            <p className="muted" data-testid="no-clock-hint">
              Without a clock the match waits for whoever is to move: a player who goes away holds everyone up until
              they leave the match, or for {AWAY_HOURS} hours, after which another player may hand their seat to a bot.
              A turn-based clock hands their move to a bot sooner.
            </p>
          )}
          {clockMode !== 'none' && (
            <label className="field">
              <span>When a turn runs out</span>
              <select value={onTurnExpiry} onChange={(e) => setOnTurnExpiry(e.target.value as 'bot' | 'forfeit')}>
                <option value="bot">a bot makes that one move</option>
                <option value="forfeit">a bot takes the seat for good</option>
              </select>
            </label>
          )}
        </fieldset>
        {error && (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="primary" disabled={working} data-testid="create-match">
          Create the match
        </button>
      </form>
    </section>
  );
}

function useList<S extends MatchSummary>(
  load: (() => Promise<{ readonly matches: readonly S[] }>) | null,
  everyMs: number,
) {
  const [matches, setMatches] = useState<readonly S[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = useCallback(async () => {
    if (!load) return;
    try {
      setMatches((await load()).matches);
      setError(null);
    } catch (e) {
      setError(errorText(e));
    }
  }, [load]);
  useEffect(() => {
    void refresh();
    const t = setInterval(() => void refresh(), everyMs);
    return () => clearInterval(t);
  }, [refresh, everyMs]);
  return { matches, error, refresh };
}

interface PanelLine {
  /** After "Game, N players": what the line says of the match. */
  readonly what: string | null;
  readonly links: readonly { readonly href: string; readonly label: string }[];
}

/** A lobby panel listing matches: loading, empty, or one line each with its links. */
function MatchPanel<S extends MatchSummary>({
  title,
  list,
  empty,
  testId,
  line,
  children,
}: {
  title: string;
  list: { readonly matches: readonly S[] | null; readonly error: string | null };
  empty: string;
  testId: string;
  line: (m: S) => PanelLine;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section className="panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{title}</h2>
      {children}
      {list.error && (
        <p className="notice notice--error" data-testid={`${testId}-error`}>
          {list.error}
        </p>
      )}
      {list.matches === null ? (
        <p className="muted">Loading…</p>
      ) : list.matches.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="match-list" data-testid={testId}>
          {list.matches.map((m) => {
            const { what, links } = line(m);
            return (
              <li key={m.id}>
                <span>
                  {WEB_CATALOG.title(m.game)}, {m.players} players
                  {what !== null && (
                    <>
                      : <strong>{what}</strong>
                    </>
                  )}{' '}
                  <span className="muted">({ago(m.createdAt)})</span>
                </span>
                <span className="button-row">
                  {links.map((l) => (
                    <Link key={l.href} href={l.href} className="button">
                      {l.label}
                    </Link>
                  ))}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function OpenMatches() {
  const list = useList(api.openMatches, 5000);
  return (
    <MatchPanel
      title="Open matches"
      list={list}
      empty="No match is waiting for players. Create one!"
      testId="open-matches"
      line={(m) => ({
        what: `${m.openSeats} open`,
        links: [
          { href: `/m/${m.id}`, label: 'Join' },
          { href: `/m/${m.id}?watch`, label: 'Watch' },
        ],
      })}
    >
      <button type="button" className="link-button" onClick={() => void list.refresh()}>
        Refresh
      </button>
    </MatchPanel>
  );
}

function LiveMatches() {
  return (
    <MatchPanel
      title="Being played"
      list={useList(api.liveMatches, 15000)}
      empty="No match is being played right now."
      testId="live-matches"
      line={(m) => ({ what: null, links: [{ href: `/m/${m.id}?watch`, label: 'Watch' }] })}
    />
  );
}

function MyMatches() {
  const identity = useIdentity();
  const token = identity?.token ?? null;
  const load = useCallback(() => api.myMatches(token!), [token]);
  const list = useList(token ? load : null, 15000);
  const matches = useMemo(() => (list.matches ? ourMovesFirst(list.matches) : null), [list.matches]);
  useDocumentTitle(lobbyTitle(list.matches));
  const waiting = list.matches ? list.matches.filter(ourMove).length : null;
  const matchesWaiting = `${waiting} match${waiting === 1 ? '' : 'es'} wait${waiting === 1 ? 's' : ''} for you`;
  useNotifyWhen(waiting, 'Your move', `${matchesWaiting} · ${SITE_TITLE}`, 'lobby');
  if (!identity) return null;
  return (
    <MatchPanel
      title="Your matches"
      list={{ matches, error: list.error }}
      empty="You have not played yet."
      testId="my-matches"
      line={(m) => ({
        what: standing(m, serverNow()),
        links: [
          { href: `/m/${m.id}`, label: m.status === 'finished' ? 'Result' : 'Return to the table' },
          ...(m.status === 'finished' ? [{ href: `/r/${m.id}`, label: 'Replay' }] : []),
        ],
      })}
    />
  );
}

/** `/`: who you are, a new match, your own matches, matches waiting for players and matches to watch. */
export function Lobby() {
  const [name, setName] = useState('');
  return (
    <main className="page lobby" data-testid="lobby">
      <header className="lobby__header">
        <h1>Cutthroat</h1>
        <p>Ruthless economy games for 2 to 6 players, people or bots. Arms Dealers and GoCaine are playable now.</p>
      </header>
      <LinkedIdentityNotice />
      <div className="lobby__grid">
        <div>
          <Identity name={name} setName={setName} />
          <CreateMatch name={name} />
        </div>
        <div>
          <MyMatches />
          <OpenMatches />
          <LiveMatches />
        </div>
      </div>
    </main>
  );
}
