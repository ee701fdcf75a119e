import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { useSignup } from '../auth-api';
import { showFormErrors } from '../auth-errors';
import { type AccountFormInput, type AccountFormOutput, accountFormSchema } from '../auth-forms';
import type { JoinDraft } from '../join-draft';
import { checkLoginIdFree, LoginIdField } from './LoginIdField';
import styles from './auth-components.module.css';
import { FormPasswordField, FormTextField } from '@/components/form/form-fields';
import { useLocation } from 'react-router';

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
  // Sent before the page's scripts take over, the form posts back to its own page (issue 33), never a GET.
  const { pathname: postAction } = useLocation();
  const signup = useSignup({ onDone: (_, body) => onDone(body.lgnId) });
  const form = useForm<AccountFormInput, unknown, AccountFormOutput>({
    resolver: zodResolver(accountFormSchema),
    defaultValues: { lgnId: '', userPasswd: '', userPasswdConfirm: '', userNm: '', userEmail: '', mblNo: '' },
  });
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
      method="post"
      action={postAction}
      className={styles.form}
      noValidate
      aria-label="회원 정보 입력"
      onSubmit={(e) => void form.handleSubmit(onValid, showFormErrors)(e)}
    >
      <LoginIdField control={form.control} name="lgnId" />
      <FormPasswordField
        control={form.control}
        name="userPasswd"
        label={SIGNUP_TEXT.userPasswd}
        autoComplete="new-password"
        description={SIGNUP_TEXT.userPasswdDescription}
      />
      <FormPasswordField
        control={form.control}
        name="userPasswdConfirm"
        label={SIGNUP_TEXT.userPasswdConfirm}
        autoComplete="new-password"
      />
      <FormTextField
        control={form.control}
        name="userNm"
        label={SIGNUP_TEXT.userNm}
        autoComplete="name"
        isRequired
        maxLength={50}
      />
      <FormTextField
        control={form.control}
        name="userEmail"
        label={SIGNUP_TEXT.userEmail}
        type="email"
        autoComplete="email"
        isRequired
      />
      <FormTextField
        control={form.control}
        name="mblNo"
        label={SIGNUP_TEXT.mblNo}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        isRequired
        maxLength={13}
        description={SIGNUP_TEXT.mblNoDescription}
      />
      <Button type="submit" size="large" fullWidth isPending={signup.isPending}>
        {SIGNUP_TEXT.submit}
      </Button>
    </form>
  );
}
