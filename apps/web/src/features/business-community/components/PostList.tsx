import type { PostSummary } from '@onfan/contracts/business-community';
import { businessCommunityPostPath } from '@onfan/contracts/portal-path';
import { Badge } from '@/components/ui/Badge';
import { ListPostRow } from '@/components/ui/ListPostRows';
import { useNow } from '@/lib/use-now';
import styles from './BusinessCommunity.module.css';

export const POST_LIST_TEXT = {
  pinned: '공지',
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
        <ListPostRow
          key={post.cmntPostId}
          classes={styles}
          badges={
            <>
              {post.fixYn === 'Y' ? (
                <Badge variant="danger" appearance="filled">
                  {POST_LIST_TEXT.pinned}
                </Badge>
              ) : null}
              {showCommunity ? <Badge variant="information">{post.cmntNm}</Badge> : null}
              <Badge variant="secondary">{post.brdNm}</Badge>
              {post.aprvSttsCd === 'WAIT' ? <Badge variant="warning">{POST_LIST_TEXT.waiting}</Badge> : null}
            </>
          }
          href={businessCommunityPostPath(post.cmntPostId, searchTerm)}
          title={post.postTit}
          summary={post.smry}
          writer={
            <span className={styles.badges}>
              {post.nickNm || post.userNm}
              <WriterBadges w={post} />
            </span>
          }
          regDt={post.regDt}
          now={now}
          counts={[
            ['조회', post.inqCnt],
            ['좋아요', post.likCnt],
            ['댓글', post.rplyCnt],
          ]}
          thumbnail={post.thmbnlImgPtUrl}
        />
      ))}
    </ul>
  );
}
