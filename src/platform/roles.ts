/**
 * What a caller may do with an app they do not own. Studio collaborators are editors or viewers of
 * an app; the owner may do everything. Each tool's required role follows from its scopes (one
 * list, the scopes, instead of a second table of tools): tools whose scopes are all reads of the
 * app itself are for viewers, those that also edit files, change sets, prompts or versions are for
 * editors, and anything touching publishing, records, domains, security, secrets, integrations or
 * agency stays with the owner. A tool may override it with `role`.
 */
import type { Scope } from './scopes.ts';

export const APP_ROLES = ['owner', 'editor', 'viewer'] as const;
export type AppRole = (typeof APP_ROLES)[number];
/** The roles an owner may give a collaborator. */
export const COLLABORATOR_ROLES = ['editor', 'viewer'] as const;
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];

const RANK: Record<AppRole, number> = { viewer: 1, editor: 2, owner: 3 };

/** Whether `has` includes what `needs` allows. */
export const roleAllows = (has: AppRole, needs: AppRole) => RANK[has] >= RANK[needs];

const VIEWER_SCOPES: ReadonlySet<Scope> = new Set<Scope>(['read', 'files:read', 'versions:read', 'ab:read']);
const EDITOR_SCOPES: ReadonlySet<Scope> = new Set<Scope>([
  ...VIEWER_SCOPES,
  'update',
  'generate:edit',
  'files:write',
  'versions:write',
  'ab:write',
]);

/** The least role a tool call on an app needs: the tool's `role`, else derived from its scopes. */
export function requiredRole(tool: { scopes: readonly Scope[]; role?: AppRole }): AppRole {
  if (tool.role) return tool.role;
  if (tool.scopes.length === 0) return 'owner';
  if (tool.scopes.every((s) => VIEWER_SCOPES.has(s))) return 'viewer';
  if (tool.scopes.every((s) => EDITOR_SCOPES.has(s))) return 'editor';
  return 'owner';
}
