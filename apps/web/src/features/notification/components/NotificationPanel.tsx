import { NOTIFICATION_MESSAGES } from '@onfan/contracts/notification';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/Spinner';
import { notificationPageQuery } from '../notification-api';
import { MY_NOTIFICATIONS_PATH } from '../notification-keys';
import { NotificationList } from './NotificationList';
import styles from './NotificationPanel.module.css';

export const PANEL_TEXT = { title: '알림', all: '모두 보기', listLabel: '최근 알림' } as const;
/** The panel shows the newest ten; 모두 보기 opens the rest. */
export const PANEL_SIZE = 10;

/** The header bell's panel (its own chunk): the newest ten notifications and 모두 보기 (마이페이지 → 알림). */
export default function NotificationPanel({ onFollow }: { onFollow: () => void }) {
  const titleId = useId();
  const { data, isPending, isError } = useQuery(notificationPageQuery(1, PANEL_SIZE));
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {PANEL_TEXT.title}
      </h2>
      {isPending ? (
        <Spinner />
      ) : isError || !data ? (
        <p className={styles.state}>{NOTIFICATION_MESSAGES.loadFailed}</p>
      ) : data.items.length === 0 ? (
        <p className={styles.state}>{NOTIFICATION_MESSAGES.empty}</p>
      ) : (
        <NotificationList items={data.items} label={PANEL_TEXT.listLabel} compact onFollow={onFollow} />
      )}
      <p className={styles.footer}>
        <Link to={MY_NOTIFICATIONS_PATH} className={styles.all} onClick={onFollow}>
          {PANEL_TEXT.all}
        </Link>
      </p>
    </section>
  );
}
