import { publicPageDescription } from '@onfan/contracts/page-meta';
import { formatNumber } from '@onfan/contracts/format';
import type { BrcType, BroadcastSummary } from '@onfan/contracts/broadcast';
import { BRC_STATUS_NAMES, BRC_TYPE, BRC_TYPE_NAMES } from '@onfan/contracts/broadcast';
import { broadcastPath, shortsPath } from '@onfan/contracts/portal-path';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListFilters, ListPage, ListResults, ListSearchField, ListTabs } from '@/components/ui/ListPage';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { requireLogin } from '@/lib/session/require-login';
import { useSession } from '@/lib/session/session-context';
import { useListParams } from '@/lib/use-list-params';
import { BROADCAST_PAGE_SIZE, type BroadcastFilters, broadcastListQuery, useAlarm } from '../broadcast-api';
import styles from './Broadcast.module.css';
import { livePathOf } from './live-paths';

export const LIST_TEXT = {
  title: '방송',
  description: publicPageDescription('/broadcast'),
  tabs: '방송 구분',
  searchTerm: '방송 제목 검색',
  search: '검색',
  empty: '등록된 방송이 없습니다.',
  emptySearch: '검색 결과가 없습니다.',
  failed: '목록을 불러오지 못했습니다.',
  retry: '잠시 후 다시 시도해주세요.',
  noPoster: '영상 준비 중',
  alarmOn: '알림 신청',
  alarmOff: '알림 해제',
  ics: '캘린더에 추가',
} as const;

/** The tabs in the spec's order: live, VOD, commerce, shorts. */
const TABS: BrcType[] = [BRC_TYPE.live, BRC_TYPE.vod, BRC_TYPE.commerce, BRC_TYPE.shorts];
const isRecording = (t: BrcType) => t === BRC_TYPE.vod || t === BRC_TYPE.shorts;

/** The alert button of a broadcast that has not started: subscribe, or unsubscribe when subscribed. */
export function AlarmButton({ item }: { item: BroadcastSummary }) {
  const { isAuthenticated } = useSession();
  const alarm = useAlarm();
  const on = item.alarmYn === 'Y';
  return (
    <Button
      size="small"
      variant={on ? 'secondary' : 'primary'}
      aria-pressed={on}
      isPending={alarm.isPending}
      aria-label={`${item.brcTit} ${on ? LIST_TEXT.alarmOff : LIST_TEXT.alarmOn}`}
      onPress={() => {
        void (async () => {
          if (await requireLogin(isAuthenticated)) await alarm.run({ brcInfoNo: item.brcInfoNo, on: !on });
        })();
      }}
    >
      {on ? LIST_TEXT.alarmOff : LIST_TEXT.alarmOn}
    </Button>
  );
}

function BroadcastCard({ item }: { item: BroadcastSummary }) {
  // Recordings open their player page; live and commerce broadcasts the live layout's page for their status.
  const href =
    item.brcTypeDcd === BRC_TYPE.shorts
      ? shortsPath(item.brcInfoNo)
      : isRecording(item.brcTypeDcd)
        ? broadcastPath(item.brcInfoNo)
        : livePathOf(item);
  return (
    <li className={styles.card}>
      {item.posterUrl ? (
        <img className={styles.thumb} src={item.posterUrl} alt="" width={320} height={180} loading="lazy" />
      ) : (
        <div className={styles.noThumb} aria-hidden="true">
          {LIST_TEXT.noPoster}
        </div>
      )}
      <div>
        {item.brcSts === 'LIVE' ? (
          <Badge variant="danger" appearance="filled">
            {BRC_STATUS_NAMES.LIVE}
          </Badge>
        ) : !isRecording(item.brcTypeDcd) ? (
          <Badge variant="secondary">{BRC_STATUS_NAMES[item.brcSts]}</Badge>
        ) : (
          <Badge variant="gray">{BRC_TYPE_NAMES[item.brcTypeDcd]}</Badge>
        )}
      </div>
      <h2 className={styles.cardTitle}>{href ? <Link to={href}>{item.brcTit}</Link> : item.brcTit}</h2>
      <p className={styles.meta}>
        <span>{item.chnlNm}</span>
        <span>
          <time dateTime={item.brcBgngDt}>{formatDate(item.brcBgngDt, 'yyyy.MM.dd HH:mm')}</time>
        </span>
        {isRecording(item.brcTypeDcd) ? <span>댓글 {formatNumber(item.cmntCnt)}</span> : null}
      </p>
      {item.brcSts === 'SCHEDULED' ? (
        <div className={styles.cardActions}>
          <AlarmButton item={item} />
          <a href={`/v1/app/broadcast/ics/${item.brcInfoNo}`} download aria-label={`${item.brcTit} ${LIST_TEXT.ics}`}>
            {LIST_TEXT.ics}
          </a>
        </div>
      ) : null}
    </li>
  );
}

/** The broadcasts: tabs live / VOD / commerce / shorts in the address bar, title search, 12 a page. */
export function BroadcastList() {
  const { get, pageNo, update } = useListParams();
  const raw = get('brcType');
  const brcType: BrcType = (TABS as string[]).includes(raw) ? (raw as BrcType) : BRC_TYPE.live;
  const searchTerm = get('searchTerm');
  const [draft, setDraft] = useState(searchTerm);
  const filters: BroadcastFilters = { pageNo, brcType, ...(searchTerm ? { searchTerm } : {}) };
  const results = useQuery(broadcastListQuery(filters));

  return (
    <ListPage>
      <PageHeader title={LIST_TEXT.title} description={LIST_TEXT.description} />
      <ListTabs
        label={LIST_TEXT.tabs}
        tabs={TABS.map((t) => ({ value: t, label: BRC_TYPE_NAMES[t] }))}
        current={brcType}
        hrefOf={(t) => `?brcType=${t}`}
      />
      <ListFilters
        className={styles.search}
        submitLabel={LIST_TEXT.search}
        onSubmit={() => update({ searchTerm: draft.trim(), pageNo: '' })}
      >
        <ListSearchField label={LIST_TEXT.searchTerm} value={draft} onChange={setDraft} />
      </ListFilters>
      <ListResults
        query={results}
        failed={{ message: LIST_TEXT.failed, description: LIST_TEXT.retry }}
        empty={{ message: searchTerm ? LIST_TEXT.emptySearch : LIST_TEXT.empty }}
        count="건"
        paging={{ pageNo, pageSize: BROADCAST_PAGE_SIZE, onChange: (n) => update({ pageNo: String(n) }) }}
      >
        {(items) => (
          <ul className={styles.grid}>
            {items.map((item) => (
              <BroadcastCard key={item.brcInfoNo} item={item} />
            ))}
          </ul>
        )}
      </ListResults>
    </ListPage>
  );
}
