import { describe, expect, it } from 'vitest';
import { singular } from './define.js';

describe('the money chart’s unit', () => {
  it('is one of what the module’s `sim.turns` counts', () => {
    expect(singular('turns')).toBe('turn');
    expect(singular('rounds')).toBe('round');
    expect(singular('round')).toBe('round');
  });
});
