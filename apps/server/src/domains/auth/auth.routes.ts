import {
  cashfriendsBodySchema,
  companyCheckResultSchema,
  companyFieldsSchema,
  convertBodySchema,
  currentSessionSchema,
  duplicatedQuerySchema,
  duplicatedResultSchema,
  extendResultSchema,
  loginBodySchema,
  loginResultSchema,
  mktAgreeQuerySchema,
  mktAgreeResultSchema,
  myInfoBodySchema,
  outboxPageSchema,
  outboxQuerySchema,
  outMktAgreeQuerySchema,
  passwordChangeBodySchema,
  passwordCheckBodySchema,
  passwordCheckResultSchema,
  profileBodySchema,
  reTermsBodySchema,
  signupBodySchema,
  signupResultSchema,
  validateResultSchema,
  withdrawBodySchema,
} from '@onfan/contracts/auth';
import { commandResultSchema } from '@onfan/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';
import { currentUser } from '../../http/access.js';
import { createAuthModule } from './auth.module.js';
import { registerCertificateRoutes } from './certificate/certificate.routes.js';
import { registerCreatorRoutes } from './creator/creator.routes.js';
import { registerIdentityRoutes } from './identity/identity.routes.js';
import { registerSsoRoutes } from './sso/sso.routes.js';

const tags = ['auth'];

/** Under /v1/app/auth: accounts and membership (spec sections 1-8). */
export async function authRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const m = createAuthModule(deps, app.log);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/login',
    {
      config: { access: 'public', limit: 'login' },
      schema: { tags, summary: '로그인', body: loginBodySchema, response: { 200: loginResultSchema } },
    },
    (req) => m.auth.login(req.body.lgnId, req.body.userPasswd),
  );

  r.post(
    '/logout',
    {
      config: { access: 'member' },
      schema: { tags, summary: '로그아웃 (토큰 폐기)', response: { 200: commandResultSchema } },
    },
    (req) => m.auth.logout(currentUser(req)),
  );

  r.get(
    '/',
    {
      config: { access: 'member' },
      schema: { tags, summary: '현재 세션 (세션 새로고침)', response: { 200: currentSessionSchema } },
    },
    (req) => m.auth.currentSession(currentUser(req)),
  );

  r.get(
    '/validate',
    {
      config: { access: 'public' },
      schema: { tags, summary: '토큰 유효성', response: { 200: validateResultSchema } },
    },
    (req) => m.auth.validate(req.user),
  );

  r.post(
    '/session/extend',
    {
      config: { access: 'member' },
      schema: { tags, summary: '로그인 시간 연장', response: { 200: extendResultSchema } },
    },
    (req) => m.auth.extend(currentUser(req)),
  );

  r.get(
    '/duplicated',
    {
      config: { access: 'public', limit: 'lookup' },
      schema: {
        tags,
        summary: '아이디 중복 확인',
        querystring: duplicatedQuerySchema,
        response: { 200: duplicatedResultSchema },
      },
    },
    (req) => m.auth.duplicated(req.query.lgnId),
  );

  r.post(
    '/signup',
    {
      config: { access: 'public', limit: 'signup' },
      schema: { tags, summary: '회원가입 (일반/통합)', body: signupBodySchema, response: { 200: signupResultSchema } },
    },
    (req) => m.auth.signup(req.body),
  );

  r.post(
    '/user/validate/comp',
    {
      config: { access: 'public', limit: 'lookup' },
      schema: {
        tags,
        summary: '회사정보 인증',
        body: companyFieldsSchema,
        response: { 200: companyCheckResultSchema },
      },
    },
    (req) => m.auth.checkCompany(req.body),
  );

  r.post(
    '/password/check',
    {
      config: { access: 'member', limit: 'password' },
      schema: {
        tags,
        summary: '비밀번호 확인 (내 정보 수정 10분 허용)',
        body: passwordCheckBodySchema,
        response: { 200: passwordCheckResultSchema },
      },
    },
    (req) => m.account.checkPassword(currentUser(req), req.body.userPasswd),
  );

  r.put(
    '/',
    {
      config: { access: 'member', limit: 'password' },
      schema: { tags, summary: '내 정보 수정', body: myInfoBodySchema, response: { 200: commandResultSchema } },
    },
    (req) => m.account.updateMyInfo(currentUser(req), req.body),
  );

  r.put(
    '/password/change',
    {
      config: { access: 'member', limit: 'password' },
      schema: {
        tags,
        summary: '비밀번호 변경',
        body: passwordChangeBodySchema,
        response: { 200: commandResultSchema },
      },
    },
    (req) => m.account.changePassword(currentUser(req), req.body),
  );

  r.put(
    '/profile',
    {
      config: { access: 'member' },
      schema: { tags, summary: '프로필 수정', body: profileBodySchema, response: { 200: commandResultSchema } },
    },
    (req) => m.account.updateProfile(currentUser(req), req.body),
  );

  r.post(
    '/mktRcptnAgree',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: '마케팅 수신 동의 변경',
        querystring: mktAgreeQuerySchema,
        response: { 200: mktAgreeResultSchema },
      },
    },
    (req) => m.account.setMyMarketing(currentUser(req), req.query.mktAgreYn),
  );

  r.post(
    '/outMktRcptnAgree',
    {
      config: { access: 'public', limit: 'lookup' },
      schema: {
        tags,
        summary: '마케팅 수신 거부 (메시지의 서명된 링크)',
        querystring: outMktAgreeQuerySchema,
        response: { 200: mktAgreeResultSchema },
      },
    },
    (req) => m.account.setMarketingFromLink(req.query.userData, req.query.mktAgreYn),
  );

  r.put(
    '/reTermsAgree',
    {
      config: { access: 'member' },
      schema: { tags, summary: '약관 재동의', body: reTermsBodySchema, response: { 200: commandResultSchema } },
    },
    (req) => m.account.reAgreeTerms(currentUser(req), req.body),
  );

  r.post(
    '/convert',
    {
      config: { access: 'member', limit: 'password' },
      schema: {
        tags,
        summary: '통합 사업자회원 전환 (약관 재동의 후, 본인인증과 회사정보 인증)',
        body: convertBodySchema,
        response: { 200: commandResultSchema },
      },
    },
    (req) => m.account.convert(currentUser(req), req.body),
  );

  r.post(
    '/cashfriends',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: '제휴 이벤트 참여 동의',
        body: cashfriendsBodySchema,
        response: { 200: commandResultSchema },
      },
    },
    (req) => m.account.cashfriends(currentUser(req), req.body.agreYn),
  );

  r.post(
    '/userWhdwl',
    {
      config: { access: 'member', limit: 'password' },
      schema: { tags, summary: '회원 탈퇴', body: withdrawBodySchema, response: { 200: commandResultSchema } },
    },
    (req) => m.account.withdraw(currentUser(req), req.body),
  );

  r.get(
    '/opr/outbox',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary: '발송 알림함 (운영자: 문자메시지·이메일 발송 내역, 최신순)',
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema },
      },
    },
    (req) => m.outbox.page(req.query),
  );

  registerIdentityRoutes(r, m);
  registerCreatorRoutes(r, m);
  registerCertificateRoutes(r, m, deps.storage);
  registerSsoRoutes(r, m);
}
