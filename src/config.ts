import os from 'node:os';
import path from 'node:path';

/** Every setting of the service, read once from the environment. The README's configuration table lists them. */
export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Apps are served at `<subdomain>.<appsDomain>`. */
  appsDomain: string;
  /**
   * The app origin: path-mode publications (`/p/<id>`) and previews run here, never on the platform
   * origin (the studio's). Served by a second listener on `appPort`; the platform redirects there.
   */
  appUrl: string;
  appPort: number;
  /** Extra origins allowed to call /api/mcp from a browser (DNS-rebinding protection). */
  allowedOrigins: string[];
  /** Extra Host names /api/* answers to besides the public URL's (`host` or `host:port`). */
  allowedHosts: string[];
  /** Headers must arrive within this (ms); 0 turns it off. */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this (ms); 0 turns it off. */
  requestTimeoutMs: number;
  /** Open connections allowed from one client address; 0 turns the bound off. */
  maxConnectionsPerAddress: number;
  defaultPerMinute: number;
  defaultPerDay: number;
  freeGenerationsPerDay: number;
  jwtTtlSeconds: number;
  /** Concurrent generation jobs per process. */
  jobConcurrency: number;
  /** Lease of a running job: a node that stops renewing it for this long is taken for dead and its job is finished by another. */
  jobLeaseMs: number;
  logLevel: string;
  /** Days the tool-call audit (and refusal counts) are kept; 0 keeps them forever. */
  auditRetentionDays: number;
  /** Whether X-Forwarded-* headers are believed: false, true, or the proxies' addresses/CIDRs. */
  trustProxy: boolean | string;
  /** Generator selection: `offline` (default), `openai` or `anthropic`. */
  generator: string;
  llmBaseUrl: string | null;
  llmModel: string | null;
  llmApiKey: string | null;
  llmTimeoutMs: number;
  /** LLM repair rounds after the first answer; each costs one credit. */
  llmRepairRounds: number;
  /** Token budget of file contents an LLM edit is shown. */
  llmContextTokens: number;
  /** Output token limit of one model answer (Anthropic requires one; sent as max_tokens). */
  llmMaxOutputTokens: number;
  /** AES-256 key of app secrets (64 hex or 44 base64 chars); null: generated once into dataDir/secrets.key. */
  secretsKey: string | null;
  /** Backend functions (src/functions): the Deno binary (null: the npm `deno` package's platform binary). */
  denoPath: string | null;
  functionTimeoutMs: number;
  functionMemoryMb: number;
  /** Memory budget of all warm function processes of this node (least recently used are stopped beyond it). */
  functionPoolMb: number;
  functionIdleSeconds: number;
  /** Concurrent invocations per app on this node (more wait, then fail). */
  functionConcurrency: number;
  functionMaxBodyBytes: number;
  /** DNS servers the egress proxy asks (`host:port`, comma-separated); empty: the system resolver. */
  functionDnsServers: string[];
  /** Whether this node runs scheduled functions (functions/cron.json). */
  cronEnabled: boolean;
  /** Webhook delivery settings (docs/webhooks.md). */
  webhooks: WebhookConfig;
  /** Outgoing mail (src/mail): SVC_SMTP_URL, or host/port/user/pass; unset keeps mail in the outbox. */
  smtp: SmtpConfig;
  /** Chromium for inspect_preview's live load; null: the first one installed. */
  chromiumPath: string | null;
  /** inspect_preview loads the page in Chromium (SVC_INSPECT_LIVE=0 turns it off). */
  inspectLive: boolean;
  /** Built app assets kept in memory per process, in MiB. */
  hostingAssetCacheMb: number;
  /** The studio UI is rebuilt from its sources when they change (studio development). */
  studioDev: boolean;
  /** The OAuth authorization server (src/oauth, docs/oauth.md). */
  oauth: OAuthConfig;
  /** Custom domains (src/domains, docs/domains.md). */
  domains: DomainsConfig;
}

export interface OAuthConfig {
  /** Local development and tests only: Client ID Metadata Documents may be fetched from loopback/private addresses. */
  metadataAllowPrivate: boolean;
  /** A PEM file of an extra CA trusted when fetching Client ID Metadata Documents (a local test CA); null: public roots only. */
  metadataCaFile: string | null;
}

/** Custom domains: what add_custom_domain tells owners to create, and how the checks look and probe. */
export interface DomainsConfig {
  /** DNS servers (`host[:port]`) the domain checks ask; empty: the system's. */
  dnsServers: string[];
  /** Timeout of one DNS query (ms). */
  dnsTimeoutMs: number;
  /** The CNAME target of a custom subdomain (the edge's name); default: the public URL's host name. */
  cnameTarget: string;
  /** The edge's public addresses an apex domain's A / AAAA records name; empty: the CNAME target's addresses. */
  edgeIpv4: string[];
  edgeIpv6: string[];
  /** Certificate authorities a CAA record must allow (the edge's ACME issuers). */
  caaIssuers: string[];
  /** TLS probe: port, address (null: the domain itself), timeout, extra trusted CA file (PEM). */
  tlsProbePort: number;
  tlsProbeAddress: string | null;
  tlsProbeTimeoutMs: number;
  tlsProbeCaFile: string | null;
  /** How often a node re-reads the custom domains other nodes changed (ms). */
  refreshMs: number;
}

export interface WebhookConfig {
  /** Delay before each attempt in ms; its length is the number of attempts (default 6: 0, 5 s, 5 min, 30 min, 2 h, 5 h). */
  retrySchedule: number[];
  /** Per-attempt timeout (connect to end of response). */
  timeoutMs: number;
  /** Concurrent deliveries of this process; 0 delivers nothing here (another node does). */
  concurrency: number;
  /** How long a claimed delivery stays this process's before another node may take it. */
  leaseMs: number;
  /** How often an idle worker looks for due deliveries (events of this process wake it at once). */
  pollMs: number;
  /** Local development only: allow targets on loopback, private and link-local addresses, and plain http. */
  allowPrivateTargets: boolean;
  /** DNS servers (`host[:port]`) that resolve target names instead of the system resolver; empty: the system's. */
  dnsServers: string[];
}

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

function boolFrom(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}

/** Outgoing mail (src/mail): SVC_SMTP_URL, or host/port/user/pass; unset keeps mail in the outbox. */
export interface SmtpConfig {
  url: string | null;
  host: string | null;
  port: number;
  user: string | null;
  pass: string | null;
  from: string;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function listFrom(value: string | undefined): string[] {
  return (value || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function trustProxyFrom(value: string | undefined): boolean | string {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  return value;
}

/** The app origin: SVC_APP_URL, else the public URL's scheme and host on the app port. Never the platform origin. */
function appUrlFrom(value: string | undefined, publicUrl: string, appPort: number): string {
  const pub = new URL(publicUrl);
  let url: URL;
  try {
    url = new URL(value || `${pub.protocol}//${pub.hostname}:${appPort}`);
  } catch {
    throw new Error(`SVC_APP_URL must be a URL (got ${value})`);
  }
  if (url.origin === pub.origin)
    throw new Error('SVC_APP_URL must be another origin than SVC_PUBLIC_URL: app code must not run beside the studio');
  return url.origin;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const port = intFrom(env.PORT, 4000, 'PORT');
  const publicUrl = (env.SVC_PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  const appPort = intFrom(env.SVC_APP_PORT, port + 1, 'SVC_APP_PORT');
  const appUrl = appUrlFrom(env.SVC_APP_URL, publicUrl, appPort);
  return {
    port,
    appPort,
    appUrl,
    host: env.HOST || '0.0.0.0',
    publicUrl,
    dataDir: path.resolve(env.SVC_DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    appsDomain: env.SVC_APPS_DOMAIN || 'localhost',
    allowedOrigins: listFrom(env.SVC_ALLOWED_ORIGINS),
    allowedHosts: listFrom(env.SVC_ALLOWED_HOSTS),
    headersTimeoutMs: intFrom(env.SVC_HEADERS_TIMEOUT_MS, 15_000, 'SVC_HEADERS_TIMEOUT_MS'),
    requestTimeoutMs: intFrom(env.SVC_REQUEST_TIMEOUT_MS, 60_000, 'SVC_REQUEST_TIMEOUT_MS'),
    // Behind a trusted proxy every connection comes from the proxy's address, so the bound is off unless set.
    maxConnectionsPerAddress: intFrom(
      env.SVC_MAX_CONNECTIONS_PER_ADDRESS,
      trustProxyFrom(env.SVC_TRUST_PROXY) ? 0 : 64,
      'SVC_MAX_CONNECTIONS_PER_ADDRESS',
    ),
    defaultPerMinute: intFrom(env.SVC_RATE_PER_MINUTE, 30, 'SVC_RATE_PER_MINUTE'),
    defaultPerDay: intFrom(env.SVC_RATE_PER_DAY, 500, 'SVC_RATE_PER_DAY'),
    freeGenerationsPerDay: intFrom(env.SVC_FREE_GENERATIONS_PER_DAY, 50, 'SVC_FREE_GENERATIONS_PER_DAY'),
    jwtTtlSeconds: intFrom(env.SVC_JWT_TTL_SECONDS, 3600, 'SVC_JWT_TTL_SECONDS'),
    jobConcurrency: intFrom(env.SVC_JOB_CONCURRENCY, 2, 'SVC_JOB_CONCURRENCY'),
    jobLeaseMs: Math.max(1000, intFrom(env.SVC_JOB_LEASE_MS, 30_000, 'SVC_JOB_LEASE_MS')),
    logLevel: env.SVC_LOG_LEVEL || 'info',
    auditRetentionDays: intFrom(env.SVC_AUDIT_RETENTION_DAYS, 30, 'SVC_AUDIT_RETENTION_DAYS'),
    trustProxy: trustProxyFrom(env.SVC_TRUST_PROXY),
    generator: env.SVC_GENERATOR || 'offline',
    llmBaseUrl: env.SVC_LLM_BASE_URL || null,
    llmModel: env.SVC_LLM_MODEL || null,
    llmApiKey: env.SVC_LLM_API_KEY || null,
    llmTimeoutMs: intFrom(env.SVC_LLM_TIMEOUT_MS, 120000, 'SVC_LLM_TIMEOUT_MS'),
    llmRepairRounds: intFrom(env.SVC_LLM_REPAIR_ROUNDS, 3, 'SVC_LLM_REPAIR_ROUNDS'),
    llmContextTokens: intFrom(env.SVC_LLM_CONTEXT_TOKENS, 24000, 'SVC_LLM_CONTEXT_TOKENS'),
    llmMaxOutputTokens: intFrom(env.SVC_LLM_MAX_OUTPUT_TOKENS, 16384, 'SVC_LLM_MAX_OUTPUT_TOKENS'),
    secretsKey: env.SVC_SECRETS_KEY || null,
    denoPath: env.SVC_DENO_PATH || null,
    functionTimeoutMs: intFrom(env.SVC_FUNCTION_TIMEOUT_MS, 10_000, 'SVC_FUNCTION_TIMEOUT_MS'),
    functionMemoryMb: intFrom(env.SVC_FUNCTION_MEMORY_MB, 128, 'SVC_FUNCTION_MEMORY_MB'),
    functionPoolMb: intFrom(env.SVC_FUNCTION_POOL_MB, 1024, 'SVC_FUNCTION_POOL_MB'),
    functionIdleSeconds: intFrom(env.SVC_FUNCTION_IDLE_SECONDS, 300, 'SVC_FUNCTION_IDLE_SECONDS'),
    functionConcurrency: intFrom(env.SVC_FUNCTION_CONCURRENCY, 8, 'SVC_FUNCTION_CONCURRENCY'),
    functionMaxBodyBytes: intFrom(env.SVC_FUNCTION_MAX_BODY_BYTES, 6 * 1024 * 1024, 'SVC_FUNCTION_MAX_BODY_BYTES'),
    functionDnsServers: (env.SVC_FUNCTION_DNS_SERVERS || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    cronEnabled: env.SVC_CRON !== '0',
    webhooks: webhookConfigFrom(env),
    smtp: {
      url: env.SVC_SMTP_URL || null,
      host: env.SVC_SMTP_HOST || null,
      port: intFrom(env.SVC_SMTP_PORT, 587, 'SVC_SMTP_PORT'),
      user: env.SVC_SMTP_USER || null,
      pass: env.SVC_SMTP_PASS || null,
      from: env.SVC_SMTP_FROM || `Fine Structure <no-reply@${new URL(publicUrl).hostname}>`,
    },
    chromiumPath: env.SVC_CHROMIUM_PATH || null,
    inspectLive: env.SVC_INSPECT_LIVE !== '0',
    hostingAssetCacheMb: intFrom(env.SVC_HOSTING_ASSET_CACHE_MB, 256, 'SVC_HOSTING_ASSET_CACHE_MB'),
    studioDev: env.SVC_STUDIO_DEV === '1',
    oauth: {
      metadataAllowPrivate: boolFrom(env.SVC_OAUTH_METADATA_ALLOW_PRIVATE),
      metadataCaFile: env.SVC_OAUTH_METADATA_CA_FILE || null,
    },
    domains: {
      dnsServers: listFrom(env.SVC_DNS_SERVERS),
      dnsTimeoutMs: Math.max(50, intFrom(env.SVC_DNS_TIMEOUT_MS, 3000, 'SVC_DNS_TIMEOUT_MS')),
      cnameTarget: (env.SVC_DOMAIN_CNAME_TARGET || new URL(publicUrl).hostname).toLowerCase().replace(/\.$/, ''),
      edgeIpv4: listFrom(env.SVC_EDGE_IPV4),
      edgeIpv6: listFrom(env.SVC_EDGE_IPV6).map((a) => a.toLowerCase()),
      caaIssuers: listFrom(env.SVC_CAA_ISSUERS || 'letsencrypt.org').map((s) => s.toLowerCase()),
      tlsProbePort: intFrom(env.SVC_TLS_PROBE_PORT, 443, 'SVC_TLS_PROBE_PORT'),
      tlsProbeAddress: env.SVC_TLS_PROBE_ADDRESS || null,
      tlsProbeTimeoutMs: Math.max(100, intFrom(env.SVC_TLS_PROBE_TIMEOUT_MS, 5000, 'SVC_TLS_PROBE_TIMEOUT_MS')),
      tlsProbeCaFile: env.SVC_TLS_PROBE_CA_FILE || null,
      refreshMs: Math.max(100, intFrom(env.SVC_DOMAINS_REFRESH_MS, 5000, 'SVC_DOMAINS_REFRESH_MS')),
    },
  };
}

function webhookConfigFrom(env: Record<string, string | undefined>): WebhookConfig {
  const timeoutMs = intFrom(env.SVC_WEBHOOK_TIMEOUT_MS, 15_000, 'SVC_WEBHOOK_TIMEOUT_MS');
  const leaseMs = intFrom(env.SVC_WEBHOOK_LEASE_MS, 60_000, 'SVC_WEBHOOK_LEASE_MS');
  // A lease shorter than an attempt would hand in-flight deliveries to another node.
  if (leaseMs <= timeoutMs) throw new Error('SVC_WEBHOOK_LEASE_MS must be longer than SVC_WEBHOOK_TIMEOUT_MS');
  return {
    retrySchedule: scheduleFrom(
      env.SVC_WEBHOOK_RETRY_SCHEDULE,
      [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000],
      'SVC_WEBHOOK_RETRY_SCHEDULE',
    ),
    timeoutMs,
    concurrency: intFrom(env.SVC_WEBHOOK_CONCURRENCY, 64, 'SVC_WEBHOOK_CONCURRENCY'),
    leaseMs,
    pollMs: Math.max(5, intFrom(env.SVC_WEBHOOK_POLL_MS, 1000, 'SVC_WEBHOOK_POLL_MS')),
    allowPrivateTargets: boolFrom(env.SVC_WEBHOOK_ALLOW_PRIVATE_TARGETS),
    dnsServers: (env.SVC_WEBHOOK_DNS_SERVERS || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

/** Where `svc connect` keeps the token it receives unless `--config` says otherwise. */
export function connectorConfigPath(env: Record<string, string | undefined> = process.env): string {
  return path.join(env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config'), 'fine-structure', 'config.json');
}

/** One documented environment variable: its default as shown and its meaning. */
export interface SettingDoc {
  /** The variable (or several, each in backticks) as the README shows it. */
  variable: string;
  shown: string;
  meaning: string;
}

/**
 * The README's configuration table, in its order (`npm run docs` writes the table from this list).
 * The docs test fails when loadConfig reads a variable this list does not name (in a row of its
 * own or in a row's meaning), and when a file of src/ other than this one reads the environment.
 */
export const SETTINGS: readonly SettingDoc[] = [
  { variable: '`PORT`', shown: '`4000`', meaning: 'HTTP port' },
  { variable: '`HOST`', shown: '`0.0.0.0`', meaning: 'interface to listen on' },
  { variable: '`SVC_PUBLIC_URL`', shown: '`http://localhost:$PORT`', meaning: "the service's `{base_url}`, as agents reach it" },
  { variable: '`SVC_DATA_DIR`', shown: '`./data`', meaning: 'folder of the embedded SQLite database' },
  {
    variable: '`DATABASE_URL`',
    shown: '(unset)',
    meaning: 'PostgreSQL connection string; when set, PostgreSQL is used instead of SQLite (scale-out: run several nodes on one database)',
  },
  { variable: '`SVC_APPS_DOMAIN`', shown: '`localhost`', meaning: 'published apps are served at `<subdomain>.<domain>`' },
  {
    variable: '`SVC_APP_PORT`',
    shown: '`$PORT + 1`',
    meaning: 'port of the app listener: path-mode publications (`/p/<id>`) and previews run there, on an origin apart from the studio',
  },
  {
    variable: '`SVC_APP_URL`',
    shown: "the public URL's scheme and host with `SVC_APP_PORT`",
    meaning:
      'the app origin as browsers reach it (`{base_url}/p/…` and `/preview/…` redirect there); in production a host of its own, best on another registrable domain, proxied to `SVC_APP_PORT`',
  },
  {
    variable: '`SVC_CHROMIUM_PATH`',
    shown: 'first of `/usr/bin/chromium`, `chromium-browser`, `google-chrome`',
    meaning: "Chromium for `inspect_preview`'s live load (none installed: static inspection only)",
  },
  { variable: '`SVC_INSPECT_LIVE`', shown: '`1`', meaning: "`0` turns off `inspect_preview`'s live browser load" },
  { variable: '`SVC_HOSTING_ASSET_CACHE_MB`', shown: '`256`', meaning: 'built app assets kept in memory per process for serving' },
  { variable: '`SVC_ALLOWED_ORIGINS`', shown: '(none)', meaning: 'extra browser origins allowed to call `/api/*` (comma-separated)' },
  {
    variable: '`SVC_ALLOWED_HOSTS`',
    shown: '(none)',
    meaning:
      "extra `Host` names (`host` or `host:port`, comma-separated) that `/api/*` answers besides the public URL's host; a loopback public host also accepts `localhost`, `127.0.0.1` and `[::1]`",
  },
  { variable: '`SVC_HEADERS_TIMEOUT_MS`', shown: '`15000`', meaning: "a request's headers must arrive within this; `0` turns it off" },
  {
    variable: '`SVC_REQUEST_TIMEOUT_MS`',
    shown: '`60000`',
    meaning:
      'a whole request (headers and body) must arrive within this (408 and the connection closed otherwise); idle connections close after twice this; `0` turns it off',
  },
  {
    variable: '`SVC_MAX_CONNECTIONS_PER_ADDRESS`',
    shown: '`64` (`0` when `SVC_TRUST_PROXY` is set)',
    meaning: 'open connections allowed from one client address; further ones are closed at once; `0` turns the bound off',
  },
  {
    variable: '`SVC_RATE_PER_MINUTE`',
    shown: '`30`',
    meaning:
      'default per-token tool calls per minute (`get_job_status` polls count separately, 60 a minute; every tool-call answer carries `RateLimit-Limit`/`-Remaining`/`-Reset`/`-Policy` headers)',
  },
  { variable: '`SVC_RATE_PER_DAY`', shown: '`500`', meaning: 'default per-token requests per day' },
  { variable: '`SVC_FREE_GENERATIONS_PER_DAY`', shown: '`50`', meaning: 'generation credits per account per UTC day' },
  { variable: '`SVC_JWT_TTL_SECONDS`', shown: '`3600`', meaning: 'lifetime of a studio sign-in' },
  {
    variable: '`SVC_JOB_CONCURRENCY`',
    shown: '`2`',
    meaning: 'generation jobs run at once per process; `0` makes an API-only node that never runs jobs',
  },
  {
    variable: '`SVC_JOB_LEASE_MS`',
    shown: '`30000`',
    meaning:
      'lease of a running generation job (at least 1000): a node that stops renewing it this long is taken for dead, and another node finishes its job (see docs/scale-out.md)',
  },
  {
    variable: '`SVC_GENERATOR`',
    shown: '`offline`',
    meaning:
      "`offline` (built in, deterministic, no network: it follows the prompt's nouns, field lists and relations, with limits — see docs/generation.md; `npm run eval:generation` measures it), `openai` (any OpenAI-compatible endpoint) or `anthropic` for richer apps",
  },
  {
    variable: '`SVC_LLM_BASE_URL`',
    shown: '(unset)',
    meaning:
      'base URL of the LLM endpoint (default `https://api.openai.com/v1` or `https://api.anthropic.com`; e.g. `http://localhost:11434/v1` for Ollama)',
  },
  { variable: '`SVC_LLM_MODEL`', shown: '(unset)', meaning: 'model name' },
  { variable: '`SVC_LLM_API_KEY`', shown: '(unset)', meaning: 'API key of the LLM endpoint' },
  { variable: '`SVC_LLM_TIMEOUT_MS`', shown: '`120000`', meaning: 'timeout of one LLM request' },
  {
    variable: '`SVC_SECRETS_KEY`',
    shown: '(generated into `$SVC_DATA_DIR/secrets.key`)',
    meaning:
      'AES-256 key of app secrets (64 hex characters); every node of a PostgreSQL cluster must have the same one (`svc secrets rotate-key` changes it)',
  },
  { variable: '`SVC_DENO_PATH`', shown: "(the npm `deno` package's binary)", meaning: 'Deno used to run backend functions' },
  { variable: '`SVC_FUNCTION_TIMEOUT_MS`', shown: '`10000`', meaning: 'wall-time limit of one function call (CPU limit: 80 % of it)' },
  { variable: '`SVC_FUNCTION_MEMORY_MB`', shown: '`128`', meaning: 'V8 heap limit of one function process' },
  {
    variable: '`SVC_FUNCTION_POOL_MB`',
    shown: '`1024`',
    meaning: 'memory of all warm function processes of a node; least recently used idle ones stop beyond it',
  },
  { variable: '`SVC_FUNCTION_IDLE_SECONDS`', shown: '`300`', meaning: 'an idle warm function process stops after this' },
  { variable: '`SVC_FUNCTION_CONCURRENCY`', shown: '`8`', meaning: 'function calls per app running at once on a node (more get 429)' },
  { variable: '`SVC_FUNCTION_MAX_BODY_BYTES`', shown: '`6291456`', meaning: 'request and response body limit of a function' },
  {
    variable: '`SVC_FUNCTION_DNS_SERVERS`',
    shown: '(system resolver)',
    meaning: 'DNS servers (`host:port`, comma-separated) the function egress gateway asks',
  },
  { variable: '`SVC_CRON`', shown: '`1`', meaning: '`0`: this node runs no scheduled functions (`functions/cron.json`)' },
  {
    variable: '`SVC_LLM_REPAIR_ROUNDS`',
    shown: '`3`',
    meaning: 'LLM repair rounds after the first answer (each costs a credit); see docs/generation.md',
  },
  { variable: '`SVC_LLM_CONTEXT_TOKENS`', shown: '`24000`', meaning: 'token budget of the file contents an LLM edit is shown' },
  {
    variable: '`SVC_LLM_MAX_OUTPUT_TOKENS`',
    shown: '`16384`',
    meaning: 'output token limit of one model answer (Anthropic `max_tokens`; lower it for models with a smaller limit)',
  },
  {
    variable: '`SVC_TRUST_PROXY`',
    shown: '`false`',
    meaning:
      "believe `X-Forwarded-For`/`-Host`/`-Proto`: `true`, or the proxy's addresses (comma-separated, CIDR allowed). Set it only behind a reverse proxy: client addresses drive sign-in throttling and analytics",
  },
  {
    variable: '`SVC_AUDIT_RETENTION_DAYS`',
    shown: '`30`',
    meaning:
      'days the tool-call audit is kept (pruned in bounded batches; `0` keeps it forever). Refused calls (rate limited, scope denied) are counted per token, tool and minute, not logged one by one',
  },
  {
    variable: '`SVC_SMTP_URL`',
    shown: '(unset)',
    meaning:
      'outgoing mail, e.g. `smtp://user:pass@mail.example.com:587` (`smtps://` for TLS on 465); unset: mail stays in the outbox (`svc mail list`)',
  },
  {
    variable: '`SVC_SMTP_HOST`, `SVC_SMTP_PORT`, `SVC_SMTP_USER`, `SVC_SMTP_PASS`',
    shown: '(unset), `587`',
    meaning: 'the same, as separate settings',
  },
  { variable: '`SVC_SMTP_FROM`', shown: '`Fine Structure <no-reply@host>`', meaning: 'the sender of studio mail' },
  {
    variable: '`SVC_LOG_LEVEL`',
    shown: '`info`',
    meaning:
      '`fatal` … `trace`, or `silent`. At `info` every request logs one JSON line: method, path (no query string), status, duration in ms and the tool name when there is one; never headers, tokens, arguments or bodies',
  },
  {
    variable: '`SVC_WEBHOOK_ALLOW_PRIVATE_TARGETS`',
    shown: '`0`',
    meaning:
      '`1` lets webhook subscriptions target loopback/private addresses and plain http (local development only); the other `SVC_WEBHOOK_*` settings (retry schedule, timeout, concurrency, lease, poll, DNS servers) are in docs/webhooks.md',
  },
  {
    variable: '`XDG_CONFIG_HOME`',
    shown: '`~/.config`',
    meaning: '(on the computer running `svc connect`) the token it receives is stored in `<dir>/fine-structure/config.json`, mode 0600',
  },
  {
    variable: '`SVC_OAUTH_METADATA_ALLOW_PRIVATE`',
    shown: '`0`',
    meaning:
      '`1` lets OAuth Client ID Metadata Documents be fetched from loopback/private addresses (local development and tests only; see docs/oauth.md)',
  },
  {
    variable: '`SVC_OAUTH_METADATA_CA_FILE`',
    shown: '(unset)',
    meaning: 'PEM file of an extra CA trusted, besides the public roots, when fetching Client ID Metadata Documents (a local test CA)',
  },
  {
    variable: '`SVC_DNS_SERVERS`',
    shown: '(system resolver)',
    meaning:
      'DNS servers (`host` or `host:port`, comma-separated) the custom-domain checks ask; `SVC_DNS_TIMEOUT_MS` (`3000`) bounds each query',
  },
  {
    variable: '`SVC_DOMAIN_CNAME_TARGET`',
    shown: "the public URL's host",
    meaning: "the name a custom subdomain's CNAME record points at (your edge, e.g. Caddy; see docs/domains.md)",
  },
  {
    variable: '`SVC_EDGE_IPV4`, `SVC_EDGE_IPV6`',
    shown: '(none)',
    meaning:
      "the edge's public addresses (comma-separated) an apex custom domain's A/AAAA records name; unset: the CNAME target's addresses",
  },
  {
    variable: '`SVC_CAA_ISSUERS`',
    shown: '`letsencrypt.org`',
    meaning: "certificate authorities (comma-separated) a domain's CAA records must allow for its certificate to be issued",
  },
  {
    variable: '`SVC_TLS_PROBE_PORT`, `SVC_TLS_PROBE_ADDRESS`, `SVC_TLS_PROBE_TIMEOUT_MS`, `SVC_TLS_PROBE_CA_FILE`',
    shown: '`443`, (the domain), `5000`, (none)',
    meaning:
      "how a custom domain's certificate is probed: port, address to connect to (SNI is the domain), timeout, and a PEM file of extra trusted CAs (e.g. Caddy's internal CA)",
  },
  {
    variable: '`SVC_DOMAINS_REFRESH_MS`',
    shown: '`5000`',
    meaning: "how often a node re-reads custom domains changed by other nodes (this node's own changes apply at once)",
  },
  { variable: '`SVC_STUDIO_DEV`', shown: '`0`', meaning: '`1` rebuilds the studio UI when its sources change (for working on the studio)' },
];

/** The README's configuration table (written by `npm run docs`). */
export function configurationTable(): string {
  const rows = SETTINGS.map((s) => `| ${s.variable} | ${s.shown} | ${s.meaning} |`);
  return ['| Variable | Default | Meaning |', '|---|---|---|', ...rows].join('\n');
}
