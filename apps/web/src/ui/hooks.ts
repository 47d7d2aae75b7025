import { useEffect, useState, useSyncExternalStore } from 'react';
import { matchController, type MatchController } from '../state/controller.js';
import { initialModel, type MatchModel } from '../state/model.js';
import { Store } from '../state/store.js';
import { socketUrl } from '../net/socket.js';
import { SITE_TITLE } from './shell/title.js';

const idle = new Store<MatchModel>(initialModel(''));

/**
 * One live connection per (match, token) while the component is mounted. Watching (no token), the
 * spectator chats under `spectatorName`, if any.
 */
export function useMatchController(
  matchId: string,
  token: string | null,
  spectatorName: string | null = null,
): MatchController | null {
  const [ctl, setCtl] = useState<MatchController | null>(null);
  useEffect(() => {
    const c = matchController({ url: socketUrl(window.location), matchId, token, spectatorName });
    setCtl(c);
    return () => {
      c.stop();
      setCtl(null);
    };
  }, [matchId, token, spectatorName]);
  return ctl;
}

export function useModel(ctl: MatchController | null): MatchModel {
  const store = ctl?.store ?? idle;
  return useSyncExternalStore(store.subscribe, store.get);
}

/** The tab's title while the component is mounted; the site's name again once it is gone. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = SITE_TITLE;
    };
  }, [title]);
}
