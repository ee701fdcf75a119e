import type { Notification } from '@onfan/contracts/notification';
import { formatDate } from '@onfan/contracts/time';
import { Link } from 'react-router';
import { cx } from '@/components/ui/class-names';
import { useOpenNotification } from '../notification-api';
import styles from './Notification.module.css';

export const NOTIFICATION_ITEM_TEXT = { unread: '읽지 않음', read: '읽음' } as const;

/**
 * Notifications, newest first: each a link to the thing it is about, which marks it read as it is followed. Unread
 * ones are marked in words (not by colour alone). `compact` (the header's panel) shows two lines of each body.
 */
export function NotificationList({
  items,
  label,
  compact = false,
  onFollow,
}: {
  items: readonly Notification[];
  label: string;
  compact?: boolean;
  /** After a link was followed (the panel closes). */
  onFollow?: () => void;
}) {
  const open = useOpenNotification();
  return (
    <ul className={cx(styles.list, compact && styles.compact)} aria-label={label}>
      {items.map((n) => {
        const unread = n.readYn === 'N';
        return (
          <li key={n.ntfId} className={cx(styles.item, unread && styles.unread)}>
            <Link
              to={n.link}
              className={styles.link}
              onClick={() => {
                if (unread) open(n.ntfId);
                onFollow?.();
              }}
            >
              <span className={styles.head}>
                <span className={unread ? styles.state : styles.readState}>
                  {unread ? NOTIFICATION_ITEM_TEXT.unread : NOTIFICATION_ITEM_TEXT.read}
                </span>
                <span className={styles.title}>{n.title}</span>
                <time className={styles.date} dateTime={n.regDt}>
                  {formatDate(n.regDt, 'yyyy.MM.dd HH:mm')}
                </time>
              </span>
              <span className={styles.body}>{n.body}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
