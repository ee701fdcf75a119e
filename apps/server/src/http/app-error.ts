import { COMMON_MESSAGES } from '@onfan/contracts/envelope';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * The one error type services throw. `status` is the HTTP status; `number` defaults to it unless the spec names a
 * domain code (301/302 withdrawal, 900 captcha, -1 identity check).
 */
export class AppError extends Error {
  readonly status: number;
  readonly number: number;
  readonly errors: FieldError[] | undefined;
  readonly reason: string | undefined;
  /** Sent as Retry-After: when the client may try again (503 and 429 refusals). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    message: string,
    options: { number?: number; errors?: FieldError[]; reason?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.number = options.number ?? status;
    this.errors = options.errors;
    this.reason = options.reason;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  static badRequest(message: string, errors?: FieldError[]) {
    return new AppError(400, message, errors ? { errors } : {});
  }
  static unauthorized(message: string = COMMON_MESSAGES.loginRequired) {
    return new AppError(401, message);
  }
  static forbidden(message: string = COMMON_MESSAGES.forbidden) {
    return new AppError(403, message);
  }
  static notFound(message: string = COMMON_MESSAGES.notFound) {
    return new AppError(404, message);
  }
  /** What was here and was deleted (the portal keeps its row): 410 instead of 404. */
  static gone(message: string) {
    return new AppError(410, message);
  }
  static conflict(message: string) {
    return new AppError(409, message);
  }
  /** 503: the portal cannot serve this now; the client may try again after `retryAfterSeconds`. */
  static unavailable(retryAfterSeconds: number, message: string = COMMON_MESSAGES.serviceUnavailable) {
    return new AppError(503, message, { retryAfterSeconds });
  }
}
