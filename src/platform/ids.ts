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
