import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import {
  Client as ModernClient,
  ProtocolError,
  SdkHttpError,
  StreamableHTTPClientTransport as ModernHttpTransport,
  UnauthorizedError,
} from '@modelcontextprotocol/client';
import { ERROR_KINDS, type ErrorKind } from '../../src/platform/errors.ts';
import { TEST_DB } from './harness.ts';
import { assertMatchesOutput } from './outputs.ts';

/**
 * `mcp`: the v1 SDK client, MCP 2025-11-25 (initialize handshake); `mcp-2026`: the v2 SDK client
 * pinned to MCP 2026-07-28 (stateless, per-request `_meta`); `rest`: the REST bridge.
 */
export type TransportName = 'mcp' | 'mcp-2026' | 'rest';

/**
 * The transports every scenario table runs over. Both MCP revisions run on SQLite; the PostgreSQL
 * pass keeps one (the revision changes the wire, not the store). `SVC_TEST_TRANSPORTS=mcp-2026,rest`
 * chooses others.
 */
/** The server-side transport a test client's calls arrive on (what the audit records). */
export const wireTransport = (t: TransportName): 'mcp' | 'rest' => (t === 'rest' ? 'rest' : 'mcp');

export const TRANSPORTS: TransportName[] = process.env.SVC_TEST_TRANSPORTS
  ? (process.env.SVC_TEST_TRANSPORTS.split(',').map((t) => t.trim()) as TransportName[])
  : TEST_DB === 'sqlite'
    ? ['mcp', 'mcp-2026', 'rest']
    : ['mcp', 'rest'];

export type CallOutcome =
  | { ok: true; result: any }
  | { ok: false; kind: ErrorKind; code: number; message: string; data?: any; status?: number };

export interface ToolClient {
  call(tool: string, args?: unknown): Promise<CallOutcome>;
  close(): Promise<void>;
}

/**
 * Every successful result a test client receives is checked against the tool's output schema, so
 * any test that calls a tool also verifies what it answers (test/support/outputs.ts).
 */
function succeeded(tool: string, result: unknown): CallOutcome {
  assertMatchesOutput(tool, result);
  return { ok: true, result };
}

function kindOfRpc(code: number, message: string): ErrorKind {
  if (code === ERROR_KINDS.unknown_tool.rpc && message.startsWith('Unknown tool')) return 'unknown_tool';
  const found = (Object.keys(ERROR_KINDS) as ErrorKind[]).find((k) => ERROR_KINDS[k].rpc === code && !ERROR_KINDS[k].tool);
  return found ?? 'internal';
}

/** What the two MCP SDK clients (v1 and v2) differ in: how they connect, and the errors they throw. */
interface SdkFlavour {
  connect(
    url: URL,
    headers: Record<string, string>,
  ): Promise<{ callTool(p: { name: string; arguments: Record<string, unknown> }): Promise<any>; close(): Promise<void> }>;
  /** A JSON-RPC error answer, or null when `err` is not one. */
  rpcError(err: unknown): { code: number; message: string; data?: unknown } | null;
  /** Whether `err` is the HTTP 401 of a refused token. */
  unauthorized(err: unknown): boolean;
}

const v1: SdkFlavour = {
  async connect(url, headers) {
    const c = new Client({ name: 'fine-structure-tests', version: '1.0.0' });
    await c.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers } }));
    return c;
  },
  rpcError: (err) => (err instanceof McpError ? err : null),
  unauthorized: (err) => err instanceof StreamableHTTPError && err.code === 401,
};

const v2: SdkFlavour = {
  async connect(url, headers) {
    const c = new ModernClient({ name: 'fine-structure-tests', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    await c.connect(new ModernHttpTransport(url, { requestInit: { headers } }));
    return c;
  },
  rpcError: (err) => (err instanceof ProtocolError ? err : null),
  unauthorized: (err) => err instanceof UnauthorizedError || (err instanceof SdkHttpError && err.status === 401),
};

/** An official SDK client over Streamable HTTP, connected lazily so a refused token shows as a 401 outcome. */
function sdkClient(flavour: SdkFlavour, baseUrl: string, token: string | null): ToolClient {
  let client: Awaited<ReturnType<SdkFlavour['connect']>> | null = null;
  return {
    async call(tool, args = {}) {
      try {
        client ??= await flavour.connect(new URL(`${baseUrl}/api/mcp`), token ? { authorization: `Bearer ${token}` } : {});
        const result = await client.callTool({ name: tool, arguments: args as Record<string, unknown> });
        const text = (result.content as Array<{ type: string; text: string }>)[0]?.text ?? '{}';
        const payload = JSON.parse(text);
        if (result.isError) {
          const e = payload.error;
          return { ok: false, kind: e.kind, code: e.code, message: e.message, data: e.data };
        }
        return succeeded(tool, payload);
      } catch (err) {
        const rpc = flavour.rpcError(err);
        if (rpc) {
          // The SDKs prefix messages with "MCP error <code>: ".
          const message = rpc.message.replace(/^MCP error -?\d+: /, '');
          return { ok: false, kind: kindOfRpc(rpc.code, message), code: rpc.code, message, data: rpc.data };
        }
        if (flavour.unauthorized(err)) {
          return {
            ok: false,
            kind: 'unauthenticated',
            code: ERROR_KINDS.unauthenticated.rpc,
            message: (err as Error).message,
            status: 401,
          };
        }
        throw err;
      }
    },
    async close() {
      await client?.close();
    },
  };
}

/** The official v1 SDK client, MCP 2025-11-25 (initialize handshake). */
export const mcpClient = (baseUrl: string, token: string | null): ToolClient => sdkClient(v1, baseUrl, token);

/** The official v2 SDK client pinned to MCP 2026-07-28: server/discover, then per-request `_meta` and headers. */
export const mcp2026Client = (baseUrl: string, token: string | null): ToolClient => sdkClient(v2, baseUrl, token);

/** The REST bridge, as any HTTP client would call it. */
export function restClient(baseUrl: string, token: string | null): ToolClient {
  return {
    async call(tool, args = {}) {
      const res = await fetch(`${baseUrl}/api/mcp/tools/${encodeURIComponent(tool)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(args),
      });
      const body = (await res.json()) as any;
      if (res.status === 200) return succeeded(tool, body);
      const e = body.error;
      if (ERROR_KINDS[e.kind as ErrorKind]?.rest !== res.status)
        throw new Error(`REST status ${res.status} does not match error kind ${e.kind}`);
      return { ok: false, kind: e.kind, code: e.code, message: e.message, data: e.data, status: res.status };
    },
    async close() {},
  };
}

export function clientFor(transport: TransportName, baseUrl: string, token: string | null): ToolClient {
  if (transport === 'mcp') return mcpClient(baseUrl, token);
  return transport === 'mcp-2026' ? mcp2026Client(baseUrl, token) : restClient(baseUrl, token);
}
