import type { FastifyRequest } from 'fastify';
import type { ConsoleActor } from '../domains/admin/console-records.js';
import { currentUser } from './access.js';

/** The operator behind a console call and the client address it came from (the access log keeps both). */
export function consoleActor(request: FastifyRequest): ConsoleActor {
  return { user: currentUser(request), clientIp: request.ip };
}
