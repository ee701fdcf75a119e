import { COMMON_MESSAGES } from '@onfan/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/** C0 controls and DEL; bodies may keep tab, line feed and carriage return (multi-line text). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_BODY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_URL = /[\u0000-\u001f\u007f]/;

/**
 * Text with control characters is refused at the boundary, on every database alike: PostgreSQL refuses NUL in text
 * (it would answer 500 deep in a query), and no field of the portal means to hold them. Runs after access, before
 * validation, over the path parameters, the query and every string in a JSON body.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (
      hasControl(request.params, CONTROL_IN_URL) ||
      hasControl(request.query, CONTROL_IN_URL) ||
      hasControl(request.body, CONTROL_IN_BODY)
    ) {
      return done(AppError.badRequest(COMMON_MESSAGES.controlCharacters));
    }
    done();
  });
}

function hasControl(value: unknown, pattern: RegExp, depth = 0): boolean {
  if (typeof value === 'string') return pattern.test(value);
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  if (Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((v) => hasControl(v, pattern, depth + 1));
  for (const [k, v] of Object.entries(value)) {
    if (pattern.test(k) || hasControl(v, pattern, depth + 1)) return true;
  }
  return false;
}
