import { formatNumber } from '@onfan/contracts/format';
import { scommunityPostPath } from '@onfan/contracts/portal-path';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pagination } from '@/components/ui/Pagination';
import { Spinner } from '@/components/ui/Spinner';
import { myCommentsQuery, SCOMMUNITY_PAGE_SIZE } from '../scommunity-api';
import list from '@/components/ui/ListPage.module.css';
import styles from './Scommunity.module.css';

export const MY_TEXT = {
  empty: '작성한 커뮤니티 댓글이 없습니다.',
  count: (n: number) => `내가 쓴 댓글 ${formatNumber(n)}개`,
} as const;

/** My page: the replies I wrote in small-business communities (myCmntCnt, myCmntList). */
export default function MyComments() {
  const [pageNo, setPageNo] = useState(1);
  const { data, isPending } = useQuery(myCommentsQuery(pageNo));
  if (isPending) return <Spinner />;
  if (!data || data.items.length === 0) return <EmptyState message={MY_TEXT.empty} />;
  return (
    <div>
      <p className={list.count}>{MY_TEXT.count(data.totalCount)}</p>
      <ul className={styles.posts}>
        {data.items.map((c) => (
          <li key={c.cmntPostRplyId} className={styles.post}>
            <div className={styles.postBody}>
              <p className={styles.replyText}>{c.rplyCn}</p>
              <p className={styles.meta}>
                <span>{c.cmntNm}</span>
                <Link to={scommunityPostPath(c.cmntPostId)}>{c.postTit}</Link>
                <span>
                  <time dateTime={c.regDt}>{formatDate(c.regDt, 'yyyy.MM.dd HH:mm')}</time>
                </span>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <div className={list.pager}>
        <Pagination pageNo={pageNo} pageSize={SCOMMUNITY_PAGE_SIZE} totalCount={data.totalCount} onChange={setPageNo} />
      </div>
    </div>
  );
}
