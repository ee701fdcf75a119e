import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pagination } from '@/components/ui/Pagination';
import { Spinner } from '@/components/ui/Spinner';
import { myAlarmsQuery, useAlarm, useDeleteAllAlarms } from '../broadcast-api';
import list from '@/components/ui/ListPage.module.css';
import styles from './Broadcast.module.css';

/** My page section: the broadcasts whose alert the member asked for (a text message 10 minutes before). */
export default function MyBroadcastAlarms() {
  const [pageNo, setPageNo] = useState(1);
  const { data, isPending, isError } = useQuery(myAlarmsQuery(pageNo));
  const alarm = useAlarm();
  const deleteAll = useDeleteAllAlarms();
  if (isPending) return <Spinner />;
  if (isError || !data) return <EmptyState message="방송 알림을 불러오지 못했습니다." />;
  if (data.items.length === 0)
    return <EmptyState message="신청한 방송 알림이 없습니다." action={<Link to="/broadcast">방송 보러 가기</Link>} />;
  return (
    <>
      <p>방송 시작 10분 전에 휴대폰 문자로 알려드립니다.</p>
      <ul className={styles.products}>
        {data.items.map((a) => (
          <li key={a.brcInfoNo} className={styles.product}>
            <span>
              <strong>{a.brcTit}</strong> · {a.chnlNm} ·{' '}
              <time dateTime={a.brcBgngDt}>{formatDate(a.brcBgngDt, 'yyyy.MM.dd HH:mm')}</time>
            </span>
            <Button
              size="small"
              variant="secondary"
              aria-label={`${a.brcTit} 알림 해제`}
              onPress={() => void alarm.run({ brcInfoNo: a.brcInfoNo, on: false })}
            >
              알림 해제
            </Button>
          </li>
        ))}
      </ul>
      <div className={styles.boxActions}>
        <Button variant="secondary" isPending={deleteAll.isPending} onPress={() => void deleteAll.run()}>
          모두 해제
        </Button>
      </div>
      <div className={list.pager}>
        <Pagination pageNo={pageNo} totalCount={data.totalCount} onChange={setPageNo} />
      </div>
    </>
  );
}
