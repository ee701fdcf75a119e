import { businessCommunityPath } from '@onfan/contracts/portal-path';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { ListFilters, ListPage, ListResults } from '@/components/ui/ListPage';
import { PageHeader } from '@/components/ui/PageHeader';
import { TextField } from '@/components/ui/TextField';
import { useListParams } from '@/lib/use-list-params';
import { postsQuery, BUSINESS_COMMUNITY_PAGE_SIZE } from '../business-community-api';
import { PostList } from './PostList';
import styles from './BusinessCommunity.module.css';

export const SEARCH_TEXT = {
  title: '소상공인 커뮤니티 검색',
  description: '모든 커뮤니티의 게시글을 제목과 내용으로 찾습니다.',
  term: '검색어',
  search: '검색',
  prompt: '검색어를 입력해주세요.',
  empty: '검색 결과가 없습니다.',
} as const;

/** Every community's posts found by a word (`scommunity/search?searchTerm=`), on the one list chain. */
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
      ) : (
        <ListResults
          query={posts}
          empty={{ message: SEARCH_TEXT.empty }}
          count="건"
          paging={{
            pageNo,
            pageSize: BUSINESS_COMMUNITY_PAGE_SIZE,
            onChange: (n) => update({ pageNo: String(n) }),
          }}
        >
          {(items) => <PostList posts={items} searchTerm={searchTerm} showCommunity />}
        </ListResults>
      )}
    </ListPage>
  );
}
