/**
 * Redaction of credential-looking values in platform requests, before anything is stored. Three
 * layers, each written for a family of shapes rather than for particular strings:
 *
 * 1. Structures that carry a secret whatever its form: PEM/PGP private key blocks, URLs with a
 *    password in their user info, JWTs, `Authorization:`/`Bearer` values, secret query parameters.
 * 2. Known issuer prefixes (svc_mcp_, sk-, ghp_, xox…-, AKIA…, glpat-, AIza…, npm_, …).
 * 3. Heuristics: a value assigned to a credential-named key (`password=…`, `"api_key": "…"`,
 *    `DB_PASSWORD: …`, `--token …`), and long random-looking strings (mixed case and digits, few
 *    word-like runs, high Shannon entropy) wherever they appear.
 *
 * What must survive: prose, identifiers, UUIDs, commit hashes and other lowercase hex, ids such as
 * `app_…`, and URLs without a password. A redacted value becomes `[REDACTED:<kind>]`.
 */

export interface Redaction {
  field: string;
  kind: string;
}

const mark = (kind: string) => `[REDACTED:${kind}]`;
const ALREADY = /^\[REDACTED:[a-z_]+\]/;

/** Keys whose value is a credential. The key is compared in snake case (`apiKey` → `api_key`), by its last words. */
const SECRET_KEY_END =
  /(?:^|_)(pass|password|passwd|passphrase|pwd|secret|secrets|token|api_key|apikey|access_key|secret_key|private_key|signing_key|auth_key|master_key|encryption_key|client_secret|credential|credentials|authorization|auth|auth_token|session_token|cookie|x_api_key|sas|connection_string|conn_str|dsn)$/;
const PASSWORD_KEY_END = /(?:^|_)(pass|password|passwd|passphrase|pwd)$/;

/** Values that name no secret: placeholders, references to where one lives, booleans. */
const PLACEHOLDER =
  /^(?:\*+|x+|\.\.\.|…|<[^>]*>|\$\{[^}]*\}?|\$[A-Z_][A-Z0-9_]*|%[A-Z_]+%|\{\{[^}]*\}\}|process\.env\.\w+|env\(\w+\)|null|none|nil|undefined|true|false|yes|no|on|off|empty|redacted|hidden|secret|changeme|required|optional|missing|invalid|expired|revoked|string|your[_-]?\w*|example|\[REDACTED[^\]]*\])$/i;

/** Words that follow "password:" or "token:" in prose without being one. */
const PROSE_WORDS =
  /^(?:is|was|are|were|be|been|has|had|have|not|the|a|an|it|this|that|field|fields|reset|change|changed|set|unset|wrong|incorrect|invalid|expired|missing|required|optional|empty|none|rotated|revoked|works|worked|fails|failed|rejected|accepted|ok|valid|needed|prompt|error|errors|length|policy|format|type|header|value|values|see|check|also|still|only|and|or|but|for|with|from|when|then|after|before|in|on|of|to|via|by)$/i;

const snake = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[-.\s]+/g, '_')
    .toLowerCase();

export function isSecretKey(key: string): boolean {
  return SECRET_KEY_END.test(snake(key));
}

/** Bits per character of `s`. */
export function shannonEntropy(s: string): number {
  const counts = new Map<string, number>();
  for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A string of 20+ key-alphabet characters that is random rather than written: letters of both
 * cases and digits (or base64 punctuation), little of it in word-like runs, high entropy. Lowercase
 * hex (hashes, commit ids), UUIDs and snake_case identifiers never qualify.
 */
export function looksRandom(s: string): boolean {
  const core = s.replace(/^[/=_+-]+|[/=_+-]+$/g, '');
  if (core.length < 20 || UUID.test(core)) return false;
  if (/^[0-9a-f-]+$/.test(core) || /^[0-9A-F-]+$/.test(core)) return false;
  // Paths (a segment that is a plain word) are written, not drawn.
  const words = core.split('/').filter((seg) => /^(?=.*[aeiouy])(?:[A-Z]?[a-z]{2,}|[a-z]+(?:[-_][a-z0-9]+)+)$/.test(seg));
  const segments = core.split('/').length;
  if (words.length >= 2 && words.length * 2 >= segments) return false;
  const upper = (core.match(/[A-Z]/g) ?? []).length;
  const lower = (core.match(/[a-z]/g) ?? []).length;
  const digits = (core.match(/[0-9]/g) ?? []).length;
  const wordy = (core.match(/[A-Z]?[a-z]{4,}/g) ?? []).reduce((n, w) => n + w.length, 0) / core.length;
  const entropy = shannonEntropy(core);
  if (wordy > 0.6) return false;
  if (upper >= 2 && lower >= 2 && digits >= 1) return entropy >= 3.6;
  // Digit-free or case-free keys must be longer and flatter to count.
  const classes = [upper > 0, lower > 0, digits > 0].filter(Boolean).length;
  return classes >= 2 && core.length >= 32 && entropy >= 4.2;
}

type Rule = { kind: string; re: RegExp; replace?: (m: string, ...groups: string[]) => string };

/** Layer 1 and 2: shapes that are credentials by construction. Order matters (blocks before lines). */
const SHAPES: Rule[] = [
  {
    kind: 'private_key',
    re: /-----BEGIN ((?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?)-----[\s\S]*?(?:-----END \1-----|$)/g,
  },
  { kind: 'private_key', re: /\bPuTTY-User-Key-File-\d+:[\s\S]*?Private-MAC: *[0-9a-f]+/g },
  // scheme://user:password@host — the password goes, the rest of the address stays readable.
  {
    kind: 'password',
    re: /\b([a-z][a-z0-9+.-]{1,20}:\/\/)([^\s:/@'"<>]*):([^\s@/'"<>]+)@/gi,
    replace: (_m, scheme: string, user: string, pass: string) => (ALREADY.test(pass) ? _m : `${scheme}${user}:${mark('password')}@`),
  },
  { kind: 'jwt', re: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
  { kind: 'jwt', re: /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}/g },
  // Authorization headers (any scheme) and bare bearer credentials.
  {
    kind: 'authorization',
    re: /\b((?:proxy-)?authorization|x-api-key|api-key|x-auth-token|cookie|set-cookie)(["']?\s*[:=]\s*["']?)(?:(bearer|basic|token|digest|bot|sso-key|apikey)\s+)?([^\s"',;]{6,}(?:[ ;][^\s"',;]+=[^\s"',;]+)*)/gi,
    replace: (m, name: string, sep: string, scheme: string | undefined, value: string) =>
      ALREADY.test(value) || (!scheme && (PROSE_WORDS.test(value) || PLACEHOLDER.test(value) || /^[a-z]+$/.test(value)))
        ? m
        : `${name}${sep}${scheme ? `${scheme} ` : ''}${mark('authorization')}`,
  },
  {
    kind: 'bearer_token',
    re: /\b(bearer)\s+([A-Za-z0-9._~+/=-]{12,})/gi,
    replace: (m, word: string, value: string) =>
      ALREADY.test(value) || !/\d|[A-Z].*[a-z]/.test(value) ? m : `${word} ${mark('bearer_token')}`,
  },
  { kind: 'service_token', re: /\bsvc_mcp_[A-Za-z0-9_-]{12,}/g },
  { kind: 'api_key', re: /\bsk-(?:ant-|proj-|svcacct-|admin-|or-v1-|live-)?[A-Za-z0-9_-]{20,}/g },
  { kind: 'api_key', re: /\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}/g },
  { kind: 'api_key', re: /\bwhsec_[A-Za-z0-9+/=]{16,}/g },
  { kind: 'github_token', re: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,})/g },
  { kind: 'gitlab_token', re: /\bgl(?:pat|dt|ptt|rt|cbt|oas|soat|ffct)-[A-Za-z0-9_-]{20,}/g },
  { kind: 'slack_token', re: /\bxox[abposer]-[A-Za-z0-9-]{10,}/g },
  { kind: 'slack_token', re: /\bxapp-\d-[A-Za-z0-9-]{10,}/g },
  { kind: 'webhook_url', re: /\bhttps:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9/_-]{20,}/g },
  { kind: 'webhook_url', re: /\bhttps:\/\/(?:[a-z]+\.)?discord(?:app)?\.com\/api\/webhooks\/\d+\/[A-Za-z0-9_-]{20,}/g },
  { kind: 'aws_access_key', re: /\b(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[0-9A-Z]{16}\b/g },
  { kind: 'google_api_key', re: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { kind: 'google_oauth_token', re: /\bya29\.[0-9A-Za-z_-]{20,}/g },
  { kind: 'npm_token', re: /\bnpm_[A-Za-z0-9]{36}\b/g },
  { kind: 'pypi_token', re: /\bpypi-[A-Za-z0-9_-]{50,}/g },
  { kind: 'api_key', re: /\bSG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}/g },
  { kind: 'api_key', re: /\bhf_[A-Za-z0-9]{30,}/g },
  { kind: 'api_key', re: /\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b/g },
  { kind: 'api_key', re: /\bdo[opr]_v1_[a-f0-9]{64}\b/g },
  { kind: 'api_key', re: /\bkey-[0-9a-f]{32}\b/g },
  { kind: 'api_key', re: /\b(?:SK|AC)[0-9a-f]{32}\b/g },
  { kind: 'api_key', re: /\b(?:lin_api|pat|sl\.)[A-Za-z0-9_-]{30,}/g },
  // Azure/Cloud connection strings: AccountKey=…;SharedAccessKey=…;Password=… inside ;-separated settings.
  {
    kind: 'password',
    re: /\b(AccountKey|SharedAccessKey|SharedAccessSignature|Password|Pwd|sig)=([^;\s"'&]{3,})/g,
    replace: (m, key: string, value: string) => (ALREADY.test(value) || PLACEHOLDER.test(value) ? m : `${key}=${mark('password')}`),
  },
];

/** Quoted values after a credential-named key: `"api_key": "…"`, `password = '…'`, `token: "…"`. */
const QUOTED_ASSIGNMENT = /(["']?)([A-Za-z_][A-Za-z0-9_.-]{0,60})\1(\s*(?::|=|:=|=>)\s*)(["'`])((?:\\.|(?!\4)[^\\\n])*)\4/g;
/** Unquoted values: `DB_PASSWORD=…`, `password: …`, `export TOKEN=…`, `--api-key=…`, `?access_token=…`. */
const BARE_ASSIGNMENT = /(^|[\s,;{(&?])(-{1,2})?([A-Za-z_][A-Za-z0-9_.-]{0,60})(\s*:?=\s*)([^\s"'`,;&)}<>]+)/gm;
/** The same after a colon (YAML, prose), where `&` belongs to the value rather than ending a query parameter. */
const BARE_COLON = /(^|[\s,;{(])(-{1,2})?([A-Za-z_][A-Za-z0-9_.-]{0,60})(\s*:\s*)([^\s"'`,;)}<>]+)/gm;
/** Command-line flags followed by their value: `--password hunter2`, `-token abc`. */
const FLAG_VALUE = /(^|\s)(-{1,2})([A-Za-z][A-Za-z0-9_-]{0,60})(\s+)([^\s"'`,;&)}<>-][^\s"'`,;&)}<>]*)/gm;

function assignedSecret(key: string, sep: string, value: string, dashes: string | undefined, quoted: boolean): boolean {
  if (!isSecretKey(key)) return false;
  if (!value || ALREADY.test(value) || PLACEHOLDER.test(value)) return false;
  const isPassword = PASSWORD_KEY_END.test(snake(key));
  const trimmed = sep.trim();
  // `--token abc` (a space) only for command-line flags; a bare space in prose never assigns.
  if (!trimmed) return !!dashes && value.length >= 4 && !PROSE_WORDS.test(value);
  if (quoted || trimmed.includes('=')) return true;
  // `key: value` also reads as prose ("password: reset it"), so the value must look like a secret.
  if (PROSE_WORDS.test(value)) return false;
  if (isPassword) return value.length >= 4;
  return looksRandom(value) || (value.length >= 8 && /\d/.test(value) && /[A-Za-z]/.test(value));
}

function redactText(text: string, found: (kind: string) => void): string {
  let out = text;
  for (const rule of SHAPES) {
    out = out.replace(rule.re, (m: string, ...rest: unknown[]) => {
      const groups = rest.slice(0, -2) as string[];
      const next = rule.replace ? rule.replace(m, ...groups) : mark(rule.kind);
      if (next !== m) found(rule.kind);
      return next;
    });
  }
  out = out.replace(QUOTED_ASSIGNMENT, (m, q: string, key: string, sep: string, quote: string, value: string) => {
    if (!assignedSecret(key, sep, value, undefined, true)) return m;
    found('secret_value');
    return `${q}${key}${q}${sep}${quote}${mark('secret_value')}${quote}`;
  });
  const bare = (m: string, lead: string, dashes: string | undefined, key: string, sep: string, value: string) => {
    if (!assignedSecret(key, sep, value, dashes, false)) return m;
    found('secret_value');
    return `${lead}${dashes ?? ''}${key}${sep}${mark('secret_value')}`;
  };
  out = out.replace(BARE_ASSIGNMENT, bare);
  out = out.replace(BARE_COLON, bare);
  out = out.replace(FLAG_VALUE, bare);
  // Long random strings anywhere else (keys of issuers not listed above).
  out = out.replace(/(?<![A-Za-z0-9_+/=-])[A-Za-z0-9_+/=-]{20,}(?![A-Za-z0-9_+/=-])/g, (m) => {
    if (!looksRandom(m)) return m;
    found('high_entropy');
    return mark('high_entropy');
  });
  return out;
}

/** Redacts one text field; `kinds` receives one entry per value redacted. */
export function redact(text: string, field: string, into: Redaction[]): string {
  return redactText(text, (kind) => into.push({ field, kind }));
}

/** Redacts a whole value (strings, arrays, objects: a value under a credential-named key goes entirely). */
export function redactValue(value: unknown, field: string, into: Redaction[]): unknown {
  if (typeof value === 'string') return redact(value, field, into);
  if (Array.isArray(value)) return value.map((v, i) => redactValue(v, `${field}[${i}]`, into));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (isSecretKey(k) && typeof v === 'string' && v && !PLACEHOLDER.test(v)) {
        into.push({ field: `${field}.${k}`, kind: 'secret_value' });
        out[k] = mark('secret_value');
      } else out[k] = redactValue(v, `${field}.${k}`, into);
    }
    return out;
  }
  return value;
}
