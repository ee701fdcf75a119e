import { publicPageDescription } from '@onfan/contracts/page-meta';
import { EDU_OPEN_AFTER_DAYS } from '@onfan/contracts/education';
import { LinkButton } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import list from '@/components/ui/ListPage.module.css';
import styles from './Education.module.css';

/** The e-learning introduction (educationpre): how courses, consent, progress and certificates work. */
export function EduIntro() {
  return (
    <div className={list.wrap}>
      <PageHeader title="이러닝 안내" description={publicPageDescription('/educationpre')} />
      <article className={list.article}>
        <div className={list.articleBody}>
          <h2>이렇게 배웁니다</h2>
          <ol>
            <li>
              <strong>이러닝 정보 수신 동의</strong> — 무료 과정은 동의한 회원이 동의한 날부터 {EDU_OPEN_AFTER_DAYS}일
              뒤에 수강할 수 있습니다. 일반회원은 내 정보에서도 동의 여부를 바꿀 수 있습니다.
            </li>
            <li>
              <strong>수강 신청</strong> — 과정 상세에서 수강 신청하면 바로 첫 차시가 열립니다. 유료 과정은 각 교육기관
              누리집에서 신청합니다.
            </li>
            <li>
              <strong>차시 학습</strong> — 차시를 읽고 ‘이 차시 학습 완료’를 누르면 진도율이 올라갑니다. 다시 들어오면
              마치지 않은 첫 차시부터 이어서 학습합니다.
            </li>
            <li>
              <strong>수료증</strong> — 모든 차시를 마치면(진도율 100%) 수료증(PDF)을 내려받을 수 있습니다. 수료증의
              번호로 누구나 진위를 확인할 수 있습니다.
            </li>
          </ol>
          <h2>문의</h2>
          <p>고객센터 평일 09:00~18:00(점심시간 12:00~13:00)</p>
        </div>
      </article>
      <div className={styles.actions}>
        <LinkButton href="/educationapply">이러닝 수신 동의하기</LinkButton>
        <LinkButton href="/education" variant="secondary">
          과정 둘러보기
        </LinkButton>
        <LinkButton href="/education/certificate" variant="tertiary">
          수료증 진위 확인
        </LinkButton>
      </div>
    </div>
  );
}
