/**
 * Weng and Lin's (2011) Bayesian rating for games of many players, Plackett-Luce model, as the
 * `openskill` package (5.0.1) computes it with its defaults, for teams of one: each player a
 * Gaussian belief (mu, sigma) about its skill, updated from one game's ranking. The package pulls
 * in 160 others; this is its arithmetic in a few dozen lines (`plackett-luce.test.ts` holds figures
 * the package gave).
 */
export interface Rating {
  readonly mu: number;
  readonly sigma: number;
}

export const MU = 25;
export const SIGMA = 25 / 3;
/** The skill noise of one game, the package's default. */
const BETA = 25 / 6;
/** Added to every sigma before a game, so that a rating keeps learning (the package's `tau`). */
const TAU = 25 / 300;
/** The floor of a sigma's shrink factor. */
const KAPPA = 1e-4;

export const newRating = (): Rating => ({ mu: MU, sigma: SIGMA });

/** The rating shown: three sigmas below the mean, so an unproven player starts low. */
export const ordinal = (r: Rating): number => r.mu - 3 * r.sigma;

/**
 * The players' ratings after one game. `ranks[i]` is player i's place, 1 for the first; equal
 * places are a tie.
 */
export function rate(players: readonly Rating[], ranks: readonly number[]): Rating[] {
  if (players.length !== ranks.length) throw new Error('a rank for each player');
  const sigmaSq = players.map((p) => p.sigma * p.sigma + TAU * TAU);
  const c = Math.sqrt(sigmaSq.reduce((sum, s) => sum + s + BETA * BETA, 0));
  const strength = players.map((p) => Math.exp(p.mu / c));
  // sumQ[q]: the strength of everyone placed at q or below; tied[q]: how many share q's place.
  const sumQ = ranks.map((rq) => ranks.reduce((sum, ri, i) => (ri >= rq ? sum + strength[i]! : sum), 0));
  const tied = ranks.map((rq) => ranks.filter((ri) => ri === rq).length);
  return players.map((p, i) => {
    let omega = 0;
    let delta = 0;
    for (let q = 0; q < players.length; q++) {
      if (ranks[q]! > ranks[i]!) continue;
      const quotient = strength[i]! / sumQ[q]!;
      omega += (i === q ? 1 - quotient : -quotient) / tied[q]!;
      delta += (quotient * (1 - quotient)) / tied[q]!;
    }
    const s2 = sigmaSq[i]!;
    const gamma = Math.sqrt(s2) / c;
    return {
      mu: p.mu + omega * (s2 / c),
      sigma: Math.sqrt(s2) * Math.sqrt(Math.max(1 - delta * (s2 / (c * c)) * gamma, KAPPA)),
    };
  });
}
