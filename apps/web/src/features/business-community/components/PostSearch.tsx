import { formatNumber } from '@onfan/contracts/format';
import { businessCommunityPath } from '@onfan/contracts/portal-path';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListFilters, ListPage } from '@/components/ui/ListPage';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import { useListParams } from '@/lib/use-list-params';
import { postsQuery, BUSINESS_COMMUNITY_PAGE_SIZE } from '../business-community-api';
import { PostList } from './PostList';
import list from '@/components/ui/ListPage.module.css';
import styles from './BusinessCommunity.module.css';

export const SEARCH_TEXT = {
  title: '소상공인 커뮤니티 검색',
  description: '모든 커뮤니티의 게시글을 제목과 내용으로 찾습니다.',
  term: '검색어',
  search: '검색',
  prompt: '검색어를 입력해주세요.',
  empty: '검색 결과가 없습니다.',
} as const;

/** Every community's posts found by a word (`scommunity/search?searchTerm=`). */
export function PostSearch() {
  const { get, pageNo, update } = useListParams();
  const searchTerm = get('searchTerm');
  const [draft, setDraft] = useState(searchTerm);
  const posts = useQuery({ ...postsQuery({ pageNo, searchTerm }), enabled: searchTerm !== '' });
  return (
    <ListPage>
      <PageHeader
        title={SEARCH_TEXT.title}
        description={SEARCH_TEXT.description}
        breadcrumb={[{ label: '소상공인 커뮤니티', href: businessCommunityPath() }, { label: SEARCH_TEXT.title }]}
      />
      <div className={styles.toolbarRow}>
        <ListFilters
          className={styles.search}
          submitLabel={SEARCH_TEXT.search}
          onSubmit={() => update({ searchTerm: draft.trim(), pageNo: '' })}
        >
          <TextField label={SEARCH_TEXT.term} type="search" maxLength={50} value={draft} onChange={setDraft} />
        </ListFilters>
      </div>
      {!searchTerm ? (
        <EmptyState message={SEARCH_TEXT.prompt} />
      ) : posts.isPending ? (
        <Spinner />
      ) : !posts.data || posts.data.items.length === 0 ? (
        <EmptyState message={SEARCH_TEXT.empty} />
      ) : (
        <>
          <p className={list.count}>
            전체 <strong>{formatNumber(posts.data.totalCount)}</strong>건
          </p>
          <PostList posts={posts.data.items} searchTerm={searchTerm} showCommunity />
          <div className={list.pager}>
            <Pagination
              pageNo={pageNo}
              pageSize={BUSINESS_COMMUNITY_PAGE_SIZE}
              totalCount={posts.data.totalCount}
              onChange={(n) => update({ pageNo: String(n) })}
            />
          </div>
        </>
      )}
    </ListPage>
  );
}
