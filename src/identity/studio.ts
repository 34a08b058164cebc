import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_KINDS } from '../platform/errors.ts';
import { bearerOf } from '../platform/http.ts';
import type { Account, IdentityService } from './service.ts';

/**
 * The signed-in studio user behind a request (a JWT from POST /api/auth/login), or null after a 401
 * has been sent. Static MCP tokens are not studio sessions and are refused here.
 */
export async function requireStudioUser(identity: IdentityService, request: FastifyRequest, reply: FastifyReply): Promise<Account | null> {
  const token = bearerOf(request);
  const account = token ? await identity.verifyJwt(token) : null;
  if (!account) {
    reply
      .code(401)
      .header('www-authenticate', 'Bearer realm="fine-structure-studio"')
      .send({
        error: {
          code: ERROR_KINDS.unauthenticated.rpc,
          kind: 'unauthenticated',
          message: 'A logged-in user JWT is required (POST /api/auth/login)',
        },
      });
    return null;
  }
  return account;
}
