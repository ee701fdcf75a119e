import { notificationAdminEndpoints as ep } from '@onfan/contracts/notification.admin';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import AnnouncementPage from './AnnouncementPage';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock, callDownload: vi.fn() }));
const modal = vi.hoisted(() => ({
  alert: vi.fn(async () => undefined),
  confirm: vi.fn(async () => true),
  formCheck: vi.fn((messages: readonly string[]) => messages.length === 0),
}));
vi.mock('@/lib/modal/modal-service', () => ({ modal }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

type Audience = { ancmtKind: string; userPattnCd?: string };
/** 11 members in all; general members with the marketing consent: 1. */
const reachOf = (a: Audience) => ({ reachCnt: a.userPattnCd === '200' ? 1 : 11, nightHeldCnt: 0 });

describe('AnnouncementPage (admin/announcements/new)', () => {
  it('never shows another choice’s count while the chosen group is counted, and confirms the count of the group sent', async () => {
    const user = userEvent.setup();
    // The count for general members answers only when the test lets it; every other count answers at once.
    let answerGeneral: () => void = () => undefined;
    const generalAnswered = new Promise<void>((resolve) => (answerGeneral = resolve));
    callMock.mockImplementation(async (endpoint: unknown, input: { query?: Audience }) => {
      if (endpoint === ep.reach) {
        const a = input.query!;
        if (a.userPattnCd === '200') await generalAnswered;
        return reachOf(a);
      }
      if (endpoint === ep.create) return { number: 200, message: '저장했습니다.', ancmtId: 5, updtDt: 'x' };
      if (endpoint === ep.send) return { number: 200, message: '알림을 발송했습니다.', reachCnt: 1 };
      return [];
    });
    render(
      <Routes>
        <Route path="/admin/announcements/new" element={<AnnouncementPage />} />
        <Route path="/admin/announcements" element={<p>알림 목록 화면</p>} />
      </Routes>,
      { route: '/admin/announcements/new' },
    );
    const status = () => screen.getByRole('status');
    expect(await screen.findByText('11명에게 보냅니다.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '광고성' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^받는 회원 종류/ }), '일반 회원');
    expect(status()).toHaveTextContent(/^받을 회원 수를 세는 중입니다\.$/);
    answerGeneral();
    expect(await screen.findByText('1명에게 보냅니다.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^제목/ }), '야간 특가');
    await user.type(screen.getByRole('textbox', { name: /^내용/ }), '동행축제 야간 특가를 안내합니다.');
    await user.click(screen.getByRole('button', { name: '발송' }));
    expect(await screen.findByText('알림 목록 화면')).toBeInTheDocument();
    expect(modal.confirm).toHaveBeenCalledWith('이 알림을 1명에게 보내시겠습니까? 보낸 뒤에는 고칠 수 없습니다.');
    expect(callMock).toHaveBeenCalledWith(ep.create, {
      body: expect.objectContaining({ ancmtKind: 'AD', userPattnCd: '200', tit: '(광고) 야간 특가' }),
    });
  });
});
