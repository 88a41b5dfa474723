import type { FastifyInstance, FastifyRequest } from 'fastify';

const RAW_BODY = Symbol('raw-json-body');

type WithRawBody = FastifyRequest & { [RAW_BODY]?: string };

/**
 * Fastify's own JSON parser (prototype poisoning refused, body limit applied), keeping the raw
 * text so the idempotency check hashes exactly the bytes the client sent.
 */
export function captureRawJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    (request as WithRawBody)[RAW_BODY] = text;
    void parseJson(request, text, done);
  });
}

/** The raw JSON body of the request, or '' when it had none (or was not JSON). */
export function rawBodyOf(request: FastifyRequest): string {
  return (request as WithRawBody)[RAW_BODY] ?? '';
}
