/**
 * Access modes of publish_app (spec: "Access mode outcomes of publish_app") and the link statuses
 * they lead to. Pure functions; the table is unit-tested row by row.
 */

export const ACCESS_MODES = ['infer', 'public_open', 'public_auth', 'private', 'keep'] as const;
export type AccessMode = (typeof ACCESS_MODES)[number];
/** What a publication actually is (the effective access of the stored settings). */
export type EffectiveAccess = 'public_open' | 'public_auth' | 'private';

export const LINK_STATUSES = [
  'not_published',
  'private',
  'public_open',
  'app_login_required',
  'studio_login_required',
  'domain_not_active',
] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

/** The stored visibility and auth settings of a publication. */
export interface AccessSettings {
  /** false: only the owner can open the published snapshot. */
  is_public: boolean;
  /** true: visitors must sign in to the app (app members) before pages open. */
  auth_required: boolean;
}

export interface Inference {
  auth_required: boolean;
  reason: string;
}

export interface AccessDecision {
  settings: AccessSettings;
  effective: EffectiveAccess;
  /** How each setting was decided, for the publish_app response. */
  explanation: string[];
}

export function effectiveAccess(s: AccessSettings): EffectiveAccess {
  if (!s.is_public) return 'private';
  return s.auth_required ? 'public_auth' : 'public_open';
}

/**
 * The settings a publish leads to.
 * - public_open: public, no sign-in. public_auth: public URL, app sign-in required.
 * - private: only the owner (studio collaborators are not admitted); the auth setting is kept (it matters again if the app is
 *   made public later).
 * - keep: the current visibility and auth settings; on a first publish (nothing to keep) it behaves as infer.
 * - infer: keeps an existing auth_required setting (and visibility, so republishing never exposes a
 *   private app); on a first publish the app is public and auth_required is inferred from its files.
 * Then the overrides: `auth_required` and `make_public` replace the corresponding setting.
 */
export function decideAccess(
  mode: AccessMode,
  current: AccessSettings | null,
  infer: () => Inference,
  overrides: { auth_required?: boolean; make_public?: boolean } = {},
): AccessDecision {
  const explanation: string[] = [];
  let settings: AccessSettings;
  switch (mode) {
    case 'public_open':
      settings = { is_public: true, auth_required: false };
      explanation.push('access_mode public_open: anyone can view');
      break;
    case 'public_auth':
      settings = { is_public: true, auth_required: true };
      explanation.push('access_mode public_auth: the URL opens, app sign-in is required');
      break;
    case 'private':
      settings = { is_public: false, auth_required: current?.auth_required ?? false };
      explanation.push('access_mode private: only the owner can open the published snapshot');
      break;
    case 'keep':
    case 'infer': {
      if (current) {
        settings = { ...current };
        explanation.push(
          mode === 'keep'
            ? 'access_mode keep: the current visibility and auth settings are preserved'
            : `access_mode infer: the existing auth_required=${current.auth_required} setting (and visibility) is preserved`,
        );
      } else {
        const inferred = infer();
        settings = { is_public: true, auth_required: inferred.auth_required };
        explanation.push(
          `access_mode ${mode}: first publication, so the access is inferred: ${inferred.auth_required ? 'app sign-in required' : 'open to anyone'} (${inferred.reason})`,
        );
      }
      break;
    }
  }
  if (overrides.auth_required !== undefined && overrides.auth_required !== settings.auth_required) {
    settings = { ...settings, auth_required: overrides.auth_required };
    explanation.push(`override auth_required=${overrides.auth_required}`);
  }
  if (overrides.make_public !== undefined && overrides.make_public !== settings.is_public) {
    settings = { ...settings, is_public: overrides.make_public };
    explanation.push(`override make_public=${overrides.make_public}`);
  }
  return { settings, effective: effectiveAccess(settings), explanation };
}

/** app_type values (App.settings.app_type) that mean "members only" when inferring. */
const MEMBER_APP_TYPES = new Set([
  'internal',
  'internal_tool',
  'intranet',
  'members_only',
  'member_portal',
  'private_portal',
  'portal',
  'crm',
  'admin',
  'back_office',
]);

/**
 * Whether a first publication should require app sign-in, from the app settings and files:
 * settings.auth_required (boolean) wins; then settings.app_type naming a members-only kind; then a
 * Layout (or app-wide wrapper) that checks sign-in on every page (svc.auth.me / requireRouteAccess
 * in Layout.jsx). Otherwise the app is open.
 */
export function inferAuthRequired(settings: Record<string, unknown>, files: ReadonlyMap<string, string>): Inference {
  if (typeof settings.auth_required === 'boolean')
    return { auth_required: settings.auth_required, reason: `app setting auth_required=${settings.auth_required}` };
  const appType = typeof settings.app_type === 'string' ? settings.app_type.toLowerCase().replace(/[\s-]+/g, '_') : '';
  if (appType && MEMBER_APP_TYPES.has(appType)) return { auth_required: true, reason: `app type "${settings.app_type}" is members-only` };
  const layout = files.get('Layout.jsx') ?? '';
  if (/svc\.auth\.me\s*\(|requireRouteAccess\s*\(/.test(layout)) {
    return { auth_required: true, reason: 'Layout.jsx checks app sign-in on every page' };
  }
  if (appType) return { auth_required: false, reason: `app type "${settings.app_type}" is public` };
  return { auth_required: false, reason: 'no app-wide sign-in in the app files or settings' };
}

/** The status of a published link (path or subdomain) for visitors. */
export function publishedLinkStatus(settings: AccessSettings | null): LinkStatus {
  if (!settings) return 'not_published';
  if (!settings.is_public) return 'private';
  return settings.auth_required ? 'app_login_required' : 'public_open';
}
