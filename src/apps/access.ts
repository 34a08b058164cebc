import type { AppRow, Principal } from '../platform/types.ts';
import { appNotFound, ServiceError } from '../platform/errors.ts';
import type { Queryable } from '../storage/index.ts';

/**
 * The ownership check every app-scoped tool passes before it runs. An app-locked token naming
 * another app is refused outright (the caller knows its own lock); an unknown or foreign app is
 * `App not found`, so nobody learns which ids exist.
 */
export async function resolveApp(db: Queryable, principal: Principal, appId: string): Promise<AppRow> {
  if (principal.appLock && principal.appLock !== appId) {
    throw new ServiceError('permission_denied', `Permission denied: this token is locked to app ${principal.appLock}`);
  }
  return ownedApp(db, principal.accountId, appId);
}

/** The app if the account owns it (studio routes, token creation); `App not found` otherwise. */
export async function ownedApp(db: Queryable, accountId: string, appId: string): Promise<AppRow> {
  const app = await db.get<AppRow>(
    'SELECT id, owner_account_id, name, description, settings, created_at, updated_at, last_activity_at FROM apps WHERE id = ? AND deleted_at IS NULL',
    [appId],
  );
  if (!app || app.owner_account_id !== accountId) throw appNotFound();
  return app;
}
