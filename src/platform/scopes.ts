import { CONTRACT_SCOPES } from '../platform/contract.ts';

/** The spec's 21 token scopes (src/platform/contract.ts). `all` is accepted only as a shorthand when a token is created. */
export const SCOPES = CONTRACT_SCOPES;

export type Scope = (typeof SCOPES)[number];

/**
 * What each scope allows, in one line: the one definition the studio's token panel and the OAuth
 * consent page show (they read it from the studio API).
 */
export const SCOPE_DESCRIPTIONS: Record<Scope, string> = {
  create: 'Create apps from a prompt',
  update: 'Change apps by prompt, metadata and settings',
  publish: 'Publish apps and choose their access and subdomain',
  read: 'List and read apps, jobs, links, errors and analytics',
  'generate:edit': 'Edit apps by prompt (update_app only)',
  'files:read': 'Read app files',
  'files:write': 'Write, patch, rename and delete app files',
  'data:read': 'Read entity schemas and records',
  'data:write': 'Create and change schemas and records',
  'ab:read': 'Read A/B tests',
  'ab:write': 'Run A/B tests',
  'versions:read': 'List and compare Saved Versions',
  'versions:write': 'Restore files from Saved Versions',
  'secrets:read': 'See which secrets an app has (never their values)',
  'secrets:write': 'Set app secrets',
  'integrations:read': 'Read integrations',
  'integrations:write': 'Connect integrations',
  'security:read': 'Read members, policies and the security audit',
  'security:write': 'Change members and policies',
  'agency:read': 'Read agency clients and claims',
  'agency:write': 'Manage agency clients and claims',
};

/** Every scope with its description, in the contract's order (what the studio pages list). */
export const describedScopes = () => SCOPES.map((scope) => ({ scope, description: SCOPE_DESCRIPTIONS[scope] }));

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
