/**
 * The concise form of a tool for tools/list, which an agent keeps in its context: descriptions cut
 * to their first sentences, validation-only keywords left out (the server enforces them and names the
 * argument when one fails), annotations that repeat MCP's defaults omitted. The manifest, OpenAPI and
 * docs/tools.md keep the full definitions.
 */
import type { JsonSchema } from './runner.ts';

/** Longest tool description and argument description in tools/list. */
export const LIST_DESCRIPTION_CHARS = 200;
export const LIST_ARGUMENT_CHARS = 90;

/** Keywords that only bound values; the server checks them and names the argument when one fails. */
const VALIDATION_ONLY = new Set(['minLength', 'maxLength', 'minItems', 'maxItems', 'propertyNames']);
const SAFE_INT = 9007199254740991;

/** The leading whole sentences of `text` that fit in `max` characters (at least the first, cut). */
export function firstSentences(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  for (const part of text.match(/[^.!?]+(?:[.!?]+(?=\s|$)|$)\s*/g) ?? [text]) {
    if ((out + part).trimEnd().length > max) break;
    out += part;
  }
  return out.trim() || `${text.slice(0, max - 1).trimEnd()}…`;
}

export function compactSchema(schema: unknown, top = true): unknown {
  if (Array.isArray(schema)) return schema.map((s) => compactSchema(s, false));
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (VALIDATION_ONLY.has(key)) continue;
    if ((key === 'minimum' && value === -SAFE_INT) || (key === 'maximum' && value === SAFE_INT)) continue;
    // Strictness of nested objects is enforced (unknown names are -32602 naming them); the top level says it once.
    if (key === 'additionalProperties' && value === false && !top) continue;
    if (key === 'description' && typeof value === 'string') out[key] = firstSentences(value, LIST_ARGUMENT_CHARS);
    else if (key === 'properties' && value && typeof value === 'object') {
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

/** Annotations without the values MCP assumes anyway (destructive true, idempotent false, openWorld true); readOnlyHint always. */
export function compactAnnotations(a: {
  title?: string;
  readOnlyHint: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}) {
  return {
    readOnlyHint: a.readOnlyHint,
    ...(!a.readOnlyHint && a.destructiveHint === false ? { destructiveHint: false } : {}),
    ...(a.idempotentHint ? { idempotentHint: true } : {}),
    ...(a.openWorldHint === false ? { openWorldHint: false } : {}),
  };
}
