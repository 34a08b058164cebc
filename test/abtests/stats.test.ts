import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assignVariant, bucketOf } from '../../src/abtests/assign.ts';
import {
  chanceToBeat,
  enoughData,
  erfc,
  newcombeDifference,
  relativeLift,
  sampleRatioMismatch,
  twoProportionPValue,
  upperRegularizedGamma,
  wilson,
} from '../../src/abtests/stats.ts';

/**
 * Reference values computed offline by test/abtests/reference_stats.py (python3, standard library
 * only): the textbook formulas with math.*, the p-value with math.erfc, the chance to beat control in
 * exact rational arithmetic (fractions.Fraction) through the binomial expansion of the Beta CDF — a
 * different identity from the service's log-space sum — and the SRM p-value from closed forms of the
 * chi-square survival function. Rows: [c_variant, n_variant, c_control, n_control].
 */
const FIXTURES = [
  {
    arms: [60, 1000, 50, 1000],
    wilson: [0.04689647267593196, 0.07647107479135655],
    newcombe: [-0.010154788979441678, 0.030302388422238754],
    relative: [0.19999999999999996, -0.1669019005501623, 0.7284879187108322],
    z: 0.980816477227499,
    p: 0.32668325124120556,
    beat: 0.8356112648754596,
  },
  {
    arms: [130, 1200, 100, 1180],
    wilson: [0.09198189717988407, 0.1271843866255916],
    newcombe: [-0.00019470736155327573, 0.04741556669751609],
    relative: [0.27833333333333354, -0.0024470768992498337, 0.6381447773533999],
    z: 1.947243086961806,
    p: 0.05150559831433199,
    beat: 0.9741094908754159,
  },
  {
    arms: [12, 150, 20, 160],
    wilson: [0.04635364151865291, 0.13462136375053146],
    newcombe: [-0.11395597758840753, 0.024272786531786175],
    relative: [-0.36, -0.6758069984616959, 0.2634449172450901],
    z: -1.3013724078390827,
    p: 0.19313101347634798,
    beat: 0.1000639328536858,
  },
  {
    arms: [0, 100, 3, 100],
    wilson: [0, 0.03699349820698568],
    newcombe: [-0.0845193642905276, 0.011933312904032621],
    relative: null,
    z: -1.74518918148945,
    p: 0.08095194377738098,
    beat: 0.060639015975399384,
  },
  {
    arms: [250, 2000, 200, 2000],
    wilson: [0.1112208289581945, 0.14021695650274513],
    newcombe: [0.005410339067000933, 0.04462363523763385],
    relative: [0.25, 0.04900179776172586, 0.48951126998441263],
    z: 2.501955416802671,
    p: 0.012350947711191435,
    beat: 0.9938143483262966,
  },
  {
    arms: [7, 40, 7, 40],
    wilson: [0.0874541374603592, 0.31949990331787714],
    newcombe: [-0.16895117669517878, 0.16895117669517878],
    relative: [0, -0.6138659386238721, 1.5897741225835906],
    z: 0,
    p: 1,
    beat: 0.5,
  },
] as const;

/** [observed, weights, chi-square, p-value], same script. */
const SRM_FIXTURES: Array<[number[], number[], number, number]> = [
  [[1000, 1100], [50, 50], 4.761904761904762, 0.02909633174125221],
  [[480, 520, 1000], [1, 1, 2], 1.6, 0.44932896411722156],
  [[500, 560, 470, 510], [1, 1, 1, 1], 8.23529411764706, 0.04139112579228286],
  [[5000, 5200], [1, 1], 3.9215686274509802, 0.04767038065616144],
  [[300, 700], [30, 70], 0, 1],
];

const TOL = 1e-6;
const close = (got: number | undefined, want: number, what: string) =>
  assert.ok(got !== undefined && Math.abs(got - want) <= TOL, `${what}: got ${got}, want ${want}`);

test('rates, intervals, p-values and chance to beat match the independent reference to 1e-6', () => {
  for (const f of FIXTURES) {
    const [c1, n1, c0, n0] = f.arms;
    const label = f.arms.join('/');
    const w = wilson(c1, n1)!;
    close(w.low, f.wilson[0], `${label} wilson low`);
    close(w.high, f.wilson[1], `${label} wilson high`);
    const d = newcombeDifference(c1, n1, c0, n0)!;
    close(d.low, f.newcombe[0], `${label} newcombe low`);
    close(d.high, f.newcombe[1], `${label} newcombe high`);
    const r = relativeLift(c1, n1, c0, n0);
    if (f.relative === null) assert.equal(r, null, `${label}: no relative lift without conversions`);
    else {
      close(r?.lift, f.relative[0], `${label} relative lift`);
      close(r?.interval.low, f.relative[1], `${label} relative low`);
      close(r?.interval.high, f.relative[2], `${label} relative high`);
    }
    const t = twoProportionPValue(c1, n1, c0, n0)!;
    close(t.z, f.z, `${label} z`);
    close(t.p, f.p, `${label} p`);
    close(chanceToBeat(c1, n1, c0, n0), f.beat, `${label} chance to beat`);
  }
});

test('the sample-ratio-mismatch chi-square matches the reference; p < 0.001 is flagged', () => {
  for (const [obs, weights, chi, p] of SRM_FIXTURES) {
    const r = sampleRatioMismatch(obs, weights)!;
    close(r.chi_square, chi, `${obs} chi-square`);
    close(r.p_value, p, `${obs} p`);
    assert.equal(r.mismatch, false);
  }
  const skewed = sampleRatioMismatch([1000, 1200], [1, 1])!;
  assert.ok(skewed.p_value < 0.001 && skewed.mismatch, `1000 vs 1200 at 50/50 is a mismatch (p ${skewed.p_value})`);
  assert.equal(sampleRatioMismatch([10], [1]), null, 'one arm has no ratio');
  assert.equal(sampleRatioMismatch([0, 0], [1, 1]), null, 'no exposures');
});

test('special functions hold known values', () => {
  close(erfc(0), 1, 'erfc 0');
  close(erfc(1), 0.15729920705028513, 'erfc 1');
  close(erfc(3) * 1e5, 2.209049699858544, 'erfc 3 (scaled)');
  close(erfc(-1), 1.8427007929497148, 'erfc -1');
  close(upperRegularizedGamma(1, 2), Math.exp(-2), 'Q(1,2)');
  close(upperRegularizedGamma(0.5, 0.3), erfc(Math.sqrt(0.3)), 'Q(1/2,x)');
  close(upperRegularizedGamma(0.5, 9), erfc(3), 'Q(1/2,9)');
});

test('chance to beat is symmetric and handles large counts', () => {
  close(chanceToBeat(60, 1000, 50, 1000) + chanceToBeat(50, 1000, 60, 1000), 1, 'P(A>B)+P(B>A)');
  // Large arms take the normal approximation: still in (0,1) and on the right side.
  const big = chanceToBeat(51_000, 1_000_000, 50_000, 1_000_000);
  assert.ok(big > 0.99 && big <= 1, `large counts: ${big}`);
  const exact = chanceToBeat(19_000, 200_000, 19_000, 200_000);
  close(exact, 0.5, 'equal arms');
});

test('insufficient data: both arms need 100 exposures and 5 conversions and 5 non-conversions', () => {
  assert.equal(enoughData(10, 100, 10, 100), true);
  assert.equal(enoughData(10, 99, 10, 100), false);
  assert.equal(enoughData(4, 100, 10, 100), false);
  assert.equal(enoughData(96, 100, 10, 100), false);
});

/** mulberry32: a small seeded PRNG, so the simulation is the same on every run. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test('2,000 A/A tests through the real assignment give a false-positive rate between 3.5% and 6.5% at alpha 0.05', () => {
  const random = mulberry32(20261123);
  const variants = [
    { key: 'control', weight: 50 },
    { key: 'b', weight: 50 },
  ];
  const VISITORS = 600;
  const RATE = 0.12;
  let positives = 0;
  let srmFlags = 0;
  for (let t = 0; t < 2000; t++) {
    const testId = `abt_sim_${t}`;
    const n = [0, 0];
    const c = [0, 0];
    for (let v = 0; v < VISITORS; v++) {
      const visitor = `${Math.floor(random() * 2 ** 32).toString(16)}${v}`;
      const arm = assignVariant(testId, visitor, variants).key === 'control' ? 0 : 1;
      n[arm]!++;
      if (random() < RATE) c[arm]!++;
    }
    const p = twoProportionPValue(c[1]!, n[1]!, c[0]!, n[0]!)!.p;
    if (p < 0.05) positives++;
    if (sampleRatioMismatch(n, [50, 50])!.mismatch) srmFlags++;
  }
  const rate = positives / 2000;
  assert.ok(rate >= 0.035 && rate <= 0.065, `false-positive rate ${rate}`);
  // The hash splits evenly: SRM at p < 0.001 fires about once in a thousand A/A tests.
  assert.ok(srmFlags <= 10, `SRM flags in A/A: ${srmFlags}`);
});

test('assignment is deterministic and follows the weights', () => {
  assert.equal(bucketOf('t1', 'v1'), bucketOf('t1', 'v1'));
  assert.notEqual(bucketOf('t1', 'v1'), bucketOf('t2', 'v1'));
  const variants = [
    { key: 'a', weight: 1 },
    { key: 'b', weight: 3 },
    { key: 'off', weight: 0 },
  ];
  const counts: Record<string, number> = { a: 0, b: 0, off: 0 };
  for (let i = 0; i < 8000; i++) counts[assignVariant('weights', `visitor-${i}`, variants).key]!++;
  assert.equal(counts.off, 0, 'weight 0 takes no one');
  assert.ok(Math.abs(counts.b! / 8000 - 0.75) < 0.03, `b share ${counts.b! / 8000}`);
});
