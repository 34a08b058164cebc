import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../platform/types.ts';
import { ERROR_KINDS, ServiceError } from '../platform/errors.ts';
import { bearerOf, sendError } from '../platform/http.ts';
import type { Config } from '../config.ts';
import type { Db } from '../storage/index.ts';

/** What the transports use: settings, the store (health), and identity's token check (structural, so transports name no area). */
export interface TransportServices {
  config: Config;
  db: Db;
  identity: { authenticate(token: string): Promise<Principal | null> };
}

/** The tool caller behind a request's static token, or null. */
export async function authenticateRequest(services: TransportServices, request: FastifyRequest): Promise<Principal | null> {
  const token = bearerOf(request);
  return token ? services.identity.authenticate(token) : null;
}

export function resourceMetadataUrl(services: TransportServices): string {
  return `${services.config.publicUrl}/.well-known/oauth-protected-resource/api/mcp`;
}

/** 401 with an RFC 6750 / RFC 9728 challenge, in the body shape of the transport. */
export function sendAuthFailure(services: TransportServices, request: FastifyRequest, reply: FastifyReply, transport: 'mcp' | 'rest') {
  const hadToken = !!bearerOf(request);
  const challenge =
    `Bearer realm="fine-structure", resource_metadata="${resourceMetadataUrl(services)}"` +
    (hadToken ? ', error="invalid_token", error_description="The access token is invalid, expired or revoked"' : '');
  const { rpc, message } = ERROR_KINDS.unauthenticated;
  reply.header('www-authenticate', challenge);
  if (transport === 'rest') return sendError(reply, new ServiceError('unauthenticated'));
  reply.code(ERROR_KINDS.unauthenticated.mcpHttp);
  const body = request.body as { id?: unknown } | undefined;
  const id = body && typeof body === 'object' && !Array.isArray(body) && 'id' in body ? body.id : null;
  return reply.send({ jsonrpc: '2.0', id, error: { code: rpc, message } });
}
