import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { commandResultSchema, userPatternSchema, ynSchema } from './envelope.js';
import {
  AUTH_MESSAGES,
  brnoSchema,
  emailSchema,
  givenPasswordSchema,
  loginBodySchema,
  requiredConsent,
  sessionSchema,
  ticketSchema,
  ynField,
} from './auth.js';

/** Single sign-on of the agency's integrated membership (pattern 400), all under `auth/sso`. */

const ssoIdSchema = z
  .string({ error: AUTH_MESSAGES.ssoIdRequired })
  .trim()
  .min(1, AUTH_MESSAGES.ssoIdRequired)
  .max(50, AUTH_MESSAGES.loginIdRule);
const ssoTokenSchema = z
  .string({ error: AUTH_MESSAGES.ssoTokenInvalid })
  .trim()
  .min(1, AUTH_MESSAGES.ssoTokenInvalid)
  .max(200, AUTH_MESSAGES.ssoTokenInvalid);

/**
 * POST sso/verifyPw {ssoId, ssoPw}: the SSO login step. Success hands back `ssoToken`, a short-lived (10 minutes)
 * assertion that the following calls take. Five wrong passwords lock the SSO account (`reason: LGN_FAIL_TMS`) until
 * PUT sso/updateLgnFailMtry. GET sso/verifyPw answers 405: the password never travels in a URL.
 */
export const ssoVerifyPwBodySchema = z.object({ ssoId: ssoIdSchema, ssoPw: givenPasswordSchema });
export const ssoVerifyPwResultSchema = z.object({
  number: z.literal(200),
  message: z.string(),
  ssoToken: z.string(),
  expiresAt: z.string(),
});

/**
 * POST sso/chk {ssoToken}: what the portal does with an SSO sign-in. `LOGIN`: a portal session (token + session).
 * `MAPPING_REQUIRED`: no portal member yet, go to `trans` (map an existing member or add a new SSO member).
 * `RESTORE_REQUIRED`: the member is dormant, restore after identity verification (sso/restoreUser).
 */
export const ssoTokenBodySchema = z.object({ ssoToken: ssoTokenSchema });
export const ssoChkResultSchema = z.object({
  number: z.literal(200),
  message: z.string(),
  result: z.enum(['LOGIN', 'MAPPING_REQUIRED', 'RESTORE_REQUIRED']),
  ssoId: z.string(),
  userNm: z.string(),
  brno: z.string().nullable(),
  token: z.string().optional(),
  expiresAt: z.string().optional(),
  session: sessionSchema.optional(),
});

/** GET sso: where the SSO pages are, and the caller's linked SSO id when logged in as pattern 400. */
export const ssoInfoSchema = z.object({
  provider: z.string(),
  loginUrl: z.string(),
  logoutUrl: z.string(),
  /** The agent site's home; null when none is configured (AGENT_SITE_URL). */
  agentHomeUrl: z.string().nullable(),
  ssoId: z.string().nullable(),
});

/** POST sso/encrypt {returnUrl}: a sealed hand-off payload (AES-GCM) for the agent site, naming the caller's SSO id. */
export const ssoEncryptBodySchema = z.object({
  returnUrl: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || v.startsWith('/') || /^https:\/\//.test(v), AUTH_MESSAGES.ytbChnlUrlInvalid)
    .optional(),
});
export const ssoEncryptResultSchema = z.object({ number: z.literal(200), message: z.string(), encData: z.string() });

/** GET sso/duplicateByBrno?brNo= / GET sso/duplicateById?ssoId= */
export const ssoBrnoQuerySchema = z.object({ brNo: brnoSchema });
export const ssoIdQuerySchema = z.object({ ssoId: ssoIdSchema });
export const ssoDuplicateResultSchema = z.object({ available: z.boolean(), count: z.number().int() });

/**
 * GET sso/loginInfoCheck: where the header's agent-site link goes (anonymous → login, 400 → SSO login, others → agent
 * home). `url` is null when no agent site is configured: the header then shows no link.
 */
export const ssoLoginInfoSchema = z.object({
  loggedIn: z.boolean(),
  userPattnCd: userPatternSchema.nullable(),
  target: z.enum(['LOGIN', 'SSO_LOGIN', 'AGENT_HOME']),
  url: z.string().nullable(),
});
export type SsoLoginInfo = z.infer<typeof ssoLoginInfoSchema>;

/** POST sso/transMappingSsoUser: link an existing member (their own id and password) to the SSO account. */
export const ssoMappingBodySchema = z.object({
  ssoToken: ssoTokenSchema,
  lgnId: loginBodySchema.shape.lgnId,
  userPasswd: givenPasswordSchema,
});
/** POST sso/transAddSsoUser: create the portal member (pattern 400) for the SSO account, with the required consents. */
export const ssoAddBodySchema = z.object({
  ssoToken: ssoTokenSchema,
  termsAgreYn: requiredConsent(AUTH_MESSAGES.termsRequired),
  prvcAgreYn: requiredConsent(AUTH_MESSAGES.privacyRequired),
  mktAgreYn: ynField(AUTH_MESSAGES.consentInvalid).default('N'),
  userEmail: emailSchema.optional(),
});
/** POST sso/chkRestoreUser {ssoToken} */
export const ssoChkRestoreResultSchema = z.object({
  dormantYn: ynSchema,
  userNm: z.string().nullable(),
  lastLoginDt: z.string().nullable(),
});
/** POST sso/restoreUser {ssoToken, ticket}: identity ticket of the same person → restored and signed in. */
export const ssoRestoreBodySchema = z.object({ ssoToken: ssoTokenSchema, ticket: ticketSchema });
/** PUT sso/updateLgnFailMtry {ssoId, ticket} */
export const ssoUnlockBodySchema = z.object({ ssoId: ssoIdSchema, ticket: ticketSchema });
export const ssoSessionResultSchema = z.object({
  number: z.literal(200),
  message: z.string(),
  token: z.string(),
  expiresAt: z.string(),
  session: sessionSchema,
});

export const authSsoEndpoints = {
  info: endpoint({
    method: 'GET',
    path: 'auth/sso',
    access: 'public',
    summary: '통합로그인 정보 (로그인/로그아웃 주소, 연결된 SSO 아이디)',
    response: ssoInfoSchema,
  }),
  verifyPassword: endpoint({
    method: 'POST',
    path: 'auth/sso/verifyPw',
    access: 'public',
    summary: '통합로그인 비밀번호 확인 → 통합로그인 토큰',
    body: ssoVerifyPwBodySchema,
    response: ssoVerifyPwResultSchema,
  }),
  check: endpoint({
    method: 'POST',
    path: 'auth/sso/chk',
    access: 'public',
    summary: '통합로그인 확인 → 포털 로그인',
    body: ssoTokenBodySchema,
    response: ssoChkResultSchema,
  }),
  encrypt: endpoint({
    method: 'POST',
    path: 'auth/sso/encrypt',
    access: 'public',
    summary: '통합로그인 전달 데이터 암호화',
    body: ssoEncryptBodySchema,
    response: ssoEncryptResultSchema,
  }),
  duplicateByBrno: endpoint({
    method: 'GET',
    path: 'auth/sso/duplicateByBrno',
    access: 'public',
    summary: '사업자등록번호로 통합로그인 계정 조회',
    query: ssoBrnoQuerySchema,
    response: ssoDuplicateResultSchema,
  }),
  duplicateById: endpoint({
    method: 'GET',
    path: 'auth/sso/duplicateById',
    access: 'public',
    summary: '통합로그인 아이디 중복 확인',
    query: ssoIdQuerySchema,
    response: ssoDuplicateResultSchema,
  }),
  loginInfo: endpoint({
    method: 'GET',
    path: 'auth/sso/loginInfoCheck',
    access: 'public',
    summary: '에이전트 사이트 링크 대상',
    response: ssoLoginInfoSchema,
  }),
  mapExisting: endpoint({
    method: 'POST',
    path: 'auth/sso/transMappingSsoUser',
    access: 'public',
    summary: '기존 회원을 통합로그인 계정에 연결',
    body: ssoMappingBodySchema,
    response: ssoSessionResultSchema,
  }),
  addMember: endpoint({
    method: 'POST',
    path: 'auth/sso/transAddSsoUser',
    access: 'public',
    summary: '통합로그인 신규 회원 가입',
    body: ssoAddBodySchema,
    response: ssoSessionResultSchema,
  }),
  checkRestore: endpoint({
    method: 'POST',
    path: 'auth/sso/chkRestoreUser',
    access: 'public',
    summary: '휴면 여부 확인',
    body: ssoTokenBodySchema,
    response: ssoChkRestoreResultSchema,
  }),
  restore: endpoint({
    method: 'POST',
    path: 'auth/sso/restoreUser',
    access: 'public',
    summary: '휴면 해제 (본인인증)',
    body: ssoRestoreBodySchema,
    response: ssoSessionResultSchema,
  }),
  clearLock: endpoint({
    method: 'PUT',
    path: 'auth/sso/updateLgnFailMtry',
    access: 'public',
    summary: '통합로그인 실패 횟수 초기화 (본인인증)',
    body: ssoUnlockBodySchema,
    response: commandResultSchema,
  }),
} as const;
