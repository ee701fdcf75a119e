import type { Notification } from '@onfan/contracts/notification';
import { notificationEndpoints } from '@onfan/contracts/notification';
import { act, cleanup, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/session/session-types';
import { render } from '@/test/render';
import type { UnreadStreamOpener } from '../hooks/unread-stream';
import { NotificationBell } from './NotificationBell';

const state = vi.hoisted(() => ({
  session: null as Session | null,
  unread: 0,
  asked: 0,
}));
const callMock = vi.hoisted(() => vi.fn());

vi.mock('@/lib/session/session-context', () => ({
  useSession: () => ({ session: state.session, isAuthenticated: state.session !== null }),
}));
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));
vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  get: () => {
    state.asked += 1;
    return Promise.resolve({ unreadCnt: state.unread });
  },
}));
// No server in a unit test: the stream never opens and the count is polled.
vi.mock('../hooks/notification-stream', () => ({
  openNotificationStream: ((_onCount, onEnd) => {
    onEnd(false);
    return () => undefined;
  }) satisfies UnreadStreamOpener,
}));

const item = (over: Partial<Notification>): Notification => ({
  ntfId: 1,
  kind: 'reservation-confirmed',
  title: '예약 확정',
  body: '라이브룸 A 2025.10.13 10:00~11:00 예약이 확정되었습니다.',
  link: '/mypage/reservations',
  readYn: 'N',
  readDt: null,
  regDt: '2025-10-01T00:30:00.000+09:00',
  ...over,
});

afterEach(cleanup);
beforeEach(() => {
  state.session = { userId: 7, lgnId: 'shopowner', userPattnCd: '200' } as Session;
  state.unread = 0;
  state.asked = 0;
  callMock.mockReset();
});

describe("the header's notification bell", () => {
  it('is named with the unread count and shows it as a badge', async () => {
    state.unread = 3;
    render(<NotificationBell />, { route: '/' });
    const bell = await screen.findByRole('button', { name: '알림 3건' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveTextContent('3');
  });

  it('opens a panel with the newest ten linking to their targets and 모두 보기; Escape closes it and returns focus', async () => {
    state.unread = 1;
    callMock.mockImplementation((endpoint: unknown, args: { query?: object }) => {
      expect(endpoint).toBe(notificationEndpoints.list);
      expect(args.query).toEqual({ pageNo: 1, pageSize: 10 });
      return Promise.resolve({
        items: [item({}), item({ ntfId: 2, title: '예약 신청 접수', kind: 'reservation-requested', readYn: 'Y' })],
        totalCount: 2,
        hasMore: false,
        pageNo: 1,
        pageSize: 10,
      });
    });
    const user = userEvent.setup();
    render(<NotificationBell />, { route: '/' });
    const bell = await screen.findByRole('button', { name: '알림 1건' });
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('region', { name: '알림' });
    const list = await within(panel).findByRole('list', { name: '최근 알림' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/mypage/reservations');
    expect(links[0]).toHaveTextContent('읽지 않음');
    expect(links[0]).toHaveTextContent('예약 확정');
    expect(links[1]).toHaveTextContent('읽음');
    expect(within(panel).getByRole('link', { name: '모두 보기' })).toHaveAttribute('href', '/mypage/notifications');

    await user.keyboard('{Tab}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: '알림' })).toBeNull();
    expect(bell).toHaveFocus();
  });

  it('marks a notification read when its link is followed, and the panel closes', async () => {
    state.unread = 1;
    callMock.mockImplementation((endpoint: unknown) =>
      Promise.resolve(
        endpoint === notificationEndpoints.list
          ? { items: [item({})], totalCount: 1, hasMore: false, pageNo: 1, pageSize: 10 }
          : { number: 200, message: '읽음으로 표시했습니다.' },
      ),
    );
    const user = userEvent.setup();
    render(<NotificationBell />, { route: '/' });
    await user.click(await screen.findByRole('button', { name: '알림 1건' }));
    state.unread = 0;
    await user.click(await screen.findByRole('link', { name: /예약 확정/ }));
    expect(callMock).toHaveBeenCalledWith(notificationEndpoints.markRead, { params: { ntfId: 1 } });
    expect(screen.getByRole('button', { name: /알림/ })).toHaveAttribute('aria-expanded', 'false');
    // The count is asked again once the notification is read.
    expect(await screen.findByRole('button', { name: '알림 0건' })).toBeInTheDocument();
  });
});

describe('the unread count', () => {
  it('follows what the server pushes while the stream is open, and asks again when it closes', async () => {
    const { useNotificationCount } = await import('../hooks/notification-count');
    let push: ((n: number) => void) | null = null;
    let end: ((reconnect: boolean) => void) | null = null;
    let opened = 0;
    const opener: UnreadStreamOpener = (onCount, onEnd) => {
      opened += 1;
      push = onCount;
      end = onEnd;
      return () => undefined;
    };
    state.unread = 4;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useNotificationCount(opener), { wrapper });
    await waitFor(() => expect(result.current).toBe(4));
    act(() => push!(5));
    expect(result.current).toBe(5);
    // A healthy stream the server ended (idle, lifetime) is opened again at once.
    act(() => end!(true));
    expect(opened).toBe(2);
    act(() => push!(0));
    expect(result.current).toBe(0);
  });

  it('is 0 for visitors, who are never asked', () => {
    state.session = null;
    render(<NotificationBell />, { route: '/' });
    expect(screen.getByRole('button', { name: '알림 0건' })).toBeInTheDocument();
    expect(state.asked).toBe(0);
  });
});
