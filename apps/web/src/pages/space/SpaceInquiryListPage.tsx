import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Button, LinkButton } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { Spinner } from '@/components/ui/Spinner';
import { INQUIRY_PAGE_SIZE, inquiriesQuery, useDeleteInquiry } from '@/features/space/space-api';
import { useSession } from '@/lib/session/session-context';
import { loginHref } from '@/lib/session/require-login';
import styles from '@/pages/studio/studio-pages.module.css';
import listStyles from './space-pages.module.css';

const SPACE_INQUIRY_ANSWERED_AT = (at: string) => `${at} 답변`;

/** space/inquiry/List: my space inquiries, deletable until answered. */
export default function SpaceInquiryListPage() {
  const { status } = useSession();
  const location = useLocation();
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery({ ...inquiriesQuery(pageNo), enabled: status === 'authenticated' });
  const remove = useDeleteInquiry();
  if (status === 'anonymous') return <Navigate to={loginHref(location.pathname)} replace />;

  const items = list.data?.items ?? [];
  return (
    <div className={styles.page}>
      <PageHeader
        title="공간 문의 내역"
        breadcrumb={[{ label: '홈', href: '/' }, { label: '공간 예약', href: '/space' }, { label: '문의 내역' }]}
      />
      {list.isPending ? (
        <Spinner />
      ) : items.length === 0 ? (
        <EmptyState
          message="등록된 문의가 없습니다."
          action={
            <LinkButton href="/space" variant="secondary">
              공간 둘러보기
            </LinkButton>
          }
        />
      ) : (
        <ul className={listStyles.list}>
          {items.map((i) => (
            <li key={i.inqId} className={listStyles.item}>
              <details>
                <summary className={listStyles.summary}>
                  <Badge variant={i.ansYn === 'Y' ? 'success' : 'gray'}>
                    {i.ansYn === 'Y' ? '답변완료' : '답변대기'}
                  </Badge>
                  <span className={listStyles.tit}>{i.inqTit}</span>
                  <span className={listStyles.meta}>
                    {i.spaceNm} · {formatDate(i.regDt, 'yyyy.MM.dd')}
                  </span>
                </summary>
                <p className={listStyles.body}>{i.inqCn}</p>
                {i.ansCn ? (
                  <p className={listStyles.answer}>
                    {i.ansCn}
                    {i.ansDt ? (
                      <span className={listStyles.meta}>
                        {' '}
                        ({SPACE_INQUIRY_ANSWERED_AT(formatDate(i.ansDt, 'yyyy.MM.dd HH:mm'))})
                      </span>
                    ) : null}
                  </p>
                ) : null}
              </details>
              {i.ansYn === 'N' ? (
                <Button variant="secondary" size="small" onPress={() => void remove.run(i.inqId)}>
                  삭제
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pagination
        pageNo={pageNo}
        totalCount={list.data?.totalCount ?? 0}
        pageSize={INQUIRY_PAGE_SIZE}
        onChange={setPageNo}
      />
    </div>
  );
}
