import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A random lowercase id with a readable prefix, e.g. `app_k3j9...`; 16 chars ≈ 82 bits. */
export function newId(prefix: string, length = 16): string {
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[bytes[i]! % 36];
  return `${prefix}_${out}`;
}
