import { afterEach, describe, expect, it } from 'vitest';
import { setSetting, settingOf } from './settings.js';

describe("the player's table settings", () => {
  afterEach(() => {
    setSetting('sound', false);
    setSetting('auto-pass', false);
  });

  it('start off, and turn on and off one at a time', () => {
    expect(settingOf('sound')).toBe(false);
    expect(settingOf('auto-pass')).toBe(false);
    setSetting('auto-pass', true);
    expect(settingOf('auto-pass')).toBe(true);
    expect(settingOf('sound')).toBe(false);
    setSetting('auto-pass', false);
    expect(settingOf('auto-pass')).toBe(false);
  });
});
