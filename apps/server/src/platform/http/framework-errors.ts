import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ErrorEnvelope } from '@kenh/contract';
import { localeOf, translate } from './locale.js';

/**
 * Errors Fastify raises before any route or hook runs: a malformed percent-encoding
 * (FST_ERR_BAD_URL) and a path parameter longer than `maxParamLength` (FST_ERR_MAX_PARAM_LENGTH).
 * Fastify's own answers echo the URL and break the envelope; these use `{ code, message }`.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const [status, key] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? [414, 'error.uri_too_long'] : [400, 'error.bad_request'];
  request.log.info({ status, code: error.code }, 'request refused');
  const body: ErrorEnvelope = { code: status, message: translate(key, localeOf(request)) };
  void reply.status(status).send(body);
};

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'error.headers_too_large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'error.request_timeout'],
};

/**
 * Errors of the HTTP parser (headers over the limit, a timed-out or garbled request), answered on
 * the raw socket because no request exists yet. The headers were not read, so the message is in
 * the default language (Vietnamese).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, key] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request', 'error.bad_request'];
  const body = JSON.stringify({ code: status, message: translate(key, 'vi') } satisfies ErrorEnvelope);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
