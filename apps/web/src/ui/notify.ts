import { useEffect, useRef, useSyncExternalStore } from 'react';
import { storage } from '../net/storage.js';
import { Store } from '../state/store.js';

/**
 * Telling a player that a move waits for them while their tab is in the background: a browser
 * notification, if they asked for it and the browser lets the site show one. The tab's title says
 * it too ("Your move · ..."), but a title is easy to miss in a turn-based match of days.
 */

/** Whether the player asked for notifications in this browser (kept in localStorage). */
const wanted = new Store<boolean>(storage.notify());

export function useNotifyWanted(): boolean {
  return useSyncExternalStore(wanted.subscribe, wanted.get);
}

/** What can stop a notification, as the page sees it now. */
export interface NotifyConditions {
  /** The tab is in the background (`document.visibilityState === 'hidden'`). */
  readonly hidden: boolean;
  readonly wanted: boolean;
  /** `Notification.permission`, or null where the browser has no notifications. */
  readonly permission: string | null;
}

/**
 * Whether to notify now: more moves wait for us than a moment ago (in one match, 0 or 1; in the
 * lobby, how many of our matches; null while not known yet, which is no news), nobody sees the
 * tab, and we may.
 */
export function shouldNotify(was: number | null, is: number | null, page: NotifyConditions): boolean {
  return was !== null && is !== null && is > was && page.hidden && page.wanted && page.permission === 'granted';
}

const conditions = (): NotifyConditions => ({
  hidden: document.visibilityState === 'hidden',
  wanted: wanted.get(),
  permission: typeof Notification === 'undefined' ? null : Notification.permission,
});

/**
 * Notify when `waiting` (how many moves wait for us) grows while the tab is hidden. `tag` names
 * what it is about, so that a second notice for the same thing replaces the first.
 */
export function useNotifyWhen(waiting: number | null, title: string, body: string, tag: string): void {
  const was = useRef(waiting);
  useEffect(() => {
    const before = was.current;
    was.current = waiting;
    if (!shouldNotify(before, waiting, conditions())) return;
    const n = new Notification(title, { body, tag });
    n.onclick = () => {
      window.focus();
      n.close();
    };
  }, [waiting, title, body, tag]);
}

/**
 * Turn notifications on (asking the browser's permission, which only a click may do) or off. The
 * answer, when it is not a yes: why nothing will be shown.
 */
export async function setNotifyWanted(on: boolean): Promise<string | null> {
  if (!on) {
    storage.setNotify(false);
    wanted.set(false);
    return null;
  }
  if (typeof Notification === 'undefined') return 'This browser cannot show notifications.';
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return "Notifications are blocked for this site in your browser's settings.";
  storage.setNotify(true);
  wanted.set(true);
  return null;
}
