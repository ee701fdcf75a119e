import {
  AUTH_MESSAGES,
  brnoSchema,
  ceoNmSchema,
  compNmSchema,
  emailSchema,
  givenPasswordSchema,
  loginIdSchema,
  mobileSchema,
  newPasswordSchema,
  openDaySchema,
  userNameSchema,
} from '@onfan/contracts/auth';
import { isPassword } from '@onfan/contracts/validate';
import { z } from 'zod';

/**
 * Browser form schemas, composed from the contracts' field schemas so the browser applies exactly the server's rules
 * and messages; only the fields the server does not take (confirmations) are added here.
 */

const confirmMatches = <T extends { userPasswd: string; userPasswdConfirm: string }>(v: T) =>
  v.userPasswd === v.userPasswdConfirm;

export const accountFormSchema = z
  .object({
    lgnId: loginIdSchema,
    userPasswd: newPasswordSchema,
    userPasswdConfirm: z.string(),
    userNm: userNameSchema,
    userEmail: emailSchema,
    mblNo: mobileSchema,
  })
  .refine(confirmMatches, { message: AUTH_MESSAGES.passwordConfirmMismatch, path: ['userPasswdConfirm'] });
export type AccountFormInput = z.input<typeof accountFormSchema>;
export type AccountFormOutput = z.output<typeof accountFormSchema>;

export const companyFormSchema = z.object({
  brno: brnoSchema,
  openDay: openDaySchema,
  ceoNm: ceoNmSchema,
  compNm: compNmSchema,
});

export const integratedFormSchema = z
  .object({
    lgnId: loginIdSchema,
    userPasswd: newPasswordSchema,
    userPasswdConfirm: z.string(),
    userEmail: emailSchema,
    ...companyFormSchema.shape,
  })
  .refine(confirmMatches, { message: AUTH_MESSAGES.passwordConfirmMismatch, path: ['userPasswdConfirm'] });
export type IntegratedFormInput = z.input<typeof integratedFormSchema>;
export type IntegratedFormOutput = z.output<typeof integratedFormSchema>;

export const newPasswordFormSchema = z
  .object({ userPasswd: newPasswordSchema, userPasswdConfirm: z.string() })
  .refine(confirmMatches, { message: AUTH_MESSAGES.passwordConfirmMismatch, path: ['userPasswdConfirm'] });
export type NewPasswordFormInput = z.input<typeof newPasswordFormSchema>;

/** My info (spec section 5, profile): current password first; a new password is optional but follows the rule. */
export const myInfoFormSchema = z
  .object({
    currentPasswd: z.string().min(1, AUTH_MESSAGES.currentPasswordRequired),
    newPasswd: z.string().refine((v) => v === '' || isPassword(v), AUTH_MESSAGES.passwordRule),
    newPasswdConfirm: z.string(),
    userEmail: emailSchema,
    mblNo: z.string().min(1, AUTH_MESSAGES.mobileRequired),
    felrgEduTknlcrsAplyYn: z.enum(['Y', 'N']),
  })
  .refine((v) => v.newPasswd === '' || v.newPasswd === v.newPasswdConfirm, {
    message: AUTH_MESSAGES.passwordConfirmMismatch,
    path: ['newPasswdConfirm'],
  });
export type MyInfoFormInput = z.input<typeof myInfoFormSchema>;

export const identityPersonSchema = z.object({
  userNm: userNameSchema,
  mblNo: mobileSchema,
  birth: z
    .string()
    .trim()
    .regex(/^\d{8}$/, AUTH_MESSAGES.birthInvalid),
});
export type IdentityPersonInput = z.input<typeof identityPersonSchema>;

/** The password asked again before my info (mypage2/myinfo-password): any non-empty password, checked by the server. */
export const passwordConfirmFormSchema = z.object({ userPasswd: givenPasswordSchema });
export type PasswordConfirmInput = z.infer<typeof passwordConfirmFormSchema>;
