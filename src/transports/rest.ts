import type { FastifyInstance } from 'fastify';
import { ServiceError } from '../platform/errors.ts';
import { sendError, setRateHeaders } from '../platform/http.ts';
import type { CallInfo, ToolRunner } from '../platform/runner.ts';
import { authenticateRequest, sendAuthFailure, type TransportServices } from './auth.ts';

/**
 * The per-tool REST bridge: `POST /api/mcp/tools/<name>` with the arguments as the JSON body.
 * 200 carries the tool's payload itself; failures are `{error: {code, kind, message, data?}}` with
 * the status of the error table (Retry-After on 429).
 */
export function registerRestRoutes(app: FastifyInstance, services: TransportServices, runner: ToolRunner) {
  app.post<{ Params: { name: string } }>('/api/mcp/tools/:name', async (request, reply) => {
    const principal = await authenticateRequest(services, request);
    if (!principal) return sendAuthFailure(services, request, reply, 'rest');
    const body = request.body ?? {};
    try {
      if (typeof body !== 'object' || Array.isArray(body)) {
        throw new ServiceError('invalid_params', 'The request body must be a JSON object of tool arguments');
      }
      const info: CallInfo = {};
      try {
        return await runner.call(principal, request.params.name, body, 'rest', info);
      } finally {
        if (info.rate) setRateHeaders(reply, info.rate);
      }
    } catch (err) {
      return sendError(reply, err);
    }
  });
}
