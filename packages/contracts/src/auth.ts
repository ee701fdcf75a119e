import { z } from 'zod';
import { pageQuerySchema, pageSchema, userPatternSchema, ynSchema } from './envelope.js';
import { formatPhone } from './format.js';
import {
  isEmail,
  isLoginId,
  isMobilePhone,
  isPassword,
  isPhone,
  isValidBrno,
  isYmd,
  VALIDATION_MESSAGES,
} from './validate.js';

/**
 * Accounts and membership (spec sections 1-8, the `auth` group of api-map.md): wire schemas, rules and the Korean
 * messages a person reads. The server validates every payload with these schemas; the browser reuses them in its forms.
 */

// ---------------------------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------------------------

export const AUTH_MESSAGES = {
  // login, session
  loginOk: '로그인되었습니다.',
  loginIdRequired: VALIDATION_MESSAGES.loginIdRequired,
  passwordRequired: VALIDATION_MESSAGES.passwordRequired,
  wrongPassword: '비밀번호가 잘못되었습니다.',
  /** The wrong-password answer with the tries left before the lock ({count}: 1-4); see wrongPasswordMessage. */
  wrongPasswordTriesLeft: '비밀번호가 잘못되었습니다. (남은 시도 {count}회)',
  lockedOut: '비밀번호를 5회 잘못 입력하셨습니다. 본인인증 후 비밀번호를 재설정 해주세요.',
  dormant: '1년 이상 로그인하지 않아 휴면 상태로 전환된 계정입니다. 본인인증 후 휴면 상태를 해제해주세요.',
  permanentSuspension: '이용이 영구 정지된 계정입니다. 고객센터에 문의해주세요.',
  logoutOk: '로그아웃되었습니다.',
  sessionExtended: '로그인 시간이 연장되었습니다.',
  sessionRequired: '로그인이 필요합니다.',

  // sign-up fields
  loginIdRule: VALIDATION_MESSAGES.loginIdRule,
  loginIdTaken: '이미 사용중인 아이디입니다.',
  loginIdAvailable: '사용 가능한 아이디입니다.',
  /** Spec section 5 verbatim (the alert renders the line break). */
  passwordRule: VALIDATION_MESSAGES.passwordRuleHtml,
  passwordConfirmMismatch: VALIDATION_MESSAGES.passwordMismatch,
  nameRequired: '이름을 입력해주세요.',
  nameTooLong: '이름은 50자 이내로 입력해주세요.',
  emailRequired: VALIDATION_MESSAGES.emailRequired,
  emailInvalid: VALIDATION_MESSAGES.emailFormat,
  mobileRequired: VALIDATION_MESSAGES.mobileRequired,
  mobileInvalid: VALIDATION_MESSAGES.mobileFormat,
  telInvalid: VALIDATION_MESSAGES.phoneFormat,
  joinTypeInvalid: '회원 유형을 선택해주세요.',
  termsRequired: '이용약관에 동의해주세요.',
  privacyRequired: '개인정보 수집 및 이용에 동의해주세요.',
  consentInvalid: '동의 여부는 Y 또는 N으로 보내주세요.',
  signupOk: '회원가입이 완료되었습니다.',

  // company check
  brnoRequired: VALIDATION_MESSAGES.brnoRequired,
  brnoInvalid: VALIDATION_MESSAGES.brnoLength,
  brnoChecksum: VALIDATION_MESSAGES.brnoChecksum,
  openDayRequired: '개업일자를 입력해주세요.',
  openDayInvalid: '개업일자를 정확히 입력해주세요. (예: 20190315)',
  ceoNmRequired: '대표자명을 입력해주세요.',
  compNmRequired: '상호명을 입력해주세요.',
  compOk: '인증되었습니다.',
  compFail: '해당하는 회사정보가 없습니다. 입력한 정보가 맞는지 확인해주세요.',

  // identity verification and recovery
  identityFail: '본인인증에 실패하였습니다.',
  identityOk: '본인인증이 완료되었습니다.',
  identityCodeSent: '인증번호가 발송되었습니다.',
  identityCodeRequired: '인증번호를 입력해주세요.',
  identityCodeWrong: '인증번호가 일치하지 않습니다.',
  identityTxExpired: '본인인증 요청이 만료되었습니다. 처음부터 다시 진행해주세요.',
  identityInfoMismatch: '인증번호를 받은 정보와 입력한 정보가 다릅니다.',
  identityTooManyAttempts: '인증번호 입력 횟수를 초과하였습니다. 처음부터 다시 진행해주세요.',
  identityCodeNotSent: '인증번호 받기를 먼저 진행해주세요.',
  identityNoCodeStep: '이 본인인증 수단은 인증번호 발송을 지원하지 않습니다.',
  birthInvalid: '생년월일 8자리를 정확히 입력해주세요. (예: 19900101)',
  ticketRequired: '본인인증을 진행해주세요.',
  ticketInvalid: '본인인증 정보가 유효하지 않습니다. 본인인증을 다시 진행해주세요.',
  identityUserMismatch: '본인인증 정보가 회원정보와 일치하지 않습니다.',
  noAccountFound: '본인인증 정보로 가입된 아이디가 없습니다.',
  noAccountForId: '입력하신 아이디와 본인인증 정보가 일치하는 회원이 없습니다.',
  idsSent: '아이디 정보가 문자메시지로 발송되었습니다.',
  idsAlreadySent: '이미 문자메시지로 발송하였습니다.',
  resetTicketInvalid: '비밀번호 재설정 정보가 유효하지 않습니다. 처음부터 다시 진행해주세요.',
  passwordChanged: '비밀번호가 변경되었습니다.',
  lockCleared: '로그인 실패 횟수가 초기화되었습니다.',
  restoreOk: '휴면 상태가 해제되었습니다.',
  notDormant: '휴면 상태의 계정이 아닙니다.',

  // my page
  passwordChecked: '비밀번호가 확인되었습니다.',
  passwordCheckWrong: '비밀번호가 틀렸습니다. 다시 확인해주세요.',
  passwordCheckNeeded: '비밀번호 확인 후 이용할 수 있습니다. 비밀번호를 다시 확인해주세요.',
  currentPasswordRequired: VALIDATION_MESSAGES.currentPasswordRequired,
  currentPasswordWrong: VALIDATION_MESSAGES.currentPasswordWrong,
  samePassword: '현재 비밀번호와 다른 비밀번호를 입력해주세요.',
  myInfoOk: '정보수정이 완료 되었습니다.',
  profileOk: '수정되었습니다.',
  nickNmTooLong: '닉네임은 20자 이내로 입력해주세요.',
  profileImgInvalid: '프로필 이미지를 다시 업로드해주세요.',
  ynInvalid: 'Y 또는 N으로 보내주세요.',
  mktOk: '마케팅 수신 동의여부가 수정되었습니다.',
  mktFail: '마케팅 수신 동의여부 수정이 실패하였습니다.',
  reTermsRequired: VALIDATION_MESSAGES.termsAgreementRequired,
  reTermsOk: '약관 재동의 완료되었습니다.',
  convertOk: '통합 사업자회원으로 전환되었습니다.',
  convertNotAllowed: '일반 회원만 통합 사업자회원으로 전환할 수 있습니다.',
  convertNeedsReTerms: '약관 재동의 후 통합 사업자회원으로 전환할 수 있습니다.',
  cashfriendsOk: '이벤트 참여 동의가 저장되었습니다.',

  // creator
  ctrNmRequired: '인플루언서 이름을 입력해주세요.',
  ctrActvtNmRequired: '인플루언서 활동명을 입력해주세요.',
  ctrMblNoRequired: '휴대폰번호를 입력해주세요.',
  ctrEmailRequired: '이메일을 입력해주세요.',
  gndrCdRequired: '성별을 선택해주세요.',
  ytbChnlCtgrTypCdRequired: '채널 카테고리를 선택해주세요.',
  ytbChnlUrlRequired: '채널 URL을 입력해주세요.',
  ytbChnlUrlInvalid: '채널 URL 형식이 맞지 않습니다.',
  ytbChnlNmRequired: '채널명을 입력해주세요.',
  codeInvalid: '선택한 항목이 올바르지 않습니다.',
  zipNoInvalid: '우편번호 5자리를 입력해주세요.',
  textTooLong: '입력할 수 있는 글자 수를 넘었습니다.',
  creatorSaved: '크리에이터 정보가 저장되었습니다.',
  creatorConverted: '크리에이터로 전환되었습니다.',
  creatorNotAllowed: '크리에이터 전환은 소상공인 회원만 할 수 있습니다.',

  // small-business certificate
  certificateSubmitted: '소상공인 확인서가 등록되었습니다.',
  certificateFileRequired: '소상공인 확인서 파일을 업로드해주세요.',
  certificateFileInvalid: '소상공인 확인서는 이미지 또는 PDF 파일만 등록할 수 있습니다.',
  certificateFileNotFound: '업로드한 파일을 찾을 수 없습니다. 다시 업로드해주세요.',
  certificateNotFound: '등록된 소상공인 확인서가 없습니다.',
  certificateAlreadyDecided: '이미 처리된 소상공인 확인서입니다.',
  certificateDecided: '처리되었습니다.',
  certificateRejectReasonRequired: '반려 사유를 입력해주세요.',

  // withdrawal
  withdrawOk: '탈퇴가 완료되었습니다.',
  withdrawMarketEntry: '마켓 입점 이력이 있습니다. 고객센터에 문의해주세요.',
  withdrawAdmin: '관리자 권한이 부여되어 있습니다. 고객센터에 문의해 주세요.',
  withdrawFail: '탈퇴처리가 실패하였습니다. 고객센터에 문의해 주세요.',

  // SSO
  ssoIdRequired: 'SSO 아이디를 입력해주세요.',
  ssoVerified: '인증되었습니다.',
  ssoWrongPassword: '아이디 또는 비밀번호가 잘못되었습니다.',
  ssoTokenInvalid: '통합로그인 정보가 만료되었습니다. 다시 로그인해주세요.',
  ssoPasswordInUrl: '비밀번호는 주소(URL)로 보낼 수 없습니다. POST 요청 본문으로 보내주세요.',
  ssoMappingRequired: '통합회원 연결이 필요합니다.',
  ssoRestoreRequired: '휴면 상태의 계정입니다. 본인인증 후 휴면 상태를 해제해주세요.',
  ssoAlreadyMapped: '이미 다른 계정과 연결된 통합로그인 아이디입니다.',
  ssoUserAlreadyMapped: '이미 통합로그인 아이디가 연결된 회원입니다.',
  ssoMappingNotAllowed: '소상공인 회원만 통합회원으로 연결할 수 있습니다.',
  ssoMappingOk: '통합회원 연결이 완료되었습니다.',
  ssoAddOk: '통합회원 가입이 완료되었습니다.',
  ssoIdAvailable: '사용 가능한 아이디입니다.',
  ssoLockCleared: '로그인 실패 횟수가 초기화되었습니다.',
} as const;

/**
 * The answer to a failed login, with how many tries are left before the lock (spec section 8 message plus the count).
 * Known and unknown ids get the same text.
 */
export function wrongPasswordMessage(triesLeft: number): string {
  return AUTH_MESSAGES.wrongPasswordTriesLeft.replace('{count}', String(triesLeft));
}

/** Whether a login refusal is the wrong-password answer (with or without the tries-left count). */
export function isWrongPasswordMessage(message: string): boolean {
  return message.startsWith(AUTH_MESSAGES.wrongPassword);
}

/** A refusal for restricted accounts, telling the member why (spec section 6: warning, temporary or permanent). */
export function restrictionMessage(
  kind: RestrictionType,
  reason: string | null,
  untilYmdDotted: string | null,
): string {
  const why = reason ? ` (사유: ${reason})` : '';
  if (kind === 'PERM_SUSPENSION') return `이용이 영구 정지된 계정입니다.${why} 고객센터에 문의해주세요.`;
  const until = untilYmdDotted ? ` ${untilYmdDotted}까지` : '';
  if (kind === 'TEMP_SUSPENSION') return `이용이${until} 일시 정지된 계정입니다.${why} 고객센터에 문의해주세요.`;
  return `이용 경고 조치로${until} 로그인이 제한된 계정입니다.${why} 고객센터에 문의해주세요.`;
}

// ---------------------------------------------------------------------------------------------------------------
// Codes and constants
// ---------------------------------------------------------------------------------------------------------------

/** Reasons a login refusal carries in `reason` besides its message. */
export const LOGIN_REFUSAL = {
  lockedOut: 'LGN_FAIL_TMS',
  dormant: 'DORMANT',
  restricted: 'RESTRICTED',
} as const;

export const MAX_LOGIN_FAILURES = 5;
export const PASSWORD_CHECK_MINUTES = 10;
export const IDENTITY_TICKET_MINUTES = 30;

export const restrictionTypeSchema = z.enum(['WARNING', 'TEMP_SUSPENSION', 'PERM_SUSPENSION']);
export type RestrictionType = z.infer<typeof restrictionTypeSchema>;

export const userStatusSchema = z.enum(['ACTIVE', 'DORMANT', 'WITHDRAWN']);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** Versions of the documents a consent refers to. Terms effective 2024.8.26 (spec section 9). */
export const CONSENT_VERSIONS = {
  terms: '20240826',
  privacy: '20240826',
  marketing: '20240826',
  cashfriends: '20240826',
} as const;
export const consentKindSchema = z.enum(['terms', 'privacy', 'marketing', 'cashfriends']);
export type ConsentKind = z.infer<typeof consentKindSchema>;
/** How a consent was given or withdrawn. */
export const consentChannelSchema = z.enum([
  'signup',
  'sso-signup',
  'mypage',
  'reterms',
  'convert',
  'unsubscribe-link',
  'event',
  'withdrawal',
]);
export type ConsentChannel = z.infer<typeof consentChannelSchema>;

export const certificateStatusSchema = z.enum(['미제출', '미확인', '승인', '반려']);
export type CertificateStatus = z.infer<typeof certificateStatusSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Field rules (spec section 5), usable on both sides
// ---------------------------------------------------------------------------------------------------------------

/** A mobile number reformatted with hyphens (010-1234-5678), or null when it is not a mobile number. */
export function formatMobile(value: string): string | null {
  return isMobilePhone(value) ? formatPhone(value) : null;
}

/** Any Korean phone number reformatted with hyphens (02 handled separately), or null when it is not one. */
export function formatAnyPhone(value: string): string | null {
  return isPhone(value) ? formatPhone(value) : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Field schemas
// ---------------------------------------------------------------------------------------------------------------

/** A required trimmed string; `message` for missing, wrong type and empty. */
function requiredText(message: string, max = 100, tooLong: string = AUTH_MESSAGES.textTooLong) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLong);
}

/** An optional text field: absent or null keeps the value; '' clears it. */
function optionalText(max: number, tooLong: string = AUTH_MESSAGES.textTooLong) {
  return z.string().trim().max(max, tooLong).nullish();
}

function ynField(message: string) {
  return z.enum(['Y', 'N'], { error: message });
}

export const loginIdSchema = requiredText(AUTH_MESSAGES.loginIdRequired, 20, AUTH_MESSAGES.loginIdRule).refine(
  isLoginId,
  AUTH_MESSAGES.loginIdRule,
);
export const newPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .refine(isPassword, AUTH_MESSAGES.passwordRule);
/** A password being checked (login, confirm): any non-empty string, the rule is not revealed. */
export const givenPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .max(200, AUTH_MESSAGES.wrongPassword);
export const userNameSchema = requiredText(AUTH_MESSAGES.nameRequired, 50, AUTH_MESSAGES.nameTooLong);
export const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .refine(isEmail, AUTH_MESSAGES.emailInvalid);

/** Mobile number, answered reformatted with hyphens. */
export const mobileSchema = z
  .string({ error: AUTH_MESSAGES.mobileRequired })
  .trim()
  .min(1, AUTH_MESSAGES.mobileRequired)
  .max(13, AUTH_MESSAGES.mobileInvalid)
  .transform((v, ctx) => {
    const f = formatMobile(v);
    if (!f) {
      ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.mobileInvalid });
      return z.NEVER;
    }
    return f;
  });

/** Optional landline/any phone: '' clears, otherwise reformatted with hyphens. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .max(13, AUTH_MESSAGES.telInvalid)
  .transform((v, ctx) => {
    if (v === '') return '';
    const f = formatAnyPhone(v);
    if (!f) {
      ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.telInvalid });
      return z.NEVER;
    }
    return f;
  })
  .nullish();

/** Business number: 10 digits (hyphens allowed on input) with a valid checksum, answered as digits only. */
export const brnoSchema = z
  .string({ error: AUTH_MESSAGES.brnoRequired })
  .trim()
  .min(1, AUTH_MESSAGES.brnoRequired)
  .transform((v) => v.replace(/-/g, ''))
  .refine((v) => /^\d{10}$/.test(v), { error: AUTH_MESSAGES.brnoInvalid, abort: true })
  .refine(isValidBrno, AUTH_MESSAGES.brnoChecksum);
export const openDaySchema = z
  .string({ error: AUTH_MESSAGES.openDayRequired })
  .trim()
  .min(1, AUTH_MESSAGES.openDayRequired)
  .transform((v) => v.replace(/[-.]/g, ''))
  .refine(isYmd, AUTH_MESSAGES.openDayInvalid);
export const ceoNmSchema = requiredText(AUTH_MESSAGES.ceoNmRequired, 50);
export const compNmSchema = requiredText(AUTH_MESSAGES.compNmRequired, 100);
export const birthSchema = z
  .string({ error: AUTH_MESSAGES.birthInvalid })
  .trim()
  .refine(isYmd, AUTH_MESSAGES.birthInvalid);
export const ticketSchema = z
  .string({ error: AUTH_MESSAGES.ticketRequired })
  .trim()
  .min(1, AUTH_MESSAGES.ticketRequired)
  .max(200, AUTH_MESSAGES.ticketInvalid);

// ---------------------------------------------------------------------------------------------------------------
// Session (spec section 3)
// ---------------------------------------------------------------------------------------------------------------

/**
 * The Session of spec section 3. `nickName` and `nickNm` carry the same nickname (the spec names both).
 * `supp` is 'Y' for a member with a shop-mall (market) supplier entry. `mktAgreViewYn` is 'Y' when the member should be
 * shown the marketing-consent confirmation (consent last confirmed two or more years ago). `reTermsViewYn` is 'Y' when
 * the operator asks the member to re-agree to changed terms; `reTermsAgreYn` records whether they did.
 */
export const sessionSchema = z.object({
  userId: z.number().int(),
  lgnId: z.string(),
  userNm: z.string(),
  nickName: z.string().nullable(),
  nickNm: z.string().nullable(),
  userEmail: z.string().nullable(),
  telNo: z.string().nullable(),
  mblNo: z.string().nullable(),
  userPattnCd: userPatternSchema,
  supp: ynSchema,
  profileImg: z.string().nullable(),
  felrgEduTknlcrsAplyYn: ynSchema,
  prtlBrno: z.string().nullable(),
  openDay: z.string().nullable(),
  ceoNm: z.string().nullable(),
  compNm: z.string().nullable(),
  prtlMngrSiteCntnPssYn: ynSchema,
  mktAgreViewYn: ynSchema,
  reTermsViewYn: ynSchema,
  reTermsAgreYn: ynSchema,
});
export type Session = z.infer<typeof sessionSchema>;

/**
 * GET /v1/app/auth: the session plus when it expires without activity, and the member's current marketing consent
 * (the my-page toggle shows it).
 */
export const currentSessionSchema = sessionSchema.extend({ sessionExpiresAt: z.string(), mktAgreYn: ynSchema });
export type CurrentSession = z.infer<typeof currentSessionSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Login and session calls
// ---------------------------------------------------------------------------------------------------------------

/** POST /v1/app/auth/login */
export const loginBodySchema = z.object({
  lgnId: z
    .string({ error: AUTH_MESSAGES.loginIdRequired })
    .trim()
    .min(1, AUTH_MESSAGES.loginIdRequired)
    .max(100, AUTH_MESSAGES.wrongPassword),
  userPasswd: givenPasswordSchema,
});
export const loginResultSchema = z.object({
  number: z.literal(200),
  message: z.string(),
  token: z.string(),
  expiresAt: z.string(),
  session: sessionSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** GET /v1/app/auth/validate */
export const validateResultSchema = z.object({ valid: z.boolean(), expiresAt: z.string().nullable() });
/** POST /v1/app/auth/session/extend */
export const extendResultSchema = z.object({ number: z.literal(200), message: z.string(), expiresAt: z.string() });

// ---------------------------------------------------------------------------------------------------------------
// Sign-up
// ---------------------------------------------------------------------------------------------------------------

/** GET /v1/app/auth/duplicated?lgnId= */
export const duplicatedQuerySchema = z.object({ lgnId: loginIdSchema });
export const duplicatedResultSchema = z.object({ available: z.boolean(), message: z.string() });

const requiredConsent = (message: string) => z.literal('Y', { error: message });

const signupCommon = {
  lgnId: loginIdSchema,
  userPasswd: newPasswordSchema,
  userNm: userNameSchema,
  userEmail: emailSchema,
  mblNo: mobileSchema,
  termsAgreYn: requiredConsent(AUTH_MESSAGES.termsRequired),
  prvcAgreYn: requiredConsent(AUTH_MESSAGES.privacyRequired),
  mktAgreYn: ynField(AUTH_MESSAGES.consentInvalid).default('N'),
};

export const companyFieldsSchema = z.object({
  brno: brnoSchema,
  openDay: openDaySchema,
  ceoNm: ceoNmSchema,
  compNm: compNmSchema,
});
export type CompanyFields = z.infer<typeof companyFieldsSchema>;

/**
 * POST /v1/app/auth/signup. `general`: the account fields and consents. `integrated` (integrated business membership)
 * adds `ticket` (from identity verification, which must name the same person and mobile) and the company fields, which
 * must pass the company check.
 */
export const signupBodySchema = z.discriminatedUnion(
  'joinType',
  [
    z.object({ joinType: z.literal('general'), ...signupCommon }),
    z.object({
      joinType: z.literal('integrated'),
      ...signupCommon,
      ticket: ticketSchema,
      ...companyFieldsSchema.shape,
    }),
  ],
  { error: AUTH_MESSAGES.joinTypeInvalid },
);
export type SignupBody = z.infer<typeof signupBodySchema>;
export const signupResultSchema = z.object({ number: z.literal(200), message: z.string(), userId: z.number().int() });

/** POST /v1/app/auth/user/validate/comp */
export const companyCheckResultSchema = z.object({ number: z.literal(200), message: z.string() });

// ---------------------------------------------------------------------------------------------------------------
// Identity verification and account recovery
// ---------------------------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------------------------
// Notification outbox (operators)
// ---------------------------------------------------------------------------------------------------------------

export const notificationChannelSchema = z.enum(['SMS', 'EMAIL']);
export const notificationStatusSchema = z.enum(['PENDING', 'SENDING', 'SENT', 'FAILED']);

/**
 * GET /v1/app/auth/opr/outbox?pageNo=&pageSize=&mblNo= (operators): the text messages and e-mails the portal sent,
 * newest first; `mblNo` (any format, '' for all) keeps the messages to one mobile number.
 */
export const outboxQuerySchema = pageQuerySchema.extend({
  mblNo: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), mobileSchema.optional()),
});
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

/** One outbox message; the recipient is shown in full (operators match it against the person asking). */
export const outboxItemSchema = z.object({
  id: z.number().int(),
  channel: notificationChannelSchema,
  recipient: z.string(),
  kind: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: notificationStatusSchema,
  createdAt: z.string(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;
export const outboxPageSchema = pageSchema(outboxItemSchema);

// ---------------------------------------------------------------------------------------------------------------
// My page
// ---------------------------------------------------------------------------------------------------------------

/** POST password/check */
export const passwordCheckBodySchema = z.object({ userPasswd: givenPasswordSchema });
export const passwordCheckResultSchema = z.object({
  number: z.literal(200),
  message: z.string(),
  verifiedUntil: z.string(),
});

/** PUT password/change */
export const passwordChangeBodySchema = z.object({
  currentPasswd: z
    .string({ error: AUTH_MESSAGES.currentPasswordRequired })
    .min(1, AUTH_MESSAGES.currentPasswordRequired)
    .max(200),
  newPasswd: newPasswordSchema,
  newPasswdConfirm: z.string().optional(),
});

/**
 * PUT /v1/app/auth (my info; needs a password check in the last 10 minutes). The mobile number is read-only and
 * ignored if sent. `felrgEduTknlcrsAplyYn` applies to pattern 200 only and is ignored for others.
 */
export const myInfoBodySchema = z.object({
  currentPasswd: z
    .string({ error: AUTH_MESSAGES.currentPasswordRequired })
    .min(1, AUTH_MESSAGES.currentPasswordRequired)
    .max(200),
  newPasswd: z
    .string()
    .refine((v) => v === '' || isPassword(v), AUTH_MESSAGES.passwordRule)
    .optional(),
  newPasswdConfirm: z.string().optional(),
  userEmail: emailSchema.optional(),
  telNo: optionalPhoneSchema,
  felrgEduTknlcrsAplyYn: ynField(AUTH_MESSAGES.ynInvalid).optional(),
});

/** An uploaded file's public path, as the upload call returns it. */
export const filePathSchema = z
  .string()
  .trim()
  .max(300, AUTH_MESSAGES.profileImgInvalid)
  .refine(
    (v) => v === '' || (/^\/files\/[A-Za-z0-9._/-]+$/.test(v) && !v.includes('..')),
    AUTH_MESSAGES.profileImgInvalid,
  );

/**
 * PUT /v1/app/auth/profile. Fields left out stay as they are; '' clears an optional field. Changing any company field
 * clears the verified state unless `isCompCheck: 'Y'` says the member ran the company check, in which case the server
 * checks the new values itself and refuses the update when they do not match.
 */
export const profileBodySchema = z.object({
  nickNm: optionalText(20, AUTH_MESSAGES.nickNmTooLong),
  profileImg: filePathSchema.nullish(),
  telNo: optionalPhoneSchema,
  userEmail: emailSchema.optional(),
  felrgEduTknlcrsAplyYn: ynField(AUTH_MESSAGES.ynInvalid).optional(),
  prtlBrno: z
    .string()
    .trim()
    .transform((v) => v.replace(/-/g, ''))
    .refine((v) => v === '' || /^\d{10}$/.test(v), { error: AUTH_MESSAGES.brnoInvalid, abort: true })
    .refine((v) => v === '' || isValidBrno(v), AUTH_MESSAGES.brnoChecksum)
    .nullish(),
  openDay: z
    .string()
    .trim()
    .transform((v) => v.replace(/[-.]/g, ''))
    .refine((v) => v === '' || isYmd(v), AUTH_MESSAGES.openDayInvalid)
    .nullish(),
  ceoNm: optionalText(50),
  compNm: optionalText(100),
  isCompCheck: ynField(AUTH_MESSAGES.ynInvalid).optional(),
});
export type ProfileBody = z.infer<typeof profileBodySchema>;

/** POST mktRcptnAgree?mktAgreYn= */
export const mktAgreeQuerySchema = z.object({ mktAgreYn: ynField(AUTH_MESSAGES.mktFail) });
/** POST outMktRcptnAgree?userData=&mktAgreYn= (userData: the signed token of an unsubscribe link) */
export const outMktAgreeQuerySchema = z.object({
  userData: z.string({ error: AUTH_MESSAGES.mktFail }).min(1, AUTH_MESSAGES.mktFail).max(500, AUTH_MESSAGES.mktFail),
  mktAgreYn: ynField(AUTH_MESSAGES.mktFail).default('N'),
});
export const mktAgreeResultSchema = z.object({ number: z.literal(200), message: z.string(), mktAgreYn: ynSchema });

/** PUT reTermsAgree: both must be Y. */
export const reTermsBodySchema = z.object({
  termsAgreYn: ynField(AUTH_MESSAGES.reTermsRequired),
  prvcAgreYn: ynField(AUTH_MESSAGES.reTermsRequired),
});

/**
 * POST /v1/app/auth/convert (convert-membership): general → integrated business membership, after re-consent
 * (reTermsAgree). The identity ticket must name the member (name and mobile); the company must pass the check.
 */
export const convertBodySchema = companyFieldsSchema.extend({ ticket: ticketSchema });

/** POST cashfriends: the member's opt-in (or opt-out) to the partner event hand-off, recorded as a consent. */
export const cashfriendsBodySchema = z.object({ agreYn: ynField(AUTH_MESSAGES.consentInvalid) });

/** POST userWhdwl: lgnId must be the caller's; refusals 301 (market entry) and 302 (admin rights). */
export const withdrawBodySchema = z.object({
  lgnId: z.string({ error: AUTH_MESSAGES.loginIdRequired }).trim().min(1, AUTH_MESSAGES.loginIdRequired).max(100),
  userPasswd: givenPasswordSchema,
});

// ---------------------------------------------------------------------------------------------------------------
// Creator (ctr)
// ---------------------------------------------------------------------------------------------------------------

const digitsPhone = (required: string | null) =>
  z
    .string({ error: required ?? AUTH_MESSAGES.telInvalid })
    .trim()
    .max(13, AUTH_MESSAGES.telInvalid)
    .transform((v, ctx) => {
      if (v === '') {
        if (required) ctx.addIssue({ code: 'custom', message: required });
        return '';
      }
      const f = required ? formatMobile(v) : formatAnyPhone(v);
      if (!f) {
        ctx.addIssue({ code: 'custom', message: required ? AUTH_MESSAGES.mobileInvalid : AUTH_MESSAGES.telInvalid });
        return z.NEVER;
      }
      return f.replace(/-/g, '');
    });

/** POST /v1/app/auth/ctr: required fields per spec section 5; phones stored without dashes. */
export const creatorBodySchema = z.object({
  ctrNm: requiredText(AUTH_MESSAGES.ctrNmRequired, 50),
  ctrActvtNm: requiredText(AUTH_MESSAGES.ctrActvtNmRequired, 50),
  ytbChnlUrl: requiredText(AUTH_MESSAGES.ytbChnlUrlRequired, 300).refine(
    (v) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v),
    AUTH_MESSAGES.ytbChnlUrlInvalid,
  ),
  ytbChnlNm: requiredText(AUTH_MESSAGES.ytbChnlNmRequired, 100),
  ytbChnlCtgrTypCd: requiredText(AUTH_MESSAGES.ytbChnlCtgrTypCdRequired, 50),
  telNo: digitsPhone(null).nullish(),
  mblNo: digitsPhone(AUTH_MESSAGES.ctrMblNoRequired),
  ctrEmail: z
    .string({ error: AUTH_MESSAGES.ctrEmailRequired })
    .trim()
    .min(1, AUTH_MESSAGES.ctrEmailRequired)
    .refine(isEmail, AUTH_MESSAGES.emailInvalid),
  zipNo: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{5}$/.test(v), AUTH_MESSAGES.zipNoInvalid)
    .nullish(),
  bscAddr: optionalText(200),
  dtlAddr: optionalText(200),
  ctrNote: optionalText(1000),
  gndrCd: requiredText(AUTH_MESSAGES.gndrCdRequired, 20),
});
export type CreatorBody = z.infer<typeof creatorBodySchema>;

export const creatorSchema = z.object({
  ctrNm: z.string(),
  ctrActvtNm: z.string(),
  ytbChnlUrl: z.string(),
  ytbChnlNm: z.string(),
  ytbChnlCtgrTypCd: z.string(),
  telNo: z.string().nullable(),
  mblNo: z.string(),
  ctrEmail: z.string(),
  zipNo: z.string().nullable(),
  bscAddr: z.string().nullable(),
  dtlAddr: z.string().nullable(),
  ctrNote: z.string().nullable(),
  gndrCd: z.string(),
});
export type Creator = z.infer<typeof creatorSchema>;
/** GET /v1/app/auth/ctr: `creator` is null until the member saved creator information. */
export const creatorResultSchema = z.object({ userPattnCd: userPatternSchema, creator: creatorSchema.nullable() });
export const creatorSaveResultSchema = z.object({
  number: z.literal(200),
  message: z.string(),
  userPattnCd: userPatternSchema,
});

// ---------------------------------------------------------------------------------------------------------------
// Small-business certificate
// ---------------------------------------------------------------------------------------------------------------

/** POST /v1/app/auth/certificate: the id of a file uploaded by the member (image or PDF). */
export const certificateBodySchema = z.object({
  fileId: z
    .string({ error: AUTH_MESSAGES.certificateFileRequired })
    .trim()
    .min(1, AUTH_MESSAGES.certificateFileRequired)
    .max(100),
});
/** GET /v1/app/auth/certificate (bzmnCnfmDocCnfmYn carries the same status under the spec's name). */
export const certificateSchema = z.object({
  status: certificateStatusSchema,
  bzmnCnfmDocCnfmYn: certificateStatusSchema,
  fileId: z.string().nullable(),
  bzmnCnfmDocNm: z.string().nullable(),
  rjctRsn: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;
/** PUT /v1/app/auth/certificate/{userId}/decision (operator) */
export const certificateDecisionBodySchema = z
  .object({
    decision: z.enum(['APPROVED', 'REJECTED'], { error: AUTH_MESSAGES.codeInvalid }),
    reason: optionalText(500),
  })
  .refine((b) => b.decision === 'APPROVED' || (b.reason ?? '').length > 0, {
    message: AUTH_MESSAGES.certificateRejectReasonRequired,
    path: ['reason'],
  });
export const userIdParamsSchema = z.object({ userId: z.coerce.number().int().min(1) });

// ---------------------------------------------------------------------------------------------------------------
// SSO (pattern 400), all under /v1/app/auth/sso
// ---------------------------------------------------------------------------------------------------------------

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
  agentHomeUrl: z.string(),
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

/** GET sso/loginInfoCheck: where the header's agent-site link goes (anonymous → login, 400 → SSO login, others → agent home). */
export const ssoLoginInfoSchema = z.object({
  loggedIn: z.boolean(),
  userPattnCd: userPatternSchema.nullable(),
  target: z.enum(['LOGIN', 'SSO_LOGIN', 'AGENT_HOME']),
  url: z.string(),
});

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
