import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ERROR_KINDS, ServiceError, toWireError } from './errors.ts';
import type { RateBudget } from './types.ts';

/**
 * The caller's remaining request budget as response headers: `RateLimit-Limit`, `-Remaining` and
 * `-Reset` (seconds) of the window that binds first, and `RateLimit-Policy` listing every window
 * (draft-ietf-httpapi-ratelimit-headers; see docs/decisions.md).
 */
export function setRateHeaders(reply: FastifyReply, rate: Pick<RateBudget, 'limit' | 'remaining' | 'reset' | 'policy'>) {
  reply.header('ratelimit-limit', String(rate.limit));
  reply.header('ratelimit-remaining', String(rate.remaining));
  reply.header('ratelimit-reset', String(rate.reset));
  if (rate.policy) reply.header('ratelimit-policy', rate.policy);
}

/** The budget carried by a `rate_limited` error's data, when it is a tool-call limit. */
export function rateOfError(data: Record<string, unknown> | undefined): RateBudget | null {
  if (!data || typeof data.limit !== 'number' || typeof data.reset !== 'number') return null;
  return data as unknown as RateBudget;
}

/**
 * Sends any error as `{error: {code, kind, message, data?}}` with the status of the error table.
 * `httpStatus` is only for refusals of the HTTP exchange itself whose status the table cannot
 * express (405 method, 413 body size, 415 media type); the body is still the table's.
 */
export function sendError(reply: FastifyReply, err: unknown, httpStatus?: number) {
  const wire = toWireError(err);
  if (wire.kind === 'rate_limited' && typeof wire.data?.retry_after === 'number') {
    reply.header('retry-after', String(wire.data.retry_after));
    const rate = rateOfError(wire.data);
    if (rate) setRateHeaders(reply, rate);
  }
  return reply.code(httpStatus ?? ERROR_KINDS[wire.kind].rest).send({ error: wire });
}

/** An access refusal by its HTTP status (401 sign in, 403 not allowed, 404 hidden), as a table error. */
export function denial(status: number, message: string): ServiceError {
  return new ServiceError(status === 401 ? 'unauthenticated' : status === 404 ? 'not_found' : 'permission_denied', message);
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
