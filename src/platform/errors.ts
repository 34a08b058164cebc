/**
 * The one table of errors. Each kind has its JSON-RPC code, the HTTP status of the REST bridge, the
 * HTTP status on /api/mcp, a default message, and whether it is a tool-level failure.
 *
 * Protocol-level kinds become JSON-RPC errors on /api/mcp. SDK clients read JSON-RPC errors only from
 * 2xx responses, so on /api/mcp only authentication answers a non-2xx status (401 with a challenge).
 * Tool-level kinds (`tool: true`) are MCP tool results with `isError: true` whose text is the JSON
 * `{error: {code, kind, message}}`; over REST they carry the listed status.
 * docs/errors.md is generated from this table.
 */
export const ERROR_KINDS = {
  unauthenticated: {
    rpc: -32001,
    rest: 401,
    mcpHttp: 401,
    tool: false,
    message: 'Authentication failed: missing, invalid, expired or revoked bearer token',
  },
  rate_limited: { rpc: -32002, rest: 429, mcpHttp: 200, tool: false, message: 'Rate limit exceeded' },
  credits_exhausted: {
    rpc: -32003,
    rest: 402,
    mcpHttp: 200,
    tool: false,
    message: 'Credits exhausted: the daily generation allowance is used up',
  },
  permission_denied: { rpc: -32004, rest: 403, mcpHttp: 200, tool: false, message: 'Permission denied' },
  invalid_params: { rpc: -32602, rest: 400, mcpHttp: 200, tool: false, message: 'Invalid params' },
  unknown_method: {
    rpc: -32601,
    rest: 404,
    mcpHttp: 200,
    tool: false,
    message: 'Method not found: only initialize, ping, tools/list and tools/call exist',
  },
  unknown_tool: { rpc: -32602, rest: 404, mcpHttp: 200, tool: false, message: 'Unknown tool' },
  parse_error: { rpc: -32700, rest: 400, mcpHttp: 400, tool: false, message: 'Parse error: the body is not valid JSON' },
  internal: { rpc: -32603, rest: 500, mcpHttp: 200, tool: false, message: 'Internal error while running the tool' },
  // Tool-level failures: the call was well-formed and allowed, but the tool could not do it.
  not_found: { rpc: -32010, rest: 404, mcpHttp: 200, tool: true, message: 'Not found' },
  invalid_request: { rpc: -32011, rest: 400, mcpHttp: 200, tool: true, message: 'The request cannot be carried out' },
  conflict: { rpc: -32012, rest: 400, mcpHttp: 200, tool: true, message: 'Conflict with the current state' },
  validation_blocked: { rpc: -32013, rest: 400, mcpHttp: 200, tool: true, message: 'Blocked by validation errors' },
  fails_closed: {
    rpc: -32014,
    rest: 403,
    mcpHttp: 200,
    tool: true,
    message: 'This operation is completed only by the owner in the web studio',
  },
} as const;

export type ErrorKind = keyof typeof ERROR_KINDS;

/** The error every service throws; transports turn it into their wire form with ERROR_KINDS. */
export class ServiceError extends Error {
  readonly kind: ErrorKind;
  readonly data?: Record<string, unknown>;
  constructor(kind: ErrorKind, message?: string, data?: Record<string, unknown>) {
    super(message ?? ERROR_KINDS[kind].message);
    this.kind = kind;
    this.data = data;
  }
}

export const appNotFound = () => new ServiceError('not_found', 'App not found');

export interface WireError {
  code: number;
  kind: ErrorKind;
  message: string;
  data?: Record<string, unknown>;
}

export function toWireError(err: unknown): WireError {
  if (err instanceof ServiceError) {
    return { code: ERROR_KINDS[err.kind].rpc, kind: err.kind, message: err.message, ...(err.data ? { data: err.data } : {}) };
  }
  return { code: ERROR_KINDS.internal.rpc, kind: 'internal', message: ERROR_KINDS.internal.message };
}
