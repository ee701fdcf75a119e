import { AUTH_MESSAGES } from '@onfan/contracts/auth';
import { VALIDATION_MESSAGES } from '@onfan/contracts/validate';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Dialog } from '@/components/ui/Dialog';
import { modal } from '@/lib/modal/modal-service';
import { useReAgreeTerms } from '../auth-api';
import { hideReTerms, type ReTermsChecks, toggleReTerms } from '../re-terms';
import styles from './auth-components.module.css';

export const RE_TERMS_TEXT = {
  title: '약관 재동의 안내',
  intro:
    '온판 이용약관과 개인정보 수집·이용 내용이 변경되었습니다. 변경된 약관에 다시 동의하시면 통합 사업자회원으로 전환할 수 있습니다.',
  all: '전체 동의',
  terms: '[필수] 이용약관 동의',
  privacy: '[필수] 개인정보 수집 및 이용 동의',
  view: '보기',
  hide: '3일간 보지 않기',
  confirm: '동의하고 계속',
  success: AUTH_MESSAGES.reTermsOk,
  required: VALIDATION_MESSAGES.termsAgreementRequired,
} as const;

/**
 * The re-terms agreement modal (spec section 4): confirm succeeds only with both boxes; closing or 3일간 보지 않기 hides
 * it for 3 days; success shows '약관 재동의 완료되었습니다.' and hands over to ConvertMembership.
 */
export function ReTermsDialog({
  isOpen,
  onClose,
  onAgreed,
}: {
  isOpen: boolean;
  onClose: () => void;
  onAgreed: () => void;
}) {
  const [checks, setChecks] = useState<ReTermsChecks>({ terms: false, privacy: false, all: false });
  const reAgree = useReAgreeTerms({ success: RE_TERMS_TEXT.success, onDone: onAgreed });
  const set = (box: keyof ReTermsChecks) => (value: boolean) => setChecks((s) => toggleReTerms(s, box, value));
  const close = () => {
    hideReTerms();
    onClose();
  };
  const confirm = () => (checks.all ? reAgree.run() : modal.alert(RE_TERMS_TEXT.required));
  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={RE_TERMS_TEXT.title}
      isDismissable={false}
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onPress={close}>
            {RE_TERMS_TEXT.hide}
          </Button>
          <Button onPress={() => void confirm()} isPending={reAgree.isPending}>
            {RE_TERMS_TEXT.confirm}
          </Button>
        </div>
      }
    >
      <p className={styles.dialogText}>{RE_TERMS_TEXT.intro}</p>
      <div className={styles.consents}>
        <Checkbox isSelected={checks.all} onChange={set('all')} className={styles.consentAll}>
          {RE_TERMS_TEXT.all}
        </Checkbox>
        <div className={styles.consentRow}>
          <Checkbox isSelected={checks.terms} onChange={set('terms')}>
            {RE_TERMS_TEXT.terms}
          </Checkbox>
          <Link to="/service/policy" target="_blank" rel="noopener noreferrer">
            {RE_TERMS_TEXT.view}
            <span className="sr-only"> 이용약관 (새 창)</span>
          </Link>
        </div>
        <div className={styles.consentRow}>
          <Checkbox isSelected={checks.privacy} onChange={set('privacy')}>
            {RE_TERMS_TEXT.privacy}
          </Checkbox>
          <Link to="/service/privacy-policy" target="_blank" rel="noopener noreferrer">
            {RE_TERMS_TEXT.view}
            <span className="sr-only"> 개인정보처리방침 (새 창)</span>
          </Link>
        </div>
      </div>
    </Dialog>
  );
}
