import { useSyncExternalStore } from 'react';
import { api, ApiError } from '../net/api.js';
import { storage, type Identity } from '../net/storage.js';
import { Store } from '../state/store.js';

/** The anonymous player identity, shared by every page of this tab. */
const identity = new Store<Identity | null>(storage.identity());

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
    forgetIdentity();
    return call(await ensureIdentity(name || id.name));
  }
}
