import { formatMinutes, formatWon } from '@onfan/contracts/format';
import { EDU_MESSAGES, type CourseDetail } from '@onfan/contracts/education';
import { lessonPath } from '@onfan/contracts/portal-path';
import { formatYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { TITLE_PRIORITY, useDocumentTitle } from '@/lib/document-title';
import { Badge } from '@/components/ui/Badge';
import { Button, LinkButton } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordResult } from '@/components/ui/RecordResult';
import { requireLogin } from '@/lib/session/require-login';
import { useSession } from '@/lib/session/session-context';
import { courseQuery, useCertificateDownload, useEnrol } from '../education-api';
import { CourseBadges } from './CourseBadges';
import list from '@/components/ui/ListPage.module.css';
import styles from './Education.module.css';

/** What the course page offers next, by the caller's access (the server decides it; the page explains it). */
function NextStep({ course }: { course: CourseDetail }) {
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const enrol = useEnrol(course.eduCrsId);
  const certificate = useCertificateDownload();
  const e = course.enrolment;
  switch (course.access) {
    case 'enrolled':
      return (
        <>
          {e?.resumeLsnId ? (
            <LinkButton href={lessonPath(course.eduCrsId, e.resumeLsnId)}>
              {e.doneLsnCnt === 0 ? '학습 시작하기' : e.cmplYn === 'Y' ? '다시 보기' : '이어서 학습하기'}
            </LinkButton>
          ) : null}
          {e?.certNo ? (
            <Button
              variant="secondary"
              onPress={() => void certificate.run(e.certNo!)}
              isPending={certificate.isPending}
            >
              수료증 내려받기(PDF)
            </Button>
          ) : null}
        </>
      );
    case 'enrol':
      return (
        <Button
          onPress={() =>
            void enrol.run().then((r) => {
              if (r && course.lessons[0]) navigate(lessonPath(course.eduCrsId, course.lessons[0].eduLsnId));
            })
          }
          isPending={enrol.isPending}
        >
          수강 신청하기
        </Button>
      );
    case 'login':
      return <Button onPress={() => void requireLogin(isAuthenticated)}>로그인하고 수강하기</Button>;
    case 'consent':
      return (
        <>
          <p className={list.note}>{EDU_MESSAGES.consentRequired}</p>
          <LinkButton href="/educationapply">이러닝 수신 동의하기</LinkButton>
        </>
      );
    case 'waiting':
      return (
        <p className={list.note} role="status">
          {EDU_MESSAGES.notOpenYet(course.openYmd ?? '')}
        </p>
      );
    case 'paid':
      return (
        <>
          <p className={list.note}>{EDU_MESSAGES.paidCourse} 온판에서는 결제하지 않습니다.</p>
          {course.extUrl ? (
            <LinkButton href={course.extUrl} external>
              교육기관 누리집에서 신청하기
            </LinkButton>
          ) : null}
        </>
      );
  }
}

/** One course: facts, goals, lessons with the member's progress, and the next step (enrol, continue, certificate). */
export function CourseDetailView() {
  const id = Number(useParams().eduCrsId);
  const query = useQuery(courseQuery(id));
  useDocumentTitle(query.data?.crsNm ?? '', TITLE_PRIORITY.item);

  return (
    <RecordResult
      query={query}
      valid={id > 0}
      notFound={{ message: EDU_MESSAGES.courseNotFound, action: <LinkButton href="/education">목록</LinkButton> }}
      title="이러닝 과정"
    >
      {(data) => {
        const e = data.enrolment;
        return (
          <div className={list.wrap}>
            <PageHeader title="이러닝 과정" />
            <article className={list.detail}>
              <img className={list.detailImage} src={data.thmbUrl} alt="" width={660} height={440} />
              <div>
                <div className={list.badges}>
                  <CourseBadges course={data} />
                  <span className={list.meta}>{data.ctgrNm}</span>
                </div>
                <h2 className={list.detailTitle}>{data.crsNm}</h2>
                <p>{data.crsSmry}</p>
                <dl className={list.info}>
                  <dt>강사</dt>
                  <dd>{data.instrNm}</dd>
                  <dt>구성</dt>
                  <dd>
                    {data.lsnCnt}차시 · {formatMinutes(data.lrnMin)}
                  </dd>
                  <dt>수강료</dt>
                  <dd>{data.freeYn === 'Y' ? '무료' : formatWon(data.price)}</dd>
                  {e ? (
                    <>
                      <dt>수강 신청일</dt>
                      <dd>{formatYmd(e.enrolYmd)}</dd>
                      <dt>진도율</dt>
                      <dd>
                        {e.progressPct}% ({e.doneLsnCnt}/{data.lsnCnt}차시)
                        {e.cmplYmd ? ` · ${formatYmd(e.cmplYmd)} 수료` : ''}
                      </dd>
                    </>
                  ) : null}
                </dl>
                {e ? (
                  <progress className={styles.progress} max={100} value={e.progressPct} aria-label="진도율" />
                ) : null}
                <div className={styles.actions}>
                  <NextStep course={data} />
                  <LinkButton href="/education" variant="tertiary">
                    목록
                  </LinkButton>
                </div>
              </div>
            </article>
            <section className={styles.section} aria-labelledby="course-about">
              <h3 id="course-about">과정 소개</h3>
              <div className={list.articleBody} dangerouslySetInnerHTML={{ __html: data.crsDesc }} />
              {data.goals.length ? (
                <>
                  <h3>학습 목표</h3>
                  <ul className={styles.goals}>
                    {data.goals.map((g) => (
                      <li key={g}>{g}</li>
                    ))}
                  </ul>
                </>
              ) : null}
            </section>
            <section className={styles.section} aria-labelledby="course-lessons">
              <h3 id="course-lessons">차시 목록</h3>
              <ol className={styles.lessons}>
                {data.lessons.map((l) => (
                  <li key={l.eduLsnId}>
                    <span className={styles.lessonName}>
                      <span className={styles.lessonNo}>{l.lsnNo}차시</span>
                      {data.access === 'enrolled' ? (
                        <Link to={lessonPath(data.eduCrsId, l.eduLsnId)}>{l.lsnNm}</Link>
                      ) : (
                        <span>{l.lsnNm}</span>
                      )}
                    </span>
                    <span className={list.meta}>
                      {formatMinutes(l.lrnMin)} {l.videoYn === 'Y' ? <Badge variant="gray">영상</Badge> : null}{' '}
                      {l.atchCnt > 0 ? <Badge variant="gray">학습 자료 {l.atchCnt}</Badge> : null}{' '}
                      {l.doneYn === 'Y' ? <Badge variant="primary">학습 완료</Badge> : null}
                    </span>
                  </li>
                ))}
              </ol>
            </section>
          </div>
        );
      }}
    </RecordResult>
  );
}
