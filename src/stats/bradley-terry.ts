// Bradley–Terry strengths by maximum likelihood: entrant i finishes ahead of entrant j
// with probability e^θi / (e^θi + e^θj), fitted to how often each did (a tie counts
// half). The log-likelihood is concave in θ, so Newton's method, with a step halved
// whenever it would lower the likelihood, reaches the maximum in a handful of steps of
// k×k arithmetic: the fit costs microseconds, whatever the number of games.

/** P(i finishes ahead of j) for log-strengths θi, θj. */
export function aheadChance(thetaI: number, thetaJ: number): number {
  return 1 / (1 + Math.exp(thetaJ - thetaI));
}

/**
 * The log-strengths θ (summing to 0) that best explain `ahead` (k×k: row i, column j,
 * games i finished ahead of j) out of `games` (k×k, symmetric: games i and j both
 * played). The maximum must exist: every entrant compared with the others, none ahead
 * of (or behind) all its opponents in every game; the caller sees to it.
 */
export function fitStrengths(ahead: Float64Array, games: Float64Array, k: number): Float64Array {
  let theta = new Float64Array(k);
  let likelihood = logLikelihood(ahead, theta, k);
  for (let step = 0; step < 100; step++) {
    const { gradient, information } = derivatives(ahead, games, theta, k);
    // The information matrix is singular along (1, …, 1) (only differences are fitted);
    // adding 1/k everywhere makes it invertible and keeps the step summing to 0.
    for (let i = 0; i < k * k; i++) information[i] += 1 / k;
    const move = solve(information, gradient, k);
    // Newton converges quadratically: θ is then exact far below this.
    if (move.every((x) => Math.abs(x) < 1e-9)) break;
    for (let scale = 1; ; scale /= 2) {
      const next = theta.map((t, i) => t + scale * move[i]);
      const nextLikelihood = logLikelihood(ahead, next, k);
      if (nextLikelihood >= likelihood || scale < 1e-6) {
        [theta, likelihood] = [next, nextLikelihood];
        break;
      }
    }
  }
  const mean = theta.reduce((a, b) => a + b, 0) / k;
  return theta.map((t) => t - mean);
}

function logLikelihood(ahead: Float64Array, theta: Float64Array, k: number): number {
  let sum = 0;
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) if (i !== j && ahead[i * k + j] > 0) sum -= ahead[i * k + j] * softplus(theta[j] - theta[i]);
  }
  return sum;
}

/** log(1 + e^x), without overflow. */
function softplus(x: number): number {
  return x > 0 ? x + Math.log1p(Math.exp(-x)) : Math.log1p(Math.exp(x));
}

/** The score (gradient of the log-likelihood) and the information (minus its Hessian). */
export function derivatives(
  ahead: Float64Array,
  games: Float64Array,
  theta: Float64Array,
  k: number,
): { gradient: Float64Array; information: Float64Array } {
  const gradient = new Float64Array(k);
  const information = new Float64Array(k * k);
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) {
      if (i === j || games[i * k + j] === 0) continue;
      const p = aheadChance(theta[i], theta[j]);
      gradient[i] += ahead[i * k + j] - games[i * k + j] * p;
      const w = games[i * k + j] * p * (1 - p);
      information[i * k + i] += w;
      information[i * k + j] -= w;
    }
  }
  return { gradient, information };
}

/** x with a x = b, for a symmetric positive definite k×k (Gaussian elimination). */
function solve(a: Float64Array, b: Float64Array, k: number): Float64Array {
  const m = Float64Array.from(a);
  const x = Float64Array.from(b);
  for (let c = 0; c < k; c++) {
    for (let r = c + 1; r < k; r++) {
      const f = m[r * k + c] / m[c * k + c];
      for (let j = c; j < k; j++) m[r * k + j] -= f * m[c * k + j];
      x[r] -= f * x[c];
    }
  }
  for (let r = k - 1; r >= 0; r--) {
    let sum = x[r];
    for (let j = r + 1; j < k; j++) sum -= m[r * k + j] * x[j];
    x[r] = sum / m[r * k + r];
  }
  return x;
}
