import type { CompanyFields, LoginResult, Session, SignupBody } from '@onfan/contracts/auth';
import { authEndpoints } from '@onfan/contracts/auth';
import { authCertificateEndpoints } from '@onfan/contracts/auth-certificate';
import type { CreatorBody } from '@onfan/contracts/auth-creator';
import { authCreatorEndpoints } from '@onfan/contracts/auth-creator';
import { authIdentityEndpoints } from '@onfan/contracts/auth-identity';
import { authSsoEndpoints } from '@onfan/contracts/auth-sso';
import { codeEndpoints } from '@onfan/contracts/code';
import type { EndpointResult } from '@onfan/contracts/endpoint';
import type { UserPattern } from '@onfan/contracts/envelope';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
// Uploads are multipart: the API client's upload helper, here in the feature's own api module only.
import { api, isApiError, type RequestOptions } from '@/lib/api/api-client';
import { call, callDownload, callUpload } from '@/lib/api/endpoint-client';
import { type CommandHandlers, useCommand } from '@/lib/api/use-command';

/** The `auth` group of api-map.md as the browser calls it: every call from its declaration in the contracts. */

export interface Command {
  number: 200;
  message: string;
}

/** Calls whose refusal the page explains itself: no login prompt, no error page. */
const quiet = { authPrompt: false, redirectOnServerError: false } as const satisfies RequestOptions;
/** Calls whose refusal the screen shows in place (no error page on a 5xx). */
const inPlace = { redirectOnServerError: false } as const satisfies RequestOptions;

export const authApi = {
  login: (lgnId: string, userPasswd: string) =>
    call(authEndpoints.login, { body: { lgnId, userPasswd } }, quiet) as Promise<LoginResult>,
  session: () => call(authEndpoints.session),
  extend: () => call(authEndpoints.extend, {}, quiet),
  duplicated: (lgnId: string) => call(authEndpoints.duplicated, { query: { lgnId } }, quiet),
  signup: (body: SignupBody) => call(authEndpoints.signup, { body }, quiet),
  checkCompany: (body: CompanyFields) => call(authEndpoints.checkCompany, { body }, quiet),

  identityStart: (kind: 'findinfostart' | 'checkmestart') =>
    call(
      kind === 'findinfostart' ? authIdentityEndpoints.findInfoStart : authIdentityEndpoints.checkMeStart,
      {},
      quiet,
    ),
  identitySendCode: (body: { txId: string; userNm: string; mblNo: string; birth: string }) =>
    call(authIdentityEndpoints.sendCode, { body }, quiet),
  identityVerify: (body: { txId: string; userNm: string; mblNo: string; birth: string; code: string }) =>
    call(authIdentityEndpoints.verify, { body }, quiet),

  findIds: (ticket: string) => call(authIdentityEndpoints.findId, { body: { ticket } }, quiet),
  sendIdsByLms: (ticket: string) => call(authIdentityEndpoints.sendIds, { body: { ticket } }, quiet),
  startPasswordReset: (lgnId: string, ticket: string) =>
    call(authIdentityEndpoints.startPasswordReset, { query: { lgnId, ticket } }, quiet),
  resetPassword: (resetTicket: string, newPasswd: string) =>
    call(authIdentityEndpoints.resetPassword, { body: { resetTicket, newPasswd } }, quiet),
  clearLock: (lgnId: string, ticket: string) =>
    call(authIdentityEndpoints.clearLoginLock, { body: { lgnId, ticket } }, quiet),
  restoreDormant: (lgnId: string, ticket: string) =>
    call(authIdentityEndpoints.restoreDormant, { body: { lgnId, ticket } }, quiet),

  checkPassword: (userPasswd: string) => call(authEndpoints.checkPassword, { body: { userPasswd } }, inPlace),
  updateMyInfo: (body: MyInfoUpdate) => call(authEndpoints.updateMyInfo, { body }, inPlace),
  updateProfile: (body: ProfileUpdate) => call(authEndpoints.updateProfile, { body }, inPlace),
  uploadProfileImage: (file: File) =>
    api.upload<Command & { filePath: string }>('common/mypage/upload/rprs', file, inPlace),
  setMarketing: (mktAgreYn: 'Y' | 'N') => call(authEndpoints.setMarketing, { query: { mktAgreYn } }, inPlace),
  setNightAd: (nightAdAgreYn: 'Y' | 'N') => call(authEndpoints.setNightAd, { query: { nightAdAgreYn } }, inPlace),
  unsubscribe: (userData: string) =>
    call(authEndpoints.unsubscribeMarketing, { query: { userData, mktAgreYn: 'N' } }, quiet),
  reAgreeTerms: () => call(authEndpoints.reTerms, { body: { termsAgreYn: 'Y', prvcAgreYn: 'Y' } }),
  convert: (body: CompanyFields & { ticket: string }) => call(authEndpoints.convert, { body }),

  creator: () => call(authCreatorEndpoints.get),
  saveCreator: (body: CreatorBody) => call(authCreatorEndpoints.save, { body }, inPlace),
  codes: (cmmnCd: string) => call(codeEndpoints.commonCodes, { query: { cmmnCd } }),

  certificate: () => call(authCertificateEndpoints.get),
  uploadCertificate: (file: File) => callUpload(authCertificateEndpoints.upload, undefined, file, inPlace),

  withdraw: (lgnId: string, userPasswd: string) =>
    call(authEndpoints.withdraw, { body: { lgnId, userPasswd } }, inPlace),

  ssoVerifyPw: (ssoId: string, ssoPw: string) =>
    call(authSsoEndpoints.verifyPassword, { body: { ssoId, ssoPw } }, quiet),
  ssoCheck: (ssoToken: string) => call(authSsoEndpoints.check, { body: { ssoToken } }, quiet),
  ssoMap: (ssoToken: string, lgnId: string, userPasswd: string) =>
    call(authSsoEndpoints.mapExisting, { body: { ssoToken, lgnId, userPasswd } }, quiet) as Promise<LoginResult>,
  ssoAdd: (body: { ssoToken: string; termsAgreYn: 'Y'; prvcAgreYn: 'Y'; mktAgreYn: 'Y' | 'N' }) =>
    call(authSsoEndpoints.addMember, { body }, quiet) as Promise<LoginResult>,
  ssoRestore: (ssoToken: string, ticket: string) =>
    call(authSsoEndpoints.restore, { body: { ssoToken, ticket } }, quiet) as Promise<LoginResult>,
  ssoUnlock: (ssoId: string, ticket: string) => call(authSsoEndpoints.clearLock, { body: { ssoId, ticket } }, quiet),
  /** Operators: the text messages and e-mails the portal sent, newest first (발송 알림함). */
  outbox: (q: OutboxParams) =>
    call(authEndpoints.outbox, {
      query: { pageNo: q.pageNo, pageSize: OUTBOX_PAGE_SIZE, mblNo: q.mblNo || undefined },
    }),

  ssoInfo: () => call(authSsoEndpoints.info, {}, quiet),
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
  creator: ['auth', 'creator'] as const,
  certificate: ['auth', 'certificate'] as const,
  /** The member's own account as my info shows it (GET auth, fetched once the password was confirmed). */
  myAccount: ['auth', 'my-account'] as const,
  codes: (cmmnCd: string) => ['common', 'cd', cmmnCd] as const,
};

/** The operators' outbox page (my-page 발송 알림함); the previous page stays on screen while the next one loads. */
export const outboxQuery = (q: OutboxParams) =>
  queryOptions({
    queryKey: authKeys.outbox(q),
    queryFn: () => authApi.outbox(q),
    placeholderData: keepPreviousData,
  });

/** The member's creator information (null until saved) and pattern. */
export const creatorQuery = () => queryOptions({ queryKey: authKeys.creator, queryFn: () => authApi.creator() });

/** The values of a common-code group (gender, channel category …). */
export const codesQuery = (cmmnCd: string) =>
  queryOptions({ queryKey: authKeys.codes(cmmnCd), queryFn: () => authApi.codes(cmmnCd) });

/** The member's small-business certificate status. */
export const certificateQuery = () =>
  queryOptions({ queryKey: authKeys.certificate, queryFn: () => authApi.certificate() });

/** The member's own account for my info, once the password check opened the edit window. */
export const myAccountQuery = (enabled: boolean) =>
  queryOptions({ queryKey: authKeys.myAccount, queryFn: () => authApi.session(), enabled });

export type SsoCheck = EndpointResult<typeof authSsoEndpoints.check>;
export type FoundId = EndpointResult<typeof authIdentityEndpoints.findId>['items'][number];

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

export type { Session, UserPattern };

/**
 * The small-business certificate upload (my page selfdx): the server's message as the result alert, every refusal's
 * message (the file type, the daily upload quota), and the status read again.
 */
export function useUploadCertificate() {
  return useCommand<File, Command>({
    mutationFn: (file) => authApi.uploadCertificate(file),
    invalidate: [authKeys.certificate],
  });
}

/**
 * Saves the member's certificate file under its name, through the call that checks the reader (GET auth/certificate/
 * {userId}/file: the member and operators); the file is never at a public address.
 */
export function useCertificateFileDownload() {
  return useCommand<{ userId: number; fileNm: string }, void>({
    mutationFn: async ({ userId, fileNm }) => {
      await callDownload(authCertificateEndpoints.file, { userId }, { fileName: fileNm });
    },
    success: false,
  });
}

/*
 * The auth commands, each on the one useCommand (double submits blocked, every refusal's server message shown). The
 * screen adds what happens next (onDone), the result alert where the spec names one (success), and the refusals it
 * answers itself (handleRefusal: the login's retry prompt, a lock that moves on to FindInfo).
 */
type Handlers<V, R> = CommandHandlers<V, R>;
type LoginVars = { lgnId: string; userPasswd: string };
type Ticketed = { ticket: string };

/** Login: no result alert; the form answers the wrong-password, lock and dormant refusals itself. */
export const useLogin = (h: Handlers<LoginVars, LoginResult>) =>
  useCommand({ mutationFn: (v: LoginVars) => authApi.login(v.lgnId, v.userPasswd), success: false, ...h });

/** The built-in identity provider's popup: the code by text message, then its check. */
export const useIdentitySendCode = (h: Handlers<Parameters<typeof authApi.identitySendCode>[0], Command>) =>
  useCommand({ mutationFn: authApi.identitySendCode, ...h });
export const useIdentityVerify = (
  h: Handlers<Parameters<typeof authApi.identityVerify>[0], Awaited<ReturnType<typeof authApi.identityVerify>>>,
) => useCommand({ mutationFn: authApi.identityVerify, success: false, ...h });

export const useFindIds = (h: Handlers<Ticketed, Awaited<ReturnType<typeof authApi.findIds>>>) =>
  useCommand({ mutationFn: (v: Ticketed) => authApi.findIds(v.ticket), success: false, ...h });
export const useSendIdsByLms = (h: Handlers<Ticketed, Command> = {}) =>
  useCommand({ mutationFn: (v: Ticketed) => authApi.sendIdsByLms(v.ticket), ...h });
export const useStartPasswordReset = (
  h: Handlers<Ticketed & { lgnId: string }, Awaited<ReturnType<typeof authApi.startPasswordReset>>>,
) =>
  useCommand({
    mutationFn: (v: Ticketed & { lgnId: string }) => authApi.startPasswordReset(v.lgnId, v.ticket),
    success: false,
    ...h,
  });
export const useResetPassword = (h: Handlers<{ resetTicket: string; newPasswd: string }, Command>) =>
  useCommand({
    mutationFn: (v: { resetTicket: string; newPasswd: string }) => authApi.resetPassword(v.resetTicket, v.newPasswd),
    ...h,
  });
export const useRestoreDormant = (h: Handlers<Ticketed & { lgnId: string }, Command>) =>
  useCommand({
    mutationFn: (v: Ticketed & { lgnId: string }) => authApi.restoreDormant(v.lgnId, v.ticket),
    ...h,
  });

/** Sign-up (general, integrated): the form moves on to the completion step, no result alert. */
export const useSignup = (h: Handlers<SignupBody, Awaited<ReturnType<typeof authApi.signup>>>) =>
  useCommand({ mutationFn: authApi.signup, success: false, ...h });
/** The company check (the business registry); the caller names the result alert. */
export const useCheckCompany = (h: Handlers<CompanyFields, Awaited<ReturnType<typeof authApi.checkCompany>>>) =>
  useCommand({ mutationFn: authApi.checkCompany, ...h });
export const useConvert = (h: Handlers<CompanyFields & Ticketed, Awaited<ReturnType<typeof authApi.convert>>>) =>
  useCommand({ mutationFn: authApi.convert, success: false, ...h });
export const useReAgreeTerms = (h: Handlers<void, Awaited<ReturnType<typeof authApi.reAgreeTerms>>>) =>
  useCommand({ mutationFn: () => authApi.reAgreeTerms(), ...h });
export const useUnsubscribeMarketing = (h: Handlers<string, Awaited<ReturnType<typeof authApi.unsubscribe>>>) =>
  useCommand({ mutationFn: authApi.unsubscribe, ...h });

/** The integrated (SSO) login and what follows it: the caller hands the token on. */
export const useSsoLogin = (
  h: Handlers<{ ssoId: string; ssoPw: string }, Awaited<ReturnType<typeof authApi.ssoVerifyPw>>>,
) =>
  useCommand({
    mutationFn: (v: { ssoId: string; ssoPw: string }) => authApi.ssoVerifyPw(v.ssoId, v.ssoPw),
    success: false,
    ...h,
  });
export const useSsoUnlock = (h: Handlers<{ ssoId: string; ticket: string }, Command>) =>
  useCommand({
    mutationFn: (v: { ssoId: string; ticket: string }) => authApi.ssoUnlock(v.ssoId, v.ticket),
    ...h,
  });
/** trans: restore, link or join after an SSO sign-in; each answers a login. */
export const useSsoFinish = (h: Handlers<() => Promise<LoginResult>, LoginResult>) =>
  useCommand({ mutationFn: (finish: () => Promise<LoginResult>) => finish(), ...h });

/** My page. */
export const useCheckPassword = (h: Handlers<string, Awaited<ReturnType<typeof authApi.checkPassword>>>) =>
  useCommand({ mutationFn: authApi.checkPassword, success: false, ...h });
export const useUpdateMyInfo = (h: Handlers<MyInfoUpdate, Command>) =>
  useCommand({ mutationFn: authApi.updateMyInfo, ...h });
export const useSetMarketing = (h: Handlers<'Y' | 'N', Awaited<ReturnType<typeof authApi.setMarketing>>>) =>
  useCommand({ mutationFn: authApi.setMarketing, ...h });
export const useSetNightAd = (h: Handlers<'Y' | 'N', Awaited<ReturnType<typeof authApi.setNightAd>>>) =>
  useCommand({ mutationFn: authApi.setNightAd, ...h });
export const useUpdateProfile = (h: Handlers<ProfileUpdate, Command>) =>
  useCommand({ mutationFn: authApi.updateProfile, ...h });
export const useUploadProfileImage = (h: Handlers<File, Command & { filePath: string }>) =>
  useCommand({ mutationFn: authApi.uploadProfileImage, success: false, ...h });
export const useSaveCreator = (h: Handlers<CreatorBody, Awaited<ReturnType<typeof authApi.saveCreator>>>) =>
  useCommand({ mutationFn: authApi.saveCreator, ...h });
export const useWithdraw = (h: Handlers<LoginVars, Awaited<ReturnType<typeof authApi.withdraw>>>) =>
  useCommand({ mutationFn: (v: LoginVars) => authApi.withdraw(v.lgnId, v.userPasswd), ...h });

/** Whether a refusal is the API's (status, number, reason): the screens branch on the login refusals' reason. */
export { isApiError };
