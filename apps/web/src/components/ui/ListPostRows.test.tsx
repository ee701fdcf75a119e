import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { ListPostRow } from './ListPostRows';

afterEach(cleanup);

const NOW = Date.parse('2026-12-01T12:00:00+09:00');

const row = (over: Partial<Parameters<typeof ListPostRow>[0]> = {}) =>
  render(
    <ul>
      <ListPostRow
        classes={{ post: 'post', meta: 'meta' }}
        badges={<span>자유게시판</span>}
        href="/community/view?id=7"
        title="첫 라이브커머스 후기"
        summary="떨렸지만 재미있었습니다"
        writer={<span>김*수</span>}
        regDt="2026-12-01T11:55:00+09:00"
        now={NOW}
        counts={[
          ['조회', 1234],
          ['댓글', 2],
        ]}
        thumbnail="/files/a.png"
        {...over}
      />
    </ul>,
    { route: '/community' },
  ).container;

describe('ListPostRow', () => {
  it('links the title, says the writer, the relative time and the counts, and a 새 글 badge while new', () => {
    const c = row();
    expect(screen.getByRole('link', { name: '첫 라이브커머스 후기' })).toHaveAttribute('href', '/community/view?id=7');
    expect(c.querySelector('li')).toHaveClass('post');
    expect(c.querySelector('p.meta')).toHaveTextContent('김*수5분 전조회 1,234댓글 2');
    expect(c.querySelector('time')).toHaveAttribute('dateTime', '2026-12-01T11:55:00+09:00');
    expect(screen.getByText('새 글')).toBeInTheDocument();
    expect(screen.getByText('떨렸지만 재미있었습니다')).toBeInTheDocument();
    expect(c.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('leaves out the new badge for an old post, and an empty summary and missing thumbnail', () => {
    const c = row({ regDt: '2026-10-01T10:00:00+09:00', summary: '', thumbnail: null });
    expect(screen.queryByText('새 글')).toBeNull();
    expect(c.querySelectorAll('p')).toHaveLength(1);
    expect(c.querySelector('img')).toBeNull();
  });
});
