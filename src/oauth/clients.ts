import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import type { Config } from '../config.ts';
import { newId } from '../platform/ids.ts';
import type { Db } from '../storage/index.ts';
import { guardedLookup, isPrivateAddress, RefusedTarget, systemLookup } from '../webhooks/target.ts';

/**
 * OAuth clients, registered two ways: RFC 7591 dynamic registration (POST /register; public clients
 * only) and Client ID Metadata Documents (the client_id is an https URL whose JSON document this
 * server fetches, with the webhooks' SSRF guard, a size and a time limit, and caches).
 */

export interface OAuthClient {
  client_id: string;
  kind: 'dynamic' | 'metadata_document';
  client_name: string;
  redirect_uris: string[];
}

/** A problem with a registration or a metadata document, as RFC 7591 names it. */
export class ClientError extends Error {
  readonly error: string;
  constructor(error: 'invalid_client_metadata' | 'invalid_redirect_uri' | 'invalid_client', message: string) {
    super(message);
    this.error = error;
  }
}

/** A metadata document larger than this is refused (the draft suggests 5 KB; names and logos fit easily). */
export const CIMD_MAX_BYTES = 10 * 1024;
export const CIMD_TIMEOUT_MS = 5_000;
/** A fetched document is reused this long unless its Cache-Control says otherwise (clamped to the bounds below). */
export const CIMD_DEFAULT_TTL_MS = 3_600_000;
const CIMD_MIN_TTL_MS = 60_000;
const CIMD_MAX_TTL_MS = 86_400_000;
const MAX_REDIRECT_URIS = 10;
const UNUSED_REGISTRATION_MS = 86_400_000;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * Which redirect URIs a client may register: https, http on a loopback address (RFC 8252 native
 * apps), or a private-use scheme such as `cursor://` or `vscode://` (RFC 8252 7.1); never a
 * fragment, credentials, or a scheme a browser would run (javascript:, data:, file:, …).
 */
export function redirectUriProblem(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 2000) return 'each redirect URI must be a string of at most 2000 characters';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `${raw.slice(0, 200)} is not an absolute URI`;
  }
  if (url.hash || raw.includes('#')) return `${raw.slice(0, 200)} must not have a fragment`;
  if (url.username || url.password) return `${raw.slice(0, 200)} must not carry credentials`;
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:')
    return isLoopbackHttp(url) ? null : `${raw.slice(0, 200)}: plain http is allowed only on a loopback address`;
  const scheme = url.protocol.slice(0, -1);
  if (['javascript', 'data', 'file', 'blob', 'vbscript', 'about', 'ws', 'wss', 'ftp'].includes(scheme)) {
    return `${raw.slice(0, 200)}: the ${scheme} scheme is not a redirect URI`;
  }
  return null;
}

/**
 * Whether a redirect URI sent with an authorization request is one the client registered: the exact
 * string, except that a loopback http URI matches whatever its port (RFC 8252 7.3: native apps
 * listen on an ephemeral port).
 */
export function redirectMatches(registered: readonly string[], requested: string): boolean {
  if (registered.includes(requested)) return true;
  let req: URL;
  try {
    req = new URL(requested);
  } catch {
    return false;
  }
  if (!isLoopbackHttp(req)) return false;
  return registered.some((r) => {
    try {
      const reg = new URL(r);
      return isLoopbackHttp(reg) && reg.hostname === req.hostname && reg.pathname === req.pathname && reg.search === req.search;
    } catch {
      return false;
    }
  });
}

/** Whether a client_id is a Client ID Metadata Document URL (https with a path). */
export function isMetadataDocumentUrl(clientId: string): boolean {
  try {
    const url = new URL(clientId);
    return url.protocol === 'https:' && url.pathname !== '/' && !url.hash && !url.username && !url.password;
  } catch {
    return false;
  }
}

function checkMetadata(meta: any, forDocument: string | null): { client_name: string; redirect_uris: string[] } {
  if (!meta || typeof meta !== 'object' || Array.isArray(meta))
    throw new ClientError('invalid_client_metadata', 'the metadata must be a JSON object');
  const uris = meta.redirect_uris;
  if (!Array.isArray(uris) || uris.length < 1 || uris.length > MAX_REDIRECT_URIS) {
    throw new ClientError('invalid_redirect_uri', `redirect_uris must list 1 to ${MAX_REDIRECT_URIS} URIs`);
  }
  for (const uri of uris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw new ClientError('invalid_redirect_uri', problem);
  }
  const method = meta.token_endpoint_auth_method;
  if (forDocument && method !== undefined && method !== 'none') {
    // A document's client has no secret here; private_key_jwt is not supported.
    throw new ClientError('invalid_client_metadata', 'token_endpoint_auth_method must be none');
  }
  for (const [field, allowed] of [
    ['grant_types', ['authorization_code', 'refresh_token']],
    ['response_types', ['code']],
  ] as const) {
    const v = meta[field];
    if (v === undefined) continue;
    if (!Array.isArray(v) || v.some((x) => !(allowed as readonly string[]).includes(x))) {
      throw new ClientError('invalid_client_metadata', `${field} may only contain ${allowed.join(', ')}`);
    }
  }
  const name = meta.client_name;
  if (name !== undefined && (typeof name !== 'string' || name.length > 200)) {
    throw new ClientError('invalid_client_metadata', 'client_name must be a string of at most 200 characters');
  }
  const fallback = forDocument ? new URL(forDocument).host : 'Unnamed client';
  return { client_name: (name ?? '').trim() || fallback, redirect_uris: [...new Set(uris as string[])] };
}

/** Cache-Control max-age in ms, within the bounds; the default without one. */
function cacheTtl(header: string | string[] | undefined): number {
  const v = Array.isArray(header) ? header.join(',') : (header ?? '');
  if (/\bno-store\b|\bno-cache\b/i.test(v)) return CIMD_MIN_TTL_MS;
  const m = /\bmax-age\s*=\s*(\d+)/i.exec(v);
  const ms = m ? Number(m[1]) * 1000 : CIMD_DEFAULT_TTL_MS;
  return Math.min(CIMD_MAX_TTL_MS, Math.max(CIMD_MIN_TTL_MS, ms));
}

export class ClientRegistry {
  private readonly db: Db;
  private readonly allowPrivate: boolean;
  private readonly ca: string[] | undefined;
  private readonly lookup: net.LookupFunction;
  /** Concurrent fetches of one document share one request. */
  private readonly inflight = new Map<string, Promise<OAuthClient>>();

  constructor(db: Db, config: Pick<Config, 'oauth'>) {
    this.db = db;
    this.allowPrivate = config.oauth.metadataAllowPrivate;
    this.lookup = guardedLookup(systemLookup, this.allowPrivate);
    // An extra trusted CA (local development and tests) adds to the public roots, never replaces them.
    this.ca = config.oauth.metadataCaFile ? [...tls.rootCertificates, fs.readFileSync(config.oauth.metadataCaFile, 'utf8')] : undefined;
  }

  /** RFC 7591 registration of a public client; returns the registration response. */
  async register(meta: unknown): Promise<Record<string, unknown>> {
    const checked = checkMetadata(meta, null);
    const m = meta as Record<string, unknown>;
    const clientId = newId('cli');
    const now = Date.now();
    // What the client asked for, minus anything implying a secret: every client here is public.
    const stored = {
      client_name: checked.client_name,
      redirect_uris: checked.redirect_uris,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      ...(typeof m.client_uri === 'string' ? { client_uri: m.client_uri.slice(0, 2000) } : {}),
      ...(typeof m.software_id === 'string' ? { software_id: m.software_id.slice(0, 200) } : {}),
      ...(typeof m.software_version === 'string' ? { software_version: m.software_version.slice(0, 100) } : {}),
      ...(typeof m.scope === 'string' ? { scope: m.scope.slice(0, 2000) } : {}),
    };
    await this.db.run(
      'INSERT INTO oauth_clients (client_id, kind, client_name, redirect_uris, metadata, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      [clientId, 'dynamic', checked.client_name, JSON.stringify(checked.redirect_uris), JSON.stringify(stored), now],
    );
    // Registration is open to anyone: registrations that never led to a grant are dropped after a day.
    await this.db.run(
      `DELETE FROM oauth_clients WHERE kind = 'dynamic' AND created_at < ?
         AND NOT EXISTS (SELECT 1 FROM oauth_grants g WHERE g.client_id = oauth_clients.client_id)`,
      [now - UNUSED_REGISTRATION_MS],
    );
    return { client_id: clientId, client_id_issued_at: Math.floor(now / 1000), ...stored };
  }

  /** The client behind a client_id: a registration, or a (cached or freshly fetched) metadata document; null when unknown. */
  async find(clientId: string): Promise<OAuthClient | null> {
    if (!clientId || clientId.length > 2000) return null;
    if (!isMetadataDocumentUrl(clientId)) {
      const row = await this.db.get<any>("SELECT * FROM oauth_clients WHERE client_id = ? AND kind = 'dynamic'", [clientId]);
      return row
        ? { client_id: row.client_id, kind: 'dynamic', client_name: row.client_name, redirect_uris: JSON.parse(row.redirect_uris) }
        : null;
    }
    const cached = await this.db.get<any>("SELECT * FROM oauth_clients WHERE client_id = ? AND kind = 'metadata_document'", [clientId]);
    if (cached && cached.fresh_until > Date.now()) {
      return {
        client_id: clientId,
        kind: 'metadata_document',
        client_name: cached.client_name,
        redirect_uris: JSON.parse(cached.redirect_uris),
      };
    }
    let pending = this.inflight.get(clientId);
    if (!pending) {
      pending = this.fetchDocument(clientId).finally(() => this.inflight.delete(clientId));
      this.inflight.set(clientId, pending);
    }
    return pending;
  }

  private async fetchDocument(clientId: string): Promise<OAuthClient> {
    const { body, ttl } = await this.download(clientId);
    let doc: any;
    try {
      doc = JSON.parse(body);
    } catch {
      throw new ClientError('invalid_client', 'the client metadata document is not JSON');
    }
    if (doc?.client_id !== clientId) throw new ClientError('invalid_client', 'the client metadata document names another client_id');
    let checked: { client_name: string; redirect_uris: string[] };
    try {
      checked = checkMetadata(doc, clientId);
    } catch (err) {
      throw new ClientError('invalid_client', `the client metadata document is invalid: ${(err as Error).message}`);
    }
    const now = Date.now();
    await this.db.run(
      `INSERT INTO oauth_clients (client_id, kind, client_name, redirect_uris, metadata, created_at, fetched_at, fresh_until)
       VALUES (?, 'metadata_document', ?, ?, ?, ?, ?, ?)
       ON CONFLICT (client_id) DO UPDATE SET client_name = excluded.client_name, redirect_uris = excluded.redirect_uris,
         metadata = excluded.metadata, fetched_at = excluded.fetched_at, fresh_until = excluded.fresh_until`,
      [clientId, checked.client_name, JSON.stringify(checked.redirect_uris), body, now, now, now + ttl],
    );
    return { client_id: clientId, kind: 'metadata_document', ...checked };
  }

  /** GET of a document: https only, public addresses only (checked at connect time), size- and time-bounded, no redirects. */
  private download(rawUrl: string): Promise<{ body: string; ttl: number }> {
    const url = new URL(rawUrl);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!this.allowPrivate && (net.isIP(host) ? isPrivateAddress(host) : host === 'localhost' || host.endsWith('.localhost'))) {
      return Promise.reject(new ClientError('invalid_client', `the client metadata document's host ${host} is not a public address`));
    }
    return new Promise((resolve, reject) => {
      const fail = (message: string) =>
        reject(new ClientError('invalid_client', `the client metadata document could not be fetched: ${message}`));
      const req = https.request(url, {
        method: 'GET',
        lookup: this.lookup,
        ca: this.ca,
        agent: false,
        headers: { accept: 'application/json' },
        timeout: CIMD_TIMEOUT_MS,
      });
      const timer = setTimeout(() => {
        req.destroy();
        fail(`no complete answer within ${CIMD_TIMEOUT_MS} ms`);
      }, CIMD_TIMEOUT_MS);
      req.on('error', (err) => {
        clearTimeout(timer);
        fail(err instanceof RefusedTarget || err.cause instanceof RefusedTarget ? err.message : (err as Error).message);
      });
      req.on('response', (res) => {
        if (res.statusCode !== 200) {
          clearTimeout(timer);
          res.resume();
          return fail(`HTTP ${res.statusCode}`);
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > CIMD_MAX_BYTES) {
            clearTimeout(timer);
            res.destroy();
            return fail(`larger than ${CIMD_MAX_BYTES} bytes`);
          }
          chunks.push(chunk);
        });
        res.on('end', () => {
          clearTimeout(timer);
          if (size <= CIMD_MAX_BYTES)
            resolve({ body: Buffer.concat(chunks).toString('utf8'), ttl: cacheTtl(res.headers['cache-control']) });
        });
        res.on('error', (err) => {
          clearTimeout(timer);
          fail(err.message);
        });
      });
      req.end();
    });
  }
}
