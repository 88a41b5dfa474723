import { randomUUID } from 'node:crypto';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config/config.js';
import { readableLogStream } from './readable-log.js';

/**
 * Fastify's per-request log lines at debug instead of info: at the default level a busy server (or
 * the demo seeding, a thousand in-process calls) writes nothing per request. What needs a person's
 * eye still shows: failures at error (Fastify's), refusals from the error handler, and requests
 * slower than `LOG_SLOW_REQUEST_MS` at warn.
 */
export class RequestLogController extends LogController {
  constructor(private readonly slowRequestMs: number) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    } else if (responseTime >= this.slowRequestMs) {
      reply.log.warn({ req: request, res: reply, responseTime }, 'slow request');
    } else {
      reply.log.debug({ res: reply, responseTime }, 'request completed');
    }
  }
}

/** Pino logs with a request id per request, secrets redacted; JSON or readable lines (`LOG_FORMAT`). */
export function loggerOptions(
  config: AppConfig,
): Pick<FastifyServerOptions, 'logger' | 'logController' | 'genReqId' | 'requestIdHeader'> {
  return {
    logger: {
      level: config.env === 'test' ? 'silent' : config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'body.password', 'body.refresh'],
      ...(config.logFormat === 'readable' ? { stream: readableLogStream(process.stdout) } : {}),
    },
    logController: new RequestLogController(config.slowRequestMs),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  };
}
