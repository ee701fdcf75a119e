import { NOTIFICATION_MESSAGES } from '@onfan/contracts/notification';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/Button';
import { ListResults } from '@/components/ui/ListPage';
import { useListParams } from '@/lib/use-list-params';
import { NOTIFICATION_PAGE_SIZE, notificationPageQuery, useMarkAllRead } from '../notification-api';
import { NotificationList } from './NotificationList';
import { NotificationSettings } from './NotificationSettings';
import styles from './Notification.module.css';

export const MY_NOTIFICATIONS_TEXT = {
  title: '알림',
  lead: '예약, 신청, 심사 결과처럼 회원님께 알려 드린 소식입니다. 알림을 누르면 해당 화면으로 이동하고 읽음으로 표시됩니다.',
  listLabel: '받은 알림',
  markAll: '모두 읽음',
  count: (n: number) => `전체 ${n.toLocaleString('ko-KR')}건`,
} as const;

/**
 * 마이페이지 → 알림: every notification of the member on the one list chain, paged (the page in the address), read
 * and unread, 모두 읽음.
 */
export default function MyNotifications() {
  const { pageNo, update } = useListParams();
  const list = useQuery(notificationPageQuery(pageNo));
  const markAll = useMarkAllRead();
  return (
    <section aria-labelledby="my-notifications-title">
      <h1 id="my-notifications-title" className={styles.pageTitle}>
        {MY_NOTIFICATIONS_TEXT.title}
      </h1>
      <p className={styles.lead}>{MY_NOTIFICATIONS_TEXT.lead}</p>
      <ListResults
        query={list}
        failed={{ message: NOTIFICATION_MESSAGES.loadFailed }}
        empty={{ message: NOTIFICATION_MESSAGES.empty }}
        paging={{
          pageNo,
          pageSize: NOTIFICATION_PAGE_SIZE,
          onChange: (next) => update({ pageNo: next > 1 ? String(next) : '' }),
        }}
      >
        {(items, data) => (
          <>
            <div className={styles.toolbar}>
              <p className={styles.count} aria-live="polite">
                {MY_NOTIFICATIONS_TEXT.count(data.totalCount)}
              </p>
              <Button
                size="small"
                variant="secondary"
                isDisabled={markAll.isPending}
                onPress={() => void markAll.run()}
              >
                {MY_NOTIFICATIONS_TEXT.markAll}
              </Button>
            </div>
            <NotificationList items={items} label={MY_NOTIFICATIONS_TEXT.listLabel} />
          </>
        )}
      </ListResults>
      <NotificationSettings />
    </section>
  );
}
