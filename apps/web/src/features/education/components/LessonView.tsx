import { formatMinutes } from '@onfan/contracts/format';
import { EDU_MESSAGES } from '@onfan/contracts/education';
import { coursePath, lessonPath } from '@onfan/contracts/portal-path';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router';
import { TITLE_PRIORITY, useDocumentTitle } from '@/app/document-title';
import { Badge } from '@/components/ui/Badge';
import { Button, LinkButton } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { loginHref } from '@/lib/session/require-login';
import { useSession } from '@/lib/session/session-context';
import { lessonQuery, useCertificateDownload, useLessonDone } from '../education-api';
import list from '@/components/ui/ListPage.module.css';
import styles from './Education.module.css';

/** One lesson for an enrolled member: its text, 학습 완료, the course's progress, previous/next lessons. */
export function LessonView() {
  const params = useParams();
  const eduCrsId = Number(params.eduCrsId);
  const eduLsnId = Number(params.eduLsnId);
  const location = useLocation();
  const { status } = useSession();
  const { data, isPending, isError, error } = useQuery({
    ...lessonQuery(eduCrsId, eduLsnId),
    enabled: status === 'authenticated' && eduCrsId > 0 && eduLsnId > 0,
  });
  useDocumentTitle(data ? `${data.lsnNo}차시 ${data.lsnNm}` : '', TITLE_PRIORITY.item);
  const done = useLessonDone(eduCrsId, eduLsnId);
  const certificate = useCertificateDownload();

  // Lessons are for enrolled members: a visitor logs in and comes back here.
  if (status === 'anonymous') return <Navigate to={loginHref(location.pathname)} replace />;
  if (!(eduCrsId > 0 && eduLsnId > 0) || isError) {
    const message = error instanceof Error && error.message ? error.message : EDU_MESSAGES.lessonNotFound;
    return (
      <div className={list.wrap}>
        <PageHeader title="이러닝 학습" />
        <EmptyState
          message={message}
          action={<LinkButton href={eduCrsId > 0 ? coursePath(eduCrsId) : '/education'}>과정으로</LinkButton>}
        />
      </div>
    );
  }
  if (isPending) return <Spinner />;
  const e = data.enrolment;
  return (
    <div className={list.wrap}>
      <PageHeader title={data.crsNm} description={`진도율 ${e.progressPct}% · ${e.doneLsnCnt}차시 완료`} />
      <progress className={styles.progress} max={100} value={e.progressPct} aria-label="진도율" />
      <article className={list.article}>
        <header className={list.articleHead}>
          <h2 className={list.articleTitle}>
            {data.lsnNo}차시. {data.lsnNm}
          </h2>
          <p className={list.meta}>
            학습 시간 {formatMinutes(data.lrnMin)}{' '}
            {data.doneYn === 'Y' ? <Badge variant="primary">학습 완료</Badge> : null}
          </p>
        </header>
        <div className={`${list.articleBody} ${styles.lessonBody}`} dangerouslySetInnerHTML={{ __html: data.lsnCn }} />
      </article>
      <div className={styles.actions}>
        {data.doneYn === 'Y' ? null : (
          <Button onPress={() => void done.run()} isPending={done.isPending}>
            이 차시 학습 완료
          </Button>
        )}
        {e.certNo ? (
          <Button variant="secondary" onPress={() => void certificate.run(e.certNo!)} isPending={certificate.isPending}>
            수료증 내려받기(PDF)
          </Button>
        ) : null}
      </div>
      <nav className={styles.nav} aria-label="차시 이동">
        {data.prevLsnId ? (
          <LinkButton href={lessonPath(eduCrsId, data.prevLsnId)} variant="secondary">
            이전 차시
          </LinkButton>
        ) : (
          <span />
        )}
        <LinkButton href={coursePath(eduCrsId)} variant="tertiary">
          과정 목록
        </LinkButton>
        {data.nextLsnId ? (
          <LinkButton href={lessonPath(eduCrsId, data.nextLsnId)} variant="secondary">
            다음 차시
          </LinkButton>
        ) : (
          <span />
        )}
      </nav>
    </div>
  );
}
