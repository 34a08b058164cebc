/**
 * `svc connect`: the connector half of the local connection flow (the server half is ./service.ts).
 * It opens a connection request, prints the approval URL and the connection code, polls until the
 * owner approves or denies in the studio (a bounded loop: the request's lifetime over its poll
 * interval), then stores the token it receives once in a configuration file readable only by the
 * user and prints the configuration of common MCP clients.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { mcpClientConfigs } from '../studio/ui/mcp-clients.ts';

export interface ConnectOptions {
  /** The service's base URL. */
  url: string;
  access: 'full' | 'read';
  appId: string | null;
  configPath: string;
  /** Where progress and the configurations go. */
  out: (text: string) => void;
}

/** A failure the connector reports in one sentence (exit status 1). */
export class ConnectError extends Error {}

interface ServiceErrorBody {
  error?: { kind?: string; message?: string; data?: { retry_after?: number; status?: string } };
}

/** Consecutive unreachable polls tolerated (a restarting server, a flaky network) before giving up. */
const MAX_NETWORK_FAILURES = 5;
const REQUEST_TIMEOUT_MS = 15_000;

async function post(url: string, body: unknown): Promise<{ status: number; json: any }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await res.text();
  try {
    return { status: res.status, json: text ? JSON.parse(text) : null };
  } catch {
    throw new ConnectError(`${url} answered HTTP ${res.status} without JSON: is this a Fine Structure service?`);
  }
}

const messageOf = (json: ServiceErrorBody | null, status: number) => json?.error?.message ?? `the service answered HTTP ${status}`;

/** The base URL as given, without a trailing slash; only http(s). */
export function baseUrlOf(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConnectError(`--url must be the service's address, e.g. https://fine-structure.example.com (got ${raw})`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConnectError('--url must start with https:// or http://');
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** Adds (or replaces) this service's entry in the configuration file, written whole with mode 0600. */
export function storeConnection(configPath: string, baseUrl: string, entry: Record<string, unknown>) {
  let config: { connections?: Record<string, unknown> } = {};
  if (fs.existsSync(configPath)) {
    try {
      config = JSON.parse(fs.readFileSync(configPath, 'utf8'));
    } catch {
      throw new ConnectError(`${configPath} exists but is not JSON; move it away or pass --config with another path`);
    }
    if (!config || typeof config !== 'object' || Array.isArray(config)) config = {};
  }
  config.connections = { ...(config.connections ?? {}), [baseUrl]: entry };
  fs.mkdirSync(path.dirname(configPath), { recursive: true, mode: 0o700 });
  // Written beside the file and renamed over it: never a moment with the token in a readable file.
  const temp = `${configPath}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600, flag: 'w' });
  fs.chmodSync(temp, 0o600);
  fs.renameSync(temp, configPath);
}

export async function runConnect(options: ConnectOptions): Promise<void> {
  const { out } = options;
  const base = baseUrlOf(options.url);
  let created: { status: number; json: any };
  try {
    created = await post(`${base}/api/connect/requests`, {
      access: options.access,
      app_id: options.appId,
      client_name: os.hostname(),
    });
  } catch (err) {
    if (err instanceof ConnectError) throw err;
    throw new ConnectError(`could not reach ${base} (${(err as Error).message})`);
  }
  if (created.status !== 201) throw new ConnectError(`could not open a connection request: ${messageOf(created.json, created.status)}`);
  const request = created.json as {
    request_id: string;
    poll_secret: string;
    connection_code: string;
    approval_url: string;
    expires_in: number;
    interval: number;
  };
  const wanted = `${options.access === 'read' ? 'read-only' : 'full'} access to ${options.appId ? `app ${options.appId}` : 'all your apps'}`;
  out(
    `To connect this computer (${wanted}), open this URL in your browser, sign in or sign up, and approve:\n\n` +
      `  ${request.approval_url}\n\n` +
      `Connection code: ${request.connection_code}  (approve only if the page shows the same code)\n` +
      `Waiting for approval (the request expires in ${Math.round(request.expires_in / 60)} minutes)…\n`,
  );

  const pollUrl = `${base}/api/connect/requests/${encodeURIComponent(request.request_id)}/poll`;
  const maxPolls = Math.ceil(request.expires_in / Math.max(1, request.interval)) + MAX_NETWORK_FAILURES;
  let failures = 0;
  let wait = request.interval;
  for (let i = 0; i < maxPolls; i++) {
    await sleep(wait * 1000);
    wait = request.interval;
    let polled: { status: number; json: any };
    try {
      polled = await post(pollUrl, { poll_secret: request.poll_secret });
    } catch (err) {
      if (err instanceof ConnectError || ++failures >= MAX_NETWORK_FAILURES) {
        throw err instanceof ConnectError ? err : new ConnectError(`lost contact with ${base} (${(err as Error).message})`);
      }
      continue;
    }
    failures = 0;
    if (polled.status === 429) {
      wait = Math.max(request.interval, Number(polled.json?.error?.data?.retry_after) || request.interval);
      continue;
    }
    if (polled.status !== 200) throw new ConnectError(messageOf(polled.json, polled.status));
    if (polled.json.status === 'pending') continue;
    if (polled.json.status !== 'approved' || typeof polled.json.token !== 'string') {
      throw new ConnectError(`unexpected answer from ${base}: ${JSON.stringify(polled.json).slice(0, 200)}`);
    }
    const grant = polled.json as { token: string; token_id: string; name: string; scopes: string[]; app_id: string | null };
    const mcpUrl = `${base}/api/mcp`;
    storeConnection(options.configPath, base, {
      mcp_url: mcpUrl,
      token: grant.token,
      token_id: grant.token_id,
      name: grant.name,
      scopes: grant.scopes,
      app_id: grant.app_id,
      connected_at: new Date().toISOString(),
    });
    out(
      `\nApproved. Token “${grant.name}” (${grant.scopes.length} scopes${grant.app_id ? `, locked to app ${grant.app_id}` : ''}) ` +
        `saved to ${options.configPath} (readable only by you). It is not shown again: revoke it in the studio's token panel.\n`,
    );
    out('\nAdd it to your MCP client:\n');
    for (const [title, text] of mcpClientConfigs(mcpUrl, grant.token)) out(`\n# ${title}\n${text}\n`);
    return;
  }
  throw new ConnectError('gave up waiting: the connection request has expired. Run `svc connect` again.');
}
