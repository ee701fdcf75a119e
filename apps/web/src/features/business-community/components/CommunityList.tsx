import { publicPageDescription } from '@onfan/contracts/page-meta';
import { formatNumber } from '@onfan/contracts/format';
import type { CmntSe } from '@onfan/contracts/business-community';
import { CMNT_SE, CMNT_SE_NAMES } from '@onfan/contracts/business-community';
import { businessCommunityPath, businessCommunitySearchPath } from '@onfan/contracts/portal-path';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ListFilters, ListPage, ListResults, ListSearchField, ListTabs } from '@/components/ui/ListPage';
import { Badge } from '@/components/ui/Badge';
import { PageHeader } from '@/components/ui/PageHeader';
import { useListParams } from '@/lib/use-list-params';
import { communitiesQuery, topPostsQuery } from '../business-community-api';
import { PostList } from './PostList';
import list from '@/components/ui/ListPage.module.css';
import styles from './BusinessCommunity.module.css';

export const LIST_TEXT = {
  title: '소상공인 커뮤니티',
  description: publicPageDescription('/scommunity'),
  kinds: '커뮤니티 구분',
  all: '전체',
  cmntSearch: '커뮤니티 이름',
  search: '검색',
  postSearch: '전체 커뮤니티 게시글 검색',
  postSearchButton: '게시글 검색',
  members: '회원',
  posts: '게시글',
  top: '인기 게시글',
  empty: '등록된 커뮤니티가 없습니다.',
  failed: '목록을 불러오지 못했습니다.',
} as const;

/** The communities by kind (업종별, 지역별) with their join rules, a search of every post, and the top posts. */
export function CommunityList() {
  const { get, pageNo, update, hrefWith } = useListParams();
  const navigate = useNavigate();
  const kind = (CMNT_SE as readonly string[]).includes(get('cmntSeCd')) ? (get('cmntSeCd') as CmntSe) : undefined;
  const searchTerm = get('searchTerm');
  const [draft, setDraft] = useState(searchTerm);
  const [postTerm, setPostTerm] = useState('');
  const results = useQuery(
    communitiesQuery({ pageNo, ...(kind ? { cmntSeCd: kind } : {}), ...(searchTerm ? { searchTerm } : {}) }),
  );
  const top = useQuery(topPostsQuery());

  return (
    <ListPage>
      <PageHeader title={LIST_TEXT.title} description={LIST_TEXT.description} />
      <ListTabs
        label={LIST_TEXT.kinds}
        tabs={[{ value: '', label: LIST_TEXT.all }, ...CMNT_SE.map((k) => ({ value: k, label: CMNT_SE_NAMES[k] }))]}
        current={kind ?? ''}
        hrefOf={(k) => hrefWith({ cmntSeCd: k })}
      />
      <div className={styles.toolbarRow}>
        <ListFilters
          className={styles.search}
          label={LIST_TEXT.cmntSearch}
          submitLabel={LIST_TEXT.search}
          onSubmit={() => update({ searchTerm: draft.trim(), pageNo: '' })}
        >
          <ListSearchField label={LIST_TEXT.cmntSearch} value={draft} onChange={setDraft} />
        </ListFilters>
        <ListFilters
          className={styles.search}
          label={LIST_TEXT.postSearch}
          submitLabel={LIST_TEXT.postSearchButton}
          submitVariant="secondary"
          onSubmit={() => {
            if (postTerm.trim()) void navigate(businessCommunitySearchPath(null, postTerm.trim()));
          }}
        >
          <ListSearchField label={LIST_TEXT.postSearch} value={postTerm} onChange={setPostTerm} />
        </ListFilters>
      </div>
      <ListResults
        query={results}
        failed={{ message: LIST_TEXT.failed }}
        empty={{ message: LIST_TEXT.empty }}
        count="개"
        paging={{ pageNo, pageSize: 12, onChange: (n) => update({ pageNo: String(n) }) }}
      >
        {(items) => (
          <ul className={list.cards}>
            {items.map((c) => (
              <li key={c.cmntId} className={list.card}>
                {c.coverImgUrl ? (
                  <img
                    className={list.cardThumb}
                    src={c.coverImgUrl}
                    alt={c.coverImgAlt ?? ''}
                    width={640}
                    height={240}
                    loading="lazy"
                  />
                ) : null}
                <div className={list.cardBody}>
                  <div className={styles.badges}>
                    <Badge variant="secondary">
                      {c.cmntSeNm} · {c.ctgrNm}
                    </Badge>
                    <Badge variant={c.joinMthdCd === 'OPEN' ? 'success' : 'warning'}>{c.joinMthdNm}</Badge>
                  </div>
                  <h2 className={styles.panelTitle}>
                    <Link className={list.cardLink} to={businessCommunityPath(c.cmntId)}>
                      {c.cmntNm}
                    </Link>
                  </h2>
                  <p className={styles.intro}>{c.cmntIntro}</p>
                  <p className={styles.meta}>
                    <span>
                      {LIST_TEXT.members} {formatNumber(c.mbrCnt)}명
                    </span>
                    <span>
                      {LIST_TEXT.posts} {formatNumber(c.postCnt)}개
                    </span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListResults>
      {top.data && top.data.length > 0 ? (
        <section aria-labelledby="scommunity-top" className={styles.replies}>
          <h2 id="scommunity-top" className={styles.panelTitle}>
            {LIST_TEXT.top}
          </h2>
          <PostList posts={top.data} showCommunity />
        </section>
      ) : null}
    </ListPage>
  );
}
