/**
 * `npm run eval:generation`: runs the corpus (eval/generation/corpus.ts) through the configured
 * generator (SVC_GENERATOR, default offline; openai/anthropic with SVC_LLM_* as for the server) and
 * prints recall and precision for entities, fields (and fields with the right type), relations and
 * edit success, for the dev and held-out parts separately.
 *
 * It also prints template leakage: the share of generated fields and starter-record values that come
 * from a domain template the prompt gives no evidence for. A generated entity is a catalog entity C
 * (src/generation/offline/domains.ts) when its name is C's name or one of C's aliases. The prompt gives
 * evidence for C's domain when it contains (singular or plural, whole words) a keyword of a template
 * that lists C, other than C's own aliases unless they name the app ("a habit tracker", "recipe app";
 * "orders" alone says nothing about restaurants). Without
 * evidence, a field of the entity leaks when its name is one of C's catalog fields, neither a generic
 * field of any kind (GENERIC_FIELDS) nor a field the catalog entities of two or more templates share
 * (price, status: no one domain owns them), nor one C marks intrinsic (a task's due date: any task has
 * it), and none of its words occur in the prompt; a starter
 * record value leaks when it is one of C's catalog sample values. Share = (leaked fields + leaked
 * values) / (non-relation fields + string starter values), over all creations of the split.
 *
 * Missed edits are counted by kind (refused as vague, as not applicable or otherwise; applied but not as
 * expected; applied where a refusal was expected): counts only, so a held-out batch shows where its edits
 * fail without showing one of them.
 *
 * Options: --split dev|heldout (one part), --only <id> (one case; `r5-*` a batch by id prefix; several, comma-separated), --by-batch (the figures of each batch too), --verbose (every dev miss but those of private batches; held-out
 * misses only with an explicit --split heldout, so tuning sessions never see them), --json, --notation
 * json|json-list|table|types|heading (each creation prompt replaced by its expectations in that notation; no edits).
 */
import { loadConfig } from '../../src/config.ts';
import { createGenerator, type Generator } from '../../src/generation/providers/index.ts';
import { CATALOG, GENERIC_FIELDS, TEMPLATES } from '../../src/generation/offline/domains.ts';
import { validateApp } from '../../src/validation/validate.ts';
import { CREATE_CASES, EDIT_CASES, type CreateCase, type EditCase } from './corpus.ts';
import {
  entityKey,
  fieldItem,
  findEntity,
  PRIVATE_BATCH,
  parseEffect,
  RELATION_ITEM,
  relationRowPairs,
  specItems,
  TYPE_OK,
} from './match.ts';
import { expectedModel, NOTATIONS, type Notation, renderModel } from './notation.ts';

type Field = { name: string; type: string; target?: string; values?: string[] };
type Schema = Record<string, Field[]>;
type App = { files: Map<string, string>; settings: Record<string, unknown>; name: string };

const args = process.argv.slice(2);
const flag = (n: string) => args.includes(n);
const opt = (n: string) => {
  const i = args.indexOf(n);
  return i >= 0 ? args[i + 1] : undefined;
};
const verbose = flag('--verbose');
const onlySplit = opt('--split');
const only = opt('--only');
// --notation json|json-list|table|types|heading: each creation prompt is replaced by its own expectations written
// in that notation (a data model stated outright, as agents send it); edits are left out
const notation = opt('--notation') as Notation | undefined;
if (notation && !NOTATIONS.includes(notation)) throw new Error(`--notation is one of ${NOTATIONS.join(', ')}`);
// --only takes one id, a prefix ending in * ('r5-*'), or several of those separated by commas
const onlyPatterns =
  only
    ?.split(',')
    .map((p) => p.trim())
    .filter(Boolean) ?? [];
const picked = (id: string) =>
  !onlyPatterns.length || onlyPatterns.some((p) => (p.endsWith('*') ? id.startsWith(p.slice(0, -1)) : id === p));

function words(s: string): string[] {
  return s
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A generated field name matches an expected one when it equals it or contains all its words. */
function nameMatches(actual: string, expected: string): boolean {
  const a = words(actual);
  const e = words(expected);
  const stem = (w: string) => w.replace(/(?:ies|es|s)$/, '');
  return e.every((w) => a.some((x) => x === w || stem(x) === stem(w) || (w.length >= 4 && x.startsWith(w))));
}

function schemaOf(files: Map<string, string>): Schema {
  const out: Schema = {};
  for (const [path, content] of files) {
    const m = /^entities\/([A-Za-z0-9_]+)\.json$/.exec(path);
    if (!m) continue;
    try {
      const j = JSON.parse(content) as { fields?: Field[]; properties?: Record<string, Record<string, unknown>> };
      out[m[1]] = Array.isArray(j.fields) ? j.fields : [];
    } catch {
      out[m[1]] = [];
    }
  }
  return out;
}

function hasRelation(schema: Schema, from: string, to: string): boolean {
  const refs = (e: string, t: string) => (schema[e] ?? []).some((f) => (f.type === 'relation' || f.type === 'array') && f.target === t);
  if (refs(from, to)) return true;
  // through a join entity that references both
  return Object.keys(schema).some((j) => j !== from && j !== to && refs(j, from) && refs(j, to));
}

type Tally = { hit: number; total: number };
const t0 = (): Tally => ({ hit: 0, total: 0 });
type Totals = {
  entRecall: Tally;
  entPrecision: Tally;
  fieldRecall: Tally;
  fieldTyped: Tally;
  relRecall: Tally;
  edits: Tally;
  failures: number;
  ms: number[];
  leakFields: Tally;
  leakValues: Tally;
  /** Why edits missed, counted per kind (no prompt or id: held-out batches show only these counts). */
  editMisses: Record<EditMiss, number>;
  /** Which expectations the misapplied edits missed, by kind ('field', 'page', …; 'field (base lacks entity)' where the base app had no such entity), counts only. */
  missedEffects: Record<string, number>;
  /** Missed relations whose two records were both made: the link reader's misses, apart from the record readers'. */
  relMissedBothMade: number;
};

/** A missed edit: refused as vague, as not applicable or otherwise, applied but not as expected, applied where a refusal was expected, or its base app not made. */
type EditMiss = 'vague' | 'cannot_apply' | 'other_refusal' | 'misapplied' | 'not_refused' | 'base_failed';
const EDIT_MISSES: EditMiss[] = ['vague', 'cannot_apply', 'other_refusal', 'misapplied', 'not_refused', 'base_failed'];
const refusalKind = (error: string): EditMiss =>
  /^vague prompt\b/i.test(error) ? 'vague' : /^cannot apply\b/i.test(error) ? 'cannot_apply' : 'other_refusal';
const newTotals = (): Totals => ({
  entRecall: t0(),
  entPrecision: t0(),
  fieldRecall: t0(),
  fieldTyped: t0(),
  relRecall: t0(),
  edits: t0(),
  failures: 0,
  ms: [],
  leakFields: t0(),
  leakValues: t0(),
  editMisses: { vague: 0, cannot_apply: 0, other_refusal: 0, misapplied: 0, not_refused: 0, base_failed: 0 },
  missedEffects: {},
  relMissedBothMade: 0,
});

/** Adds one case's totals into a running total (a split's, or a batch's with --by-batch). */
function addTotals(into: Totals, from: Totals): void {
  for (const k of ['entRecall', 'entPrecision', 'fieldRecall', 'fieldTyped', 'relRecall', 'edits', 'leakFields', 'leakValues'] as const) {
    into[k].hit += from[k].hit;
    into[k].total += from[k].total;
  }
  for (const k of EDIT_MISSES) into.editMisses[k] += from.editMisses[k];
  for (const [k, n] of Object.entries(from.missedEffects)) into.missedEffects[k] = (into.missedEffects[k] ?? 0) + n;
  into.failures += from.failures;
  into.relMissedBothMade += from.relMissedBothMade;
  into.ms.push(...from.ms);
}

/** A case's batch: the prefix of its id ('h14-odoo-mrp' is in h14); the first batches' ids have none ('core'). */
const batchOf = (id: string) => /^([a-z]+\d+)-/.exec(id)?.[1] ?? 'core';

function noop(): void {}

async function runGenerator(gen: Generator, kind: 'create' | 'update', prompt: string, app?: App) {
  const started = performance.now();
  const out = await gen.generate({
    kind,
    appName: app?.name ?? 'Eval App',
    description: '',
    prompt,
    files: app?.files ?? new Map(),
    settings: app?.settings ?? {},
    progress: noop,
    signal: new AbortController().signal,
    chargeRound: async () => true,
  });
  return { out, ms: performance.now() - started };
}

type Rows = Record<string, Array<Record<string, unknown>>>;

async function create(gen: Generator, prompt: string): Promise<{ app?: App; rows?: Rows; error?: string; ms: number }> {
  const { out, ms } = await runGenerator(gen, 'create', prompt);
  if (!out.ok) return { error: out.error, ms };
  return { app: { files: new Map(out.upserts), settings: out.settings ?? {}, name: 'Eval App' }, rows: out.starterRecords, ms };
}

/** "order" matches "order", "orders"; "delivery" matches "deliveries". */
function mentions(lower: string, phrase: string, after = ''): boolean {
  const p = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s-]+/g, '[\\s-]+');
  const forms = /y$/.test(phrase) ? `(?:${p}|${p.slice(0, -1)}ies)` : `${p}(?:s|es)?`;
  return new RegExp(`\\b${forms}${after}\\b`).test(lower);
}

/** A word that names the app after its records: "habit tracker", "recipe app". */
const APP_NOUN =
  '\\s+(?:tracker|tracking|app|application|log|logger|logbook|planner|manager|management|system|organi[sz]er|journal|diary|keeper|platform|portal|tool|database|site|website)';

/** Field names no one domain owns: generic fields of any kind, and fields catalog entities of two or more templates share. */
const NEUTRAL_NAMES = (() => {
  const domains = new Map<string, Set<string>>();
  for (const t of TEMPLATES)
    for (const e of t.entities)
      for (const f of CATALOG[e.ref].fields) domains.set(f.split(':')[0], (domains.get(f.split(':')[0]) ?? new Set()).add(t.id));
  const generic = Object.values(GENERIC_FIELDS).flatMap((fs) => fs.map((f) => f.split(':')[0]));
  return new Set([...generic, ...[...domains].filter(([, ds]) => ds.size >= 2).map(([n]) => n)]);
})();

/** The catalog entity a generated entity is, by its name or an alias. */
function catalogOf(entity: string): (typeof CATALOG)[string] | undefined {
  if (CATALOG[entity]) return CATALOG[entity];
  const phrase = words(entity).join(' ');
  return Object.values(CATALOG).find((c) => c.aliases.includes(phrase));
}

/** Template leakage of one creation (definition in the header). */
function tallyLeakage(prompt: string, schema: Schema, rows: Rows | undefined, tot: Totals): void {
  const lower = prompt.toLowerCase();
  const promptWords = new Set(words(prompt));
  const said = (w: string) => promptWords.has(w) || promptWords.has(`${w}s`) || promptWords.has(w.replace(/s$/, ''));
  for (const [name, fields] of Object.entries(schema)) {
    const own = fields.filter((f) => f.type !== 'relation');
    const values = (rows?.[name] ?? []).flatMap((r) => Object.values(r).filter((v): v is string => typeof v === 'string'));
    tot.leakFields.total += own.length;
    tot.leakValues.total += values.length;
    const c = catalogOf(name);
    if (!c) continue;
    const evidence = TEMPLATES.some(
      (t) =>
        t.entities.some((e) => e.ref === c.name) &&
        t.keywords.some(([kw]) => (c.aliases.includes(kw) ? mentions(lower, kw, APP_NOUN) : mentions(lower, kw))),
    );
    if (evidence) continue;
    const catalogFields = new Set(c.fields.map((f) => f.split(':')[0]));
    const intrinsic = new Set(c.intrinsic);
    tot.leakFields.hit += own.filter(
      (f) => catalogFields.has(f.name) && !NEUTRAL_NAMES.has(f.name) && !intrinsic.has(f.name) && !words(f.name).some(said),
    ).length;
    tot.leakValues.hit += values.filter((v) => c.samples.includes(v)).length;
  }
}

const misses: string[] = [];
let privateMisses = 0;
const splitOf = new Map<string, string>([...CREATE_CASES, ...EDIT_CASES].map((c) => [c.id, c.split]));
const miss = (id: string, what: string) => {
  if (onlySplit !== 'heldout' && PRIVATE_BATCH.test(id)) privateMisses++;
  else if (splitOf.get(id) === 'dev' || onlySplit === 'heldout') misses.push(`${id}: ${what}`);
};

async function evalCreate(gen: Generator, cs: CreateCase, tot: Totals): Promise<void> {
  const r = await create(gen, cs.prompt);
  tot.ms.push(r.ms);
  const schema = r.app ? schemaOf(r.app.files) : {};
  tallyLeakage(cs.prompt, schema, r.rows, tot);
  if (!r.app) {
    tot.failures++;
    miss(cs.id, `generation failed: ${r.error}`);
  }
  const matched = new Set<string>();
  for (const [key, spec] of Object.entries(cs.entities)) {
    if (key.includes('>')) {
      // a relation-only row: "A>B|C>D"
      tot.relRecall.total++;
      const ok = relationRowPairs(key).some(([a, b]) => {
        const ea = findEntity(schema, [a]);
        const eb = findEntity(schema, [b]);
        return !!ea && !!eb && hasRelation(schema, ea, eb);
      });
      if (ok) tot.relRecall.hit++;
      else {
        if (relationRowPairs(key).some(([a, b]) => findEntity(schema, [a]) && findEntity(schema, [b]))) tot.relMissedBothMade++;
        miss(cs.id, `relation ${key}`);
      }
      continue;
    }
    const { optional, names } = entityKey(key);
    const found = findEntity(schema, names);
    if (found) matched.add(found);
    if (!optional) {
      tot.entRecall.total++;
      if (found) tot.entRecall.hit++;
      else miss(cs.id, `entity ${names.join('|')} (got ${Object.keys(schema).join(', ')})`);
    }
    for (const raw of specItems(spec)) {
      const rel = RELATION_ITEM.exec(raw);
      if (rel) {
        tot.relRecall.total++;
        const targets = rel[2].split('|');
        const target = findEntity(schema, targets);
        if (found && target && hasRelation(schema, found, target)) tot.relRecall.hit++;
        else {
          if (found && target) tot.relMissedBothMade++;
          miss(cs.id, `relation ${names[0]}>${rel[2]}`);
        }
        continue;
      }
      const { names: alts, namePart, typePart } = fieldItem(raw);
      tot.fieldRecall.total++;
      tot.fieldTyped.total++;
      const fields = found ? schema[found] : [];
      // an untyped expectation ("host") is met by a relation of that name too
      const f =
        fields.find((x) => (x.type !== 'relation' || !typePart) && alts.some((a) => nameMatches(x.name, a))) ??
        onlyWhenField(fields, alts, typePart);
      if (!f) {
        miss(cs.id, `field ${names[0]}.${namePart} (got ${fields.map((x) => x.name).join(', ')})`);
        continue;
      }
      tot.fieldRecall.hit++;
      // `count|number`: either type is right, as in the edit expectations
      if (!typePart || typePart.split('|').some((t) => typeMatches(f, t))) tot.fieldTyped.hit++;
      else miss(cs.id, `type ${names[0]}.${f.name}: ${f.type}${f.values ? `=${f.values.join('/')}` : ''}, expected ${typePart}`);
    }
  }
  // precision: every generated entity must be expected (required or optional)
  for (const name of Object.keys(schema)) {
    tot.entPrecision.total++;
    if (matched.has(name)) tot.entPrecision.hit++;
    else miss(cs.id, `unexpected entity ${name}`);
  }
}

/** Words that ask only for when a record is, not for a particular date of it. */
const BARE_WHEN = new Set(['date', 'time', 'datetime', 'when']);

/**
 * An expectation that asks only for when a record is ("Reminder.date", "Interview.date|time", every alternative a bare
 * when-word, no type or a date type) is met by the entity's one date or time field, whatever it is called (remind_at,
 * scheduled_at, moved_on): with a single such field there is no other date it could mean. A qualified expectation
 * ("delivery|date", "finish|time") still needs its own words. Creations only: in an edit the field must be the one the
 * edit asked for.
 */
function onlyWhenField(fields: Field[], alts: string[], typePart: string | undefined): Field | undefined {
  if (!alts.every((a) => BARE_WHEN.has(a.toLowerCase()))) return undefined;
  if (typePart && !typePart.split('|').some((t) => t === 'date' || t === 'datetime')) return undefined;
  const when = fields.filter((x) => x.type === 'date' || x.type === 'datetime' || x.type === 'time');
  return when.length === 1 ? when[0] : undefined;
}

function typeMatches(f: Field, typePart: string): boolean {
  const [t, values] = typePart.split('=');
  if (!(TYPE_OK[t] ?? [t]).includes(f.type)) return false;
  if (values) {
    const want = values.split('/');
    const have = (f.values ?? []).map((v) => v.toLowerCase());
    return want.every((w) => have.some((h) => h === w || h.replace(/[^a-z0-9]/g, '') === w.replace(/[^a-z0-9]/g, '')));
  }
  return true;
}

/** A `const NAME = <json>;` of a generated page, parsed; undefined if absent. */
function constOf(content: string, name: string): unknown {
  const m = new RegExp(`const ${name} = (.*);\\n`).exec(content);
  if (!m) return undefined;
  try {
    return JSON.parse(m[1]);
  } catch {
    return undefined;
  }
}

function pagesOf(files: Map<string, string>): string[] {
  return [...files.keys()].filter((p) => p.startsWith('pages/'));
}

async function evalEdit(gen: Generator, cs: EditCase, tot: Totals): Promise<void> {
  tot.edits.total++;
  const base = await create(gen, cs.base);
  if (!base.app) {
    miss(cs.id, `base app failed: ${base.error}`);
    tot.editMisses.base_failed++;
    return;
  }
  const { out, ms } = await runGenerator(gen, 'update', cs.prompt, base.app);
  tot.ms.push(ms);
  const before = schemaOf(base.app.files);
  if (cs.expect.includes('fail')) {
    if (out.ok) {
      miss(cs.id, `expected a refusal, got: ${out.summary}`);
      tot.editMisses.not_refused++;
    } else tot.edits.hit++;
    return;
  }
  if (!out.ok) {
    miss(cs.id, `edit failed: ${out.error}`);
    tot.editMisses[refusalKind(out.error)]++;
    return;
  }
  const files = new Map(base.app.files);
  for (const [p, c] of out.upserts) files.set(p, c);
  for (const p of out.deletes) files.delete(p);
  const after = schemaOf(files);
  const settings = { ...base.app.settings, ...(out.settings ?? {}) };
  const problems: string[] = [];
  // an understood edit leaves an app that still validates (pages and forms follow the schema)
  const errors = (await validateApp(files)).issues.filter((i) => i.severity === 'error');
  if (errors.length)
    problems.push(
      `the edited app does not validate: ${errors
        .map((i) => `${i.rule} ${i.path ?? ''} ${i.message}`)
        .slice(0, 3)
        .join('; ')}`,
    );
  if (errors.length) countMissedEffect(tot, 'validation');
  for (const ex of cs.expect) {
    const missed = checkEffect(ex, before, after, files, base.app.files, settings, out.newName);
    if (missed.length) countMissedEffect(tot, effectKind(ex, before));
    problems.push(...missed);
  }
  if (problems.length) {
    miss(cs.id, `${problems.join('; ')} (summary: ${out.summary})`);
    tot.editMisses.misapplied++;
  } else tot.edits.hit++;
}

function countMissedEffect(tot: Totals, kind: string): void {
  tot.missedEffects[kind] = (tot.missedEffects[kind] ?? 0) + 1;
}

/** An expectation's kind, and for one naming an entity whether the base app had it (a miss there is the creation's as much as the edit's). */
function effectKind(ex: string, before: Schema): string {
  const e = parseEffect(ex);
  if (!e) return 'unknown';
  const named = e.kind === 'field' ? e.entities : 'entity' in e ? e.entity : undefined;
  // a field expectation without a sign says the field is there after the edit (made by it or kept)
  const kind = e.kind === 'field' || e.kind === 'entity' ? `${e.kind} ${e.sign || '='}` : e.kind;
  if (named !== undefined && !findEntity(before, named.split('|'))) return `${kind} (base lacks entity)`;
  if (e.kind === 'relation' && !e.pairs.some(([a, b]) => a && b && findEntity(before, [a]) && findEntity(before, [b])))
    return `${kind} (base lacks entity)`;
  return kind;
}

function checkEffect(
  ex: string,
  before: Schema,
  after: Schema,
  files: Map<string, string>,
  beforeFiles: Map<string, string>,
  settings: Record<string, unknown>,
  newName: string | undefined,
): string[] {
  // match.ts reads the expectation (the corpus test checks every row reads); here it is judged against the app
  const e = parseEffect(ex);
  if (!e) return [`unknown expectation ${ex}`];
  if (e.kind === 'noop') {
    const same = JSON.stringify(before) === JSON.stringify(after);
    const samePages = e.schemaOnly || pagesOf(files).join() === pagesOf(beforeFiles).join();
    return same && samePages ? [] : [`${ex}: the app's data or pages changed`];
  }
  if (e.kind === 'page') {
    const words = e.words.toLowerCase().split('|');
    const [kind, field] = [e.filter, e.field];
    const added = pagesOf(files).filter((p) => !beforeFiles.has(p) && words.some((w) => p.toLowerCase().includes(w)));
    if (!added.length)
      return [
        `no new page about "${e.words}" (new: ${
          pagesOf(files)
            .filter((p) => !beforeFiles.has(p))
            .join(', ') || 'none'
        })`,
      ];
    if (!kind) return [];
    // a filtered list page keeps its saved filter as `const PRESET = {...};`
    const presets = added.map((p) => constOf(files.get(p) ?? '', 'PRESET') as { kind?: string; field?: string } | undefined);
    return presets.some((pr) => pr?.kind === kind && (!field || nameMatches(pr.field ?? '', field)))
      ? []
      : [
          `page ${added.join(', ')} filters ${presets.map((pr) => (pr ? `${pr.kind} by ${pr.field}` : 'nothing')).join(', ')}, expected ${kind}${field ? ` by ${field}` : ''}`,
        ];
  }
  if (e.kind === 'sort') {
    // the entity's list page (pages/<Plural>.jsx with a VIEW for that entity) sorts by the field
    const { entity: ent, desc, field: fieldName } = e;
    const views = [...files.entries()]
      .filter(([p, c]) => p.startsWith('pages/') && c.includes(`svc.entities.${findEntity(after, [ent]) ?? ent}.list(VIEW.sort`))
      .map(([, c]) => (constOf(c, 'VIEW') as { sort?: string } | undefined)?.sort ?? '');
    const ok = views.some((s) => (desc ? s.startsWith('-') : true) && (!fieldName || nameMatches(s.replace(/^-/, ''), fieldName)));
    return ok ? [] : [`${ent} list sorts by ${views.join(', ') || 'nothing'}, expected ${desc}${fieldName || '(newest)'}`];
  }
  if (e.kind === 'dark') {
    // a real dark mode: a stylesheet that switches the page colours, not just a grey palette
    const dark = [...files.entries()].some(([p, c]) => p.startsWith('styles/') && /color-scheme:\s*dark/.test(c));
    return dark ? [] : ['no dark mode stylesheet'];
  }
  if (e.kind === 'theme') {
    const theme = (settings.theme as { primary?: string } | undefined)?.primary ?? '';
    return e.names.split('|').includes(theme) ? [] : [`theme is ${theme}, expected ${e.names}`];
  }
  if (e.kind === 'req') {
    // "make the email required": the field is there and required
    const found = findEntity(after, [e.entity]);
    const f = (found ? after[found] : []).find((x) => e.fields.split('|').some((a) => nameMatches(x.name, a)));
    if (!f) return [`no field ${e.entity}.${e.fields}`];
    return (f as Field & { required?: boolean }).required === true ? [] : [`${e.entity}.${f.name} is not required`];
  }
  if (e.kind === 'order') {
    // "put the phone before the address": the first field comes earlier in the entity's fields
    const found = findEntity(after, [e.entity]);
    const fields = found ? after[found] : [];
    const at = (n: string) => fields.findIndex((x) => nameMatches(x.name, n));
    const [a, b] = [at(e.first), at(e.second)];
    return a >= 0 && b >= 0 && a < b
      ? []
      : [`${e.entity} fields are ${fields.map((x) => x.name).join(', ')}, expected ${e.first} before ${e.second}`];
  }
  if (e.kind === 'home') {
    const home = String(settings.home_page ?? '');
    return e.words.split('|').some((w) => home.toLowerCase().includes(w))
      ? []
      : [`the home page is ${home || 'unchanged'}, expected one about ${e.words}`];
  }
  if (e.kind === 'default') {
    // "only show open tasks by default": the list's filter starts at that value (VIEW.initial)
    const { entity: ent, field: fieldName, value } = e;
    const views = [...files.entries()]
      .filter(
        ([p, c]) =>
          p.startsWith('pages/') &&
          c.includes(`svc.entities.${findEntity(after, [ent]) ?? ent}.list(VIEW.sort`) &&
          !c.includes('"kind":"filtered"'),
      )
      .map(([, c]) => constOf(c, 'VIEW') as { filters?: string[]; initial?: Record<string, string> } | undefined);
    const ok = views.some((v) =>
      Object.entries(v?.initial ?? {}).some(([f, x]) => nameMatches(f, fieldName) && x === value && v?.filters?.includes(f)),
    );
    return ok
      ? []
      : [
          `${ent} list opens with filters ${views.map((v) => JSON.stringify(v?.initial ?? {})).join(', ') || 'none'}, expected ${fieldName}=${value}`,
        ];
  }
  if (e.kind === 'name') return newName === e.name ? [] : [`app name ${newName}, expected ${e.name}`];
  if (e.kind === 'entity') {
    const found = findEntity(after, e.names.split('|'));
    if (e.sign === '+') return found ? [] : [`no entity ${e.names}`];
    return found ? [`entity ${found} still there`] : [];
  }
  if (e.kind === 'relation') {
    const ok = e.pairs.some(([a, b]) => {
      if (!a || !b) return false;
      const ea = findEntity(after, [a]);
      const eb = findEntity(after, [b]);
      return !!ea && !!eb && hasRelation(after, ea, eb);
    });
    return ok ? [] : [`no relation ${ex}`];
  }
  const { sign, entities: ent, names, type, values } = e;
  const found = findEntity(after, ent.split('|'));
  const fields = found ? after[found] : [];
  const alts = names.split('|');
  const f = fields.find((x) => alts.some((a) => nameMatches(x.name, a)));
  if (sign === '-') {
    const exact = fields.find((x) => alts.some((a) => x.name === a || nameMatches(x.name, a)));
    return exact ? [`${ent}.${exact.name} still there`] : [];
  }
  if (!f) return [`no field ${ent}.${names} (has ${fields.map((x) => x.name).join(', ')})`];
  if (type && !type.split('|').some((t) => typeMatches(f, t))) return [`${ent}.${f.name} is ${f.type}, expected ${type}`];
  // "a/b/c|a/b-c": alternative value lists, any one of which is met
  if (values && !values.split('|').some((v) => typeMatches(f, `enum=${v}`)))
    return [`${ent}.${f.name} values ${f.values?.join('/')}, expected ${values}`];
  return [];
}

const pct = (t: Tally) => (t.total ? `${((100 * t.hit) / t.total).toFixed(1)}%`.padStart(6) : '   n/a');

function report(label: string, t: Totals) {
  const ms = [...t.ms].sort((a, b) => a - b);
  const median = ms.length ? ms[Math.floor(ms.length / 2)] : 0;
  return {
    label,
    lines: [
      `${label}`,
      `  entity recall     ${pct(t.entRecall)}  (${t.entRecall.hit}/${t.entRecall.total})`,
      `  entity precision  ${pct(t.entPrecision)}  (${t.entPrecision.hit}/${t.entPrecision.total})`,
      `  field recall      ${pct(t.fieldRecall)}  (${t.fieldRecall.hit}/${t.fieldRecall.total})`,
      `  field + type      ${pct(t.fieldTyped)}  (${t.fieldTyped.hit}/${t.fieldTyped.total})`,
      `  relation recall   ${pct(t.relRecall)}  (${t.relRecall.hit}/${t.relRecall.total}; ${t.relMissedBothMade} missed with both records made)`,
      `  edit success      ${pct(t.edits)}  (${t.edits.hit}/${t.edits.total})`,
      ...(t.edits.total > t.edits.hit
        ? [
            `  edits missed      ${t.editMisses.vague} refused as vague, ${t.editMisses.cannot_apply} refused as not applicable, ${t.editMisses.other_refusal} refused otherwise, ${t.editMisses.misapplied} applied but not as expected, ${t.editMisses.not_refused} applied where a refusal was expected${t.editMisses.base_failed ? `, ${t.editMisses.base_failed} base apps not made` : ''}`,
          ]
        : []),
      ...(Object.keys(t.missedEffects).length
        ? [
            `  misapplied edits missed  ${Object.entries(t.missedEffects)
              .sort((a, b) => b[1] - a[1])
              .map(([k, n]) => `${n} ${k}`)
              .join(', ')}`,
          ]
        : []),
      `  template leakage  ${pct({ hit: t.leakFields.hit + t.leakValues.hit, total: t.leakFields.total + t.leakValues.total })}  (fields ${t.leakFields.hit}/${t.leakFields.total}, sample values ${t.leakValues.hit}/${t.leakValues.total}; lower is better)`,
      `  failed creations  ${t.failures}; median generation ${median.toFixed(1)} ms`,
    ],
    numbers: {
      entity_recall: t.entRecall,
      entity_precision: t.entPrecision,
      field_recall: t.fieldRecall,
      field_type_recall: t.fieldTyped,
      relation_recall: t.relRecall,
      edit_success: t.edits,
      template_leak_fields: t.leakFields,
      template_leak_values: t.leakValues,
      edit_misses: t.editMisses,
      missed_effects: t.missedEffects,
      relations_missed_both_made: t.relMissedBothMade,
    },
  };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const gen = createGenerator(config, async (files) => (await validateApp(files)).issues);
  const results: Record<string, Totals> = { dev: newTotals(), heldout: newTotals() };
  const creates = CREATE_CASES.filter((c) => (!onlySplit || c.split === onlySplit) && picked(c.id)).map((c) =>
    notation ? { ...c, prompt: renderModel(expectedModel(c.entities), notation) } : c,
  );
  const edits = notation ? [] : EDIT_CASES.filter((c) => (!onlySplit || c.split === onlySplit) && picked(c.id));
  const batches: Record<string, Totals> = {};
  const tally = async (id: string, split: 'dev' | 'heldout', run: (t: Totals) => Promise<void>) => {
    const one = newTotals();
    await run(one);
    addTotals(results[split], one);
    addTotals((batches[batchOf(id)] ??= newTotals()), one);
  };
  for (const cs of creates) await tally(cs.id, cs.split, (t) => evalCreate(gen, cs, t));
  for (const cs of edits) await tally(cs.id, cs.split, (t) => evalEdit(gen, cs, t));
  const out = [
    report(
      `dev (${creates.filter((c) => c.split === 'dev').length} creations, ${edits.filter((c) => c.split === 'dev').length} edits)`,
      results.dev,
    ),
    report(
      `held-out (${creates.filter((c) => c.split === 'heldout').length} creations, ${edits.filter((c) => c.split === 'heldout').length} edits)`,
      results.heldout,
    ),
  ];
  // --by-batch: the same figures for each batch (id prefix), as docs/benchmarks.md records them
  const byBatch = flag('--by-batch')
    ? Object.keys(batches)
        .sort()
        .map((b) => report(b, batches[b]))
    : [];
  if (flag('--json')) {
    const json: Record<string, unknown> = { generator: gen.name, results: Object.fromEntries(out.map((o) => [o.label, o.numbers])) };
    if (byBatch.length) json.batches = Object.fromEntries(byBatch.map((o) => [o.label, o.numbers]));
    console.log(JSON.stringify(json, null, 2));
    return;
  }
  console.log(`generator: ${gen.name}${notation ? `; prompts: the expectations written as ${notation}` : ''}`);
  for (const o of [...out, ...byBatch]) console.log(o.lines.join('\n'));
  if (verbose) console.log(`\nmisses:\n${misses.map((m) => `  ${m}`).join('\n')}`);
  else console.log(`\n${misses.length} dev misses (--verbose lists them)`);
  if (privateMisses) console.log(`${privateMisses} misses of private batches (never listed)`);
}

await main();
