import type {
  Certificate,
  CompanyFields,
  Creator,
  CreatorBody,
  CurrentSession,
  LoginResult,
  OutboxItem,
  Session,
  SignupBody,
} from '@onfan/contracts/auth';
import type { Page, UserPattern } from '@onfan/contracts/envelope';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';

/** The `auth` group of api-map.md as the browser calls it. */

export interface Command {
  number: 200;
  message: string;
}

/** Calls whose refusal the page explains itself: no login prompt, no error page. */
const quiet = { authPrompt: false, redirectOnServerError: false } as const;

export const authApi = {
  login: (lgnId: string, userPasswd: string) => api.post<LoginResult>('auth/login', { lgnId, userPasswd }, quiet),
  session: () => api.get<CurrentSession>('auth'),
  extend: () => api.post<Command & { expiresAt: string }>('auth/session/extend', undefined, quiet),
  duplicated: (lgnId: string) => api.get<{ available: boolean; message: string }>('auth/duplicated', { lgnId }, quiet),
  signup: (body: SignupBody) => api.post<Command & { userId: number }>('auth/signup', body, quiet),
  checkCompany: (body: CompanyFields) => api.post<Command>('auth/user/validate/comp', body, quiet),

  identityStart: (kind: 'findinfostart' | 'checkmestart') =>
    api.get<{ txId: string; popupUrl: string; provider: string }>(`auth/${kind}`, undefined, quiet),
  identitySendCode: (body: { txId: string; userNm: string; mblNo: string; birth: string }) =>
    api.post<Command & { expiresAt: string }>('auth/user/idnty/sms', body, quiet),
  identityVerify: (body: { txId: string; userNm: string; mblNo: string; birth: string; code: string }) =>
    api.post<Command & { ticket: string; expiresAt: string; userNm: string; mblNo: string }>(
      'auth/user/idnty',
      body,
      quiet,
    ),

  findIds: (ticket: string) => api.post<Command & { items: FoundId[] }>('auth/findId', { ticket }, quiet),
  sendIdsByLms: (ticket: string) => api.post<Command>('auth/user/lms', { ticket }, quiet),
  startPasswordReset: (lgnId: string, ticket: string) =>
    api.get<{ resetTicket: string; expiresAt: string }>('auth/user/find/password', { lgnId, ticket }, quiet),
  resetPassword: (resetTicket: string, newPasswd: string) =>
    api.post<Command>('auth/changePasswd', { resetTicket, newPasswd }, quiet),
  clearLock: (lgnId: string, ticket: string) => api.put<Command>('auth/updateLgnFailMtry', { lgnId, ticket }, quiet),
  restoreDormant: (lgnId: string, ticket: string) => api.post<Command>('auth/user/restore', { lgnId, ticket }, quiet),

  checkPassword: (userPasswd: string) =>
    api.post<Command & { verifiedUntil: string }>(
      'auth/password/check',
      { userPasswd },
      { redirectOnServerError: false },
    ),
  updateMyInfo: (body: MyInfoUpdate) => api.put<Command>('auth', body, { redirectOnServerError: false }),
  updateProfile: (body: ProfileUpdate) => api.put<Command>('auth/profile', body, { redirectOnServerError: false }),
  uploadProfileImage: (file: File) =>
    api.upload<Command & { filePath: string }>('common/mypage/upload/rprs', file, { redirectOnServerError: false }),
  setMarketing: (mktAgreYn: 'Y' | 'N') =>
    api.post<Command & { mktAgreYn: 'Y' | 'N' }>('auth/mktRcptnAgree', undefined, {
      query: { mktAgreYn },
      redirectOnServerError: false,
    }),
  unsubscribe: (userData: string) =>
    api.post<Command & { mktAgreYn: 'Y' | 'N' }>('auth/outMktRcptnAgree', undefined, {
      query: { userData, mktAgreYn: 'N' },
      ...quiet,
    }),
  reAgreeTerms: () => api.put<Command>('auth/reTermsAgree', { termsAgreYn: 'Y', prvcAgreYn: 'Y' }),
  convert: (body: CompanyFields & { ticket: string }) => api.post<Command>('auth/convert', body),

  creator: () => api.get<{ userPattnCd: UserPattern; creator: Creator | null }>('auth/ctr'),
  saveCreator: (body: CreatorBody) =>
    api.post<Command & { userPattnCd: UserPattern }>('auth/ctr', body, { redirectOnServerError: false }),
  codes: (cmmnCd: string) => api.get<CommonCode[]>('common/cd', { cmmnCd }),

  certificate: () => api.get<Certificate>('auth/certificate'),
  uploadCertificate: (file: File) =>
    api.upload<Command>('auth/certificate/upload', file, { redirectOnServerError: false }),

  withdraw: (lgnId: string, userPasswd: string) =>
    api.post<Command>('auth/userWhdwl', { lgnId, userPasswd }, { redirectOnServerError: false }),

  ssoVerifyPw: (ssoId: string, ssoPw: string) =>
    api.post<Command & { ssoToken: string; expiresAt: string }>('auth/sso/verifyPw', { ssoId, ssoPw }, quiet),
  ssoCheck: (ssoToken: string) => api.post<SsoCheck>('auth/sso/chk', { ssoToken }, quiet),
  ssoMap: (ssoToken: string, lgnId: string, userPasswd: string) =>
    api.post<LoginResult>('auth/sso/transMappingSsoUser', { ssoToken, lgnId, userPasswd }, quiet),
  ssoAdd: (body: { ssoToken: string; termsAgreYn: 'Y'; prvcAgreYn: 'Y'; mktAgreYn: 'Y' | 'N' }) =>
    api.post<LoginResult>('auth/sso/transAddSsoUser', body, quiet),
  ssoRestore: (ssoToken: string, ticket: string) =>
    api.post<LoginResult>('auth/sso/restoreUser', { ssoToken, ticket }, quiet),
  ssoUnlock: (ssoId: string, ticket: string) =>
    api.put<Command>('auth/sso/updateLgnFailMtry', { ssoId, ticket }, quiet),
  /** Operators: the text messages and e-mails the portal sent, newest first (발송 알림함). */
  outbox: (q: OutboxParams) =>
    api.get<Page<OutboxItem>>('auth/opr/outbox', {
      pageNo: q.pageNo,
      pageSize: OUTBOX_PAGE_SIZE,
      mblNo: q.mblNo || undefined,
    }),

  ssoInfo: () =>
    api.get<{ provider: string; loginUrl: string; logoutUrl: string; agentHomeUrl: string; ssoId: string | null }>(
      'auth/sso',
      undefined,
      quiet,
    ),
};

export const OUTBOX_PAGE_SIZE = 10;

export interface OutboxParams {
  pageNo: number;
  /** A mobile number in any format; '' lists every message. */
  mblNo: string;
}

/** Query keys of the auth feature's reads. */
export const authKeys = {
  all: ['auth'] as const,
  outbox: (q: OutboxParams) => ['auth', 'outbox', q.mblNo, q.pageNo] as const,
};

/** The operators' outbox page (my-page 발송 알림함); the previous page stays on screen while the next one loads. */
export const outboxQuery = (q: OutboxParams) =>
  queryOptions({
    queryKey: authKeys.outbox(q),
    queryFn: () => authApi.outbox(q),
    placeholderData: keepPreviousData,
  });

export interface SsoCheck extends Command {
  result: 'LOGIN' | 'MAPPING_REQUIRED' | 'RESTORE_REQUIRED';
  ssoId: string;
  userNm: string;
  brno: string | null;
  token?: string;
  expiresAt?: string;
  session?: Session;
}

export interface FoundId {
  lgnId: string;
  regDt: string;
  userPattnCd: UserPattern;
}

export interface MyInfoUpdate {
  currentPasswd: string;
  newPasswd?: string;
  newPasswdConfirm?: string;
  userEmail?: string;
  telNo?: string;
  felrgEduTknlcrsAplyYn?: 'Y' | 'N';
}

export interface ProfileUpdate {
  nickNm?: string;
  profileImg?: string;
  telNo?: string;
  userEmail?: string;
  prtlBrno?: string;
  openDay?: string;
  ceoNm?: string;
  compNm?: string;
  isCompCheck?: 'Y' | 'N';
}

export interface CommonCode {
  cmmnCd: string;
  cmmnCdVal: string;
  cmmnCdValNm: string;
  sortSeq?: number;
}

export type { Session };
