/**
 * Built assets and build results, shared by every node through the database, with an in-process
 * memory cache of asset bytes (and their gzip form) for serving.
 */
import { gzipSync } from 'node:zlib';
import type { Db } from '../storage/index.ts';
import type { BuiltAsset } from './build/assets.ts';

export interface CachedAsset {
  name: string;
  content_type: string;
  body: Buffer;
  /** gzip of the body, when it is worth it (text over 1 KiB). */
  gzip: Buffer | null;
  etag: string;
}

const toBuffer = (b: Uint8Array) => (Buffer.isBuffer(b) ? b : Buffer.from(b.buffer, b.byteOffset, b.byteLength));

export class AssetStore {
  private readonly db: Db;
  private readonly memory = new Map<string, CachedAsset>();
  private bytes = 0;
  private readonly loading = new Map<string, Promise<CachedAsset | null>>();
  /** Bytes of assets kept in memory per process (SVC_HOSTING_ASSET_CACHE_MB). */
  private readonly memoryLimit: number;

  constructor(db: Db, memoryLimitMb = 256) {
    this.db = db;
    this.memoryLimit = memoryLimitMb * 1024 * 1024;
  }

  /** Stores assets (idempotent: names are content hashes). */
  async put(assets: BuiltAsset[]): Promise<void> {
    if (!assets.length) return;
    const names = assets.map((a) => a.name);
    const existing = new Set(
      (
        await this.db.all<{ name: string }>(`SELECT name FROM hosting_assets WHERE name IN (${names.map(() => '?').join(', ')})`, names)
      ).map((r) => r.name),
    );
    const now = Date.now();
    for (const a of assets) {
      if (!existing.has(a.name)) {
        await this.db.run(
          'INSERT INTO hosting_assets (name, content_type, body, size, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (name) DO NOTHING',
          [a.name, a.content_type, toBuffer(a.body), a.body.byteLength, now],
        );
      }
      this.remember(a.name, a.content_type, toBuffer(a.body));
    }
  }

  /** Whether every named asset is stored. */
  async haveAll(names: string[]): Promise<boolean> {
    const missing = names.filter((n) => !this.memory.has(n));
    if (!missing.length) return true;
    const row = await this.db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM hosting_assets WHERE name IN (${missing.map(() => '?').join(', ')})`,
      missing,
    );
    return Number(row?.n ?? 0) === missing.length;
  }

  /** An asset for serving, from memory or the database; null when unknown. */
  get(name: string): CachedAsset | null | Promise<CachedAsset | null> {
    const hit = this.memory.get(name);
    if (hit) {
      // LRU: most recently used last.
      this.memory.delete(name);
      this.memory.set(name, hit);
      return hit;
    }
    let p = this.loading.get(name);
    if (!p) {
      p = this.db
        .get<{ content_type: string; body: Uint8Array }>('SELECT content_type, body FROM hosting_assets WHERE name = ?', [name])
        .then((row) => (row ? this.remember(name, row.content_type, toBuffer(new Uint8Array(row.body))) : null))
        .finally(() => this.loading.delete(name));
      this.loading.set(name, p);
    }
    return p;
  }

  private remember(name: string, contentType: string, body: Buffer): CachedAsset {
    const existing = this.memory.get(name);
    if (existing) return existing;
    const gzip = body.byteLength > 1024 && !contentType.startsWith('image/') ? gzipSync(body, { level: 9 }) : null;
    const asset: CachedAsset = { name, content_type: contentType, body, gzip, etag: `"${name}"` };
    this.memory.set(name, asset);
    this.bytes += body.byteLength + (gzip?.byteLength ?? 0);
    while (this.bytes > this.memoryLimit && this.memory.size > 1) {
      const [oldest, a] = this.memory.entries().next().value as [string, CachedAsset];
      this.memory.delete(oldest);
      this.bytes -= a.body.byteLength + (a.gzip?.byteLength ?? 0);
    }
    return asset;
  }
}

/** A stored build result (hosting_builds.result). */
export interface StoredBuild {
  js: string;
  css: string;
  map: string;
  pages: string[];
  vendor_key: string;
  warnings: number;
}

export class BuildCache {
  private readonly db: Db;
  private readonly memory = new Map<string, StoredBuild>();
  constructor(db: Db) {
    this.db = db;
  }

  async get(key: string): Promise<StoredBuild | null> {
    const hit = this.memory.get(key);
    if (hit) return hit;
    const row = await this.db.get<{ result: string }>('SELECT result FROM hosting_builds WHERE source_key = ?', [key]);
    if (!row) return null;
    const build = JSON.parse(row.result) as StoredBuild;
    this.memory.set(key, build);
    if (this.memory.size > 2000) this.memory.delete(this.memory.keys().next().value as string);
    return build;
  }

  async put(key: string, kind: string, build: object, durationMs: number): Promise<void> {
    await this.db.run(
      'INSERT INTO hosting_builds (source_key, kind, result, duration_ms, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (source_key) DO NOTHING',
      [key, kind, JSON.stringify(build), Math.round(durationMs), Date.now()],
    );
    if (kind === 'app') this.memory.set(key, build as StoredBuild);
  }

  async getRaw<T>(key: string): Promise<T | null> {
    const row = await this.db.get<{ result: string }>('SELECT result FROM hosting_builds WHERE source_key = ?', [key]);
    return row ? (JSON.parse(row.result) as T) : null;
  }
}
