import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { useSignup } from '../auth-api';
import { fieldError, showFormErrors } from '../auth-errors';
import { type AccountFormInput, type AccountFormOutput, accountFormSchema } from '../auth-forms';
import type { JoinDraft } from '../join-draft';
import { PasswordField } from '@/components/ui/PasswordField';
import { checkLoginIdFree, LoginIdField } from './LoginIdField';
import styles from './auth-components.module.css';

export const SIGNUP_TEXT = {
  userPasswd: '비밀번호',
  userPasswdDescription: '영문, 숫자, 특수문자 포함 9~20자',
  userPasswdConfirm: '비밀번호 확인',
  userNm: '이름',
  userEmail: '이메일',
  mblNo: '휴대폰번호',
  mblNoDescription: '숫자만 입력해도 됩니다. (예: 01012345678)',
  submit: '가입하기',
} as const;

/** General membership (also the festival sign-up): the account fields; the consents come from the previous step. */
export function GeneralSignupForm({ draft, onDone }: { draft: JoinDraft; onDone: (lgnId: string) => void }) {
  const signup = useSignup({ onDone: (_, body) => onDone(body.lgnId) });
  const form = useForm<AccountFormInput, unknown, AccountFormOutput>({
    resolver: zodResolver(accountFormSchema),
    defaultValues: { lgnId: '', userPasswd: '', userPasswdConfirm: '', userNm: '', userEmail: '', mblNo: '' },
  });
  const { errors } = form.formState;
  const onValid = async (v: AccountFormOutput) => {
    if (!(await checkLoginIdFree(v.lgnId, false))) return;
    await signup.run({
      joinType: 'general',
      lgnId: v.lgnId,
      userPasswd: v.userPasswd,
      userNm: v.userNm,
      userEmail: v.userEmail,
      mblNo: v.mblNo,
      termsAgreYn: draft.termsAgreYn,
      prvcAgreYn: draft.prvcAgreYn,
      mktAgreYn: draft.mktAgreYn,
    });
  };
  return (
    <form
      className={styles.form}
      noValidate
      aria-label="회원 정보 입력"
      onSubmit={(e) => void form.handleSubmit(onValid, showFormErrors)(e)}
    >
      <Controller
        control={form.control}
        name="lgnId"
        render={({ field }) => (
          <LoginIdField value={field.value} onChange={field.onChange} errorMessage={fieldError(errors, 'lgnId')} />
        )}
      />
      <Controller
        control={form.control}
        name="userPasswd"
        render={({ field }) => (
          <PasswordField
            label={SIGNUP_TEXT.userPasswd}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            autoComplete="new-password"
            description={SIGNUP_TEXT.userPasswdDescription}
            errorMessage={fieldError(errors, 'userPasswd')}
          />
        )}
      />
      <Controller
        control={form.control}
        name="userPasswdConfirm"
        render={({ field }) => (
          <PasswordField
            label={SIGNUP_TEXT.userPasswdConfirm}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            autoComplete="new-password"
            errorMessage={fieldError(errors, 'userPasswdConfirm')}
          />
        )}
      />
      <Controller
        control={form.control}
        name="userNm"
        render={({ field }) => (
          <TextField
            label={SIGNUP_TEXT.userNm}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            autoComplete="name"
            isRequired
            maxLength={50}
            errorMessage={fieldError(errors, 'userNm')}
          />
        )}
      />
      <Controller
        control={form.control}
        name="userEmail"
        render={({ field }) => (
          <TextField
            label={SIGNUP_TEXT.userEmail}
            type="email"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            autoComplete="email"
            isRequired
            errorMessage={fieldError(errors, 'userEmail')}
          />
        )}
      />
      <Controller
        control={form.control}
        name="mblNo"
        render={({ field }) => (
          <TextField
            label={SIGNUP_TEXT.mblNo}
            type="tel"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            autoComplete="tel"
            inputMode="tel"
            isRequired
            maxLength={13}
            description={SIGNUP_TEXT.mblNoDescription}
            errorMessage={fieldError(errors, 'mblNo')}
          />
        )}
      />
      <Button type="submit" size="large" fullWidth isPending={signup.isPending}>
        {SIGNUP_TEXT.submit}
      </Button>
    </form>
  );
}
