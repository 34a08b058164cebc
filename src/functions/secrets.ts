/**
 * App secrets: sealed with AES-256-GCM (a fresh 12-byte nonce per write, the app id and name as
 * associated data so a sealed value cannot be moved to another app or name). Only names ever leave
 * this module through tools; plain values go to the function runtime's environment and to the
 * function policy's secret check, nowhere else.
 *
 * The key comes from SVC_SECRETS_KEY or from `<data dir>/secrets.key` (generated once, mode 0600).
 * Every sealed row names its key (`key_id`, a hash prefix of the key), so a node with another key
 * refuses with a clear message instead of failing to decrypt.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { ServiceError } from '../platform/errors.ts';
import type { Db, Queryable } from '../storage/index.ts';

export const SECRET_NAME_RE = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/;
export const MAX_SECRET_BYTES = 32 * 1024;
export const MAX_SECRETS_PER_APP = 100;
/** Names the runtime sets itself (or that steer Deno), so an app secret may not take them. */
const RESERVED_NAME_RE =
  /^(svc_|deno_|ld_|rust_|npm_config_|malloc_|v8_|ssl_cert_)|^(https?_proxy|no_proxy|all_proxy|path|home|tmpdir|tmp|temp|no_color)$/i;

export interface SecretsKey {
  key: Buffer;
  id: string;
  source: 'env' | 'file';
  file: string | null;
}

export function keyId(key: Buffer): string {
  return createHash('sha256').update('svc-secrets-key-id:').update(key).digest('hex').slice(0, 16);
}

export function parseKey(text: string): Buffer {
  const t = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(t)) return Buffer.from(t, 'hex');
  const b = Buffer.from(t, 'base64');
  if (b.length === 32 && /^[A-Za-z0-9+/_-]{43}=?$/.test(t)) return b;
  throw new Error('SVC_SECRETS_KEY must be 32 bytes: 64 hex characters or 44 base64 characters');
}

export function keyFilePath(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'secrets.key');
}

/**
 * The secrets key of this node. On PostgreSQL (a cluster may share the database) a key that is not
 * from SVC_SECRETS_KEY is announced loudly at start-up: every node must have the same key.
 */
export function loadSecretsKey(config: Pick<Config, 'secretsKey' | 'dataDir' | 'databaseUrl'>, log?: Logger): SecretsKey {
  if (config.secretsKey) {
    const key = parseKey(config.secretsKey);
    return { key, id: keyId(key), source: 'env', file: null };
  }
  const file = keyFilePath(config);
  let key: Buffer;
  let created = false;
  try {
    key = parseKey(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`Cannot read the secrets key ${file}: ${(err as Error).message}`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    key = randomBytes(32);
    // `wx`: two processes starting at once cannot both write a key; the loser reads the winner's.
    try {
      fs.writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
      created = true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      key = parseKey(fs.readFileSync(file, 'utf8'));
    }
  }
  if (config.databaseUrl && log) {
    log.warn(
      `SVC_SECRETS_KEY is not set: app secrets use the key in ${file}${created ? ' (generated now)' : ''}. ` +
        'On PostgreSQL every node of a cluster must use the same key: copy that file to each node or set SVC_SECRETS_KEY to its contents; ' +
        'a node with another key cannot read the secrets (functions relying on them fail with a clear error).',
    );
  }
  return { key, id: keyId(key), source: 'file', file };
}

export function seal(key: Buffer, appId: string, name: string, value: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  c.setAAD(Buffer.from(`${appId}\u0000${name}`, 'utf8'));
  const ct = Buffer.concat([c.update(value, 'utf8'), c.final()]);
  return `v1.${Buffer.concat([iv, c.getAuthTag(), ct]).toString('base64')}`;
}

export function unseal(key: Buffer, appId: string, name: string, sealed: string): string {
  if (!sealed.startsWith('v1.')) throw new Error('unknown sealed secret format');
  const raw = Buffer.from(sealed.slice(3), 'base64');
  const d = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  d.setAAD(Buffer.from(`${appId}\u0000${name}`, 'utf8'));
  d.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString('utf8');
}

export function checkSecretName(name: string): string {
  const n = String(name).trim();
  if (!SECRET_NAME_RE.test(n))
    throw new ServiceError(
      'invalid_params',
      `Invalid secret name "${n.slice(0, 60)}": 1-128 characters, letters, digits and _, not starting with a digit (e.g. STRIPE_SECRET_KEY)`,
    );
  if (RESERVED_NAME_RE.test(n))
    throw new ServiceError(
      'invalid_params',
      `The secret name ${n} is reserved by the function runtime (SVC_*, DENO_*, LD_*, RUST_*, SSL_CERT_*, proxy and path variables)`,
    );
  return n;
}

export interface SecretInfo {
  name: string;
  created_at: string;
  updated_at: string;
}

const iso = (ms: unknown) => new Date(Number(ms)).toISOString();

export class SecretsStore {
  private readonly db: Db;
  private readonly sk: SecretsKey;

  constructor(db: Db, key: SecretsKey) {
    this.db = db;
    this.sk = key;
  }

  get keyId(): string {
    return this.sk.id;
  }

  async list(appId: string): Promise<SecretInfo[]> {
    const rows = await this.db.all<any>('SELECT name, created_at, updated_at FROM app_secrets WHERE app_id = ? ORDER BY name', [appId]);
    return rows.map((r) => ({ name: r.name, created_at: iso(r.created_at), updated_at: iso(r.updated_at) }));
  }

  async names(appId: string): Promise<string[]> {
    return (await this.list(appId)).map((s) => s.name);
  }

  /** Stores one secret; `created` is false when it replaced a value. */
  async set(appId: string, rawName: string, value: string): Promise<{ name: string; created: boolean; updated_at: string }> {
    const name = checkSecretName(rawName);
    if (typeof value !== 'string' || value.length === 0) throw new ServiceError('invalid_params', 'value must be a non-empty string');
    if (Buffer.byteLength(value, 'utf8') > MAX_SECRET_BYTES)
      throw new ServiceError('invalid_params', `value is larger than ${MAX_SECRET_BYTES} bytes`);
    if (value.includes('\u0000'))
      throw new ServiceError('invalid_params', 'value may not contain NUL characters (environment variables cannot)');
    const sealed = seal(this.sk.key, appId, name, value);
    const now = Date.now();
    return this.db.transaction(async (tx) => {
      const prev = await tx.get<any>('SELECT name FROM app_secrets WHERE app_id = ? AND name = ?', [appId, name]);
      if (!prev) {
        const n = await tx.get<any>('SELECT COUNT(*) AS n FROM app_secrets WHERE app_id = ?', [appId]);
        if (Number(n?.n ?? 0) >= MAX_SECRETS_PER_APP)
          throw new ServiceError('invalid_request', `An app keeps at most ${MAX_SECRETS_PER_APP} secrets; delete one first`);
      }
      await tx.run(
        `INSERT INTO app_secrets (app_id, name, sealed, key_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (app_id, name) DO UPDATE SET sealed = excluded.sealed, key_id = excluded.key_id, updated_at = excluded.updated_at`,
        [appId, name, sealed, this.sk.id, now, now],
      );
      return { name, created: !prev, updated_at: iso(now) };
    });
  }

  async delete(appId: string, rawName: string): Promise<boolean> {
    const name = checkSecretName(rawName);
    const r = await this.db.run('DELETE FROM app_secrets WHERE app_id = ? AND name = ?', [appId, name]);
    return r.changes > 0;
  }

  /** A version of the app's secrets (changes with every set/delete): part of the warm pool's key. */
  async version(appId: string, q: Queryable = this.db): Promise<string> {
    const rows = await q.all<any>('SELECT name, updated_at FROM app_secrets WHERE app_id = ? ORDER BY name', [appId]);
    const h = createHash('sha256');
    for (const r of rows) h.update(`${r.name}\u0000${r.updated_at}\u0000`);
    return h.digest('hex').slice(0, 16);
  }

  /** Every plain value of an app (the function runtime's environment). */
  async values(appId: string): Promise<Record<string, string>> {
    const rows = await this.db.all<any>('SELECT name, sealed, key_id FROM app_secrets WHERE app_id = ? ORDER BY name', [appId]);
    const out: Record<string, string> = {};
    for (const r of rows) out[r.name] = this.open(appId, r);
    return out;
  }

  /** One plain value, or null when the app has no such secret. */
  async value(appId: string, name: string): Promise<string | null> {
    const r = await this.db.get<any>('SELECT name, sealed, key_id FROM app_secrets WHERE app_id = ? AND name = ?', [appId, name]);
    return r ? this.open(appId, r) : null;
  }

  private open(appId: string, r: { name: string; sealed: string; key_id: string }): string {
    if (r.key_id !== this.sk.id)
      throw new ServiceError(
        'invalid_request',
        `The app secret ${r.name} was sealed with another secrets key (key id ${r.key_id}; this node has ${this.sk.id}): every node must share SVC_SECRETS_KEY`,
      );
    try {
      return unseal(this.sk.key, appId, r.name, r.sealed);
    } catch {
      throw new ServiceError('invalid_request', `The app secret ${r.name} cannot be decrypted (damaged row)`);
    }
  }
}

/**
 * Re-seals every secret of every app with a new key in one transaction (`svc secrets rotate-key`).
 * Rows sealed with a key other than `oldKey` stop the rotation before anything changes.
 */
export async function rotateSecretsKey(db: Db, oldKey: Buffer, newKey: Buffer): Promise<number> {
  const oldId = keyId(oldKey);
  const newId = keyId(newKey);
  return db.transaction(async (tx) => {
    const rows = await tx.all<any>('SELECT app_id, name, sealed, key_id FROM app_secrets');
    let n = 0;
    for (const r of rows) {
      if (r.key_id === newId) continue;
      if (r.key_id !== oldId)
        throw new Error(`secret ${r.app_id}/${r.name} was sealed with key id ${r.key_id}, neither the current nor the new key`);
      const plain = unseal(oldKey, r.app_id, r.name, r.sealed);
      await tx.run('UPDATE app_secrets SET sealed = ?, key_id = ? WHERE app_id = ? AND name = ?', [
        seal(newKey, r.app_id, r.name, plain),
        newId,
        r.app_id,
        r.name,
      ]);
      n++;
    }
    return n;
  });
}
