import type { CompanyFields } from '@onfan/contracts/auth';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { useCheckCompany } from '../space-api';
import styles from './space.module.css';

export const COMPANY_TEXT = {
  title: '업체 확인',
  lead: '사업자등록번호, 개업일자, 대표자명, 상호명으로 업체를 확인한 뒤 예약을 신청할 수 있습니다.',
  brno: '사업자등록번호',
  openDay: '개업일자',
  openDayHelp: '예: 20190315',
  ceoNm: '대표자명',
  compNm: '상호명',
  check: '업체 확인',
  verified: '업체 확인이 완료되었습니다.',
  required: '업체 확인을 먼저 해주세요.',
} as const;

export type CheckedCompany = CompanyFields;

/**
 * The company check of the space flow (reservation/cmpyValidation); editing any field resets it (spec section 4).
 * `onChange` receives the checked facts (sent again with the reservation, where the server checks them) or null.
 */
export function CompanyCheck({ onChange }: { onChange: (company: CheckedCompany | null) => void }) {
  const [v, setV] = useState({ brno: '', openDay: '', ceoNm: '', compNm: '' });
  const [verified, setVerified] = useState(false);
  const checkCompany = useCheckCompany((company) => {
    setVerified(true);
    onChange(company);
  });
  const set = (key: keyof typeof v) => (value: string) => {
    setV((old) => ({ ...old, [key]: value }));
    if (verified) {
      setVerified(false);
      onChange(null);
    }
  };
  const check = () =>
    checkCompany.run({
      brno: v.brno.replace(/-/g, '').trim(),
      openDay: v.openDay.trim(),
      ceoNm: v.ceoNm.trim(),
      compNm: v.compNm.trim(),
    });
  return (
    <section className={styles.panel} aria-labelledby="company-check-title">
      <h2 id="company-check-title" className={styles.panelTitle}>
        {COMPANY_TEXT.title}
      </h2>
      <p className={styles.panelLead}>{COMPANY_TEXT.lead}</p>
      <div className={styles.panelGrid}>
        <TextField
          label={COMPANY_TEXT.brno}
          value={v.brno}
          onChange={set('brno')}
          inputMode="numeric"
          maxLength={12}
          isRequired
        />
        <TextField
          label={COMPANY_TEXT.openDay}
          value={v.openDay}
          onChange={set('openDay')}
          inputMode="numeric"
          maxLength={8}
          description={COMPANY_TEXT.openDayHelp}
          isRequired
        />
        <TextField label={COMPANY_TEXT.ceoNm} value={v.ceoNm} onChange={set('ceoNm')} maxLength={50} isRequired />
        <TextField label={COMPANY_TEXT.compNm} value={v.compNm} onChange={set('compNm')} maxLength={100} isRequired />
      </div>
      <div className={styles.panelActions}>
        <Button variant="secondary" onPress={() => void check()} isPending={checkCompany.isPending}>
          {COMPANY_TEXT.check}
        </Button>
        <p className={verified ? styles.ok : styles.muted} aria-live="polite">
          {verified ? COMPANY_TEXT.verified : ''}
        </p>
      </div>
    </section>
  );
}
