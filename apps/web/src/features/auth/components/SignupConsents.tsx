import { AUTH_MESSAGES } from '@onfan/contracts/auth';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { modal } from '@/lib/modal/modal-service';
import styles from './auth-components.module.css';

export const CONSENT_TEXT = {
  all: '전체 동의 (선택 항목 포함)',
  terms: '[필수] 이용약관 동의',
  privacy: '[필수] 개인정보 수집 및 이용 동의',
  marketing: '[선택] 마케팅 정보 수신 동의',
  view: '보기',
  next: '다음',
  optionalNote: '선택 항목에 동의하지 않아도 회원가입을 할 수 있습니다.',
} as const;

export interface ConsentValues {
  termsAgreYn: 'Y';
  prvcAgreYn: 'Y';
  mktAgreYn: 'Y' | 'N';
}

/**
 * The sign-up consents: terms and privacy are required, marketing is optional and refusing it never blocks sign-up.
 */
export function SignupConsents({ onNext }: { onNext: (values: ConsentValues) => void }) {
  const [terms, setTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const all = terms && privacy && marketing;
  const setAll = (v: boolean) => {
    setTerms(v);
    setPrivacy(v);
    setMarketing(v);
  };
  const next = () => {
    const missing: string[] = [];
    if (!terms) missing.push(AUTH_MESSAGES.termsRequired);
    if (!privacy) missing.push(AUTH_MESSAGES.privacyRequired);
    if (!modal.formCheck(missing)) return;
    onNext({ termsAgreYn: 'Y', prvcAgreYn: 'Y', mktAgreYn: marketing ? 'Y' : 'N' });
  };
  return (
    <div className={styles.form}>
      <div className={styles.consents}>
        <Checkbox isSelected={all} onChange={setAll} className={styles.consentAll}>
          {CONSENT_TEXT.all}
        </Checkbox>
        <div className={styles.consentRow}>
          <Checkbox isSelected={terms} onChange={setTerms}>
            {CONSENT_TEXT.terms}
          </Checkbox>
          <Link to="/service/policy" target="_blank" rel="noopener noreferrer">
            {CONSENT_TEXT.view}
            <span className="sr-only"> 이용약관 (새 창)</span>
          </Link>
        </div>
        <div className={styles.consentRow}>
          <Checkbox isSelected={privacy} onChange={setPrivacy}>
            {CONSENT_TEXT.privacy}
          </Checkbox>
          <Link to="/service/privacy-policy" target="_blank" rel="noopener noreferrer">
            {CONSENT_TEXT.view}
            <span className="sr-only"> 개인정보처리방침 (새 창)</span>
          </Link>
        </div>
        <div className={styles.consentRow}>
          <Checkbox isSelected={marketing} onChange={setMarketing}>
            {CONSENT_TEXT.marketing}
          </Checkbox>
          <Link to="/service/marketingdetail" target="_blank" rel="noopener noreferrer">
            {CONSENT_TEXT.view}
            <span className="sr-only"> 마케팅 정보 수신 동의 안내 (새 창)</span>
          </Link>
        </div>
      </div>
      <p className={styles.hint}>{CONSENT_TEXT.optionalNote}</p>
      <Button size="large" fullWidth onPress={next}>
        {CONSENT_TEXT.next}
      </Button>
    </div>
  );
}
