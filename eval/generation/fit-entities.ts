/**
 * `node eval/generation/fit-entities.ts`: fits the evidence model of src/generation/offline/evidence.ts,
 * which decides which candidate records the offline generator keeps.
 *
 * It trains on the study batches only: the dev creation cases of corpus.ts and of the batches w1-w3,
 * r5-r8, e5, e6, g5, g6 and the even-numbered e8-e18, g8-g18, r10-r20. It never reads the held-out cases
 * (split 'heldout': h*, corpus-blind*.ts) nor the private batches (odd-numbered e7-e19, g7-g19, r9-r21),
 * which stay unseen so that the eval measures the model on prompts it was not fitted on.
 *
 * For each case it runs the analysis with every candidate kept, labels each candidate as the evaluator
 * would (run.ts's name matching, match.ts): expected (a required entity matches it), optional (only an
 * optional one does; left out of the fit) or wrong (nothing expected matches it), and fits a logistic
 * regression (L2-regularised gradient descent over standardised features) on the candidates that are not
 * protected (evidence.ts isProtected). It prints the weights in the raw feature scale (paste them into
 * evidence.ts WEIGHTS), and for a range of thresholds the entity precision and recall the training cases
 * would have: in-sample, and by leave-one-batch-out cross-validation (each batch scored by a model fitted
 * on the others), which is what the threshold is chosen from.
 *
 * The threshold chosen is the highest whose cross-validated recall loss is at most half a point.
 *
 * Options: --lambda <L2 weight> (default 0.01), --without <feature,…> (fit without those), --quiet (weights only).
 */
import { analysePrompt } from '../../src/generation/offline/analyse.ts';
import { FEATURES } from '../../src/generation/offline/evidence.ts';
import { CREATE_CASES, type CreateCase } from './corpus.ts';
import { entityKey, findEntity } from './match.ts';

const args = process.argv.slice(2);
const lambdaAt = args.indexOf('--lambda');
const LAMBDA = lambdaAt >= 0 ? Number(args[lambdaAt + 1]) : 0.01;
const quiet = args.includes('--quiet');
/** The recall (points) the threshold may cost on the cross-validated study cases: precision is bought with little recall. */
const MAX_RECALL_LOSS = 0.5;
// --without a,b: fit with those features left out (their weight 0), to compare feature sets
const withoutAt = args.indexOf('--without');
const WITHOUT = new Set(withoutAt >= 0 ? (args[withoutAt + 1] ?? '').split(',') : []);
// a bad option stops the fit with a clear message rather than fitting NaN weights or ignoring a typo
const unknown = [...WITHOUT].filter((f) => !(FEATURES as readonly string[]).includes(f));
if (!(LAMBDA >= 0) || unknown.length) {
  console.error(
    !(LAMBDA >= 0)
      ? `--lambda needs a number of 0 or more, got ${JSON.stringify(args[lambdaAt + 1] ?? '')}`
      : `--without: unknown feature(s) ${unknown.join(', ')}; features are ${FEATURES.join(', ')}`,
  );
  process.exit(2);
}
const used = FEATURES.map((f) => !WITHOUT.has(f));

const PRIVATE = /^(?:[eg](?:7|9|11|13|15|17|19)|r(?:9|11|13|15|17|19|21))-/;
/** The batch a case belongs to: its id's prefix ("e16-…" → e16), or "corpus" for the rows of corpus.ts. */
const batchOf = (id: string) => /^([a-z]\d+)-/.exec(id)?.[1] ?? 'corpus';
const study = CREATE_CASES.filter((c) => c.split === 'dev' && !PRIVATE.test(c.id));

type Row = { features: number[]; label: 0 | 1 | undefined; isProtected: boolean; name: string };
/** A study case: its candidates, how many entities it generates and how many of them are expected, and its required entities found. */
type Case = { id: string; batch: string; rows: Row[]; entities: number; good: number; expected: number; found: number };

function analyse(cs: CreateCase): Case {
  const seen: Array<{ name: string; features: number[]; isProtected: boolean }> = [];
  const a = analysePrompt(cs.prompt, '', (c, features, isProtected) => seen.push({ name: c.name, features, isProtected }));
  const schema: Record<string, true> = {};
  if (!('error' in a)) for (const e of a.entities) schema[e.name] = true;
  const required = new Set<string>();
  const optional = new Set<string>();
  let expected = 0;
  let found = 0;
  for (const key of Object.keys(cs.entities)) {
    if (key.includes('>')) continue;
    const { optional: opt, names } = entityKey(key);
    const hit = findEntity(schema, names);
    if (!opt) expected++;
    if (!hit) continue;
    if (opt) optional.add(hit);
    else {
      required.add(hit);
      found++;
    }
  }
  const rows = seen
    .filter((s) => schema[s.name])
    .map((s): Row => ({ ...s, label: required.has(s.name) ? 1 : optional.has(s.name) ? undefined : 0 }));
  const good = new Set([...required, ...optional]).size;
  return { id: cs.id, batch: batchOf(cs.id), rows, entities: Object.keys(schema).length, good, expected, found };
}

type Model = { mean: number[]; sd: number[]; w: number[] };

function fit(rows: Row[]): Model {
  const data = rows.filter((r) => !r.isProtected && r.label !== undefined);
  const n = FEATURES.length;
  const mean = Array.from({ length: n }, (_, i) => data.reduce((s, r) => s + r.features[i], 0) / Math.max(1, data.length));
  const sd = Array.from({ length: n }, (_, i) => {
    const v = data.reduce((s, r) => s + (r.features[i] - mean[i]) ** 2, 0) / Math.max(1, data.length);
    return Math.sqrt(v) || 1;
  });
  const xs = data.map((r) => r.features.map((x, i) => (used[i] ? (x - mean[i]) / sd[i] : 0)));
  const ys = data.map((r) => r.label as number);
  const w = new Array(n + 1).fill(0);
  const rate = 0.5;
  for (let it = 0; it < 3000; it++) {
    const grad = new Array(n + 1).fill(0);
    for (let k = 0; k < xs.length; k++) {
      let z = w[0];
      for (let i = 0; i < n; i++) z += w[i + 1] * xs[k][i];
      const err = 1 / (1 + Math.exp(-z)) - ys[k];
      grad[0] += err;
      for (let i = 0; i < n; i++) grad[i + 1] += err * xs[k][i];
    }
    for (let i = 0; i <= n; i++) w[i] -= rate * (grad[i] / xs.length + (i ? LAMBDA * w[i] : 0));
  }
  return { mean, sd, w };
}

/** The weights on the raw features: intercept first. */
function raw(m: Model): number[] {
  const ws = m.w.slice(1).map((w, i) => w / m.sd[i]);
  const b = m.w[0] - ws.reduce((s, w, i) => s + w * m.mean[i], 0);
  return [b, ...ws];
}

function score(weights: number[], features: number[]): number {
  let z = weights[0];
  for (let i = 0; i < features.length; i++) z += weights[i + 1] * features[i];
  return 1 / (1 + Math.exp(-z));
}

/** Entity precision and recall of the cases when candidates scoring below t are left out (as analyse.ts does). */
function measure(cases: Case[], scoreOf: (c: Case, r: Row) => number, t: number) {
  let kept = 0;
  let good = 0;
  let expected = 0;
  let found = 0;
  let dropped = 0;
  for (const c of cases) {
    const scored = c.rows.map((r) => ({ r, s: scoreOf(c, r) }));
    const keep = new Set(scored.filter((x) => x.r.isProtected || x.s >= t).map((x) => x.r.name));
    for (const x of [...scored].sort((a, b) => b.s - a.s)) if (keep.size < 2) keep.add(x.r.name);
    const gone = scored.filter((x) => !keep.has(x.r.name));
    // entities the candidates do not cover (added while building fields) count as they did
    kept += c.entities - gone.length;
    good += c.good - gone.filter((x) => x.r.label !== 0).length;
    expected += c.expected;
    found += c.found - gone.filter((x) => x.r.label === 1).length;
    dropped += gone.length;
  }
  return { precision: (100 * good) / kept, recall: (100 * found) / expected, dropped };
}

const cases = study.map(analyse);

const all = cases.flatMap((c) => c.rows);
const model = fit(all);
const weights = raw(model);
console.log(`study cases ${cases.length} (${[...new Set(cases.map((c) => c.batch))].join(' ')})`);
console.log(
  `candidates ${all.length}: protected ${all.filter((r) => r.isProtected).length}, weighed ${all.filter((r) => !r.isProtected).length} ` +
    `(expected ${all.filter((r) => !r.isProtected && r.label === 1).length}, wrong ${all.filter((r) => !r.isProtected && r.label === 0).length}, optional ${all.filter((r) => !r.isProtected && r.label === undefined).length})`,
);
console.log('\nweights (raw features; intercept first):');
console.log(`  intercept ${weights[0].toFixed(3)}`);
for (let i = 0; i < FEATURES.length; i++)
  console.log(`  ${FEATURES[i].padEnd(11)} ${weights[i + 1].toFixed(3).padStart(7)}  (standardised ${model.w[i + 1].toFixed(3)})`);
console.log(`\n[${weights.map((w) => w.toFixed(3)).join(', ')}]`);
if (!quiet) {
  // leave-one-batch-out: each batch scored by a model fitted on the other batches
  const batches = [...new Set(cases.map((c) => c.batch))];
  const cv = new Map<string, number[]>();
  for (const b of batches) cv.set(b, raw(fit(cases.filter((c) => c.batch !== b).flatMap((c) => c.rows))));
  // the verbatim third-party prompts (the genre the generator does worst on) on their own
  const outside = cases.filter((c) => /^(?:w[123]|e16|e18|g16|g18|r18|r20)$/.test(c.batch));
  const base = measure(cases, () => 1, 0);
  const baseOut = measure(outside, () => 1, 0);
  console.log(
    `\nwithout the model: precision ${base.precision.toFixed(1)} %, recall ${base.recall.toFixed(1)} % ` +
      `(outside-source batches: ${baseOut.precision.toFixed(1)} %, ${baseOut.recall.toFixed(1)} %)`,
  );
  console.log(
    'threshold | in-sample precision recall dropped | cross-validated precision recall dropped | outside-source, cross-validated',
  );
  const cell = (m: { precision: number; recall: number; dropped: number }) =>
    `${m.precision.toFixed(1).padStart(5)} ${m.recall.toFixed(1).padStart(6)} ${String(m.dropped).padStart(5)}`;
  let chosen = 0;
  for (const t of [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5]) {
    const ins = measure(cases, (_, r) => score(weights, r.features), t);
    const cvScore = (c: Case, r: Row) => score(cv.get(c.batch)!, r.features);
    const out = measure(cases, cvScore, t);
    console.log(`  ${t.toFixed(2)}    | ${cell(ins)}   | ${cell(out)}   | ${cell(measure(outside, cvScore, t))}`);
    if (base.recall - out.recall <= MAX_RECALL_LOSS) chosen = t;
  }
  console.log(`\nthreshold: ${chosen} (the highest whose cross-validated recall loss is at most ${MAX_RECALL_LOSS} point)`);
}
