import { loginBodySchema } from '@onfan/contracts/auth';
import { ssoVerifyPwBodySchema } from '@onfan/contracts/auth-sso';
import {
  LOGIN_FIELDS,
  LOGIN_FORM_STATE_KEY,
  LOGIN_PATH,
  loginFormAction,
  type LoginFormRefusal,
  safeReturnPath,
  TOKEN_STORAGE_KEY,
} from '@onfan/contracts/login-form';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { toEnvelope } from '../../http/error-handler.js';
import { type PageServer, sendSessionHandoff } from '../../http/web-app.js';
import type { AuthService } from './auth.service.js';
import type { SsoService } from './sso/sso.service.js';

type Fields = Record<string, string | undefined>;

/** The form's fields as the browser sent them (urlencoded, acceptFormPosts); anything else is an empty form. */
function fieldsOf(request: FastifyRequest): Fields {
  const body = request.body;
  return body && typeof body === 'object' && !Buffer.isBuffer(body) ? (body as Fields) : {};
}

function queryOf(request: FastifyRequest): Fields {
  return (request.query ?? {}) as Fields;
}

/** The login page the form came from: its return address and whether it is the integrated (SSO) login. */
function formPage(request: FastifyRequest): { returnUrl: string; sso: boolean; target: string } {
  const query = queryOf(request);
  const returnUrl = safeReturnPath(query.returnUrl);
  const sso = query.sso === '1';
  return { returnUrl, sso, target: sso ? `${LOGIN_PATH}?sso=1` : loginFormAction(returnUrl) };
}

/** A schema's first message, as the app's form check shows it, as a refusal. */
function parsed<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw AppError.badRequest(result.error.issues[0]?.message ?? '');
}

/**
 * The login page's form without the page's scripts (issue 33, item 2). The login page is drawn by the server, so its
 * form can be sent before the scripts take over; it posts (the app's own form never sends by GET either):
 *
 * - `POST /login` logs the member in with the login call's own rules — its per-address limit ('login'), the failure
 *   count and lock (LGN_FAIL_TMS), dormant and restricted accounts — and hands the session over to the app
 *   (sendSessionHandoff), which opens `returnUrl`; a refusal draws the login page again with its message and the id
 *   as typed, never the password. `?sso=1` is the integrated login: the provider's password check, then sso/chk
 *   (a sign-in that needs the trans page first draws the form with that step's message).
 * - `GET /login` with the fields in the address (an old form, a hand-typed link) never shows or keeps them: 303 to
 *   the login page with only its return address.
 */
export function loginFormRoutes(app: FastifyInstance, m: { auth: AuthService; sso: SsoService; pages: PageServer }) {
  app.get(LOGIN_PATH, { schema: { hide: true } }, (request, reply) => {
    const query = queryOf(request);
    if (LOGIN_FIELDS.userPasswd in query || LOGIN_FIELDS.lgnId in query || 'ssoPw' in query) {
      return reply.header('Cache-Control', 'no-store').redirect(formPage(request).target, 303);
    }
    return m.pages(request, reply);
  });

  const redraw = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    const { status, body } = toEnvelope(error);
    if (status >= 500) request.log.error({ err: error }, 'form login failed');
    else request.log.info({ status, number: body.number }, 'form login refused');
    const fields = fieldsOf(request);
    const page = formPage(request);
    const typed = (page.sso ? fields.ssoId : fields[LOGIN_FIELDS.lgnId]) ?? '';
    const refusal: LoginFormRefusal = {
      lgnId: typed.slice(0, 100),
      message: body.message,
      reason: body.reason ?? null,
    };
    return m.pages(request, reply, {
      target: page.target,
      status,
      seed: [{ queryKey: LOGIN_FORM_STATE_KEY, data: refusal }],
    });
  };

  app.post(
    LOGIN_PATH,
    {
      config: { limit: 'login' },
      schema: { hide: true },
      errorHandler: (error, request, reply) => redraw(request, reply, error),
    },
    async (request, reply) => {
      const fields = fieldsOf(request);
      const page = formPage(request);
      if (page.sso) {
        const body = parsed(ssoVerifyPwBodySchema, { ssoId: fields.ssoId, ssoPw: fields.ssoPw });
        const verified = await m.sso.verifyPassword(body.ssoId, body.ssoPw);
        const check = await m.sso.check(verified.ssoToken);
        // Mapping an account or restoring a dormant one is the trans page's, which needs the scripts.
        if (check.result !== 'LOGIN' || !check.token) throw AppError.conflict(check.message);
        return sendSessionHandoff(reply, { token: check.token, returnUrl: '/', storageKey: TOKEN_STORAGE_KEY });
      }
      const body = parsed(loginBodySchema, {
        lgnId: fields[LOGIN_FIELDS.lgnId],
        userPasswd: fields[LOGIN_FIELDS.userPasswd],
      });
      const login = await m.auth.login(body.lgnId, body.userPasswd);
      return sendSessionHandoff(reply, {
        token: login.token,
        returnUrl: page.returnUrl,
        storageKey: TOKEN_STORAGE_KEY,
      });
    },
  );
}
