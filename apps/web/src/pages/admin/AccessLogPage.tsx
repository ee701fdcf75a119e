import type { AccessKind, AccessLogRow } from '@onfan/contracts/admin';
import { ACCESS_KIND_NAMES, ACCESS_KINDS } from '@onfan/contracts/admin';
import { formatNumber } from '@onfan/contracts/format';
import { formatDate, seoulYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ListResults } from '@/components/ui/ListPage';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { accessChainQuery, accessLogQuery, accessReviewQuery } from '@/features/admin/admin-api';
import {
  ConsoleTable,
  listQueryFrom,
  type ConsoleColumn,
  ConsolePeriodFields,
} from '@/features/admin/components/ConsoleList';
import { ConsoleListPage, FilterSelect } from '@/features/admin/components/ConsoleListPage';
import styles from '@/features/admin/components/console.module.css';
import { refusalMessage } from '@/lib/api/use-command';
import { useListParams } from '@/lib/use-list-params';

export const ACCESS_LOG_TEXT = {
  title: '개인정보 접근기록',
  description:
    '운영자가 관리자 화면에서 회원의 개인정보를 조회·변경·다운로드·출력한 기록입니다. 기록은 고칠 수도 지울 수도 없으며 2년간 보관합니다.',
  list: '접근기록',
  operator: '운영자 아이디',
  subject: '정보주체(회원) 아이디',
  kind: '처리 구분',
  from: '시작일',
  to: '종료일',
  when: '일시',
  who: '운영자',
  whose: '정보주체',
  what: '처리 내용',
  screen: '화면',
  ip: '접속 주소',
  reason: '사유',
  review: '월간 점검',
  reviewHelp: '한 달 동안의 운영자별·처리 구분별 건수와 다운로드 사유를 점검합니다.',
  month: '점검 월',
  counts: '운영자별 처리 건수',
  count: '건수',
  downloads: '다운로드 내역',
  noDownloads: '이 달에 다운로드한 기록이 없습니다.',
  noCounts: '이 달의 접근기록이 없습니다.',
  chain: '위·변조 점검',
  chainHelp:
    '모든 기록이 앞 기록과 해시로 이어져 있는지 확인합니다. 기록이 고쳐지거나 중간에서 지워졌다면 그 위치를 알려 줍니다.',
  chainRun: '점검하기',
  checked: (n: number) => `${formatNumber(n)}건을 확인했습니다.`,
  failed: '불러오지 못했습니다.',
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['oprLgnId', 'subjectLgnId', 'accessKind', 'from', 'to'] as const;
const KIND_OPTIONS = ACCESS_KINDS.map((k) => ({ value: k, label: ACCESS_KIND_NAMES[k] }));

/** The last twelve months, newest first ('yyyyMM'). */
function recentMonths(): string[] {
  const today = seoulYmd(new Date());
  let y = Number(today.slice(0, 4));
  let m = Number(today.slice(4, 6));
  const out: string[] = [];
  for (let i = 0; i < 12; i++) {
    out.push(`${y}${String(m).padStart(2, '0')}`);
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return out;
}

function Review() {
  const months = recentMonths();
  const [ym, setYm] = useState(months[0]!);
  const review = useQuery(accessReviewQuery(ym));
  const countColumns: ConsoleColumn<{ oprLgnId: string; oprNm: string; accessKind: AccessKind; count: number }>[] = [
    { key: 'who', header: ACCESS_LOG_TEXT.who, render: (r) => `${r.oprNm} (${r.oprLgnId})` },
    { key: 'kind', header: ACCESS_LOG_TEXT.kind, render: (r) => ACCESS_KIND_NAMES[r.accessKind], nowrap: true },
    { key: 'count', header: ACCESS_LOG_TEXT.count, render: (r) => formatNumber(r.count), nowrap: true },
  ];
  return (
    <section aria-labelledby="review-title" className={styles.section}>
      <h2 id="review-title" className={styles.sectionTitle}>
        {ACCESS_LOG_TEXT.review}
      </h2>
      <p>{ACCESS_LOG_TEXT.reviewHelp}</p>
      <Select
        label={ACCESS_LOG_TEXT.month}
        options={months.map((m) => ({ value: m, label: `${m.slice(0, 4)}년 ${Number(m.slice(4))}월` }))}
        value={ym}
        onChange={(v) => v && setYm(v)}
      />
      <ListResults
        query={review}
        items={(d) => d.counts}
        failed={(error) => ({ message: ACCESS_LOG_TEXT.failed, description: refusalMessage(error) })}
        empty={{ message: ACCESS_LOG_TEXT.noCounts }}
      >
        {(counts) => (
          <>
            <h3>{ACCESS_LOG_TEXT.counts}</h3>
            <ConsoleTable
              caption={ACCESS_LOG_TEXT.counts}
              columns={countColumns}
              rows={counts}
              rowKey={(r) => `${r.oprLgnId}-${r.accessKind}`}
            />
            <h3>{ACCESS_LOG_TEXT.downloads}</h3>
            <ListResults query={review} items={(d) => d.downloads} empty={{ message: ACCESS_LOG_TEXT.noDownloads }}>
              {(downloads) => (
                <ConsoleTable
                  caption={ACCESS_LOG_TEXT.downloads}
                  columns={LOG_COLUMNS}
                  rows={downloads}
                  rowKey={(r) => r.logId}
                />
              )}
            </ListResults>
          </>
        )}
      </ListResults>
    </section>
  );
}

function ChainCheck() {
  const chain = useQuery(accessChainQuery());
  return (
    <section aria-labelledby="chain-title" className={styles.section}>
      <h2 id="chain-title" className={styles.sectionTitle}>
        {ACCESS_LOG_TEXT.chain}
      </h2>
      <p>{ACCESS_LOG_TEXT.chainHelp}</p>
      <Button variant="secondary" isPending={chain.isFetching} onPress={() => void chain.refetch()}>
        {ACCESS_LOG_TEXT.chainRun}
      </Button>
      <div aria-live="polite">
        {chain.data ? (
          <p>
            <strong>{chain.data.message}</strong> {ACCESS_LOG_TEXT.checked(chain.data.checked)}
          </p>
        ) : chain.isError ? (
          <p>{refusalMessage(chain.error)}</p>
        ) : null}
      </div>
    </section>
  );
}

const LOG_COLUMNS: ConsoleColumn<AccessLogRow>[] = [
  {
    key: 'when',
    header: ACCESS_LOG_TEXT.when,
    render: (r) => formatDate(r.regDt, 'yyyy.MM.dd HH:mm:ss'),
    nowrap: true,
    sort: 'regDt',
    sortFirst: 'desc',
  },
  { key: 'who', header: ACCESS_LOG_TEXT.who, render: (r) => `${r.oprNm} (${r.oprLgnId})`, sort: 'oprLgnId' },
  { key: 'whose', header: ACCESS_LOG_TEXT.whose, render: (r) => r.subjectLgnId ?? '-', sort: 'subjectLgnId' },
  {
    key: 'kind',
    header: ACCESS_LOG_TEXT.kind,
    render: (r) => ACCESS_KIND_NAMES[r.accessKind],
    nowrap: true,
    sort: 'accessKind',
  },
  { key: 'screen', header: ACCESS_LOG_TEXT.screen, render: (r) => r.screen },
  { key: 'what', header: ACCESS_LOG_TEXT.what, render: (r) => r.detail },
  { key: 'reason', header: ACCESS_LOG_TEXT.reason, render: (r) => r.reason ?? '-' },
  { key: 'ip', header: ACCESS_LOG_TEXT.ip, render: (r) => r.clientIp, nowrap: true },
];

/** admin/access-log (시스템 관리자): the access log searched, its monthly review and its chain check. */
export default function AccessLogPage() {
  const params = useListParams();
  const log = useQuery(
    accessLogQuery(listQueryFrom(params, FILTERS, PAGE_SIZE) as Parameters<typeof accessLogQuery>[0]),
  );
  return (
    <ConsoleListPage
      text={ACCESS_LOG_TEXT}
      filterKeys={FILTERS}
      filters={(v, set) => (
        <>
          <TextField label={ACCESS_LOG_TEXT.operator} value={v.oprLgnId} onChange={(x) => set('oprLgnId', x)} />
          <TextField label={ACCESS_LOG_TEXT.subject} value={v.subjectLgnId} onChange={(x) => set('subjectLgnId', x)} />
          <FilterSelect name="accessKind" label={ACCESS_LOG_TEXT.kind} options={KIND_OPTIONS} values={v} set={set} />
          <ConsolePeriodFields
            from={v.from}
            to={v.to}
            labels={{ from: ACCESS_LOG_TEXT.from, to: ACCESS_LOG_TEXT.to }}
            onChange={set}
          />
        </>
      )}
      query={log}
      columns={LOG_COLUMNS}
      rowKey={(r) => r.logId}
      pageSize={PAGE_SIZE}
    >
      <Review />
      <ChainCheck />
    </ConsoleListPage>
  );
}
