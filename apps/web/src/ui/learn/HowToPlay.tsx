import { WEB_CATALOG } from '@cutthroat/catalog/web';
import { GlossaryContext, type GameUi } from '@cutthroat/web-kit';
import { useId } from 'react';
import { TutorialList } from './LearnPage.js';
import { Link } from '../common/Link.js';
import { useDocumentTitle } from '../hooks.js';
import { SITE_TITLE } from '../shell/title.js';
import { GoalLine } from './GoalLine.js';

/** Players as the rules seat them: `2 to 6`, or `4` for a fixed count. */
export function playersText(ui: GameUi): string {
  const { minPlayers, maxPlayers } = ui.rules;
  return minPlayers === maxPlayers ? `${minPlayers}` : `${minPlayers} to ${maxPlayers}`;
}

/** One section of the guide, beside its picture when the game draws one. */
function Section({ ui, section }: { ui: GameUi; section: NonNullable<GameUi['guide']>['sections'][number] }) {
  const id = useId();
  const Picture = section.picture !== undefined ? ui.GuidePicture : undefined;
  return (
    <section
      className={`panel guide__section${Picture ? ' guide__section--pictured' : ''}`}
      aria-labelledby={`${id}-h`}
      data-testid={`guide-${section.id}`}
    >
      <div>
        <h2 id={`${id}-h`}>{section.title}</h2>
        {section.paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      {Picture && section.picture !== undefined && (
        <figure className="guide__picture" data-testid={`picture-${section.picture}`}>
          <Picture picture={section.picture} />
        </figure>
      )}
    </section>
  );
}

/** `/learn/:game`: how to play a game, from its guide and glossary, with its pictures. */
export function HowToPlay({ game }: { game: string }) {
  const ui = WEB_CATALOG.get(game);
  useDocumentTitle(ui ? `How to play ${ui.title} · ${SITE_TITLE}` : SITE_TITLE);
  if (!ui?.guide) {
    return (
      <main className="page">
        <h1>No guide</h1>
        <p>
          This client has no guide for that game. <Link href="/">Go to the lobby</Link>.
        </p>
      </main>
    );
  }
  const guide = ui.guide;
  const glossary = ui.glossary ?? [];
  return (
    <GlossaryContext.Provider value={glossary}>
      <main className="page guide" data-testid="how-to-play">
        <p>
          <Link href="/">← Lobby</Link>
        </p>
        <h1>How to play {ui.title}</h1>
        <GoalLine guide={guide} />
        <dl className="guide__facts">
          <dt>Players</dt>
          <dd>{playersText(ui)}</dd>
          <dt>Length</dt>
          <dd>{guide.length}</dd>
        </dl>
        <section className="panel" aria-label="A turn at a glance">
          <h2>A turn at a glance</h2>
          <ol className="guide__turn" data-testid="turn-steps">
            {guide.turn.map((step, i) => (
              <li key={i}>{step}</li>
            ))}
          </ol>
        </section>
        <TutorialList ui={ui} />
        {guide.sections.map((s) => (
          <Section key={s.id} ui={ui} section={s} />
        ))}
        {glossary.length > 0 && (
          <section className="panel" aria-label="Words of the game">
            <h2>Words of the game</h2>
            <p className="muted">At the table, a dotted word explains itself when you point at it or tab to it.</p>
            <dl className="guide__glossary" data-testid="glossary">
              {glossary.map((e) => (
                <div key={e.term}>
                  <dt>{e.term}</dt>
                  <dd>{e.meaning}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        <p className="button-row">
          <Link href={`/?game=${ui.id}`} className="button primary" data-testid="play-this">
            Play {ui.title}
          </Link>
          <Link href="/" className="button">
            Back to the lobby
          </Link>
        </p>
      </main>
    </GlossaryContext.Provider>
  );
}
