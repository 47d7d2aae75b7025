import { useCallback, useEffect, useState } from 'react';
import { api, type GameInfo } from '../../net/api.js';
import { CreateMatch } from './CreateMatch.js';
import { Games } from './Games.js';
import { Identity, LinkedIdentityNotice } from './Identity.js';
import { LiveMatches, MyMatches, OpenMatches } from './MatchLists.js';
import { errorText } from './text.js';

type Games =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly games: readonly GameInfo[] }
  | { readonly kind: 'failed'; readonly error: string };

/** The games the server plays (`GET /api/games`), asked for once; `retry` asks again. */
function useGames(): [Games, () => void] {
  const [games, setGames] = useState<Games>({ kind: 'loading' });
  const load = useCallback(() => {
    setGames({ kind: 'loading' });
    api.games().then(
      (list) => setGames({ kind: 'ready', games: list.games }),
      (e: unknown) => setGames({ kind: 'failed', error: errorText(e) }),
    );
  }, []);
  useEffect(load, [load]);
  return [games, load];
}

/** The new-match panel once the server has said which games it plays. */
function NewMatch({
  name,
  games,
  retry,
  chosen,
}: {
  name: string;
  games: Games;
  retry: () => void;
  chosen: string | null;
}) {
  if (games.kind === 'ready') {
    const [first, ...rest] = games.games;
    // Keyed by the chosen game: choosing another from the lobby's list starts the form anew.
    if (first) return <CreateMatch key={chosen ?? ''} name={name} games={[first, ...rest]} chosen={chosen} />;
  }
  return (
    <section className="panel" aria-label="New match">
      <h2>New match</h2>
      {games.kind === 'loading' ? (
        <p className="muted">Loading the games…</p>
      ) : games.kind === 'failed' ? (
        <p className="notice notice--error" role="alert" data-testid="games-error">
          The games could not be loaded: {games.error}{' '}
          <button type="button" className="link-button" onClick={retry}>
            Try again
          </button>
        </p>
      ) : (
        <p className="muted">This server plays no game.</p>
      )}
    </section>
  );
}

/**
 * `/`: who you are, a new match (of `game`, from `?game=`, if the server plays it), your own
 * matches, matches waiting for players and matches to watch, and the games presented.
 */
export function Lobby({ game = null }: { game?: string | null }) {
  const [name, setName] = useState('');
  const [games, retry] = useGames();
  const titles = games.kind === 'ready' ? games.games.map((g) => g.title) : [];
  return (
    <main className="page lobby" data-testid="lobby">
      <header className="lobby__header">
        <h1>Cutthroat</h1>
        <p>
          Ruthless economy games for 2 to 6 players, people or bots.
          {titles.length > 0 && ` Playable now: ${titles.join(', ')}.`}
        </p>
      </header>
      <LinkedIdentityNotice />
      <div className="lobby__grid">
        <div>
          <Identity name={name} setName={setName} />
          <NewMatch name={name} games={games} retry={retry} chosen={game} />
        </div>
        <div>
          <MyMatches />
          <OpenMatches />
          <LiveMatches />
          {games.kind === 'ready' && <Games games={games.games} />}
        </div>
      </div>
    </main>
  );
}
