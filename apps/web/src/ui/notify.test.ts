import { describe, expect, it } from 'vitest';
import { shouldNotify, type NotifyConditions } from './notify.js';

const may: NotifyConditions = { hidden: true, wanted: true, permission: 'granted' };

describe('shouldNotify', () => {
  it.each<[string, number | null, number | null, NotifyConditions, boolean]>([
    ['our move comes, the tab hidden', 0, 1, may, true],
    ['a second match waits for us, in the lobby', 1, 2, may, true],
    ['still our move: told once', 1, 1, may, false],
    ['our move went (we moved, or a bot did)', 1, 0, may, false],
    ['the lobby loads its list: no news', null, 2, may, false],
    ['the tab is in front: the page shows it', 0, 1, { ...may, hidden: false }, false],
    ['the player did not ask', 0, 1, { ...may, wanted: false }, false],
    ['the browser said no', 0, 1, { ...may, permission: 'denied' }, false],
    ['the browser has not been asked', 0, 1, { ...may, permission: 'default' }, false],
    ['the browser has no notifications', 0, 1, { ...may, permission: null }, false],
  ])('%s', (_what, was, is, page, expected) => {
    expect(shouldNotify(was, is, page)).toBe(expected);
  });
});
