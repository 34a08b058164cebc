import type { AppRow, Principal } from '../platform/types.ts';
import { appNotFound, ServiceError } from '../platform/errors.ts';
import { roleAllows, type AppRole } from '../platform/roles.ts';
import type { Queryable } from '../storage/index.ts';

/** An app as a caller reaches it, with the caller's role in it (the owner, or a collaborator's role). */
export type AppAccess = AppRow & { role: AppRole };

const APP_COLUMNS = 'a.id, a.owner_account_id, a.name, a.description, a.settings, a.created_at, a.updated_at, a.last_activity_at';

/**
 * The access check every app-scoped tool passes before it runs. An app-locked token naming another
 * app is refused outright (the caller knows its own lock); an unknown app, or one the caller
 * neither owns nor collaborates on, is `App not found`, so nobody learns which ids exist. A
 * collaborator whose role is below what the call needs is refused with permission_denied.
 */
export async function resolveApp(db: Queryable, principal: Principal, appId: string, needs: AppRole = 'owner'): Promise<AppAccess> {
  if (principal.appLock && principal.appLock !== appId) {
    throw new ServiceError('permission_denied', `Permission denied: this token is locked to app ${principal.appLock}`);
  }
  return appWithRole(db, principal.accountId, appId, needs);
}

/** The app if the account owns it (studio routes, token creation); `App not found` otherwise. */
export async function ownedApp(db: Queryable, accountId: string, appId: string): Promise<AppRow> {
  const app = await db.get<AppRow>(`SELECT ${APP_COLUMNS} FROM apps a WHERE a.id = ? AND a.deleted_at IS NULL`, [appId]);
  if (!app || app.owner_account_id !== accountId) throw appNotFound();
  return app;
}

/** The account's role in the app (owner, editor, viewer), or null when it has none. */
export async function roleIn(db: Queryable, accountId: string, appId: string): Promise<AppRole | null> {
  const row = await db.get<{ owner_account_id: string; role: AppRole | null }>(
    `SELECT a.owner_account_id, c.role FROM apps a LEFT JOIN app_collaborators c ON c.app_id = a.id AND c.account_id = ?
     WHERE a.id = ? AND a.deleted_at IS NULL`,
    [accountId, appId],
  );
  if (!row) return null;
  if (row.owner_account_id === accountId) return 'owner';
  return row.role ?? null;
}

/** The app with the account's role in it, when that role allows `needs`. */
export async function appWithRole(db: Queryable, accountId: string, appId: string, needs: AppRole): Promise<AppAccess> {
  const row = await db.get<AppRow & { collaborator_role: AppRole | null }>(
    `SELECT ${APP_COLUMNS}, c.role AS collaborator_role FROM apps a
     LEFT JOIN app_collaborators c ON c.app_id = a.id AND c.account_id = ?
     WHERE a.id = ? AND a.deleted_at IS NULL`,
    [accountId, appId],
  );
  if (!row) throw appNotFound();
  const { collaborator_role, ...app } = row;
  const role: AppRole | null = app.owner_account_id === accountId ? 'owner' : collaborator_role;
  if (!role) throw appNotFound();
  if (!roleAllows(role, needs)) {
    throw new ServiceError(
      'permission_denied',
      `Permission denied: you are ${role === 'editor' ? 'an editor' : 'a viewer'} of this app; this needs the ${needs === 'owner' ? "app's owner" : `${needs} role`}`,
      { role, required_role: needs },
    );
  }
  return { ...app, role };
}
