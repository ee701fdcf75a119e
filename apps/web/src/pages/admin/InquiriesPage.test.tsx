import { adminEndpoints } from '@onfan/contracts/admin';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECORD_TEXT } from '@/components/ui/RecordResult';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import InquiriesPage, { INQUIRIES_TEXT } from './InquiriesPage';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const EMPTY_PAGE = { items: [], totalCount: 0, pageNo: 1, pageSize: 20, hasMore: false };
const me = (roles: string[]) => ({
  userId: 1,
  lgnId: 'demo-admin',
  userNm: '온판 운영자',
  roles,
  expiresAt: '2026-11-30T10:30:00.000+09:00',
});

/** The page with the operator as `readMe` answers and every list empty. */
function open(readMe: () => Promise<unknown>) {
  callMock.mockImplementation((endpoint: unknown) =>
    endpoint === adminEndpoints.me ? readMe() : Promise.resolve(EMPTY_PAGE),
  );
  render(
    <Routes>
      <Route path="/admin/inquiries" element={<InquiriesPage />} />
    </Routes>,
    { route: '/admin/inquiries' },
  );
}

describe('InquiriesPage (admin/inquiries)', () => {
  it('says the operator’s roles failed to load (a 503), never that the roles answer no inquiry', async () => {
    const user = userEvent.setup();
    let answer: () => Promise<unknown> = () =>
      Promise.reject(new ApiError({ status: 503, number: 503, message: '잠시 후 다시 시도해 주세요.' }));
    open(() => answer());
    expect(await screen.findByText(RECORD_TEXT.failed)).toBeInTheDocument();
    expect(screen.getByText(RECORD_TEXT.retry)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: INQUIRIES_TEXT.title })).toBeInTheDocument();
    expect(screen.queryByText(INQUIRIES_TEXT.noKind)).not.toBeInTheDocument();
    // Read again: an operator whose roles truly answer no inquiry is told so.
    answer = () => Promise.resolve(me(['CONTENT']));
    await user.click(screen.getByRole('button', { name: RECORD_TEXT.retryButton }));
    expect(await screen.findByText(INQUIRIES_TEXT.noKind)).toBeInTheDocument();
    expect(screen.queryByText(RECORD_TEXT.failed)).not.toBeInTheDocument();
  });

  it('says an operator with no inquiry kind has none to answer', async () => {
    open(() => Promise.resolve(me(['CONTENT'])));
    expect(await screen.findByText(INQUIRIES_TEXT.noKind)).toBeInTheDocument();
    expect(screen.queryByText(RECORD_TEXT.failed)).not.toBeInTheDocument();
  });
});
