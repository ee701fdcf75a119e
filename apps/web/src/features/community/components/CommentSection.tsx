import { formatNumber } from '@onfan/contracts/format';
import type { CommunityComment } from '@onfan/contracts/community';
import { COMMENT_MAX } from '@onfan/contracts/community';
import { formatRelativeTime } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { requireLogin } from '@/lib/session/require-login';
import { useSession } from '@/lib/session/session-context';
import { useNow } from '@/lib/use-now';
import { communityCommentsQuery, useDeleteComment, useSaveComment } from '../community-api';
import styles from './Community.module.css';
import { Form } from '@/components/ui/Form';

export const COMMENT_TEXT = {
  title: '댓글',
  label: '댓글 입력',
  editLabel: '댓글 수정',
  help: `${COMMENT_MAX}자 이내로 입력해주세요.`,
  loginNote: '댓글은 로그인 후 작성할 수 있습니다.',
  save: '등록',
  update: '수정 완료',
  cancel: '취소',
  edit: '수정',
  remove: '삭제',
  report: '신고',
  mine: '내 댓글',
  writer: '작성자',
  manager: '운영자',
  empty: '첫 댓글을 남겨주세요.',
  failed: '댓글을 불러오지 못했습니다.',
} as const;

function CommentItem({
  comment,
  now,
  onEdit,
  onDelete,
  onReport,
}: {
  comment: CommunityComment;
  now: number;
  onEdit: (c: CommunityComment) => void;
  onDelete: (c: CommunityComment) => void;
  onReport: ((c: CommunityComment) => void) | null;
}) {
  return (
    <li className={styles.comment}>
      <div className={styles.commentHead}>
        <span className={styles.commentWriter}>{comment.nickNm || comment.userNm}</span>
        {comment.manager ? (
          <Badge variant="primary" appearance="filled">
            {COMMENT_TEXT.manager}
          </Badge>
        ) : null}
        {comment.writer ? <Badge variant="secondary">{COMMENT_TEXT.writer}</Badge> : null}
        {comment.mine ? <Badge variant="point">{COMMENT_TEXT.mine}</Badge> : null}
        <span className={styles.meta}>
          <time dateTime={comment.regDt}>{formatRelativeTime(comment.regDt, now)}</time>
        </span>
        <span className={styles.commentActions}>
          {comment.mine ? (
            <>
              <Button size="small" variant="text" onPress={() => onEdit(comment)}>
                {COMMENT_TEXT.edit}
              </Button>
              <Button size="small" variant="text" onPress={() => onDelete(comment)}>
                {COMMENT_TEXT.remove}
              </Button>
            </>
          ) : onReport ? (
            <Button size="small" variant="text" onPress={() => onReport(comment)}>
              {COMMENT_TEXT.report}
            </Button>
          ) : null}
        </span>
      </div>
      <p className={styles.commentText}>{comment.cmntCn}</p>
    </li>
  );
}

/**
 * A post's comments (all at once, page size 999) and the one box that writes a new comment or edits one's own:
 * at most 300 characters (longer input is cut), the button waits for text, the list reloads and the box resets.
 */
export function CommentSection({
  comunBltartclId,
  onReport,
}: {
  comunBltartclId: number;
  onReport: (cmntId: number) => void;
}) {
  const { isAuthenticated } = useSession();
  const { data, isError } = useQuery(communityCommentsQuery(comunBltartclId));
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const resetBox = () => {
    setText('');
    setEditing(null);
  };
  const save = useSaveComment(comunBltartclId, { onDone: resetBox });
  const remove = useDeleteComment(comunBltartclId);
  const now = useNow();

  const submit = async () => {
    if (!(await requireLogin(isAuthenticated))) return;
    await save.run({ cmntCn: text, ...(editing ? { cmntId: editing } : {}) });
  };
  const count = data?.totalCount ?? 0;

  return (
    <section className={styles.comments} aria-labelledby="community-comments">
      <h3 id="community-comments" className={styles.commentsTitle}>
        {COMMENT_TEXT.title} {formatNumber(count)}
        <span className="sr-only">개</span>
      </h3>
      <Form className={styles.commentBox} onSubmit={() => void submit()}>
        <TextField
          label={editing ? COMMENT_TEXT.editLabel : COMMENT_TEXT.label}
          multiline
          rows={3}
          maxLength={COMMENT_MAX}
          showCounter
          value={text}
          onChange={(v) => setText([...v].slice(0, COMMENT_MAX).join(''))}
          description={isAuthenticated ? COMMENT_TEXT.help : COMMENT_TEXT.loginNote}
        />
        <div className={styles.commentBoxActions}>
          {editing ? (
            <Button variant="secondary" onPress={resetBox}>
              {COMMENT_TEXT.cancel}
            </Button>
          ) : null}
          <Button type="submit" isDisabled={!text.trim()} isPending={save.isPending}>
            {editing ? COMMENT_TEXT.update : COMMENT_TEXT.save}
          </Button>
        </div>
      </Form>
      {isError ? (
        <p className={styles.note}>{COMMENT_TEXT.failed}</p>
      ) : data && data.items.length === 0 ? (
        <p className={styles.note}>{COMMENT_TEXT.empty}</p>
      ) : (
        <ul className={styles.commentList}>
          {(data?.items ?? []).map((c) => (
            <CommentItem
              key={c.cmntId}
              comment={c}
              now={now}
              onEdit={(target) => {
                setEditing(target.cmntId);
                setText(target.cmntCn);
              }}
              onDelete={(target) => void remove.run(target.cmntId)}
              onReport={isAuthenticated ? (target) => onReport(target.cmntId) : null}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
