/**
 * The OAuth 2.1 authorization server's HTTP surface (docs/oauth.md):
 *
 *   GET  /.well-known/oauth-authorization-server[/api/mcp]   RFC 8414 metadata
 *   POST /register                                           RFC 7591 dynamic registration (public clients)
 *   GET  /authorize                                          code + PKCE S256 → the studio consent page
 *   POST /token                                              authorization_code, refresh_token (rotating)
 *   POST /revoke                                             RFC 7009
 *   /api/studio/oauth/…                                      the consent page's and the token panel's API
 *
 * The protocol endpoints answer in OAuth's own error shape (`{error, error_description}`, RFC 6749
 * 5.2), which OAuth clients parse, rather than the service's error table. Discovery and the
 * endpoints a browser-based client calls allow any origin (CORS, no credentials).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { IdentityService } from '../identity/service.ts';
import { requireStudioPrincipal } from '../identity/studio.ts';
import { SignInThrottle } from '../identity/throttle.ts';
import { ServiceError } from '../platform/errors.ts';
import { addVary, parseInput, sendError } from '../platform/http.ts';
import { SCOPES } from '../platform/scopes.ts';
import type { Db } from '../storage/index.ts';
import { ClientError } from './clients.ts';
import { OAuthError, type OAuthService } from './service.ts';

/** Paths any origin may call from a browser: discovery and the endpoints a browser-based MCP client uses. */
const OPEN_CORS_PATHS = [
  '/.well-known/oauth-authorization-server',
  '/.well-known/oauth-authorization-server/api/mcp',
  '/.well-known/oauth-protected-resource',
  '/.well-known/oauth-protected-resource/api/mcp',
  '/register',
  '/token',
  '/revoke',
];
/** Dynamic registrations allowed per client address in 15 minutes (the sign-in throttle's window). */
const REGISTRATIONS_PER_WINDOW = 100;
/** Response headers a browser-based MCP client must be able to read on /api/mcp (the 401's challenge first of all). */
const MCP_EXPOSED_HEADERS =
  'WWW-Authenticate, Mcp-Session-Id, Mcp-Protocol-Version, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy, Retry-After';

const decisionBody = z.strictObject({
  decision: z.enum(['approve', 'deny']),
  scopes: z.array(z.string()).max(SCOPES.length).optional(),
  app_id: z.string().max(100).nullable().optional(),
});

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The error page of /authorize when the redirect URI can't be trusted (so nothing is redirected). */
function errorPage(reply: FastifyReply, message: string) {
  return reply
    .code(400)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Authorization error · Fine Structure</title></head>` +
        `<body style="font-family:system-ui;max-width:40rem;margin:3rem auto;padding:0 1rem">` +
        `<h1>This authorization request can't be completed</h1><p data-testid="oauth-error">${escapeHtml(message)}</p>` +
        `<p>Nothing was shared with the application. Start again from your MCP client.</p></body></html>`,
    );
}

function sendOAuthError(reply: FastifyReply, err: unknown) {
  if (err instanceof OAuthError) {
    if (err.status === 401) reply.header('www-authenticate', 'Basic realm="fine-structure"');
    return reply.code(err.status).header('cache-control', 'no-store').send({ error: err.error, error_description: err.message });
  }
  if (err instanceof ClientError) return reply.code(400).send({ error: err.error, error_description: err.message });
  throw err;
}

export function authorizationServerMetadata(oauth: OAuthService) {
  const base = oauth.issuer;
  return {
    issuer: base,
    authorization_endpoint: `${base}/authorize`,
    token_endpoint: `${base}/token`,
    registration_endpoint: `${base}/register`,
    revocation_endpoint: `${base}/revoke`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none'],
    revocation_endpoint_auth_methods_supported: ['none'],
    scopes_supported: [...SCOPES, 'offline_access'],
    authorization_response_iss_parameter_supported: true,
    client_id_metadata_document_supported: true,
    service_documentation: `${base}/api/mcp/docs`,
  };
}

export function registerOAuthRoutes(app: FastifyInstance, services: { db: Db; oauth: OAuthService; identity: IdentityService }) {
  const { oauth } = services;
  const throttle = new SignInThrottle(services.db);
  const metadata = authorizationServerMetadata(oauth);

  // CORS. Discovery and the token endpoints: any origin, no credentials. /api/mcp: the origins the
  // Origin check already let through, with the headers a browser client must read.
  // A callback hook (it runs on every response; an async one costs a promise and a microtask turn).
  app.addHook('onSend', (request, reply, payload, done) => {
    const query = request.url.indexOf('?');
    const path = query < 0 ? request.url : request.url.slice(0, query);
    if (OPEN_CORS_PATHS.includes(path)) reply.header('access-control-allow-origin', '*');
    else if ((path === '/api/mcp' || path.startsWith('/api/mcp/')) && request.headers.origin) {
      reply.header('access-control-allow-origin', request.headers.origin);
      reply.header('access-control-expose-headers', MCP_EXPOSED_HEADERS);
      addVary(reply, 'Origin');
    }
    done(null, payload);
  });
  const preflight = (allowHeaders: string) => async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(204)
      .header('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS')
      .header('access-control-allow-headers', allowHeaders)
      .header('access-control-max-age', '600')
      .send();
  for (const path of OPEN_CORS_PATHS) app.options(path, preflight('authorization, content-type, mcp-protocol-version'));
  for (const path of ['/api/mcp', '/api/mcp/*']) {
    app.options(path, preflight('authorization, content-type, accept, mcp-protocol-version, mcp-session-id, last-event-id'));
  }

  for (const path of ['/.well-known/oauth-authorization-server', '/.well-known/oauth-authorization-server/api/mcp']) {
    app.get(path, async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(metadata));
  }

  // Form bodies (RFC 6749 requires application/x-www-form-urlencoded) for the three endpoints below only.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.post('/register', async (request, reply) => {
      try {
        // Registration is open to anyone: bounded per client address (unused ones are also pruned after a day).
        const retry = await throttle.take([{ key: `oauth:register:${request.ip}`, limit: REGISTRATIONS_PER_WINDOW }]);
        if (retry > 0) {
          return reply
            .code(429)
            .header('retry-after', String(retry))
            .send({
              error: 'too_many_requests',
              error_description: `Too many client registrations from this address; retry in ${retry} s`,
            });
        }
        const registered = await oauth.clients.register(request.body);
        return reply.code(201).header('cache-control', 'no-store').send(registered);
      } catch (err) {
        return sendOAuthError(reply, err);
      }
    });

    scope.post('/token', async (request, reply) => {
      try {
        const tokens = await oauth.token((request.body ?? {}) as Record<string, unknown>);
        return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(tokens);
      } catch (err) {
        return sendOAuthError(reply, err);
      }
    });

    scope.post('/revoke', async (request, reply) => {
      try {
        await oauth.revokeToken((request.body ?? {}) as Record<string, unknown>);
        return reply.code(200).send({});
      } catch (err) {
        return sendOAuthError(reply, err);
      }
    });
  });

  app.get('/authorize', async (request, reply) => {
    const outcome = await oauth.authorize((request.query ?? {}) as Record<string, unknown>);
    if (outcome.kind === 'error_page') return errorPage(reply, outcome.message);
    return reply.header('cache-control', 'no-store').redirect(outcome.url, 302);
  });

  // The consent page's API: the signed-in owner (session cookie + CSRF token on the POST).
  app.get<{ Params: { id: string } }>('/api/studio/oauth/requests/:id', async (request, reply) => {
    const account = await requireStudioPrincipal(services.identity, request, reply);
    if (!account) return;
    try {
      return await oauth.describeRequest(request.params.id);
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.post<{ Params: { id: string } }>('/api/studio/oauth/requests/:id', async (request, reply) => {
    const account = await requireStudioPrincipal(services.identity, request, reply);
    if (!account) return;
    try {
      const body = parseInput(decisionBody, request.body);
      return await oauth.decide(account.id, request.params.id, {
        approve: body.decision === 'approve',
        scopes: body.scopes,
        app_id: body.app_id ?? null,
      });
    } catch (err) {
      return sendError(reply, err);
    }
  });

  // The token panel: OAuth grants beside static tokens.
  app.get('/api/studio/oauth/grants', async (request, reply) => {
    const account = await requireStudioPrincipal(services.identity, request, reply);
    if (!account) return;
    return { grants: await oauth.listGrants(account.id) };
  });

  app.delete<{ Params: { id: string } }>('/api/studio/oauth/grants/:id', async (request, reply) => {
    const account = await requireStudioPrincipal(services.identity, request, reply);
    if (!account) return;
    if (!(await oauth.revokeOwnGrant(account.id, request.params.id)))
      return sendError(reply, new ServiceError('not_found', 'Grant not found'));
    return { grant_id: request.params.id, revoked: true };
  });
}
