import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { mySuspensionQuery } from '../community-api';
import styles from './Community.module.css';

export const MY_SUSPENSION_TEXT = {
  title: '게시 활동 제한 중',
  lead: '제한이 끝날 때까지 글, 댓글, 답글을 쓸 수 없습니다. 읽기와 신고는 그대로 이용할 수 있습니다.',
  until: '제한 종료',
  untilLifted: '운영자가 해제할 때까지',
  since: '제한 시작',
  reason: '사유',
  failed: '게시 제한 여부를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
} as const;

/**
 * The member's posting suspension in force (decision 041), on the my page: its end (Asia/Seoul) and the operator's
 * reason. Nothing is shown when none holds.
 */
export function MySuspensionNotice() {
  const query = useQuery(mySuspensionQuery());
  if (query.isError) {
    return (
      <p role="alert" className={styles.suspensionFailed}>
        {MY_SUSPENSION_TEXT.failed}
      </p>
    );
  }
  const current = query.data?.current;
  if (!current) return null;
  return (
    <section className={styles.suspension} aria-labelledby="my-suspension-title">
      <h2 id="my-suspension-title" className={styles.suspensionTitle}>
        {MY_SUSPENSION_TEXT.title}
      </h2>
      <p>{MY_SUSPENSION_TEXT.lead}</p>
      <dl className={styles.suspensionFacts}>
        <dt>{MY_SUSPENSION_TEXT.until}</dt>
        <dd>
          {current.endDt ? (
            <time dateTime={current.endDt}>{formatDate(current.endDt, 'yyyy.MM.dd HH:mm')}</time>
          ) : (
            MY_SUSPENSION_TEXT.untilLifted
          )}
        </dd>
        <dt>{MY_SUSPENSION_TEXT.since}</dt>
        <dd>
          <time dateTime={current.bgngDt}>{formatDate(current.bgngDt, 'yyyy.MM.dd HH:mm')}</time>
        </dd>
        <dt>{MY_SUSPENSION_TEXT.reason}</dt>
        <dd>{current.rsn}</dd>
      </dl>
    </section>
  );
}
