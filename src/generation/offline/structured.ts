// Structured data-model input (what AI agents send over MCP) rewritten into the plain notation the prose
// reader handles ("Customer: name, email. Order: date, total (number), customer."): a JSON document, a
// markdown table of entities and their fields, TypeScript `type X = {…}` / `interface X {…}` declarations,
// and a heading that only introduces a list ("Entities:", "Data model:"). Anything else is returned as it is.

import { words } from './nlp.ts';

type StructField = { name: string; type?: string; target?: string; values?: string[] };
type StructEntity = { name: string; fields: StructField[] };

const HEADING = /^\s*(?:#+\s*)?(?:(?:the\s+)?(?:entities|tables|data\s*model|models|schema|collections))\s*:\s*/i;

/** The prompt with any clearly structured data model rewritten into "Entity: field, field (type)." sentences. */
export function structuredToProse(prompt: string): string {
  try {
    return fromJson(prompt) ?? fromTypes(prompt) ?? fromTable(prompt) ?? fromHeading(prompt) ?? prompt;
  } catch {
    return prompt;
  }
}

/** A name's words, lower-case and spaced ("dueDate", "due_date" → "due date"). */
const spaced = (name: string) => words(name).join(' ');

function entityName(name: string): string {
  return words(name)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

/** A stated type → the word the prose reader takes in brackets (undefined: let the field's name decide). */
function typeWord(raw: string): string | undefined {
  const t = raw.trim().toLowerCase();
  if (/^(?:string|str|varchar|char|uuid|id)$/.test(t)) return undefined;
  if (/^(?:text|longtext|markdown|richtext)$/.test(t)) return 'text';
  if (/^(?:number|int|integer|float|double|decimal|numeric|bigint|real)$/.test(t)) return 'number';
  if (/^(?:money|currency|price)$/.test(t)) return 'money';
  if (/^(?:bool|boolean)$/.test(t)) return 'boolean';
  if (/^(?:date)$/.test(t)) return 'date';
  if (/^(?:datetime|timestamp|timestamptz|instant)$/.test(t)) return 'datetime';
  if (/^(?:email)$/.test(t)) return 'email';
  if (/^(?:url|uri|link)$/.test(t)) return 'url';
  return undefined;
}

/** A field from its name and what was said of its type ("number", "Customer", "'new' | 'paid'", "-> Customer"). */
function field(rawName: string, rawType: string | undefined, entities: Set<string>): StructField | undefined {
  const name = rawName.replace(/[?!]$/, '').trim();
  if (!/^[A-Za-z][\w -]*$/.test(name)) return undefined;
  const t = (rawType ?? '').trim().replace(/\s*\|\s*(?:null|undefined)\b/g, '');
  if (!t) return { name };
  // a list of another entity ("orders: Order[]") is the other side of that entity's relation
  if (/\[\]$|^Array</.test(t)) return undefined;
  const arrow = /^(?:->|=>|→)?\s*([A-Z][A-Za-z]*)$/.exec(t);
  if (arrow && entities.has(entityName(arrow[1]))) return { name, target: entityName(arrow[1]) };
  const lits = t.split('|').map((s) => /^\s*['"]([^'"]+)['"]\s*$/.exec(s)?.[1]);
  if (lits.length > 1 && lits.every(Boolean)) return { name, values: lits as string[] };
  return { name, type: typeWord(t) };
}

function render(entities: StructEntity[]): string | undefined {
  if (!entities.length || entities.some((e) => !e.name)) return undefined;
  return entities
    .map((e) => {
      const items = e.fields.map((f) => {
        const w = spaced(f.name);
        if (f.target) return spaced(f.target) === w ? w : spaced(f.target);
        if (f.values?.length) return `${w} (${f.values.join('/')})`;
        return f.type ? `${w} (${f.type})` : w;
      });
      return items.length ? `${e.name}: ${items.join(', ')}.` : `${e.name}.`;
    })
    .join('\n');
}

// ---- JSON ----

function fromJson(prompt: string): string | undefined {
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
  const entities: StructEntity[] = [];
  for (const e of raw) {
    const fields: StructField[] = [];
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
  return render(entities);
}

// ---- TypeScript declarations ----

function fromTypes(prompt: string): string | undefined {
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
      .flatMap((x) => (x ? [field(x[1], x[2], names)].filter((f): f is StructField => !!f) : [])),
  }));
  const prose = render(entities);
  if (!prose) return undefined;
  // the words around the declarations stay as they were
  let out = '';
  let at = 0;
  found.forEach((d, i) => {
    out += `${prompt.slice(at, d.start)}${render([entities[i]])}`;
    at = d.end;
  });
  return (out + prompt.slice(at)).replace(/^\s*```\w*\s*$/gm, '');
}

// ---- markdown tables ----

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());
}

function fromTable(prompt: string): string | undefined {
  const lines = prompt.split('\n');
  let changed = false;
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
    const entities = rows
      .filter((r) => /^[A-Za-z][\w ]*$/.test(r[entityCol] ?? ''))
      .map((r) => ({
        name: entityName(r[entityCol]),
        fields: (r[fi] ?? '')
          .split(/\s*,\s*/)
          .filter(Boolean)
          .flatMap((s) => {
            const x = /^`?([A-Za-z][\w ]*?)`?\s*(?::\s*(.+)|\(([^()]+)\)|(->|→)\s*(\w+))?$/.exec(s);
            const f = x && field(x[1], x[2] ?? x[3] ?? x[5], names);
            return f ? [f] : [];
          }),
      }));
    const prose = render(entities);
    if (!prose) continue;
    lines.splice(i, j - i, prose);
    changed = true;
  }
  return changed ? lines.join('\n') : undefined;
}

// ---- "Entities: Customer (name, email); Order (…)" and "Data model:\n- Customer: name…" ----

function fromHeading(prompt: string): string | undefined {
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
      // "(new/paid/shipped)", "(money)": what the reader already takes in brackets
      if (x[3]) return [{ name: x[1], type: x[3] }];
      const f = field(x[1], x[4], names);
      return f ? [f] : [];
    }),
  }));
  return render(entities);
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
