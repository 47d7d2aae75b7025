import { WEB_CATALOG } from '@cutthroat/catalog/web';
import { Link } from '../common/Link.js';

/** "Learn to play": a link to each game's tutorials, for the games that have some. */
export function LearnLinks() {
  const games = WEB_CATALOG.games.filter((g) => (g.tutorials?.length ?? 0) > 0);
  if (games.length === 0) return null;
  return (
    <p className="learn-links" data-testid="learn-links">
      Learn to play, step by step on the rulebook’s own examples:{' '}
      {games.map((g, i) => (
        <span key={g.id}>
          {i > 0 && ' · '}
          <Link href={`/learn/${g.id}`} data-testid={`learn-${g.id}`}>
            {g.title}
          </Link>
        </span>
      ))}
    </p>
  );
}
