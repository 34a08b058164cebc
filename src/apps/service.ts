import { createHash } from 'node:crypto';
import { ServiceError } from '../platform/errors.ts';
import { newId } from '../platform/ids.ts';
import type { Db, Queryable } from '../storage/index.ts';
import type { AppRow, Principal } from '../platform/types.ts';
import { ownedApp, resolveApp, type AppAccess } from './access.ts';
import type { AppRole, CollaboratorRole } from '../platform/roles.ts';

export const MAX_APP_NAME_CHARS = 100;
export const MAX_DESCRIPTION_CHARS = 2000;
/** Largest decoded app image (social_image, icon): 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_KINDS = ['social_image', 'icon'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];
export type ImageContentType = 'image/png' | 'image/jpeg' | 'image/webp';

const APP_COLUMNS = 'id, owner_account_id, name, description, settings, created_at, updated_at, last_activity_at';

/** Cuts to at most `max` characters (code points, so a surrogate pair is never split). */
export function truncateChars(s: string, max: number): string {
  if (s.length <= max) return s;
  const chars = Array.from(s);
  return chars.length <= max ? s : chars.slice(0, max).join('');
}

/** The app name rule of the spec: 1-100 characters, excess silently truncated, surrounding spaces dropped. */
export function cleanAppName(name: string): string {
  const n = truncateChars(String(name).trim(), MAX_APP_NAME_CHARS).trim();
  if (!n) throw new ServiceError('invalid_params', 'Invalid app name: the name must have 1-100 characters (it is empty)');
  return n;
}

export interface ImageInfo {
  content_type: ImageContentType;
  size: number;
  sha256: string;
  updated_at: number;
}

export interface AppMetadata {
  app_id: string;
  name: string;
  description: string;
  /** BCP 47 tag, '' when not set. */
  language: string;
  social_image: ImageInfo | null;
  icon: ImageInfo | null;
}

export interface MetadataChange {
  name?: string;
  description?: string;
  /** '' clears. */
  language?: string;
  /** null clears. */
  social_image?: { content_type: ImageContentType; data: Uint8Array } | null;
  icon?: { content_type: ImageContentType; data: Uint8Array } | null;
}

/** The content type of image bytes from their magic numbers: PNG, JPEG or WebP; null otherwise. */
export function sniffImage(bytes: Uint8Array): ImageContentType | null {
  const b = bytes;
  if (
    b.length >= 8 &&
    b[0] === 0x89 &&
    b[1] === 0x50 &&
    b[2] === 0x4e &&
    b[3] === 0x47 &&
    b[4] === 0x0d &&
    b[5] === 0x0a &&
    b[6] === 0x1a &&
    b[7] === 0x0a
  ) {
    return 'image/png';
  }
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (
    b.length >= 12 &&
    b[0] === 0x52 &&
    b[1] === 0x49 &&
    b[2] === 0x46 &&
    b[3] === 0x46 && // RIFF
    b[8] === 0x57 &&
    b[9] === 0x45 &&
    b[10] === 0x42 &&
    b[11] === 0x50 // WEBP
  ) {
    return 'image/webp';
  }
  return null;
}

/** Canonical BCP 47 tag or a clear invalid_params error. '' stays '' (not set). */
export function canonicalLanguage(tag: string): string {
  const t = tag.trim().replace(/_/g, '-');
  if (!t) return '';
  try {
    const [canonical] = Intl.getCanonicalLocales(t);
    if (canonical && canonical.length <= 35) return canonical;
  } catch {
    // fall through
  }
  throw new ServiceError('invalid_params', `Invalid language "${tag.slice(0, 40)}": use a BCP 47 language tag such as en, de, pt-BR or ar`);
}

/** What publishing derives from the language: `<html lang dir>` and the Open Graph locale. */
export function languageDetails(language: string): { html_lang: string; dir: 'ltr' | 'rtl'; og_locale: string } {
  const tag = language || 'en';
  const locale = new Intl.Locale(tag);
  const info = locale as unknown as { textInfo?: { direction?: string }; getTextInfo?: () => { direction?: string } };
  const direction = info.getTextInfo?.().direction ?? info.textInfo?.direction ?? 'ltr';
  const max = locale.maximize();
  const og = max.region ? `${max.language}_${max.region}` : max.language;
  return { html_lang: tag, dir: direction === 'rtl' ? 'rtl' : 'ltr', og_locale: og };
}

/**
 * Apps: creation (used by create_app jobs, agency and tests), the owned-app list, activity time and
 * metadata. Ownership checks of tool calls happen before this (src/apps/access.ts).
 */
export class AppsService {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** Creates an app owned by the account. The name is cut to 100 characters silently (spec). */
  async createApp(
    q: Queryable | null,
    accountId: string,
    input: { name: string; description?: string; settings?: Record<string, unknown> },
  ): Promise<AppRow> {
    const now = Date.now();
    const row: AppRow = {
      id: newId('app'),
      owner_account_id: accountId,
      name: cleanAppName(input.name),
      description: truncateChars(input.description ?? '', MAX_DESCRIPTION_CHARS),
      settings: JSON.stringify(input.settings ?? {}),
      created_at: now,
      updated_at: now,
      last_activity_at: now,
    };
    await (q ?? this.db).run(`INSERT INTO apps (${APP_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, [
      row.id,
      row.owner_account_id,
      row.name,
      row.description,
      row.settings,
      row.created_at,
      row.updated_at,
      row.last_activity_at,
    ]);
    return row;
  }

  /**
   * The one access check (tool calls through the runner, and any route or handler that names an
   * app): an app-locked token naming another app is refused, an unknown or foreign app is `App not
   * found`, a collaborator below the role the call needs is refused (src/platform/roles.ts).
   */
  requireAccess(principal: Principal, appId: string, needs: AppRole, q?: Queryable): Promise<AppAccess> {
    return resolveApp(q ?? this.db, principal, appId, needs);
  }

  /** requireAccess for the owner only. */
  requireOwned(principal: Principal, appId: string, q?: Queryable): Promise<AppAccess> {
    return resolveApp(q ?? this.db, principal, appId, 'owner');
  }

  /** The app if the account owns it (studio routes); `App not found` otherwise. */
  ownedBy(accountId: string, appId: string, q?: Queryable): Promise<AppRow> {
    return ownedApp(q ?? this.db, accountId, appId);
  }

  async get(appId: string, q?: Queryable): Promise<AppRow | null> {
    const row = await (q ?? this.db).get<AppRow>(`SELECT ${APP_COLUMNS} FROM apps WHERE id = ? AND deleted_at IS NULL`, [appId]);
    return row ?? null;
  }

  /** Marks activity on the app (list_apps orders by it). `changed` also moves updated_at. */
  async touch(appId: string, q?: Queryable, changed = true): Promise<void> {
    const now = Date.now();
    if (changed) await (q ?? this.db).run('UPDATE apps SET last_activity_at = ?, updated_at = ? WHERE id = ?', [now, now, appId]);
    else await (q ?? this.db).run('UPDATE apps SET last_activity_at = ? WHERE id = ?', [now, appId]);
  }

  /** Owned apps, newest activity first, with the total count. */
  async listOwned(accountId: string, opts: { limit?: number; offset?: number } = {}): Promise<{ apps: AppRow[]; total: number }> {
    const limit = Math.max(1, Math.min(200, opts.limit ?? 50));
    const offset = Math.max(0, opts.offset ?? 0);
    const apps = await this.db.all<AppRow>(
      `SELECT ${APP_COLUMNS} FROM apps WHERE owner_account_id = ? AND deleted_at IS NULL
       ORDER BY last_activity_at DESC, created_at DESC, id ASC LIMIT ? OFFSET ?`,
      [accountId, limit, offset],
    );
    const count = await this.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM apps WHERE owner_account_id = ? AND deleted_at IS NULL', [
      accountId,
    ]);
    return { apps, total: Number(count?.n ?? 0) };
  }

  /**
   * The apps a caller may see (list_apps): the owned ones and those shared with the account
   * (accepted collaborations), newest activity first, each with the caller's role; only the
   * token's app when the token is app-locked.
   */
  async listVisible(principal: Principal, opts: { limit: number; offset: number }): Promise<{ apps: AppAccess[]; total: number }> {
    const cols = APP_COLUMNS.split(', ')
      .map((c) => `a.${c}`)
      .join(', ');
    const id = principal.accountId;
    const order = 'ORDER BY last_activity_at DESC, created_at DESC, id ASC';
    const innerOrder = 'ORDER BY a.last_activity_at DESC, a.created_at DESC, a.id ASC';
    const owned = `SELECT ${cols}, 'owner' AS role FROM apps a WHERE a.owner_account_id = ? AND a.deleted_at IS NULL`;
    const shared = `SELECT ${cols}, c.role AS role FROM app_collaborators c JOIN apps a ON a.id = c.app_id
      WHERE c.account_id = ? AND a.owner_account_id <> ? AND a.deleted_at IS NULL`;
    if (principal.appLock) {
      const rows = await this.db.all<AppAccess>(`SELECT * FROM (${owned} UNION ALL ${shared}) v WHERE v.id = ?`, [
        id,
        id,
        id,
        principal.appLock,
      ]);
      return { apps: opts.offset === 0 ? rows.slice(0, 1) : [], total: Math.min(1, rows.length) };
    }
    const limit = Math.max(1, Math.min(200, opts.limit));
    const offset = Math.max(0, opts.offset);
    // Each side is cut to the page's window first (the owned side by its index), then merged.
    const apps = await this.db.all<AppAccess>(
      `SELECT * FROM (SELECT * FROM (${owned} ${innerOrder} LIMIT ?) o UNION ALL SELECT * FROM (${shared} ${innerOrder} LIMIT ?) s) v
       ${order} LIMIT ? OFFSET ?`,
      [id, limit + offset, id, id, limit + offset, limit, offset],
    );
    const ownedCount = await this.db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM apps WHERE owner_account_id = ? AND deleted_at IS NULL',
      [id],
    );
    const sharedCount = await this.db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM app_collaborators c JOIN apps a ON a.id = c.app_id
       WHERE c.account_id = ? AND a.owner_account_id <> ? AND a.deleted_at IS NULL`,
      [id, id],
    );
    return { apps, total: Number(ownedCount?.n ?? 0) + Number(sharedCount?.n ?? 0) };
  }

  /** The app's studio collaborators (accepted invitations only: a pending invitation has no row), oldest first. */
  collaborators(appId: string): Promise<Array<{ account_id: string; role: CollaboratorRole }>> {
    return this.db.all<{ account_id: string; role: CollaboratorRole }>(
      'SELECT account_id, role FROM app_collaborators WHERE app_id = ? ORDER BY created_at, account_id',
      [appId],
    );
  }

  /** App settings as an object ({} when unset or unreadable). */
  settingsOf(app: Pick<AppRow, 'settings'>): Record<string, unknown> {
    try {
      const v = JSON.parse(app.settings || '{}');
      return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
    } catch {
      return {};
    }
  }

  async getMetadata(appId: string, q?: Queryable): Promise<AppMetadata> {
    const db = q ?? this.db;
    const app = await db.get<{ id: string; name: string; description: string; language: string }>(
      'SELECT id, name, description, language FROM apps WHERE id = ? AND deleted_at IS NULL',
      [appId],
    );
    if (!app) throw new ServiceError('not_found', 'App not found');
    const images = await db.all<ImageInfo & { kind: ImageKind }>(
      'SELECT kind, content_type, size, sha256, updated_at FROM app_images WHERE app_id = ?',
      [appId],
    );
    const image = (kind: ImageKind) => {
      const r = images.find((i) => i.kind === kind);
      return r ? { content_type: r.content_type, size: Number(r.size), sha256: r.sha256, updated_at: Number(r.updated_at) } : null;
    };
    return {
      app_id: app.id,
      name: app.name,
      description: app.description,
      language: app.language ?? '',
      social_image: image('social_image'),
      icon: image('icon'),
    };
  }

  /**
   * Changes metadata atomically: every given field or none. Images must already be checked
   * (checkImageUpload); no Saved Version is made (metadata is not in the file tree).
   */
  async setMetadata(appId: string, change: MetadataChange): Promise<AppMetadata> {
    return this.db.transaction(async (tx) => {
      const now = Date.now();
      const sets: string[] = [];
      const params: (string | number)[] = [];
      if (change.name !== undefined) {
        sets.push('name = ?');
        params.push(cleanAppName(change.name));
      }
      if (change.description !== undefined) {
        sets.push('description = ?');
        params.push(truncateChars(change.description, MAX_DESCRIPTION_CHARS));
      }
      if (change.language !== undefined) {
        sets.push('language = ?');
        params.push(canonicalLanguage(change.language));
      }
      sets.push('updated_at = ?', 'last_activity_at = ?');
      params.push(now, now);
      await tx.run(`UPDATE apps SET ${sets.join(', ')} WHERE id = ?`, [...params, appId]);
      for (const kind of IMAGE_KINDS) {
        const img = change[kind];
        if (img === undefined) continue;
        await tx.run('DELETE FROM app_images WHERE app_id = ? AND kind = ?', [appId, kind]);
        if (img === null) continue;
        const sha = createHash('sha256').update(img.data).digest('hex');
        await tx.run('INSERT INTO app_images (app_id, kind, content_type, size, sha256, data, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)', [
          appId,
          kind,
          img.content_type,
          img.data.byteLength,
          sha,
          img.data,
          now,
        ]);
      }
      return this.getMetadata(appId, tx);
    });
  }

  /** The bytes of an app image (for publishing and the hosting runtime). */
  async getImage(appId: string, kind: ImageKind): Promise<{ content_type: ImageContentType; data: Uint8Array; sha256: string } | null> {
    const r = await this.db.get<{ content_type: ImageContentType; data: Uint8Array; sha256: string }>(
      'SELECT content_type, data, sha256 FROM app_images WHERE app_id = ? AND kind = ?',
      [appId, kind],
    );
    return r ? { content_type: r.content_type, data: new Uint8Array(r.data), sha256: r.sha256 } : null;
  }
}

const CONTENT_TYPE_ALIASES: Record<string, ImageContentType> = {
  'image/png': 'image/png',
  png: 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  'image/webp': 'image/webp',
  webp: 'image/webp',
};

/**
 * Decodes and checks an uploaded image: base64 (or a `data:image/...;base64,` URL), at most 5 MB
 * decoded, PNG, JPEG or WebP by its magic bytes, and the declared content_type (if any) must agree.
 */
export function checkImageUpload(field: ImageKind, data: string, declared?: string): { content_type: ImageContentType; data: Uint8Array } {
  let b64 = data.trim();
  let fromUrl: string | undefined;
  const m = /^data:([^;,]*)(;[^,]*)?,/i.exec(b64);
  if (m) {
    if (!/;base64/i.test(m[2] ?? ''))
      throw new ServiceError('invalid_params', `Invalid ${field}: a data URL must be base64-encoded (data:image/png;base64,...)`);
    fromUrl = m[1]!.toLowerCase();
    b64 = b64.slice(m[0].length);
  }
  b64 = b64.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (!b64 || !/^[A-Za-z0-9+/]*={0,2}$/.test(b64) || b64.length % 4 === 1) {
    throw new ServiceError('invalid_params', `Invalid ${field}: the image must be base64-encoded PNG, JPEG or WebP bytes`);
  }
  const approx = Math.floor((b64.replace(/=+$/, '').length * 3) / 4);
  if (approx > MAX_IMAGE_BYTES) {
    throw new ServiceError(
      'invalid_params',
      `Invalid ${field}: the image is ${approx} bytes; at most ${MAX_IMAGE_BYTES} bytes (5 MB) are allowed`,
    );
  }
  const bytes = new Uint8Array(Buffer.from(b64, 'base64'));
  const sniffed = sniffImage(bytes);
  if (!sniffed) throw new ServiceError('invalid_params', `Invalid ${field}: the bytes are not a PNG, JPEG or WebP image`);
  for (const claimed of [declared, fromUrl]) {
    if (!claimed) continue;
    const ct = CONTENT_TYPE_ALIASES[claimed.trim().toLowerCase()];
    if (!ct)
      throw new ServiceError(
        'invalid_params',
        `Invalid ${field}: content_type "${claimed.slice(0, 40)}" is not allowed; use image/png, image/jpeg or image/webp`,
      );
    if (ct !== sniffed) throw new ServiceError('invalid_params', `Invalid ${field}: content_type says ${ct} but the bytes are ${sniffed}`);
  }
  return { content_type: sniffed, data: bytes };
}
