import { createHmac, createSecretKey, type KeyObject, randomBytes } from 'node:crypto';

/**
 * Secrets and signatures (docs/webhooks.md). A secret is `whsec_` + base64 of 32 random bytes, the
 * Standard Webhooks format. `X-SVC-Signature` is keyed with the secret string exactly as shown
 * (so `hmac(secret, body)` works as written); `webhook-signature` with the base64-decoded bytes after
 * `whsec_`, as the Standard Webhooks specification and its libraries do.
 */
export const SECRET_PREFIX = 'whsec_';

export function newSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

/** Key objects per secret (building one per signature was a measurable share of a delivery's CPU). */
const keys = new Map<string, { svc: KeyObject; standard: KeyObject }>();
function keysOf(secret: string) {
  let k = keys.get(secret);
  if (!k) {
    if (keys.size >= 1000) keys.clear();
    k = {
      svc: createSecretKey(Buffer.from(secret, 'utf8')),
      standard: createSecretKey(Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64')),
    };
    keys.set(secret, k);
  }
  return k;
}

/** `sha256=<hex>` over the exact body bytes. */
export function svcSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', keysOf(secret).svc).update(body).digest('hex')}`;
}

/** `v1,<base64>` over `<id>.<timestamp>.<body>`. */
export function standardSignature(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', keysOf(secret).standard).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export interface SignedHeaders {
  'content-type': string;
  'user-agent': string;
  'x-svc-event': string;
  'x-svc-event-id': string;
  'x-svc-delivery': string;
  'x-svc-timestamp': string;
  'x-svc-signature': string;
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * The headers of one attempt. With several secrets (a rotation's grace period) each signature header
 * lists one signature per secret, newest first: `X-SVC-Signature` comma-separated, `webhook-signature`
 * space-separated (the Standard Webhooks form).
 */
export function signedHeaders(
  secrets: string[],
  event: { id: string; type: string },
  deliveryId: string,
  body: string,
  nowMs = Date.now(),
): SignedHeaders {
  const ts = Math.floor(nowMs / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'FineStructure-Webhooks/1',
    'x-svc-event': event.type,
    'x-svc-event-id': event.id,
    'x-svc-delivery': deliveryId,
    'x-svc-timestamp': String(ts),
    'x-svc-signature': secrets.map((s) => svcSignature(s, body)).join(', '),
    'webhook-id': event.id,
    'webhook-timestamp': String(ts),
    'webhook-signature': secrets.map((s) => standardSignature(s, event.id, ts, body)).join(' '),
  };
}
