import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { ListResults } from '@/components/ui/ListPage';
import { noticesQuery } from '../space-api';
import styles from './space.module.css';

/** Space reservation notices (reservation/ntc/lst), each opening in place, on the one list chain. */
export function NoticeList() {
  const notices = useQuery(noticesQuery(1));
  return (
    <ListResults query={notices}>
      {(items) => (
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
      )}
    </ListResults>
  );
}
