import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListResults } from '@/components/ui/ListPage';
import { Button } from '@/components/ui/Button';
import { myAlarmsQuery, useAlarm, useDeleteAllAlarms } from '../broadcast-api';
import styles from './Broadcast.module.css';
import { PageHeader } from '@/components/ui/PageHeader';

/** My page section: the broadcasts whose alert the member asked for (a text message 10 minutes before). */
export default function MyBroadcastAlarms() {
  const [pageNo, setPageNo] = useState(1);
  const results = useQuery(myAlarmsQuery(pageNo));
  const alarm = useAlarm();
  const deleteAll = useDeleteAllAlarms();
  return (
    <>
      <PageHeader title="방송 알림" />
      <ListResults
        query={results}
        failed={{ message: '방송 알림을 불러오지 못했습니다.' }}
        empty={{ message: '신청한 방송 알림이 없습니다.', action: <Link to="/broadcast">방송 보러 가기</Link> }}
        paging={{ pageNo: pageNo, onChange: setPageNo }}
      >
        {(items) => (
          <>
            <p>방송 시작 10분 전에 휴대폰 문자로 알려드립니다.</p>
            <ul className={styles.products}>
              {items.map((a) => (
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
          </>
        )}
      </ListResults>
    </>
  );
}
