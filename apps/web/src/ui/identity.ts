import { useSyncExternalStore } from 'react';
import { api, ApiError } from '../net/api.js';
import { sentence } from './words.js';
import { IDENTITY_KEY, storage, type Identity } from '../net/storage.js';
import { Store } from '../state/store.js';

/** The anonymous player identity, shared by every page of this tab. */
const identity = new Store<Identity | null>(storage.identity());

// Another tab of this browser forgot, adopted or re-keyed the identity: this one follows, so that
// it never calls the server with a token that was replaced (and then forgets the identity).
globalThis.addEventListener?.('storage', (e: StorageEvent) => {
  if (e.key === IDENTITY_KEY || e.key === null) followStoredIdentity();
});

/** Take the identity as stored now (another tab changed it). */
export function followStoredIdentity(): void {
  identity.set(storage.identity());
}

export function useIdentity(): Identity | null {
  return useSyncExternalStore(identity.subscribe, identity.get);
}

export function forgetIdentity(): void {
  storage.setIdentity(null);
  identity.set(null);
}

/**
 * A new name for the stored identity, for the seats it takes from now on (the server's answer is
 * what is kept). Refusals (a blank name, an identity the server no longer knows) are thrown.
 */
export async function renameIdentity(name: string): Promise<void> {
  const known = identity.get();
  if (!known) return;
  const renamed = await api.rename(name, known.token);
  const id: Identity = { ...known, name: renamed.name };
  storage.setIdentity(id);
  identity.set(id);
}

/**
 * A new token for the identity, for when its link went where it should not: the old token, and
 * every seat token this or any browser kept, speak for nobody from now on. This browser keeps the
 * identity under the new token, and plays its seats with it. Refusals are thrown.
 *
 * The browser makes the token and keeps it before it asks, so that an answer lost on the way
 * loses nothing: it then asks `GET /api/me` with the new token whether the server took it, and
 * until it knows, keeps it to try again (`withIdentity`).
 */
export async function replaceIdentityToken(): Promise<void> {
  const known = identity.get();
  if (!known) return;
  const token = randomToken();
  storage.setPendingToken({ playerId: known.playerId, token });
  let replaced: Identity | null;
  try {
    const answer = await api.replaceToken(known.token, token);
    replaced = { playerId: answer.playerId, name: answer.name, token: answer.token };
  } catch (e) {
    replaced = await pendingIdentity(known);
    if (!replaced) throw e;
  }
  keepReplaced(replaced);
}

/** The identity under its new token; the seat tokens kept here went with the old one. */
function keepReplaced(id: Identity): void {
  storage.setIdentity(id);
  storage.setPendingToken(null);
  storage.forgetSeats();
  identity.set(id);
}

/**
 * The identity under the token kept while a replacement was asked for, if the server took it;
 * null if it did not (and the token is forgotten) or nothing was pending for this player. Unsure
 * (the server cannot be reached), the token stays kept for the next try.
 */
async function pendingIdentity(known: Identity): Promise<Identity | null> {
  const pending = storage.pendingToken();
  if (!pending || pending.playerId !== known.playerId) return null;
  try {
    const me = await api.me(pending.token);
    return { playerId: me.playerId, name: me.name, token: pending.token };
  } catch (e) {
    if (e instanceof ApiError && e.code === 'lobby/unauthorized') storage.setPendingToken(null);
    return null;
  }
}

/** 128 random bits in base64url, as the server makes tokens. */
function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The stored identity, or a new one under `name`. */
export async function ensureIdentity(name: string): Promise<Identity> {
  const known = identity.get();
  if (known) return known;
  const created = await api.newPlayer(name);
  const id: Identity = { playerId: created.playerId, name: created.name, token: created.token };
  storage.setIdentity(id);
  identity.set(id);
  return id;
}

/** Run a call that needs the player token; if the server no longer knows it, start a new identity once. */
export async function withIdentity<T>(name: string, call: (id: Identity) => Promise<T>): Promise<T> {
  const id = await ensureIdentity(name);
  try {
    return await call(id);
  } catch (e) {
    if (!(e instanceof ApiError && e.code === 'lobby/unauthorized')) throw e;
    // Re-keyed meanwhile in another tab, whose event has not come yet: the stored one is good.
    const stored = storage.identity();
    if (stored && stored.playerId === id.playerId && stored.token !== id.token) {
      identity.set(stored);
      return call(stored);
    }
    // Re-keyed here, and the answer was lost: the token asked for is the one.
    const pending = await pendingIdentity(id);
    if (pending) {
      keepReplaced(pending);
      return call(pending);
    }
    forgetIdentity();
    return call(await ensureIdentity(name || id.name));
  }
}

/**
 * The link that opens this identity in another browser (a phone, another computer): its token in
 * the fragment, which browsers send to no server and put in no `Referer`. Whoever has the link
 * plays as this identity, as this browser does.
 */
export const identityLink = (origin: string, token: string): string =>
  `${origin}/#identity=${encodeURIComponent(token)}`;

/** What a page opened with an identity's link did with it. */
export type LinkedIdentity =
  | { readonly kind: 'none' }
  | { readonly kind: 'adopted'; readonly name: string }
  /** This browser plays as another identity already: it keeps it (forget it first to switch). */
  | { readonly kind: 'kept'; readonly name: string; readonly linked: string }
  | { readonly kind: 'refused'; readonly message: string };

/**
 * Take the identity of a link (`#identity=<token>`) if this browser has none (or has that one):
 * the server says whose token it is first. The fragment is removed either way, so the token does
 * not stay in the address bar or the history.
 */
export async function adoptLinkedIdentity(hash: string, clearHash: () => void): Promise<LinkedIdentity> {
  const token = /^#identity=([^&]+)$/.exec(hash)?.[1];
  if (!token) return { kind: 'none' };
  clearHash();
  let me;
  try {
    me = await api.me(decodeURIComponent(token));
  } catch (e) {
    const unknown = e instanceof ApiError && e.code === 'lobby/unauthorized';
    const message = unknown
      ? "The link's identity is not known to this server."
      : e instanceof ApiError
        ? sentence(e.code, e.message)
        : 'Something went wrong.';
    return { kind: 'refused', message };
  }
  const known = identity.get();
  if (known && known.playerId !== me.playerId) return { kind: 'kept', name: known.name, linked: me.name };
  const id: Identity = { playerId: me.playerId, name: me.name, token: decodeURIComponent(token) };
  storage.setIdentity(id);
  identity.set(id);
  return { kind: 'adopted', name: me.name };
}
