import { coursePath, lessonPath } from '@onfan/contracts/portal-path';
import { formatYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { ListCard } from '@/components/ui/ListCards';
import { ListResults } from '@/components/ui/ListPage';
import { Button, LinkButton } from '@/components/ui/Button';
import { myCoursesQuery, useCertificateDownload } from '../education-api';
import { CourseBadges } from './CourseBadges';
import list from '@/components/ui/ListPage.module.css';
import styles from './Education.module.css';
import { PageHeader } from '@/components/ui/PageHeader';

/** My page: the member's courses with progress, where to resume, and the certificates of completed ones. */
export default function MyCourses() {
  const results = useQuery(myCoursesQuery());
  const certificate = useCertificateDownload();
  return (
    <>
      <PageHeader title="나의 이러닝" />
      <ListResults
        query={results}
        empty={{
          message: '수강 중인 이러닝 과정이 없습니다.',
          action: <LinkButton href="/education">이러닝 과정 보기</LinkButton>,
        }}
      >
        {(items) => (
          <ul className={list.cards}>
            {items.map((c) => (
              <ListCard
                key={c.eduCrsId}
                badges={<CourseBadges course={c} />}
                category={c.ctgrNm}
                href={coursePath(c.eduCrsId)}
                title={c.crsNm}
              >
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
                  {c.enrolment.certNo && c.enrolment.certRvkYmd ? (
                    <span>수료증 취소됨({formatYmd(c.enrolment.certRvkYmd)})</span>
                  ) : c.enrolment.certNo ? (
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
              </ListCard>
            ))}
          </ul>
        )}
      </ListResults>
    </>
  );
}
