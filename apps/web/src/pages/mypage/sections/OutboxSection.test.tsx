import type { OutboxItem } from '@onfan/contracts/auth';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_PATTERN } from '@onfan/contracts/envelope';
import { authEndpoints } from '@onfan/contracts/auth';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import { findSection, MYPAGE_SECTIONS } from '../mypage-sections';
import { visibleSections } from '../mypage-visibility';
import OutboxSection, { OUTBOX_TEXT } from './OutboxSection';

const getMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: getMock }));

const item = (id: number, over: Partial<OutboxItem> = {}): OutboxItem => ({
  id,
  channel: 'SMS',
  recipient: '010-2000-0200',
  kind: 'IDENTITY_CODE',
  subject: null,
  body: `[온판] 본인인증 인증번호는 [${String(100000 + id)}] 입니다. 5분 안에 입력해주세요.`,
  status: 'SENT',
  createdAt: '2026-11-23T10:05:07.000+09:00',
  ...over,
});

function renderSection() {
  render(<OutboxSection />);
}

beforeEach(() => {
  getMock.mockReset();
});
afterEach(cleanup);

describe('발송 알림함 (operators)', () => {
  it('is listed for operators only', () => {
    expect(findSection('mypage2', 'outbox')?.patterns).toEqual([USER_PATTERN.operator]);
    expect(visibleSections(MYPAGE_SECTIONS, '100').map((s) => s.path)).toContain('outbox');
    for (const pattern of ['200', '300', '400'] as const) {
      expect(visibleSections(MYPAGE_SECTIONS, pattern).map((s) => s.path)).not.toContain('outbox');
    }
  });

  it('lists the newest messages in a captioned table, 10 a page', async () => {
    const user = userEvent.setup();
    getMock.mockImplementation(async (_spec: unknown, { query: q }: { query: { pageNo: number } }) => ({
      items:
        q.pageNo === 1
          ? [
              item(12),
              item(11, {
                channel: 'EMAIL',
                recipient: 'member@onfan.example.kr',
                kind: 'LOGIN_LOCKED',
                subject: '[온판] 로그인 잠금 안내',
                body: '잠금 안내 본문',
                status: 'PENDING',
              }),
              item(10, { kind: 'CERTIFICATE_DECIDED' }),
              item(9, { kind: 'NOT_YET_NAMED' }),
            ]
          : [item(2)],
      totalCount: 12,
      pageNo: q.pageNo,
      pageSize: 10,
      hasMore: q.pageNo === 1,
    }));
    renderSection();
    expect(screen.getByRole('heading', { level: 1, name: OUTBOX_TEXT.title })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '발송된 알림 목록 (총 12건, 최신순)' });
    expect(getMock).toHaveBeenCalledWith(authEndpoints.outbox, {
      query: { pageNo: 1, pageSize: 10, mblNo: undefined },
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([...OUTBOX_TEXT.columns]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('2026.11.23 10:05:07');
    expect(rows[0]).toHaveTextContent('문자메시지');
    expect(rows[0]).toHaveTextContent('010-2000-0200');
    expect(rows[0]).toHaveTextContent('본인인증 인증번호');
    expect(rows[0]).toHaveTextContent('[100012]');
    expect(rows[0]).toHaveTextContent('발송 완료');
    expect(rows[1]).toHaveTextContent('이메일');
    expect(rows[1]).toHaveTextContent('[온판] 로그인 잠금 안내');
    expect(rows[1]).toHaveTextContent('발송 대기');
    // Each kind by the name the notification centre gives it; one without a name by its code.
    expect(rows[2]).toHaveTextContent('소상공인 확인서 심사 결과');
    expect(rows[3]).toHaveTextContent('NOT_YET_NAMED');

    await user.click(screen.getByRole('button', { name: '2페이지' }));
    expect(await screen.findByText(/\[100002\]/)).toBeInTheDocument();
    expect(getMock).toHaveBeenLastCalledWith(authEndpoints.outbox, {
      query: { pageNo: 2, pageSize: 10, mblNo: undefined },
    });
  });

  it('filters by a mobile number typed in any format, and checks it first', async () => {
    const user = userEvent.setup();
    getMock.mockResolvedValue({ items: [], totalCount: 0, pageNo: 1, pageSize: 10, hasMore: false });
    renderSection();
    expect(await screen.findByText(OUTBOX_TEXT.empty)).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: /^받는 휴대폰번호/ });

    await user.type(field, '0101');
    await user.click(screen.getByRole('button', { name: OUTBOX_TEXT.search }));
    expect(await screen.findByText('휴대폰번호 형식이 맞지 않습니다.')).toBeInTheDocument();
    expect(getMock).toHaveBeenCalledTimes(1);

    await user.clear(field);
    await user.type(field, '01073007300');
    await user.click(screen.getByRole('button', { name: OUTBOX_TEXT.search }));
    expect(getMock).toHaveBeenLastCalledWith(authEndpoints.outbox, {
      query: { pageNo: 1, pageSize: 10, mblNo: '010-7300-7300' },
    });
    expect(screen.queryByText('휴대폰번호 형식이 맞지 않습니다.')).toBeNull();
  });

  it("shows the server's refusal in Korean", async () => {
    getMock.mockRejectedValue(new ApiError({ status: 403, number: 403, message: '이 기능을 사용할 권한이 없습니다.' }));
    renderSection();
    expect(await screen.findByText('이 기능을 사용할 권한이 없습니다.')).toBeInTheDocument();
  });

  it('shows a failed load as the failure, never as an empty outbox (issue 35)', async () => {
    getMock.mockRejectedValue(new ApiError({ status: 500, number: 500, message: '알림 목록을 불러오지 못했습니다.' }));
    renderSection();
    expect(await screen.findByText('알림 목록을 불러오지 못했습니다.')).toBeInTheDocument();
    expect(screen.queryByText(OUTBOX_TEXT.empty)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
