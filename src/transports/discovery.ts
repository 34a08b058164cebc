import type { FastifyInstance } from 'fastify';
import type { TransportServices } from './auth.ts';
import { StaticBody } from '../platform/compression.ts';
import { SCOPES } from '../platform/scopes.ts';
import { buildManifest, buildOpenApi } from '../platform/describe.ts';
import type { ToolRunner } from '../platform/runner.ts';
import { SERVER_INFO } from '../platform/version.ts';

/** The unauthenticated discovery documents, all derived from the registry once at start. */
export function registerDiscoveryRoutes(app: FastifyInstance, services: TransportServices, runner: ToolRunner) {
  const base = services.config.publicUrl;
  const manifest = new StaticBody(JSON.stringify(buildManifest(runner, base)), 'application/json');
  const openapi = new StaticBody(JSON.stringify(buildOpenApi(runner, base)), 'application/json');
  // A Buffer, so that Fastify sends the media type exactly as RFC 9727 names it (no charset added).
  const catalog = Buffer.from(
    JSON.stringify({
      linkset: [
        {
          anchor: `${base}/api/mcp`,
          'service-desc': [{ href: `${base}/api/mcp/openapi.json`, type: 'application/vnd.oai.openapi+json;version=3.1' }],
          'service-doc': [{ href: `${base}/api/mcp/docs`, type: 'text/markdown' }],
          'service-meta': [{ href: `${base}/api/mcp/manifest`, type: 'application/json' }],
          status: [{ href: `${base}/api/mcp/health`, type: 'application/json' }],
        },
      ],
    }),
  );

  app.get('/api/mcp/manifest', async (request, reply) => manifest.send(request, reply));
  for (const path of ['/api/mcp/openapi.json', '/openapi.json']) {
    app.get(path, async (request, reply) => openapi.send(request, reply));
  }

  // RFC 9727: the catalog is a linkset; HEAD answers with a Link header pointing at it.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/.well-known/api-catalog',
    handler: async (request, reply) => {
      reply.header('link', `<${base}/.well-known/api-catalog>; rel="api-catalog"`).header('content-type', 'application/linkset+json');
      return request.method === 'HEAD' ? reply.send() : reply.send(catalog);
    },
  });

  // RFC 9728 resource metadata; the authorization server is this service itself (src/oauth, docs/oauth.md).
  const resourceMetadata = {
    resource: `${base}/api/mcp`,
    authorization_servers: [base],
    bearer_methods_supported: ['header'],
    scopes_supported: [...SCOPES],
    resource_name: 'Fine Structure MCP server',
    resource_documentation: `${base}/api/mcp/docs`,
  };
  for (const path of ['/.well-known/oauth-protected-resource/api/mcp', '/.well-known/oauth-protected-resource']) {
    app.get(path, async () => resourceMetadata);
  }

  app.get('/api/mcp/health', async (_, reply) => {
    const started = performance.now();
    let reachable = true;
    try {
      await services.db.ping();
    } catch {
      reachable = false;
    }
    return reply.code(reachable ? 200 : 503).send({
      status: reachable ? 'ok' : 'degraded',
      server: SERVER_INFO.name,
      version: SERVER_INFO.version,
      tools: runner.tools.size,
      database: { dialect: services.db.dialect, reachable, latency_ms: Math.round((performance.now() - started) * 100) / 100 },
      time: new Date().toISOString(),
    });
  });
}
