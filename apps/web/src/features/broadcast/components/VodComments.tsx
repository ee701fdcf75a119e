import { formatNumber } from '@onfan/contracts/format';
import type { LkDskCd, VodComment, VodReply } from '@onfan/contracts/broadcast';
import { LK_DSK, VOD_COMMENT_MAX } from '@onfan/contracts/broadcast';
import { formatRelativeTime } from '@onfan/contracts/time';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { requireLogin } from '@/lib/session/require-login';
import { useSession } from '@/lib/session/session-context';
import { useNow } from '@/lib/use-now';
import { useVodComment, useVodLike, useVodReply, vodCommentsQuery, vodRepliesQuery } from '../broadcast-api';
import styles from './Broadcast.module.css';
import { CommentReportDialog } from './CommentReportDialog';
import { Form } from '@/components/ui/Form';

export const VOD_COMMENT_TEXT = {
  title: '댓글',
  label: '댓글 입력',
  replyLabel: '답글 입력',
  help: `${VOD_COMMENT_MAX}자 이내로 입력해주세요.`,
  loginNote: '댓글은 로그인 후 작성할 수 있습니다.',
  save: '등록',
  reply: '답글',
  cancel: '취소',
  like: '좋아요',
  dislike: '싫어요',
  mine: '내 댓글',
  report: '신고',
  empty: '첫 댓글을 남겨주세요.',
  failed: '댓글을 불러오지 못했습니다.',
  moreReplies: (n: number) => `답글 ${n}개 더 보기`,
  nextReplies: '답글 더 보기',
  repliesFailed: '답글을 불러오지 못했습니다.',
} as const;

function Votes({ c, onVote }: { c: VodComment | VodReply; onVote: (code: LkDskCd) => void }) {
  return (
    <>
      <Button
        size="small"
        variant="text"
        aria-pressed={c.myLkDskCd === LK_DSK.like}
        onPress={() => onVote(LK_DSK.like)}
      >
        {`${VOD_COMMENT_TEXT.like} ${c.lkCnt}`}
      </Button>
      <Button
        size="small"
        variant="text"
        aria-pressed={c.myLkDskCd === LK_DSK.dislike}
        onPress={() => onVote(LK_DSK.dislike)}
      >
        {`${VOD_COMMENT_TEXT.dislike} ${c.dskCnt}`}
      </Button>
    </>
  );
}

function ReportButton({ onPress }: { onPress: () => void }) {
  return (
    <Button size="small" variant="text" onPress={onPress}>
      {VOD_COMMENT_TEXT.report}
    </Button>
  );
}

function Head({ c, now }: { c: VodComment | VodReply; now: number }) {
  return (
    <div className={styles.commentHead}>
      <span className={styles.commentWriter}>{c.userNm}</span>
      {c.mine ? <Badge variant="point">{VOD_COMMENT_TEXT.mine}</Badge> : null}
      <time dateTime={c.regDt}>{formatRelativeTime(c.regDt, now)}</time>
    </div>
  );
}

/**
 * A comment's replies: the first few come with the comment list; '답글 N개 더 보기' reads them all from
 * vod/vodCmntReply, a page at a time.
 */
function Replies({
  brcInfoNo,
  c,
  now,
  onVote,
  onReport,
}: {
  brcInfoNo: number;
  c: VodComment;
  now: number;
  onVote: (vodCmntId: number, code: LkDskCd) => void;
  onReport: (vodCmntId: number) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const all = useInfiniteQuery({ ...vodRepliesQuery(brcInfoNo, c.vodCmntId), enabled: expanded });
  const loaded = all.data?.pages.flatMap((p) => p.items);
  const shown = expanded && loaded ? loaded : c.replies;
  const hidden = c.rplyCnt - c.replies.length;
  return (
    <>
      {shown.length > 0 ? (
        <ul className={styles.replies}>
          {shown.map((r) => (
            <li key={r.vodCmntId}>
              <Head c={r} now={now} />
              <p className={styles.commentText}>{r.cmntCn}</p>
              <div className={styles.commentActions}>
                <Votes c={r} onVote={(code) => onVote(r.vodCmntId, code)} />
                {r.mine ? null : <ReportButton onPress={() => onReport(r.vodCmntId)} />}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {all.isError ? <p>{VOD_COMMENT_TEXT.repliesFailed}</p> : null}
      {!expanded && hidden > 0 ? (
        <Button size="small" variant="text" onPress={() => setExpanded(true)}>
          {VOD_COMMENT_TEXT.moreReplies(hidden)}
        </Button>
      ) : null}
      {expanded && all.hasNextPage ? (
        <Button size="small" variant="text" isPending={all.isFetchingNextPage} onPress={() => void all.fetchNextPage()}>
          {VOD_COMMENT_TEXT.nextReplies}
        </Button>
      ) : null}
    </>
  );
}

/** A recording's comments, newest first, each with its replies (one level), likes and dislikes, and the boxes. */
export function VodComments({ brcInfoNo }: { brcInfoNo: number }) {
  const { isAuthenticated } = useSession();
  const { data, isError } = useQuery(vodCommentsQuery(brcInfoNo));
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const [replyText, setReplyText] = useState('');
  const comment = useVodComment(brcInfoNo, { onDone: () => setText('') });
  const reply = useVodReply(brcInfoNo, {
    onDone: () => {
      setReplyText('');
      setReplyTo(null);
    },
  });
  const like = useVodLike(brcInfoNo);
  const [reporting, setReporting] = useState<number | null>(null);
  const askReport = async (vodCmntId: number) => {
    if (await requireLogin(isAuthenticated)) setReporting(vodCmntId);
  };
  const now = useNow();
  const cut = (v: string) => [...v].slice(0, VOD_COMMENT_MAX).join('');

  const vote = async (vodCmntId: number, lkDskCd: LkDskCd) => {
    if (await requireLogin(isAuthenticated)) await like.run({ vodCmntId, lkDskCd });
  };
  const count = data?.totalCount ?? 0;

  return (
    <section className={styles.comments} aria-labelledby="vod-comments">
      <h2 id="vod-comments" className={styles.sectionTitle}>
        {VOD_COMMENT_TEXT.title} {formatNumber(count)}
        <span className="sr-only">개</span>
      </h2>
      <form
        method="post"
        className={styles.box}
        onSubmit={(e) => {
          e.preventDefault();
          void (async () => {
            if (await requireLogin(isAuthenticated)) await comment.run(text);
          })();
        }}
      >
        <TextField
          label={VOD_COMMENT_TEXT.label}
          multiline
          rows={3}
          maxLength={VOD_COMMENT_MAX}
          showCounter
          value={text}
          onChange={(v) => setText(cut(v))}
          description={isAuthenticated ? VOD_COMMENT_TEXT.help : VOD_COMMENT_TEXT.loginNote}
        />
        <div className={styles.boxActions}>
          <Button type="submit" isDisabled={!text.trim()} isPending={comment.isPending}>
            {VOD_COMMENT_TEXT.save}
          </Button>
        </div>
      </form>
      {isError ? (
        <p>{VOD_COMMENT_TEXT.failed}</p>
      ) : data && data.items.length === 0 ? (
        <p>{VOD_COMMENT_TEXT.empty}</p>
      ) : (
        <ul className={styles.commentList}>
          {(data?.items ?? []).map((c) => (
            <li key={c.vodCmntId} className={styles.comment}>
              <Head c={c} now={now} />
              <p className={styles.commentText}>{c.cmntCn}</p>
              <div className={styles.commentActions}>
                <Votes c={c} onVote={(code) => void vote(c.vodCmntId, code)} />
                {c.mine ? null : <ReportButton onPress={() => void askReport(c.vodCmntId)} />}
                <Button
                  size="small"
                  variant="text"
                  aria-expanded={replyTo === c.vodCmntId}
                  onPress={() => {
                    void (async () => {
                      if (await requireLogin(isAuthenticated)) {
                        setReplyTo(replyTo === c.vodCmntId ? null : c.vodCmntId);
                        setReplyText('');
                      }
                    })();
                  }}
                >
                  {VOD_COMMENT_TEXT.reply}
                </Button>
              </div>
              {replyTo === c.vodCmntId ? (
                <Form
                  className={styles.box}
                  onSubmit={() => void reply.run({ vodCmntId: c.vodCmntId, cmntCn: replyText })}
                >
                  <TextField
                    label={VOD_COMMENT_TEXT.replyLabel}
                    multiline
                    rows={2}
                    maxLength={VOD_COMMENT_MAX}
                    showCounter
                    value={replyText}
                    onChange={(v) => setReplyText(cut(v))}
                    description={VOD_COMMENT_TEXT.help}
                  />
                  <div className={styles.boxActions}>
                    <Button variant="secondary" onPress={() => setReplyTo(null)}>
                      {VOD_COMMENT_TEXT.cancel}
                    </Button>
                    <Button type="submit" isDisabled={!replyText.trim()} isPending={reply.isPending}>
                      {VOD_COMMENT_TEXT.save}
                    </Button>
                  </div>
                </Form>
              ) : null}
              <Replies
                brcInfoNo={brcInfoNo}
                c={c}
                now={now}
                onVote={(id, code) => void vote(id, code)}
                onReport={(id) => void askReport(id)}
              />
            </li>
          ))}
        </ul>
      )}
      <CommentReportDialog brcInfoNo={brcInfoNo} vodCmntId={reporting} onClose={() => setReporting(null)} />
    </section>
  );
}
