import { josa } from 'es-hangul';
import { z } from 'zod';
import { PHONE_MAX_LENGTH } from './format.js';
import { parseYmd } from './time.js';

/** The spec's password rule as the alert shows it (HTML line break, spec section 5). */
export const PASSWORD_RULE_MESSAGE_HTML = '비밀번호는 영문, 숫자, 특수문자 포함<br>9-20자리로 입력해주세요.';
/** The same rule for plain-text places (field errors, API messages). */
export const PASSWORD_RULE_MESSAGE = '비밀번호는 영문, 숫자, 특수문자 포함 9-20자리로 입력해주세요.';
/** Title of the generic form-check alert (spec section 5). */
export const FORM_CHECK_TITLE = '입력정보를 확인하세요';

export const PASSWORD_MIN_LENGTH = 9;
export const PASSWORD_MAX_LENGTH = 20;
export const LOGIN_ID_MIN_LENGTH = 5;
export const LOGIN_ID_MAX_LENGTH = 20;

/**
 * Validation messages used across domains. Spec section 5 strings are verbatim; the others follow its tone.
 * Domain-only messages (reservation, foothold, community ...) live in their domain's contract file.
 */
export const VALIDATION_MESSAGES = {
  formCheckTitle: FORM_CHECK_TITLE,
  searchTermRequired: '검색어를 입력해주세요.',
  termsAgreementRequired: '약관 동의를 체크해주세요.',
  contentRequired: '내용을 입력해주세요.',
  captchaRequired: '자동 방지 버튼을 체크해주시기 바랍니다.',
  emailRequired: '이메일을 입력해주세요.',
  emailFormat: '이메일 형식이 맞지 않습니다.',
  passwordRequired: '비밀번호를 입력해주세요.',
  passwordRule: PASSWORD_RULE_MESSAGE,
  passwordRuleHtml: PASSWORD_RULE_MESSAGE_HTML,
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  currentPasswordRequired: '현재 비밀번호를 입력해주세요.',
  currentPasswordWrong: '현재 비밀번호가 틀렸습니다. 다시 확인해주세요.',
  mobileRequired: '휴대폰번호를 입력해주세요.',
  mobileFormat: '휴대폰번호 형식이 맞지 않습니다.',
  phoneRequired: '전화번호를 입력해주세요.',
  phoneFormat: '전화번호 형식이 맞지 않습니다.',
  loginIdRequired: '아이디를 입력해주세요.',
  loginIdRule: '아이디는 영문 소문자, 숫자, _, - 조합 5-20자로 입력해주세요.',
  brnoRequired: '사업자등록번호를 입력해주세요.',
  brnoLength: '사업자등록번호 10자리를 정확히 입력해주세요.',
  brnoChecksum: '유효하지 않은 사업자등록번호입니다. 다시 확인해주세요.',
  residentFormat: '주민등록번호 형식(앞 6자리-뒤 7자리)이 맞지 않습니다.',
  ymdInvalid: '올바른 날짜를 입력해주세요.',
} as const;

const M = VALIDATION_MESSAGES;

const BRNO_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/** The business registration number check digit (국세청 algorithm) over the first nine digits. */
function brnoCheckDigit(digits: readonly number[]): number {
  let sum = 0;
  BRNO_WEIGHTS.forEach((w, i) => {
    sum += digits[i]! * w;
  });
  sum += Math.floor((digits[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10;
}

/** Exactly 10 digits (no hyphens) whose last digit is the registration-number check digit. */
export function isValidBrno(s: string | null | undefined): boolean {
  if (!s || !/^\d{10}$/.test(s)) return false;
  const digits = [...s].map(Number);
  return brnoCheckDigit(digits) === digits[9];
}

/**
 * What is wrong with a business registration number as typed (hyphens and spaces allowed): not 10 digits, or a last
 * digit that is not the check digit of the first nine; null when it is a valid number.
 */
export function brnoProblem(s: string | null | undefined): 'length' | 'checkDigit' | null {
  const digits = (s ?? '').replace(/[-\s]/g, '');
  if (!/^\d{10}$/.test(digits)) return 'length';
  return isValidBrno(digits) ? null : 'checkDigit';
}

const EMAIL_LOCAL = /^(?:[^<>()[\]\\.,;:\s@"]+(?:\.[^<>()[\]\\.,;:\s@"]+)*|"[^"\\\r\n]+")$/;
const EMAIL_DOMAIN_NAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;
const EMAIL_IP_LITERAL = /^\[(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\]$/;

/** local@domain where the domain ends in a top-level domain of 2+ letters, or an IP literal like user@[192.168.0.1]. */
export function isEmail(s: string | null | undefined): boolean {
  if (!s || s.length > 254) return false;
  const at = s.lastIndexOf('@');
  if (at <= 0) return false;
  const local = s.slice(0, at);
  const domain = s.slice(at + 1);
  if (local.length > 64 || !EMAIL_LOCAL.test(local)) return false;
  const ip = EMAIL_IP_LITERAL.exec(domain);
  if (ip) return ip.slice(1).every((octet) => Number(octet) <= 255);
  return EMAIL_DOMAIN_NAME.test(domain);
}

/** 9-20 printable ASCII characters (no spaces) with at least one letter, one digit and one special character. */
export function isPassword(s: string | null | undefined): boolean {
  if (!s || s.length < PASSWORD_MIN_LENGTH || s.length > PASSWORD_MAX_LENGTH) return false;
  return /^[\x21-\x7e]+$/.test(s) && /[a-z]/i.test(s) && /\d/.test(s) && /[^a-z\d]/i.test(s);
}

/** 5-20 characters of lowercase letters, digits, underscore and hyphen. */
export function isLoginId(s: string | null | undefined): boolean {
  return !!s && /^[a-z0-9_-]{5,20}$/.test(s);
}

/** Six digits, a hyphen, seven digits (resident-registration-like numbers). */
export function isResidentLike(s: string | null | undefined): boolean {
  return !!s && /^\d{6}-\d{7}$/.test(s);
}

const AREA_CODE = /^0(?:3[1-3]|4[1-4]|5[1-5]|6[1-4])/;
const MOBILE_CODE = /^01[016789]/;

function phoneDigits(s: string | null | undefined): string | null {
  if (!s) return null;
  const trimmed = s.trim();
  if (trimmed.length > PHONE_MAX_LENGTH) return null;
  const digits = trimmed.replace(/[-\s]/g, '');
  return /^\d{9,11}$/.test(digits) ? digits : null;
}

/**
 * A Korean phone number, hyphens optional, at most 13 characters: 9-11 digits behind a real prefix — 02 (Seoul),
 * regional 0XX codes, mobile 010/011/016-019, 070 internet phones, 080 free calls, 0502-0508 virtual numbers.
 */
export function isPhone(s: string | null | undefined): boolean {
  const d = phoneDigits(s);
  if (!d) return false;
  const n = d.length;
  if (d.startsWith('02')) return n === 9 || n === 10;
  if (AREA_CODE.test(d) || MOBILE_CODE.test(d) || /^0[78]0/.test(d)) return n === 10 || n === 11;
  if (/^050[2-8]/.test(d)) return n === 11;
  return false;
}

/** A Korean mobile number: 010 with 11 digits, or the older 011/016-019 with 10-11 digits. */
export function isMobilePhone(s: string | null | undefined): boolean {
  const d = phoneDigits(s);
  if (!d) return false;
  if (d.startsWith('010')) return d.length === 11;
  return MOBILE_CODE.test(d) && d.length >= 10;
}

/** yyyyMMdd naming a real calendar day (20240229 yes, 20230229 no). */
export function isYmd(s: string | null | undefined): boolean {
  return !!s && parseYmd(s) !== null;
}

// Zod schemas: the empty case aborts so a missing value shows only the "required" message.

export const searchTermSchema = z.string().trim().min(1, { error: M.searchTermRequired, abort: true });

export const emailSchema = z
  .string()
  .trim()
  .min(1, { error: M.emailRequired, abort: true })
  .refine(isEmail, { error: M.emailFormat });

export const passwordSchema = z
  .string()
  .min(1, { error: M.passwordRequired, abort: true })
  .refine(isPassword, { error: M.passwordRule });

export const loginIdSchema = z
  .string({ error: M.loginIdRequired })
  .trim()
  .min(1, { error: M.loginIdRequired, abort: true })
  .refine(isLoginId, { error: M.loginIdRule });

/**
 * The business registration number, the one rule of every form and call: '123-45-67890' or '1234567890' (hyphens are
 * dropped), 10 digits with a valid check digit; the value is the 10 digits.
 */
export const brnoSchema = z
  .string({ error: M.brnoRequired })
  .trim()
  .min(1, { error: M.brnoRequired, abort: true })
  .transform((v) => v.replace(/-/g, ''))
  .refine((v) => /^\d{10}$/.test(v), { error: M.brnoLength, abort: true })
  .refine(isValidBrno, { error: M.brnoChecksum });

export const mobilePhoneSchema = z
  .string()
  .trim()
  .min(1, { error: M.mobileRequired, abort: true })
  .refine(isMobilePhone, { error: M.mobileFormat });

export const phoneSchema = z
  .string()
  .trim()
  .min(1, { error: M.phoneRequired, abort: true })
  .refine(isPhone, { error: M.phoneFormat });

export const residentLikeSchema = z.string().trim().refine(isResidentLike, { error: M.residentFormat });

/** yyyyMMdd that is a real calendar day (envelope's ymdSchema checks the shape only). */
export const calendarYmdSchema = z.string().refine(isYmd, { error: M.ymdInvalid });

export type RequiredRule<T extends object> = {
  field: keyof T & string;
  /** 'number' fields are missing only when null or undefined, so 0 counts as given; others when falsy. */
  kind?: 'number' | 'text';
} & ({ message: string; label?: string } | { label: string; message?: undefined });

/**
 * The generic form check of spec section 5: the messages of the required fields that are missing, in rule order.
 * A rule's own message wins; otherwise '<label>을(를) 입력해주세요.'. Show them joined by line breaks under
 * FORM_CHECK_TITLE.
 */
export function checkRequired<T extends object>(values: T, rules: readonly RequiredRule<T>[]): string[] {
  const record = values as Record<string, unknown>;
  const messages: string[] = [];
  for (const rule of rules) {
    const value = record[rule.field];
    const missing = rule.kind === 'number' ? value === null || value === undefined : !value;
    if (missing)
      messages.push(rule.message !== undefined ? rule.message : `${josa(rule.label, '을/를')} 입력해주세요.`);
  }
  return messages;
}
