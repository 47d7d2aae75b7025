import { WEB_CATALOG } from '@cutthroat/catalog/web';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { GameInfo } from '../../net/api.js';
import { Link } from '../common/Link.js';

/** Players as a game seats them: `2 to 6 players`. */
export const playersRange = (g: GameInfo): string =>
  g.minPlayers === g.maxPlayers ? `${g.minPlayers} players` : `${g.minPlayers} to ${g.maxPlayers} players`;

/**
 * A picture shrunk to its frame's height (9rem, learn.css) rather than cut: measured once drawn and
 * zoomed by the frame's height over its own. Zoomed, a picture that wraps (a row of cards) may wrap
 * less and come out shorter: a few rounds bring it near the frame's height.
 */
function Fitted({ game, children }: { game: string; children: ReactNode }) {
  const frame = useRef<HTMLElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const f = frame.current;
    const i = inner.current;
    if (!f || !i) return;
    const room = parseFloat(getComputedStyle(f).maxHeight);
    if (!(room > 0)) return;
    // The largest zoom tried that fits, and the next to try.
    let fits = 0;
    let zoom = 1;
    for (let round = 0; round < 5; round++) {
      i.style.zoom = String(zoom);
      // The frame's scroll height: the picture as zoomed, its margins too.
      const height = f.scrollHeight;
      if (height <= 0) return;
      if (height <= room + 1) {
        fits = Math.max(fits, zoom);
        // Unzoomed, or within 5% of the frame: done.
        if (zoom === 1 || height >= room * 0.95) break;
      }
      zoom = Math.min(1, (zoom * room) / height);
      if (zoom <= fits) break;
    }
    i.style.zoom = String(fits > 0 ? fits : zoom * 0.9);
  }, []);
  return (
    <figure className="game-cards__picture" inert ref={frame} data-testid={`game-picture-${game}`}>
      <div ref={inner}>{children}</div>
    </figure>
  );
}

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
                <Fitted game={g.id}>
                  <Picture picture={picture} />
                </Fitted>
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
