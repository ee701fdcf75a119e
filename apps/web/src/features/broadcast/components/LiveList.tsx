import { publicPageDescription } from '@onfan/contracts/page-meta';
import type { BrcType, BroadcastSummary } from '@onfan/contracts/broadcast';
import { BRC_STATUS_NAMES, BRC_TYPE, BRC_TYPE_NAMES } from '@onfan/contracts/broadcast';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListResults, ListTabs } from '@/components/ui/ListPage';
import { Badge } from '@/components/ui/Badge';
import { useListParams } from '@/lib/use-list-params';
import { BROADCAST_PAGE_SIZE, broadcastListQuery } from '../broadcast-api';
import { AlarmButton } from './BroadcastList';
import { livePathOf } from './live-paths';
import list from '@/components/ui/ListPage.module.css';
import styles from './Broadcast.module.css';

export const LIVE_LIST_TEXT = {
  title: '라이브',
  description: publicPageDescription('/live/list'),
  tabs: '라이브 구분',
  schedule: '편성표 보기',
  empty: '등록된 라이브 방송이 없습니다.',
  failed: '목록을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
  noPoster: '라이브',
} as const;

const TABS: BrcType[] = [BRC_TYPE.live, BRC_TYPE.commerce];

/** A broadcast's status badge: on air in red, scheduled, or ended. */
export function StatusBadge({ item }: { item: Pick<BroadcastSummary, 'brcSts'> }) {
  return item.brcSts === 'LIVE' ? (
    <Badge variant="danger" appearance="filled">
      {BRC_STATUS_NAMES.LIVE}
    </Badge>
  ) : (
    <Badge variant={item.brcSts === 'SCHEDULED' ? 'secondary' : 'gray'}>{BRC_STATUS_NAMES[item.brcSts]}</Badge>
  );
}

/** One broadcast card of the live layout: it opens the page its status calls for. */
export function LiveCard({ item }: { item: BroadcastSummary }) {
  return (
    <li className={styles.card}>
      {item.posterUrl ? (
        <img className={styles.thumb} src={item.posterUrl} alt="" width={320} height={180} loading="lazy" />
      ) : (
        <div className={styles.noThumb} aria-hidden="true">
          {LIVE_LIST_TEXT.noPoster}
        </div>
      )}
      <div>
        <StatusBadge item={item} />
      </div>
      <h2 className={styles.cardTitle}>
        <Link to={livePathOf(item)}>{item.brcTit}</Link>
      </h2>
      <p className={styles.meta}>
        <span>{item.chnlNm}</span>
        <span>
          <time dateTime={item.brcBgngDt}>{formatDate(item.brcBgngDt, 'yyyy.MM.dd HH:mm')}</time>
        </span>
      </p>
      {item.brcSts === 'SCHEDULED' ? (
        <div className={styles.cardActions}>
          <AlarmButton item={item} />
        </div>
      ) : null}
    </li>
  );
}

/** live/list: live and commerce broadcasts by start (on air and next first), each opening its live-layout page. */
export function LiveList() {
  const { get, pageNo, update } = useListParams();
  const brcType: BrcType = get('brcType') === BRC_TYPE.commerce ? BRC_TYPE.commerce : BRC_TYPE.live;
  const results = useQuery(broadcastListQuery({ pageNo, brcType }));
  return (
    <div className={`${list.wrap} ${styles.livePanel} ${styles.livePage}`}>
      <h1 className={list.detailTitle}>{LIVE_LIST_TEXT.title}</h1>
      <p>{LIVE_LIST_TEXT.description}</p>
      <p>
        <Link to="/live/schedule">{LIVE_LIST_TEXT.schedule}</Link>
      </p>
      <ListTabs
        label={LIVE_LIST_TEXT.tabs}
        tabs={TABS.map((t) => ({ value: t, label: BRC_TYPE_NAMES[t] }))}
        current={brcType}
        hrefOf={(t) => `?brcType=${t}`}
      />
      <ListResults
        query={results}
        failed={{ message: LIVE_LIST_TEXT.failed }}
        empty={{ message: LIVE_LIST_TEXT.empty }}
        paging={{ pageNo, pageSize: BROADCAST_PAGE_SIZE, onChange: (n) => update({ pageNo: String(n) }) }}
      >
        {(items) => (
          <ul className={styles.grid}>
            {items.map((item) => (
              <LiveCard key={item.brcInfoNo} item={item} />
            ))}
          </ul>
        )}
      </ListResults>
    </div>
  );
}
