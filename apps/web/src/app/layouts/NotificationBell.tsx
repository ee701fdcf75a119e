import { bellLabel } from '@onfan/contracts/notification-events';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { withChunkTimeout } from '@/lib/chunk-timeout';
import { useNotificationCount } from '../hooks/notification-count';
import { BellIcon } from './icons';
import styles from './NotificationBell.module.css';

const NotificationPanel = lazy(() =>
  withChunkTimeout(() => import('@/features/notification/components/NotificationPanel')),
);

/** The badge shows at most this; the accessible name says the exact count. */
const BADGE_MAX = 99;

/**
 * The header's bell for logged-in members: its name says the unread count ('알림 N건'), a badge shows it, and it opens
 * a panel (a disclosure) with the newest ten and 모두 보기. Escape, a click outside or following a link closes it;
 * Escape returns focus to the bell.
 */
export function NotificationBell({ className }: { className?: string }) {
  const count = useNotificationCount();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const outside = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div ref={wrap} className={`${styles.bell} ${className ?? ''}`} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={bellLabel(count)}
        onClick={() => setOpen((o) => !o)}
      >
        <BellIcon />
        {count > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
          </span>
        ) : null}
      </button>
      <div id={panelId} className={styles.popover} hidden={!open}>
        {open ? (
          <Suspense fallback={null}>
            <NotificationPanel onFollow={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
