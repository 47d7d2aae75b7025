import { useSyncExternalStore } from 'react';

export type Route =
  | { readonly name: 'lobby'; readonly game: string | null }
  /** `/learn/:game` how to play the game (with its tutorials), `/learn/:game/:tutorial` one tutorial. */
  | { readonly name: 'learn'; readonly game: string; readonly tutorial: string | null }
  | { readonly name: 'match'; readonly id: string; readonly seat: number | null; readonly watch: boolean }
  | { readonly name: 'replay'; readonly id: string }
  | { readonly name: 'not-found'; readonly path: string };

const ID = '[A-Za-z0-9_-]{8,64}';

const GAME = '[a-z0-9-]{1,40}';

/**
 * `/` the lobby (`?game=id` chooses the new match's game), `/learn/:game` how to play a game
 * (`/learn/:game/:tutorial` one of its tutorials),
 * `/m/:id` a match (`?seat=n` an invite, `?watch` to spectate), `/r/:id` a replay.
 */
export function parseRoute(pathname: string, search: string): Route {
  const params = new URLSearchParams(search);
  if (pathname === '/' || pathname === '') {
    const game = params.get('game');
    return { name: 'lobby', game: game !== null && new RegExp(`^${GAME}$`).test(game) ? game : null };
  }
  const l = new RegExp(`^/learn/(${GAME})(?:/([a-z0-9-]{1,60}))?/?$`).exec(pathname);
  if (l) return { name: 'learn', game: l[1]!, tutorial: l[2] ?? null };
  const m = new RegExp(`^/m/(${ID})/?$`).exec(pathname);
  if (m) {
    const seat = params.get('seat');
    const n = seat !== null && /^[0-5]$/.test(seat) ? Number(seat) : null;
    return { name: 'match', id: m[1]!, seat: n, watch: params.has('watch') };
  }
  const r = new RegExp(`^/r/(${ID})/?$`).exec(pathname);
  if (r) return { name: 'replay', id: r[1]! };
  return { name: 'not-found', path: pathname };
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const l of [...listeners]) l();
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('popstate', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

const snapshot = () => `${window.location.pathname}${window.location.search}`;

/** The current path and query, re-rendering on navigation. */
export function useLocation(): { pathname: string; search: string } {
  const href = useSyncExternalStore(subscribe, snapshot);
  const q = href.indexOf('?');
  return q < 0 ? { pathname: href, search: '' } : { pathname: href.slice(0, q), search: href.slice(q) };
}

/** History API navigation: the server answers every non-API path with index.html. */
export function navigate(to: string, replace = false): void {
  if (to === snapshot()) return;
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.scrollTo?.(0, 0);
  notify();
}
