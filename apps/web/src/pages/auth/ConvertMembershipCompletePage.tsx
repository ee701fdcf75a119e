import { ButtonLink } from '@/features/auth/components/ButtonLink';
import styles from './auth-page.module.css';

/** convert-membership/complete */
export default function ConvertMembershipCompletePage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>통합 사업자회원 전환 완료</h1>
      <p className={styles.done}>통합 사업자회원으로 전환되었습니다.</p>
      <p className={styles.lead}>이제 스튜디오 예약 등 소상공인 전용 서비스를 이용할 수 있습니다.</p>
      <div className={styles.actions}>
        <ButtonLink href="/mypage2/myinfo" size="large" fullWidth>
          내 정보 확인
        </ButtonLink>
        <ButtonLink href="/" variant="secondary" size="large" fullWidth>
          홈으로
        </ButtonLink>
      </div>
    </div>
  );
}
