// Structured data-model input (what AI agents send over MCP): a JSON document, a markdown table of entities
// and their fields, TypeScript `type X = {…}` / `interface X {…}` declarations, and a heading that only
// introduces a list ("Entities:", "Data model:"). A model stated outright is the app's model as stated: its
// entities, field names, types, values and links are kept as written (the prose reader's judgement of which
// nouns are records does not apply to them); only a field without a stated type gets one from its name.

import { GENERIC_FIELDS, KIND_ICON } from './domains.ts';
import { enumValue, inferField, parseFieldDsl, safeFieldName } from './fields.ts';
import type { AnalysedEntity } from './lexicon.ts';
import { pascal, singularPhrase, words } from './nlp.ts';
import { kindOf, pluralLabel } from './nouns.ts';
import type { FieldSpec } from './types.ts';

type StatedField = { name: string; type?: string; target?: string; values?: string[]; many?: boolean };
type StatedEntity = { name: string; fields: StatedField[] };
/** A data model read from the prompt, and the prompt's words around it. */
export type StatedModel = { entities: StatedEntity[]; rest: string };

const HEADING = /^\s*(?:#+\s*)?(?:(?:the\s+)?(?:entities|tables|data\s*model|models|schema|collections))\s*:\s*/i;

/** The data model a prompt states in a notation, or undefined for prose (and for malformed notation). */
export function readStructured(prompt: string): StatedModel | undefined {
  return fromJson(prompt) ?? fromTypes(prompt) ?? fromTable(prompt) ?? fromHeading(prompt);
}

/** "order_items", "OrderItems", "order items" → "OrderItem": an entity is named in the singular. */
function entityName(name: string): string {
  return pascal(singularPhrase(name));
}

/** A stated type → the kind of field it says (undefined: "string" and unknown words, where the name decides). */
function typeWord(raw: string): string | undefined {
  const t = raw.trim().toLowerCase();
  if (/^(?:string|str|varchar|char|uuid|id)$/.test(t)) return undefined;
  if (/^(?:text|longtext|markdown|richtext)$/.test(t)) return 'text';
  if (/^(?:int|integer|bigint|smallint|count)$/.test(t)) return 'integer';
  if (/^(?:number|float|double|decimal|numeric|real)$/.test(t)) return 'number';
  if (/^(?:money|currency|price)$/.test(t)) return 'money';
  if (/^(?:bool|boolean)$/.test(t)) return 'boolean';
  if (/^(?:date)$/.test(t)) return 'date';
  if (/^(?:datetime|timestamp|timestamptz|instant|time)$/.test(t)) return 'datetime';
  if (/^(?:email)$/.test(t)) return 'email';
  if (/^(?:url|uri|link|image|photo|file)$/.test(t)) return 'url';
  return undefined;
}

/** A field from its name and what was said of its type ("number", "Customer", "'new' | 'paid'", "-> Customer", "Order[]"). */
function field(rawName: string, rawType: string | undefined, entities: Set<string>): StatedField | undefined {
  const name = rawName.replace(/[?!]$/, '').trim();
  if (!/^[A-Za-z][\w -]*$/.test(name)) return undefined;
  const t = (rawType ?? '').trim().replace(/\s*\|\s*(?:null|undefined)\b/g, '');
  if (!t) return { name };
  // a list of another entity ("orders: Order[]") is the other side of that entity's link
  const many = /^(?:([A-Za-z]\w*)\[\]|Array<\s*([A-Za-z]\w*)\s*>)$/.exec(t);
  if (many) return entities.has(entityName(many[1] ?? many[2])) ? { name, target: entityName(many[1] ?? many[2]), many: true } : undefined;
  const arrow = /^(?:->|=>|→)?\s*([A-Za-z][A-Za-z]*)$/.exec(t);
  if (arrow && /^[A-Z]|^(?:->|=>|→)/.test(t) && entities.has(entityName(arrow[1]))) return { name, target: entityName(arrow[1]) };
  const lits = t.split('|').map((x) => /^\s*['"]([^'"]+)['"]\s*$/.exec(x)?.[1]);
  if (lits.length > 1 && lits.every(Boolean)) return { name, values: lits as string[] };
  return { name, type: typeWord(t) };
}

/** The field a stated field makes: as stated, or typed by its name when no type was given. */
function fieldSpec(f: StatedField, lookup: (phrase: string) => string | undefined): FieldSpec {
  const name = safeFieldName(f.name);
  if (f.target) return { name, type: 'relation', target: f.target };
  if (f.values?.length) {
    const values = [...new Set(f.values.map(enumValue).filter(Boolean))];
    if (values.length) return { name, type: 'enum', values, default: values[0] };
  }
  switch (f.type) {
    case 'money':
    case 'number':
      return { name, type: 'number' };
    case 'integer':
    case 'text':
    case 'boolean':
    case 'date':
    case 'datetime':
    case 'email':
    case 'url':
      return { name, type: f.type };
  }
  // "due date", "email", "status", "member" (a stated entity): the name says what it holds, as in prose
  const inferred = inferField(words(f.name).join(' '), lookup);
  return inferred ? { ...inferred, name: inferred.type === 'relation' ? name : inferred.name } : { name, type: 'string' };
}

/** The app's entities as the model states them. */
export function statedEntities(model: StatedModel): AnalysedEntity[] {
  const byName = new Map<string, StatedEntity>();
  for (const e of model.entities) {
    const seen = byName.get(e.name);
    if (seen) seen.fields.push(...e.fields.filter((f) => !seen.fields.some((x) => x.name === f.name)));
    else byName.set(e.name, { name: e.name, fields: [...e.fields] });
  }
  const lookup = (phrase: string) => {
    const n = entityName(phrase.replace(/^(?:a|an|the)\s+/i, ''));
    return byName.has(n) ? n : undefined;
  };
  const entities: AnalysedEntity[] = [...byName.values()].map((e, pos) => {
    const kind = kindOf(words(e.name).join(' '));
    const fields: FieldSpec[] = [];
    for (const f of e.fields) {
      if (f.many) continue;
      const spec = fieldSpec(f, lookup);
      if (!fields.some((x) => x.name === spec.name)) fields.push(spec);
    }
    return {
      name: e.name,
      description: `${pluralLabel(e.name)} tracked by the app.`,
      // an entity named without fields has what any record of its kind has
      fields: fields.length ? fields : GENERIC_FIELDS[kind].map(parseFieldDsl),
      icon: KIND_ICON[kind],
      kind,
      samples: [],
      pos,
    };
  });
  // "Artist { works: Work[] }": the works point at their artist, unless they already do
  for (const e of byName.values())
    for (const f of e.fields) {
      const target = f.many && entities.find((x) => x.name === f.target);
      if (target && !target.fields.some((x) => x.type === 'relation' && x.target === e.name))
        target.fields.push({ name: safeFieldName(e.name), type: 'relation', target: e.name });
    }
  return entities;
}

// ---- JSON ----

function fromJson(prompt: string): StatedModel | undefined {
  const s = prompt.trim();
  if (!/^[[{]/.test(s)) return undefined;
  let doc: unknown;
  try {
    doc = JSON.parse(s);
  } catch {
    return undefined;
  }
  if (doc && typeof doc === 'object' && !Array.isArray(doc)) {
    const o = doc as Record<string, unknown>;
    const key = Object.keys(o).find((k) => /^(?:entities|tables|models|collections|schema|data_?model|records)$/i.test(k));
    if (key && Object.keys(o).every((k) => k === key || typeof o[k] !== 'object')) doc = o[key];
  }
  const raw: Array<{ name: string; fields: unknown }> = [];
  if (Array.isArray(doc)) {
    for (const e of doc) {
      if (!e || typeof e !== 'object') return undefined;
      const r = e as Record<string, unknown>;
      const name = r.name ?? r.entity ?? r.table ?? r.title;
      if (typeof name !== 'string') return undefined;
      raw.push({ name, fields: r.fields ?? r.columns ?? r.attributes ?? r.properties ?? [] });
    }
  } else if (doc && typeof doc === 'object') {
    for (const [name, v] of Object.entries(doc as Record<string, unknown>)) {
      const inner = v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
      const listed = inner && (inner.fields ?? inner.columns ?? inner.attributes ?? inner.properties);
      raw.push({ name, fields: listed ?? v });
    }
  } else return undefined;
  const names = new Set(raw.map((e) => entityName(e.name)));
  const entities: StatedEntity[] = [];
  for (const e of raw) {
    const fields: StatedField[] = [];
    const add = (n: unknown, t: unknown) => {
      if (typeof n !== 'string') return;
      let typ: string | undefined;
      if (typeof t === 'string') typ = t;
      else if (t && typeof t === 'object' && !Array.isArray(t)) {
        const r = t as Record<string, unknown>;
        const ref = r.ref ?? r.target ?? r.references ?? r.relation ?? r.entity;
        typ = typeof ref === 'string' ? ref : typeof r.type === 'string' ? r.type : undefined;
        if (Array.isArray(r.values ?? r.enum)) typ = ((r.values ?? r.enum) as unknown[]).map((x) => `'${String(x)}'`).join(' | ');
      } else if (Array.isArray(t)) typ = t.map((x) => `'${String(x)}'`).join(' | ');
      const f = field(n, typ, names);
      if (f) fields.push(f);
    };
    if (Array.isArray(e.fields)) {
      for (const f of e.fields) {
        if (typeof f === 'string') {
          const [n, t] = f.split(/\s*:\s*/, 2);
          add(n, t);
        } else if (f && typeof f === 'object') {
          const r = f as Record<string, unknown>;
          add(r.name ?? r.field, r);
        }
      }
    } else if (e.fields && typeof e.fields === 'object') {
      for (const [n, t] of Object.entries(e.fields as Record<string, unknown>)) add(n, t);
    } else return undefined;
    entities.push({ name: entityName(e.name), fields });
  }
  return stated(entities, '');
}

/** A model of named entities, with the prompt's other words (undefined when an entity has no name). */
function stated(entities: StatedEntity[], rest: string): StatedModel | undefined {
  if (!entities.length || entities.some((e) => !e.name)) return undefined;
  return { entities, rest: rest.replace(/^\s*```\w*\s*$/gm, '').trim() };
}

// ---- TypeScript declarations ----

function fromTypes(prompt: string): StatedModel | undefined {
  const decl = /\b(?:export\s+)?(?:type\s+([A-Z]\w*)\s*=\s*\{|interface\s+([A-Z]\w*)\s*(?:extends\s+[\w, ]+)?\{)([^{}]*)\}/g;
  const found: Array<{ name: string; body: string; start: number; end: number }> = [];
  let m: RegExpExecArray | null;
  while ((m = decl.exec(prompt))) found.push({ name: m[1] ?? m[2], body: m[3], start: m.index, end: m.index + m[0].length });
  if (!found.length) return undefined;
  const names = new Set(found.map((d) => entityName(d.name)));
  const entities = found.map((d) => ({
    name: entityName(d.name),
    fields: d.body
      .split(/[;,\n]/)
      .map((s) => /^\s*(?:readonly\s+)?([A-Za-z_]\w*)\??\s*:\s*(.+?)\s*$/.exec(s.replace(/\/\/.*$/, '')))
      .flatMap((x) => (x ? [field(x[1], x[2], names)].filter((f): f is StatedField => !!f) : [])),
  }));
  // the words around the declarations are the prompt's own
  let rest = '';
  let at = 0;
  for (const d of found) {
    rest += `${prompt.slice(at, d.start)}\n`;
    at = d.end;
  }
  return stated(entities, rest + prompt.slice(at));
}

// ---- markdown tables ----

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());
}

/** "status (draft/sent/paid)", "fee (money)": a bracket after a field's name holds its values or its type. */
function bracketed(name: string, inner: string, names: Set<string>): StatedField | undefined {
  const values = inner.split(/\s*[/,|]\s*|\s+or\s+/).filter(Boolean);
  if (values.length > 1) return { name, values };
  return field(name, inner, names);
}

function fromTable(prompt: string): StatedModel | undefined {
  const lines = prompt.split('\n');
  const entities: StatedEntity[] = [];
  for (let i = 0; i + 2 < lines.length; i++) {
    if (!/^\s*\|.*\|\s*$/.test(lines[i]) || !/^\s*\|?\s*:?-{3,}/.test(lines[i + 1])) continue;
    const head = cells(lines[i]).map((c) => c.toLowerCase());
    if (head.length < 2) continue;
    const fi = head.findIndex((h) => /\b(?:fields?|columns?|attributes?|properties)\b/.test(h));
    if (fi < 0) continue;
    const ei = head.findIndex((h, k) => k !== fi && /\b(?:entity|entities|table|model|record|collection|name|object)\b/.test(h));
    const entityCol = ei >= 0 ? ei : fi === 0 ? 1 : 0;
    let j = i + 2;
    const rows: string[][] = [];
    while (j < lines.length && /^\s*\|/.test(lines[j])) rows.push(cells(lines[j++]));
    const names = new Set(rows.map((r) => entityName(r[entityCol] ?? '')));
    const found = rows
      .filter((r) => /^[A-Za-z][\w ]*$/.test(r[entityCol] ?? ''))
      .map((r) => ({
        name: entityName(r[entityCol]),
        fields: (r[fi] ?? '')
          .split(/\s*,\s*/)
          .filter(Boolean)
          .flatMap((s) => {
            const x = /^`?([A-Za-z][\w ]*?)`?\s*(?::\s*(.+)|\(([^()]+)\)|(->|→)\s*(\w+))?$/.exec(s);
            const f = x && (x[3] ? bracketed(x[1], x[3], names) : field(x[1], x[2] ?? x[5], names));
            return f ? [f] : [];
          }),
      }));
    if (!found.length) continue;
    entities.push(...found);
    // the table is read; the lines around it are the prompt's own words
    lines.splice(i, j - i, '');
  }
  return stated(entities, lines.join('\n'));
}

// ---- "Entities: Customer (name, email); Order (…)" and "Data model:\n- Customer: name…" ----

function fromHeading(prompt: string): StatedModel | undefined {
  const h = HEADING.exec(prompt);
  if (!h) return undefined;
  const body = prompt.slice(h[0].length);
  const items = body
    .split(/\s*;\s*|\n+/)
    .map((s) => s.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter(Boolean);
  const parsed = items.map((s) => /^([A-Z][A-Za-z]*(?:\s[A-Z][A-Za-z]*)?)\s*(?:\((.*)\)\.?|:\s*(.*?)\.?)$/.exec(s));
  if (!parsed.length || parsed.some((p) => !p)) return undefined;
  const names = new Set(parsed.map((p) => entityName(p![1])));
  const entities = parsed.map((p) => ({
    name: entityName(p![1]),
    fields: splitTop(p![2] ?? p![3] ?? '').flatMap((s) => {
      const x = /^([A-Za-z][\w -]*?)\s*(?:(?:->|→)\s*([A-Z]\w*)|\(([^()]+)\)|:\s*(\w+))?$/.exec(s);
      if (!x) return [];
      if (x[2]) {
        const f = field(x[1], x[2], names);
        return f ? [f] : [];
      }
      const f = x[3] ? bracketed(x[1], x[3], names) : field(x[1], x[4], names);
      return f ? [f] : [];
    }),
  }));
  return stated(entities, '');
}

/** Split at commas outside brackets. */
function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}
