import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../identity/service.ts';
import { ERROR_KINDS, ServiceError, toWireError } from '../platform/errors.ts';
import type { ToolRunner } from '../platform/runner.ts';
import { SERVER_INFO } from '../platform/version.ts';
import type { Services } from '../services.ts';
import { authenticateRequest, sendAuthFailure } from './auth.ts';

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
 * The stateless Streamable HTTP endpoint. The SDK's transport refuses reuse across requests in
 * stateless mode, so each POST gets a fresh Server and transport; everything heavy (tool list,
 * schemas, services) is built once and shared.
 */
export function registerMcpRoutes(app: FastifyInstance, services: Services, runner: ToolRunner) {
  const toolList = buildToolList(runner);

  function serverFor(principal: Principal): Server {
    const server = new Server(SERVER_INFO, { capabilities: { tools: { listChanged: false } }, instructions: INSTRUCTIONS });
    server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: toolList }));
    server.setRequestHandler(CallToolRequestSchema, async (request) => {
      try {
        const result = await runner.call(principal, request.params.name, request.params.arguments ?? {}, 'mcp');
        return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result as Record<string, unknown> };
      } catch (err) {
        const kind = err instanceof ServiceError ? err.kind : 'internal';
        if (ERROR_KINDS[kind].tool) {
          return { content: [{ type: 'text', text: JSON.stringify({ error: toWireError(err) }) }], isError: true };
        }
        throw rpcError(err instanceof ServiceError ? err : new ServiceError('internal'));
      }
    });
    return server;
  }

  async function handlePost(request: FastifyRequest, reply: FastifyReply) {
    const principal = await authenticateRequest(services, request);
    if (!principal) return sendAuthFailure(services, request, reply, 'mcp');
    const server = serverFor(principal);
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      const headers: Record<string, string> = {
        // Plain JSON-RPC clients (curl, scripts) may send only `Accept: application/json`; we always answer JSON.
        accept: 'application/json, text/event-stream',
        'content-type': 'application/json',
      };
      const version = request.headers['mcp-protocol-version'];
      if (typeof version === 'string') headers['mcp-protocol-version'] = version;
      const webRequest = new Request(`${services.config.publicUrl}/api/mcp`, { method: 'POST', headers });
      const response = await transport.handleRequest(webRequest, { parsedBody: request.body });
      reply.code(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'content-length') reply.header(key, value);
      });
      const text = await response.text();
      return reply.send(text === '' ? undefined : text);
    } finally {
      await transport.close();
      await server.close();
    }
  }

  app.post('/api/mcp', handlePost);
  const notAllowed = async (_: FastifyRequest, reply: FastifyReply) =>
    reply.code(405).header('allow', 'POST').send({ jsonrpc: '2.0', id: null, error: { code: -32000, message: 'Method not allowed: this stateless endpoint accepts POST only' } });
  app.get('/api/mcp', notAllowed);
  app.delete('/api/mcp', notAllowed);
}
