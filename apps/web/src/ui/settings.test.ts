import { afterEach, describe, expect, it } from 'vitest';
import { setSetting, settingOf } from './settings.js';

describe("the player's table settings", () => {
  afterEach(() => {
    setSetting('sound', false);
    setSetting('auto-pass', true);
  });

  it('start with sound off and auto-pass on, and change one at a time', () => {
    expect(settingOf('sound')).toBe(false);
    expect(settingOf('auto-pass')).toBe(true);
    setSetting('auto-pass', false);
    expect(settingOf('auto-pass')).toBe(false);
    expect(settingOf('sound')).toBe(false);
    setSetting('sound', true);
    expect(settingOf('sound')).toBe(true);
    expect(settingOf('auto-pass')).toBe(false);
    setSetting('auto-pass', true);
    expect(settingOf('auto-pass')).toBe(true);
  });
});
