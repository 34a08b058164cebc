/**
 * Tool results that many calls share unchanged (e.g. a read tool's answer rendered once from fixed
 * inputs) are serialised once. `JSON.stringify` of a 2 KB answer is ~5 µs of a REST call's ~35 µs of
 * CPU (docs/benchmarks.md), and for such a result it would produce the same bytes on every call.
 *
 * A handler opts in by returning `immutableResult(value)`: the value is deep-frozen, so nothing can
 * change it after its JSON is cached (an attempt throws, in strict-mode code). Any other result is
 * serialised per call, as before.
 */
const serialised = new WeakMap<object, string>();

/** Deep-freezes `value` and marks it as serialisable once; returns it. */
export function immutableResult<T extends object>(value: T): T {
  deepFreeze(value);
  serialised.set(value, JSON.stringify(value));
  return value;
}

/** The JSON of a tool result: the cached bytes of an `immutableResult`, otherwise `JSON.stringify`. */
export function resultJson(result: object): string {
  return serialised.get(result) ?? JSON.stringify(result);
}

/** The JSON text of immutable results as a JSON string (MCP's text content), made on first use. */
const quoted = new WeakMap<object, string>();

/**
 * `JSON.stringify(json)` where `json` is `resultJson(result)`: the result's JSON as a JSON string
 * literal, for MCP's text content. Escaping a 2 KB answer costs more than serialising it (~2.7 µs
 * against ~2.0), so an immutable result keeps it too.
 */
export function resultJsonString(result: object, json: string): string {
  if (!serialised.has(result)) return JSON.stringify(json);
  let text = quoted.get(result);
  if (text === undefined) quoted.set(result, (text = JSON.stringify(json)));
  return text;
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
}
