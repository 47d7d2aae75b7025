import { describe, expect, it } from 'vitest';
import { minutesText, presetMinutes } from './presets.js';

describe('a preset’s length in minutes', () => {
  it('shares the actions among the seats: the bots at the pace, the person at 5 s', () => {
    // 240 actions, 4 seats: 60 each; 180 bot actions at 0.7 s = 126 s, 60 of ours at 5 s = 300 s.
    expect(presetMinutes({ simActions: 240, players: 4 }, 700)).toBe(7);
    // Bots that move at once: only our 300 s.
    expect(presetMinutes({ simActions: 240, players: 4 }, 0)).toBe(5);
  });

  it('says at least a minute', () => {
    expect(presetMinutes({ simActions: 2, players: 2 }, 700)).toBe(1);
    expect(minutesText(1)).toBe('about 1 minute');
    expect(minutesText(12)).toBe('about 12 minutes');
  });
});
