import { CONTRACT_SCOPES } from '../platform/contract.ts';

/** The spec's 21 token scopes (src/platform/contract.ts). `all` is accepted only as a shorthand when a token is created. */
export const SCOPES = CONTRACT_SCOPES;

export type Scope = (typeof SCOPES)[number];

const known = new Set<string>(SCOPES);
export const isScope = (s: string): s is Scope => known.has(s);

/** Expands `all` and checks every name; throws with the unknown names listed. */
export function parseScopes(input: string | string[]): Scope[] {
  const list = (Array.isArray(input) ? input : input.split(',')).map((s) => s.trim()).filter(Boolean);
  if (list.includes('all')) return [...SCOPES];
  const unknown = list.filter((s) => !known.has(s));
  if (unknown.length) throw new Error(`Unknown scope(s): ${unknown.join(', ')}. Known scopes: all, ${SCOPES.join(', ')}`);
  if (!list.length) throw new Error('At least one scope is required');
  return [...new Set(list)] as Scope[];
}
