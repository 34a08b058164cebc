/**
 * Every setting of the service, read from the environment here and nowhere else. `SETTINGS` is the
 * single source: each entry names its variable, how it is read (type, default, bounds), and how the
 * README's configuration table shows it (`npm run docs` writes the table from it). `Config` and
 * `loadConfig` are derived from it, so a setting cannot be read without being documented.
 */
import os from 'node:os';
import path from 'node:path';

type Env = Record<string, string | undefined>;

/** One environment variable: how it reads and how the documentation shows it. */
export interface Setting<T> {
  variable: string;
  /** The default, as the documentation shows it. */
  shown: string;
  meaning: string;
  /** The value from `env` (its default when unset or empty); throws on a malformed value. */
  read(env: Env): T;
}

/** A group of settings (a nested object of Config). */
interface SettingGroup {
  readonly [key: string]: Setting<unknown> | SettingGroup;
}

/** The values a group of settings reads to. */
export type ConfigOf<G> = { -readonly [K in keyof G]: G[K] extends Setting<infer T> ? T : ConfigOf<G[K]> };

const raw = (env: Env, name: string) => (env[name] === '' ? undefined : env[name]);
const code = (v: string | number) => `\`${v}\``;
type Fallback<T> = T | ((env: Env) => T);
const resolve = <T>(f: Fallback<T>, env: Env): T => (typeof f === 'function' ? (f as (env: Env) => T)(env) : f);

function setting<T>(variable: string, shown: string, meaning: string, read: (value: string | undefined, env: Env) => T): Setting<T> {
  return { variable, shown, meaning, read: (env) => read(raw(env, variable), env) };
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

/** A non-negative integer; `min` raises smaller values (a lease or poll interval of 0 would spin). */
function int(variable: string, fallback: Fallback<number>, meaning: string, opts: { min?: number; shown?: string } = {}) {
  const shown = opts.shown ?? code(fallback as number);
  return setting(variable, shown, meaning, (v, env) => Math.max(opts.min ?? 0, intFrom(v, resolve(fallback, env), variable)));
}

function text(variable: string, fallback: Fallback<string>, meaning: string, shown = code(fallback as string)) {
  return setting(variable, shown, meaning, (v, env) => v ?? resolve(fallback, env));
}

/** A string, or null when unset. */
function optional(variable: string, meaning: string, shown = '(unset)') {
  return setting<string | null>(variable, shown, meaning, (v) => v ?? null);
}

const splitList = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** A comma-separated list (lower-cased with `lower`: host names, addresses). */
function list(variable: string, meaning: string, opts: { shown?: string; fallback?: string; lower?: boolean } = {}) {
  return setting(variable, opts.shown ?? '(none)', meaning, (v) => {
    const items = splitList(v ?? opts.fallback ?? '');
    return opts.lower ? items.map((s) => s.toLowerCase()) : items;
  });
}

/** On unless set to `0`. */
const onUnlessZero = (variable: string, meaning: string) => setting(variable, '`1`', meaning, (v) => v !== '0');
/** Off unless set to `1` or `true`. */
const offUnlessSet = (variable: string, meaning: string) => setting(variable, '`0`', meaning, (v) => v === '1' || v === 'true');

const DURATION_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** `0,5s,5m,30m,2h,5h` (a bare number is milliseconds). */
function scheduleFrom(value: string | undefined, fallback: number[], name: string): number[] {
  if (!value) return fallback;
  const out = value.split(',').map((part) => {
    const m = /^\s*(\d+)\s*(ms|s|m|h)?\s*$/.exec(part);
    if (!m) throw new Error(`${name} must be a comma-separated list of durations such as 0,5s,5m, got "${value}"`);
    return Number(m[1]) * DURATION_UNITS[m[2] ?? 'ms']!;
  });
  if (out.length < 1 || out.length > 20) throw new Error(`${name} must list 1 to 20 attempts`);
  return out;
}

function trustProxyFrom(value: string | undefined): boolean | string {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  return value;
}

// Settings other settings' defaults are computed from.
const port = int('PORT', 4000, 'HTTP port');
const publicUrl = setting('SVC_PUBLIC_URL', '`http://localhost:$PORT`', "the service's `{base_url}`, as agents reach it", (v, env) =>
  (v || `http://localhost:${port.read(env)}`).replace(/\/+$/, ''),
);
const publicHost = (env: Env) => new URL(publicUrl.read(env)).hostname;
const appPort = int(
  'SVC_APP_PORT',
  (env) => port.read(env) + 1,
  'port of the app listener: path-mode publications (`/p/<id>`) and previews run there, on an origin apart from the studio',
  { shown: '`$PORT + 1`' },
);
const trustProxy = setting(
  'SVC_TRUST_PROXY',
  '`false`',
  "believe `X-Forwarded-For`/`-Host`/`-Proto`: `true`, or the proxy's addresses (comma-separated, CIDR allowed). Set it only behind a reverse proxy: client addresses drive sign-in throttling and analytics",
  trustProxyFrom,
);
const webhookTimeoutMs = int('SVC_WEBHOOK_TIMEOUT_MS', 15_000, 'per-attempt timeout of a webhook delivery (connect to end of response)');

/**
 * Every setting, in the order the README's configuration table lists them (groups become nested
 * objects of Config). The docs test fails when anything reads a variable not listed here.
 */
export const SETTINGS = {
  port,
  host: text('HOST', '0.0.0.0', 'interface to listen on'),
  publicUrl,
  dataDir: setting('SVC_DATA_DIR', '`./data`', 'folder of the embedded SQLite database (and caches, the generated secrets key)', (v) =>
    path.resolve(v || './data'),
  ),
  databaseUrl: optional(
    'DATABASE_URL',
    'PostgreSQL connection string; when set, PostgreSQL is used instead of SQLite (scale-out: run several nodes on one database)',
  ),
  appsDomain: text('SVC_APPS_DOMAIN', 'localhost', 'published apps are served at `<subdomain>.<domain>`'),
  appPort,
  appUrl: setting(
    'SVC_APP_URL',
    "the public URL's scheme and host with `SVC_APP_PORT`",
    'the app origin as browsers reach it (`{base_url}/p/…` and `/preview/…` redirect there); in production a host of its own, best on another registrable domain, proxied to `SVC_APP_PORT`. Never the platform origin',
    (v, env) => {
      const pub = new URL(publicUrl.read(env));
      let url: URL;
      try {
        url = new URL(v || `${pub.protocol}//${pub.hostname}:${appPort.read(env)}`);
      } catch {
        throw new Error(`SVC_APP_URL must be a URL (got ${v})`);
      }
      if (url.origin === pub.origin)
        throw new Error('SVC_APP_URL must be another origin than SVC_PUBLIC_URL: app code must not run beside the studio');
      return url.origin;
    },
  ),
  chromiumPath: optional(
    'SVC_CHROMIUM_PATH',
    "Chromium for `inspect_preview`'s live load (none installed: static inspection only)",
    'first of `/usr/bin/chromium`, `chromium-browser`, `google-chrome`',
  ),
  inspectLive: onUnlessZero('SVC_INSPECT_LIVE', "`0` turns off `inspect_preview`'s live browser load"),
  hostingAssetCacheMb: int('SVC_HOSTING_ASSET_CACHE_MB', 256, 'built app assets kept in memory per process for serving'),
  allowedOrigins: list('SVC_ALLOWED_ORIGINS', 'extra browser origins allowed to call `/api/*` (comma-separated; DNS-rebinding protection)'),
  allowedHosts: list(
    'SVC_ALLOWED_HOSTS',
    "extra `Host` names (`host` or `host:port`, comma-separated) that `/api/*` answers besides the public URL's host; a loopback public host also accepts `localhost`, `127.0.0.1` and `[::1]`",
  ),
  headersTimeoutMs: int('SVC_HEADERS_TIMEOUT_MS', 15_000, "a request's headers must arrive within this; `0` turns it off"),
  requestTimeoutMs: int(
    'SVC_REQUEST_TIMEOUT_MS',
    60_000,
    'a whole request (headers and body) must arrive within this (408 and the connection closed otherwise); idle connections close after twice this; `0` turns it off',
  ),
  // Behind a trusted proxy every connection comes from the proxy's address, so the bound is off unless set.
  maxConnectionsPerAddress: int(
    'SVC_MAX_CONNECTIONS_PER_ADDRESS',
    (env) => (trustProxy.read(env) ? 0 : 64),
    'open connections allowed from one client address; further ones are closed at once; `0` turns the bound off',
    { shown: '`64` (`0` when `SVC_TRUST_PROXY` is set)' },
  ),
  trustProxy,
  defaultPerMinute: int(
    'SVC_RATE_PER_MINUTE',
    30,
    'default per-token tool calls per minute (`get_job_status` polls count separately, 60 a minute; every tool-call answer carries `RateLimit-Limit`/`-Remaining`/`-Reset`/`-Policy` headers)',
  ),
  defaultPerDay: int('SVC_RATE_PER_DAY', 500, 'default per-token requests per day'),
  freeGenerationsPerDay: int('SVC_FREE_GENERATIONS_PER_DAY', 50, 'generation credits per account per UTC day'),
  jwtTtlSeconds: int('SVC_JWT_TTL_SECONDS', 3600, 'lifetime of a studio sign-in'),
  jobConcurrency: int('SVC_JOB_CONCURRENCY', 2, 'generation jobs run at once per process; `0` makes an API-only node that never runs jobs'),
  jobLeaseMs: int(
    'SVC_JOB_LEASE_MS',
    30_000,
    'lease of a running generation job (at least 1000): a node that stops renewing it this long is taken for dead, and another node finishes its job (see docs/scale-out.md)',
    { min: 1000 },
  ),
  generator: text(
    'SVC_GENERATOR',
    'offline',
    "`offline` (built in, deterministic, no network: it follows the prompt's nouns, field lists and relations, with limits — see docs/generation.md; `npm run eval:generation` measures it), `openai` (any OpenAI-compatible endpoint) or `anthropic` for richer apps",
  ),
  llmBaseUrl: optional(
    'SVC_LLM_BASE_URL',
    'base URL of the LLM endpoint (default `https://api.openai.com/v1` or `https://api.anthropic.com`; e.g. `http://localhost:11434/v1` for Ollama)',
  ),
  llmModel: optional('SVC_LLM_MODEL', 'model name'),
  llmApiKey: optional('SVC_LLM_API_KEY', 'API key of the LLM endpoint'),
  llmTimeoutMs: int('SVC_LLM_TIMEOUT_MS', 120_000, 'timeout of one LLM request'),
  llmRepairRounds: int(
    'SVC_LLM_REPAIR_ROUNDS',
    3,
    'LLM repair rounds after the first answer (each costs a credit); see docs/generation.md',
  ),
  llmContextTokens: int('SVC_LLM_CONTEXT_TOKENS', 24_000, 'token budget of the file contents an LLM edit is shown'),
  llmMaxOutputTokens: int(
    'SVC_LLM_MAX_OUTPUT_TOKENS',
    16_384,
    'output token limit of one model answer (Anthropic `max_tokens`; lower it for models with a smaller limit)',
  ),
  secretsKey: optional(
    'SVC_SECRETS_KEY',
    'AES-256 key of app secrets (64 hex or 44 base64 characters); every node of a PostgreSQL cluster must have the same one (`svc secrets rotate-key` changes it)',
    '(generated into `$SVC_DATA_DIR/secrets.key`)',
  ),
  denoPath: optional('SVC_DENO_PATH', 'Deno used to run backend functions', "(the npm `deno` package's binary)"),
  functionTimeoutMs: int('SVC_FUNCTION_TIMEOUT_MS', 10_000, 'wall-time limit of one function call (CPU limit: 80 % of it)'),
  functionMemoryMb: int('SVC_FUNCTION_MEMORY_MB', 128, 'V8 heap limit of one function process'),
  functionPoolMb: int(
    'SVC_FUNCTION_POOL_MB',
    1024,
    'memory of all warm function processes of a node; least recently used idle ones stop beyond it',
  ),
  functionIdleSeconds: int('SVC_FUNCTION_IDLE_SECONDS', 300, 'an idle warm function process stops after this'),
  functionConcurrency: int('SVC_FUNCTION_CONCURRENCY', 8, 'function calls per app running at once on a node (more wait, then get 429)'),
  functionMaxBodyBytes: int('SVC_FUNCTION_MAX_BODY_BYTES', 6 * 1024 * 1024, 'request and response body limit of a function'),
  functionDnsServers: list('SVC_FUNCTION_DNS_SERVERS', 'DNS servers (`host:port`, comma-separated) the function egress gateway asks', {
    shown: '(system resolver)',
  }),
  cronEnabled: onUnlessZero('SVC_CRON', '`0`: this node runs no scheduled functions (`functions/cron.json`)'),
  auditRetentionDays: int(
    'SVC_AUDIT_RETENTION_DAYS',
    30,
    'days the tool-call audit is kept (pruned in bounded batches; `0` keeps it forever). Refused calls (rate limited, scope denied) are counted per token, tool and minute, not logged one by one',
  ),
  logLevel: text(
    'SVC_LOG_LEVEL',
    'info',
    '`fatal` … `trace`, or `silent`. At `info` every request logs one JSON line: method, path (no query string), status, duration in ms and the tool name when there is one; never headers, tokens, arguments or bodies',
  ),
  /** Outgoing mail (src/mail): SVC_SMTP_URL, or host/port/user/pass; unset keeps mail in the outbox. */
  smtp: {
    url: optional(
      'SVC_SMTP_URL',
      'outgoing mail, e.g. `smtp://user:pass@mail.example.com:587` (`smtps://` for TLS on 465); unset: mail stays in the outbox (`svc mail list`)',
    ),
    host: optional('SVC_SMTP_HOST', 'the SMTP server, as a separate setting instead of `SVC_SMTP_URL`'),
    port: int('SVC_SMTP_PORT', 587, 'its port'),
    user: optional('SVC_SMTP_USER', 'its user name'),
    pass: optional('SVC_SMTP_PASS', 'its password'),
    from: text(
      'SVC_SMTP_FROM',
      (env) => `Fine Structure <no-reply@${publicHost(env)}>`,
      'the sender of studio mail',
      '`Fine Structure <no-reply@host>`',
    ),
  },
  /** Webhook delivery (docs/webhooks.md). */
  webhooks: {
    allowPrivateTargets: offUnlessSet(
      'SVC_WEBHOOK_ALLOW_PRIVATE_TARGETS',
      '`1` lets webhook subscriptions target loopback/private/link-local addresses and plain http (local development only)',
    ),
    retrySchedule: setting(
      'SVC_WEBHOOK_RETRY_SCHEDULE',
      '`0,5s,5m,30m,2h,5h`',
      'delay before each webhook delivery attempt (`ms`, `s`, `m`, `h`; a bare number is ms); its length is the number of attempts',
      (v) => scheduleFrom(v, [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000], 'SVC_WEBHOOK_RETRY_SCHEDULE'),
    ),
    timeoutMs: webhookTimeoutMs,
    concurrency: int('SVC_WEBHOOK_CONCURRENCY', 64, 'webhook deliveries in flight per process; `0` makes a node that delivers nothing'),
    leaseMs: setting(
      'SVC_WEBHOOK_LEASE_MS',
      '`60000`',
      'how long a claimed webhook delivery belongs to its node (must exceed `SVC_WEBHOOK_TIMEOUT_MS`)',
      (v, env) => {
        const lease = intFrom(v, 60_000, 'SVC_WEBHOOK_LEASE_MS');
        // A lease shorter than an attempt would hand in-flight deliveries to another node.
        if (lease <= webhookTimeoutMs.read(env)) throw new Error('SVC_WEBHOOK_LEASE_MS must be longer than SVC_WEBHOOK_TIMEOUT_MS');
        return lease;
      },
    ),
    pollMs: int(
      'SVC_WEBHOOK_POLL_MS',
      1000,
      "how often an idle webhook worker looks for due deliveries (at least 5; a node's own events wake it at once)",
      { min: 5 },
    ),
    dnsServers: list('SVC_WEBHOOK_DNS_SERVERS', 'DNS servers (`host[:port]`, comma-separated) that resolve webhook targets', {
      shown: '(system resolver)',
    }),
  },
  /** The OAuth authorization server (src/oauth, docs/oauth.md). */
  oauth: {
    metadataAllowPrivate: offUnlessSet(
      'SVC_OAUTH_METADATA_ALLOW_PRIVATE',
      '`1` lets OAuth Client ID Metadata Documents be fetched from loopback/private addresses (local development and tests only; see docs/oauth.md)',
    ),
    metadataCaFile: optional(
      'SVC_OAUTH_METADATA_CA_FILE',
      'PEM file of an extra CA trusted, besides the public roots, when fetching Client ID Metadata Documents (a local test CA)',
    ),
  },
  /** Custom domains (src/domains, docs/domains.md). */
  domains: {
    dnsServers: list('SVC_DNS_SERVERS', 'DNS servers (`host` or `host:port`, comma-separated) the custom-domain checks ask', {
      shown: '(system resolver)',
    }),
    dnsTimeoutMs: int('SVC_DNS_TIMEOUT_MS', 3000, 'timeout of one DNS query of the custom-domain checks (at least 50)', { min: 50 }),
    cnameTarget: setting(
      'SVC_DOMAIN_CNAME_TARGET',
      "the public URL's host",
      "the name a custom subdomain's CNAME record points at (your edge, e.g. Caddy; see docs/domains.md)",
      (v, env) => (v || publicHost(env)).toLowerCase().replace(/\.$/, ''),
    ),
    edgeIpv4: list(
      'SVC_EDGE_IPV4',
      "the edge's public IPv4 addresses (comma-separated) an apex custom domain's A records name; unset: the CNAME target's addresses",
    ),
    edgeIpv6: list('SVC_EDGE_IPV6', 'the same for IPv6 (AAAA records)', { lower: true }),
    caaIssuers: list(
      'SVC_CAA_ISSUERS',
      "certificate authorities (comma-separated) a domain's CAA records must allow for its certificate to be issued",
      { shown: '`letsencrypt.org`', fallback: 'letsencrypt.org', lower: true },
    ),
    tlsProbePort: int('SVC_TLS_PROBE_PORT', 443, "port a custom domain's certificate is probed on"),
    tlsProbeAddress: optional('SVC_TLS_PROBE_ADDRESS', 'address the certificate probe connects to (SNI is the domain)', '(the domain)'),
    tlsProbeTimeoutMs: int('SVC_TLS_PROBE_TIMEOUT_MS', 5000, 'timeout of the certificate probe (at least 100)', { min: 100 }),
    tlsProbeCaFile: optional(
      'SVC_TLS_PROBE_CA_FILE',
      "a PEM file of extra CAs the certificate probe trusts (e.g. Caddy's internal CA)",
      '(none)',
    ),
    refreshMs: int(
      'SVC_DOMAINS_REFRESH_MS',
      5000,
      "how often a node re-reads custom domains changed by other nodes (at least 100; this node's own changes apply at once)",
      { min: 100 },
    ),
  },
  studioDev: offUnlessSet('SVC_STUDIO_DEV', '`1` rebuilds the studio UI when its sources change (for working on the studio)'),
} satisfies SettingGroup;

export type Config = ConfigOf<typeof SETTINGS>;
export type SmtpConfig = Config['smtp'];
export type WebhookConfig = Config['webhooks'];
export type OAuthConfig = Config['oauth'];
export type DomainsConfig = Config['domains'];

/** Each setting of a group, depth first (the documentation's order). */
export function settingsOf(group: SettingGroup = SETTINGS): Setting<unknown>[] {
  return Object.values(group).flatMap((s) =>
    'read' in s && typeof s.read === 'function' ? [s as Setting<unknown>] : settingsOf(s as SettingGroup),
  );
}

function readGroup<G extends SettingGroup>(group: G, env: Env): ConfigOf<G> {
  const out: Record<string, unknown> = {};
  for (const [key, s] of Object.entries(group)) {
    out[key] = 'read' in s && typeof s.read === 'function' ? (s as Setting<unknown>).read(env) : readGroup(s as SettingGroup, env);
  }
  return out as ConfigOf<G>;
}

/** Every setting, read from `env`. */
export function loadConfig(env: Env = process.env): Config {
  return readGroup(SETTINGS, env);
}

/** Where `svc connect` keeps the token it receives (on the computer running it) unless `--config` says otherwise. */
export const CONNECTOR_CONFIG = setting(
  'XDG_CONFIG_HOME',
  '`~/.config`',
  '(on the computer running `svc connect`) the token it receives is stored in `<dir>/fine-structure/config.json`, mode 0600',
  (v) => path.join(v || path.join(os.homedir(), '.config'), 'fine-structure', 'config.json'),
);

export function connectorConfigPath(env: Env = process.env): string {
  return CONNECTOR_CONFIG.read(env);
}

/** A Markdown table of settings (`npm run docs` writes the README's from every setting, docs/webhooks.md's from its group). */
export function configurationTable(settings: Setting<unknown>[] = [...settingsOf(), CONNECTOR_CONFIG]): string {
  const rows = settings.map((s) => `| \`${s.variable}\` | ${s.shown} | ${s.meaning} |`);
  return ['| Variable | Default | Meaning |', '|---|---|---|', ...rows].join('\n');
}
