import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/EmptyState';
import { Spinner } from '@/components/ui/Spinner';
import { noticesQuery } from '../space-api';
import styles from './space.module.css';

/** Space reservation notices (reservation/ntc/lst), each opening in place. */
export function NoticeList() {
  const notices = useQuery(noticesQuery(1));
  if (notices.isPending) return <Spinner />;
  const items = notices.data?.items ?? [];
  if (items.length === 0) return <EmptyState />;
  return (
    <ul className={styles.notices}>
      {items.map((n) => (
        <li key={n.ntcId} className={styles.notice}>
          <details>
            <summary>
              <span>{n.ntcTit}</span>
              <span className={styles.date}>{formatDate(n.regDt, 'yyyy.MM.dd')}</span>
            </summary>
            <p>{n.ntcCn}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
