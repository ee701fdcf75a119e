import { formatNumber } from '@onfan/contracts/format';
import type { CommunityPostDetail, WritingReportTarget } from '@onfan/contracts/community';
import { COMMUNITY_MESSAGES, COMMUNITY_VIEW_TYPE } from '@onfan/contracts/community';
import { communityEditPath, communityListPath, communityPath } from '@onfan/contracts/portal-path';
import { formatDate, formatRelativeTime } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { TITLE_PRIORITY, useDocumentTitle } from '@/lib/document-title';
import { Badge } from '@/components/ui/Badge';
import { Button, LinkButton } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordResult } from '@/components/ui/RecordResult';
import { requireLogin } from '@/lib/session/require-login';
import { useSession } from '@/lib/session/session-context';
import { useNow } from '@/lib/use-now';
import { countView, useShareLink } from '@/lib/api/page-actions';
import { refusalMessage } from '@/lib/api/use-command';
import { communityViewQuery, useDeletePost } from '../community-api';
import { CommentSection } from './CommentSection';
import list from '@/components/ui/ListPage.module.css';
import styles from './Community.module.css';

// Loaded when a report is first asked for: a reader of the post does not parse the report form.
const ReportDialog = lazy(() => import('./ReportDialog').then((m) => ({ default: m.ReportDialog })));

export const POST_TEXT = {
  title: '커뮤니티',
  edit: '수정',
  remove: '삭제',
  report: '신고',
  share: '공유하기',
  list: '목록',
  pre: '이전글',
  next: '다음글',
  noPre: '이전글이 없습니다.',
  noNext: '다음글이 없습니다.',
  hidden: '신고가 누적되어 숨겨진 게시글입니다. 운영자만 볼 수 있습니다.',
  manager: '운영자',
} as const;

/**
 * One community post: its sanitized body, the author's edit and delete, report, share, previous/next, comments.
 * `actions` adds what the page composes from other features (a message to the writer).
 */
export function CommunityPostView({ actions }: { actions?: (post: CommunityPostDetail) => ReactNode } = {}) {
  const id = Number(useParams().comunBltartclId);
  const [search] = useSearchParams();
  const ctgrCode = search.get('ctgrCode') ?? undefined;
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const query = useQuery(communityViewQuery(id, ctgrCode));
  useDocumentTitle(query.data?.comunBltartclTit ?? '', TITLE_PRIORITY.item);
  const listHref = communityListPath(ctgrCode ?? query.data?.comunCtgrDcd);
  const [reporting, setReporting] = useState<{ trgtType: WritingReportTarget; trgtId: number } | null>(null);
  const [reportWanted, setReportWanted] = useState(false);
  const remove = useDeletePost(id, { onDone: () => navigate(listHref, { replace: true }) });
  const share = useShareLink();
  const now = useNow();

  useEffect(() => {
    if (id > 0) void countView(COMMUNITY_VIEW_TYPE, id);
  }, [id]);

  const report = async (trgtType: WritingReportTarget, trgtId: number) => {
    if (!(await requireLogin(isAuthenticated))) return;
    setReportWanted(true);
    setReporting({ trgtType, trgtId });
  };

  return (
    <RecordResult
      query={query}
      valid={id > 0}
      notFound={(error) => ({
        message: error ? refusalMessage(error) : COMMUNITY_MESSAGES.notFound,
        action: <LinkButton href={listHref}>{POST_TEXT.list}</LinkButton>,
      })}
      title={POST_TEXT.title}
    >
      {(data) => (
        <div className={list.wrap}>
          <PageHeader title={POST_TEXT.title} />
          <article className={list.article}>
            <header className={list.articleHead}>
              <div className={styles.badges}>
                <Badge variant="secondary">{data.comunCtgrNm}</Badge>
                {data.hidden ? <Badge variant="danger">{POST_TEXT.hidden}</Badge> : null}
              </div>
              <h2 className={list.articleTitle}>{data.comunBltartclTit}</h2>
              <p className={styles.meta}>
                <span>
                  {data.nickNm || data.userNm}
                  {data.manager ? ` (${POST_TEXT.manager})` : ''}
                </span>
                <span>
                  <time dateTime={data.regDt} title={formatDate(data.regDt, 'yyyy.MM.dd HH:mm')}>
                    {formatRelativeTime(data.regDt, now)}
                  </time>
                </span>
                <span>조회 {formatNumber(data.inqCnt)}</span>
              </p>
            </header>
            {/* The body was sanitized on the server with the one allow-list when it was saved. */}
            <div className={styles.articleBody} dangerouslySetInnerHTML={{ __html: data.comunBltartclCn }} />
          </article>
          <div className={styles.actions}>
            {data.canEdit ? (
              <LinkButton href={communityEditPath(id, ctgrCode)} variant="secondary">
                {POST_TEXT.edit}
              </LinkButton>
            ) : null}
            {data.canDelete ? (
              <Button variant="secondary" onPress={() => void remove.run()}>
                {POST_TEXT.remove}
              </Button>
            ) : null}
            {actions?.(data)}
            {!data.mine ? (
              <Button variant="secondary" onPress={() => void report('post', id)}>
                {POST_TEXT.report}
              </Button>
            ) : null}
            <Button variant="secondary" onPress={() => void share.run(communityPath(id, ctgrCode))}>
              {POST_TEXT.share}
            </Button>
            <LinkButton href={listHref} variant="tertiary">
              {POST_TEXT.list}
            </LinkButton>
          </div>
          <CommentSection comunBltartclId={id} onReport={(cmntId) => void report('comment', cmntId)} />
          <ul className={list.prevNext} aria-label={`${POST_TEXT.pre} ${POST_TEXT.next}`}>
            <li>
              <span>{POST_TEXT.pre}</span>
              {data.pre ? <Link to={communityPath(data.pre.id, ctgrCode)}>{data.pre.tit}</Link> : POST_TEXT.noPre}
            </li>
            <li>
              <span>{POST_TEXT.next}</span>
              {data.next ? <Link to={communityPath(data.next.id, ctgrCode)}>{data.next.tit}</Link> : POST_TEXT.noNext}
            </li>
          </ul>
          {reportWanted ? (
            <Suspense fallback={null}>
              <ReportDialog comunBltartclId={id} target={reporting} onClose={() => setReporting(null)} />
            </Suspense>
          ) : null}
        </div>
      )}
    </RecordResult>
  );
}
