import { Link } from 'react-router';
import styles from './auth-page.module.css';

/** join: general membership or integrated business membership (and the festival sign-up). */
export default function JoinChoicePage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>회원가입</h1>
      <p className={styles.lead}>가입하실 회원 유형을 선택해주세요.</p>
      <div className={styles.choices}>
        <Link to="/join/general" className={styles.choice}>
          <span className={styles.choiceTitle}>일반회원 가입</span>
          <span className={styles.choiceText}>
            아이디와 기본 정보만으로 가입합니다. 콘텐츠 이용, 댓글, 캠페인·지원사업 신청을 할 수 있습니다.
          </span>
        </Link>
        <Link to="/join/integrated" className={styles.choice}>
          <span className={styles.choiceTitle}>통합 사업자회원 가입</span>
          <span className={styles.choiceText}>
            본인인증과 사업자 정보 인증을 거쳐 가입합니다. 스튜디오 예약 등 소상공인 전용 서비스를 이용할 수 있습니다.
          </span>
        </Link>
        <Link to="/join/dhfesta" className={styles.choice}>
          <span className={styles.choiceTitle}>축제 참여 회원가입</span>
          <span className={styles.choiceText}>지역경제 축제에 참여하기 위한 일반회원으로 가입합니다.</span>
        </Link>
      </div>
      <ul className={styles.links}>
        <li>
          이미 회원이신가요? <Link to="/login">로그인</Link>
        </li>
      </ul>
    </div>
  );
}
