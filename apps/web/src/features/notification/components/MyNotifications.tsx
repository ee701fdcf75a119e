import { NOTIFICATION_MESSAGES, type NotificationPage } from '@onfan/contracts/notification';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pagination } from '@/components/ui/Pagination';
import { Spinner } from '@/components/ui/Spinner';
import type { Command } from '@/lib/api/use-command';
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

/** 마이페이지 → 알림: every notification of the member, paged (the page in the address), read and unread, 모두 읽음. */
export default function MyNotifications() {
  const { pageNo, update } = useListParams();
  const { data, isPending, isError } = useQuery(notificationPageQuery(pageNo));
  const markAll = useMarkAllRead();
  return (
    <section aria-labelledby="my-notifications-title">
      <h1 id="my-notifications-title" className={styles.pageTitle}>
        {MY_NOTIFICATIONS_TEXT.title}
      </h1>
      <p className={styles.lead}>{MY_NOTIFICATIONS_TEXT.lead}</p>
      {isPending ? (
        <Spinner />
      ) : isError || !data ? (
        <EmptyState message={NOTIFICATION_MESSAGES.loadFailed} />
      ) : (
        <Listing
          pageNo={pageNo}
          data={data}
          markAll={markAll}
          onPage={(next) => update({ pageNo: next > 1 ? String(next) : '' })}
        />
      )}
      <NotificationSettings />
    </section>
  );
}

function Listing({
  pageNo,
  data,
  markAll,
  onPage,
}: {
  pageNo: number;
  data: NotificationPage;
  markAll: Command<void, unknown>;
  onPage: (pageNo: number) => void;
}) {
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {MY_NOTIFICATIONS_TEXT.count(data.totalCount)}
        </p>
        {data.totalCount > 0 ? (
          <Button size="small" variant="secondary" isDisabled={markAll.isPending} onPress={() => void markAll.run()}>
            {MY_NOTIFICATIONS_TEXT.markAll}
          </Button>
        ) : null}
      </div>
      {data.items.length === 0 ? (
        <EmptyState message={NOTIFICATION_MESSAGES.empty} />
      ) : (
        <>
          <NotificationList items={data.items} label={MY_NOTIFICATIONS_TEXT.listLabel} />
          <div className={styles.pager}>
            <Pagination
              pageNo={pageNo}
              pageSize={NOTIFICATION_PAGE_SIZE}
              totalCount={data.totalCount}
              onChange={onPage}
            />
          </div>
        </>
      )}
    </>
  );
}
