/**
 * Integrations: a provider name and non-secret metadata (an account id, a webhook path, the names of
 * the secrets that hold its credentials). A value that looks like a credential is refused: it belongs
 * in set_secret, where it is sealed and never shown again.
 */
import { ServiceError } from '../platform/errors.ts';
import type { Db } from '../storage/index.ts';

export const PROVIDER_RE = /^[a-z0-9][a-z0-9_.-]{0,63}$/;
const MAX_METADATA_BYTES = 16 * 1024;
const MAX_INTEGRATIONS = 50;

/** Keys that name a credential (but `*_secret_name`, `*_env` and the like only name where one lives). */
const CREDENTIAL_KEY_RE =
  /(^key$|_key$|^pass$|secret|passw(or)?d|passphrase|token|api[_-]?key|apikey|private[_-]?key|credential|client[_-]?secret|auth[_-]?key|signing[_-]?key)/i;
const NAME_ONLY_KEY_RE = /(_name|_names|_env|_var|_header|_url|_id)$/i;
/** Values in the well-known shapes of credentials. */
const CREDENTIAL_VALUE_RES: RegExp[] = [
  /\b(sk|rk)_(live|test)_[A-Za-z0-9_]{8,}/, // Stripe secret / restricted keys
  /\bwhsec_[A-Za-z0-9+/=]{8,}/, // Stripe webhook signing secrets
  /\bgh[pousr]_[A-Za-z0-9]{20,}/, // GitHub tokens
  /\bgithub_pat_[A-Za-z0-9_]{20,}/,
  /\bxox[abposr]-[A-Za-z0-9-]{10,}/, // Slack
  /\b(AKIA|ASIA)[0-9A-Z]{16}\b/, // AWS access key ids
  /\bAIza[0-9A-Za-z_-]{30,}/, // Google API keys
  /\bsk-(proj-|ant-)?[A-Za-z0-9_-]{20,}/, // OpenAI / Anthropic
  /\bSG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}/, // SendGrid
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /\beyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/, // JWTs
  /^[a-z][a-z0-9+.-]*:\/\/[^/\s:@]+:[^/\s@]+@/i, // a URL with a password
];

/** Long unbroken high-entropy strings (40+ chars mixing letters and digits): generic keys. */
function highEntropy(s: string): boolean {
  if (s.length < 40 || /\s/.test(s) || /^https?:\/\//i.test(s)) return false;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/].filter((re) => re.test(s)).length;
  if (classes < 3) return false;
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) h -= (n / s.length) * Math.log2(n / s.length);
  return h > 4.2;
}

/** The metadata path of the first value that looks like a credential, or null. */
export function credentialLookingPath(value: unknown, at = ''): string | null {
  if (typeof value === 'string') {
    if (CREDENTIAL_VALUE_RES.some((re) => re.test(value)) || highEntropy(value)) return at || '(value)';
    const key = at.split('.').pop() ?? '';
    if (key && CREDENTIAL_KEY_RE.test(key) && !NAME_ONLY_KEY_RE.test(key) && value.trim() !== '') return at;
    return null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const p = credentialLookingPath(value[i], `${at}[${i}]`);
      if (p) return p;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const p = credentialLookingPath(v, at ? `${at}.${k}` : k);
      if (p) return p;
    }
  }
  return null;
}

export interface Integration {
  provider: string;
  is_active: boolean;
  metadata: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

const iso = (ms: unknown) => new Date(Number(ms)).toISOString();

export class IntegrationsStore {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async list(appId: string): Promise<Integration[]> {
    const rows = await this.db.all<any>('SELECT * FROM app_integrations WHERE app_id = ? ORDER BY provider', [appId]);
    return rows.map((r) => ({
      provider: r.provider,
      is_active: !!Number(r.is_active),
      metadata: JSON.parse(r.metadata),
      created_at: iso(r.created_at),
      updated_at: iso(r.updated_at),
    }));
  }

  async configure(
    appId: string,
    input: { provider: string; metadata: Record<string, unknown>; is_active: boolean },
  ): Promise<Integration & { created: boolean }> {
    const provider = String(input.provider).trim().toLowerCase();
    if (!PROVIDER_RE.test(provider))
      throw new ServiceError(
        'invalid_params',
        `Invalid provider "${provider.slice(0, 60)}": 1-64 of a-z, 0-9, _ . - (e.g. stripe, sendgrid)`,
      );
    const where = credentialLookingPath(input.metadata);
    if (where)
      throw new ServiceError(
        'invalid_params',
        `metadata.${where} looks like a credential: integration metadata is shown to anyone who can read the app. Store it with set_secret ` +
          '(e.g. name STRIPE_SECRET_KEY) and put only the secret\'s name here (e.g. {"secret_name": "STRIPE_SECRET_KEY"})',
      );
    const text = JSON.stringify(input.metadata);
    if (Buffer.byteLength(text) > MAX_METADATA_BYTES)
      throw new ServiceError('invalid_params', `metadata is larger than ${MAX_METADATA_BYTES} bytes`);
    const now = Date.now();
    return this.db.transaction(async (tx) => {
      const prev = await tx.get<any>('SELECT created_at FROM app_integrations WHERE app_id = ? AND provider = ?', [appId, provider]);
      if (!prev) {
        const n = await tx.get<any>('SELECT COUNT(*) AS n FROM app_integrations WHERE app_id = ?', [appId]);
        if (Number(n?.n ?? 0) >= MAX_INTEGRATIONS)
          throw new ServiceError('invalid_request', `An app keeps at most ${MAX_INTEGRATIONS} integrations`);
      }
      await tx.run(
        `INSERT INTO app_integrations (app_id, provider, metadata, is_active, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (app_id, provider) DO UPDATE SET metadata = excluded.metadata, is_active = excluded.is_active, updated_at = excluded.updated_at`,
        [appId, provider, text, input.is_active ? 1 : 0, now, now],
      );
      return {
        provider,
        is_active: input.is_active,
        metadata: input.metadata,
        created_at: iso(prev?.created_at ?? now),
        updated_at: iso(now),
        created: !prev,
      };
    });
  }
}
