import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import { createUnreadPoller, UNREAD_BADGE_MS, UNREAD_POLL_MS, type UnreadCountAnswer } from './unread-messages';
import { parseEventBlock } from '@/lib/api/event-stream';

vi.mock('@/lib/modal/modal-service', () => ({ modal: { confirm: vi.fn() } }));

const notFound = () => new ApiError({ status: 404, number: 404, message: '존재하지 않는 요청입니다.' });

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('unread message poller', () => {
  it('sets the count when above 0 and resets it to 0 after 8 s without a newer answer', async () => {
    const fetchCount = vi.fn<() => Promise<UnreadCountAnswer>>().mockResolvedValueOnce({ rcvrMsgCnt: 2 });
    fetchCount.mockResolvedValue({ rcvrMsgCnt: 0 });
    const poller = createUnreadPoller(fetchCount, 60_000, UNREAD_BADGE_MS);
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(poller.getCount()).toBe(2);
    await vi.advanceTimersByTimeAsync(UNREAD_BADGE_MS - 1);
    expect(poller.getCount()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(poller.getCount()).toBe(0);
    poller.stop();
  });

  it('keeps polling every 8 s while the answers are good, and notifies subscribers', async () => {
    const fetchCount = vi
      .fn<() => Promise<UnreadCountAnswer>>()
      .mockResolvedValueOnce({ rcvrMsgCnt: 1 })
      .mockResolvedValueOnce({ rcvrMsgCnt: 4 });
    fetchCount.mockResolvedValue({ rcvrMsgCnt: 4 });
    const poller = createUnreadPoller(fetchCount);
    const listener = vi.fn();
    poller.subscribe(listener);
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(poller.getCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    expect(fetchCount).toHaveBeenCalledTimes(2);
    expect(poller.getCount()).toBe(4);
    // 1 then 4: no flicker to 0 between two good answers.
    expect(listener).toHaveBeenCalledTimes(2);
    poller.stop();
    expect(poller.getCount()).toBe(0);
  });

  it('stops polling and clears the count after a 404 (message API not deployed), without spamming', async () => {
    const fetchCount = vi
      .fn<() => Promise<UnreadCountAnswer>>()
      .mockResolvedValueOnce({ rcvrMsgCnt: 3 })
      .mockRejectedValue(notFound());
    const poller = createUnreadPoller(fetchCount);
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(poller.getCount()).toBe(3);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    expect(fetchCount).toHaveBeenCalledTimes(2);
    expect(poller.getCount()).toBe(0);
    expect(poller.isRunning()).toBe(false);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 20);
    expect(fetchCount).toHaveBeenCalledTimes(2);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('treats an answer without a count as a bad response', async () => {
    const fetchCount = vi.fn<() => Promise<UnreadCountAnswer>>().mockResolvedValue({} as UnreadCountAnswer);
    const poller = createUnreadPoller(fetchCount);
    poller.start();
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 3);
    expect(fetchCount).toHaveBeenCalledTimes(1);
    expect(poller.isRunning()).toBe(false);
  });

  it('starts again after a new login', async () => {
    const fetchCount = vi.fn<() => Promise<UnreadCountAnswer>>().mockRejectedValueOnce(notFound());
    fetchCount.mockResolvedValue({ rcvrMsgCnt: 5 });
    const poller = createUnreadPoller(fetchCount);
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(poller.isRunning()).toBe(false);
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(poller.getCount()).toBe(5);
    poller.stop();
  });

  it('an answer arriving after stop() changes nothing', async () => {
    let resolve: (a: UnreadCountAnswer) => void = () => {};
    const fetchCount = vi.fn(() => new Promise<UnreadCountAnswer>((r) => (resolve = r)));
    const poller = createUnreadPoller(fetchCount);
    poller.start();
    poller.stop();
    resolve({ rcvrMsgCnt: 9 });
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 2);
    expect(poller.getCount()).toBe(0);
    expect(fetchCount).toHaveBeenCalledTimes(1);
  });

  it('uses the pushed count while the stream is open, and asks again once it closes', async () => {
    let push: (n: number) => void = () => {};
    let end: (reconnect: boolean) => void = () => {};
    const close = vi.fn();
    const openStream = vi.fn((onCount: (n: number) => void, onEnd: (reconnect: boolean) => void) => {
      push = onCount;
      end = onEnd;
      return close;
    });
    const fetchCount = vi.fn<() => Promise<UnreadCountAnswer>>().mockResolvedValue({ rcvrMsgCnt: 0 });
    const poller = createUnreadPoller(fetchCount, UNREAD_POLL_MS, UNREAD_BADGE_MS, openStream);
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchCount).toHaveBeenCalledTimes(1);
    push(3);
    expect(poller.getCount()).toBe(3);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 3);
    // No calls while pushed: the count stays up on the same beat.
    expect(fetchCount).toHaveBeenCalledTimes(1);
    expect(poller.getCount()).toBe(3);
    end(false);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    expect(fetchCount).toHaveBeenCalledTimes(2);
    poller.stop();
    expect(close).not.toHaveBeenCalled();
  });

  it('opens the stream again when the server ended it for being quiet or old, not when it was replaced', async () => {
    const ends: ((reconnect: boolean) => void)[] = [];
    const openStream = vi.fn((_onCount: (n: number) => void, onEnd: (reconnect: boolean) => void) => {
      ends.push(onEnd);
      return vi.fn();
    });
    const fetchCount = vi.fn<() => Promise<UnreadCountAnswer>>().mockResolvedValue({ rcvrMsgCnt: 0 });
    const poller = createUnreadPoller(fetchCount, UNREAD_POLL_MS, UNREAD_BADGE_MS, openStream);
    poller.start();
    expect(openStream).toHaveBeenCalledTimes(1);
    ends[0]!(true);
    expect(openStream).toHaveBeenCalledTimes(2);
    ends[1]!(false);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 2);
    expect(openStream).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('closes the stream when stopped', async () => {
    const close = vi.fn();
    const poller = createUnreadPoller(
      vi.fn<() => Promise<UnreadCountAnswer>>().mockResolvedValue({ rcvrMsgCnt: 0 }),
      UNREAD_POLL_MS,
      UNREAD_BADGE_MS,
      () => close,
    );
    poller.start();
    poller.stop();
    expect(close).toHaveBeenCalledTimes(1);
  });
});

describe('server-sent event blocks', () => {
  it("reads the server's end event and why", () => {
    expect(parseEventBlock('event: end\ndata: {"reason":"idle"}')).toEqual({ event: 'end', data: '{"reason":"idle"}' });
  });

  it('reads the event name and data, skipping comments', () => {
    expect(parseEventBlock(': heartbeat')).toBeNull();
    expect(parseEventBlock('event: unread\ndata: {"rcvrMsgCnt":2}')).toEqual({
      event: 'unread',
      data: '{"rcvrMsgCnt":2}',
    });
  });
});
