import { useParams } from 'react-router';
import { type Division, FindAccount } from '@/features/auth/components/FindAccount';
import styles from './auth-page.module.css';

/** dhfindInfo/{division}: the same recovery for members who joined through the festival sign-up. */
export default function DhFindInfoPage() {
  const division: Division = useParams().division === 'password' ? 'password' : 'id';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>축제 참여 회원 {division === 'id' ? '아이디 찾기' : '비밀번호 재설정'}</h1>
      <p className={styles.lead}>축제 참여 회원가입으로 만든 계정도 온판 계정과 같은 방법으로 찾을 수 있습니다.</p>
      <FindAccount division={division} basePath="/dhfindInfo" />
    </div>
  );
}
