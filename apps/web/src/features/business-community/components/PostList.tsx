import { formatNumber } from '@onfan/contracts/format';
import type { PostSummary } from '@onfan/contracts/business-community';
import { businessCommunityPostPath } from '@onfan/contracts/portal-path';
import { formatRelativeTime, isNew } from '@onfan/contracts/time';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { useNow } from '@/lib/use-now';
import styles from './BusinessCommunity.module.css';

export const POST_LIST_TEXT = {
  pinned: '공지',
  new: '새 글',
  waiting: '승인 대기',
  verified: '인증 사업자',
  manager: '운영진',
} as const;

/** A writer's name with the community's badges: its managers ('운영진') and verified owners ('인증 사업자'). */
export function WriterBadges({ w }: { w: { cmntMngr: boolean; vrfcYn: 'Y' | 'N' } }) {
  return (
    <>
      {w.cmntMngr ? (
        <Badge variant="primary" appearance="filled">
          {POST_LIST_TEXT.manager}
        </Badge>
      ) : null}
      {w.vrfcYn === 'Y' ? <Badge variant="success">{POST_LIST_TEXT.verified}</Badge> : null}
    </>
  );
}

/** Posts as rows: board and badges, title, summary, writer, time, views, likes and replies. */
export function PostList({
  posts,
  searchTerm,
  showCommunity = false,
}: {
  posts: readonly PostSummary[];
  searchTerm?: string;
  showCommunity?: boolean;
}) {
  const now = useNow();
  return (
    <ul className={styles.posts}>
      {posts.map((post) => (
        <li key={post.cmntPostId} className={styles.post}>
          <div className={styles.postBody}>
            <div className={styles.badges}>
              {post.fixYn === 'Y' ? (
                <Badge variant="danger" appearance="filled">
                  {POST_LIST_TEXT.pinned}
                </Badge>
              ) : null}
              {showCommunity ? <Badge variant="information">{post.cmntNm}</Badge> : null}
              <Badge variant="secondary">{post.brdNm}</Badge>
              {post.aprvSttsCd === 'WAIT' ? <Badge variant="warning">{POST_LIST_TEXT.waiting}</Badge> : null}
              {isNew(post.regDt, now) ? (
                <Badge variant="point" appearance="filled">
                  {POST_LIST_TEXT.new}
                </Badge>
              ) : null}
            </div>
            <Link className={styles.postLink} to={businessCommunityPostPath(post.cmntPostId, searchTerm)}>
              {post.postTit}
            </Link>
            {post.smry ? <p className={styles.smry}>{post.smry}</p> : null}
            <p className={styles.meta}>
              <span className={styles.badges}>
                {post.nickNm || post.userNm}
                <WriterBadges w={post} />
              </span>
              <span>
                <time dateTime={post.regDt}>{formatRelativeTime(post.regDt, now)}</time>
              </span>
              <span>조회 {formatNumber(post.inqCnt)}</span>
              <span>좋아요 {formatNumber(post.likCnt)}</span>
              <span>댓글 {formatNumber(post.rplyCnt)}</span>
            </p>
          </div>
          {post.thmbnlImgPtUrl ? (
            <img className={styles.thumb} src={post.thmbnlImgPtUrl} alt="" width={128} height={96} loading="lazy" />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
