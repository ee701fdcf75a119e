import { formatYmd } from '@onfan/contracts/time';
import { BRC_STATUS_NAMES, BRC_TYPE_NAMES, type BrcType } from '@onfan/contracts/broadcast';
import type { BrcDeskState, BroadcastDeskRow } from '@onfan/contracts/broadcast.admin';
import {
  BRC_DESK_STATE_NAMES,
  BRC_DESK_STATES,
  broadcastCaptionsPath,
  broadcastMediaPath,
  captionsMissing,
  DESK_BRC_TYPES,
  isRecordingBrcType,
} from '@onfan/contracts/broadcast.admin';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ConsolePeriodFields } from '@/features/admin/components/ConsoleList';
import type { ConsoleColumn } from '@/features/admin/components/ConsoleList';
import {
  CONSOLE_LIST_PAGE_TEXT,
  ConsoleListPage,
  FilterSelect,
  useConsoleListQuery,
  visibilityColumns,
} from '@/features/admin/components/ConsoleListPage';
import { broadcastDeskListQuery, channelOptionsQuery } from '@/features/broadcast/broadcast-admin-api';
import styles from './broadcasts.module.css';

export const BROADCASTS_TEXT = {
  title: '편성표',
  description:
    '라이브·커머스 방송을 편성하고 다시보기·숏폼을 관리합니다. 방송 상태와 알림은 편성한 시각을 따르고, 저장하면 방문자의 편성표와 방송 화면이 곧바로 바뀝니다.',
  list: '방송 목록',
  write: '방송 편성',
  q: '방송 제목',
  type: '방송 구분',
  state: '상태',
  channel: '채널',
  from: '기간 시작일',
  to: '기간 종료일',
  no: '번호',
  brcTit: '제목',
  time: '방송 일시',
  shown: '공개',
  captions: '자막',
  noCaptions: '자막 없음',
  hasCaptions: '있음',
  media: '영상 올리기',
  editCaptions: '자막 편집',
  activity: '댓글·신고',
  activityOf: (r: BroadcastDeskRow) => `댓글 ${r.cmntCnt} · 신고 ${r.rptCnt}`,
  notApplicable: '—',
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['q', 'brcType', 'state', 'brcChnlId', 'from', 'to'] as const;
const TYPE_OPTIONS = DESK_BRC_TYPES.map((t) => ({ value: t, label: BRC_TYPE_NAMES[t] }));
const STATE_OPTIONS = BRC_DESK_STATES.map((s) => ({ value: s, label: BRC_DESK_STATE_NAMES[s] }));
/** A day of the address bar's period (yyyyMMdd) as the desk's call takes it (yyyy-MM-dd). */
const dayOf = (ymd: string | undefined) => (ymd && /^\d{8}$/.test(ymd) ? formatYmd(ymd, '-') : undefined);
const when = (r: BroadcastDeskRow) => `${r.brcBgngDt.replace('T', ' ')} ~ ${r.brcEndDt.slice(11)}`;

/** A recording's or short's captions: flagged when the public view gives none (KWCAG 1.2), with the media desk's pages. */
export function CaptionCell({
  row,
}: {
  row: Pick<BroadcastDeskRow, 'brcInfoNo' | 'brcTypeDcd' | 'captionYn' | 'brcTit'>;
}) {
  if (!isRecordingBrcType(row.brcTypeDcd)) return <>{BROADCASTS_TEXT.notApplicable}</>;
  return (
    <span className={styles.links}>
      {captionsMissing(row) ? (
        <strong className={styles.flag}>{BROADCASTS_TEXT.noCaptions}</strong>
      ) : (
        <span>{BROADCASTS_TEXT.hasCaptions}</span>
      )}
      <Link to={broadcastMediaPath(row.brcInfoNo)}>
        {BROADCASTS_TEXT.media}
        <span className="sr-only"> ({row.brcTit})</span>
      </Link>
      <Link to={broadcastCaptionsPath(row.brcInfoNo)}>
        {BROADCASTS_TEXT.editCaptions}
        <span className="sr-only"> ({row.brcTit})</span>
      </Link>
    </span>
  );
}

/** admin/broadcasts (방송 담당, 시스템 관리자): the schedule by kind, state, channel and period, by time. */
export default function BroadcastsPage() {
  const query = useConsoleListQuery(FILTERS, PAGE_SIZE);
  const list = useQuery(
    broadcastDeskListQuery({
      ...query,
      brcType: (DESK_BRC_TYPES as readonly string[]).includes(query.brcType ?? '')
        ? (query.brcType as BrcType)
        : undefined,
      state: (BRC_DESK_STATES as readonly string[]).includes(query.state ?? '')
        ? (query.state as BrcDeskState)
        : undefined,
      brcChnlId: query.brcChnlId ? Number(query.brcChnlId) : undefined,
      from: dayOf(query.from),
      to: dayOf(query.to),
    }),
  );
  const channels = useQuery(channelOptionsQuery());
  const channelOptions = (channels.data ?? []).map((c) => ({ value: String(c.brcChnlId), label: c.chnlNm }));

  const columns: ConsoleColumn<BroadcastDeskRow>[] = [
    { key: 'no', header: BROADCASTS_TEXT.no, render: (r) => r.brcInfoNo, nowrap: true },
    { key: 'type', header: BROADCASTS_TEXT.type, render: (r) => BRC_TYPE_NAMES[r.brcTypeDcd], nowrap: true },
    {
      key: 'brcTit',
      header: BROADCASTS_TEXT.brcTit,
      sort: 'brcTit',
      render: (r) => <Link to={`/admin/broadcasts/${r.brcInfoNo}`}>{r.brcTit}</Link>,
    },
    { key: 'channel', header: BROADCASTS_TEXT.channel, render: (r) => r.chnlNm },
    { key: 'time', header: BROADCASTS_TEXT.time, sort: 'brcBgngDt', sortFirst: 'desc', render: when, nowrap: true },
    { key: 'state', header: BROADCASTS_TEXT.state, render: (r) => BRC_STATUS_NAMES[r.brcSts], nowrap: true },
    {
      key: 'shown',
      header: BROADCASTS_TEXT.shown,
      render: (r) => (r.expsrYn === 'Y' ? CONSOLE_LIST_PAGE_TEXT.shown : CONSOLE_LIST_PAGE_TEXT.hidden),
      nowrap: true,
    },
    { key: 'captions', header: BROADCASTS_TEXT.captions, render: (r) => <CaptionCell row={r} /> },
    { key: 'activity', header: BROADCASTS_TEXT.activity, render: BROADCASTS_TEXT.activityOf, nowrap: true },
    visibilityColumns.regDt(),
  ];

  return (
    <ConsoleListPage
      text={BROADCASTS_TEXT}
      writeHref="/admin/broadcasts/new"
      filterKeys={FILTERS}
      filters={(v, set) => (
        <>
          <FilterSelect name="brcType" label={BROADCASTS_TEXT.type} options={TYPE_OPTIONS} values={v} set={set} />
          <FilterSelect name="state" label={BROADCASTS_TEXT.state} options={STATE_OPTIONS} values={v} set={set} />
          <FilterSelect
            name="brcChnlId"
            label={BROADCASTS_TEXT.channel}
            options={channelOptions}
            values={v}
            set={set}
          />
          <ConsolePeriodFields
            from={v.from}
            to={v.to}
            labels={{ from: BROADCASTS_TEXT.from, to: BROADCASTS_TEXT.to }}
            onChange={set}
          />
        </>
      )}
      query={list}
      columns={columns}
      rowKey={(r) => r.brcInfoNo}
      pageSize={PAGE_SIZE}
    />
  );
}
