/**
 * How the evaluator (run.ts) matches generated entities to a case's expectations; shared with
 * fit-entities.ts, which labels candidate records the same way.
 */

/** An expectation key: `?` marks an optional entity, `|` separates the names accepted for it. */
export function entityKey(key: string): { optional: boolean; names: string[] } {
  const optional = key.startsWith('?');
  return { optional, names: key.replace(/^\?/, '').split('|') };
}

/** The generated entity (a key of the schema) one of the accepted names names, ignoring case and punctuation. */
export function findEntity(schema: Record<string, unknown>, names: string[]): string | undefined {
  const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  for (const n of names) for (const a of Object.keys(schema)) if (norm(a) === norm(n)) return a;
  return undefined;
}

/** The items of an entity's expectation ("tool>Tool, due|due_date:date"), in order. */
export function specItems(spec: string): string[] {
  return (
    spec
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      // `>A|>B` is written for "a relation to A or to B": the same as `>A|B`
      .map((s) => (s.startsWith('>') ? s.replace(/\|>(?=[A-Za-z])/g, '|') : s))
  );
}

/** An item that is a relation: `field>Target` or `>Target` (the field's names, the accepted targets, `|`-separated). */
export const RELATION_ITEM = /^([a-z_|]*)>([A-Za-z|]+)$/;

/** The types an expectation may name, each with the generated field types that meet it. */
export const TYPE_OK: Record<string, string[]> = {
  string: ['string', 'text', 'enum'],
  text: ['text', 'string'],
  date: ['date', 'datetime'],
  datetime: ['datetime', 'date'],
  money: ['number'],
  count: ['integer', 'number'],
  number: ['number', 'integer'],
  rating: ['integer', 'number', 'enum'],
  email: ['email'],
  url: ['url'],
  image: ['url'],
  bool: ['boolean'],
  enum: ['enum'],
};

/** A relation-only row's key ("A>B|C>D"): its alternatives as [from, to], as the runner reads them. */
export const relationRowPairs = (key: string): string[][] => key.split('|').map((alt) => alt.split('>'));

/** A field item ("due|due_date:date|datetime"): the accepted names and the type part (undefined: only the name counts). */
export function fieldItem(raw: string): { names: string[]; namePart: string; typePart: string | undefined } {
  const [namePart, typePart] = raw.split(':');
  return { names: namePart.split('|'), namePart, typePart };
}

/**
 * An edit expectation, read (run.ts's checkEffect judges it against the edited app). Relation alternatives are
 * pairs ('A>B|C>D'); with a single '>' both sides may list names ('A|B>C|D': any of these to any of those).
 */
export type Effect =
  | { kind: 'noop'; schemaOnly: boolean }
  | { kind: 'page'; words: string; filter?: string; field?: string }
  | { kind: 'sort'; entity: string; desc: string; field: string }
  | { kind: 'dark' }
  | { kind: 'theme'; names: string }
  | { kind: 'req'; entity: string; fields: string }
  | { kind: 'order'; entity: string; first: string; second: string }
  | { kind: 'home'; words: string }
  | { kind: 'default'; entity: string; field: string; value: string }
  | { kind: 'name'; name: string }
  | { kind: 'entity'; sign: string; names: string }
  | { kind: 'relation'; pairs: string[][] }
  | { kind: 'field'; sign: string; entities: string; names: string; type?: string; values?: string };

/** An edit expectation as the runner reads it; undefined when it is none of the forms above ("unknown expectation"). */
export function parseEffect(ex: string): Effect | undefined {
  if (ex === 'noop' || ex === 'noop-schema') return { kind: 'noop', schemaOnly: ex === 'noop-schema' };
  let m: RegExpExecArray | null;
  if ((m = /^page~([^@]+)(?:@([a-z]+)(?::([a-z_]+))?)?$/.exec(ex))) return { kind: 'page', words: m[1], filter: m[2], field: m[3] };
  if ((m = /^sort=([A-Za-z]+)\.(-?)([a-z_]*)$/.exec(ex))) return { kind: 'sort', entity: m[1], desc: m[2], field: m[3] };
  if (ex === 'dark') return { kind: 'dark' };
  if ((m = /^theme=(.+)$/.exec(ex))) return { kind: 'theme', names: m[1] };
  if ((m = /^req=([A-Za-z]+)\.([a-z_|]+)$/.exec(ex))) return { kind: 'req', entity: m[1], fields: m[2] };
  if ((m = /^order=([A-Za-z]+)\.([a-z_]+)<([a-z_]+)$/.exec(ex))) return { kind: 'order', entity: m[1], first: m[2], second: m[3] };
  if ((m = /^home~(.+)$/.exec(ex))) return { kind: 'home', words: m[1] };
  if ((m = /^default=([A-Za-z]+)\.([a-z_]+)=(.+)$/.exec(ex))) return { kind: 'default', entity: m[1], field: m[2], value: m[3] };
  if ((m = /^name=(.+)$/.exec(ex))) return { kind: 'name', name: m[1] };
  if ((m = /^([+-])([A-Za-z|]+)$/.exec(ex))) return { kind: 'entity', sign: m[1], names: m[2] };
  if (/^[A-Za-z|>]+$/.test(ex) && ex.includes('>')) {
    const alts = ex.split('|');
    const [froms, tos] = ex.split('>');
    const pairs = alts.every((alt) => alt.includes('>'))
      ? alts.map((alt) => alt.split('>'))
      : ex.split('>').length === 2
        ? froms.split('|').flatMap((a) => tos.split('|').map((b) => [a, b]))
        : alts.filter((alt) => alt.includes('>')).map((alt) => alt.split('>'));
    return { kind: 'relation', pairs };
  }
  if ((m = /^([+-]?)([A-Za-z|]+)\.([a-z_|]+)(?::([a-z|]+))?(?:=(.+))?$/.exec(ex)))
    return { kind: 'field', sign: m[1], entities: m[2], names: m[3], type: m[4], values: m[5] };
  return undefined;
}

/** A type part ("date|datetime", "enum=a/b/c") names only types the runner knows. */
function typeProblems(typePart: string, where: string): string[] {
  return typePart
    .split('|')
    .filter((t) => !(t.split('=')[0] in TYPE_OK) || (t.includes('=') && !t.startsWith('enum=')))
    .map((t) => `${where}: unknown type "${t}"`);
}

const NAME = /^[A-Za-z][A-Za-z0-9]*$/;
const pairProblems = (pairs: string[][], where: string) =>
  pairs
    .filter((p) => p.length !== 2 || !NAME.test(p[0]) || !NAME.test(p[1]))
    .map((p) => `${where}: relation alternative "${p.join('>')}" is not one "From>To"`);

/**
 * What the runner would misread in a creation expectation (an entity key and its items), read with the runner's own
 * parsing: a relation-row alternative that is not one `From>To`, an entity name that is no name, a relation item whose
 * target is no name, an unknown type. Empty when it reads as written.
 */
export function createExpectationProblems(key: string, spec: string): string[] {
  if (key.includes('>')) return [...pairProblems(relationRowPairs(key), key), ...(spec ? [`${key}: a relation row has no items`] : [])];
  const problems = entityKey(key)
    .names.filter((n) => !NAME.test(n))
    .map((n) => `${key}: "${n}" is no entity name`);
  for (const raw of specItems(spec)) {
    const rel = RELATION_ITEM.exec(raw);
    if (rel) {
      problems.push(
        ...rel[2]
          .split('|')
          .filter((t) => !NAME.test(t))
          .map((t) => `${key}: relation target "${t}" is no entity name`),
      );
      continue;
    }
    const { names, typePart } = fieldItem(raw);
    if (raw.includes('>') || raw.split(':').length > 2 || names.some((n) => !/^[a-z0-9_]+$/.test(n)))
      problems.push(`${key}: item "${raw}" is neither a field nor a relation`);
    if (typePart !== undefined) problems.push(...typeProblems(typePart, `${key}: ${raw}`));
  }
  return problems;
}

/** What the runner would misread in an edit expectation (an unknown form, a relation alternative without '>', an unknown type). */
export function editExpectationProblems(ex: string): string[] {
  if (ex === 'fail') return [];
  const e = parseEffect(ex);
  if (!e) return [`unknown expectation ${ex}`];
  if (e.kind === 'relation') {
    const dropped = ex.split('>').length > 2 && ex.split('|').some((alt) => !alt.includes('>'));
    return [...pairProblems(e.pairs, ex), ...(dropped ? [`${ex}: an alternative without '>' among pairs`] : [])];
  }
  if (e.kind === 'field' && e.type) return typeProblems(e.type, ex);
  return [];
}

/**
 * The private batches of each tuning session's pairs (split 'dev' so they count in the dev figures, but
 * whose totals only are read: the odd-numbered e7–e19, g7–g19, r9–r21 and x7–x19). Their misses are
 * listed like held-out ones, only with an explicit --split heldout, so no tuning run shows them (run.ts), and
 * the corpus tests count their rows without naming them.
 */
export const PRIVATE_BATCH = /^(?:[egx](?:7|9|11|13|15|17|19)|r(?:9|11|13|15|17|19|21))-/;
