import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config/config.js';

/** Structured JSON logs (pino) with a request id per request; secrets are redacted. */
export function loggerOptions(
  config: AppConfig,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  return {
    logger: {
      level: config.env === 'test' ? 'silent' : config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'body.password', 'body.refresh'],
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  };
}
