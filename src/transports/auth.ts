import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Principal } from '../platform/types.ts';
import { ERROR_KINDS, ServiceError } from '../platform/errors.ts';
import { bearerOf, errorAnswer } from '../platform/http.ts';
import type { Config } from '../config.ts';
import type { Db } from '../storage/index.ts';

/** What the transports use: settings, the store (health), and identity's token check (structural, so transports name no area). */
export interface TransportServices {
  config: Config;
  db: Db;
  identity: { authenticate(token: string): Promise<Principal | null> };
}

/** The tool caller behind a request's static token, or null. */
export async function authenticateRequest(
  services: TransportServices,
  request: { headers: IncomingHttpHeaders },
): Promise<Principal | null> {
  const token = bearerOf(request);
  return token ? services.identity.authenticate(token) : null;
}

export function resourceMetadataUrl(services: TransportServices): string {
  return `${services.config.publicUrl}/.well-known/oauth-protected-resource/api/mcp`;
}

/** 401 with an RFC 6750 / RFC 9728 challenge, in the body shape of the transport. */
export function sendAuthFailure(services: TransportServices, request: FastifyRequest, reply: FastifyReply, transport: 'mcp' | 'rest') {
  const { status, challenge, body } = authFailure(services, request, transport);
  return reply.code(status).header('www-authenticate', challenge).send(body);
}

/** What sendAuthFailure sends: the status, the WWW-Authenticate challenge and the body (the raw fast path writes it itself). */
export function authFailure(
  services: TransportServices,
  request: { headers: IncomingHttpHeaders; body?: unknown },
  transport: 'mcp' | 'rest',
): { status: number; challenge: string; body: unknown } {
  const hadToken = !!bearerOf(request);
  const challenge =
    `Bearer realm="fine-structure", resource_metadata="${resourceMetadataUrl(services)}"` +
    (hadToken ? ', error="invalid_token", error_description="The access token is invalid, expired or revoked"' : '');
  if (transport === 'rest') {
    const { status, body } = errorAnswer(new ServiceError('unauthenticated'));
    return { status, challenge, body };
  }
  const { rpc, message } = ERROR_KINDS.unauthenticated;
  const body = request.body as { id?: unknown } | undefined;
  const id = body && typeof body === 'object' && !Array.isArray(body) && 'id' in body ? body.id : null;
  return { status: ERROR_KINDS.unauthenticated.mcpHttp, challenge, body: { jsonrpc: '2.0', id, error: { code: rpc, message } } };
}
