import {
  AUTH_MESSAGES,
  changePasswdBodySchema,
  findIdResultSchema,
  findIdsResultSchema,
  findPasswordQuerySchema,
  findPasswordResultSchema,
  identityCodeBodySchema,
  identityCodeResultSchema,
  identityStartResultSchema,
  identityVerifyBodySchema,
  identityVerifyResultSchema,
  ticketBodySchema,
  ticketQuerySchema,
  ticketWithIdBodySchema,
} from '@onfan/contracts/auth';
import { commandResultSchema } from '@onfan/contracts/envelope';
import type { AuthModule } from '../auth.module.js';
import type { ZodApp } from '../../../http/zod-app.js';

const tags = ['auth'];

/** Identity verification and what it unlocks: finding ids, password reset, clearing the lock, restoring a dormant account. */
export function registerIdentityRoutes(r: ZodApp, m: AuthModule): void {
  r.get(
    '/findinfostart',
    {
      config: { access: 'public', limit: 'identity' },
      schema: { tags, summary: '본인인증 시작 (아이디/비밀번호 찾기)', response: { 200: identityStartResultSchema } },
    },
    () => m.identity.start('findinfo'),
  );

  r.get(
    '/checkmestart',
    {
      config: { access: 'public', limit: 'identity' },
      schema: { tags, summary: '본인인증 시작 (가입, 전환)', response: { 200: identityStartResultSchema } },
    },
    () => m.identity.start('checkme'),
  );

  r.post(
    '/user/idnty/sms',
    {
      config: { access: 'public', limit: 'identityCode' },
      schema: {
        tags,
        summary: '본인인증 인증번호 발송 (내장 본인인증)',
        body: identityCodeBodySchema,
        response: { 200: identityCodeResultSchema },
      },
    },
    (req) => m.identity.sendCode(req.body.txId, req.body),
  );

  r.post(
    '/user/idnty',
    {
      config: { access: 'public', limit: 'identity' },
      schema: {
        tags,
        summary: '본인인증 결과 → 본인인증 티켓',
        body: identityVerifyBodySchema,
        response: { 200: identityVerifyResultSchema },
      },
    },
    (req) => m.identity.verify(req.body.txId, req.body),
  );

  r.post(
    '/findId',
    {
      config: { access: 'public', limit: 'identity' },
      schema: { tags, summary: '아이디 찾기', body: ticketBodySchema, response: { 200: findIdResultSchema } },
    },
    async (req) => ({
      number: 200 as const,
      message: AUTH_MESSAGES.identityOk,
      items: await m.recovery.findIds(req.body.ticket),
    }),
  );

  r.get(
    '/user/find/ids',
    {
      config: { access: 'public', limit: 'identity' },
      schema: {
        tags,
        summary: '아이디 찾기 (조회)',
        querystring: ticketQuerySchema,
        response: { 200: findIdsResultSchema },
      },
    },
    async (req) => ({ items: await m.recovery.findIds(req.query.ticket) }),
  );

  r.post(
    '/user/lms',
    {
      config: { access: 'public', limit: 'identityCode' },
      schema: {
        tags,
        summary: '찾은 아이디 문자 발송',
        body: ticketBodySchema,
        response: { 200: commandResultSchema },
      },
    },
    (req) => m.recovery.sendIdsByLms(req.body.ticket),
  );

  r.get(
    '/user/find/password',
    {
      config: { access: 'public', limit: 'password' },
      schema: {
        tags,
        summary: '비밀번호 재설정 시작 (재설정 티켓 발급)',
        querystring: findPasswordQuerySchema,
        response: { 200: findPasswordResultSchema },
      },
    },
    (req) => m.recovery.startPasswordReset(req.query.lgnId, req.query.ticket),
  );

  r.post(
    '/changePasswd',
    {
      config: { access: 'public', limit: 'password' },
      schema: {
        tags,
        summary: '비밀번호 재설정',
        body: changePasswdBodySchema,
        response: { 200: commandResultSchema },
      },
    },
    (req) => m.recovery.resetPassword(req.body.resetTicket, req.body.newPasswd),
  );

  r.put(
    '/updateLgnFailMtry',
    {
      config: { access: 'public', limit: 'password' },
      schema: {
        tags,
        summary: '로그인 실패 횟수 초기화',
        body: ticketWithIdBodySchema,
        response: { 200: commandResultSchema },
      },
    },
    (req) => m.recovery.clearLoginLock(req.body.lgnId, req.body.ticket),
  );

  r.post(
    '/user/restore',
    {
      config: { access: 'public', limit: 'password' },
      schema: { tags, summary: '휴면 계정 해제', body: ticketWithIdBodySchema, response: { 200: commandResultSchema } },
    },
    (req) => m.recovery.restoreDormant(req.body.lgnId, req.body.ticket),
  );
}
