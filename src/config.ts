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

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const port = intFrom(env.PORT, 4000, 'PORT');
  const publicUrl = (env.SVC_PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
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
