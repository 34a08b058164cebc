/**
 * Bounds on the shape of JSON input. Deeply nested values overflow the stack of recursive code
 * further on (JSON.stringify, validators, the SQL layer), so they are refused where input enters.
 * Checked iteratively: the check itself cannot overflow.
 */

/** Levels below a tool's argument object (a record's field holding an object is level 3 or so). */
export const MAX_ARGUMENT_DEPTH = 64;
/** Levels of a whole HTTP JSON body (the JSON-RPC envelope adds a few above the arguments). */
export const MAX_BODY_DEPTH = 100;

/**
 * The path of the first value nested deeper than `max` levels below `value` (an object or array
 * directly inside `value` is level 1), e.g. `records.0.body.a.a`, shortened; null when within bounds.
 */
export function tooDeep(value: unknown, max: number): string | null {
  if (typeof value !== 'object' || value === null || withinDepth(value, max)) return null;
  const stack: Array<{ v: object; depth: number; path: string[] }> = [{ v: value, depth: 0, path: [] }];
  while (stack.length) {
    const { v, depth, path } = stack.pop()!;
    for (const [key, child] of Object.entries(v)) {
      if (typeof child !== 'object' || child === null) continue;
      const childPath = path.length < 6 ? [...path, key] : path;
      if (depth + 1 > max) return childPath.join('.') + (path.length >= 6 ? '…' : '');
      stack.push({ v: child, depth: depth + 1, path: childPath });
    }
  }
  return null;
}

/**
 * Whether nothing below `value` is nested deeper than `max` levels: the check every request makes,
 * without the paths tooDeep keeps for its message (they are built only for a value that fails).
 */
function withinDepth(value: object, max: number): boolean {
  const values: object[] = [value];
  const depths: number[] = [0];
  while (values.length) {
    const v = values.pop()!;
    const depth = depths.pop()! + 1;
    const children = Array.isArray(v) ? v : Object.values(v);
    for (const child of children) {
      if (typeof child !== 'object' || child === null) continue;
      if (depth > max) return false;
      values.push(child);
      depths.push(depth);
    }
  }
  return true;
}
