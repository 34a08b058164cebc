import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';
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
export function toolsOf(url: string, name: unknown, body: unknown): string | undefined {
  if (typeof name === 'string' && url.startsWith('/api/mcp/tools/')) return name.slice(0, 100);
  if (url !== '/api/mcp' || !body || typeof body !== 'object') return undefined;
  const messages = Array.isArray(body) ? body : [body];
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
): ReturnType<typeof hostChecks> {
  const checks = hostChecks(config, extraHost);
  // Callback hooks, not async ones: they run for every request, and an async hook costs a promise and
  // a microtask turn each time.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    // Health stays reachable by any name (load balancers probe by address); it reveals nothing.
    if (!checks.hostAllowed(request.host) && request.url !== '/api/mcp/health') {
      sendError(reply, new ServiceError('permission_denied', `Host ${String(request.host).slice(0, 200)} is not served here`));
      return;
    }
    if (!checks.originAllowed(request.headers.origin)) {
      sendError(reply, new ServiceError('permission_denied', `Origin ${request.headers.origin?.slice(0, 200)} is not allowed`));
      return;
    }
    done();
  });

  app.addHook('onResponse', (request, reply, done) => {
    // The line's fields are only gathered when it is written.
    if (log.isLevelEnabled('info')) {
      const url = request.originalUrl;
      const query = url.indexOf('?');
      const tool = toolsOf(request.url, (request.params as { name?: unknown } | undefined)?.name, request.body);
      log.info(
        {
          req_id: request.id,
          method: request.method,
          path: (query < 0 ? url : url.slice(0, query)).slice(0, 300),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
          ...(tool ? { tool } : {}),
        },
        'request',
      );
    }
    done();
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
  return checks;
}

/**
 * Fastify's per-request logger (`request.log`), made on first use. Fastify builds a pino child binding
 * the request id for every request (a few µs: the bindings are serialised at once), while our code
 * logs through the service logger and writes the request line above itself; only Fastify's own rare
 * messages use `request.log`, and they still carry the request id.
 */
class LazyRequestLogger {
  private made: FastifyBaseLogger | null = null;
  private readonly parent: FastifyBaseLogger;
  private readonly bindings: Bindings;
  private readonly options: ChildLoggerOptions;
  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.parent = parent;
    this.bindings = bindings;
    this.options = options;
  }
  private get real(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }
  get level() {
    return this.made ? this.made.level : (this.options.level ?? this.parent.level);
  }
  set level(level: string) {
    this.real.level = level;
  }
  fatal(...args: unknown[]) {
    (this.real.fatal as (...a: unknown[]) => void)(...args);
  }
  error(...args: unknown[]) {
    (this.real.error as (...a: unknown[]) => void)(...args);
  }
  warn(...args: unknown[]) {
    (this.real.warn as (...a: unknown[]) => void)(...args);
  }
  info(...args: unknown[]) {
    (this.real.info as (...a: unknown[]) => void)(...args);
  }
  debug(...args: unknown[]) {
    (this.real.debug as (...a: unknown[]) => void)(...args);
  }
  trace(...args: unknown[]) {
    (this.real.trace as (...a: unknown[]) => void)(...args);
  }
  silent(...args: unknown[]) {
    (this.real.silent as (...a: unknown[]) => void)(...args);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: see LazyRequestLogger. */
export function lazyRequestLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new LazyRequestLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
}
