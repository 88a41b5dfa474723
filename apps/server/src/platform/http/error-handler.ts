import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorEnvelope } from '@kenh/contract';
import { AppError } from './app-error.js';
import { localeOf, translate } from './locale.js';
import { fieldOf, localiseIssue } from './localise-issue.js';
import { RequestValidationError } from './request-validation-error.js';
import { isUniqueViolation } from '../db/pg-errors.js';

const FRAMEWORK_STATUS_KEYS: Record<number, string> = {
  400: 'error.bad_request',
  401: 'error.unauthorized',
  403: 'error.forbidden',
  404: 'error.not_found',
  406: 'error.bad_request',
  409: 'error.conflict',
  413: 'error.payload_too_large',
  414: 'error.uri_too_long',
  415: 'error.unsupported_media',
  422: 'error.unprocessable',
  429: 'error.too_many_requests',
};

function send(reply: FastifyReply, status: number, body: ErrorEnvelope) {
  return reply.status(status).send(body);
}

/** Every failure leaves as `{ code, message, errors? }` in the caller's language; never a stack or SQL. */
export function errorResponse(
  error: unknown,
  request: FastifyRequest,
): { status: number; body: ErrorEnvelope } {
  const locale = localeOf(request);
  if (error instanceof AppError) {
    const errors = error.options.errors?.map((e) => ({
      field: e.field,
      // A field error may repeat the main message, placeholders and all.
      message: translate(e.message, locale, error.options.params),
    }));
    return {
      status: error.status,
      body: {
        code: error.status,
        message: translate(error.messageKey, locale, error.options.params),
        ...(errors ? { errors } : {}),
      },
    };
  }
  if (error instanceof RequestValidationError) {
    return {
      status: 400,
      body: {
        code: 400,
        message: translate('error.bad_request', locale),
        errors: error.issues.map((issue) => ({
          field: fieldOf(issue),
          message: localiseIssue(issue, locale),
        })),
      },
    };
  }
  if (isUniqueViolation(error)) {
    return { status: 409, body: { code: 409, message: translate('error.conflict', locale) } };
  }
  const status = (error as FastifyError).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const key = FRAMEWORK_STATUS_KEYS[status] ?? 'error.bad_request';
    return { status, body: { code: status, message: translate(key, locale) } };
  }
  return { status: 500, body: { code: 500, message: translate('error.internal', locale) } };
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = errorResponse(error, request);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: (error as FastifyError).code }, 'request refused');
    const retryAfter = error instanceof AppError ? error.options.retryAfterSeconds : undefined;
    if (retryAfter !== undefined) void reply.header('Retry-After', String(retryAfter));
    return send(reply, status, body);
  });
  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, { code: 404, message: translate('error.route_not_found', localeOf(request)) }),
  );
}
