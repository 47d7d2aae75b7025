import { viewOf, type AnyGame } from '@cutthroat/engine';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { api, ApiError, type PublicMatch } from '../../net/api.js';
import {
  parseExport,
  recordOf,
  replaySteps,
  verifyExport,
  type ExportedMatch,
  type Replayed,
  type Verdict,
} from '../../games/verify.js';
import { Link } from '../common/Link.js';
import { WEB_CATALOG } from '@cutthroat/catalog/web';
import { seatNames } from '../seats.js';
import { Ranking, VerifyResult } from '../shell/EndScreen.js';
import { GameLog } from '../shell/GameLog.js';
import { lastMovesOf } from '../shell/last-moves.js';
import { Seats } from '../shell/Seats.js';
import { eventSentence } from '../shell/text.js';
import { sentence } from '../words.js';
import { REPLAY_SPEEDS, replayKey, useAutoplay, type ReplaySpeed } from './autoplay.js';
import { ExportLink, StepByField } from './StepBy.js';
import { nextStop, prevStop, stopsOf, type StepBy } from './stops.js';

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'error'; readonly text: string }
  | {
      readonly state: 'ready';
      readonly info: PublicMatch;
      readonly exported: ExportedMatch;
      readonly replayed: Replayed;
      readonly verdict: Verdict;
    };

const noop = () => undefined;

/**
 * `/r/:id`: a finished match, step by step, as a spectator saw it (the engine's view for no seat
 * at each move), or with everything revealed: every hand and the deck.
 */
export function ReplayPage({ id }: { id: string }) {
  const hid = useId();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [step, setStep] = useState(0);
  const [reveal, setReveal] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>('Normal');
  const [by, setBy] = useState<StepBy>({ kind: 'move' });

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const [raw, info] = await Promise.all([api.exportMatch(id), api.match(id)]);
        const parsed = parseExport(raw);
        if (!parsed.ok) throw new Error(`not an export of a match: ${parsed.message}`);
        const exported = parsed.value;
        const ui = WEB_CATALOG.get(exported.match.game);
        if (!ui) throw new Error(`this client cannot replay ${exported.match.game}`);
        const replayed = replaySteps(ui.rules, recordOf(exported), exported.log);
        const verdict = verifyExport(raw, { commitment: info.commitment });
        if (!live) return;
        setLoaded({ state: 'ready', info, exported, replayed, verdict });
        setStep(replayed.states.length - 1);
      } catch (e) {
        if (live) {
          setLoaded({
            state: 'error',
            text: e instanceof ApiError ? sentence(e.code, e.message) : e instanceof Error ? e.message : String(e),
          });
        }
      }
    })();
    return () => {
      live = false;
    };
  }, [id]);

  const ready = loaded.state === 'ready' ? loaded : null;
  const ui = ready ? WEB_CATALOG.get(ready.exported.match.game) : undefined;
  const last = ready ? ready.replayed.states.length - 1 : 0;
  const at = Math.min(step, last);
  const state = ready?.replayed.states[at];
  const view = useMemo(() => (ui && state ? viewOf(ui.rules as AnyGame, state, null) : null), [ui, state]);
  const go = useCallback((n: number) => setStep(Math.max(0, Math.min(last, n))), [last]);
  const stops = useMemo(
    () =>
      ready
        ? stopsOf(
            by,
            ready.replayed.events.slice(0, last),
            ready.exported.log.map((r) => r.actor),
          )
        : [0],
    [ready, by, last],
  );
  const next = useCallback((n: number) => nextStop(stops, n) ?? last, [stops, last]);
  const prev = useCallback((n: number) => prevStop(stops, n) ?? 0, [stops]);
  const auto = useAutoplay(at, last, REPLAY_SPEEDS.find((s) => s.label === speed)!.ms, go, next);
  // Keys step and play, except where a control of the page wants them itself (the slider its
  // arrows, a focused button its space bar).
  const { play, pause, playing } = auto;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const on = e.target instanceof Element ? e.target : null;
      if (on?.closest('input, select, textarea') || (e.key === ' ' && on?.closest('button, a'))) return;
      const does = replayKey(e.key, at, last, prev(at), next(at));
      if (!does) return;
      e.preventDefault();
      if (does.kind === 'play-pause') return playing ? pause() : play();
      pause();
      go(does.to);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [at, last, go, play, pause, playing, prev, next]);
  const log = useMemo(
    () =>
      ready
        ? ready.replayed.events
            .slice(0, at)
            .map((events, i) => ({ seq: i + 1, actor: ready.exported.log[i]!.actor, events }))
        : [],
    [ready, at],
  );

  if (loaded.state === 'loading') {
    return (
      <main className="page">
        <p role="status">Loading the replay…</p>
      </main>
    );
  }
  if (loaded.state === 'error' || !ready || !ui || !state || !view) {
    return (
      <main className="page">
        <h1>
          <Link href="/">Cutthroat</Link> · Replay
        </h1>
        <p className="notice notice--error" role="alert">
          {loaded.state === 'error' ? loaded.text : 'This replay cannot be shown.'}
        </p>
      </main>
    );
  }
  const names = seatNames(ready.info.seats, ready.exported.match.players);
  const move = at > 0 ? ready.exported.log[at - 1] : null;
  const mover = move ? (move.actor < 0 ? 'The clock' : names[move.actor]) : null;
  const said =
    at > 0 ? (ready.replayed.events[at - 1] ?? []).map((e) => eventSentence(e, names, ui)).filter(Boolean) : [];
  const seats = ready.info.seats.map((s) => ({ ...s, connected: false }));
  const lastMoves = lastMovesOf(log, names, ui);
  // Stepping by hand stops the replay playing by itself.
  const stepTo = (n: number) => {
    auto.pause();
    go(n);
  };
  return (
    <main className="page page--match replay" aria-labelledby={`${hid}-h`} data-testid="replay" data-step={at}>
      <header className="match__header">
        <div className="match__title">
          <h1 id={`${hid}-h`}>
            <Link href="/" className="home-link">
              Cutthroat
            </Link>{' '}
            · Replay of {ui.title}
          </h1>
          <p>
            <Link href={`/m/${id}`}>Back to the match</Link>
          </p>
        </div>
        <div className="match__status">
          <p className="status-line">{ui.statusText(view, names, null)}</p>
        </div>
      </header>
      <VerifyResult check={{ state: 'done', verdict: ready.verdict }} />
      {ready.replayed.failure && (
        <p className="notice notice--error">
          The log stops replaying at move {ready.replayed.failure.index}: {ready.replayed.failure.message}.
        </p>
      )}
      <section className="panel replay__controls" aria-label="Replay controls">
        <div className="button-row">
          <button type="button" onClick={() => stepTo(0)} disabled={at === 0} aria-label="First move">
            ◀◀ Start
          </button>
          <button type="button" onClick={() => stepTo(prev(at))} disabled={at === 0} data-testid="replay-prev">
            ◀ Back
          </button>
          <button
            type="button"
            onClick={auto.playing ? auto.pause : auto.play}
            disabled={last === 0}
            aria-pressed={auto.playing}
            data-testid="replay-play"
          >
            {auto.playing ? '❚❚ Pause' : at === last ? '▶ Play from the start' : '▶ Play'}
          </button>
          <button type="button" onClick={() => stepTo(next(at))} disabled={at === last} data-testid="replay-next">
            Next ▶
          </button>
          <button type="button" onClick={() => stepTo(last)} disabled={at === last} aria-label="Last move">
            End ▶▶
          </button>
          <label className="replay__speed">
            <span>Speed</span>{' '}
            <select value={speed} onChange={(e) => setSpeed(e.target.value as ReplaySpeed)} data-testid="replay-speed">
              {REPLAY_SPEEDS.map((s) => (
                <option key={s.label} value={s.label}>
                  {s.label} ({s.ms >= 1000 ? `${s.ms / 1000} s` : `${s.ms} ms`} a step)
                </option>
              ))}
            </select>
          </label>
          <StepByField by={by} names={names} onChange={setBy} />
        </div>
        <label className="replay__slider">
          <span>
            Move <strong data-testid="replay-step">{at}</strong> of {last}
          </span>
          <input
            type="range"
            min={0}
            max={last}
            value={at}
            onChange={(e) => stepTo(Number(e.target.value))}
            data-testid="replay-slider"
          />
        </label>
        <label className="check">
          <input type="checkbox" checked={reveal} onChange={(e) => setReveal(e.target.checked)} data-testid="reveal" />{' '}
          {ui.revealLabel}
        </label>
        <ExportLink id={id} />
        <p aria-live="polite" data-testid="replay-move">
          {move ? (
            // What happened says what was done: the action's own sentence only when no event tells it
            // ("Evade with …" would repeat "… evades with …"), the mover's name once.
            said.length === 0 ? (
              <>
                <strong>{mover}</strong>: {move.actor < 0 ? 'time ran out' : ui.actionText(move.action, names)}.
              </>
            ) : mover && said[0]!.startsWith(mover) ? (
              said.join(' ')
            ) : (
              <>
                <strong>{mover}</strong>: {said.join(' ')}
              </>
            )
          ) : (
            'The cards are dealt.'
          )}
        </p>
      </section>
      {at === last && state.outcome && <Ranking outcome={state.outcome} names={names} ui={ui} me={null} view={view} />}
      <div className="match__grid">
        <div className="match__main">
          {reveal && <ui.Reveal state={state} names={names} />}
          <ui.Table view={view} legal={[]} act={noop} busy names={names} me={null} lastMoves={lastMoves} />
        </div>
        <div className="match__seats">
          <Seats
            seats={seats}
            view={view}
            names={names}
            me={null}
            deadline={null}
            ui={ui}
            presence={false}
            lastMoves={lastMoves}
          />
        </div>
        <div className="match__side">
          <GameLog log={log} gap={false} names={names} ui={ui} title="What happened so far" view={view} />
        </div>
      </div>
    </main>
  );
}
