import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../platform/types.ts';
import { ERROR_KINDS, ServiceError, toWireError } from '../platform/errors.ts';
import { setRateHeaders } from '../platform/http.ts';
import type { CallInfo, ToolRunner } from '../platform/runner.ts';
import { SERVER_INFO } from '../platform/version.ts';
import { authenticateRequest, sendAuthFailure, type TransportServices } from './auth.ts';
import { MultiplexTransport } from './mcp-multiplex.ts';

/** tools/list is the same for every caller, so it is built once. */
export function buildToolList(runner: ToolRunner): Tool[] {
  return [...runner.tools.values()].map(({ tool, inputSchema, outputSchema }) => ({
    name: tool.name,
    title: tool.annotations.title,
    description: tool.description,
    inputSchema: inputSchema as Tool['inputSchema'],
    ...(outputSchema ? { outputSchema: outputSchema as Tool['outputSchema'] } : {}),
    annotations: tool.annotations,
    _meta: { scopes: [...tool.scopes], app_scoped: tool.app !== 'none', ...(tool.extension ? { extension: true } : {}) },
  }));
}

/** An error the SDK turns into a JSON-RPC error object with exactly this code, message and data. */
function rpcError(err: ServiceError): Error {
  const wire = toWireError(err);
  return Object.assign(new Error(wire.message), { code: wire.code, data: wire.data });
}

const INSTRUCTIONS =
  'Fine Structure builds, edits, validates, versions and publishes web apps. Start with get_platform_guide or ' +
  'get_recommended_workflow. Generation is asynchronous: poll get_job_status every 3-5 seconds.';

/**
 * The stateless Streamable HTTP endpoint: no session, any node can answer any POST. One SDK `Server`
 * is built at start and shared by all requests through a multiplexing transport (building a Server
 * per request cost ~85 µs, most of a call's time; see docs/benchmarks.md).
 */
export function registerMcpRoutes(app: FastifyInstance, services: TransportServices, runner: ToolRunner) {
  const toolList = buildToolList(runner);
  const server = new Server(SERVER_INFO, { capabilities: { tools: { listChanged: false } }, instructions: INSTRUCTIONS });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: toolList }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const principal = extra.authInfo?.extra?.principal as Principal;
    // The POST handler reads the budget back from this per-request object to set the RateLimit-* headers.
    const info = (extra.authInfo?.extra?.call ?? {}) as CallInfo;
    try {
      const result = await runner.call(principal, request.params.name, request.params.arguments ?? {}, 'mcp', info);
      return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result as Record<string, unknown> };
    } catch (err) {
      const kind = err instanceof ServiceError ? err.kind : 'internal';
      if (ERROR_KINDS[kind].tool) {
        return { content: [{ type: 'text', text: JSON.stringify({ error: toWireError(err) }) }], isError: true };
      }
      throw rpcError(err instanceof ServiceError ? err : new ServiceError('internal'));
    }
  });
  const transport = new MultiplexTransport();
  const connected = server.connect(transport);
  app.addHook('onClose', async () => {
    await server.close();
  });

  app.post('/api/mcp', async (request, reply) => {
    await connected;
    const principal = await authenticateRequest(services, request);
    if (!principal) return sendAuthFailure(services, request, reply, 'mcp');
    const version = request.headers['mcp-protocol-version'];
    const call: CallInfo = {};
    const answer = await transport.handle(request.body, typeof version === 'string' ? version : undefined, {
      token: '',
      clientId: principal.tokenId,
      scopes: [...principal.scopes],
      extra: { principal, call },
    });
    if (call.rate) setRateHeaders(reply, call.rate);
    reply.code(answer.status);
    return answer.body === undefined ? reply.send() : reply.send(answer.body);
  });
  const notAllowed = async (_: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(405)
      .header('allow', 'POST')
      .send({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32000, message: 'Method not allowed: this stateless endpoint accepts POST only' },
      });
  app.get('/api/mcp', notAllowed);
  app.delete('/api/mcp', notAllowed);
}
