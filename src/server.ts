import http, { type Server } from 'node:http';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';
import { allMigrations, allTools, areas } from './areas.ts';
import { hostRewriter } from './hosting/routes.ts';
import type { Area } from './platform/area.ts';
import { registerCompression } from './platform/compression.ts';
import { ServiceError } from './platform/errors.ts';
import { type BodyError, bodyErrorAnswer, parseJsonBody, sendError } from './platform/http.ts';
import { markAppOrigin } from './platform/origins.ts';
import { ToolRunner } from './platform/runner.ts';
import { createServices, startServices, stopServices, type Services } from './services.ts';
import { migrate, openDb, type Db } from './storage/index.ts';
import { registerDiscoveryRoutes } from './transports/discovery.ts';
import { lazyRequestLogger, registerHygiene, serverTimeouts } from './transports/hygiene.ts';
import { createFastPath } from './transports/fast-path.ts';
import { McpEndpoint, registerMcpRoutes } from './transports/mcp.ts';
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

  const rewriteUrl = hostRewriter(config, (host) => services.domains.routeFor(host) !== null);
  // Request ids in one sequence for Fastify's routes and the raw fast path (Fastify's default format).
  let nextReqId = 0;
  const genReqId = () => `req-${((nextReqId = (nextReqId + 1) % 2147483647)).toString(36)}`;
  // Tool arguments may carry base64 images of up to 5 MB.
  const app = Fastify({
    genReqId,
    loggerInstance: log,
    childLoggerFactory: lazyRequestLogger,
    bodyLimit: 16 * 1024 * 1024,
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    rewriteUrl,
    ...serverTimeouts(config),
  }) as unknown as FastifyInstance;

  await registerCompression(app);

  // An empty body is an empty argument object, not a parse error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    let value: unknown;
    try {
      value = parseJsonBody(body as string);
    } catch (err) {
      return done(err as Error, undefined);
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
  const checks = registerHygiene(app, config, log, (host) => services.domains.isServedHost(host), [appServer]);

  app.setErrorHandler((error: BodyError, request, reply) => {
    const { status, body } = bodyErrorAnswer(error, request.url === '/api/mcp');
    if (status === 500) log.error({ err: error, url: request.url }, 'request failed');
    return reply.code(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    sendError(reply, new ServiceError('not_found', `No route ${request.method} ${request.url.split('?')[0]}`));
  });

  registerDiscoveryRoutes(app, services, runner);
  const mcp = new McpEndpoint(runner);
  registerMcpRoutes(app, services, mcp);
  registerRestRoutes(app, services, runner);
  for (const area of areas as readonly Area<Services>[]) area.routes?.(app, services, { runner });
  await startServices(services);

  // The tool-call routes' common case is answered in front of Fastify (src/transports/fast-path.ts).
  const platformHost = new URL(config.publicUrl).hostname.toLowerCase();
  // A loopback public host is also reached by its other loopback spellings (the Host check admits
  // them, and no app or custom domain can be one), e.g. 127.0.0.1 for the default localhost.
  const loopback = ['localhost', '127.0.0.1', '[::1]'];
  const platformHosts = new Set(loopback.includes(platformHost) ? loopback : [platformHost]);
  const fastPath = createFastPath({
    services,
    runner,
    mcp,
    log,
    hostAllowed: checks.hostAllowed,
    isPlatformHost: (host) => {
      const name = host.trim().toLowerCase();
      return platformHosts.has(name.startsWith('[') ? name.slice(0, name.indexOf(']') + 1) : name.replace(/:\d*$/, '').replace(/\.$/, ''));
    },
    rewriteUrl,
    genReqId,
  });
  app.server.off('request', fastifyHandler);
  app.server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!fastPath(req, res)) fastifyHandler(req, res);
  });
  app.addHook('preClose', (done) => {
    fastPath.close();
    done();
  });

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
