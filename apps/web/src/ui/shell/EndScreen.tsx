import type { MatchView, Outcome } from '@cutthroat/engine';
import { useEffect, useId, useMemo, useState } from 'react';
import { api, ApiError } from '../../net/api.js';
import { parseExport, recordOf, replaySteps, verifyExport, type Verdict } from '../../games/verify.js';
import { fairness } from '../../net/fairness.js';
import { Link } from '../common/Link.js';
import { SeatBadge, type GameUi } from '@cutthroat/web-kit';
import { ordinal, sentence, winnersText } from '../words.js';
import { MoneyChart } from './MoneyChart.js';
import { moneySeries, type MoneySeries } from './progress.js';

type Check = { state: 'checking' } | { state: 'done'; verdict: Verdict } | { state: 'failed'; text: string };

/**
 * Fetch the export and check it here, in the browser, with the same engine and rules: the secret
 * hashes to the commitment we were given at the start, and the log replays to the same outcome.
 */
function useVerification(
  matchId: string,
  commitment: string | null,
  outcome: Outcome,
): { check: Check; exported: unknown } {
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const [exported, setExported] = useState<unknown>(null);
  const announced = JSON.stringify(outcome);
  useEffect(() => {
    let live = true;
    void (async () => {
      // The server marks a match finished before it announces the end; a retry covers a restart.
      for (let attempt = 0; attempt < 5 && live; attempt++) {
        try {
          const exported = await api.exportMatch(matchId);
          // What this browser kept since the match began outweighs what it is told now.
          const kept = fairness.of(matchId);
          const shown = kept.commitment ?? commitment;
          const verdict = verifyExport(exported, {
            ...(shown ? { commitment: shown } : {}),
            ...(kept.seat !== undefined && kept.seed !== undefined
              ? { seatSeed: { seat: kept.seat, seed: kept.seed } }
              : {}),
            outcome: JSON.parse(announced) as unknown,
          });
          if (live) {
            setCheck({ state: 'done', verdict });
            setExported(exported);
          }
          return;
        } catch (e) {
          if (!(e instanceof ApiError && e.code === 'lobby/not-finished') || attempt === 4) {
            if (live) {
              setCheck({
                state: 'failed',
                text: e instanceof ApiError ? sentence(e.code, e.message) : 'The match record could not be read.',
              });
            }
            return;
          }
          await new Promise((r) => setTimeout(r, 400 * (attempt + 1)));
        }
      }
    })();
    return () => {
      live = false;
    };
  }, [matchId, commitment, announced]);
  return { check, exported };
}

/** Money over the match, replayed here from the record the verification fetched. */
function useMoneySeries(exported: unknown, ui: GameUi): MoneySeries | null {
  return useMemo(() => {
    if (exported === null || !ui.progress) return null;
    const parsed = parseExport(exported);
    if (!parsed.ok) return null;
    const replayed = replaySteps(ui.rules, recordOf(parsed.value), parsed.value.log);
    return replayed.failure ? null : moneySeries(replayed.states, ui.progress);
  }, [exported, ui]);
}

export function VerifyResult({ check }: { check: Check }) {
  if (check.state === 'checking') {
    return (
      <p className="verify" role="status" data-testid="verify-result" data-state="checking">
        Checking the match record in your browser…
      </p>
    );
  }
  if (check.state === 'failed') {
    return (
      <p className="verify verify--bad" role="status" data-testid="verify-result" data-state="failed">
        Could not verify: {check.text}
      </p>
    );
  }
  const v = check.verdict;
  return v.ok ? (
    <p className="verify verify--ok" role="status" data-testid="verify-result" data-state="ok">
      <span aria-hidden="true">✔ </span>Verified in your browser: the revealed secret hashes to the commitment published
      when the match began, the deal came from it and every seat’s seed, and its {v.actions} moves replay, every shuffle
      included, to this ranking.
    </p>
  ) : (
    <p className="verify verify--bad" role="status" data-testid="verify-result" data-state="bad">
      <span aria-hidden="true">✘ </span>Not verified: {v.message} ({v.code}).
    </p>
  );
}

export function Ranking({
  outcome,
  names,
  ui,
  me,
  view,
}: {
  outcome: Outcome;
  names: readonly string[];
  ui: GameUi;
  me: number | null;
  view: MatchView<unknown, unknown> | null;
}) {
  return (
    <table className="ranking" data-testid="ranking">
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Player</th>
          <th scope="col">Score</th>
        </tr>
      </thead>
      <tbody>
        {outcome.ranking.map((s) => (
          <tr key={s.seat} className={s.seat === me ? 'is-me' : undefined}>
            <td>{s.rank}</td>
            <th scope="row">
              <SeatBadge seat={s.seat} small /> {names[s.seat]}
            </th>
            <td>{ui.scoreText(s.score, view)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function EndScreen({
  matchId,
  outcome,
  secret,
  commitment,
  names,
  ui,
  me,
  view,
  playAgain,
}: {
  matchId: string;
  outcome: Outcome;
  secret: string | null;
  commitment: string | null;
  names: readonly string[];
  ui: GameUi;
  me: number | null;
  view: MatchView<unknown, unknown> | null;
  /** A new match with the same settings, for a player of this one (null for a spectator). */
  playAgain: (() => void) | null;
}) {
  const id = useId();
  const { check, exported } = useVerification(matchId, commitment, outcome);
  const series = useMoneySeries(exported, ui);
  const mine = outcome.ranking.find((s) => s.seat === me);
  const winners = outcome.ranking.filter((s) => s.rank === 1).map((s) => names[s.seat] ?? '');
  const why = view && ui.endText ? ui.endText(view, names) : null;
  return (
    <section className="panel end-screen" aria-labelledby={`${id}-h`} data-testid="end-screen">
      <h2 id={`${id}-h`}>The game is over</h2>
      <p className="end-screen__headline" data-testid="headline">
        {mine ? (mine.rank === 1 ? 'You win' : `You finish ${ordinal(mine.rank)}`) : winnersText(winners)}
        {mine && outcome.ranking.filter((s) => s.rank === mine.rank).length > 1 ? ', tied' : ''}.
      </p>
      {why && (
        <p className="end-screen__why" data-testid="end-reason">
          {why}
        </p>
      )}
      <Ranking outcome={outcome} names={names} ui={ui} me={me} view={view} />
      {series && <MoneyChart series={series} names={names} ui={ui} />}
      <dl className="fair">
        <dt>Secret (the seed), revealed now</dt>
        <dd>
          <code data-testid="secret">{secret ?? 'not received'}</code>
        </dd>
        <dt>Commitment published at the start (its SHA-256)</dt>
        <dd>
          <code>{commitment ?? 'not received'}</code>
        </dd>
      </dl>
      <VerifyResult check={check} />
      <p className="button-row">
        {playAgain && (
          <button type="button" className="primary" onClick={playAgain} data-testid="play-again">
            Play again, same settings
          </button>
        )}
        <Link href={`/r/${matchId}`} className="button" data-testid="replay-link">
          Watch the replay
        </Link>
        <Link href="/" className="button">
          Back to the lobby
        </Link>
      </p>
    </section>
  );
}
