import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { USER_PATTERN } from './envelope.js';

/**
 * Operators' second factor (개인정보의 안전성 확보조치 기준 제6조; decision 034): a time-based one-time code (TOTP, RFC
 * 6238) from an authenticator app, enrolled once by a QR code shown once, with ten one-time recovery codes. An
 * operator's password login opens a session the console refuses until the code is given.
 */

export const SECOND_FACTOR_MESSAGES = {
  codeRequired: '인증 앱에 표시된 6자리 숫자를 입력해 주세요.',
  codeFormat: '인증 코드는 6자리 숫자이거나 복구 코드(예: abcd-efgh)입니다.',
  wrongCode: '인증 코드가 맞지 않습니다. 인증 앱에 지금 표시된 코드를 입력해 주세요.',
  codeUsed: '이미 사용한 인증 코드입니다. 인증 앱에 새 코드가 나오면 입력해 주세요.',
  notEnrolled: '2단계 인증을 먼저 등록해 주세요.',
  alreadyEnrolled: '2단계 인증이 이미 등록되어 있습니다.',
  enrolmentMissing: '등록을 다시 시작해 주세요. QR 코드가 만료되었습니다.',
  enrolled: '2단계 인증을 등록했습니다. 복구 코드를 안전한 곳에 보관해 주세요. 다시 볼 수 없습니다.',
  verified: '2단계 인증을 마쳤습니다.',
  recoveryUsed: (left: number) => `복구 코드로 인증했습니다. 남은 복구 코드는 ${left}개입니다.`,
} as const;

/** What a login answers an operator: register the second factor first, or give its code. */
export const secondFactorStepSchema = z.enum(['ENROL', 'VERIFY']);
export type SecondFactorStep = z.infer<typeof secondFactorStepSchema>;

/** Six digits from the app, or a recovery code ('abcd-efgh', case and the hyphen optional). */
export const secondFactorCodeSchema = z
  .string({ error: SECOND_FACTOR_MESSAGES.codeRequired })
  .trim()
  .min(1, SECOND_FACTOR_MESSAGES.codeRequired)
  .regex(/^(\d{6}|[A-Za-z2-9]{4}-?[A-Za-z2-9]{4})$/, SECOND_FACTOR_MESSAGES.codeFormat);

export const secondFactorStatusSchema = z.object({
  enrolled: z.boolean(),
  /** This session passed the second factor. */
  passed: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

export const enrolmentSchema = z.object({
  /** The secret in Base32, for typing into the app by hand. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  otpauthUri: z.string(),
  /** The QR code as an SVG document. */
  qrSvg: z.string(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

export const codeBodySchema = z.object({ code: secondFactorCodeSchema });

export const enrolledSchema = z.object({
  number: z.literal(200),
  message: z.string(),
  recoveryCodes: z.array(z.string()),
  expiresAt: z.string(),
});
export const verifiedSchema = z.object({ number: z.literal(200), message: z.string(), expiresAt: z.string() });

const operatorsOnly = { patterns: [USER_PATTERN.operator] } as const;

export const authSecondFactorEndpoints = {
  status: endpoint({
    method: 'GET',
    path: 'auth/second-factor',
    access: operatorsOnly,
    summary: '운영자 2단계 인증 상태(등록 여부, 이 로그인의 인증 여부)',
    response: secondFactorStatusSchema,
  }),
  enrol: endpoint({
    method: 'POST',
    path: 'auth/second-factor/enrolment',
    access: operatorsOnly,
    summary: '2단계 인증 등록 시작: 인증 앱에 등록할 QR 코드(한 번만 표시)',
    response: enrolmentSchema,
  }),
  confirmEnrolment: endpoint({
    method: 'POST',
    path: 'auth/second-factor/enrolment/confirm',
    access: operatorsOnly,
    summary: '2단계 인증 등록 확인: 앱의 코드로 확인하고 복구 코드 10개를 받음',
    body: codeBodySchema,
    response: enrolledSchema,
  }),
  verify: endpoint({
    method: 'POST',
    path: 'auth/second-factor/verify',
    access: operatorsOnly,
    summary: '2단계 인증: 앱의 코드 또는 복구 코드로 이 로그인을 인증',
    body: codeBodySchema,
    response: verifiedSchema,
  }),
} as const;
