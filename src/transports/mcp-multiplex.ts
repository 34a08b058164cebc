import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CallToolRequestSchema,
  InitializeRequestSchema,
  JSONRPCNotificationSchema,
  JSONRPCRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  type JSONRPCMessage,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';

const MAX_BATCH = 100;

/**
 * The whole request (envelope and the method's params) of each method the server answers. The SDK
 * drops a message that fails its envelope schema without answering, and answers a method's bad params
 * with -32603 and the raw zod issue list; checking here first answers both with -32600/-32602 and a
 * readable message. Unknown methods get the envelope check only (the SDK then answers -32601).
 */
const REQUEST_SCHEMAS = new Map<string, z.ZodType>(
  [InitializeRequestSchema, CallToolRequestSchema, ListToolsRequestSchema, PingRequestSchema].map((schema) => [
    schema.shape.method.value,
    JSONRPCRequestSchema.extend({ method: schema.shape.method, params: schema.shape.params }),
  ]),
);

function readableIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const message = issue.message.replace(/^Invalid input: /, '');
      return issue.path.length ? `${issue.path.join('.')}: ${message}` : message;
    })
    .join('; ');
}

/** A JSON-RPC error answer for a request whose envelope or params are malformed; null when it is well-formed. */
function malformed(message: Envelope): { code: number; message: string } | null {
  const method = message.method as string;
  const parsed = (REQUEST_SCHEMAS.get(method) ?? JSONRPCRequestSchema).safeParse(message);
  if (parsed.success) return null;
  const inParams = parsed.error.issues.every((i) => i.path[0] === 'params');
  return inParams
    ? { code: -32602, message: `Invalid params for ${method}: ${readableIssues(parsed.error)}` }
    : { code: -32600, message: `Invalid Request: ${readableIssues(parsed.error)}` };
}

type Envelope = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown; result?: unknown; error?: unknown };

/**
 * The JSON-RPC 2.0 envelope, checked structurally: the SDK validates each request's params against
 * its method's schema itself, so a full schema parse of the envelope here would be paid twice.
 */
function kindOf(m: unknown): 'request' | 'notification' | 'response' | null {
  if (typeof m !== 'object' || m === null || Array.isArray(m)) return null;
  const e = m as Envelope;
  if (e.jsonrpc !== '2.0') return null;
  const hasId = typeof e.id === 'string' || (typeof e.id === 'number' && Number.isInteger(e.id));
  if (e.params !== undefined && (typeof e.params !== 'object' || e.params === null)) return null;
  if (typeof e.method === 'string') return hasId ? 'request' : 'id' in e ? null : 'notification';
  if (hasId && ('result' in e || 'error' in e)) return 'response';
  return null;
}

export type HttpAnswer = { status: number; body?: unknown };

/**
 * The stateless Streamable HTTP POST exchange (JSON responses, no SSE) for one long-lived SDK
 * `Server`. Each incoming request id is rewritten to a process-unique id on the way in and restored
 * on the way out, so concurrent clients that both use `id: 1` never collide, and the Server (its
 * handlers, schemas and tool list) is built once instead of per request. The caller's identity
 * travels with each message as `authInfo`, which the SDK hands to the request handler.
 */
export class MultiplexTransport implements Transport {
  onmessage?: Transport['onmessage'];
  onclose?: () => void;
  onerror?: (error: Error) => void;
  private nextId = 0;
  private readonly pending = new Map<number, { original: RequestId; resolve: (m: JSONRPCMessage) => void }>();

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.onclose?.();
  }

  async send(message: JSONRPCMessage): Promise<void> {
    // Only responses to our requests come back here: the server sends no requests or notifications of its own.
    if (!('id' in message) || 'method' in message) return;
    const entry = this.pending.get(message.id as number);
    if (!entry) return;
    this.pending.delete(message.id as number);
    entry.resolve({ ...message, id: entry.original } as JSONRPCMessage);
  }

  /** Handles one POST body of a supported legacy revision (the route checked the version); answers the HTTP status and JSON body. */
  async handle(body: unknown, authInfo: AuthInfo): Promise<HttpAnswer> {
    const batch = Array.isArray(body);
    const raw = batch ? body : [body];
    if (raw.length === 0 || raw.length > MAX_BATCH) {
      return {
        status: 400,
        body: { jsonrpc: '2.0', id: null, error: { code: -32600, message: `Invalid Request: a batch holds 1 to ${MAX_BATCH} messages` } },
      };
    }
    const kinds = raw.map(kindOf);
    if (kinds.includes(null)) {
      return {
        status: 400,
        body: { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request: not a JSON-RPC 2.0 message' } },
      };
    }
    const messages = raw as JSONRPCMessage[];
    const initializing = messages.some((m, i) => kinds[i] === 'request' && (m as Envelope).method === 'initialize');
    if (initializing && messages.length > 1) {
      return {
        status: 400,
        body: { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request: only one initialization request is allowed' } },
      };
    }
    const extra = { authInfo };
    const answers: Promise<JSONRPCMessage>[] = [];
    for (const [i, message] of messages.entries()) {
      if (kinds[i] === 'request') {
        const original = (message as { id: RequestId }).id;
        const error = malformed(message as Envelope);
        if (error) {
          answers.push(Promise.resolve({ jsonrpc: '2.0', id: original, error } as JSONRPCMessage));
          continue;
        }
        const id = ++this.nextId;
        answers.push(new Promise((resolve) => this.pending.set(id, { original, resolve })));
        this.onmessage?.({ ...message, id }, extra);
      } else if ((message as Envelope).method === 'notifications/cancelled') {
      } else if (!JSONRPCNotificationSchema.safeParse(message).success) {
        // A malformed notification gets no answer (notifications never do) and is not passed on.
      } else {
        this.onmessage?.(message, extra);
      }
    }
    if (!answers.length) return { status: 202 };
    const responses = await Promise.all(answers);
    return { status: 200, body: batch ? responses : responses[0] };
  }
}
