import { formatMinutes } from '@onfan/contracts/format';
import { EDU_MESSAGES, type Lesson } from '@onfan/contracts/education';
import { coursePath, lessonPath } from '@onfan/contracts/portal-path';
import { formatYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { TITLE_PRIORITY, useDocumentTitle } from '@/lib/document-title';
import { Badge } from '@/components/ui/Badge';
import { Button, LinkButton } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { isRefusalError, RecordResult } from '@/components/ui/RecordResult';
import { loginHref } from '@/lib/session/require-login';
import { useSession } from '@/lib/session/session-context';
import { lessonQuery, useCertificateDownload, useLessonDone, useLessonFileDownload } from '../education-api';
import { LessonQuiz } from './LessonQuiz';
import list from '@/components/ui/ListPage.module.css';
import { FileDownloads } from '@/components/ui/FileDownloads';
import styles from './Education.module.css';

export type LessonVideo = NonNullable<Lesson['video']>;

/**
 * One lesson for an enrolled member: its video (a recorded broadcast, played by the player the page hands in: pages
 * compose features), its text, its study materials, 학습 완료, the course's progress, previous/next lessons.
 */
export function LessonView({ player }: { player: (video: LessonVideo) => ReactNode }) {
  const params = useParams();
  const eduCrsId = Number(params.eduCrsId);
  const eduLsnId = Number(params.eduLsnId);
  const location = useLocation();
  const { status } = useSession();
  const query = useQuery({
    ...lessonQuery(eduCrsId, eduLsnId),
    enabled: status === 'authenticated' && eduCrsId > 0 && eduLsnId > 0,
  });
  const loaded = query.data;
  useDocumentTitle(loaded ? `${loaded.lsnNo}차시 ${loaded.lsnNm}` : '', TITLE_PRIORITY.item);
  const done = useLessonDone(eduCrsId, eduLsnId);
  const certificate = useCertificateDownload();
  const download = useLessonFileDownload();

  // Lessons are for enrolled members: a visitor logs in and comes back here.
  if (status === 'anonymous') return <Navigate to={loginHref(location.pathname)} replace />;
  return (
    <RecordResult
      query={query}
      valid={eduCrsId > 0 && eduLsnId > 0}
      notFound={(error) => ({
        message: error instanceof Error && error.message ? error.message : EDU_MESSAGES.lessonNotFound,
        action: <LinkButton href={eduCrsId > 0 ? coursePath(eduCrsId) : '/education'}>과정으로</LinkButton>,
      })}
      // Not enrolled, or not open yet: the server's word on this lesson, said as it is (retrying would not help).
      isMissing={isRefusalError}
      title="이러닝 학습"
    >
      {(data) => {
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
              {data.video ? (
                <section className={styles.lessonVideo} aria-labelledby="lesson-video-title">
                  <h3 id="lesson-video-title" className={styles.lessonSubTitle}>
                    강의 영상
                  </h3>
                  {player(data.video)}
                  <p className={list.meta}>
                    온판 방송 다시보기 「{data.video.brcTit}」 · 한국어 자막은 재생 메뉴에서 켜고 끌 수 있습니다.
                  </p>
                </section>
              ) : null}
              <div
                className={`${list.articleBody} ${styles.lessonBody}`}
                dangerouslySetInnerHTML={{ __html: data.lsnCn }}
              />
              {data.quiz ? <LessonQuiz eduCrsId={eduCrsId} eduLsnId={eduLsnId} quiz={data.quiz} /> : null}
              <FileDownloads
                files={data.atchFiles}
                title="학습 자료"
                level={3}
                sizeOf={(f) => f.fileSize}
                onDownload={(f) => void download.run(f)}
              />
            </article>
            <div className={styles.actions}>
              {data.doneYn === 'Y' || data.lsnKind === 'QUIZ' ? null : (
                <Button onPress={() => void done.run()} isPending={done.isPending}>
                  이 차시 학습 완료
                </Button>
              )}
              {e.certNo && e.certRvkYmd ? (
                <p role="status">수료증이 {formatYmd(e.certRvkYmd)}에 취소되었습니다.</p>
              ) : e.certNo ? (
                <Button
                  variant="secondary"
                  onPress={() => void certificate.run(e.certNo!)}
                  isPending={certificate.isPending}
                >
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
      }}
    </RecordResult>
  );
}
