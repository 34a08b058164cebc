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
  return spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** An item that is a relation: `field>Target` or `>Target` (the field's names, the accepted targets, `|`-separated). */
export const RELATION_ITEM = /^([a-z_|]*)>([A-Za-z|]+)$/;
