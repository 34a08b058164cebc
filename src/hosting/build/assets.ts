import { createHash } from 'node:crypto';

/** A built file served at `/_svc/a/<name>`; the name carries a hash of the content. */
export interface BuiltAsset {
  name: string;
  content_type: string;
  body: Uint8Array;
}

export const ASSET_PREFIX = '/_svc/a/';
/** Asset names: what esbuild and the builder produce, nothing a path could abuse. */
export const ASSET_NAME_RE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,150}$/;

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** A short content hash for file names (base32-ish, 16 hex chars = 64 bits). */
export function contentName(prefix: string, ext: string, body: string | Uint8Array): string {
  return `${prefix}-${sha256Hex(body).slice(0, 16)}.${ext}`;
}

export function contentTypeOf(name: string): string {
  if (name.endsWith('.js')) return 'text/javascript; charset=utf-8';
  if (name.endsWith('.css')) return 'text/css; charset=utf-8';
  if (name.endsWith('.map')) return 'application/json; charset=utf-8';
  return 'application/octet-stream';
}

export const utf8 = (s: string) => new TextEncoder().encode(s);
