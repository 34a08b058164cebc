import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import zlib from 'node:zlib';

/** Responses smaller than this are sent as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD = 1024;
/** JSON media types, including `+json` ones (OpenAPI, linksets). HTML and assets are hosting's own. */
const JSON_TYPES = /^application\/(?:[\w.-]+\+)?json\b/;

/**
 * Compresses JSON responses over COMPRESS_THRESHOLD bytes with brotli (quality 4) or gzip, as the
 * client's Accept-Encoding asks. Registered before the routes: it attaches to routes as they are added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'], customTypes: JSON_TYPES });
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
    reply.type(this.type);
    if (this.raw.length < COMPRESS_THRESHOLD) return reply.send(this.raw);
    reply.header('vary', 'accept-encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(this.raw);
    return reply.header('content-encoding', encoding).send(this.encoded(encoding));
  }
}
