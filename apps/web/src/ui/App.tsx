import { parseRoute, useLocation } from '../router.js';
import { Link } from './common/Link.js';
import { HowToPlay } from './learn/HowToPlay.js';
import { Lobby } from './lobby/Lobby.js';
import { LearnPage } from './learn/LearnPage.js';
import { ReplayPage } from './replay/ReplayPage.js';
import { MatchPage } from './shell/MatchPage.js';

export function App() {
  const { pathname, search } = useLocation();
  const route = parseRoute(pathname, search);
  switch (route.name) {
    case 'lobby':
      return <Lobby game={route.game} />;
    case 'learn':
      return route.tutorial === null ? (
        <HowToPlay key={route.game} game={route.game} />
      ) : (
        <LearnPage key={`${route.game}/${route.tutorial}`} game={route.game} tutorial={route.tutorial} />
      );
    case 'match':
      return <MatchPage key={route.id} id={route.id} invited={route.seat} watch={route.watch} />;
    case 'replay':
      return <ReplayPage key={route.id} id={route.id} />;
    case 'not-found':
      return (
        <main className="page">
          <h1>Not found</h1>
          <p>
            There is nothing at {route.path}. <Link href="/">Go to the lobby</Link>.
          </p>
        </main>
      );
  }
}
