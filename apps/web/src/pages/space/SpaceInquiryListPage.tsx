import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Button, LinkButton } from '@/components/ui/Button';
import { ListResults } from '@/components/ui/ListPage';
import { PageHeader } from '@/components/ui/PageHeader';
import { INQUIRY_PAGE_SIZE, inquiriesQuery, useDeleteInquiry } from '@/features/space/space-api';
import { useSession } from '@/lib/session/session-context';
import { useListParams } from '@/lib/use-list-params';
import { loginHref } from '@/lib/session/require-login';
import styles from '@/pages/studio/studio-pages.module.css';
import listStyles from './space-pages.module.css';

export const SPACE_INQUIRIES_TEXT = {
  empty: '등록된 문의가 없습니다.',
  browse: '공간 둘러보기',
  remove: '삭제',
  answeredAt: (at: string) => `${at} 답변`,
} as const;

/**
 * space/inquiry/List: my space inquiries, deletable until answered, on the one list chain (loading, failed, empty,
 * paged) with the page in the address.
 */
export default function SpaceInquiryListPage() {
  const { status } = useSession();
  const location = useLocation();
  const { pageNo, update } = useListParams();
  const list = useQuery({ ...inquiriesQuery(pageNo), enabled: status === 'authenticated' });
  const remove = useDeleteInquiry();
  if (status === 'anonymous') return <Navigate to={loginHref(location.pathname + location.search)} replace />;

  return (
    <div className={styles.page}>
      <PageHeader
        title="공간 문의 내역"
        breadcrumb={[{ label: '홈', href: '/' }, { label: '공간 예약', href: '/space' }, { label: '문의 내역' }]}
      />
      <ListResults
        query={list}
        empty={{
          message: SPACE_INQUIRIES_TEXT.empty,
          action: (
            <LinkButton href="/space" variant="secondary">
              {SPACE_INQUIRIES_TEXT.browse}
            </LinkButton>
          ),
        }}
        paging={{
          pageNo,
          pageSize: INQUIRY_PAGE_SIZE,
          onChange: (next) => update({ pageNo: next > 1 ? String(next) : '' }),
        }}
      >
        {(items) => (
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
                          ({SPACE_INQUIRIES_TEXT.answeredAt(formatDate(i.ansDt, 'yyyy.MM.dd HH:mm'))})
                        </span>
                      ) : null}
                    </p>
                  ) : null}
                </details>
                {i.ansYn === 'N' ? (
                  <Button variant="secondary" size="small" onPress={() => void remove.run(i.inqId)}>
                    {SPACE_INQUIRIES_TEXT.remove}
                    <span className="sr-only"> ({i.inqTit})</span>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </ListResults>
    </div>
  );
}
