/**
 * Variant assignment: a visitor's bucket is a deterministic hash of the test and the visitor, mapped
 * onto the variants' cumulative weights. The service keeps the first assignment (ab_exposures), so
 * this function only decides visitors seen for the first time; later weight changes move new
 * visitors only.
 */
import { createHash } from 'node:crypto';

export interface WeightedVariant {
  key: string;
  weight: number;
}

/** A number in [0, 1) from the test id and visitor key (52 bits of SHA-256). */
export function bucketOf(testId: string, visitorKey: string): number {
  const digest = createHash('sha256').update(`${testId}\u0000${visitorKey}`).digest();
  // 52 bits: the top 20 bits of the first word and the 32 bits of the second.
  return ((digest.readUInt32BE(0) >>> 12) * 2 ** 32 + digest.readUInt32BE(4)) / 2 ** 52;
}

/** The variant a bucket falls into; variants with weight 0 take no new visitors. */
export function variantForBucket<V extends WeightedVariant>(variants: readonly V[], bucket: number): V {
  const total = variants.reduce((sum, v) => sum + Math.max(0, v.weight), 0);
  if (total <= 0) return variants[0]!;
  let edge = 0;
  for (const v of variants) {
    if (v.weight <= 0) continue;
    edge += v.weight / total;
    if (bucket < edge) return v;
  }
  // Rounding can leave the last edge a hair under 1.
  return [...variants].reverse().find((v) => v.weight > 0)!;
}

export function assignVariant<V extends WeightedVariant>(testId: string, visitorKey: string, variants: readonly V[]): V {
  return variantForBucket(variants, bucketOf(testId, visitorKey));
}
