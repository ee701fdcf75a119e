import { publicPageDescription } from '@onfan/contracts/page-meta';
import type { CommunityPostSummary } from '@onfan/contracts/community';
import { COMMUNITY_SEARCH_OPTION_NAMES, COMMUNITY_SEARCH_OPTIONS } from '@onfan/contracts/community';
import { communityEditPath, communityPath } from '@onfan/contracts/portal-path';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ListFilters, ListPage, ListResults, ListSearchField, ListTabs } from '@/components/ui/ListPage';
import { Badge } from '@/components/ui/Badge';
import { ListPostRow } from '@/components/ui/ListPostRows';
import { Button } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { Select } from '@/components/ui/Select';
import { requireLogin } from '@/lib/session/require-login';
import { useSession } from '@/lib/session/session-context';
import { useListParams } from '@/lib/use-list-params';
import { useNow } from '@/lib/use-now';
import {
  COMMUNITY_PAGE_SIZE,
  type CommunityFilters,
  communityCategoriesQuery,
  communityListQuery,
  DEFAULT_COMMUNITY_CATEGORY,
} from '../community-api';
import styles from './Community.module.css';

export const BOARD_TEXT = {
  title: '커뮤니티',
  description: publicPageDescription('/community'),
  categories: '커뮤니티 분류',
  searchOption: '검색 조건',
  searchTerm: '검색어',
  search: '검색',
  write: '글쓰기',
  empty: '등록된 게시글이 없습니다.',
  emptySearch: '검색 결과가 없습니다.',
  failed: '목록을 불러오지 못했습니다.',
  retry: '잠시 후 다시 시도해주세요.',
  manager: '운영자',
} as const;

const SEARCH_OPTIONS = COMMUNITY_SEARCH_OPTIONS.map((value) => ({
  value,
  label: COMMUNITY_SEARCH_OPTION_NAMES[value],
}));

function PostRow({ post, ctgrCode, now }: { post: CommunityPostSummary; ctgrCode: string; now: number }) {
  return (
    <ListPostRow
      classes={styles}
      badges={<Badge variant="secondary">{post.comunCtgrNm}</Badge>}
      href={communityPath(post.comunBltartclId, ctgrCode)}
      title={post.comunBltartclTit}
      summary={post.smry}
      writer={
        <span>
          {post.nickNm || post.userNm}
          {post.manager ? ` (${BOARD_TEXT.manager})` : ''}
        </span>
      }
      regDt={post.regDt}
      now={now}
      counts={[
        ['조회', post.inqCnt],
        ['댓글', post.cmntCnt],
      ]}
      thumbnail={post.thmbnlImgPtUrl}
    />
  );
}

/** The community board: category tabs (group 1007, default 1007001), 전체/제목 search, 10 posts a page, writing. */
export function CommunityBoard() {
  const { get, pageNo, update } = useListParams();
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const ctgrCode = get('ctgrCode') || DEFAULT_COMMUNITY_CATEGORY;
  const searchOption = get('searchOption') === 'title' ? 'title' : 'all';
  const searchTerm = get('searchTerm');
  const [draft, setDraft] = useState({ searchOption, searchTerm });
  const filters: CommunityFilters = { pageNo, ctgrCode, searchOption, ...(searchTerm ? { searchTerm } : {}) };
  const categories = useQuery(communityCategoriesQuery());
  const results = useQuery(communityListQuery(filters));
  const now = useNow();

  const write = async () => {
    if (await requireLogin(isAuthenticated, communityEditPath(0, ctgrCode))) {
      await navigate(communityEditPath(0, ctgrCode));
    }
  };

  return (
    <ListPage>
      <PageHeader title={BOARD_TEXT.title} description={BOARD_TEXT.description} />
      <ListTabs
        label={BOARD_TEXT.categories}
        tabs={(categories.data ?? []).map((c) => ({ value: c.cmmnCdVal, label: c.cmmnCdValNm }))}
        current={ctgrCode}
        hrefOf={(v) => `?ctgrCode=${v}`}
      />
      <div className={styles.toolbarRow}>
        <ListFilters
          className={styles.search}
          submitLabel={BOARD_TEXT.search}
          onSubmit={() => update({ searchOption: draft.searchOption, searchTerm: draft.searchTerm.trim(), pageNo: '' })}
        >
          <Select
            label={BOARD_TEXT.searchOption}
            options={SEARCH_OPTIONS}
            value={draft.searchOption}
            onChange={(v) => setDraft({ ...draft, searchOption: v === 'title' ? 'title' : 'all' })}
          />
          <ListSearchField
            label={BOARD_TEXT.searchTerm}
            value={draft.searchTerm}
            onChange={(v) => setDraft({ ...draft, searchTerm: v })}
          />
        </ListFilters>
        <Button variant="secondary" onPress={() => void write()}>
          {BOARD_TEXT.write}
        </Button>
      </div>
      <ListResults
        query={results}
        failed={{ message: BOARD_TEXT.failed, description: BOARD_TEXT.retry }}
        empty={{ message: searchTerm ? BOARD_TEXT.emptySearch : BOARD_TEXT.empty }}
        count="건"
        paging={{ pageNo, pageSize: COMMUNITY_PAGE_SIZE, onChange: (n) => update({ pageNo: String(n) }) }}
      >
        {(items) => (
          <ul className={styles.posts}>
            {items.map((post) => (
              <PostRow key={post.comunBltartclId} post={post} ctgrCode={ctgrCode} now={now} />
            ))}
          </ul>
        )}
      </ListResults>
    </ListPage>
  );
}
