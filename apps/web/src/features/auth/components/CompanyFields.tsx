import { AUTH_MESSAGES } from '@onfan/contracts/auth';
import { formatBrno } from '@onfan/contracts/format';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { useCheckCompany } from '../auth-api';
import { showIssues } from '../auth-errors';
import { companyFormSchema } from '../auth-forms';
import styles from './auth-components.module.css';

export const COMPANY_TEXT = {
  legend: '사업자 정보',
  brno: '사업자등록번호',
  brnoDescription: '숫자 10자리 (예: 123-45-67890)',
  openDay: '개업일자',
  openDayDescription: '8자리 숫자 (예: 20190315)',
  ceoNm: '대표자명',
  compNm: '상호명',
  check: '회사정보 인증',
  verified: '회사정보가 인증되었습니다.',
  unverified: '회사정보 인증을 진행해주세요.',
} as const;

export interface CompanyValues {
  brno: string;
  openDay: string;
  ceoNm: string;
  compNm: string;
}

/**
 * The company fields and the company check (spec section 5): '인증되었습니다.' or '해당하는 회사정보가 없습니다. …'.
 * Editing any field resets the verified state (the parent owns `verified` and is told through `onEdit`).
 */
export function CompanyFields({
  values,
  onEdit,
  verified,
  onVerified,
  errors = {},
}: {
  values: CompanyValues;
  onEdit: (name: keyof CompanyValues, value: string) => void;
  verified: boolean;
  onVerified: (ok: boolean) => void;
  errors?: Partial<Record<keyof CompanyValues, string | undefined>>;
}) {
  const checkCompany = useCheckCompany({
    success: AUTH_MESSAGES.compOk,
    onRefused: () => onVerified(false),
  });
  const check = async () => {
    const parsed = companyFormSchema.safeParse(values);
    if (!parsed.success) {
      showIssues(parsed.error.issues);
      return;
    }
    if (await checkCompany.run(parsed.data)) onVerified(true);
  };
  const field = (name: keyof CompanyValues) => ({
    name,
    value: values[name],
    onChange: (v: string) => onEdit(name, name === 'brno' ? formatBrno(v) : v),
    isRequired: true,
    errorMessage: errors[name],
  });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{COMPANY_TEXT.legend}</legend>
      <TextField
        label={COMPANY_TEXT.brno}
        {...field('brno')}
        inputMode="numeric"
        maxLength={12}
        description={COMPANY_TEXT.brnoDescription}
      />
      <TextField
        label={COMPANY_TEXT.openDay}
        {...field('openDay')}
        inputMode="numeric"
        maxLength={10}
        description={COMPANY_TEXT.openDayDescription}
      />
      <TextField label={COMPANY_TEXT.ceoNm} {...field('ceoNm')} maxLength={50} />
      <TextField label={COMPANY_TEXT.compNm} {...field('compNm')} maxLength={100} />
      <Button variant="secondary" onPress={() => void check()} isPending={checkCompany.isPending}>
        {COMPANY_TEXT.check}
      </Button>
      <p className={verified ? styles.verified : styles.hint} role="status">
        {verified ? COMPANY_TEXT.verified : COMPANY_TEXT.unverified}
      </p>
    </fieldset>
  );
}
