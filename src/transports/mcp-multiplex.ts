import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  isInitializeRequest,
  isJSONRPCRequest,
  JSONRPCMessageSchema,
  SUPPORTED_PROTOCOL_VERSIONS,
  type JSONRPCMessage,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';

const MAX_BATCH = 100;

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
    if (!('id' in message) || isJSONRPCRequest(message)) return;
    const entry = this.pending.get(message.id as number);
    if (!entry) return;
    this.pending.delete(message.id as number);
    entry.resolve({ ...message, id: entry.original } as JSONRPCMessage);
  }

  /** Handles one POST body; answers the HTTP status and JSON body to send. */
  async handle(body: unknown, protocolVersion: string | undefined, authInfo: AuthInfo): Promise<HttpAnswer> {
    const batch = Array.isArray(body);
    const raw = batch ? body : [body];
    if (raw.length === 0 || raw.length > MAX_BATCH) {
      return { status: 400, body: { jsonrpc: '2.0', id: null, error: { code: -32600, message: `Invalid Request: a batch holds 1 to ${MAX_BATCH} messages` } } };
    }
    const messages: JSONRPCMessage[] = [];
    for (const m of raw) {
      const parsed = JSONRPCMessageSchema.safeParse(m);
      if (!parsed.success) return { status: 400, body: { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request: not a JSON-RPC 2.0 message' } } };
      messages.push(parsed.data);
    }
    const initializing = messages.some(isInitializeRequest);
    if (initializing && messages.length > 1) {
      return { status: 400, body: { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request: only one initialization request is allowed' } } };
    }
    if (!initializing && protocolVersion !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(protocolVersion)) {
      return {
        status: 400,
        body: { jsonrpc: '2.0', id: null, error: { code: -32000, message: `Bad Request: unsupported protocol version ${protocolVersion} (supported: ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')})` } },
      };
    }
    const extra = { authInfo };
    const answers: Promise<JSONRPCMessage>[] = [];
    for (const message of messages) {
      if (isJSONRPCRequest(message)) {
        const id = ++this.nextId;
        answers.push(new Promise((resolve) => this.pending.set(id, { original: message.id, resolve })));
        this.onmessage?.({ ...message, id }, extra);
      } else {
        this.onmessage?.(message, extra);
      }
    }
    if (!answers.length) return { status: 202 };
    const responses = await Promise.all(answers);
    return { status: 200, body: batch ? responses : responses[0] };
  }
}
