/**
 * The statistics of get_ab_test_stats, pure and deterministic (no randomness, no I/O), so reference
 * values computed elsewhere can pin them (test/abtests/stats.test.ts). The methods and the
 * insufficient-data rule are recorded in docs/decisions.md (A/B tests).
 *
 * - conversion rate: 95% Wilson score interval;
 * - absolute lift (variant − control): Newcombe's hybrid score interval (method 10, from the two Wilson intervals);
 * - relative lift (variant / control − 1): log risk-ratio (Katz) interval; null while either arm has no conversion;
 * - p-value: pooled two-proportion z-test, two-sided;
 * - chance to beat control: P(X_variant > X_control) for Beta(1+c, 1+n−c) posteriors, by the exact finite sum
 *   for integer parameters (Evan Miller's closed form), in log space;
 * - sample-ratio mismatch: Pearson chi-square of exposures against the configured weights, flagged at p < 0.001.
 */

/** The two-sided 95% normal quantile. */
export const Z95 = 1.959963984540054;
/** Exposures each arm needs before a comparison is read. */
export const MIN_EXPOSURES = 100;
/** Conversions and non-conversions each arm needs (the normal approximation's usual condition). */
export const MIN_OUTCOMES = 5;
/** Sample-ratio mismatch is flagged below this chi-square p-value. */
export const SRM_ALPHA = 0.001;
/** Above this many posterior successes in both arms the chance to beat control uses the normal approximation (see betaBeatsProbability). */
const EXACT_SUM_LIMIT = 20_000;

export interface Interval {
  low: number;
  high: number;
}

/** Wilson score interval of c successes in n trials (null when n = 0). */
export function wilson(c: number, n: number, z = Z95): Interval | null {
  if (n <= 0) return null;
  const p = c / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { low: Math.max(0, center - half), high: Math.min(1, center + half) };
}

/** Newcombe's hybrid score interval for p1 − p0 (method 10), from the Wilson intervals of both arms. */
export function newcombeDifference(c1: number, n1: number, c0: number, n0: number, z = Z95): Interval | null {
  const w1 = wilson(c1, n1, z);
  const w0 = wilson(c0, n0, z);
  if (!w1 || !w0) return null;
  const p1 = c1 / n1;
  const p0 = c0 / n0;
  const d = p1 - p0;
  const below = Math.sqrt((p1 - w1.low) ** 2 + (w0.high - p0) ** 2);
  const above = Math.sqrt((w1.high - p1) ** 2 + (p0 - w0.low) ** 2);
  return { low: d - below, high: d + above };
}

/** Relative lift p1/p0 − 1 with the log risk-ratio interval; null when either arm has no conversion. */
export function relativeLift(c1: number, n1: number, c0: number, n0: number, z = Z95): { lift: number; interval: Interval } | null {
  if (n1 <= 0 || n0 <= 0 || c1 <= 0 || c0 <= 0) return null;
  const ratio = c1 / n1 / (c0 / n0);
  const se = Math.sqrt(Math.max(0, 1 / c1 - 1 / n1 + 1 / c0 - 1 / n0));
  const log = Math.log(ratio);
  return { lift: ratio - 1, interval: { low: Math.exp(log - z * se) - 1, high: Math.exp(log + z * se) - 1 } };
}

/** Two-sided p-value of the pooled two-proportion z-test (1 when both arms are all-or-nothing alike; null without data). */
export function twoProportionPValue(c1: number, n1: number, c0: number, n0: number): { z: number; p: number } | null {
  if (n1 <= 0 || n0 <= 0) return null;
  const pooled = (c1 + c0) / (n1 + n0);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n0));
  if (se === 0) return { z: 0, p: 1 };
  const z = (c1 / n1 - c0 / n0) / se;
  return { z, p: erfc(Math.abs(z) / Math.SQRT2) };
}

/**
 * P(X1 > X0) for X1 ~ Beta(a1, b1), X0 ~ Beta(a0, b0) with integer parameters:
 *   P = Σ_{i=0}^{a1−1} B(a0+i, b0+b1) / ((b1+i) · B(1+i, b1) · B(a0, b0)).
 * The sum runs over the smaller first parameter (P(X1 > X0) = 1 − P(X0 > X1), ties having probability 0).
 * When both exceed EXACT_SUM_LIMIT the posteriors are practically normal and their difference is used.
 */
export function betaBeatsProbability(a1: number, b1: number, a0: number, b0: number): number {
  if (Math.min(a1, a0) > EXACT_SUM_LIMIT) {
    const mean = (a: number, b: number) => a / (a + b);
    const variance = (a: number, b: number) => (a * b) / ((a + b) ** 2 * (a + b + 1));
    const d = mean(a1, b1) - mean(a0, b0);
    return normalCdf(d / Math.sqrt(variance(a1, b1) + variance(a0, b0)));
  }
  if (a1 > a0) return clamp01(1 - exactBeats(a0, b0, a1, b1));
  return clamp01(exactBeats(a1, b1, a0, b0));
}

function exactBeats(a1: number, b1: number, a0: number, b0: number): number {
  let total = 0;
  const base = logBeta(a0, b0);
  for (let i = 0; i < a1; i++) {
    total += Math.exp(logBeta(a0 + i, b0 + b1) - Math.log(b1 + i) - logBeta(1 + i, b1) - base);
  }
  return total;
}

/** Chance that the variant's true rate beats the control's, from Beta(1+c, 1+n−c) posteriors (uniform priors). */
export function chanceToBeat(c1: number, n1: number, c0: number, n0: number): number {
  return betaBeatsProbability(1 + c1, 1 + n1 - c1, 1 + c0, 1 + n0 - c0);
}

export interface SrmResult {
  chi_square: number;
  degrees_of_freedom: number;
  p_value: number;
  mismatch: boolean;
}

/** Pearson chi-square of observed counts against expected shares (weights, any positive scale); null when it cannot be read. */
export function sampleRatioMismatch(observed: readonly number[], weights: readonly number[]): SrmResult | null {
  const total = observed.reduce((a, b) => a + b, 0);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  if (observed.length < 2 || observed.length !== weights.length || total <= 0 || weightSum <= 0) return null;
  let chi = 0;
  for (let i = 0; i < observed.length; i++) {
    const expected = (total * weights[i]!) / weightSum;
    if (expected <= 0) return null;
    chi += (observed[i]! - expected) ** 2 / expected;
  }
  const df = observed.length - 1;
  const p = upperRegularizedGamma(df / 2, chi / 2);
  return { chi_square: chi, degrees_of_freedom: df, p_value: p, mismatch: p < SRM_ALPHA };
}

/** Whether a comparison of two arms has enough data to be read (docs/decisions.md, A/B tests). */
export function enoughData(c1: number, n1: number, c0: number, n0: number): boolean {
  const arm = (c: number, n: number) => n >= MIN_EXPOSURES && c >= MIN_OUTCOMES && n - c >= MIN_OUTCOMES;
  return arm(c1, n1) && arm(c0, n0);
}

// ------------------------------------------------------------------------------------------ special functions

function clamp01(x: number): number {
  return Math.min(1, Math.max(0, x));
}

export function normalCdf(x: number): number {
  return x >= 0 ? 1 - 0.5 * erfc(x / Math.SQRT2) : 0.5 * erfc(-x / Math.SQRT2);
}

/**
 * Complementary error function to near double precision: the Maclaurin series of erf for |x| < 2.5,
 * the continued fraction of erfc (modified Lentz) beyond.
 */
export function erfc(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  if (x < 0) return 2 - erfc(-x);
  if (x < 2.5) {
    // erf(x) = 2/√π Σ (−1)^n x^(2n+1) / (n! (2n+1))
    let term = x;
    let sum = x;
    const x2 = x * x;
    for (let n = 1; n < 200; n++) {
      term *= -x2 / n;
      const add = term / (2 * n + 1);
      sum += add;
      if (Math.abs(add) < 1e-17 * Math.abs(sum)) break;
    }
    return 1 - (2 / Math.sqrt(Math.PI)) * sum;
  }
  if (x > 27) return 0;
  // erfc(x) = exp(−x²)/√π · 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + 2/(x + …)))))
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let d = 0;
  for (let k = 1; k < 500; k++) {
    const a = k / 2;
    d = x + a * d;
    d = Math.abs(d) < tiny ? tiny : d;
    c = x + a / c;
    c = Math.abs(c) < tiny ? tiny : c;
    d = 1 / d;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-x * x) / Math.sqrt(Math.PI) / f;
}

/** ln Γ(x) for x > 0: the Stirling series after shifting x to at least 15. */
export function logGamma(x: number): number {
  if (x <= 0) return Number.NaN;
  let shift = 0;
  while (x < 15) {
    shift += Math.log(x);
    x += 1;
  }
  const inv = 1 / x;
  const inv2 = inv * inv;
  const series =
    inv *
    (1 / 12 + inv2 * (-1 / 360 + inv2 * (1 / 1260 + inv2 * (-1 / 1680 + inv2 * (1 / 1188 + inv2 * (-691 / 360360 + inv2 * (1 / 156)))))));
  return (x - 0.5) * Math.log(x) - x + 0.5 * Math.log(2 * Math.PI) + series - shift;
}

export function logBeta(a: number, b: number): number {
  return logGamma(a) + logGamma(b) - logGamma(a + b);
}

/** Q(a, x) = Γ(a, x) / Γ(a): the series of P for x < a + 1, the continued fraction of Q beyond (Numerical Recipes 6.2). */
export function upperRegularizedGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const logPrefix = a * Math.log(x) - x - logGamma(a);
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 10_000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-16) break;
    }
    return clamp01(1 - sum * Math.exp(logPrefix));
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return clamp01(Math.exp(logPrefix) * h);
}
