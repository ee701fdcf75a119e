import type { Inquiry } from '@onfan/contracts/space';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIST_TEXT } from '@/components/ui/ListPage';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import SpaceInquiryListPage, { SPACE_INQUIRIES_TEXT } from './SpaceInquiryListPage';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));
vi.mock('@/lib/session/session-context', () => ({ useSession: () => ({ status: 'authenticated' }) }));

const inquiry = (inqId: number, over: Partial<Inquiry> = {}): Inquiry => ({
  inqId,
  spaceId: 1,
  spaceNm: '소상공인 스튜디오',
  inqTit: `주차 문의 ${inqId}`,
  inqCn: '주차가 되나요?',
  ansCn: null,
  ansYn: 'N',
  regDt: '2026-11-30T10:00:00.000+09:00',
  ansDt: null,
  ...over,
});

function renderAt(route: string) {
  render(
    <Routes>
      <Route path="/space/inquiry/List" element={<SpaceInquiryListPage />} />
    </Routes>,
    { route },
  );
}

// Braces: a function a beforeEach returns is run as its teardown, and mockReset answers the mock itself.
beforeEach(() => {
  callMock.mockReset();
});
afterEach(cleanup);

describe('공간 문의 내역', () => {
  it('says the list failed to load, not that there is no inquiry', async () => {
    callMock.mockRejectedValue(new ApiError({ status: 503, number: 503, message: '잠시 후 다시 시도해주세요.' }));
    renderAt('/space/inquiry/List');
    expect(await screen.findByText(LIST_TEXT.failed)).toBeTruthy();
    expect(screen.queryByText(SPACE_INQUIRIES_TEXT.empty)).toBeNull();
  });

  it('reads the page from the address and names each delete button by its inquiry', async () => {
    callMock.mockResolvedValue({
      items: [inquiry(21), inquiry(22, { ansYn: 'Y', ansCn: '네, 됩니다.', ansDt: '2026-11-30T11:00:00.000+09:00' })],
      totalCount: 22,
    });
    renderAt('/space/inquiry/List?pageNo=2');
    expect(await screen.findByRole('button', { name: /^삭제 ?\(주차 문의 21\)$/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /주차 문의 22/ })).toBeNull();
    expect(callMock.mock.calls[0]![1]).toEqual({ query: { pageNo: 2, pageSize: 10 } });
    expect(screen.getByRole('navigation', { name: /페이지/ })).toBeTruthy();
  });

  it('offers the spaces when there is no inquiry', async () => {
    callMock.mockResolvedValue({ items: [], totalCount: 0 });
    renderAt('/space/inquiry/List');
    expect(await screen.findByText(SPACE_INQUIRIES_TEXT.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: SPACE_INQUIRIES_TEXT.browse }).getAttribute('href')).toBe('/space');
  });
});
