import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageQuerySchema, pageSchema, userPatternSchema, ynSchema } from './envelope.js';
import { formatPhone } from './format.js';
import { secondFactorStepSchema } from './auth-second-factor.js';
import {
  brnoSchema,
  isEmail,
  isMobilePhone,
  isPassword,
  isPhone,
  isValidBrno,
  isYmd,
  loginIdSchema,
  VALIDATION_MESSAGES,
} from './validate.js';

/**
 * The business number and login id rules of validate.ts (one rule each, everywhere): '123-45-67890' or
 * '1234567890' → 10 digits; a login id of 5-20 lower-case letters, digits, _ and -.
 */
export { brnoSchema, loginIdSchema };

/**
 * Accounts and membership (spec sections 1-8, the `auth` group of api-map.md): wire schemas, rules and the Korean
 * messages a person reads. The server validates every payload with these schemas; the browser reuses them in its forms.
 * This file holds the messages, the field rules, the session, login, sign-up, the member's own account and the
 * operators' outbox; the sub-domains are beside it: auth-identity.ts (identity verification and recovery), auth-sso.ts,
 * auth-creator.ts and auth-certificate.ts.
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
  regionInvalid: '활동 지역을 목록에서 골라 주세요.',
  nightAdOk: '야간 광고 수신 동의여부가 수정되었습니다.',
  nightAdFail: '야간 광고 수신 동의여부 수정이 실패하였습니다.',
  nightAdNeedsMarketing: '야간 광고 수신은 마케팅 정보 수신에 동의한 뒤에 동의할 수 있습니다.',
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
  certificateFileNotYours: '본인의 소상공인 확인서만 내려받을 수 있습니다.',
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
export function requiredText(message: string, max = 100, tooLong: string = AUTH_MESSAGES.textTooLong) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLong);
}

/** An optional text field: absent or null keeps the value; '' clears it. */
export function optionalText(max: number, tooLong: string = AUTH_MESSAGES.textTooLong) {
  return z.string().trim().max(max, tooLong).nullish();
}

export function ynField(message: string) {
  return z.enum(['Y', 'N'], { error: message });
}

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
// 활동 지역 (issue 40)
// ---------------------------------------------------------------------------------------------------------------

/**
 * The 17 시·도 a member may record as 활동 지역 (optional; my page → 내 정보), by their 행정표준코드 two-digit codes,
 * in code order. The one list: the profile, the announcements desk's group (decision 045) and the web's selects read
 * it; `app_user.rgn_cd` holds a code (migration 20261207T0900-auth checks the same 17).
 */
export const REGIONS = [
  ['11', '서울특별시'],
  ['26', '부산광역시'],
  ['27', '대구광역시'],
  ['28', '인천광역시'],
  ['29', '광주광역시'],
  ['30', '대전광역시'],
  ['31', '울산광역시'],
  ['36', '세종특별자치시'],
  ['41', '경기도'],
  ['43', '충청북도'],
  ['44', '충청남도'],
  ['46', '전라남도'],
  ['47', '경상북도'],
  ['48', '경상남도'],
  ['50', '제주특별자치도'],
  ['51', '강원특별자치도'],
  ['52', '전북특별자치도'],
] as const;
export type RegionCode = (typeof REGIONS)[number][0];
export const REGION_CODES = REGIONS.map(([code]) => code) as unknown as readonly [RegionCode, ...RegionCode[]];
export const REGION_NAMES = Object.fromEntries(REGIONS) as Record<RegionCode, string>;

/** A select's options: `first` (the empty choice: '선택 안 함', '전체') and the 17 시·도 of REGIONS. */
export function regionOptions(first: string): { value: string; label: string }[] {
  return [{ value: '', label: first }, ...REGIONS.map(([value, label]) => ({ value, label }))];
}

export function isRegionCode(v: unknown): v is RegionCode {
  return typeof v === 'string' && (REGION_CODES as readonly string[]).includes(v);
}

/** A 시·도 code; anything else is refused with `message`. */
export function regionCodeSchema(message: string = AUTH_MESSAGES.regionInvalid) {
  return z.enum(REGION_CODES, { error: message });
}

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
export const currentSessionSchema = sessionSchema.extend({
  sessionExpiresAt: z.string(),
  mktAgreYn: ynSchema,
  /** 야간 광고 수신 동의 (21:00–08:00; only with the marketing consent, decision 045). */
  nightAdAgreYn: ynSchema,
  /** 활동 지역(시·도) code, null when the member recorded none. */
  rgnCd: z.enum(REGION_CODES).nullable(),
});
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
  /** An operator's next step: register the second factor, or give its code (the console is refused until then). */
  secondFactor: secondFactorStepSchema.optional(),
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

export const requiredConsent = (message: string) => z.literal('Y', { error: message });

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
  /** 활동 지역(시·도): a code of REGIONS; '' clears it. */
  rgnCd: z
    .string({ error: AUTH_MESSAGES.regionInvalid })
    .trim()
    .refine((v) => v === '' || isRegionCode(v), AUTH_MESSAGES.regionInvalid)
    .nullish(),
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
/** POST nightAdRcptnAgree?nightAdAgreYn= (야간 광고 수신 동의, decision 045) */
export const nightAdAgreeQuerySchema = z.object({ nightAdAgreYn: ynField(AUTH_MESSAGES.nightAdFail) });
export const nightAdAgreeResultSchema = z.object({
  number: z.literal(200),
  message: z.string(),
  nightAdAgreYn: ynSchema,
});

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
// Calls (identity, SSO, creator and certificate calls are declared in their own auth-*.ts files)
// ---------------------------------------------------------------------------------------------------------------

export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: 'auth/login',
    access: 'public',
    summary: '로그인',
    body: loginBodySchema,
    response: loginResultSchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: 'auth/logout',
    access: 'member',
    summary: '로그아웃 (토큰 폐기)',
    response: commandResultSchema,
  }),
  session: endpoint({
    method: 'GET',
    path: 'auth',
    access: 'member',
    summary: '현재 세션 (세션 새로고침)',
    response: currentSessionSchema,
  }),
  validate: endpoint({
    method: 'GET',
    path: 'auth/validate',
    access: 'public',
    summary: '토큰 유효성',
    response: validateResultSchema,
  }),
  extend: endpoint({
    method: 'POST',
    path: 'auth/session/extend',
    access: 'member',
    summary: '로그인 시간 연장',
    response: extendResultSchema,
  }),
  duplicated: endpoint({
    method: 'GET',
    path: 'auth/duplicated',
    access: 'public',
    summary: '아이디 중복 확인',
    query: duplicatedQuerySchema,
    response: duplicatedResultSchema,
  }),
  signup: endpoint({
    method: 'POST',
    path: 'auth/signup',
    access: 'public',
    summary: '회원가입 (일반/통합)',
    body: signupBodySchema,
    response: signupResultSchema,
  }),
  checkCompany: endpoint({
    method: 'POST',
    path: 'auth/user/validate/comp',
    access: 'public',
    summary: '회사정보 인증',
    body: companyFieldsSchema,
    response: companyCheckResultSchema,
  }),
  checkPassword: endpoint({
    method: 'POST',
    path: 'auth/password/check',
    access: 'member',
    summary: '비밀번호 확인 (내 정보 수정 10분 허용)',
    body: passwordCheckBodySchema,
    response: passwordCheckResultSchema,
  }),
  updateMyInfo: endpoint({
    method: 'PUT',
    path: 'auth',
    access: 'member',
    summary: '내 정보 수정',
    body: myInfoBodySchema,
    response: commandResultSchema,
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: 'auth/password/change',
    access: 'member',
    summary: '비밀번호 변경',
    body: passwordChangeBodySchema,
    response: commandResultSchema,
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: 'auth/profile',
    access: 'member',
    summary: '프로필 수정',
    body: profileBodySchema,
    response: commandResultSchema,
  }),
  setMarketing: endpoint({
    method: 'POST',
    path: 'auth/mktRcptnAgree',
    access: 'member',
    summary: '마케팅 수신 동의 변경',
    query: mktAgreeQuerySchema,
    response: mktAgreeResultSchema,
  }),
  setNightAd: endpoint({
    method: 'POST',
    path: 'auth/nightAdRcptnAgree',
    access: 'member',
    summary: '야간(21시~08시) 광고 수신 동의 변경(마케팅 수신 동의가 있어야 동의 가능)',
    query: nightAdAgreeQuerySchema,
    response: nightAdAgreeResultSchema,
  }),
  unsubscribeMarketing: endpoint({
    method: 'POST',
    path: 'auth/outMktRcptnAgree',
    access: 'public',
    summary: '마케팅 수신 거부 (메시지의 서명된 링크)',
    query: outMktAgreeQuerySchema,
    response: mktAgreeResultSchema,
  }),
  reTerms: endpoint({
    method: 'PUT',
    path: 'auth/reTermsAgree',
    access: 'member',
    summary: '약관 재동의',
    body: reTermsBodySchema,
    response: commandResultSchema,
  }),
  convert: endpoint({
    method: 'POST',
    path: 'auth/convert',
    access: 'member',
    summary: '통합 사업자회원 전환 (약관 재동의 후, 본인인증과 회사정보 인증)',
    body: convertBodySchema,
    response: commandResultSchema,
  }),
  cashfriends: endpoint({
    method: 'POST',
    path: 'auth/cashfriends',
    access: 'member',
    summary: '제휴 이벤트 참여 동의',
    body: cashfriendsBodySchema,
    response: commandResultSchema,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: 'auth/userWhdwl',
    access: 'member',
    summary: '회원 탈퇴',
    body: withdrawBodySchema,
    response: commandResultSchema,
  }),
  outbox: endpoint({
    method: 'GET',
    path: 'auth/opr/outbox',
    access: { roles: ['SYSTEM'] },
    summary: '발송 알림함 (운영자: 문자메시지·이메일 발송 내역, 최신순)',
    query: outboxQuerySchema,
    response: outboxPageSchema,
  }),
} as const;
