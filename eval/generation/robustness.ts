/**
 * `npm run eval:robustness`: feeds the offline generator prompts nobody would write on purpose but
 * anyone may send — the dev corpus's creation and edit prompts cut off mid-sentence, with words dropped,
 * shouted, reversed or doubled in spacing, with an unclosed bracket or a dangling "and", and with one word
 * replaced by a name of Object's own members ("constructor", "__proto__", "toString") — and counts the
 * ones that throw, or whose files carry a function's source or "[object Object]". Refusing is fine (a
 * vague prompt is refused with a reason); throwing is a bug. Deterministic (a fixed seed); exits 1 when
 * anything threw or leaked. Held-out prompts are not used: their wording stays unread.
 *
 * It also writes the dev expectations as the data models agents send (JSON, markdown tables, TypeScript types,
 * "Data model:" lists; notation.ts), whole, cut off, with Object's members as names and with links to
 * entities that are not there.
 *
 * Options: --cases N (creation prompts to mangle, default all dev ones), --stated N (cases written as data
 * models, default 200), --edits N (edit cases, default 300).
 */
import { editApp, generateApp } from '../../src/generation/offline/index.ts';
import { CREATE_CASES, EDIT_CASES } from './corpus.ts';
import { expectedModel, NOTATIONS, renderModel } from './notation.ts';

const args = process.argv.slice(2);
const opt = (n: string) => {
  const i = args.indexOf(n);
  return i >= 0 ? Number(args[i + 1]) : undefined;
};

let seed = 7;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = <T>(xs: T[]): T => xs[Math.floor(random() * xs.length)];

const MEMBER_NAMES = ['constructor', 'constructors', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'prototype'];

/** Ways a prompt gets mangled on its way to the generator. */
function mangled(prompt: string): string[] {
  const sentences = prompt.split(/(?<=[.!?])\s+/);
  const words = prompt.split(/\s+/);
  const replaceable = words.map((w, i) => (/^[a-z]{4,}[,.]?$/i.test(w) ? i : -1)).filter((i) => i >= 0);
  const withMember = [...words];
  if (replaceable.length) {
    const i = pick(replaceable);
    withMember[i] = withMember[i].replace(/[a-z]+/i, pick(MEMBER_NAMES));
  }
  return [
    sentences[0],
    sentences[sentences.length - 1],
    prompt.slice(0, Math.floor(random() * prompt.length)),
    words.filter(() => random() > 0.3).join(' '),
    prompt.toUpperCase(),
    [...words].reverse().join(' '),
    prompt.replace(/ /g, '  '),
    `${prompt} and`,
    `${prompt} (`,
    withMember.join(' '),
  ].filter((p) => p?.trim());
}

const LEAK = /native code|\[object Object\]/;
const failures = new Map<string, { count: number; example: string }>();
function failed(kind: string, prompt: string, error: unknown) {
  // a throw is keyed by where it was thrown; a leak by its kind alone
  const where = kind.startsWith('threw') && error instanceof Error ? (error.stack?.split('\n')[1]?.trim() ?? error.message) : '';
  const key = `${kind} ${where.replace(/\(file:\/\/.*\/src\//, '(src/')}`.trim();
  const seen = failures.get(key);
  if (seen) seen.count++;
  else failures.set(key, { count: 1, example: prompt.slice(0, 160) });
}

const creates = CREATE_CASES.filter((c) => c.split === 'dev').slice(0, opt('--cases'));
let tried = 0;
let built = 0;
for (const c of creates) {
  for (const prompt of mangled(c.prompt)) {
    tried++;
    try {
      const r = generateApp({ name: 'Robustness', prompt });
      if (r.ok) {
        built++;
        if (Object.entries(r.files).some(([path, text]) => LEAK.test(path) || LEAK.test(text)))
          failed('leaked', prompt, new Error('function text in a file'));
      }
    } catch (e) {
      failed('threw', prompt, e);
    }
  }
}

// a data model stated in a notation (the dev expectations written as JSON, a table, types, a list), whole and
// mangled: cut off, a name replaced by one of Object's members, every field typed as an entity that is not there
let statedTried = 0;
let statedBuilt = 0;
for (const c of CREATE_CASES.filter((x) => x.split === 'dev').slice(0, opt('--stated') ?? 200)) {
  const model = expectedModel(c.entities);
  const member = pick(MEMBER_NAMES);
  const odd = [
    model.map((e, i) => (i === 0 ? { ...e, name: member } : e)),
    model.map((e) => ({ ...e, fields: e.fields.map((f, i) => (i === 0 ? { ...f, name: member } : f)) })),
    model.map((e) => ({ ...e, fields: e.fields.map((f) => ({ name: f.name, target: 'Nowhere' })) })),
    model.map((e) => ({ ...e, fields: [...e.fields, ...e.fields] })),
  ];
  for (const notation of NOTATIONS) {
    const whole = renderModel(model, notation);
    const prompts = [
      whole,
      whole.slice(0, Math.floor(random() * whole.length)),
      `A small app for our team.\n${whole}\nMembers borrow tools.`,
    ];
    for (const m of odd) prompts.push(renderModel(m, notation));
    for (const prompt of prompts) {
      statedTried++;
      try {
        const r = generateApp({ name: 'Robustness', prompt });
        if (r.ok) {
          statedBuilt++;
          if (Object.entries(r.files).some(([path, text]) => LEAK.test(path) || LEAK.test(text)))
            failed('leaked (stated)', prompt, new Error('function text in a file'));
        }
      } catch (e) {
        failed('threw (stated)', prompt, e);
      }
    }
  }
}

const edits = EDIT_CASES.filter((c) => c.split === 'dev').slice(0, opt('--edits') ?? 300);
const bases = new Map<string, ReturnType<typeof generateApp>>();
let editsTried = 0;
let applied = 0;
for (const c of edits) {
  const base = bases.get(c.base) ?? generateApp({ name: 'Robustness', prompt: c.base });
  bases.set(c.base, base);
  if (!base.ok) continue;
  for (const prompt of mangled(c.prompt)) {
    editsTried++;
    try {
      const r = editApp({ files: base.files, prompt, app_name: 'Robustness', settings: base.settings });
      if (r.ok) {
        applied++;
        if (LEAK.test(JSON.stringify(r.files_written))) failed('leaked (edit)', prompt, new Error('function text in a file'));
      }
    } catch (e) {
      failed('threw (edit)', prompt, e);
    }
  }
}

console.log(`creations: ${tried} mangled prompts, ${built} built, the rest refused with a reason`);
console.log(`stated data models: ${statedTried} (whole, cut off, with odd names), ${statedBuilt} built, the rest refused with a reason`);
console.log(`edits: ${editsTried} mangled prompts, ${applied} applied, the rest refused with a reason`);
const total = [...failures.values()].reduce((n, f) => n + f.count, 0);
console.log(`threw or leaked: ${total}`);
for (const [key, f] of failures) console.log(`  ${f.count}× ${key}\n     e.g. ${JSON.stringify(f.example)}`);
process.exitCode = total ? 1 : 0;
