import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { IdentityButton } from '@/features/auth/components/IdentityButton';
import { ReTermsDialog } from '@/features/auth/components/ReTermsDialog';
import { useSession } from '@/lib/session/session-context';
import { keepConvertTicket } from './convert-draft';
import styles from './auth-page.module.css';

/** convert-membership: general member → integrated business member; re-consent first, then identity verification. */
export default function ConvertMembershipPage() {
  const { status, session, reload } = useSession();
  const navigate = useNavigate();
  const [agreedNow, setAgreedNow] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  if (status === 'anonymous') return <Navigate to="/login?returnUrl=%2Fconvert-membership" replace />;
  if (!session) return <Spinner />;
  const general = session.userPattnCd === '200' && !session.prtlBrno;
  const agreed = agreedNow || session.reTermsAgreYn === 'Y';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>통합 사업자회원 전환</h1>
      {!general ? (
        <p className={styles.lead}>일반 회원만 통합 사업자회원으로 전환할 수 있습니다.</p>
      ) : (
        <>
          <p className={styles.lead}>
            통합 사업자회원으로 전환하면 스튜디오 예약 등 소상공인 전용 서비스를 이용할 수 있습니다. 변경된 약관 재동의,
            본인인증, 사업자 정보 인증 순서로 진행합니다.
          </p>
          {agreed ? (
            <>
              <p className={styles.verified}>약관 재동의가 완료되었습니다.</p>
              <IdentityButton
                kind="checkmestart"
                onVerified={(r) => {
                  keepConvertTicket(r.ticket);
                  void navigate('/convert-membership/form');
                }}
              />
            </>
          ) : (
            <Button size="large" fullWidth onPress={() => setTermsOpen(true)}>
              약관 재동의
            </Button>
          )}
        </>
      )}
      <ReTermsDialog
        isOpen={termsOpen}
        onClose={() => setTermsOpen(false)}
        onAgreed={() => {
          setTermsOpen(false);
          setAgreedNow(true);
          void reload();
        }}
      />
    </div>
  );
}
