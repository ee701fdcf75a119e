import { formatNumber } from '@onfan/contracts/format';
import { businessCommunityPostPath } from '@onfan/contracts/portal-path';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { myCommentsQuery, BUSINESS_COMMUNITY_PAGE_SIZE } from '../business-community-api';
import { ListResults } from '@/components/ui/ListPage';
import { useListParams } from '@/lib/use-list-params';
import styles from './BusinessCommunity.module.css';

export const MY_TEXT = {
  empty: '작성한 커뮤니티 댓글이 없습니다.',
  count: (n: number) => `내가 쓴 댓글 ${formatNumber(n)}개`,
} as const;

/**
 * My page: the replies I wrote in small-business communities (myCmntCnt, myCmntList), on the one list chain, its page
 * in the address.
 */
export default function MyComments() {
  const { pageNo, update } = useListParams();
  const results = useQuery(myCommentsQuery(pageNo));
  return (
    <ListResults
      query={results}
      empty={{ message: MY_TEXT.empty }}
      count={(total) => MY_TEXT.count(total)}
      paging={{
        pageNo,
        pageSize: BUSINESS_COMMUNITY_PAGE_SIZE,
        onChange: (next) => update({ pageNo: next > 1 ? String(next) : '' }),
      }}
    >
      {(items) => (
        <ul className={styles.posts}>
          {items.map((c) => (
            <li key={c.cmntPostRplyId} className={styles.post}>
              <div className={styles.postBody}>
                <p className={styles.replyText}>{c.rplyCn}</p>
                <p className={styles.meta}>
                  <span>{c.cmntNm}</span>
                  <Link to={businessCommunityPostPath(c.cmntPostId)}>{c.postTit}</Link>
                  <span>
                    <time dateTime={c.regDt}>{formatDate(c.regDt, 'yyyy.MM.dd HH:mm')}</time>
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ListResults>
  );
}
