/**
 * What hosting needs from the app-security area (issue 7), and the legacy behaviour used while that
 * service is absent: nobody is signed in, every route opens, and anyone who may open the published
 * app may read and write its entities (the spec's legacy behaviour for entities without a policy).
 */
import type { AppMember } from '../security/policies.ts';
import type { Services } from '../services.ts';

export type { AppMember };
export type EntityAction = 'create' | 'read' | 'update' | 'delete';

export interface RouteDecisionLike {
  allow: boolean;
  redirect_to?: string;
  reason: string;
}

export interface EntityDecisionLike {
  allow: boolean;
  status: 200 | 401 | 403;
  reason: string;
}

export interface HostingSecurity {
  memberFromCookie(appId: string, cookieHeader: string | undefined): Promise<AppMember | null>;
  decideRoute(appId: string, route: string, member: AppMember | null): Promise<RouteDecisionLike>;
  decideEntity(appId: string, entity: string, action: EntityAction, member: AppMember | null): Promise<EntityDecisionLike>;
}

const LEGACY: HostingSecurity = {
  memberFromCookie: async () => null,
  decideRoute: async () => ({ allow: true, reason: 'no route policies (app security is not configured)' }),
  decideEntity: async () => ({ allow: true, status: 200, reason: 'legacy: no entity policy; anyone who may open the app may read and write' }),
};

/** The security service when present (services.security), else the legacy behaviour. */
export function securityOf(services: Services): HostingSecurity {
  const s = (services as unknown as { security?: Partial<HostingSecurity> }).security;
  if (s && typeof s.decideRoute === 'function' && typeof s.decideEntity === 'function' && typeof s.memberFromCookie === 'function') {
    return s as HostingSecurity;
  }
  return LEGACY;
}
