import type { FastifyReply } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { z } from 'zod';
import { ERROR_KINDS, ServiceError, toWireError, type WireError } from './errors.ts';
import { MAX_BODY_DEPTH, tooDeep } from './nesting.ts';
import type { RateBudget } from './types.ts';

/**
 * The caller's remaining request budget as response headers: `RateLimit-Limit`, `-Remaining` and
 * `-Reset` (seconds) of the window that binds first, and `RateLimit-Policy` listing every window
 * (draft-ietf-httpapi-ratelimit-headers; see docs/decisions.md).
 */
export function setRateHeaders(reply: FastifyReply, rate: Pick<RateBudget, 'limit' | 'remaining' | 'reset' | 'policy'>) {
  reply.headers(rateHeaders(rate));
}

/** The RateLimit-* headers of a budget (setRateHeaders; the raw fast path writes them itself). */
export function rateHeaders(rate: Pick<RateBudget, 'limit' | 'remaining' | 'reset' | 'policy'>): Record<string, string> {
  const headers: Record<string, string> = {
    'ratelimit-limit': String(rate.limit),
    'ratelimit-remaining': String(rate.remaining),
    'ratelimit-reset': String(rate.reset),
  };
  if (rate.policy) headers['ratelimit-policy'] = rate.policy;
  return headers;
}

/** Adds a field to the response's Vary header, keeping those already named (hooks run in either order). */
export function addVary(reply: FastifyReply, field: string) {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', field);
  else if (
    !String(vary)
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(field.toLowerCase())
  )
    reply.header('vary', `${String(vary)}, ${field}`);
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
  const { status, headers, body } = errorAnswer(err, httpStatus);
  if (headers) reply.headers(headers);
  return reply.code(status).send(body);
}

/** What sendError sends, as status, headers and body (the raw fast path writes it itself). */
export function errorAnswer(
  err: unknown,
  httpStatus?: number,
): { status: number; headers: Record<string, string> | null; body: { error: WireError } } {
  const wire = toWireError(err);
  let headers: Record<string, string> | null = null;
  if (wire.kind === 'rate_limited' && typeof wire.data?.retry_after === 'number') {
    const rate = rateOfError(wire.data);
    headers = { 'retry-after': String(wire.data.retry_after), ...(rate ? rateHeaders(rate) : {}) };
  }
  return { status: httpStatus ?? ERROR_KINDS[wire.kind].rest, headers, body: { error: wire } };
}

/** A request body the JSON parser refused: the status, and for /api/mcp the JSON-RPC id it carried. */
export type BodyError = Error & { statusCode?: number; code?: string; rpcId?: unknown };

/**
 * Parses a JSON request body: an empty body is an empty argument object (undefined), not a parse
 * error; a body nested deeper than MAX_BODY_DEPTH is refused. Throws a BodyError (see bodyErrorAnswer).
 */
export function parseJsonBody(body: string): unknown {
  const text = body.trim();
  if (text === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw Object.assign(new Error(ERROR_KINDS.parse_error.message), { statusCode: 400, code: 'PARSE_ERROR' });
  }
  const deep = tooDeep(value, MAX_BODY_DEPTH);
  if (deep) {
    // The JSON-RPC id, when there is one, so that the error answers the request it belongs to.
    const rpcId = value && typeof value === 'object' && !Array.isArray(value) ? (value as { id?: unknown }).id : undefined;
    const message = `Invalid params: ${deep} is nested more than ${MAX_BODY_DEPTH} levels deep`;
    throw Object.assign(new Error(message), { statusCode: 400, rpcId });
  }
  return value;
}

/**
 * The answer to an error raised outside a route's handler (a refused body, Fastify's own 4xx, an
 * unexpected exception): a JSON-RPC error on /api/mcp, the error table's body elsewhere.
 */
export function bodyErrorAnswer(error: BodyError, mcp: boolean): { status: number; body: unknown } {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  const kind = error.code === 'PARSE_ERROR' ? 'parse_error' : status === 500 ? 'internal' : 'invalid_params';
  const message = status === 500 ? ERROR_KINDS.internal.message : error.message;
  if (mcp) {
    const id = typeof error.rpcId === 'string' || typeof error.rpcId === 'number' ? error.rpcId : null;
    return { status: ERROR_KINDS[kind].mcpHttp, body: { jsonrpc: '2.0', id, error: { code: ERROR_KINDS[kind].rpc, message } } };
  }
  // Fastify's own 4xx (413 body too large, 415 media type, …) keep their status; the body is the table's.
  const answer = errorAnswer(new ServiceError(kind, message), status);
  return { status: answer.status, body: answer.body };
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
export function bearerOf(request: { headers: IncomingHttpHeaders }): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}
