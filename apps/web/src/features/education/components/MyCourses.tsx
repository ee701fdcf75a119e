import { coursePath, lessonPath } from '@onfan/contracts/portal-path';
import { formatYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button, LinkButton } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { Spinner } from '@/components/ui/Spinner';
import { myCoursesQuery, useCertificateDownload } from '../education-api';
import { CourseBadges } from './CourseBadges';
import list from '@/components/ui/ListPage.module.css';
import styles from './Education.module.css';

/** My page: the member's courses with progress, where to resume, and the certificates of completed ones. */
export default function MyCourses() {
  const { data, isPending, isError } = useQuery(myCoursesQuery());
  const certificate = useCertificateDownload();
  if (isPending) return <Spinner />;
  if (isError) return <EmptyState message="목록을 불러오지 못했습니다." description="잠시 후 다시 시도해주세요." />;
  if (data.length === 0)
    return (
      <EmptyState
        message="수강 중인 이러닝 과정이 없습니다."
        action={<LinkButton href="/education">이러닝 과정 보기</LinkButton>}
      />
    );
  return (
    <ul className={list.cards}>
      {data.map((c) => (
        <li key={c.eduCrsId} className={list.card}>
          <div className={list.cardBody}>
            <div className={list.badges}>
              <CourseBadges course={c} />
              <span className={list.meta}>{c.ctgrNm}</span>
            </div>
            <Link className={list.cardLink} to={coursePath(c.eduCrsId)}>
              {c.crsNm}
            </Link>
            <p className={list.meta}>
              수강 신청 {formatYmd(c.enrolment.enrolYmd)} · {c.enrolment.doneLsnCnt}/{c.lsnCnt}차시
              {c.enrolment.cmplYmd ? ` · ${formatYmd(c.enrolment.cmplYmd)} 수료` : ''}
            </p>
            <progress
              className={styles.progress}
              max={100}
              value={c.enrolment.progressPct}
              aria-label={`${c.crsNm} 진도율`}
            />
            <div className={styles.actions}>
              {c.enrolment.certNo ? (
                <Button
                  size="small"
                  variant="secondary"
                  onPress={() => void certificate.run(c.enrolment.certNo!)}
                  isPending={certificate.isPending}
                >
                  수료증 내려받기(PDF)
                </Button>
              ) : c.enrolment.resumeLsnId ? (
                <LinkButton size="small" href={lessonPath(c.eduCrsId, c.enrolment.resumeLsnId)}>
                  이어서 학습하기
                </LinkButton>
              ) : null}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
