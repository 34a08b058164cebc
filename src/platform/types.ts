/**
 * The nouns the platform and every area share. They live here, below the areas, so that the call
 * pipeline and the HTTP helpers need no area: identity produces Principals, the apps area owns the
 * `apps` table whose rows the runner hands to tools, security produces AppMembers.
 */
import type { Scope } from './scopes.ts';

/** Who is calling a tool: the token's owner, with what the token allows. */
export interface Principal {
  accountId: string;
  email: string;
  tokenId: string;
  scopes: ReadonlySet<Scope>;
  /** An app-locked token reaches only this app. */
  appLock: string | null;
  perMinute: number;
  perDay: number;
  isPlatformTeam: boolean;
}

/** A row of the `apps` table (the apps area owns it): what ownership checks return. */
export interface AppRow {
  id: string;
  owner_account_id: string;
  name: string;
  description: string;
  settings: string;
  created_at: number;
  updated_at: number;
  last_activity_at: number;
}

/** A member signed in to a published app (security owns members and sessions). */
export interface AppMember {
  user_id: string;
  email: string;
  role: string;
  full_name: string;
}

/** What a caller has left in the window that binds first; sent as RateLimit-* headers and in -32002 data. */
export interface RateBudget {
  limit: number;
  remaining: number;
  /** Seconds until this window ends. */
  reset: number;
  window: 'minute' | 'day';
  /** Every window of the token, e.g. `30;w=60, 500;w=86400`. */
  policy: string;
}

export type ActorType = 'owner' | 'member' | 'anonymous' | 'system';

/**
 * Who did something, as audits and `created_by` record it: the app's owner (through a token or the
 * studio), a member of the app, an anonymous visitor of the published app, or the service itself.
 */
export interface Actor {
  type: ActorType;
  /** The owner's account id, or the member's user id. */
  id: string | null;
  /** The token an owner acted through (tool calls). */
  token_id?: string | null;
  email: string | null;
  ip?: string | null;
}

/** The owner behind a tool call. */
export function ownerActor(principal: Principal): Actor {
  return { type: 'owner', id: principal.accountId, token_id: principal.tokenId, email: principal.email };
}

/** The account id of an owner actor (null for members, visitors and the system). */
export function accountOf(actor: Actor): string | null {
  return actor.type === 'owner' ? actor.id : null;
}

/** The tools this server registers, and the features of areas that have no tools of their own. */
export interface ToolRegistry {
  has(tool: string): boolean;
  readonly names: ReadonlySet<string>;
  /** e.g. `webhooks`: declared by an area's `features` (src/platform/area.ts). */
  readonly features: ReadonlySet<string>;
}
