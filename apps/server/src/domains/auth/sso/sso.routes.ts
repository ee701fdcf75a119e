import {
  AUTH_MESSAGES,
  ssoAddBodySchema,
  ssoBrnoQuerySchema,
  ssoChkRestoreResultSchema,
  ssoChkResultSchema,
  ssoDuplicateResultSchema,
  ssoEncryptBodySchema,
  ssoEncryptResultSchema,
  ssoIdQuerySchema,
  ssoInfoSchema,
  ssoLoginInfoSchema,
  ssoMappingBodySchema,
  ssoRestoreBodySchema,
  ssoSessionResultSchema,
  ssoTokenBodySchema,
  ssoUnlockBodySchema,
  ssoVerifyPwBodySchema,
  ssoVerifyPwResultSchema,
} from '@onfan/contracts/auth';
import { commandResultSchema } from '@onfan/contracts/envelope';
import { AppError } from '../../../http/app-error.js';
import type { AuthModule } from '../auth.module.js';
import type { ZodApp } from '../../../http/zod-app.js';

const tags = ['auth-sso'];

/** /v1/app/auth/sso/*: the single sign-on calls of api-map.md. */
export function registerSsoRoutes(r: ZodApp, m: AuthModule): void {
  r.get(
    '/sso',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '통합로그인 정보 (로그인/로그아웃 주소, 연결된 SSO 아이디)',
        response: { 200: ssoInfoSchema },
      },
    },
    (req) => m.sso.info(req.user),
  );

  r.post(
    '/sso/verifyPw',
    {
      config: { access: 'public', limit: 'login' },
      schema: {
        tags,
        summary: '통합로그인 비밀번호 확인 → 통합로그인 토큰',
        body: ssoVerifyPwBodySchema,
        response: { 200: ssoVerifyPwResultSchema },
      },
    },
    (req) => m.sso.verifyPassword(req.body.ssoId, req.body.ssoPw),
  );

  // The password never travels in a URL: the GET form of this call only says so.
  r.get(
    '/sso/verifyPw',
    { config: { access: 'public' }, schema: { tags, summary: '사용 불가: POST로 보내주세요', hide: true } },
    () => {
      throw new AppError(405, AUTH_MESSAGES.ssoPasswordInUrl);
    },
  );

  r.post(
    '/sso/chk',
    {
      config: { access: 'public', limit: 'identity' },
      schema: {
        tags,
        summary: '통합로그인 확인 → 포털 로그인',
        body: ssoTokenBodySchema,
        response: { 200: ssoChkResultSchema },
      },
    },
    (req) => m.sso.check(req.body.ssoToken),
  );

  r.post(
    '/sso/encrypt',
    {
      config: { access: 'public', limit: 'lookup' },
      schema: {
        tags,
        summary: '통합로그인 전달 데이터 암호화',
        body: ssoEncryptBodySchema,
        response: { 200: ssoEncryptResultSchema },
      },
    },
    (req) => m.sso.encrypt(req.user, req.body.returnUrl),
  );

  r.get(
    '/sso/duplicateByBrno',
    {
      config: { access: 'public', limit: 'lookup' },
      schema: {
        tags,
        summary: '사업자등록번호로 통합로그인 계정 조회',
        querystring: ssoBrnoQuerySchema,
        response: { 200: ssoDuplicateResultSchema },
      },
    },
    (req) => m.sso.duplicateByBrno(req.query.brNo),
  );

  r.get(
    '/sso/duplicateById',
    {
      config: { access: 'public', limit: 'lookup' },
      schema: {
        tags,
        summary: '통합로그인 아이디 중복 확인',
        querystring: ssoIdQuerySchema,
        response: { 200: ssoDuplicateResultSchema },
      },
    },
    (req) => m.sso.duplicateById(req.query.ssoId),
  );

  r.get(
    '/sso/loginInfoCheck',
    {
      config: { access: 'public' },
      schema: { tags, summary: '에이전트 사이트 링크 대상', response: { 200: ssoLoginInfoSchema } },
    },
    (req) => m.sso.loginInfo(req.user),
  );

  r.post(
    '/sso/transMappingSsoUser',
    {
      config: { access: 'public', limit: 'login' },
      schema: {
        tags,
        summary: '기존 회원을 통합로그인 계정에 연결',
        body: ssoMappingBodySchema,
        response: { 200: ssoSessionResultSchema },
      },
    },
    (req) => m.sso.mapExisting(req.body.ssoToken, req.body.lgnId, req.body.userPasswd),
  );

  r.post(
    '/sso/transAddSsoUser',
    {
      config: { access: 'public', limit: 'login' },
      schema: {
        tags,
        summary: '통합로그인 신규 회원 가입',
        body: ssoAddBodySchema,
        response: { 200: ssoSessionResultSchema },
      },
    },
    (req) => m.sso.addMember(req.body),
  );

  r.post(
    '/sso/chkRestoreUser',
    {
      config: { access: 'public', limit: 'identity' },
      schema: {
        tags,
        summary: '휴면 여부 확인',
        body: ssoTokenBodySchema,
        response: { 200: ssoChkRestoreResultSchema },
      },
    },
    (req) => m.sso.checkRestore(req.body.ssoToken),
  );

  r.post(
    '/sso/restoreUser',
    {
      config: { access: 'public', limit: 'login' },
      schema: {
        tags,
        summary: '휴면 해제 (본인인증)',
        body: ssoRestoreBodySchema,
        response: { 200: ssoSessionResultSchema },
      },
    },
    (req) => m.sso.restore(req.body.ssoToken, req.body.ticket),
  );

  r.put(
    '/sso/updateLgnFailMtry',
    {
      config: { access: 'public', limit: 'login' },
      schema: {
        tags,
        summary: '통합로그인 실패 횟수 초기화 (본인인증)',
        body: ssoUnlockBodySchema,
        response: { 200: commandResultSchema },
      },
    },
    (req) => m.sso.clearLock(req.body.ssoId, req.body.ticket),
  );
}
