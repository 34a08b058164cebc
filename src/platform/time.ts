/**
 * The one time helper: stored times are BIGINT milliseconds since the epoch (drivers may hand them
 * back as strings or bigints); tools and routes show them as ISO 8601 strings.
 */
export function iso(ms: number | string | bigint): string;
export function iso(ms: number | string | bigint | null | undefined): string | null;
export function iso(ms: number | string | bigint | null | undefined): string | null {
  return ms == null ? null : new Date(Number(ms)).toISOString();
}
