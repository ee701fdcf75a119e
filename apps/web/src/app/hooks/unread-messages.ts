import { useEffect, useSyncExternalStore } from 'react';
import { get } from '@/lib/api/api-client';
import { useSession } from '@/lib/session/session-context';
import { openUnreadStream, type UnreadStreamOpener } from './unread-stream';

/** Unread-message count (spec section 4): polled after login; a count above 0 is shown, then reset after 8 s. */
export const UNREAD_BADGE_MS = 8_000;
/** Polling runs on the same 8-second beat, so the count stays up while messages remain unread. */
export const UNREAD_POLL_MS = 8_000;

export interface UnreadCountAnswer {
  rcvrMsgCnt: number;
}

type Listener = () => void;

export function fetchUnreadCount(): Promise<UnreadCountAnswer> {
  // A background call: never prompt for login, never leave the page on a server error.
  return get<UnreadCountAnswer>('common/msg/rcvr', undefined, { authPrompt: false, redirectOnServerError: false });
}

/**
 * The poller. Any failure or unusable answer (404 while the message API is not deployed, 401, 5xx, network)
 * stops polling and clears the count silently, until the next login. With `openStream`, the count the server pushes
 * (server-sent events) is used instead of asking while the stream stays open; when it closes, polling asks again,
 * and when the server ended it only for being quiet or old (its `end` event says so), it is opened again at once.
 */
export function createUnreadPoller(
  fetchCount: () => Promise<UnreadCountAnswer> = fetchUnreadCount,
  pollMs: number = UNREAD_POLL_MS,
  badgeMs: number = UNREAD_BADGE_MS,
  openStream?: UnreadStreamOpener,
) {
  let count = 0;
  /** The last pushed count while the stream is open; null otherwise. */
  let pushed: number | null = null;
  let closeStream: (() => void) | null = null;
  let running = false;
  let inFlight = false;
  let generation = 0;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let resetTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<Listener>();

  const setCount = (next: number) => {
    if (next === count) return;
    count = next;
    for (const listener of listeners) listener();
  };

  const halt = () => {
    closeStream?.();
    closeStream = null;
    pushed = null;
    running = false;
    inFlight = false;
    generation += 1;
    clearTimeout(pollTimer);
    clearTimeout(resetTimer);
    setCount(0);
  };

  const armReset = () => {
    clearTimeout(resetTimer);
    // A poll on its way will set or clear the count itself: no flicker to 0 in between.
    resetTimer = setTimeout(() => {
      if (!inFlight) setCount(0);
    }, badgeMs);
  };

  const tick = async (gen: number) => {
    if (gen !== generation) return;
    // A hidden tab does not poll; it asks again on the next beat.
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') {
      pollTimer = setTimeout(() => void tick(gen), pollMs);
      return;
    }
    if (pushed !== null) {
      // The stream keeps the count current: no call, the same beat.
      setCount(pushed);
      pollTimer = setTimeout(() => void tick(gen), pollMs);
      if (pushed > 0) armReset();
      return;
    }
    inFlight = true;
    try {
      const answer = await fetchCount();
      if (gen !== generation) return;
      if (typeof answer?.rcvrMsgCnt !== 'number' || !Number.isFinite(answer.rcvrMsgCnt)) {
        throw new Error('unread count missing from the answer');
      }
      setCount(Math.max(0, answer.rcvrMsgCnt));
      // Scheduled before the reset, so with equal delays the next poll starts first and the badge does not flicker.
      pollTimer = setTimeout(() => void tick(gen), pollMs);
      if (answer.rcvrMsgCnt > 0) armReset();
    } catch (error) {
      if (gen !== generation) return;
      console.warn('unread message polling stopped:', error instanceof Error ? error.message : error);
      halt();
    } finally {
      if (gen === generation) inFlight = false;
    }
  };

  return {
    getCount: () => count,
    isRunning: () => running,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(): void {
      if (running) return;
      running = true;
      generation += 1;
      const gen = generation;
      const connect = (stream: UnreadStreamOpener) => {
        closeStream = stream(
          (n) => {
            if (gen !== generation) return;
            pushed = n;
            setCount(n);
            if (n > 0) armReset();
          },
          (reconnect) => {
            if (gen !== generation) return;
            pushed = null;
            closeStream = null;
            // The server ended a healthy stream that was quiet or old: open it again; otherwise polling goes on.
            if (reconnect) connect(stream);
          },
        );
      };
      if (openStream) connect(openStream);
      void tick(gen);
    },
    stop: halt,
  };
}

export type UnreadPoller = ReturnType<typeof createUnreadPoller>;

const defaultPoller = createUnreadPoller(
  fetchUnreadCount,
  UNREAD_POLL_MS,
  UNREAD_BADGE_MS,
  typeof TextDecoderStream === 'function' ? openUnreadStream : undefined,
);

/** The unread count for the header banner: 0 for visitors; polling runs only while logged in. */
export function useUnreadMessageCount(poller: UnreadPoller = defaultPoller): number {
  const { isAuthenticated } = useSession();
  useEffect(() => {
    if (!isAuthenticated) return undefined;
    poller.start();
    return () => poller.stop();
  }, [isAuthenticated, poller]);
  const count = useSyncExternalStore(poller.subscribe, poller.getCount, poller.getCount);
  return isAuthenticated ? count : 0;
}
