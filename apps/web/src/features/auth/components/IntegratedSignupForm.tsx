import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { modal } from '@/lib/modal/modal-service';
import { useSignup } from '../auth-api';
import { fieldError, showFormErrors } from '../auth-errors';
import { type IntegratedFormInput, type IntegratedFormOutput, integratedFormSchema } from '../auth-forms';
import type { JoinDraft } from '../join-draft';
import { COMPANY_TEXT, CompanyFields, type CompanyValues } from './CompanyFields';
import { SIGNUP_TEXT } from './GeneralSignupForm';
import { checkLoginIdFree, LoginIdField } from './LoginIdField';
import styles from './auth-components.module.css';
import { FormPasswordField, FormTextField } from '@/components/form/form-fields';
import { useLocation } from 'react-router';

export const INTEGRATED_TEXT = {
  account: '계정 정보',
  identityNote: '이름과 휴대폰번호는 본인인증 정보로 입력되며 수정할 수 없습니다.',
} as const;

/** Integrated business membership: identity from the certificate step, account fields, company fields + check. */
export function IntegratedSignupForm({ draft, onDone }: { draft: JoinDraft; onDone: (lgnId: string) => void }) {
  // Sent before the page's scripts take over, the form posts back to its own page (issue 33), never a GET.
  const { pathname: postAction } = useLocation();
  const signup = useSignup({ onDone: (_, body) => onDone(body.lgnId) });
  const [verified, setVerified] = useState(false);
  const form = useForm<IntegratedFormInput, unknown, IntegratedFormOutput>({
    resolver: zodResolver(integratedFormSchema),
    defaultValues: {
      lgnId: '',
      userPasswd: '',
      userPasswdConfirm: '',
      userEmail: '',
      brno: '',
      openDay: '',
      ceoNm: '',
      compNm: '',
    },
  });
  const { errors } = form.formState;
  const company = useWatch({ control: form.control, name: ['brno', 'openDay', 'ceoNm', 'compNm'] });
  const companyValues: CompanyValues = {
    brno: company[0],
    openDay: company[1],
    ceoNm: company[2],
    compNm: company[3],
  };
  const onValid = async (v: IntegratedFormOutput) => {
    if (!verified) {
      await modal.alert(COMPANY_TEXT.unverified);
      return;
    }
    if (!(await checkLoginIdFree(v.lgnId, false))) return;
    await signup.run({
      joinType: 'integrated',
      lgnId: v.lgnId,
      userPasswd: v.userPasswd,
      userNm: draft.userNm ?? '',
      userEmail: v.userEmail,
      mblNo: draft.mblNo ?? '',
      termsAgreYn: draft.termsAgreYn,
      prvcAgreYn: draft.prvcAgreYn,
      mktAgreYn: draft.mktAgreYn,
      ticket: draft.ticket ?? '',
      brno: v.brno,
      openDay: v.openDay,
      ceoNm: v.ceoNm,
      compNm: v.compNm,
    });
  };
  return (
    <form
      method="post"
      action={postAction}
      className={styles.form}
      noValidate
      aria-label="통합회원 정보 입력"
      onSubmit={(e) => void form.handleSubmit(onValid, showFormErrors)(e)}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{INTEGRATED_TEXT.account}</legend>
        <p className={styles.hint}>{INTEGRATED_TEXT.identityNote}</p>
        <TextField label={SIGNUP_TEXT.userNm} name="userNm" value={draft.userNm ?? ''} isReadOnly />
        <TextField label={SIGNUP_TEXT.mblNo} name="mblNo" type="tel" value={draft.mblNo ?? ''} isReadOnly />
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
          name="userEmail"
          label={SIGNUP_TEXT.userEmail}
          type="email"
          autoComplete="email"
          isRequired
        />
      </fieldset>
      <CompanyFields
        values={companyValues}
        verified={verified}
        onVerified={setVerified}
        onEdit={(name, value) => {
          form.setValue(name, value, { shouldValidate: form.formState.isSubmitted });
          setVerified(false);
        }}
        errors={{
          brno: fieldError(errors, 'brno'),
          openDay: fieldError(errors, 'openDay'),
          ceoNm: fieldError(errors, 'ceoNm'),
          compNm: fieldError(errors, 'compNm'),
        }}
      />
      <Button type="submit" size="large" fullWidth isPending={signup.isPending}>
        {SIGNUP_TEXT.submit}
      </Button>
    </form>
  );
}
