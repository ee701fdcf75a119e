import { publicPageDescription } from '@onfan/contracts/page-meta';
import type { ScheduleItem } from '@onfan/contracts/broadcast';
import { BRC_TYPE_NAMES } from '@onfan/contracts/broadcast';
import { formatDate, formatYmd, seoulYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Calendar } from '@/components/ui/Calendar';
import { Dialog } from '@/components/ui/Dialog';
import { ListResults } from '@/components/ui/ListPage';
import { useListParams } from '@/lib/use-list-params';
import { useNow } from '@/lib/use-now';
import { scheduleQuery } from '../broadcast-api';
import { AlarmButton } from './BroadcastList';
import { StatusBadge } from './LiveList';
import { livePathOf, seoulDayOf } from './live-paths';
import list from '@/components/ui/ListPage.module.css';
import styles from './Broadcast.module.css';

export const SCHEDULE_TEXT = {
  title: '라이브 편성표',
  description: publicPageDescription('/live/schedule'),
  calendar: '방송 날짜 선택',
  legend: '방송이 있는 날만 고를 수 있습니다.',
  monthList: (ym: string) => `${Number(ym.slice(0, 4))}년 ${Number(ym.slice(4))}월 방송`,
  dayTitle: (ymd: string) => `${formatYmd(ymd)} 방송`,
  empty: '이달에 편성된 방송이 없습니다.',
  failed: '편성표를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
  toList: '라이브 목록',
} as const;

function ScheduleRow({ item }: { item: ScheduleItem }) {
  return (
    <li className={styles.scheduleRow}>
      <time dateTime={item.brcBgngDt} className={styles.scheduleTime}>
        {formatDate(item.brcBgngDt, 'HH:mm')}
      </time>
      <div className={styles.scheduleBody}>
        <p className={styles.scheduleTitle}>
          <StatusBadge item={item} /> <Link to={livePathOf(item)}>{item.brcTit}</Link>
        </p>
        <p className={styles.meta}>
          <span>{item.chnlNm}</span>
          <span>{BRC_TYPE_NAMES[item.brcTypeDcd]}</span>
        </p>
      </div>
      {item.brcSts === 'SCHEDULED' ? <AlarmButton item={item} /> : null}
    </li>
  );
}

/**
 * live/schedule: a month calendar of the live and commerce broadcasts (days without one are shown but cannot be
 * chosen); choosing a day opens the broadcast calendar modal with that day's broadcasts, their alert buttons and
 * links. The month's list beside it says the same for those who do not use the grid. The month shown is in the
 * address bar (`?ym=yyyyMM`, this month in Seoul without it), so turning the month loads that month's schedule, and
 * the server draws the same month a link names.
 */
export function LiveSchedule() {
  const now = useNow();
  const today = seoulYmd(new Date(now));
  const params = useListParams();
  const asked = params.get('ym');
  const ym = /^\d{4}(0[1-9]|1[0-2])$/.test(asked) ? asked : today.slice(0, 6);
  const turnMonth = (month: string) => params.update({ ym: month }, { replace: true });
  const [day, setDay] = useState<string | null>(null);
  const schedule = useQuery(scheduleQuery(ym));
  const { data } = schedule;

  const byDay = useMemo(() => {
    const map = new Map<string, ScheduleItem[]>();
    for (const item of data ?? []) {
      const d = seoulDayOf(item.brcBgngDt);
      map.set(d, [...(map.get(d) ?? []), item]);
    }
    return map;
  }, [data]);
  const unavailable = useCallback((ymd: string) => !byDay.has(ymd), [byDay]);
  const dayItems = day ? (byDay.get(day) ?? []) : [];

  return (
    <div className={`${list.wrap} ${styles.livePanel} ${styles.livePage}`}>
      <h1 className={list.detailTitle}>{SCHEDULE_TEXT.title}</h1>
      <p>{SCHEDULE_TEXT.description}</p>
      <p>
        <Link to="/live/list">{SCHEDULE_TEXT.toList}</Link>
      </p>
      <div className={styles.schedule}>
        <Calendar
          label={SCHEDULE_TEXT.calendar}
          value={day}
          onChange={setDay}
          defaultFocusedValue={today.startsWith(ym) ? today : `${ym}01`}
          visibleMonth={ym}
          onVisibleMonthChange={turnMonth}
          isDateUnavailable={unavailable}
          description={SCHEDULE_TEXT.legend}
        />
        <section aria-labelledby="live-month-list">
          <h2 id="live-month-list" className={styles.sectionTitle}>
            {SCHEDULE_TEXT.monthList(ym)}
          </h2>
          <ListResults
            query={schedule}
            failed={{ message: SCHEDULE_TEXT.failed }}
            empty={{ message: SCHEDULE_TEXT.empty }}
          >
            {() =>
              [...byDay.entries()].map(([d, items]) => (
                <div key={d}>
                  <h3 className={styles.scheduleDay}>{formatYmd(d)}</h3>
                  <ul className={styles.scheduleList}>
                    {items.map((item) => (
                      <ScheduleRow key={item.brcInfoNo} item={item} />
                    ))}
                  </ul>
                </div>
              ))
            }
          </ListResults>
        </section>
      </div>
      <Dialog isOpen={day !== null} onClose={() => setDay(null)} title={day ? SCHEDULE_TEXT.dayTitle(day) : ''}>
        {dayItems.length === 0 ? (
          <p>{SCHEDULE_TEXT.empty}</p>
        ) : (
          <ul className={styles.scheduleList}>
            {dayItems.map((item) => (
              <ScheduleRow key={item.brcInfoNo} item={item} />
            ))}
          </ul>
        )}
      </Dialog>
    </div>
  );
}
