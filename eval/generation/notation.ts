/**
 * A creation case's expectations written as the data model an agent might send instead of prose: a JSON
 * entity map, a JSON list of entities, a markdown table, TypeScript interfaces, or a "Data model:" list.
 * `npm run eval:generation -- --notation json` feeds these to the generator in place of the prompts, so the
 * same metrics say how much of a model stated outright comes back; robustness.ts mangles them.
 *
 * Each required entity is written under its first accepted name, each field under its first accepted name
 * with its type (a relation as its target, an enum as its values); optional entities are written too.
 */
import { entityKey, RELATION_ITEM, specItems } from './match.ts';

export const NOTATIONS = ['json', 'json-list', 'table', 'types', 'heading'] as const;
export type Notation = (typeof NOTATIONS)[number];

type ModelField = { name: string; type?: string; target?: string; values?: string[] };
type ModelEntity = { name: string; fields: ModelField[] };

/** Expectation types → the type words an agent would write. */
const TYPE_WORD: Record<string, string> = {
  string: 'string',
  text: 'text',
  date: 'date',
  datetime: 'datetime',
  money: 'money',
  count: 'integer',
  number: 'number',
  rating: 'integer',
  email: 'email',
  url: 'url',
  image: 'url',
  bool: 'boolean',
};

/** The entities and fields a case's expectations describe. */
export function expectedModel(entities: Record<string, string>): ModelEntity[] {
  const out: ModelEntity[] = [];
  const entity = (name: string) => {
    let e = out.find((x) => x.name === name);
    if (!e) out.push((e = { name, fields: [] }));
    return e;
  };
  for (const [key, spec] of Object.entries(entities)) {
    if (key.includes('>')) {
      const [from, to] = key.split('|')[0].split('>');
      entity(from).fields.push({ name: snake(to), target: to });
      continue;
    }
    const e = entity(entityKey(key).names[0]);
    for (const raw of specItems(spec)) {
      const rel = RELATION_ITEM.exec(raw);
      if (rel) {
        const target = rel[2].split('|')[0];
        e.fields.push({ name: rel[1].split('|')[0] || snake(target), target });
        continue;
      }
      const [namePart, typePart] = raw.split(':');
      const name = namePart.split('|')[0];
      const [t, values] = (typePart ?? '').split('|')[0].split('=');
      if (values) e.fields.push({ name, values: values.split('/') });
      else if (t === 'enum') e.fields.push({ name });
      else e.fields.push({ name, type: TYPE_WORD[t] });
    }
  }
  // a relation's target that no row describes is still an entity of the model
  for (const e of [...out]) for (const f of e.fields) if (f.target) entity(f.target);
  return out;
}

function snake(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}
function camel(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
const spaced = (name: string) => name.replace(/_/g, ' ');

/** The model written in one notation. */
export function renderModel(model: ModelEntity[], notation: Notation): string {
  switch (notation) {
    case 'json':
      return JSON.stringify({
        entities: Object.fromEntries(
          model.map((e) => [e.name, Object.fromEntries(e.fields.map((f) => [f.name, f.target ?? f.values ?? f.type ?? 'string']))]),
        ),
      });
    case 'json-list':
      return JSON.stringify(
        model.map((e) => ({
          name: e.name,
          fields: e.fields.map((f) =>
            f.target
              ? { name: f.name, ref: f.target }
              : f.values
                ? { name: f.name, enum: f.values }
                : { name: f.name, type: f.type ?? 'string' },
          ),
        })),
        null,
        2,
      );
    case 'table':
      return [
        '| entity | fields |',
        '|---|---|',
        ...model.map(
          (e) =>
            `| ${e.name} | ${e.fields.map((f) => (f.target ? `${spaced(f.name)} -> ${f.target}` : f.values ? `${spaced(f.name)} (${f.values.join('/')})` : f.type ? `${spaced(f.name)}: ${f.type}` : spaced(f.name))).join(', ')} |`,
        ),
      ].join('\n');
    case 'types':
      return model
        .map((e) => {
          const type = (f: ModelField) =>
            f.target ??
            (f.values
              ? f.values.map((v) => `'${v}'`).join(' | ')
              : f.type === 'date' || f.type === 'datetime'
                ? 'Date'
                : f.type === 'integer' || f.type === 'money'
                  ? 'number'
                  : (f.type ?? 'string'));
          return `interface ${e.name} {\n${e.fields.map((f) => `  ${camel(f.name)}: ${type(f)};`).join('\n')}\n}`;
        })
        .join('\n');
    case 'heading':
      return `Data model:\n${model
        .map(
          (e) =>
            `- ${e.name}: ${e.fields.map((f) => (f.target ? `${spaced(f.name)} -> ${f.target}` : f.values ? `${spaced(f.name)} (${f.values.join('/')})` : f.type ? `${spaced(f.name)} (${f.type})` : spaced(f.name))).join(', ')}`,
        )
        .join('\n')}`;
  }
}
