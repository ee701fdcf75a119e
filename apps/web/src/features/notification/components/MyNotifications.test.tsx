import { NOTIFICATION_MESSAGES, notificationEndpoints } from '@onfan/contracts/notification';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import MyNotifications from './MyNotifications';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));
const modalMock = vi.hoisted(() => ({ alert: vi.fn(async () => undefined), confirm: vi.fn(async () => true) }));
vi.mock('@/lib/modal/modal-service', () => ({ modal: modalMock }));

const PREFS = {
  items: (['RESERVATION', 'APPLICATION', 'INQUIRY', 'COMMUNITY'] as const).map((grp) => ({
    grp,
    smsYn: 'Y',
    emailYn: 'Y',
  })),
};

afterEach(cleanup);
beforeEach(() => {
  callMock.mockReset();
  modalMock.alert.mockClear();
  modalMock.confirm.mockClear();
  callMock.mockImplementation((endpoint: unknown) => {
    if (endpoint === notificationEndpoints.list)
      return Promise.resolve({
        items: [
          {
            ntfId: 3,
            kind: 'CERTIFICATE_DECIDED',
            title: '소상공인 확인서 심사 결과',
            body: '소상공인 확인서가 승인되었습니다.',
            link: '/mypage2/selfdx',
            readYn: 'N',
            readDt: null,
            regDt: '2025-10-01T09:00:00.000+09:00',
          },
        ],
        totalCount: 11,
        hasMore: true,
        pageNo: 1,
        pageSize: 10,
      });
    if (endpoint === notificationEndpoints.prefs) return Promise.resolve(PREFS);
    return Promise.resolve({ number: 200, message: '알림 받는 방법을 저장했습니다.', readCnt: 1 });
  });
});

describe('마이페이지 → 알림', () => {
  it('lists the notifications with the count, unread marked, each a link, and pages on', async () => {
    render(<MyNotifications />, { route: '/mypage/notifications' });
    expect(screen.getByRole('heading', { level: 1, name: '알림' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '받은 알림' });
    const link = within(list).getByRole('link');
    expect(link).toHaveAttribute('href', '/mypage2/selfdx');
    expect(link).toHaveTextContent('읽지 않음');
    expect(screen.getByText('전체 11건')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /페이지/ })).toBeInTheDocument();
  });

  it('says the notifications failed to load, not that there is none, and keeps the settings', async () => {
    const answer = callMock.getMockImplementation()!;
    callMock.mockImplementation((endpoint: unknown) =>
      endpoint === notificationEndpoints.list ? Promise.reject(new Error('503')) : answer(endpoint),
    );
    render(<MyNotifications />, { route: '/mypage/notifications' });
    expect(await screen.findByText(NOTIFICATION_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(NOTIFICATION_MESSAGES.empty)).toBeNull();
    expect(screen.queryByRole('button', { name: '모두 읽음' })).toBeNull();
  });

  it('says there is no notification, with nothing to mark read', async () => {
    const answer = callMock.getMockImplementation()!;
    callMock.mockImplementation((endpoint: unknown) =>
      endpoint === notificationEndpoints.list
        ? Promise.resolve({ items: [], totalCount: 0, hasMore: false, pageNo: 1, pageSize: 10 })
        : answer(endpoint),
    );
    render(<MyNotifications />, { route: '/mypage/notifications' });
    expect(await screen.findByText(NOTIFICATION_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '모두 읽음' })).toBeNull();
  });

  it('모두 읽음 reads them all with the server’s message', async () => {
    const user = userEvent.setup();
    render(<MyNotifications />, { route: '/mypage/notifications' });
    await user.click(await screen.findByRole('button', { name: '모두 읽음' }));
    expect(callMock).toHaveBeenCalledWith(notificationEndpoints.markAllRead);
  });

  it('saves the channels per kind after asking; in-app cannot be turned off', async () => {
    const user = userEvent.setup();
    render(<MyNotifications />, { route: '/mypage/notifications' });
    const reservation = await screen.findByRole('group', { name: '예약' });
    expect(within(reservation).getByRole('checkbox', { name: '앱 알림 (항상)' })).toBeDisabled();
    await user.click(within(reservation).getByRole('checkbox', { name: '문자' }));
    expect(within(reservation).getByRole('checkbox', { name: '문자' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(modalMock.confirm).toHaveBeenCalled();
    expect(callMock).toHaveBeenCalledWith(notificationEndpoints.savePrefs, {
      body: { items: [{ grp: 'RESERVATION', smsYn: 'N', emailYn: 'Y' }, ...PREFS.items.slice(1)] },
    });
  });
});
