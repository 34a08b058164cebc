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
  defaultPerMinute: number;
  defaultPerDay: number;
  freeGenerationsPerDay: number;
  jwtTtlSeconds: number;
  /** Concurrent generation jobs per process. */
  jobConcurrency: number;
  logLevel: string;
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
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
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
    allowedOrigins: (env.SVC_ALLOWED_ORIGINS || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    defaultPerMinute: intFrom(env.SVC_RATE_PER_MINUTE, 30, 'SVC_RATE_PER_MINUTE'),
    defaultPerDay: intFrom(env.SVC_RATE_PER_DAY, 500, 'SVC_RATE_PER_DAY'),
    freeGenerationsPerDay: intFrom(env.SVC_FREE_GENERATIONS_PER_DAY, 50, 'SVC_FREE_GENERATIONS_PER_DAY'),
    jwtTtlSeconds: intFrom(env.SVC_JWT_TTL_SECONDS, 3600, 'SVC_JWT_TTL_SECONDS'),
    jobConcurrency: intFrom(env.SVC_JOB_CONCURRENCY, 2, 'SVC_JOB_CONCURRENCY'),
    logLevel: env.SVC_LOG_LEVEL || 'info',
    trustProxy: trustProxyFrom(env.SVC_TRUST_PROXY),
    generator: env.SVC_GENERATOR || 'offline',
    llmBaseUrl: env.SVC_LLM_BASE_URL || null,
    llmModel: env.SVC_LLM_MODEL || null,
    llmApiKey: env.SVC_LLM_API_KEY || null,
    llmTimeoutMs: intFrom(env.SVC_LLM_TIMEOUT_MS, 120000, 'SVC_LLM_TIMEOUT_MS'),
    llmRepairRounds: intFrom(env.SVC_LLM_REPAIR_ROUNDS, 3, 'SVC_LLM_REPAIR_ROUNDS'),
    llmContextTokens: intFrom(env.SVC_LLM_CONTEXT_TOKENS, 24000, 'SVC_LLM_CONTEXT_TOKENS'),
    llmMaxOutputTokens: intFrom(env.SVC_LLM_MAX_OUTPUT_TOKENS, 16384, 'SVC_LLM_MAX_OUTPUT_TOKENS'),
  };
}
