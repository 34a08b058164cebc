import http, { type Server } from 'node:http';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';
import { allMigrations, allTools, areas } from './areas.ts';
import { hostRewriter } from './hosting/routes.ts';
import type { Area } from './platform/area.ts';
import { registerCompression } from './platform/compression.ts';
import { ERROR_KINDS, ServiceError } from './platform/errors.ts';
import { sendError } from './platform/http.ts';
import { MAX_BODY_DEPTH, tooDeep } from './platform/nesting.ts';
import { markAppOrigin } from './platform/origins.ts';
import { ToolRunner } from './platform/runner.ts';
import { createServices, startServices, stopServices, type Services } from './services.ts';
import { migrate, openDb, type Db } from './storage/index.ts';
import { registerDiscoveryRoutes } from './transports/discovery.ts';
import { registerHygiene, serverTimeouts } from './transports/hygiene.ts';
import { registerMcpRoutes } from './transports/mcp.ts';
import { registerRestRoutes } from './transports/rest.ts';

export interface Service {
  app: FastifyInstance;
  services: Services;
  runner: ToolRunner<Services>;
  /**
   * Listens on the platform port and on the app port (config.appPort: path-mode apps and previews,
   * the app origin). `app.listen` alone opens only the platform, which then has no app origin to send
   * `/p/…` and `/preview/…` to.
   */
  listen(options: { port: number; host: string }): Promise<void>;
  /** Stops background work and closes the HTTP server and the database. */
  close(): Promise<void>;
}

export interface BuildOptions {
  /** An already opened store (tests pass a fresh one); otherwise the configured one is opened and migrated. */
  db?: Db;
  logger?: Logger;
}

export async function buildService(config: Config, options: BuildOptions = {}): Promise<Service> {
  const log = options.logger ?? pino({ level: config.logLevel });
  const db = options.db ?? openDb(config);
  if (!options.db) await migrate(db, allMigrations);
  const services = createServices(db, config, log);
  const runner = new ToolRunner(services, allTools);

  // Tool arguments may carry base64 images of up to 5 MB.
  const app = Fastify({
    loggerInstance: log,
    bodyLimit: 16 * 1024 * 1024,
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    rewriteUrl: hostRewriter(config, (host) => services.domains.routeFor(host) !== null),
    ...serverTimeouts(config),
  }) as unknown as FastifyInstance;

  await registerCompression(app);

  // An empty body is an empty argument object, not a parse error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = (body as string).trim();
    if (text === '') return done(null, undefined);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return done(Object.assign(new Error(ERROR_KINDS.parse_error.message), { statusCode: 400, code: 'PARSE_ERROR' }), undefined);
    }
    const deep = tooDeep(value, MAX_BODY_DEPTH);
    if (deep) {
      // The JSON-RPC id, when there is one, so that the error answers the request it belongs to.
      const rpcId = value && typeof value === 'object' && !Array.isArray(value) ? (value as { id?: unknown }).id : undefined;
      const message = `Invalid params: ${deep} is nested more than ${MAX_BODY_DEPTH} levels deep`;
      return done(Object.assign(new Error(message), { statusCode: 400, rpcId }), undefined);
    }
    done(null, value);
  });

  // The app origin's listener hands its requests to the same Fastify handler, marked as the app origin's.
  const fastifyHandler = app.server.listeners('request')[0] as http.RequestListener;
  const { http: httpTimeouts, requestTimeout, connectionTimeout } = serverTimeouts(config);
  const appServer: Server = http.createServer({ ...httpTimeouts, requestTimeout }, (req, res) => {
    markAppOrigin(req);
    fastifyHandler(req, res);
  });
  appServer.setTimeout(connectionTimeout);

  // Verified custom domains are hosts the service answers, like the public host.
  registerHygiene(app, config, log, (host) => services.domains.isServedHost(host), [appServer]);

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string; rpcId?: unknown }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) log.error({ err: error, url: request.url }, 'request failed');
    const kind = error.code === 'PARSE_ERROR' ? 'parse_error' : status === 500 ? 'internal' : 'invalid_params';
    const message = status === 500 ? ERROR_KINDS.internal.message : error.message;
    if (request.url === '/api/mcp') {
      const id = typeof error.rpcId === 'string' || typeof error.rpcId === 'number' ? error.rpcId : null;
      return reply.code(ERROR_KINDS[kind].mcpHttp).send({ jsonrpc: '2.0', id, error: { code: ERROR_KINDS[kind].rpc, message } });
    }
    // Fastify's own 4xx (413 body too large, 415 media type, …) keep their status; the body is the table's.
    return sendError(reply, new ServiceError(kind, message), status);
  });

  app.setNotFoundHandler((request, reply) => {
    sendError(reply, new ServiceError('not_found', `No route ${request.method} ${request.url.split('?')[0]}`));
  });

  registerDiscoveryRoutes(app, services, runner);
  registerMcpRoutes(app, services, runner);
  registerRestRoutes(app, services, runner);
  for (const area of areas as readonly Area<Services>[]) area.routes?.(app, services, { runner });
  await startServices(services);

  return {
    app,
    services,
    runner,
    async listen({ port, host }) {
      await app.listen({ port, host });
      await new Promise<void>((resolve, reject) => {
        appServer.once('error', reject);
        appServer.listen(config.appPort, host, () => {
          appServer.off('error', reject);
          resolve();
        });
      });
    },
    async close() {
      if (appServer.listening) {
        appServer.closeAllConnections();
        await new Promise<void>((resolve) => appServer.close(() => resolve()));
      }
      await app.close();
      await stopServices(services);
      await db.close();
    },
  };
}
