import type { ReportQueueItem, ReportState, ReportTarget } from '@onfan/contracts/community';
import { REPORT_STATE_NAMES, REPORT_STATES, REPORT_TARGET_NAMES, REPORT_TARGETS } from '@onfan/contracts/community';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Select } from '@/components/ui/Select';
import { ConsoleReasonDialog } from '@/features/admin/components/ConsoleReasonDialog';
import { listQueryFrom, type ConsoleColumn } from '@/features/admin/components/ConsoleList';
import { ConsoleListPage } from '@/features/admin/components/ConsoleListPage';
import { DeskRowButton } from '@/features/admin/components/DeskRowButton';
import { type ReportQueueFilters, reportQueueQuery, useDecideReport } from '@/features/community/community-admin-api';
import { useListParams } from '@/lib/use-list-params';
import styles from './reports.module.css';
import { SuspensionDialog, SUSPENSION_TEXT } from './SuspensionDialog';

export const REPORTS_TEXT = {
  title: '신고 처리',
  description:
    '회원들이 신고한 게시글, 댓글, 소상공인 커뮤니티 글과 답글, 다시보기 댓글, 방송입니다. 서로 다른 회원 3명이 신고한 글은 자동으로 숨겨집니다(방송은 담당자가 결정할 때까지 공개됩니다). 내용을 확인하고 다시 공개하거나 삭제하며, 필요하면 작성자의 게시 활동을 제한합니다. 처리 결과는 작성자와 신고한 회원에게 문자로 알립니다.',
  list: '신고된 글 목록',
  state: '처리 상태',
  kind: '대상 종류',
  allKinds: '전체',
  lastRpt: '최근 신고',
  target: '신고된 글',
  writer: '작성자',
  channel: (name: string) => `채널: ${name}`,
  count: '신고자 수',
  reporters: (n: number) => `${n}명`,
  fullText: '전체 내용 보기',
  noText: '(본문 없음)',
  reasons: '신고 사유',
  shown: '공개 상태',
  hidden: '숨김',
  visible: '공개 중',
  decide: '처리',
  restore: '다시 공개',
  remove: '삭제',
  open: '원문 보기',
  noExcerpt: '(내용 없음)',
  reason: '처리 사유',
  reasonHelp: '변경 이력에 남습니다. 삭제할 때는 작성자에게 문자로 사유를 알립니다.',
  of: (kind: string, excerpt: string) => `${kind} “${excerpt}”`,
  dialogTitle: (action: string, kind: string) => `신고된 ${kind} ${action}`,
  confirm: (action: string, excerpt: string) => `“${excerpt}”을(를) ${action}하시겠습니까?`,
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['prcsStts', 'trgtType'] as const;
const STATE_OPTIONS = REPORT_STATES.map((s) => ({ value: s, label: REPORT_STATE_NAMES[s] }));
const KIND_OPTIONS = [
  { value: '', label: REPORTS_TEXT.allKinds },
  ...REPORT_TARGETS.map((t) => ({ value: t, label: REPORT_TARGET_NAMES[t] })),
];

type Deciding = { row: ReportQueueItem; decision: 'restore' | 'remove' };

const excerptOf = (r: ReportQueueItem) => r.excerpt || REPORTS_TEXT.noExcerpt;

function DecisionDialog({ deciding, onClose }: { deciding: Deciding; onClose: () => void }) {
  const { row, decision } = deciding;
  const action = decision === 'restore' ? REPORTS_TEXT.restore : REPORTS_TEXT.remove;
  const decide = useDecideReport({
    confirm: () => REPORTS_TEXT.confirm(action, excerptOf(row)),
    onDone: onClose,
    // A stale copy (a report since, or decided first): the list is read again behind the message.
    onRefused: onClose,
  });
  return (
    <ConsoleReasonDialog
      title={REPORTS_TEXT.dialogTitle(action, REPORT_TARGET_NAMES[row.trgtType])}
      label={REPORTS_TEXT.reason}
      description={REPORTS_TEXT.reasonHelp}
      send={action}
      isPending={decide.isPending}
      onSend={(reason) =>
        void decide.run({ decision, trgtType: row.trgtType, trgtId: row.trgtId, updtDt: row.lastRptDt, reason })
      }
      onClose={onClose}
      help={REPORTS_TEXT.of(REPORT_TARGET_NAMES[row.trgtType], excerptOf(row))}
    />
  );
}

/** admin/reports (커뮤니티 담당, 시스템 관리자): reported posts and comments, restored or removed with a reason. */
export default function ReportsPage() {
  const params = useListParams();
  const query = listQueryFrom(params, FILTERS, PAGE_SIZE);
  const prcsStts = (query.prcsStts ?? 'PENDING') as ReportState;
  const list = useQuery(reportQueueQuery({ ...query, prcsStts } as ReportQueueFilters));
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [suspending, setSuspending] = useState<{ userId: number; who: string } | null>(null);

  const columns: ConsoleColumn<ReportQueueItem>[] = [
    {
      key: 'lastRpt',
      header: REPORTS_TEXT.lastRpt,
      render: (r) => formatDate(r.lastRptDt, 'yyyy.MM.dd HH:mm'),
      nowrap: true,
      sort: 'lastRptDt',
      sortFirst: 'desc',
    },
    {
      key: 'target',
      header: REPORTS_TEXT.target,
      render: (r) => (
        <>
          <span>[{REPORT_TARGET_NAMES[r.trgtType]}] </span>
          {r.trgtUrl ? <Link to={r.trgtUrl}>{excerptOf(r)}</Link> : excerptOf(r)}
          <details className={styles.fullText}>
            <summary>
              {REPORTS_TEXT.fullText}
              <span className="sr-only"> ({excerptOf(r)})</span>
            </summary>
            <p>{r.text || REPORTS_TEXT.noText}</p>
          </details>
        </>
      ),
    },
    {
      key: 'writer',
      header: REPORTS_TEXT.writer,
      render: (r) =>
        r.writerLgnId ? (
          <>
            {`${r.writerNm}(${r.writerLgnId})`}
            {r.writerId !== null && (
              <>
                <br />
                <DeskRowButton
                  label={SUSPENSION_TEXT.open}
                  of={r.writerLgnId}
                  variant="secondary"
                  onPress={() => setSuspending({ userId: r.writerId!, who: `${r.writerNm}(${r.writerLgnId})` })}
                />
              </>
            )}
          </>
        ) : r.writerNm ? (
          // A broadcast has no member writer: its channel is shown instead.
          REPORTS_TEXT.channel(r.writerNm)
        ) : (
          '-'
        ),
      nowrap: true,
    },
    {
      key: 'count',
      header: REPORTS_TEXT.count,
      render: (r) => REPORTS_TEXT.reporters(r.rptCnt),
      nowrap: true,
      sort: 'rptCnt',
      sortFirst: 'desc',
    },
    {
      key: 'reasons',
      header: REPORTS_TEXT.reasons,
      render: (r) => r.reasons.map((x) => `${x.rsnNm} ${x.cnt}`).join(', '),
    },
    {
      key: 'shown',
      header: REPORTS_TEXT.shown,
      render: (r) => (r.hidden ? REPORTS_TEXT.hidden : REPORTS_TEXT.visible),
      nowrap: true,
    },
    {
      key: 'decide',
      header: REPORTS_TEXT.decide,
      render: (r) =>
        prcsStts === 'PENDING' ? (
          <span>
            <DeskRowButton
              label={REPORTS_TEXT.restore}
              of={excerptOf(r)}
              variant="secondary"
              onPress={() => setDeciding({ row: r, decision: 'restore' })}
            />{' '}
            <DeskRowButton
              label={REPORTS_TEXT.remove}
              of={excerptOf(r)}
              onPress={() => setDeciding({ row: r, decision: 'remove' })}
            />
          </span>
        ) : (
          REPORT_STATE_NAMES[prcsStts]
        ),
      nowrap: true,
    },
  ];

  return (
    <ConsoleListPage
      text={{ ...REPORTS_TEXT, list: `${REPORTS_TEXT.list} (${REPORT_STATE_NAMES[prcsStts]})` }}
      filterKeys={FILTERS}
      filters={(v, set) => (
        <>
          <Select
            label={REPORTS_TEXT.state}
            options={STATE_OPTIONS}
            value={v.prcsStts || 'PENDING'}
            onChange={(x) => set('prcsStts', x ?? '')}
          />
          <Select
            label={REPORTS_TEXT.kind}
            options={KIND_OPTIONS}
            value={(v.trgtType as ReportTarget | '') || ''}
            onChange={(x) => set('trgtType', x ?? '')}
          />
        </>
      )}
      query={list}
      columns={columns}
      rowKey={(r) => `${r.trgtType}:${r.trgtId}`}
      pageSize={PAGE_SIZE}
    >
      {deciding && <DecisionDialog deciding={deciding} onClose={() => setDeciding(null)} />}
      {suspending && (
        <SuspensionDialog userId={suspending.userId} who={suspending.who} onClose={() => setSuspending(null)} />
      )}
    </ConsoleListPage>
  );
}
