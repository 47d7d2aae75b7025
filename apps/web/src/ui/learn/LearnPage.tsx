import { WEB_CATALOG } from '@cutthroat/catalog/web';
import type { GameUi } from '@cutthroat/web-kit';
import { Link } from '../common/Link.js';
import { TutorialPlayer } from './TutorialPlayer.js';

/** `/learn/:game/:tutorial`: one of the game's tutorials, played here. */
export function LearnPage({ game, tutorial }: { game: string; tutorial: string }) {
  const ui = WEB_CATALOG.get(game);
  if (!ui) return <Missing what={`no game called “${game}”`} />;
  const t = ui.tutorials?.find((x) => x.id === tutorial);
  if (!t) return <Missing what={`no ${ui.title} tutorial called “${tutorial}”`} back={`/learn/${ui.id}`} />;
  return <TutorialPlayer ui={ui} tutorial={t} />;
}

/** The game's tutorials, on its how-to-play page: each a worked example of the rulebook. */
export function TutorialList({ ui }: { ui: GameUi }) {
  const list = ui.tutorials ?? [];
  if (list.length === 0) return null;
  return (
    <section className="panel learn" aria-label="Tutorials" data-testid="learn">
      <h2>Tutorials</h2>
      <p>Short lessons played on the real rules, each one a worked example from the rulebook.</p>
      <ol className="learn__list" data-testid="tutorials">
        {list.map((t) => (
          <li key={t.id}>
            <h3>
              <Link href={`/learn/${ui.id}/${t.id}`} data-testid={`tutorial-${t.id}`}>
                {t.title}
              </Link>
            </h3>
            <p>{t.summary}</p>
            <p className="muted">From the rulebook: {t.source}.</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Missing({ what, back = '/' }: { what: string; back?: string }) {
  return (
    <main className="page">
      <h1>Not found</h1>
      <p>
        There is {what}. <Link href={back}>Go back</Link>.
      </p>
    </main>
  );
}
