import { WEB_CATALOG } from '@cutthroat/catalog/web';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { api, serverNow, type MatchSummary, type PlayerMatchSummary } from '../../net/api.js';
import { Link } from '../common/Link.js';
import { useDocumentTitle } from '../hooks.js';
import { useIdentity } from '../identity.js';
import { useNotifyWhen } from '../notify.js';
import { SITE_TITLE } from '../shell/title.js';
import { lobbyTitle, ourMove, ourMovesFirst, placeText, standing } from './standing.js';
import { ago, errorText } from './text.js';

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

export function OpenMatches() {
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

export function LiveMatches() {
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

/** Finished matches whose place is fetched: the first ones listed, the newest. */
const PLACES = 10;

/**
 * Our place in each of our finished matches (the first `PLACES` listed), read from the outcome in
 * its export, once per match: a finished match's result never changes.
 */
function usePlaces(matches: readonly PlayerMatchSummary[] | null): ReadonlyMap<string, string> {
  const [places, setPlaces] = useState<ReadonlyMap<string, string>>(new Map());
  const asked = useRef(new Set<string>());
  useEffect(() => {
    const todo = (matches ?? [])
      .filter((m) => m.status === 'finished')
      .slice(0, PLACES)
      .filter((m) => !asked.current.has(m.id));
    for (const m of todo) {
      asked.current.add(m.id);
      api.exportMatch(m.id).then(
        (exported) => {
          const place = placeText((exported as { outcome?: unknown } | null)?.outcome ?? null, m.seat);
          if (place !== null) setPlaces((old) => new Map(old).set(m.id, place));
        },
        // Without the export the line just says "over".
        () => undefined,
      );
    }
  }, [matches]);
  return places;
}

export function MyMatches() {
  const identity = useIdentity();
  const token = identity?.token ?? null;
  const load = useCallback(() => api.myMatches(token!), [token]);
  const list = useList(token ? load : null, 15000);
  const matches = useMemo(() => (list.matches ? ourMovesFirst(list.matches) : null), [list.matches]);
  const places = usePlaces(list.matches);
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
        what: places.has(m.id) ? `over, ${places.get(m.id)}` : standing(m, serverNow()),
        links: [
          { href: `/m/${m.id}`, label: m.status === 'finished' ? 'Result' : 'Return to the table' },
          ...(m.status === 'finished' ? [{ href: `/r/${m.id}`, label: 'Replay' }] : []),
        ],
      })}
    />
  );
}
