import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { ApiError } from '@/lib/api/api-client';
import { navigateTo } from '@/lib/api/navigation';
import { modal } from '@/lib/modal/modal-service';
import { refusalMessage } from '@/lib/api/use-command';
import { extendSession, validateSession } from './session-api';
import { isMyPagePath, LOGIN_PATH } from './session-config';
import { formatRemaining, SESSION_WARNING_MS, sessionExpiry } from './session-expiry';
import { sessionStore } from './session-store';

export const SESSION_EXPIRY_TEXT = {
  title: '로그인 시간 연장 안내',
  remaining: (time: string) => `장시간 사용하지 않아 ${time} 후 자동으로 로그아웃됩니다.`,
  hint: '로그인 상태를 유지하려면 로그인 연장 버튼을 눌러주세요.',
  extend: '로그인 연장',
  logout: '로그아웃',
  expired: '장시간 사용하지 않아 자동으로 로그아웃되었습니다. 다시 로그인해주세요.',
} as const;

/** The server's clock may run a little behind the browser's: the session is checked this long after its end. */
const EXPIRY_GRACE_MS = 2_000;
/** The longest delay a browser timer keeps (about 24.8 days); a longer one fires at once. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Warns a logged-in member two minutes before the idle session ends and offers to extend it (KWCAG 2.2.1
 * adjustable time limits). When the time is up the server is asked: activity elsewhere (another tab, other
 * calls) may have kept the session; otherwise the member is told they were logged out. The session provider draws it
 * only while a member is logged in, and hands it its logout (it does not import the provider: no import circle).
 */
export function SessionExpiryWarning({ logout }: { logout: () => Promise<void> }) {
  const queryClient = useQueryClient();
  const expiresAt = useSyncExternalStore(sessionExpiry.subscribe, sessionExpiry.get, sessionExpiry.get);
  // The expiry the warning was opened for: a new expiry (extend, route checks, login) closes it by itself.
  const [warnedFor, setWarnedFor] = useState<number | null>(null);
  const open = expiresAt !== null && warnedFor === expiresAt;
  const close = () => setWarnedFor(null);
  const [now, setNow] = useState(() => Date.now());
  const [pending, setPending] = useState(false);
  // Bumped when an end further away than a timer can wait comes nearer: the timers are scheduled again.
  const [rescheduled, setRescheduled] = useState(0);
  const descriptionId = useId();

  // Schedules the warning and the end; a new expiry (extend, route checks, login) reschedules both.
  useEffect(() => {
    if (expiresAt === null) return;
    const warnIn = expiresAt - SESSION_WARNING_MS - Date.now();
    if (warnIn > LONGEST_TIMER_MS) {
      const later = setTimeout(() => setRescheduled((n) => n + 1), LONGEST_TIMER_MS);
      return () => clearTimeout(later);
    }
    const warnTimer = setTimeout(
      () => {
        setNow(Date.now());
        setWarnedFor(expiresAt);
      },
      Math.max(0, warnIn),
    );
    const endTimer = setTimeout(
      () => {
        void (async () => {
          const result = await validateSession();
          if (result === 'valid') return; // kept alive elsewhere: the new expiry reschedules
          setWarnedFor(null);
          if (result !== 'invalid') return;
          void queryClient.resetQueries();
          await modal.alert(SESSION_EXPIRY_TEXT.expired);
          if (isMyPagePath(window.location.pathname)) navigateTo(LOGIN_PATH);
        })();
      },
      Math.max(0, expiresAt - Date.now() + EXPIRY_GRACE_MS),
    );
    return () => {
      clearTimeout(warnTimer);
      clearTimeout(endTimer);
    };
  }, [expiresAt, queryClient, rescheduled]);

  // The visible countdown while the warning is open.
  useEffect(() => {
    if (!open) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [open]);

  const extend = async () => {
    setPending(true);
    try {
      const result = await extendSession();
      close();
      await modal.alert(result.message);
    } catch (error) {
      close();
      if (error instanceof ApiError && error.status === 401) {
        sessionStore.clear();
        void queryClient.resetQueries();
        await modal.alert(SESSION_EXPIRY_TEXT.expired);
        if (isMyPagePath(window.location.pathname)) navigateTo(LOGIN_PATH);
        return;
      }
      await modal.alert(refusalMessage(error));
    } finally {
      setPending(false);
    }
  };

  if (expiresAt === null) return null;
  return (
    <Dialog
      isOpen={open}
      onClose={close}
      title={SESSION_EXPIRY_TEXT.title}
      role="alertdialog"
      size="small"
      isDismissable={false}
      aria-describedby={descriptionId}
      footer={
        <>
          <Button variant="secondary" onPress={() => void logout()}>
            {SESSION_EXPIRY_TEXT.logout}
          </Button>
          <Button onPress={() => void extend()} isPending={pending}>
            {SESSION_EXPIRY_TEXT.extend}
          </Button>
        </>
      }
    >
      <div id={descriptionId}>
        <p>{SESSION_EXPIRY_TEXT.remaining(formatRemaining(expiresAt - now))}</p>
        <p>{SESSION_EXPIRY_TEXT.hint}</p>
      </div>
    </Dialog>
  );
}
