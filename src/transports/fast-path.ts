import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { compressJson } from '../platform/compression.ts';
import { ServiceError } from '../platform/errors.ts';
import { type BodyError, bodyErrorAnswer, errorAnswer, parseJsonBody } from '../platform/http.ts';
import { resultJson } from '../platform/result-json.ts';
import type { CallInfo, ToolRunner } from '../platform/runner.ts';
import type { RateBudget } from '../platform/types.ts';
import { authenticateRequest, authFailure, type TransportServices } from './auth.ts';
import { toolsOf } from './hygiene.ts';
import type { McpEndpoint } from './mcp.ts';

const TOOL_PREFIX = '/api/mcp/tools/';
/** Tool names as they appear unencoded in a path, within Fastify's parameter length (longer ones are its 404). */
const TOOL_NAME = /^[A-Za-z0-9_-]{1,100}$/;
/** The media types the JSON body parser takes without a question (anything else is Fastify's to judge). */
const JSON_TYPE = /^application\/json\s*(?:;\s*charset="?utf-8"?\s*)?$/i;
/** Bodies up to this size are read here; larger ones (base64 images) take Fastify's route and its body limit. */
const FAST_BODY_LIMIT = 1024 * 1024;
const JSON_UTF8 = 'application/json; charset=utf-8';

export interface FastPathOptions {
  services: TransportServices;
  runner: ToolRunner;
  mcp: McpEndpoint;
  log: Logger;
  /** The Host/Origin check's host test (src/transports/hygiene.ts). */
  hostAllowed(host: string | undefined): boolean;
  /** Whether a Host header names the public URL's host (any port): such a host's verdict can be kept. */
  isPlatformHost(host: string): boolean;
  /** Fastify's `rewriteUrl` (app hosts, custom domains): a request it would rewrite is Fastify's. */
  rewriteUrl(req: IncomingMessage): string;
  /** Fastify's request id generator, so that both paths number requests in one sequence. */
  genReqId(req: IncomingMessage): string;
}

export interface FastPath {
  /** Answers the request and returns true, or returns false without touching it (Fastify answers it). */
  (req: IncomingMessage, res: ServerResponse): boolean;
  /** From now on, every request is Fastify's (it answers 503 while closing). */
  close(): void;
}

/**
 * The two routes every tool call takes, `POST /api/mcp/tools/<name>` (REST bridge) and `POST /api/mcp`
 * (MCP), answered on the raw `node:http` request in front of Fastify. Fastify's per-request machinery
 * (routing, hooks, content-type parsing, reply) was most of the difference between a REST call and a
 * bare `node:http` server (docs/benchmarks.md). Only the common case is taken here: a request with
 * anything this path does not reproduce — an Origin (CORS), a Content-Encoding, a body of unknown
 * length or over 1 MiB, another media type, a host Fastify would rewrite or refuse, X-Forwarded-Host —
 * is left to Fastify's routes, which answer every case. What is taken gets the same answer, through the
 * same functions: the JSON parser and its errors, the token check and its challenge, the error table,
 * the RateLimit-* headers, compression, the McpEndpoint, and the request log line. The server's
 * timeouts and the per-address connection bound are the server's, so they apply to both paths.
 */
export function createFastPath(o: FastPathOptions): FastPath {
  let closing = false;
  /**
   * Host headers already found to name the platform's own host: allowed, and never rewritten (the
   * rewrites are for app hosts and custom domains), whatever domains are attached later. Checked once.
   */
  const knownHosts = new Set<string>();
  const handle = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'POST' || closing) return false;
    const url = req.url!;
    let tool: string | null = null;
    if (url !== '/api/mcp') {
      if (!url.startsWith(TOOL_PREFIX)) return false;
      tool = url.slice(TOOL_PREFIX.length);
      if (!TOOL_NAME.test(tool)) return false;
    }
    const h = req.headers;
    if (h.origin !== undefined || h['content-encoding'] !== undefined || h['x-forwarded-host'] !== undefined) return false;
    const type = h['content-type'];
    if (type === undefined || !JSON_TYPE.test(type)) return false;
    const length = h['content-length'] === undefined ? Number.NaN : Number(h['content-length']);
    if (!(length >= 0 && length <= FAST_BODY_LIMIT) || h['transfer-encoding'] !== undefined) return false;
    if (!knownHosts.has(h.host!)) {
      if (!o.hostAllowed(h.host) || o.rewriteUrl(req) !== url) return false;
      if (knownHosts.size < 16 && o.isPlatformHost(h.host!)) knownHosts.add(h.host!);
    }

    let first: Buffer | null = null;
    let more: Buffer[] | null = null;
    req.on('data', (chunk: Buffer) => {
      if (first === null) first = chunk;
      else (more ??= [first]).push(chunk);
    });
    req.on('end', () => {
      const text = more ? Buffer.concat(more).toString('utf8') : first ? first.toString('utf8') : '';
      answer(req, res, tool, text).catch((err: unknown) => {
        o.log.error({ err, url }, 'request failed');
        if (res.headersSent) res.destroy();
        else send(req, res, 500, undefined, null, JSON.stringify(bodyErrorAnswer(err as BodyError, tool === null).body));
      });
    });
    // An aborted request has no one to answer; Node closes the socket.
    req.on('error', ignore);
    if (o.log.isLevelEnabled('info')) {
      // The request id and the time serve only the request log line.
      const started = performance.now();
      const reqId = o.genReqId(req);
      res.once('finish', () => {
        o.log.info(
          {
            req_id: reqId,
            method: 'POST',
            path: url,
            status: res.statusCode,
            ms: Math.round((performance.now() - started) * 10) / 10,
            ...requestTool(tool, url, parsedBodies.get(req)),
          },
          'request',
        );
      });
    }
    return true;
  };

  /** The parsed body of a request, for the log line's tool names. */
  const parsedBodies = new WeakMap<IncomingMessage, unknown>();

  async function answer(req: IncomingMessage, res: ServerResponse, tool: string | null, text: string): Promise<void> {
    let body: unknown;
    try {
      body = parseJsonBody(text);
    } catch (err) {
      const refused = bodyErrorAnswer(err as BodyError, tool === null);
      return send(req, res, refused.status, undefined, null, JSON.stringify(refused.body));
    }
    if (o.log.isLevelEnabled('info')) parsedBodies.set(req, body);
    const principal = await authenticateRequest(o.services, req);
    if (!principal) {
      const failure = authFailure(o.services, { headers: req.headers, body }, tool === null ? 'mcp' : 'rest');
      return send(req, res, failure.status, undefined, { 'www-authenticate': failure.challenge }, JSON.stringify(failure.body));
    }
    if (tool === null) {
      const a = await o.mcp.answer(principal, req.headers, body);
      if ('toolList' in a) {
        const { headers, body: bytes } = a.toolList.answer(req.headers);
        res.writeHead(200, { ...headers, 'content-length': bytes.length });
        res.end(bytes);
        return;
      }
      return send(req, res, a.status, a.rate, null, a.body);
    }
    // The REST bridge (src/transports/rest.ts): the body is the arguments object.
    const args = body ?? {};
    const info: CallInfo = {};
    let status = 200;
    let payload: string;
    let headers: Record<string, string> | null = null;
    try {
      if (typeof args !== 'object' || Array.isArray(args)) {
        throw new ServiceError('invalid_params', 'The request body must be a JSON object of tool arguments');
      }
      payload = resultJson(await o.runner.call(principal, tool, args, 'rest', info));
    } catch (err) {
      const refused = errorAnswer(err);
      status = refused.status;
      headers = refused.headers;
      payload = JSON.stringify(refused.body);
    }
    send(req, res, status, info.rate, headers, payload);
  }

  return Object.assign(handle, {
    close() {
      closing = true;
    },
  });
}

const ignore = () => {};

/** The log line's `tool` field, as the Fastify path writes it (src/transports/hygiene.ts). */
function requestTool(tool: string | null, url: string, body: unknown): { tool?: string } {
  const names = toolsOf(url, tool ?? undefined, body);
  return names ? { tool: names } : {};
}

/**
 * Writes a JSON answer (or none, e.g. 202), compressed as the client accepts (src/platform/compression.ts):
 * the RateLimit-* headers of `rate`, then `headers` (an error's own, which win over the budget's). The
 * headers go to Node as one flat list, built without intermediate objects (this runs on every call).
 */
function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  rate: RateBudget | undefined,
  headers: Record<string, string> | null,
  payload: string | undefined,
): void {
  const out: Array<string | number> = [];
  if (rate && !headers?.['ratelimit-limit']) {
    out.push('ratelimit-limit', rate.limit, 'ratelimit-remaining', rate.remaining, 'ratelimit-reset', rate.reset);
    if (rate.policy) out.push('ratelimit-policy', rate.policy);
  }
  if (headers) for (const name in headers) out.push(name, headers[name]!);
  if (payload === undefined) {
    out.push('content-length', 0);
    res.writeHead(status, out);
    res.end();
    return;
  }
  const compressed = compressJson(req.headers as IncomingHttpHeaders, payload);
  if (compressed) {
    out.push(
      'content-type',
      JSON_UTF8,
      'vary',
      'accept-encoding',
      'content-encoding',
      compressed.encoding,
      'content-length',
      compressed.body.length,
    );
    res.writeHead(status, out);
    res.end(compressed.body);
    return;
  }
  out.push('content-type', JSON_UTF8, 'content-length', Buffer.byteLength(payload));
  res.writeHead(status, out);
  res.end(payload);
}
