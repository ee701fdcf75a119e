import { Link, useParams } from 'react-router';
import styles from './auth-page.module.css';

/** findChoice/{division}: which account to look for (portal member or festival member), then the recovery page. */
export default function FindChoicePage() {
  const division = useParams().division === 'password' ? 'password' : 'id';
  const what = division === 'id' ? '아이디 찾기' : '비밀번호 재설정';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{what}</h1>
      <p className={styles.lead}>가입하신 회원 유형을 선택해주세요. 두 경우 모두 휴대폰 본인인증으로 진행합니다.</p>
      <div className={styles.choices}>
        <Link to={`/findInfo/${division}`} className={styles.choice}>
          <span className={styles.choiceTitle}>온판 회원 {what}</span>
          <span className={styles.choiceText}>일반회원, 통합 사업자회원, 크리에이터 회원</span>
        </Link>
        <Link to={`/dhfindInfo/${division}`} className={styles.choice}>
          <span className={styles.choiceTitle}>축제 참여 회원 {what}</span>
          <span className={styles.choiceText}>지역경제 축제 참여를 위해 가입한 회원</span>
        </Link>
      </div>
    </div>
  );
}
