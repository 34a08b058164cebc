/**
 * The function policy decision, pure (the HTTP route and invoke_function share it; the matrix is
 * tested cell by cell). The owner always passes; a function without a policy answers only to the
 * owner (401 for everyone else). Otherwise every configured requirement must hold: a presented secret
 * equal to the named app secret (constant-time), a signed-in member when require_auth or
 * allowed_roles asks for one, and the member's role among allowed_roles (`authenticated` = any).
 * Denials are 401 when a credential is missing (no sign-in, no secret header) and 403 when one was
 * presented and is not enough (wrong secret, role not allowed, the named secret not set).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppMember } from '../security/policies.ts';
import { ROLE_AUTHENTICATED } from '../security/policies.ts';
import type { FunctionPolicy } from '../security/service.ts';

export type CallerType = 'owner' | 'member' | 'anonymous' | 'cron';

export interface FunctionCaller {
  owner: boolean;
  member: AppMember | null;
  /** Request headers, lower-case names. */
  headers: Record<string, string>;
}

export interface FunctionDecision {
  allow: boolean;
  status: 200 | 401 | 403;
  reason: string;
  caller_type: CallerType;
}

/** Constant-time equality of two strings (hashes first, so lengths leak nothing either). */
export function secretEquals(a: string, b: string): boolean {
  const x = createHash('sha256').update(a, 'utf8').digest();
  const y = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(x, y) && a.length === b.length;
}

export function decideFunction(policy: FunctionPolicy | null, caller: FunctionCaller, expectedSecret: string | null): FunctionDecision {
  const type: CallerType = caller.owner ? 'owner' : caller.member ? 'member' : 'anonymous';
  if (caller.owner)
    return { allow: true, status: 200, reason: "the app owner's credentials always reach its functions", caller_type: type };
  const deny = (status: 401 | 403, reason: string): FunctionDecision => ({ allow: false, status, reason, caller_type: type });
  if (!policy) return deny(401, 'this function has no policy: only the app owner may call it (set_function_policy opens it)');
  if (policy.require_secret) {
    const presented = caller.headers[policy.secret_header];
    if (presented === undefined || presented === '') return deny(401, `the ${policy.secret_header} header is required`);
    if (expectedSecret === null)
      return deny(403, `the policy's secret ${policy.secret_name} is not set (set_secret); every caller is refused`);
    if (!secretEquals(presented, expectedSecret)) return deny(403, `the ${policy.secret_header} header does not match`);
  }
  const needsMember = policy.require_auth || policy.allowed_roles.length > 0;
  if (needsMember && !caller.member) return deny(401, 'sign in to the app first');
  if (policy.allowed_roles.length > 0) {
    const m = caller.member!;
    if (!policy.allowed_roles.includes(ROLE_AUTHENTICATED) && !policy.allowed_roles.includes(m.role))
      return deny(403, `role ${m.role} is not among ${policy.allowed_roles.join(', ')}`);
  }
  const parts = [
    policy.require_secret ? 'secret matches' : null,
    caller.member ? `member ${caller.member.role}` : needsMember ? null : 'no sign-in required',
  ].filter(Boolean);
  return { allow: true, status: 200, reason: `function policy allows: ${parts.join(', ')}`, caller_type: type };
}
