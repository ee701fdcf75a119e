import type { SupportDetail } from '@onfan/contracts/support';
import { SUPPORT_MESSAGES, supportEndpoints } from '@onfan/contracts/support';
import { COMMON_MESSAGES } from '@onfan/contracts/envelope';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORD_TEXT } from '@/components/ui/RecordResult';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import { SupportDetailView } from './SupportDetailView';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));
const modalMock = vi.hoisted(() => ({ alert: vi.fn(async () => undefined), confirm: vi.fn(async () => true) }));
vi.mock('@/lib/modal/modal-service', () => ({ modal: modalMock }));
const navigation = vi.hoisted(() => ({ navigateTo: vi.fn(), loadDocument: vi.fn(), setNavigator: vi.fn() }));
vi.mock('@/lib/api/navigation', () => navigation);
const session = vi.hoisted(() => ({ isAuthenticated: true }));
vi.mock('@/lib/session/session-context', () => ({ useSession: () => session }));

const programme: SupportDetail = {
  sprtBizId: 3,
  sprtBizNm: '소상공인 온라인 판로 진출 지원사업',
  sprtBizYr: 2026,
  aplyBgngYmd: '20260301',
  aplyEndYmd: '20260331',
  aplyUrl: null,
  sprtPattnDcd: '1',
  sprtPattnNm: '중앙부처',
  bizDesc: '온라인 판로 진출',
  instNm: '중소벤처기업부',
  fldCd: 'MARKET',
  fldNm: '내수·판로',
  rgnCd: 'ALL',
  rgnNm: '전국',
  status: 'open',
  statusNm: '접수중',
  dday: 20,
  prtlAplyYn: 'Y',
  sprtBizCn: '<p>사업 안내</p>',
  trgtNm: '누구나',
  aplyDoneYn: 'N',
  atchFiles: [],
  preId: null,
  nextId: null,
};

function renderView() {
  window.history.pushState({}, '', '/support/3/view');
  render(
    <Routes>
      <Route path="/support/:sprtBizId/view" element={<SupportDetailView />} />
    </Routes>,
    { route: '/support/3/view' },
  );
}

beforeEach(() => {
  callMock.mockReset();
  modalMock.alert.mockClear();
  modalMock.confirm.mockClear();
  navigation.navigateTo.mockClear();
  session.isAuthenticated = true;
});
afterEach(cleanup);

describe('applying to a programme', () => {
  it('confirms, applies and shows the server answer', async () => {
    callMock.mockImplementation((spec) =>
      spec === supportEndpoints.apply
        ? Promise.resolve({ number: 200, message: SUPPORT_MESSAGES.applied, aplyId: 1 })
        : Promise.resolve(programme),
    );
    renderView();
    await userEvent.setup().click(await screen.findByRole('button', { name: '신청하기' }));
    expect(modalMock.confirm).toHaveBeenCalledWith(SUPPORT_MESSAGES.confirmApply);
    await waitFor(() => expect(modalMock.alert).toHaveBeenCalledWith(SUPPORT_MESSAGES.applied));
    expect(callMock).toHaveBeenCalledWith(supportEndpoints.apply, { params: { sprtBizId: 3 } });
  });

  it.each([
    [409, SUPPORT_MESSAGES.alreadyApplied],
    [400, SUPPORT_MESSAGES.notInPeriod],
  ])('shows the server message of a %s refusal', async (status, message) => {
    callMock.mockImplementation((spec) =>
      spec === supportEndpoints.apply
        ? Promise.reject(new ApiError({ status, number: status, message }))
        : Promise.resolve(programme),
    );
    renderView();
    await userEvent.setup().click(await screen.findByRole('button', { name: '신청하기' }));
    await waitFor(() => expect(modalMock.alert).toHaveBeenCalledWith(message, { html: true }));
    expect(modalMock.alert).not.toHaveBeenCalledWith(SUPPORT_MESSAGES.applied);
  });

  it('asks a visitor to log in and comes back to the programme afterwards', async () => {
    session.isAuthenticated = false;
    callMock.mockResolvedValue(programme);
    renderView();
    await userEvent.setup().click(await screen.findByRole('button', { name: '신청하기' }));
    expect(modalMock.confirm).toHaveBeenCalledWith(COMMON_MESSAGES.loginRequired);
    expect(navigation.navigateTo).toHaveBeenCalledWith('/login?returnUrl=%2Fsupport%2F3%2Fview');
    expect(callMock).not.toHaveBeenCalledWith(supportEndpoints.apply, expect.anything());
  });
});

describe('a programme that cannot be shown', () => {
  it('says a programme that is not there (404) is not found, with the way back to the list', async () => {
    callMock.mockRejectedValue(new ApiError({ status: 404, number: 404, message: SUPPORT_MESSAGES.notFound }));
    renderView();
    expect(await screen.findByText(SUPPORT_MESSAGES.notFound)).toBeTruthy();
    expect(screen.queryByText(RECORD_TEXT.failed)).toBeNull();
    expect(screen.getByRole('link', { name: '목록' }).getAttribute('href')).toBe('/support');
  });

  it('says a programme that failed to load (503) failed, to be tried again, never that it is not there', async () => {
    callMock.mockRejectedValueOnce(
      new ApiError({ status: 503, number: 503, message: COMMON_MESSAGES.serviceUnavailable }),
    );
    callMock.mockResolvedValue(programme);
    renderView();
    expect(await screen.findByText(RECORD_TEXT.failed)).toBeTruthy();
    expect(screen.getByText(RECORD_TEXT.retry)).toBeTruthy();
    expect(screen.queryByText(SUPPORT_MESSAGES.notFound)).toBeNull();
    expect(screen.getByRole('heading', { name: '지원사업 상세', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: '목록' }).getAttribute('href')).toBe('/support');
    await userEvent.setup().click(screen.getByRole('button', { name: RECORD_TEXT.retryButton }));
    expect(await screen.findByRole('heading', { name: programme.sprtBizNm })).toBeTruthy();
  });
});
