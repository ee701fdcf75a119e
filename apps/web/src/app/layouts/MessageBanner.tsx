import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useUnreadMessageCount } from '../hooks/unread-messages';
import { BellIcon, CloseIcon } from './icons';
import { MESSAGE_INBOX_PATH } from './navigation';
import styles from './MessageBanner.module.css';

export function unreadBannerText(count: number): string {
  return `${count}건의 알람이 있어요 !`;
}

/** 'N건의 알람이 있어요 !' above the header while messages are unread; closable, hidden in the inbox itself. */
export function MessageBanner() {
  const count = useUnreadMessageCount();
  const { pathname } = useLocation();
  // Closing hides the banner for this count; a different count shows it again.
  const [dismissedCount, setDismissedCount] = useState<number | null>(null);
  const visible = count > 0 && pathname !== MESSAGE_INBOX_PATH && dismissedCount !== count;
  return (
    <div aria-live="polite">
      {visible ? (
        <div className={styles.banner}>
          <div className={styles.inner}>
            <Link to={MESSAGE_INBOX_PATH} className={styles.link}>
              <BellIcon className={styles.icon} />
              {unreadBannerText(count)}
            </Link>
            <button type="button" className={styles.close} onClick={() => setDismissedCount(count)}>
              <CloseIcon className={styles.closeIcon} />
              <span className="sr-only">알림 닫기</span>
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
