import { CATALOG } from '@cutthroat/catalog';
import { describe, expect, it } from 'vitest';
import { train } from './train.js';

describe('cutthroat train', () => {
  const module = CATALOG.get('arms-dealers')!;
  const spec = { players: 3, bot: 'greedy', games: 10, seed: 't', l2: 1 };
  const once = train(module, spec, 'cmd');

  it('fits the game features to self-play and scores every fifth game held out', () => {
    expect(once.model.features).toEqual(module.valueFeatures!.names);
    expect(once.heldOut.games).toBe(2);
    expect(once.rows).toBeGreaterThan(0);
    expect(once.heldOut.rows).toBeGreaterThan(0);
    // A seat's position predicts its win better than the base rate on games it was not fitted to.
    expect(once.heldOut.logLoss).toBeLessThan(once.heldOut.baseRateLogLoss);
    expect(once.heldOut.baseRateLogLoss).toBeCloseTo(-(Math.log(1 / 3) + 2 * Math.log(2 / 3)) / 3, 1);
  });

  it('writes the same model from the same command', () => {
    expect(train(module, spec, 'cmd')).toEqual(once);
    expect(train(module, { ...spec, seed: 'u' }, 'cmd').model.weights).not.toEqual(once.model.weights);
  });
});
