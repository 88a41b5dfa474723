import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Below this an answer fits in one or two packets anyway; compressing it only costs CPU. */
export const MIN_COMPRESSED_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Fast settings: a list page is compressed on every request, not once like the web build. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS = { level: 6 };

type Encoding = 'br' | 'gzip';

/** The encoding to answer with: brotli before gzip, none the client refused with `q=0`. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('application/json');

/**
 * Compresses JSON answers of at least MIN_COMPRESSED_BYTES for clients that accept brotli or gzip
 * (lists of 50 rows shrink 5–10×). Only JSON text: files and streams are sent as they are
 * (the web build is compressed once at build time, see web-app.ts).
 */
export function registerResponseCompression(app: FastifyInstance): void {
  // A callback hook, not an async one: most answers pass through untouched, without a promise.
  app.addHook('onSend', (request: FastifyRequest, reply, payload, done) => {
    // Serialized JSON is a string; an idempotent replay sends the stored text as a Buffer.
    const text = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : undefined;
    if (!text || text.length < MIN_COMPRESSED_BYTES || reply.hasHeader('content-encoding')) {
      done(null, payload);
      return;
    }
    if (!isJson(reply.getHeader('content-type'))) {
      done(null, payload);
      return;
    }
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) {
      done(null, payload);
      return;
    }
    const compressing = encoding === 'br' ? brotli(text, BROTLI_OPTIONS) : gzipAsync(text, GZIP_OPTIONS);
    compressing.then(
      (compressed) => {
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, compressed);
      },
      (error: Error) => done(error),
    );
  });
}
