import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Principal, RateBudget } from '../platform/types.ts';
import { compactAnnotations, compactSchema } from '../platform/compact.ts';
import { StaticBody } from '../platform/compression.ts';
import { ERROR_KINDS, ServiceError, toWireError } from '../platform/errors.ts';
import { setRateHeaders } from '../platform/http.ts';
import { resultJson, resultJsonString } from '../platform/result-json.ts';
import type { CallInfo, ToolRunner } from '../platform/runner.ts';
import { SERVER_INFO } from '../platform/version.ts';
import { authenticateRequest, sendAuthFailure, type TransportServices } from './auth.ts';
import { answerModern, eraOf, modernToolListResult, unsupportedVersion } from './mcp-modern.ts';
import { MultiplexTransport } from './mcp-multiplex.ts';

/**
 * tools/list is the same for every caller, so it is built once, in its concise form (src/platform/compact.ts).
 * It carries no outputSchema: output schemas were more than half of the answer an agent keeps in its
 * context, for a validation clients may do but agents do not need (results still carry
 * structuredContent, checked against the schemas under test; the manifest, OpenAPI and docs/tools.md
 * publish them in full). Nor does it carry what only people or the manifest's readers use: the display
 * title (clients show the name instead), the `details` of a description, and the scopes (a refused
 * call names the scopes it needs; the manifest lists them).
 */
export function buildToolList(runner: ToolRunner): Tool[] {
  return [...runner.tools.values()].map(({ tool, inputSchema }) => ({
    name: tool.name,
    description: tool.description,
    inputSchema: compactSchema(inputSchema) as Tool['inputSchema'],
    annotations: compactAnnotations(tool.annotations),
  }));
}

/**
 * A single tools/list request (no pagination exists, so a cursor changes nothing), which is answered
 * from the cached body without going through the SDK.
 */
function plainToolsListId(body: unknown): string | number | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const m = body as { jsonrpc?: unknown; method?: unknown; id?: unknown; params?: unknown };
  if (m.jsonrpc !== '2.0' || m.method !== 'tools/list') return null;
  if (!(typeof m.id === 'string' || (typeof m.id === 'number' && Number.isInteger(m.id)))) return null;
  if (m.params !== undefined) {
    if (typeof m.params !== 'object' || m.params === null || Array.isArray(m.params)) return null;
    const p = m.params as Record<string, unknown>;
    if (Object.keys(p).some((k) => k !== 'cursor' && k !== '_meta')) return null;
    if (p.cursor !== undefined && typeof p.cursor !== 'string') return null;
    if (!plainMeta(p._meta)) return null;
  }
  return m.id;
}

/** `_meta` as the SDK accepts it: absent, or an object whose progressToken (if any) is a string or integer. */
function plainMeta(meta: unknown): boolean {
  if (meta === undefined) return true;
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) return false;
  const token = (meta as { progressToken?: unknown }).progressToken;
  return token === undefined || typeof token === 'string' || (typeof token === 'number' && Number.isInteger(token));
}

/**
 * A single tools/call request with nothing but a name, an arguments object and `_meta`: answered by
 * the route itself (see registerMcpRoutes). Anything else (batches, task-augmented calls, malformed
 * params) goes through the SDK, which validates and answers it.
 */
function plainToolsCall(body: unknown): { id: string | number; name: string; args: Record<string, unknown> } | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const m = body as { jsonrpc?: unknown; method?: unknown; id?: unknown; params?: unknown };
  if (m.jsonrpc !== '2.0' || m.method !== 'tools/call') return null;
  if (!(typeof m.id === 'string' || (typeof m.id === 'number' && Number.isInteger(m.id)))) return null;
  if (typeof m.params !== 'object' || m.params === null || Array.isArray(m.params)) return null;
  const p = m.params as Record<string, unknown>;
  for (const k in p) if (k !== 'name' && k !== 'arguments' && k !== '_meta') return null;
  if (typeof p.name !== 'string') return null;
  if (!plainMeta(p._meta)) return null;
  // Only an absent `arguments` defaults to {}; null, arrays and scalars go to the SDK, which refuses them.
  const args = p.arguments === undefined ? {} : p.arguments;
  if (typeof args !== 'object' || args === null || Array.isArray(args)) return null;
  return { id: m.id, name: p.name, args: args as Record<string, unknown> };
}

/**
 * The JSON-RPC answer to a tools/call, serialised here: the result is stringified once and used both
 * as `structuredContent` and (escaped) as the text content, exactly what the SDK path sends.
 * `resultFields` adds members to a result (2026-07-28's `resultType` and `_meta`).
 */
async function answerToolsCall(
  runner: ToolRunner,
  principal: Principal,
  { id, name, args }: { id: string | number; name: string; args: unknown },
  info: CallInfo,
  resultFields = '',
): Promise<string> {
  const idJson = JSON.stringify(id);
  const lead = resultFields ? `${resultFields},` : '';
  try {
    const result = await runner.call(principal, name, args, 'mcp', info);
    const json = resultJson(result);
    return `{"result":{${lead}"content":[{"type":"text","text":${resultJsonString(result, json)}}],"structuredContent":${json}},"jsonrpc":"2.0","id":${idJson}}`;
  } catch (err) {
    const e = err instanceof ServiceError ? err : new ServiceError('internal');
    const wire = toWireError(e);
    if (ERROR_KINDS[e.kind].tool) {
      const text = JSON.stringify(JSON.stringify({ error: wire }));
      return `{"result":{${lead}"content":[{"type":"text","text":${text}}],"isError":true},"jsonrpc":"2.0","id":${idJson}}`;
    }
    const error = { code: wire.code, message: wire.message, ...(wire.data !== undefined ? { data: wire.data } : {}) };
    return `{"jsonrpc":"2.0","id":${idJson},"error":${JSON.stringify(error)}}`;
  }
}

/**
 * tools/list answers, serialised and compressed once per request id (clients mostly reuse a few
 * small ids), instead of re-serialising ~70 KB per call. The registry only changes at start-up.
 */
class ToolListBodies {
  private readonly result: string;
  private readonly byId = new Map<string, StaticBody>();
  /** `result`: the serialised result object. */
  constructor(result: string) {
    this.result = result;
  }
  get(id: string | number): StaticBody {
    const key = JSON.stringify(id);
    let body = this.byId.get(key);
    if (!body) {
      if (this.byId.size >= 64) this.byId.delete(this.byId.keys().next().value!);
      body = new StaticBody(`{"result":${this.result},"jsonrpc":"2.0","id":${key}}`);
      this.byId.set(key, body);
    }
    return body;
  }
}

/** An error the SDK turns into a JSON-RPC error object with exactly this code, message and data. */
function rpcError(err: ServiceError): Error {
  const wire = toWireError(err);
  return Object.assign(new Error(wire.message), { code: wire.code, data: wire.data });
}

const INSTRUCTIONS =
  'Fine Structure builds, edits, validates, versions and publishes web apps. Start with get_platform_guide or ' +
  'get_recommended_workflow. Generation is asynchronous: poll get_job_status every 3-5 seconds.';

/** One answer of the MCP endpoint: a status and JSON text, or a cached tools/list body; `rate` for the RateLimit-* headers. */
export type McpAnswer = { status: number; body?: string; rate?: RateBudget } | { toolList: StaticBody };

/**
 * The stateless Streamable HTTP endpoint: no session, any node can answer any POST. One SDK `Server`
 * is built at start and shared by all requests through a multiplexing transport (building a Server
 * per request cost ~85 µs, most of a call's time; see docs/benchmarks.md). `answer` is what a POST
 * of an authenticated caller gets, whichever HTTP path received it (the Fastify route below, or the
 * raw fast path of src/transports/fast-path.ts).
 */
export class McpEndpoint {
  private readonly runner: ToolRunner;
  private readonly server: Server;
  private readonly transport = new MultiplexTransport();
  private readonly connected: Promise<void>;
  /** Whether `connected` has resolved: calls then skip its `await` (one microtask turn each). */
  private ready = false;
  private readonly toolListBodies: ToolListBodies;
  private readonly modernToolListBodies: ToolListBodies;

  constructor(runner: ToolRunner) {
    this.runner = runner;
    const toolList = buildToolList(runner);
    this.toolListBodies = new ToolListBodies(JSON.stringify({ tools: toolList }));
    this.modernToolListBodies = new ToolListBodies(modernToolListResult(toolList));
    const server = new Server(SERVER_INFO, { capabilities: { tools: { listChanged: false } }, instructions: INSTRUCTIONS });
    server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: toolList }));
    server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
      const principal = extra.authInfo?.extra?.principal as Principal;
      // The POST handler reads the budget back from this per-request object to set the RateLimit-* headers.
      const info = (extra.authInfo?.extra?.call ?? {}) as CallInfo;
      try {
        const result = await runner.call(principal, request.params.name, request.params.arguments ?? {}, 'mcp', info);
        return { content: [{ type: 'text', text: resultJson(result) }], structuredContent: result as Record<string, unknown> };
      } catch (err) {
        const kind = err instanceof ServiceError ? err.kind : 'internal';
        if (ERROR_KINDS[kind].tool) {
          return { content: [{ type: 'text', text: JSON.stringify({ error: toWireError(err) }) }], isError: true };
        }
        throw rpcError(err instanceof ServiceError ? err : new ServiceError('internal'));
      }
    });
    this.server = server;
    this.connected = server.connect(this.transport).then(() => {
      this.ready = true;
    });
  }

  close(): Promise<void> {
    return this.server.close();
  }

  /** The answer to one POST body of an authenticated caller. */
  async answer(principal: Principal, headers: IncomingHttpHeaders, body: unknown): Promise<McpAnswer> {
    if (!this.ready) await this.connected;
    const version = typeof headers['mcp-protocol-version'] === 'string' ? headers['mcp-protocol-version'] : undefined;
    const era = eraOf(version, body);
    if (era !== 'legacy') {
      const info: CallInfo = {};
      const answer =
        era === 'modern'
          ? await answerModern(headers, body, {
              instructions: INSTRUCTIONS,
              callTool: (call, fields) => answerToolsCall(this.runner, principal, call, info, fields),
            })
          : unsupportedVersion(version!, (body as { id?: string | number } | null)?.id ?? null);
      if ('toolList' in answer) return { toolList: this.modernToolListBodies.get(answer.toolList) };
      return { status: answer.status, body: answer.body, rate: info.rate };
    }
    // The two calls agents make most are answered here, without the SDK's per-message work (its
    // request is parsed twice and its result once more by zod, then serialised again): the answers
    // are the same (docs/benchmarks.md).
    const plain = plainToolsCall(body);
    if (plain) {
      const info: CallInfo = {};
      const text = await answerToolsCall(this.runner, principal, plain, info);
      return { status: 200, body: text, rate: info.rate };
    }
    const listId = plainToolsListId(body);
    if (listId !== null) return { toolList: this.toolListBodies.get(listId) };
    const call: CallInfo = {};
    const answer = await this.transport.handle(body, {
      token: '',
      clientId: principal.tokenId,
      scopes: [...principal.scopes],
      extra: { principal, call },
    });
    return { status: answer.status, body: answer.body === undefined ? undefined : JSON.stringify(answer.body), rate: call.rate };
  }
}

/** The MCP endpoint's Fastify routes: POST answers (McpEndpoint), GET and DELETE are refused (stateless). */
export function registerMcpRoutes(app: FastifyInstance, services: TransportServices, endpoint: McpEndpoint) {
  app.addHook('onClose', async () => {
    await endpoint.close();
  });

  app.post('/api/mcp', async (request, reply) => {
    const principal = await authenticateRequest(services, request);
    if (!principal) return sendAuthFailure(services, request, reply, 'mcp');
    const answer = await endpoint.answer(principal, request.headers, request.body);
    if ('toolList' in answer) return answer.toolList.send(request, reply);
    if (answer.rate) setRateHeaders(reply, answer.rate);
    reply.code(answer.status);
    return answer.body === undefined ? reply.send() : reply.type('application/json; charset=utf-8').send(answer.body);
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
