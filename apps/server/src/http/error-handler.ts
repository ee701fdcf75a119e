import type { ErrorBody } from '@onfan/contracts/envelope';
import { COMMON_MESSAGES } from '@onfan/contracts/envelope';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/database-errors.js';
import { AppError, type FieldError } from './app-error.js';

/** The one place that writes error bodies: AppError, validation failures, Fastify's own errors, everything else. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body, retryAfterSeconds } = toEnvelope(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, number: body.number }, 'request refused');
    if (retryAfterSeconds !== undefined) void reply.header('Retry-After', String(retryAfterSeconds));
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}

export function toEnvelope(error: unknown): { status: number; body: ErrorBody; retryAfterSeconds?: number } {
  if (error instanceof AppError) {
    const body: ErrorBody = { number: error.number, message: error.message };
    if (error.errors?.length) body.errors = error.errors;
    if (error.reason) body.reason = error.reason;
    return {
      status: error.status,
      body,
      ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    };
  }
  // The database is down or unreachable (what /readyz reports): not a fault of the portal, and it passes.
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: { number: 503, message: COMMON_MESSAGES.serviceUnavailable },
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((v) => ({
      field: fieldName(v.instancePath, v.params),
      message: v.message ?? COMMON_MESSAGES.invalidInput,
    }));
    return { status: 400, body: validationBody(errors) };
  }
  if (isResponseSerializationError(error)) {
    return { status: 500, body: { number: 500, message: COMMON_MESSAGES.unknownError } };
  }
  const fe = error as Partial<FastifyError> | undefined;
  const code = fe?.code ?? '';
  const statusCode = typeof fe?.statusCode === 'number' ? fe.statusCode : 500;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || statusCode === 413) {
    return { status: 413, body: { number: 413, message: COMMON_MESSAGES.bodyTooLarge } };
  }
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || statusCode === 415) {
    return { status: 415, body: { number: 415, message: COMMON_MESSAGES.unsupportedMedia } };
  }
  if (code === 'FST_ERR_MAX_PARAM_LENGTH' || statusCode === 414 || statusCode === 431) {
    return {
      status: statusCode === 431 ? 431 : 414,
      body: { number: statusCode === 431 ? 431 : 414, message: COMMON_MESSAGES.urlTooLong },
    };
  }
  if (statusCode === 408) {
    return { status: 408, body: { number: 408, message: COMMON_MESSAGES.requestTimeout } };
  }
  if (statusCode === 429) {
    return { status: 429, body: { number: 429, message: COMMON_MESSAGES.tooManyRequests } };
  }
  if (statusCode >= 400 && statusCode < 500) {
    // Malformed JSON, empty JSON body, bad multipart and the like: never echo the parser's English text.
    return { status: statusCode, body: { number: statusCode, message: COMMON_MESSAGES.malformedJson } };
  }
  return { status: 500, body: { number: 500, message: COMMON_MESSAGES.unknownError } };
}

/** The 400 body of a request that failed its schema: every field's message, and all of them joined as the message. */
export function validationBody(errors: FieldError[]): ErrorBody {
  return { number: 400, message: errors.map((e) => e.message).join('\n') || COMMON_MESSAGES.invalidInput, errors };
}

function fieldName(instancePath: string, params: unknown): string {
  const fromPath = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (fromPath) return fromPath;
  const p = params as { issue?: { path?: (string | number)[] } } | undefined;
  return p?.issue?.path?.join('.') ?? '';
}
