import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { ServiceError } from '../platform/errors.ts';
import { sendError } from '../platform/http.ts';

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];
const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** `host[:port]`, lowercase, without a trailing dot or the scheme's default port. */
function normalHost(host: string, protocol: string): string {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/\.(?=:\d+$|$)/, '');
  const port = DEFAULT_PORT[protocol];
  return port && h.endsWith(`:${port}`) ? h.slice(0, -(port.length + 1)) : h;
}

/** The configured public host, and its loopback spellings when it is a loopback host. */
function publicHosts(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const port = url.port ? `:${url.port}` : '';
  const hosts = [normalHost(url.host, url.protocol)];
  if (LOOPBACK.includes(url.hostname.toLowerCase())) for (const h of LOOPBACK) hosts.push(`${h}${port}`);
  return hosts;
}

/**
 * DNS-rebinding protection for /api/*: the Host must be the public host (or one of
 * SVC_ALLOWED_HOSTS), and a browser Origin must be the public origin (or SVC_ALLOWED_ORIGINS).
 * A loopback public host also accepts the other loopback spellings (localhost, 127.0.0.1, [::1]).
 */
export function hostChecks(
  config: Pick<Config, 'publicUrl' | 'allowedOrigins' | 'allowedHosts'>,
  /** Hosts admitted besides the configured ones (verified custom domains), by name without the port. */
  extraHost: (host: string) => boolean = () => false,
) {
  const url = new URL(config.publicUrl);
  const hosts = new Set(publicHosts(config.publicUrl));
  const anyPort = new Set<string>();
  for (const h of config.allowedHosts) {
    const n = normalHost(h, url.protocol);
    if (/:\d+$/.test(n) || n.endsWith(']')) hosts.add(n);
    else anyPort.add(n);
  }
  const origins = new Set([url.origin, ...config.allowedOrigins]);
  for (const h of publicHosts(config.publicUrl)) origins.add(`${url.protocol}//${h}`);
  return {
    hostAllowed(host: string | undefined): boolean {
      if (!host) return false;
      const n = normalHost(host, url.protocol);
      return hosts.has(n) || anyPort.has(n.replace(/:\d+$/, '')) || extraHost(n.replace(/:\d+$/, ''));
    },
    originAllowed(origin: string | undefined): boolean {
      // Requests without an Origin (agents, CLIs) pass; browsers always send one on cross-origin calls.
      return !origin || origins.has(origin.toLowerCase());
    },
  };
}

/** The Fastify/Node server timeouts: slow or stalled headers and bodies are cut off. */
export function serverTimeouts(config: Pick<Config, 'headersTimeoutMs' | 'requestTimeoutMs'>) {
  const smallest = Math.min(config.headersTimeoutMs || Infinity, config.requestTimeoutMs || Infinity);
  return {
    // The whole request (headers and body) must arrive within this; 408 and close otherwise.
    requestTimeout: config.requestTimeoutMs,
    // An idle socket (nothing sent either way) is closed after twice that.
    connectionTimeout: config.requestTimeoutMs * 2,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      // Node checks the two timeouts above on this interval (default 30 s, which would let a stalled
      // request live up to 30 s longer than configured).
      connectionsCheckingInterval: Number.isFinite(smallest) ? Math.min(5000, Math.max(100, Math.floor(smallest / 4))) : 30_000,
    },
  };
}

/** Tool names named by a request (REST route parameter, or tools/call in a JSON-RPC body or batch). */
function toolsOf(request: FastifyRequest): string | undefined {
  const params = request.params as { name?: unknown } | undefined;
  if (typeof params?.name === 'string' && request.url.startsWith('/api/mcp/tools/')) return params.name.slice(0, 100);
  if (request.url !== '/api/mcp' || !request.body || typeof request.body !== 'object') return undefined;
  const messages = Array.isArray(request.body) ? request.body : [request.body];
  const names = messages
    .filter((m) => m && typeof m === 'object' && m.method === 'tools/call' && typeof m.params?.name === 'string')
    .map((m) => String(m.params.name).slice(0, 100));
  return names.length ? names.join(',') : undefined;
}

/**
 * Per-request hygiene: the Host/Origin check of /api/*, the per-address connection bound, and one
 * structured log line per request (method, path without the query, status, duration, tool; never
 * headers, tokens, arguments or bodies).
 */
export function registerHygiene(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 'allowedOrigins' | 'allowedHosts' | 'maxConnectionsPerAddress'>,
  log: Logger,
  extraHost?: (host: string) => boolean,
  /** Further listeners of the same app (the app origin's), under the same connection bound. */
  moreServers: Server[] = [],
) {
  const checks = hostChecks(config, extraHost);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    // Health stays reachable by any name (load balancers probe by address); it reveals nothing.
    if (!checks.hostAllowed(request.host) && request.url !== '/api/mcp/health') {
      return sendError(reply, new ServiceError('permission_denied', `Host ${String(request.host).slice(0, 200)} is not served here`));
    }
    if (!checks.originAllowed(request.headers.origin)) {
      return sendError(reply, new ServiceError('permission_denied', `Origin ${request.headers.origin?.slice(0, 200)} is not allowed`));
    }
  });

  app.addHook('onResponse', async (request, reply) => {
    const path = request.originalUrl.split('?')[0]!.slice(0, 300);
    const tool = toolsOf(request);
    log.info(
      {
        req_id: request.id,
        method: request.method,
        path,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ...(tool ? { tool } : {}),
      },
      'request',
    );
  });

  const limit = config.maxConnectionsPerAddress;
  if (limit > 0) {
    const open = new Map<string, number>();
    const bound = (socket: Socket) => {
      const address = socket.remoteAddress ?? '?';
      const count = (open.get(address) ?? 0) + 1;
      if (count > limit) {
        log.warn({ address, limit }, 'connection refused: too many open connections from one address');
        socket.destroy();
        return;
      }
      open.set(address, count);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    };
    for (const server of [app.server, ...moreServers]) server.on('connection', bound);
  }
}
