import type { SearchResult } from '@onfan/contracts/search';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { SearchView } from './SearchView';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));

const hit = (i: number) => ({
  type: 'support' as const,
  id: String(i),
  tit: `소상공인 지원사업 ${i}`,
  smry: '지원 안내',
  url: `/support/${i}/view`,
  regDt: '2026-01-01T09:00:00.000+09:00',
  period: null,
});

const result: SearchResult = {
  searchTerm: '지원',
  option: '전체',
  choseongYn: 'N',
  totalCount: 1003,
  totalCountCapped: true,
  groups: [
    { type: 'support', typeNm: '지원사업', totalCount: 1000, totalCountCapped: true, items: [1, 2, 3, 4].map(hit) },
    { type: 'notice', typeNm: '공지사항', totalCount: 3, totalCountCapped: false, items: [5, 6, 7].map(hit) },
  ],
  pageNo: 1,
  pageSize: 4,
  hasMore: false,
};

afterEach(cleanup);

describe('search results', () => {
  it("shows a capped count as '1,000건 이상' with a more link, an exact one as is", async () => {
    callMock.mockResolvedValue(result);
    render(<SearchView single={false} />, { route: '/search?searchTerm=지원' });
    expect(await screen.findByRole('heading', { name: '지원사업 (1,000건 이상)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '공지사항 (3건)' })).toBeInTheDocument();
    expect(screen.getByText('1,003건 이상')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '지원사업 검색 결과 더보기' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '공지사항 검색 결과 더보기' })).toBeNull();
    // The page is named by its search, as the server names it for search engines.
    expect(document.title).toBe('‘지원’ 검색 결과 | 온판');
  });
});
