import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ERROR_KINDS, ServiceError, toWireError } from './errors.ts';

/** Sends any error as `{error: {code, kind, message, data?}}` with the status of the error table. */
export function sendError(reply: FastifyReply, err: unknown) {
  const wire = toWireError(err);
  if (wire.kind === 'rate_limited' && typeof wire.data?.retry_after === 'number')
    reply.header('retry-after', String(wire.data.retry_after));
  return reply.code(ERROR_KINDS[wire.kind].rest).send({ error: wire });
}

/** Parses an HTTP body or query with a zod schema; `invalid_params` naming each bad field otherwise. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const r = schema.safeParse(input ?? {});
  if (!r.success)
    throw new ServiceError('invalid_params', r.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
  return r.data;
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}
