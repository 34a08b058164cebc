import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { addVary } from './http.ts';

/** Responses smaller than this are sent as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD = 1024;
/** JSON media types, including `+json` ones (OpenAPI, linksets). HTML and assets are hosting's own. */
const JSON_TYPES = /^application\/(?:[\w.-]+\+)?json\b/;

const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
/** Request body decoders by Content-Encoding. */
const DECODERS: Record<string, () => zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress> = {
  gzip: () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};

const httpError = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

/**
 * Compresses JSON responses over COMPRESS_THRESHOLD bytes with brotli (quality 4) or gzip, as the
 * client's Accept-Encoding asks, and decodes request bodies sent with a Content-Encoding (gzip,
 * deflate, br). Two callback hooks of our own instead of `@fastify/compress`: that plugin added
 * three hooks to every route and did its checks on every response; these return at their first
 * test for the common case (no Content-Encoding on the request; no Accept-Encoding, or a small body).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const encoding = request.headers['content-encoding'];
    if (!encoding || encoding === 'identity') return done(null, payload);
    const decoder = DECODERS[encoding.toLowerCase()];
    if (!decoder) return done(httpError(415, `Unsupported Content-Encoding: ${encoding.slice(0, 50)}`), payload);
    const decoded = decoder() as ReturnType<typeof decoder> & { receivedEncodedLength: number };
    // Fastify checks the encoded length against Content-Length, and both lengths against the body limit.
    decoded.receivedEncodedLength = 0;
    payload.on('data', (chunk: Buffer) => {
      decoded.receivedEncodedLength += chunk.length;
    });
    // Runs before Fastify's own error listener (added when it reads the body): a bad stream is a 400 that says so.
    decoded.on('error', (err: Error & { statusCode?: number }) => {
      if (err.statusCode) return;
      err.statusCode = 400;
      err.message = 'Could not decompress the request payload using the provided encoding';
    });
    pipeline(payload as Readable, decoded, () => {});
    done(null, decoded);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const accepted = request.headers['accept-encoding'];
    if (!accepted || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return done(null, payload);
    if ((typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length) < COMPRESS_THRESHOLD) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (
      reply.hasHeader('content-encoding') ||
      reply.statusCode === 206 ||
      reply.hasHeader('content-range') ||
      request.headers['x-no-compression'] !== undefined ||
      (type !== undefined && !JSON_TYPES.test(String(type)))
    )
      return done(null, payload);
    const encoding = pickEncoding(accepted);
    if (!encoding) return done(null, payload);
    const compressed = compressWith(encoding, payload);
    addVary(reply, 'accept-encoding');
    reply.header('content-encoding', encoding).header('content-length', compressed.length);
    done(null, compressed);
  });
}

function compressWith(encoding: 'br' | 'gzip', payload: string | Buffer): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(payload, BROTLI_OPTIONS) : zlib.gzipSync(payload);
}

/**
 * What the onSend hook above does to a JSON response, for the raw fast path (src/transports/fast-path.ts),
 * which answers without Fastify's hooks: the compressed body and its encoding, or null to send it as it is.
 */
export function compressJson(headers: IncomingHttpHeaders, payload: string): { encoding: 'br' | 'gzip'; body: Buffer } | null {
  const accepted = headers['accept-encoding'];
  if (!accepted || Buffer.byteLength(payload) < COMPRESS_THRESHOLD || headers['x-no-compression'] !== undefined) return null;
  const encoding = pickEncoding(accepted);
  return encoding ? { encoding, body: compressWith(encoding, payload) } : null;
}

/** The encoding to use for a response, from the request's Accept-Encoding (q=0 refuses). */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * A response body sent many times unchanged (tools/list, the manifest, OpenAPI): serialised once,
 * and compressed once per encoding on first demand, so repeated requests cost neither.
 */
export class StaticBody {
  readonly raw: Buffer;
  readonly type: string;
  private br: Buffer | null = null;
  private gzip: Buffer | null = null;

  constructor(body: string | Buffer, type = 'application/json; charset=utf-8') {
    this.raw = typeof body === 'string' ? Buffer.from(body) : body;
    this.type = type;
  }

  encoded(encoding: 'br' | 'gzip'): Buffer {
    if (encoding === 'br') {
      this.br ??= zlib.brotliCompressSync(this.raw, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length },
      });
      return this.br;
    }
    this.gzip ??= zlib.gzipSync(this.raw, { level: 9 });
    return this.gzip;
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const { headers, body } = this.answer(request.headers);
    return reply.headers(headers).send(body);
  }

  /** The headers and bytes to send to a request with these headers. */
  answer(requestHeaders: IncomingHttpHeaders): { headers: Record<string, string>; body: Buffer } {
    if (this.raw.length < COMPRESS_THRESHOLD) return { headers: { 'content-type': this.type }, body: this.raw };
    const encoding = pickEncoding(requestHeaders['accept-encoding']);
    if (!encoding) return { headers: { 'content-type': this.type, vary: 'accept-encoding' }, body: this.raw };
    return { headers: { 'content-type': this.type, vary: 'accept-encoding', 'content-encoding': encoding }, body: this.encoded(encoding) };
  }
}
