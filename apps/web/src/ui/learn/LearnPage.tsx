import { WEB_CATALOG } from '@cutthroat/catalog/web';
import type { GameUi } from '@cutthroat/web-kit';
import { Link } from '../common/Link.js';
import { TutorialPlayer } from './TutorialPlayer.js';

/** `/learn/:game`: the game's tutorials; `/learn/:game/:tutorial`: one of them, played here. */
export function LearnPage({ game, tutorial }: { game: string; tutorial: string | null }) {
  const ui = WEB_CATALOG.get(game);
  if (!ui) return <Missing what={`no game called “${game}”`} />;
  if (tutorial === null) return <TutorialList ui={ui} />;
  const t = ui.tutorials?.find((x) => x.id === tutorial);
  if (!t) return <Missing what={`no ${ui.title} tutorial called “${tutorial}”`} back={`/learn/${ui.id}`} />;
  return <TutorialPlayer ui={ui} tutorial={t} />;
}

function TutorialList({ ui }: { ui: GameUi }) {
  const list = ui.tutorials ?? [];
  return (
    <main className="page learn" data-testid="learn">
      <header>
        <h1>
          <Link href="/" className="home-link" aria-label="Cutthroat lobby">
            Cutthroat
          </Link>{' '}
          · Learn {ui.title}
        </h1>
        <p>Short lessons played on the real rules, each one a worked example from the rulebook.</p>
      </header>
      {list.length === 0 ? (
        <p className="muted">{ui.title} has no tutorial yet.</p>
      ) : (
        <ol className="learn__list" data-testid="tutorials">
          {list.map((t) => (
            <li key={t.id} className="panel">
              <h2>
                <Link href={`/learn/${ui.id}/${t.id}`} data-testid={`tutorial-${t.id}`}>
                  {t.title}
                </Link>
              </h2>
              <p>{t.summary}</p>
              <p className="muted">From the rulebook: {t.source}.</p>
            </li>
          ))}
        </ol>
      )}
      <p>
        <Link href="/">Back to the lobby</Link>
      </p>
    </main>
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
