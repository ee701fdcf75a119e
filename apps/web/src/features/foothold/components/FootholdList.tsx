import { publicPageDescription } from '@onfan/contracts/page-meta';
import { footholdPath } from '@onfan/contracts/portal-path';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListFilters, ListPage, ListResults, ListTabs } from '@/components/ui/ListPage';
import { Badge } from '@/components/ui/Badge';
import { ListCard } from '@/components/ui/ListCards';
import { PageHeader } from '@/components/ui/PageHeader';
import { TextField } from '@/components/ui/TextField';
import { useSession } from '@/lib/session/session-context';
import { useListParams } from '@/lib/use-list-params';
import {
  creatorStatusQuery,
  FOOTHOLD_PAGE_SIZE,
  type FootholdFilters,
  footholdListQuery,
  footholdTagsQuery,
} from '../foothold-api';
import { FootholdTags } from './FootholdTags';
import list from '@/components/ui/ListPage.module.css';
import styles from './Foothold.module.css';

export const FOOTHOLD_TEXT = {
  title: '크리에이터 거점',
  description: publicPageDescription('/foothold'),
  searchLabel: '크리에이터 검색',
  searchHint: '크리에이터명, 소개, 활동 분야, 태그로 찾습니다.',
  tagsNav: '인기 태그',
  allTags: '전체',
  certified: '인증 크리에이터',
  empty: '조건에 맞는 크리에이터 거점이 없습니다.',
  failed: '목록을 불러오지 못했습니다.',
  convertNote: '크리에이터로 전환하면 나의 거점을 만들 수 있습니다.',
  convert: '크리에이터로 전환하기',
  manage: '나의 크리에이터 거점 관리',
  open: '나의 크리에이터 거점 만들기',
} as const;

/** The footholds: keyword search, popular tags as filter chips, cards with image, name, intro and tags; 12 a page. */
export function FootholdList() {
  const { get, pageNo, update, hrefWith } = useListParams();
  const [keyword, setKeyword] = useState(get('searchKeyword'));
  const filters: FootholdFilters = { pageNo: String(pageNo) };
  for (const k of ['searchKeyword', 'tag'] as const) if (get(k)) filters[k] = get(k);
  const tags = useQuery(footholdTagsQuery());
  const { isAuthenticated } = useSession();
  const status = useQuery(creatorStatusQuery(isAuthenticated));
  const results = useQuery(footholdListQuery(filters));

  const tagTo = (tag: string) => hrefWith({ tag });
  const chips: { value: string; label: string }[] = [
    { value: '', label: FOOTHOLD_TEXT.allTags },
    ...(tags.data ?? []).map((t) => ({ value: t.tag, label: `#${t.tag}` })),
  ];

  return (
    <ListPage>
      <PageHeader title={FOOTHOLD_TEXT.title} description={FOOTHOLD_TEXT.description} />
      {isAuthenticated && status.data ? (
        <p className={list.note}>
          {status.data.ctrYn === 'N' ? (
            <>
              {FOOTHOLD_TEXT.convertNote} <Link to="/mypage2/myinfo">{FOOTHOLD_TEXT.convert}</Link>
            </>
          ) : (
            <Link to="/mypage/foothold">{status.data.fthldYn === 'Y' ? FOOTHOLD_TEXT.manage : FOOTHOLD_TEXT.open}</Link>
          )}
        </p>
      ) : null}
      <ListFilters onSubmit={() => update({ searchKeyword: keyword.trim(), pageNo: '' })}>
        <TextField
          label={FOOTHOLD_TEXT.searchLabel}
          description={FOOTHOLD_TEXT.searchHint}
          type="search"
          maxLength={50}
          value={keyword}
          onChange={setKeyword}
        />
      </ListFilters>
      <ListTabs label={FOOTHOLD_TEXT.tagsNav} tabs={chips} current={get('tag')} hrefOf={tagTo} />
      <ListResults
        query={results}
        failed={{ message: FOOTHOLD_TEXT.failed, description: '잠시 후 다시 시도해주세요.' }}
        empty={{ message: FOOTHOLD_TEXT.empty }}
        count="명"
        paging={{ pageNo, pageSize: FOOTHOLD_PAGE_SIZE, onChange: (n) => update({ pageNo: String(n) }) }}
      >
        {(items) => (
          <ul className={list.cards}>
            {items.map((f) => (
              <ListCard
                key={f.ctrFthldId}
                image={{ src: f.rprsImgPtUrl, width: 640, height: 360 }}
                badges={
                  f.certCtrYn === 'Y' ? (
                    <Badge variant="success" appearance="filled">
                      {FOOTHOLD_TEXT.certified}
                    </Badge>
                  ) : null
                }
                category={f.primActvtCtgr || undefined}
                href={footholdPath(f.ctrFthldId)}
                title={f.fthldNm}
              >
                {f.fthldIntro ? <p className={styles.intro}>{f.fthldIntro}</p> : null}
                <FootholdTags item={f} />
              </ListCard>
            ))}
          </ul>
        )}
      </ListResults>
    </ListPage>
  );
}
