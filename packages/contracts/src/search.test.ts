import { describe, expect, it } from 'vitest';
import { formatSearchCount, searchPageTitle } from './search.js';

describe('how a search is named', () => {
  it('counts exactly, or says where the server stopped counting', () => {
    expect(formatSearchCount(12, false)).toBe('12건');
    expect(formatSearchCount(1000, true)).toBe('1,000건 이상');
  });

  it('names the search page by its term, and by its group on the one-group page', () => {
    expect(searchPageTitle('지원')).toBe('‘지원’ 검색 결과');
    expect(searchPageTitle('지원', 'notice')).toBe('‘지원’ 공지사항 검색 결과');
  });
});
