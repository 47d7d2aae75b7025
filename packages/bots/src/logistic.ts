/**
 * Logistic regression for a seat's chance to win from features of its position: fitted by
 * Newton's method (iteratively reweighted least squares) with an L2 penalty on the weights, on
 * features standardized by their mean and spread, so the fit is the same on any machine and needs
 * no learning rate. A model is plain data (a game stores it as JSON beside its rules).
 */
export interface LogisticModel {
  readonly features: readonly string[];
  readonly mean: readonly number[];
  readonly scale: readonly number[];
  /** One weight a standardized feature. */
  readonly weights: readonly number[];
  readonly bias: number;
}

export const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** The model's probability of a win for the features `x` (raw, in the model's feature order). */
export function winProbability(model: LogisticModel, x: readonly number[]): number {
  let z = model.bias;
  for (let i = 0; i < model.weights.length; i++) z += (model.weights[i]! * (x[i]! - model.mean[i]!)) / model.scale[i]!;
  return sigmoid(z);
}

/** Mean log loss of predictions `p` against outcomes `y` (0 or 1), clamped away from 0 and 1. */
export function logLoss(p: readonly number[], y: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < p.length; i++) {
    const q = Math.min(1 - 1e-9, Math.max(1e-9, p[i]!));
    sum -= y[i]! ? Math.log(q) : Math.log(1 - q);
  }
  return sum / Math.max(1, p.length);
}

/** Solves `A x = b` (A symmetric positive definite, small) by Gaussian elimination with pivoting. */
function solve(A: number[][], b: number[]): number[] {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r]![c]!) > Math.abs(M[p]![c]!)) p = r;
    [M[c], M[p]] = [M[p]!, M[c]!];
    for (let r = c + 1; r < n; r++) {
      const f = M[r]![c]! / M[c]![c]!;
      for (let k = c; k <= n; k++) M[r]![k]! -= f * M[c]![k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = M[r]![n]!;
    for (let k = r + 1; k < n; k++) s -= M[r]![k]! * x[k]!;
    x[r] = s / M[r]![r]!;
  }
  return x;
}

/**
 * Fits the model to rows of raw features and their outcomes (1 for a win). `l2` is the penalty
 * on each standardized weight (the bias is free); 20 Newton steps converge far past the data's
 * noise for the dozen features games use.
 */
export function fitLogistic(
  features: readonly string[],
  rows: readonly (readonly number[])[],
  y: readonly number[],
  l2 = 1,
  steps = 20,
): LogisticModel {
  const d = features.length;
  const n = rows.length;
  if (n === 0 || rows.some((r) => r.length !== d)) throw new Error(`need rows of ${d} features`);
  const mean = features.map((_, j) => rows.reduce((s, r) => s + r[j]!, 0) / n);
  const scale = features.map((_, j) => {
    const v = rows.reduce((s, r) => s + (r[j]! - mean[j]!) ** 2, 0) / n;
    return v > 0 ? Math.sqrt(v) : 1;
  });
  const X = rows.map((r) => [1, ...r.map((v, j) => (v - mean[j]!) / scale[j]!)]);
  let w = new Array<number>(d + 1).fill(0);
  for (let step = 0; step < steps; step++) {
    const grad = new Array<number>(d + 1).fill(0);
    const H = Array.from({ length: d + 1 }, () => new Array<number>(d + 1).fill(0));
    for (let i = 0; i < n; i++) {
      const xi = X[i]!;
      let z = 0;
      for (let j = 0; j <= d; j++) z += w[j]! * xi[j]!;
      const p = sigmoid(z);
      const g = p - y[i]!;
      const h = p * (1 - p);
      for (let j = 0; j <= d; j++) {
        grad[j]! += g * xi[j]!;
        for (let k = 0; k <= j; k++) H[j]![k]! += h * xi[j]! * xi[k]!;
      }
    }
    for (let j = 0; j <= d; j++) {
      for (let k = 0; k < j; k++) H[k]![j] = H[j]![k]!;
      if (j > 0) {
        grad[j]! += l2 * w[j]!;
        H[j]![j]! += l2;
      }
    }
    H[0]![0]! += 1e-9;
    const delta = solve(H, grad);
    w = w.map((wj, j) => wj - delta[j]!);
  }
  return { features, mean, scale, weights: w.slice(1), bias: w[0]! };
}

const numbers = (x: unknown, n: number): x is number[] =>
  Array.isArray(x) && x.length === n && x.every((v) => typeof v === 'number' && Number.isFinite(v));

/**
 * The model in a game's `data/evaluation.json` (`cutthroat train`'s output), checked against the
 * features the game computes today: a file fitted to other features is a programming error,
 * thrown at load.
 */
export function learnedModel(file: unknown, features: readonly string[]): LogisticModel {
  const model = (file as { model?: Partial<Record<keyof LogisticModel, unknown>> } | null)?.model;
  const n = features.length;
  if (
    !model ||
    !Array.isArray(model.features) ||
    model.features.join() !== features.join() ||
    !numbers(model.mean, n) ||
    !numbers(model.scale, n) ||
    !numbers(model.weights, n) ||
    typeof model.bias !== 'number'
  ) {
    throw new Error(`evaluation.json: not a model of the features ${features.join(', ')}; run cutthroat train`);
  }
  return { features, mean: model.mean, scale: model.scale, weights: model.weights, bias: model.bias };
}
