import { EDU_OPEN_AFTER_DAYS } from '@onfan/contracts/education';
import { formatYmd, seoulYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useNow } from '@/lib/use-now';
import { useSession } from '@/lib/session/session-context';
import { consentQuery } from '../education-api';
import styles from './Education.module.css';

/**
 * Where the reader stands with free courses: visitors and members who have not consented are told how free access
 * works (consent, then 5 days) with the way to consent; a member waiting is told the day courses open.
 */
export function EduConsentNotice() {
  const { isAuthenticated } = useSession();
  const now = useNow();
  const consent = useQuery(consentQuery(isAuthenticated));
  if (isAuthenticated && consent.isPending) return <div className={styles.notice} aria-hidden="true" />;
  const state = consent.data;
  if (state?.felrgEduTknlcrsAplyYn === 'Y') {
    if (state.openYmd && seoulYmd(now) < state.openYmd)
      return (
        <p className={styles.notice} role="status">
          이러닝 정보 수신에 동의하셨습니다. 무료 과정은 <strong>{formatYmd(state.openYmd)}</strong>부터 수강할 수
          있습니다.
        </p>
      );
    return (
      <p className={styles.notice}>
        무료 과정을 수강할 수 있습니다. 학습 중인 과정은 <Link to="/mypage/education">나의 이러닝</Link>에서 이어서
        보세요.
      </p>
    );
  }
  return (
    <p className={styles.notice}>
      무료 과정은 이러닝 정보 수신에 동의한 회원이 동의한 날부터 {EDU_OPEN_AFTER_DAYS}일 뒤에 수강할 수 있습니다.{' '}
      <Link to="/educationapply">이러닝 수신 동의하기</Link> · <Link to="/educationpre">이러닝 이용 안내</Link>
    </p>
  );
}
