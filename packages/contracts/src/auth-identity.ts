import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { commandResultSchema, userPatternSchema } from './envelope.js';
import {
  AUTH_MESSAGES,
  birthSchema,
  loginIdSchema,
  mobileSchema,
  newPasswordSchema,
  ticketSchema,
  userNameSchema,
} from './auth.js';

/**
 * Identity verification and what it unlocks (spec sections 5-8): finding ids, password reset, clearing the login lock
 * and restoring a dormant account. Messages and field rules are in auth.ts.
 */

/** GET findinfostart / checkmestart → a transaction id and the page that walks the provider's steps in a popup. */
export const identityStartResultSchema = z.object({ txId: z.string(), popupUrl: z.string(), provider: z.string() });

/**
 * POST /v1/app/auth/user/idnty/sms (the built-in provider's "send code" step): the person's name, mobile and birth day.
 * The code goes by text message only (the notification outbox), never in the answer, in any environment (decision
 * 009: in development an operator reads it in the outbox, GET opr/outbox, or in the server log).
 */
export const identityCodeBodySchema = z.object({
  txId: z.string({ error: AUTH_MESSAGES.identityTxExpired }).trim().min(1, AUTH_MESSAGES.identityTxExpired).max(100),
  userNm: userNameSchema,
  mblNo: mobileSchema,
  birth: birthSchema,
});
export const identityCodeResultSchema = z.object({
  number: z.literal(200),
  message: z.string(),
  expiresAt: z.string(),
});

/** POST /v1/app/auth/user/idnty: the verification result → an identity ticket (30 minutes). Failure: number -1. */
export const identityVerifyBodySchema = identityCodeBodySchema.extend({
  code: z
    .string({ error: AUTH_MESSAGES.identityCodeRequired })
    .trim()
    .min(1, AUTH_MESSAGES.identityCodeRequired)
    .max(20),
});
export const identityVerifyResultSchema = z.object({
  number: z.literal(200),
  message: z.string(),
  ticket: z.string(),
  expiresAt: z.string(),
  userNm: z.string(),
  mblNo: z.string(),
});

export const ticketBodySchema = z.object({ ticket: ticketSchema });
export const ticketQuerySchema = z.object({ ticket: ticketSchema });

export const foundIdSchema = z.object({ lgnId: z.string(), regDt: z.string(), userPattnCd: userPatternSchema });
/** POST findId → masked ids. */
export const findIdResultSchema = z.object({
  number: z.literal(200),
  message: z.string(),
  items: z.array(foundIdSchema),
});
/** GET user/find/ids → masked ids. */
export const findIdsResultSchema = z.object({ items: z.array(foundIdSchema) });

/** GET user/find/password?lgnId=&ticket= → a one-time reset ticket. */
export const findPasswordQuerySchema = z.object({ lgnId: loginIdSchema, ticket: ticketSchema });
export const findPasswordResultSchema = z.object({ resetTicket: z.string(), expiresAt: z.string() });

/** POST changePasswd */
export const changePasswdBodySchema = z.object({
  resetTicket: z
    .string({ error: AUTH_MESSAGES.resetTicketInvalid })
    .trim()
    .min(1, AUTH_MESSAGES.resetTicketInvalid)
    .max(200),
  newPasswd: newPasswordSchema,
});

/** PUT updateLgnFailMtry, POST user/restore */
export const ticketWithIdBodySchema = z.object({ ticket: ticketSchema, lgnId: loginIdSchema });

export const authIdentityEndpoints = {
  findInfoStart: endpoint({
    method: 'GET',
    path: 'auth/findinfostart',
    access: 'public',
    summary: '본인인증 시작 (아이디/비밀번호 찾기)',
    response: identityStartResultSchema,
  }),
  checkMeStart: endpoint({
    method: 'GET',
    path: 'auth/checkmestart',
    access: 'public',
    summary: '본인인증 시작 (가입, 전환)',
    response: identityStartResultSchema,
  }),
  sendCode: endpoint({
    method: 'POST',
    path: 'auth/user/idnty/sms',
    access: 'public',
    summary: '본인인증 인증번호 발송 (내장 본인인증)',
    body: identityCodeBodySchema,
    response: identityCodeResultSchema,
  }),
  verify: endpoint({
    method: 'POST',
    path: 'auth/user/idnty',
    access: 'public',
    summary: '본인인증 결과 → 본인인증 티켓',
    body: identityVerifyBodySchema,
    response: identityVerifyResultSchema,
  }),
  findId: endpoint({
    method: 'POST',
    path: 'auth/findId',
    access: 'public',
    summary: '아이디 찾기',
    body: ticketBodySchema,
    response: findIdResultSchema,
  }),
  findIds: endpoint({
    method: 'GET',
    path: 'auth/user/find/ids',
    access: 'public',
    summary: '아이디 찾기 (조회)',
    query: ticketQuerySchema,
    response: findIdsResultSchema,
  }),
  sendIds: endpoint({
    method: 'POST',
    path: 'auth/user/lms',
    access: 'public',
    summary: '찾은 아이디 문자 발송',
    body: ticketBodySchema,
    response: commandResultSchema,
  }),
  startPasswordReset: endpoint({
    method: 'GET',
    path: 'auth/user/find/password',
    access: 'public',
    summary: '비밀번호 재설정 시작 (재설정 티켓 발급)',
    query: findPasswordQuerySchema,
    response: findPasswordResultSchema,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: 'auth/changePasswd',
    access: 'public',
    summary: '비밀번호 재설정',
    body: changePasswdBodySchema,
    response: commandResultSchema,
  }),
  clearLoginLock: endpoint({
    method: 'PUT',
    path: 'auth/updateLgnFailMtry',
    access: 'public',
    summary: '로그인 실패 횟수 초기화',
    body: ticketWithIdBodySchema,
    response: commandResultSchema,
  }),
  restoreDormant: endpoint({
    method: 'POST',
    path: 'auth/user/restore',
    access: 'public',
    summary: '휴면 계정 해제',
    body: ticketWithIdBodySchema,
    response: commandResultSchema,
  }),
} as const;
