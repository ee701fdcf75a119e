import { adminEndpoints } from '@onfan/contracts/admin';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECORD_TEXT } from '@/components/ui/RecordResult';
import { ApiError } from '@/lib/api/api-client';
import { renderConsolePage } from '@/test/console-page';
import InquiriesPage, { INQUIRIES_TEXT } from './InquiriesPage';
import InquiryTemplatesPage, { TEMPLATES_TEXT } from './InquiryTemplatesPage';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const me = (roles: string[]) => ({
  userId: 1,
  lgnId: 'demo-admin',
  userNm: '온판 운영자',
  roles,
  expiresAt: '2026-11-30T10:30:00.000+09:00',
});

/** The two inquiry desks draw what they show from the operator's own roles (문의 답변, 답변 템플릿). */
const DESKS: readonly { path: string; page: ReactElement; text: { title: string; noKind: string } }[] = [
  { path: '/admin/inquiries', page: <InquiriesPage />, text: INQUIRIES_TEXT },
  { path: '/admin/inquiries/templates', page: <InquiryTemplatesPage />, text: TEMPLATES_TEXT },
];

describe.each(DESKS)('$path: the operator’s own roles', ({ path, page, text }) => {
  /** The desk with the operator as `readMe` answers and every list empty. */
  const open = (readMe: () => Promise<unknown>) =>
    renderConsolePage(callMock, path, page, [[adminEndpoints.me, readMe]]);

  it('says the roles failed to load (a 503), never that they answer no inquiry', async () => {
    const user = userEvent.setup();
    let answer: () => Promise<unknown> = () =>
      Promise.reject(new ApiError({ status: 503, number: 503, message: '잠시 후 다시 시도해 주세요.' }));
    open(() => answer());
    expect(await screen.findByText(RECORD_TEXT.failed)).toBeInTheDocument();
    expect(screen.getByText(RECORD_TEXT.retry)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.queryByText(text.noKind)).not.toBeInTheDocument();
    // Read again: an operator whose roles truly answer no inquiry is told so.
    answer = () => Promise.resolve(me(['CONTENT']));
    await user.click(screen.getByRole('button', { name: RECORD_TEXT.retryButton }));
    expect(await screen.findByText(text.noKind)).toBeInTheDocument();
    expect(screen.queryByText(RECORD_TEXT.failed)).not.toBeInTheDocument();
  });

  it('says an operator with no inquiry kind has none to answer', async () => {
    open(() => Promise.resolve(me(['CONTENT'])));
    expect(await screen.findByText(text.noKind)).toBeInTheDocument();
    expect(screen.queryByText(RECORD_TEXT.failed)).not.toBeInTheDocument();
  });
});
