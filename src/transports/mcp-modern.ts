/**
 * MCP 2026-07-28 ("modern": no `initialize`, no session; every request carries its protocol version,
 * client identity and capabilities in `_meta`, mirrored in HTTP headers) on the same /api/mcp
 * endpoint that serves 2025-11-25 and earlier ("legacy") through the v1 SDK. A request is modern when
 * its `MCP-Protocol-Version` header names a modern revision; an `initialize` handshake, or a header
 * naming a legacy revision, keeps a client on the legacy path. See docs/decisions.md.
 *
 * The modern surface of this server is small — it offers tools only — so it is answered here:
 * `server/discover`, `tools/list` (cacheable: `ttlMs`, `cacheScope`) and `tools/call`, with the
 * transport's validation (`Mcp-Method`/`Mcp-Name` must match the body: -32020 HeaderMismatch),
 * -32022 UnsupportedProtocolVersion (400) and 404 for methods this revision does not have.
 */
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { SERVER_INFO } from '../platform/version.ts';

export const MODERN_PROTOCOL_VERSIONS: readonly string[] = ['2026-07-28'];
/** Every revision /api/mcp serves, newest first (what -32022 and server/discover list). */
export const ALL_PROTOCOL_VERSIONS: readonly string[] = [...MODERN_PROTOCOL_VERSIONS, ...SUPPORTED_PROTOCOL_VERSIONS];

export const META_PROTOCOL_VERSION = 'io.modelcontextprotocol/protocolVersion';
const META_SERVER_INFO = 'io.modelcontextprotocol/serverInfo';

/** How long clients (and, `public`, shared caches) may reuse tools/list and server/discover: the registry changes only on a deploy. */
export const LIST_TTL_MS = 600_000;

const HEADER_MISMATCH = -32020;
const UNSUPPORTED_VERSION = -32022;

type Id = string | number;
/** An HTTP status and JSON body, or the request id of a tools/list the route answers from its cached bodies. */
export type ModernAnswer = { status: number; body?: string } | { toolList: Id };

const json = (status: number, value: unknown): ModernAnswer => ({ status, body: JSON.stringify(value) });
const rpcError = (status: number, id: Id | null, code: number, message: string, data?: unknown): ModernAnswer =>
  json(status, { jsonrpc: '2.0', id, error: { code, message, ...(data === undefined ? {} : { data }) } });

/** What every modern result carries besides its own members (`resultType`, the server's identity). */
export const MODERN_RESULT_FIELDS = `"resultType":"complete","_meta":${JSON.stringify({ [META_SERVER_INFO]: SERVER_INFO })}`;

/** A `-32022` answer for a revision this endpoint does not serve. */
export function unsupportedVersion(requested: string, id: Id | null = null): ModernAnswer {
  return rpcError(400, id, UNSUPPORTED_VERSION, `Unsupported protocol version ${requested.slice(0, 40)}`, {
    supported: ALL_PROTOCOL_VERSIONS,
    requested: requested.slice(0, 40),
  });
}

/** Which path serves a POST: by the `MCP-Protocol-Version` header, and for a header-less request by its `_meta`. */
export function eraOf(version: string | undefined, body: unknown): 'modern' | 'legacy' | 'unsupported' {
  if (version === undefined) {
    // A modern request must send the header; one that forgot it is refused (HeaderMismatch) on the modern path.
    const meta = (body as { params?: { _meta?: Record<string, unknown> } } | null)?.params?._meta;
    return meta && typeof meta === 'object' && typeof meta[META_PROTOCOL_VERSION] === 'string' ? 'modern' : 'legacy';
  }
  if (MODERN_PROTOCOL_VERSIONS.includes(version)) return 'modern';
  if (SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return 'legacy';
  // The v1 SDK lets `initialize` negotiate whatever version its header named.
  return (body as { method?: unknown } | null)?.method === 'initialize' ? 'legacy' : 'unsupported';
}

/** An `Mcp-Name` / `Mcp-Param-*` value, decoding the `=?base64?…?=` form. */
function headerValue(raw: string): string {
  const m = /^=\?base64\?([A-Za-z0-9+/=]*)\?=$/.exec(raw);
  return m ? Buffer.from(m[1]!, 'base64').toString('utf8') : raw;
}

/** The 2026-07-28 tools/list result (serialised once; one page holds every tool, there is no cursor to follow). */
export function modernToolListResult(tools: unknown[]): string {
  return `{${MODERN_RESULT_FIELDS},"tools":${JSON.stringify(tools)},"ttlMs":${LIST_TTL_MS},"cacheScope":"public"}`;
}

export interface ModernHandlers {
  instructions: string;
  /** Runs a tools/call and answers the whole JSON-RPC response (with `resultFields` in a result). */
  callTool(call: { id: Id; name: string; args: Record<string, unknown> }, resultFields: string): Promise<string>;
}

/** Answers one modern POST (already authenticated). */
export async function answerModern(
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
  handlers: ModernHandlers,
): Promise<ModernAnswer> {
  if (Array.isArray(body))
    return rpcError(400, null, -32600, 'Invalid Request: 2026-07-28 requests are single JSON-RPC messages, not batches');
  if (typeof body !== 'object' || body === null) return rpcError(400, null, -32600, 'Invalid Request: not a JSON-RPC 2.0 message');
  const m = body as { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown };
  const hasId = typeof m.id === 'string' || (typeof m.id === 'number' && Number.isInteger(m.id));
  if (m.jsonrpc !== '2.0' || typeof m.method !== 'string' || (!hasId && 'id' in m)) {
    return rpcError(400, hasId ? (m.id as Id) : null, -32600, 'Invalid Request: not a JSON-RPC 2.0 request');
  }
  // Notifications are accepted and have nothing to act on here (cancellation is closing the response).
  if (!hasId) return { status: 202 };
  const id = m.id as Id;
  if (m.params !== undefined && (typeof m.params !== 'object' || m.params === null || Array.isArray(m.params))) {
    return rpcError(200, id, -32602, `Invalid params for ${m.method.slice(0, 100)}: params must be an object`);
  }
  const params = (m.params ?? {}) as Record<string, unknown>;
  const meta = params._meta as Record<string, unknown> | undefined;

  // Transport validation: the mirrored headers must be present and agree with the body.
  const header = (name: string) => {
    const v = headers[name];
    return typeof v === 'string' ? v : undefined;
  };
  const mismatch = (message: string) => rpcError(400, id, HEADER_MISMATCH, `Header mismatch: ${message}`);
  const version = header('mcp-protocol-version');
  const bodyVersion = meta && typeof meta === 'object' ? meta[META_PROTOCOL_VERSION] : undefined;
  if (version === undefined) return mismatch('the MCP-Protocol-Version header is required');
  if (bodyVersion !== version) {
    return mismatch(
      `MCP-Protocol-Version ${version} does not match _meta["${META_PROTOCOL_VERSION}"] ${JSON.stringify(bodyVersion ?? null)}`,
    );
  }
  const method = header('mcp-method');
  if (method === undefined) return mismatch('the Mcp-Method header is required');
  if (method !== m.method) return mismatch(`Mcp-Method ${method.slice(0, 100)} does not match method ${m.method.slice(0, 100)}`);
  if (m.method === 'tools/call') {
    const name = header('mcp-name');
    if (name === undefined) return mismatch('the Mcp-Name header is required on tools/call');
    if (headerValue(name) !== params.name) return mismatch('Mcp-Name does not match params.name');
  }

  switch (m.method) {
    case 'server/discover':
      return {
        status: 200,
        body:
          `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{${MODERN_RESULT_FIELDS},` +
          `"supportedVersions":${JSON.stringify(ALL_PROTOCOL_VERSIONS)},"capabilities":{"tools":{"listChanged":false}},` +
          `"instructions":${JSON.stringify(handlers.instructions)},"ttlMs":${LIST_TTL_MS},"cacheScope":"public"}}`,
      };
    case 'tools/list':
      return { toolList: id };
    case 'tools/call': {
      if (typeof params.name !== 'string') return rpcError(200, id, -32602, 'Invalid params for tools/call: name must be a string');
      const args = params.arguments === undefined ? {} : params.arguments;
      if (typeof args !== 'object' || args === null || Array.isArray(args)) {
        return rpcError(200, id, -32602, 'Invalid params for tools/call: arguments must be an object');
      }
      return {
        status: 200,
        body: await handlers.callTool({ id, name: params.name, args: args as Record<string, unknown> }, MODERN_RESULT_FIELDS),
      };
    }
    default: {
      const legacy = m.method === 'initialize' || m.method === 'ping';
      return rpcError(
        404,
        id,
        -32601,
        legacy
          ? `Method not found: ${m.method} is not part of MCP 2026-07-28 (send MCP-Protocol-Version 2025-11-25 to use it)`
          : `Method not found: ${m.method.slice(0, 100)} (this server offers server/discover, tools/list and tools/call)`,
      );
    }
  }
}
