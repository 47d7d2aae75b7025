/**
 * What this browser remembers: the anonymous player identity and, per match, the seat token that
 * `join` returned, whose chat is muted and which news of losses was dismissed, and the player's table settings (notifications, sound,
 * auto-pass). Nothing else is stored; a missing or unreadable
 * localStorage just means the player starts afresh.
 */
export interface Identity {
  readonly playerId: string;
  readonly name: string;
  readonly token: string;
}

export interface PendingToken {
  readonly playerId: string;
  readonly token: string;
}

export interface SeatTicket {
  readonly seat: number;
  readonly seatToken: string;
}

/** Where the identity is kept: another tab's change to it comes to this one as a `storage` event. */
export const IDENTITY_KEY = 'cutthroat/player';
const NOTIFY_KEY = 'cutthroat/notify';
/** A table setting of the player's, on or off. */
export type Setting = 'sound' | 'auto-pass';
/**
 * Each setting as it stands until the player changes it: no sound; auto-pass on, since a window in
 * which no answer of ours does anything is not worth a question (issue of the table's prompts).
 */
const SETTING_DEFAULTS: Readonly<Record<Setting, boolean>> = { sound: false, 'auto-pass': true };
const settingKey = (name: Setting) => `cutthroat/setting/${name}`;
const PENDING_TOKEN_KEY = 'cutthroat/pending-token';
const SEAT_PREFIX = 'cutthroat/seat/';
const seatKey = (matchId: string) => `${SEAT_PREFIX}${matchId}`;
const muteKey = (matchId: string) => `cutthroat/muted/${matchId}`;
const dismissedKey = (matchId: string) => `cutthroat/dismissed-news/${matchId}`;

function read<T>(key: string, valid: (v: unknown) => v is T): T | null {
  try {
    const text = globalThis.localStorage?.getItem(key);
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the player will be asked again next time.
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

const isIdentity = (v: unknown): v is Identity =>
  isObject(v) && typeof v['playerId'] === 'string' && typeof v['name'] === 'string' && typeof v['token'] === 'string';

const isPendingToken = (v: unknown): v is PendingToken =>
  isObject(v) && typeof v['playerId'] === 'string' && typeof v['token'] === 'string';

const isTicket = (v: unknown): v is SeatTicket =>
  isObject(v) && Number.isInteger(v['seat']) && typeof v['seatToken'] === 'string';

export const storage = {
  identity: (): Identity | null => read(IDENTITY_KEY, isIdentity),
  setIdentity: (identity: Identity | null): void => write(IDENTITY_KEY, identity),
  seat: (matchId: string): SeatTicket | null => read(seatKey(matchId), isTicket),
  setSeat: (matchId: string, ticket: SeatTicket | null): void => write(seatKey(matchId), ticket),
  /**
   * A new token asked for and not yet known to have been taken (see `replaceIdentityToken`): kept
   * until the server's answer, or `GET /api/me` with it, says.
   */
  pendingToken: (): PendingToken | null => read(PENDING_TOKEN_KEY, isPendingToken),
  setPendingToken: (pending: PendingToken | null): void => write(PENDING_TOKEN_KEY, pending),
  /** Forget every seat token kept here (they were replaced with the player's token). */
  forgetSeats: (): void => {
    try {
      const store = globalThis.localStorage;
      if (!store) return;
      const keys = Array.from({ length: store.length }, (_, i) => store.key(i));
      for (const key of keys) if (key?.startsWith(SEAT_PREFIX)) store.removeItem(key);
    } catch {
      // Nothing kept to forget.
    }
  },
  /** The chat speakers muted in this match (`speakerKey`s). */
  muted: (matchId: string): string[] => read(muteKey(matchId), isStringList) ?? [],
  setMuted: (matchId: string, keys: readonly string[]): void => write(muteKey(matchId), keys.length ? keys : null),
  /** The news of losses dismissed in this match (`Loss` keys). */
  dismissedNews: (matchId: string): string[] => read(dismissedKey(matchId), isStringList) ?? [],
  setDismissedNews: (matchId: string, keys: readonly string[]): void =>
    write(dismissedKey(matchId), keys.length ? keys : null),
  /** Whether to notify the player of their move while the tab is in the background. */
  notify: (): boolean => read(NOTIFY_KEY, (v): v is boolean => v === true) ?? false,
  setNotify: (on: boolean): void => write(NOTIFY_KEY, on ? true : null),
  setting: (name: Setting): boolean =>
    read(settingKey(name), (v): v is boolean => typeof v === 'boolean') ?? SETTING_DEFAULTS[name],
  setSetting: (name: Setting, on: boolean): void => write(settingKey(name), on === SETTING_DEFAULTS[name] ? null : on),
};

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
