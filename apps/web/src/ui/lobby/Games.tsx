import { WEB_CATALOG } from '@cutthroat/catalog/web';
import { useId } from 'react';
import type { GameInfo } from '../../net/api.js';
import { Link } from '../common/Link.js';

/** Players as a game seats them: `2 to 6 players`. */
export const playersRange = (g: GameInfo): string =>
  g.minPlayers === g.maxPlayers ? `${g.minPlayers} players` : `${g.minPlayers} to ${g.maxPlayers} players`;

/**
 * The games the server plays, each presented: a picture from its guide, its pitch, players, usual length (from its guide),
 * a link to how to play it and one to start a match of it.
 */
export function Games({ games }: { games: readonly GameInfo[] }) {
  const id = useId();
  if (games.length === 0) return null;
  return (
    <section className="panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>The games</h2>
      <ul className="game-cards" data-testid="game-cards">
        {games.map((g) => {
          const ui = WEB_CATALOG.get(g.id);
          const guide = ui?.guide;
          // The guide's first picture, drawn from the game's own parts: a glimpse, not a control.
          const picture = guide?.sections.find((s) => s.picture !== undefined)?.picture;
          const Picture = picture !== undefined ? ui?.GuidePicture : undefined;
          return (
            <li key={g.id} data-game={g.id}>
              {Picture && picture !== undefined && (
                <figure className="game-cards__picture" inert data-testid={`game-picture-${g.id}`}>
                  <Picture picture={picture} />
                </figure>
              )}
              <h3>{g.title}</h3>
              <p>{g.pitch}</p>
              <p className="muted">
                {playersRange(g)}
                {guide && `; ${guide.length}`}.
              </p>
              <p className="button-row">
                {guide && (
                  <Link href={`/learn/${g.id}`} className="button" data-testid={`learn-${g.id}`}>
                    How to play {g.title}
                  </Link>
                )}
                <Link href={`/?game=${g.id}`} className="button" data-testid={`choose-${g.id}`}>
                  New match of {g.title}
                </Link>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
