import { formatNumber } from '@onfan/contracts/format';
import type { Reply, ReplyChild } from '@onfan/contracts/business-community';
import { COMMENT_MAX } from '@onfan/contracts/community';
import { BUSINESS_COMMUNITY_MESSAGES, BUSINESS_COMMUNITY_VIEW_TYPE } from '@onfan/contracts/business-community';
import { businessCommunityPath, businessCommunitySearchPath } from '@onfan/contracts/portal-path';
import { formatDate, formatRelativeTime } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { TITLE_PRIORITY, useDocumentTitle } from '@/lib/document-title';
import { Badge } from '@/components/ui/Badge';
import { Button, LinkButton } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordResult } from '@/components/ui/RecordResult';
import { TextField } from '@/components/ui/TextField';
import { countView } from '@/lib/api/page-actions';
import { refusalMessage } from '@/lib/api/use-command';
import { requireLogin } from '@/lib/session/require-login';
import { useSession } from '@/lib/session/session-context';
import { useNow } from '@/lib/use-now';
import {
  communityQuery,
  isWaitingPost,
  postQuery,
  repliesQuery,
  useApprovePost,
  useAttachmentDownload,
  useDeletePost,
  useDeleteReply,
  useLike,
  useSaveReply,
} from '../business-community-api';
import type { EditorSlot } from './PostForm';
import { PostForm } from './PostForm';
import { WriterBadges } from './PostList';
import list from '@/components/ui/ListPage.module.css';
import styles from './BusinessCommunity.module.css';
import { Form } from '@/components/ui/Form';
import { FileDownloads } from '@/components/ui/FileDownloads';

export const VIEW_TEXT = {
  title: '소상공인 커뮤니티',
  like: '좋아요',
  report: '신고',
  liked: '좋아요 취소',
  edit: '수정',
  remove: '삭제',
  approve: '게시글 승인',
  list: '목록',
  backToSearch: '검색 결과로',
  /** The badge on a post waiting for approval (its writer and the managers see it), as in the lists. */
  waiting: '승인 대기',
  replies: '댓글',
  replyLabel: '댓글 입력',
  replyTo: (name: string) => `${name}님에게 답글`,
  editLabel: '댓글 수정',
  save: '등록',
  update: '수정 완료',
  cancel: '취소',
  answer: '답글',
  writer: '작성자',
  mine: '내 댓글',
  help: `${COMMENT_MAX}자 이내로 입력해주세요.`,
  memberOnly: '커뮤니티에 가입한 회원만 댓글을 쓸 수 있습니다.',
  empty: '첫 댓글을 남겨주세요.',
} as const;

function ReplyBox({
  label,
  initial = '',
  onSave,
  onCancel,
  pending,
}: {
  label: string;
  initial?: string;
  onSave: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  pending: boolean;
}) {
  const [text, setText] = useState(initial);
  return (
    <Form className={styles.form} onSubmit={() => void onSave(text).then((r) => r !== undefined && setText(''))}>
      <TextField
        label={label}
        multiline
        rows={2}
        maxLength={COMMENT_MAX}
        showCounter
        value={text}
        onChange={(v) => setText([...v].slice(0, COMMENT_MAX).join(''))}
        description={VIEW_TEXT.help}
      />
      <div className={styles.actions}>
        {onCancel ? (
          <Button variant="secondary" size="small" onPress={onCancel}>
            {VIEW_TEXT.cancel}
          </Button>
        ) : null}
        <Button type="submit" size="small" isDisabled={!text.trim()} isPending={pending}>
          {initial ? VIEW_TEXT.update : VIEW_TEXT.save}
        </Button>
      </div>
    </Form>
  );
}

type Mode = { kind: 'edit' | 'answer'; id: number } | null;

/** What may be reported here: a post or a reply of the community. */
export interface ReportTargetRef {
  trgtType: 'cmntPost' | 'cmntReply';
  trgtId: number;
}
/** The report dialog a page hands in (the community board's, with its one queue). */
export type ReportSlot = (target: ReportTargetRef | null, onClose: () => void) => ReactNode;

function ReplyItem({
  reply,
  cmntPostId,
  canWrite,
  mode,
  setMode,
  now,
  onReport,
}: {
  reply: Reply | ReplyChild;
  cmntPostId: number;
  canWrite: boolean;
  mode: Mode;
  setMode: (m: Mode) => void;
  now: number;
  onReport: ((trgtId: number) => void) | null;
}) {
  const save = useSaveReply(cmntPostId, { onDone: () => setMode(null) });
  const remove = useDeleteReply(cmntPostId);
  const deleted = reply.delYn === 'Y';
  const name = reply.nickNm || reply.userNm;
  const top = reply.upRplyId === null;
  const editing = mode?.kind === 'edit' && mode.id === reply.cmntPostRplyId;
  const answering = mode?.kind === 'answer' && mode.id === reply.cmntPostRplyId;
  return (
    <li className={styles.reply}>
      {deleted ? (
        <p className={`${styles.replyText} ${styles.deleted}`}>{reply.rplyCn}</p>
      ) : (
        <>
          <div className={styles.replyHead}>
            <span className={styles.replyWriter}>{name}</span>
            <WriterBadges w={reply} />
            {reply.writer ? <Badge variant="secondary">{VIEW_TEXT.writer}</Badge> : null}
            {reply.mine ? <Badge variant="point">{VIEW_TEXT.mine}</Badge> : null}
            <span className={styles.meta}>
              <time dateTime={reply.regDt}>{formatRelativeTime(reply.regDt, now)}</time>
            </span>
          </div>
          {editing ? (
            <ReplyBox
              label={VIEW_TEXT.editLabel}
              initial={reply.rplyCn}
              pending={save.isPending}
              onCancel={() => setMode(null)}
              onSave={(rplyCn) => save.run({ rplyCn, cmntPostRplyId: reply.cmntPostRplyId })}
            />
          ) : (
            <p className={styles.replyText}>{reply.rplyCn}</p>
          )}
          <div className={styles.actions}>
            {top && canWrite ? (
              <Button size="small" variant="text" onPress={() => setMode({ kind: 'answer', id: reply.cmntPostRplyId })}>
                {`${VIEW_TEXT.answer}${name ? ` (${name})` : ''}`}
              </Button>
            ) : null}
            {reply.canEdit ? (
              <Button size="small" variant="text" onPress={() => setMode({ kind: 'edit', id: reply.cmntPostRplyId })}>
                {VIEW_TEXT.edit}
              </Button>
            ) : null}
            {reply.canDelete ? (
              <Button size="small" variant="text" onPress={() => void remove.run(reply.cmntPostRplyId)}>
                {VIEW_TEXT.remove}
              </Button>
            ) : null}
            {onReport && !reply.mine ? (
              <Button size="small" variant="text" onPress={() => onReport(reply.cmntPostRplyId)}>
                {VIEW_TEXT.report}
              </Button>
            ) : null}
          </div>
        </>
      )}
      {'children' in reply && (reply.children.length > 0 || answering) ? (
        <ul className={styles.children}>
          {reply.children.map((child) => (
            <ReplyItem
              key={child.cmntPostRplyId}
              reply={child}
              cmntPostId={cmntPostId}
              canWrite={canWrite}
              mode={mode}
              setMode={setMode}
              now={now}
              onReport={onReport}
            />
          ))}
          {answering ? (
            <li className={styles.reply}>
              <ReplyBox
                label={VIEW_TEXT.replyTo(name)}
                pending={save.isPending}
                onCancel={() => setMode(null)}
                onSave={(rplyCn) => save.run({ rplyCn, upRplyId: reply.cmntPostRplyId })}
              />
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  );
}

function ReplySection({
  cmntPostId,
  canWrite,
  onReport,
}: {
  cmntPostId: number;
  canWrite: boolean;
  onReport: ((trgtId: number) => void) | null;
}) {
  const { data } = useQuery(repliesQuery(cmntPostId));
  const [mode, setMode] = useState<Mode>(null);
  const save = useSaveReply(cmntPostId, {});
  const now = useNow();
  return (
    <section className={styles.replies} aria-labelledby="scommunity-replies">
      <h2 id="scommunity-replies" className={styles.panelTitle}>
        {VIEW_TEXT.replies} {formatNumber(data?.totalCount ?? 0)}
        <span className="sr-only">개</span>
      </h2>
      {canWrite ? (
        <ReplyBox label={VIEW_TEXT.replyLabel} pending={save.isPending} onSave={(rplyCn) => save.run({ rplyCn })} />
      ) : (
        <p className={styles.note}>{VIEW_TEXT.memberOnly}</p>
      )}
      {data && data.items.length === 0 ? <p className={styles.note}>{VIEW_TEXT.empty}</p> : null}
      <ul className={styles.replyList}>
        {(data?.items ?? []).map((r) => (
          <ReplyItem
            key={r.cmntPostRplyId}
            reply={r}
            cmntPostId={cmntPostId}
            canWrite={canWrite}
            mode={mode}
            setMode={setMode}
            now={now}
            onReport={onReport}
          />
        ))}
      </ul>
    </section>
  );
}

/** One post (`scommunity/detail`, or `scommunity/detail/search` from search results): body, like, edit, replies. */
export function PostView({ editor, report }: { editor: EditorSlot; report?: ReportSlot }) {
  const [search] = useSearchParams();
  const id = Number(search.get('cmntPostId'));
  const searchTerm = search.get('searchTerm') ?? '';
  const navigate = useNavigate();
  const { isAuthenticated, session } = useSession();
  const query = useQuery(postQuery(id));
  const loaded = query.data;
  const cmnt = useQuery(communityQuery(loaded?.cmntId ?? 0));
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState<ReportTargetRef | null>(null);
  const askReport = async (target: ReportTargetRef) => {
    if (await requireLogin(isAuthenticated)) setReporting(target);
  };
  const listHref = loaded ? businessCommunityPath(loaded.cmntId) : businessCommunityPath();
  const remove = useDeletePost(id, { onDone: () => navigate(listHref, { replace: true }) });
  const approve = useApprovePost(loaded?.cmntId ?? 0);
  const like = useLike(id);
  const download = useAttachmentDownload();
  const now = useNow();
  useDocumentTitle(loaded?.postTit ?? '', TITLE_PRIORITY.item);

  useEffect(() => {
    if (id > 0) void countView(BUSINESS_COMMUNITY_VIEW_TYPE, id);
  }, [id]);

  if (query.isError && isWaitingPost(query.error)) {
    // The post is there but waits for the community's approval: said so, not '게시글을 찾을 수 없습니다'.
    return (
      <div className={list.wrap}>
        <PageHeader title={BUSINESS_COMMUNITY_MESSAGES.waitingPostTitle} />
        <EmptyState
          message={BUSINESS_COMMUNITY_MESSAGES.waitingPost}
          description={BUSINESS_COMMUNITY_MESSAGES.waitingPostNote}
          action={<LinkButton href={listHref}>{VIEW_TEXT.list}</LinkButton>}
        />
      </div>
    );
  }

  const canWrite = cmnt.data?.myMbrSttsCd === 'ACTIVE';

  return (
    <RecordResult
      query={query}
      valid={id > 0}
      notFound={(e) => ({
        message: e ? refusalMessage(e) : BUSINESS_COMMUNITY_MESSAGES.postNotFound,
        action: <LinkButton href={listHref}>{VIEW_TEXT.list}</LinkButton>,
      })}
      title={VIEW_TEXT.title}
    >
      {(data) => {
        const liked = data.myLikYn === 'Y';
        const pressLike = async () => {
          if (!(await requireLogin(isAuthenticated)) || !session) return;
          await like.run({ userId: session.userId, likYn: liked ? 'N' : 'Y' });
        };
        return (
          <div className={list.wrap}>
            <PageHeader
              title={data.cmntNm}
              breadcrumb={[
                { label: VIEW_TEXT.title, href: businessCommunityPath() },
                { label: data.cmntNm, href: businessCommunityPath(data.cmntId) },
                { label: data.postTit },
              ]}
            />
            {editing && cmnt.data ? (
              <PostForm
                cmntId={data.cmntId}
                boards={cmnt.data.boards}
                canPin={cmnt.data.canManage}
                post={data}
                editor={editor}
                onCancel={() => setEditing(false)}
                onDone={() => setEditing(false)}
              />
            ) : (
              <article className={list.article}>
                <header className={list.articleHead}>
                  <div className={styles.badges}>
                    <Badge variant="secondary">{data.brdNm}</Badge>
                    {data.aprvSttsCd === 'WAIT' ? <Badge variant="warning">{VIEW_TEXT.waiting}</Badge> : null}
                  </div>
                  <h2 className={list.articleTitle}>{data.postTit}</h2>
                  {data.aprvSttsCd === 'WAIT' ? (
                    <p className={styles.note} role="note">
                      {BUSINESS_COMMUNITY_MESSAGES.waitingPostNote}
                    </p>
                  ) : null}
                  <p className={styles.meta}>
                    <span className={styles.badges}>
                      {data.nickNm || data.userNm}
                      <WriterBadges w={data} />
                    </span>
                    <span>
                      <time dateTime={data.regDt} title={formatDate(data.regDt, 'yyyy.MM.dd HH:mm')}>
                        {formatRelativeTime(data.regDt, now)}
                      </time>
                    </span>
                    <span>조회 {formatNumber(data.inqCnt)}</span>
                  </p>
                </header>
                {/* Sanitized on the server with the community board's one allow-list when it was saved. */}
                <div className={styles.articleBody} dangerouslySetInnerHTML={{ __html: data.postCn }} />
                <FileDownloads
                  files={data.atchList}
                  level={3}
                  sizeOf={(f) => f.fileSz}
                  onDownload={(f) => void download.run(f)}
                />
              </article>
            )}
            <div className={styles.actions}>
              <Button
                variant={liked ? 'primary' : 'secondary'}
                onPress={() => void pressLike()}
                isPending={like.isPending}
              >
                {`${liked ? VIEW_TEXT.liked : VIEW_TEXT.like} ${formatNumber(data.likCnt)}`}
              </Button>
              {data.canEdit && !editing ? (
                <Button variant="secondary" onPress={() => setEditing(true)}>
                  {VIEW_TEXT.edit}
                </Button>
              ) : null}
              {data.canDelete ? (
                <Button variant="secondary" onPress={() => void remove.run()}>
                  {VIEW_TEXT.remove}
                </Button>
              ) : null}
              {data.canApprove ? (
                <Button variant="secondary" onPress={() => void approve.run(id)}>
                  {VIEW_TEXT.approve}
                </Button>
              ) : null}
              {report && !data.mine ? (
                <Button variant="secondary" onPress={() => void askReport({ trgtType: 'cmntPost', trgtId: id })}>
                  {VIEW_TEXT.report}
                </Button>
              ) : null}
              {searchTerm ? (
                <LinkButton href={businessCommunitySearchPath(null, searchTerm)} variant="tertiary">
                  {VIEW_TEXT.backToSearch}
                </LinkButton>
              ) : null}
              <LinkButton href={listHref} variant="tertiary">
                {VIEW_TEXT.list}
              </LinkButton>
            </div>
            <ReplySection
              cmntPostId={id}
              canWrite={canWrite}
              onReport={report ? (trgtId) => void askReport({ trgtType: 'cmntReply', trgtId }) : null}
            />
            {report?.(reporting, () => setReporting(null))}
          </div>
        );
      }}
    </RecordResult>
  );
}
