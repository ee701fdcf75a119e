import { publicPageDescription } from '@onfan/contracts/page-meta';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { LinkButton } from '@/components/ui/Button';
import { ListResults } from '@/components/ui/ListPage';
import { PageHeader } from '@/components/ui/PageHeader';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { Spinner } from '@/components/ui/Spinner';
import { NoticeList } from '@/features/space/components/NoticeList';
import { groupsQuery, SPACE_PAGE_SIZE, spacesQuery } from '@/features/space/space-api';
import { useSession } from '@/lib/session/session-context';
import styles from '@/pages/studio/studio-pages.module.css';

export const SPACE_PAGE_TEXT = {
  title: '공간 예약',
  description: publicPageDescription('/space'),
  group: '공간 구분',
  all: '전체',
  favourites: '관심 공간',
  favourite: '관심 공간',
  myRsvt: '나의 공간 예약',
  inquiries: '문의 내역',
  notices: '예약 공지사항',
  empty: '등록된 공간이 없습니다.',
} as const;

/**
 * space: groups, spaces (with favourites) on the one list chain (loading, failed, empty, paged), reservation notices.
 */
export default function SpacePage() {
  const [filter, setFilter] = useState('all');
  const [pageNo, setPageNo] = useState(1);
  const { isAuthenticated } = useSession();
  const groups = useQuery(groupsQuery());
  const grpId = filter.startsWith('g') ? Number(filter.slice(1)) : undefined;
  const favr = filter === 'favr';
  const spaces = useQuery(spacesQuery(grpId, favr, pageNo));
  const options = [
    { value: 'all', label: SPACE_PAGE_TEXT.all },
    ...(groups.data ?? []).map((g) => ({ value: `g${g.grpId}`, label: `${g.grpNm} (${g.spaceCnt})` })),
    ...(isAuthenticated ? [{ value: 'favr', label: SPACE_PAGE_TEXT.favourites }] : []),
  ];

  return (
    <div className={styles.page}>
      <PageHeader
        title={SPACE_PAGE_TEXT.title}
        description={SPACE_PAGE_TEXT.description}
        breadcrumb={[{ label: '홈', href: '/' }, { label: SPACE_PAGE_TEXT.title }]}
        actions={
          <>
            <LinkButton href="/space/myRsvt" variant="secondary">
              {SPACE_PAGE_TEXT.myRsvt}
            </LinkButton>
            <LinkButton href="/space/inquiry/List" variant="tertiary">
              {SPACE_PAGE_TEXT.inquiries}
            </LinkButton>
          </>
        }
      />
      <RadioGroup
        label={SPACE_PAGE_TEXT.group}
        options={options}
        value={filter}
        onChange={(v) => {
          setFilter(v);
          setPageNo(1);
        }}
        orientation="horizontal"
      />
      <div className={styles.studio}>
        <ListResults
          query={spaces}
          empty={{ message: SPACE_PAGE_TEXT.empty }}
          pending={
            <div className={styles.loading}>
              <Spinner />
            </div>
          }
          paging={{ pageNo, pageSize: SPACE_PAGE_SIZE, onChange: setPageNo }}
        >
          {(items) => (
            <ul className={styles.rooms}>
              {items.map((s) => (
                <li key={s.spaceId}>
                  <Link to={`/space/${s.spaceId}`} className={styles.card}>
                    {s.rprsImgPtUrl ? <img src={s.rprsImgPtUrl} alt="" /> : null}
                    <div className={styles.cardBody}>
                      <div className={styles.tags}>
                        <Badge variant="secondary">{s.grpNm}</Badge>
                        {s.favrYn === 'Y' ? <Badge variant="danger">{SPACE_PAGE_TEXT.favourite}</Badge> : null}
                      </div>
                      <h2 className={styles.cardTitle}>{s.spaceNm}</h2>
                      <p className={styles.cardText}>{s.spaceIntro}</p>
                      <p className={styles.cardText}>{s.spaceAddr}</p>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </ListResults>
      </div>
      <section className={styles.contents} aria-labelledby="space-notices">
        <h2 id="space-notices" className={styles.contentsTitle}>
          {SPACE_PAGE_TEXT.notices}
        </h2>
        <NoticeList />
      </section>
    </div>
  );
}
