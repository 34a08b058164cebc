/**
 * The concise form of a tool for tools/list, which an agent keeps in its context: the tool's
 * `description` (its `details` stay in the manifest, OpenAPI and docs/tools.md), and the input schema
 * without what only validation needs (the server enforces it and names the argument when one fails)
 * or what JSON Schema assumes anyway. Annotations that repeat MCP's defaults are omitted.
 */
import type { JsonSchema } from './runner.ts';

/**
 * Keywords that only bound values; the server checks them and names the argument when one fails.
 * `additionalProperties: false` is one of them: an unknown argument name is -32602 naming it.
 */
const VALIDATION_ONLY = new Set(['minLength', 'maxLength', 'minItems', 'maxItems', 'propertyNames', 'pattern']);
const SAFE_INT = 9007199254740991;

/** A default an agent assumes anyway (an absent flag is false, an absent list empty). */
const obviousDefault = (v: unknown) =>
  v === false || v === '' || (Array.isArray(v) && v.length === 0) || (!!v && typeof v === 'object' && Object.keys(v).length === 0);
/** `{}`, JSON Schema's "anything", which `additionalProperties` and `items` mean when absent. */
const anything = (v: unknown) => v === true || (!!v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0);

export function compactSchema(schema: unknown, top = true): unknown {
  if (Array.isArray(schema)) return schema.map((s) => compactSchema(s, false));
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (VALIDATION_ONLY.has(key)) continue;
    // Lower bounds an agent assumes anyway (counts, offsets, weights are not negative; limits not 0).
    if ((key === 'minimum' && (value === -SAFE_INT || value === 0 || value === 1)) || (key === 'maximum' && value === SAFE_INT)) continue;
    if (key === 'additionalProperties' && (value === false || anything(value))) continue;
    if (key === 'items' && anything(value)) continue;
    if (key === 'default' && obviousDefault(value)) continue;
    if (key === 'properties' && value && typeof value === 'object') {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, prop]) => {
          const compact = compactSchema(prop, false) as JsonSchema;
          // `app_id` means the same in every tool (an app the caller owns): its description is left out.
          if (top && name === 'app_id') delete compact.description;
          return [name, compact];
        }),
      );
    } else out[key] = compactSchema(value, false);
  }
  return out;
}

/**
 * Annotations without the values MCP assumes anyway (readOnly false, destructive true, idempotent
 * false, openWorld true) and without the hints MCP says mean nothing for a read-only tool
 * (destructive, idempotent).
 */
export function compactAnnotations(a: {
  title?: string;
  readOnlyHint: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}) {
  return {
    ...(a.readOnlyHint ? { readOnlyHint: true } : {}),
    ...(!a.readOnlyHint && a.destructiveHint === false ? { destructiveHint: false } : {}),
    ...(!a.readOnlyHint && a.idempotentHint ? { idempotentHint: true } : {}),
    ...(a.openWorldHint === false ? { openWorldHint: false } : {}),
  };
}
