import { describe, expect, it } from 'vitest';
import { Rng, seedFromSecret } from '@cutthroat/engine';
import { fitLogistic, learnedModel, logLoss, sigmoid, winProbability } from './logistic.js';

describe('fitLogistic', () => {
  it('recovers the weights that drew the outcomes', () => {
    // 4,000 rows drawn from p = sigmoid(-0.5 + 2 a - 1 b), a and b uniform on [-1, 1]; c is noise.
    const rng = new Rng(seedFromSecret('logistic'));
    const u = () => rng.nextU32() / 2 ** 32;
    const rows: number[][] = [];
    const y: number[] = [];
    for (let i = 0; i < 4000; i++) {
      const [a, b, c] = [u() * 2 - 1, u() * 2 - 1, u() * 2 - 1];
      rows.push([a, b, c]);
      y.push(u() < sigmoid(-0.5 + 2 * a - b) ? 1 : 0);
    }
    const m = fitLogistic(['a', 'b', 'c'], rows, y, 0);
    // Back to raw units: a raw weight is the standardized one over the feature's spread.
    const raw = m.weights.map((w, j) => w / m.scale[j]!);
    expect(raw[0]).toBeCloseTo(2, 0);
    expect(raw[1]).toBeCloseTo(-1, 0);
    expect(Math.abs(raw[2]!)).toBeLessThan(0.25);
    const p = rows.map((r) => winProbability(m, r));
    // The fit's loss is no worse than the true model's on its own data.
    const truth = rows.map(([a, b]) => sigmoid(-0.5 + 2 * a! - b!));
    expect(logLoss(p, y)).toBeLessThanOrEqual(logLoss(truth, y) + 1e-9);
  });

  it('shrinks the weights as the penalty grows', () => {
    const rows = [[0], [1], [2], [3]];
    const y = [0, 0, 1, 1];
    const loose = fitLogistic(['x'], rows, y, 0.1);
    const tight = fitLogistic(['x'], rows, y, 10);
    expect(Math.abs(tight.weights[0]!)).toBeLessThan(Math.abs(loose.weights[0]!));
    expect(winProbability(loose, [3])).toBeGreaterThan(0.5);
  });

  it('refuses rows of the wrong width', () => {
    expect(() => fitLogistic(['x', 'y'], [[1]], [1])).toThrow(/2 features/);
  });
});

describe('learnedModel', () => {
  const file = { model: { features: ['a', 'b'], mean: [0, 1], scale: [1, 2], weights: [1, -1], bias: 0.5 } };

  it('reads a model fitted to the same features', () => {
    const m = learnedModel(file, ['a', 'b']);
    expect(winProbability(m, [0, 1])).toBeCloseTo(sigmoid(0.5), 12);
    expect(winProbability(m, [1, 3])).toBeCloseTo(sigmoid(0.5 + 1 - 1), 12);
  });

  it('refuses a model of other features or of the wrong shape', () => {
    expect(() => learnedModel(file, ['a', 'c'])).toThrow(/run cutthroat train/);
    expect(() => learnedModel({ model: { ...file.model, weights: [1] } }, ['a', 'b'])).toThrow(/features a, b/);
    expect(() => learnedModel(null, ['a', 'b'])).toThrow(/evaluation.json/);
  });
});
