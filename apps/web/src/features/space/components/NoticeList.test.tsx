import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_STATE_DEFAULT_MESSAGE } from '@/components/ui/EmptyState';
import { LIST_TEXT } from '@/components/ui/ListPage';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import { NoticeList } from './NoticeList';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));

// Braces: a function a beforeEach returns is run as its teardown, and mockReset answers the mock itself.
beforeEach(() => {
  callMock.mockReset();
});
afterEach(cleanup);

describe('공간 예약 공지사항', () => {
  it('says the notices failed to load, not that there is none', async () => {
    callMock.mockRejectedValue(new ApiError({ status: 503, number: 503, message: '잠시 후 다시 시도해주세요.' }));
    render(<NoticeList />);
    expect(await screen.findByText(LIST_TEXT.failed)).toBeTruthy();
    expect(screen.queryByText(EMPTY_STATE_DEFAULT_MESSAGE)).toBeNull();
  });

  it('says there is no notice', async () => {
    callMock.mockResolvedValue({ items: [], totalCount: 0 });
    render(<NoticeList />);
    expect(await screen.findByText(EMPTY_STATE_DEFAULT_MESSAGE)).toBeTruthy();
  });

  it('opens a notice in place', async () => {
    callMock.mockResolvedValue({
      items: [
        {
          ntcId: 3,
          ntcTit: '12월 휴관 안내',
          ntcCn: '12월 25일은 휴관합니다.',
          regDt: '2026-11-30T10:00:00.000+09:00',
        },
      ],
      totalCount: 1,
    });
    render(<NoticeList />);
    const title = await screen.findByText('12월 휴관 안내');
    expect(title.closest('details')?.open).toBe(false);
    await userEvent.click(title);
    expect(title.closest('details')?.open).toBe(true);
    expect(screen.getByText('12월 25일은 휴관합니다.')).toBeTruthy();
    expect(screen.getByText('2026.11.30')).toBeTruthy();
  });
});
