import type { AdminSeason } from '@onfan/contracts/festival';
import { formatNumber } from '@onfan/contracts/format';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LinkButton } from '@/components/ui/Button';
import { ListResults } from '@/components/ui/ListPage';
import { PageHeader } from '@/components/ui/PageHeader';
import { ConsoleTable, type ConsoleColumn } from '@/features/admin/components/ConsoleList';
import styles from '@/features/admin/components/console.module.css';
import { seasonsQuery } from '@/features/festival/festival-admin-api';
import { refusalMessage } from '@/lib/api/use-command';

export const FESTIVAL_SEASONS_TEXT = {
  title: '동행축제 회차',
  description:
    '5월·9월·12월 동행축제 회차를 등록하고 기간, 참여 신청 기간, 축제 페이지 노출을 정합니다. 회차를 누르면 수정하고 참여 업체를 봅니다.',
  write: '회차 등록',
  list: '동행축제 회차 목록',
  name: '회차',
  period: '축제 기간',
  apply: '참여 신청 기간',
  applyAlways: '축제 종료일까지',
  status: '진행',
  shown: '노출',
  shownYes: '노출',
  shownNo: '숨김',
  participants: '참여 업체',
  products: '상품(대기)',
  empty: '등록된 동행축제 회차가 없습니다.',
  failed: '회차 목록을 불러오지 못했습니다.',
} as const;

/** yyyyMMdd as yyyy.MM.dd. */
export const ymdText = (ymd: string) => `${ymd.slice(0, 4)}.${ymd.slice(4, 6)}.${ymd.slice(6, 8)}`;

const COLUMNS: ConsoleColumn<AdminSeason>[] = [
  {
    key: 'name',
    header: FESTIVAL_SEASONS_TEXT.name,
    render: (r) => <Link to={`/admin/festival/seasons/${r.campnId}`}>{r.campnNm}</Link>,
  },
  {
    key: 'period',
    header: FESTIVAL_SEASONS_TEXT.period,
    render: (r) => `${ymdText(r.bgngYmd)} ~ ${ymdText(r.endYmd)}`,
    nowrap: true,
  },
  {
    key: 'apply',
    header: FESTIVAL_SEASONS_TEXT.apply,
    render: (r) =>
      r.aplyBgngYmd && r.aplyEndYmd
        ? `${ymdText(r.aplyBgngYmd)} ~ ${ymdText(r.aplyEndYmd)}`
        : FESTIVAL_SEASONS_TEXT.applyAlways,
    nowrap: true,
  },
  { key: 'status', header: FESTIVAL_SEASONS_TEXT.status, render: (r) => r.stsNm, nowrap: true },
  {
    key: 'shown',
    header: FESTIVAL_SEASONS_TEXT.shown,
    render: (r) => (r.expsrYn === 'Y' ? FESTIVAL_SEASONS_TEXT.shownYes : FESTIVAL_SEASONS_TEXT.shownNo),
    nowrap: true,
  },
  {
    key: 'participants',
    header: FESTIVAL_SEASONS_TEXT.participants,
    render: (r) => formatNumber(r.prtcpCnt),
    nowrap: true,
  },
  {
    key: 'products',
    header: FESTIVAL_SEASONS_TEXT.products,
    render: (r) => `${formatNumber(r.prdCnt)} (${formatNumber(r.pendingCnt)})`,
    nowrap: true,
  },
];

/** admin/festival/seasons (판로 담당, 시스템 관리자): the festival's seasons, hidden ones too. */
export default function FestivalSeasonsPage() {
  const seasons = useQuery(seasonsQuery());
  return (
    <>
      <PageHeader title={FESTIVAL_SEASONS_TEXT.title} description={FESTIVAL_SEASONS_TEXT.description} />
      <p className={styles.note}>
        <LinkButton href="/admin/festival/seasons/new">{FESTIVAL_SEASONS_TEXT.write}</LinkButton>
      </p>
      <ListResults
        query={seasons}
        failed={(error) => ({ message: FESTIVAL_SEASONS_TEXT.failed, description: refusalMessage(error) })}
        empty={{ message: FESTIVAL_SEASONS_TEXT.empty }}
      >
        {(rows) => (
          <ConsoleTable caption={FESTIVAL_SEASONS_TEXT.list} columns={COLUMNS} rows={rows} rowKey={(r) => r.campnId} />
        )}
      </ListResults>
    </>
  );
}
