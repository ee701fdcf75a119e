import { Navigate, useNavigate } from 'react-router';
import { IdentityButton } from '@/features/auth/components/IdentityButton';
import { readJoinDraft, writeJoinDraft } from '@/features/auth/join-draft';
import styles from './auth-page.module.css';

/** join/integrated/certificate: identity verification in the provider's popup, then the form. */
export default function JoinIntegratedCertificatePage() {
  const navigate = useNavigate();
  const draft = readJoinDraft('integrated');
  if (!draft) return <Navigate to="/join/integrated" replace />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>통합 사업자회원 가입</h1>
      <p className={styles.lead}>
        통합 사업자회원은 본인인증이 필요합니다.
        <br />
        본인 명의의 휴대폰으로 인증해주세요.
      </p>
      <p className={styles.notice}>
        버튼을 누르면 본인인증 창이 새로 열립니다. 창이 열리지 않으면 브라우저의 팝업 차단을 해제해주세요.
      </p>
      <IdentityButton
        kind="checkmestart"
        onVerified={(r) => {
          writeJoinDraft({ ...draft, ticket: r.ticket, userNm: r.userNm, mblNo: r.mblNo });
          void navigate('/join/integrated/form');
        }}
      />
    </div>
  );
}
