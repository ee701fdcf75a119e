import type { EduEnrolState, EnrolmentDeskRow } from '@onfan/contracts/education.admin';
import { EDU_ENROL_STATE_NAMES, EDU_ENROL_STATES } from '@onfan/contracts/education.admin';
import { formatNumber } from '@onfan/contracts/format';
import { formatYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { ConsoleReasonDialog } from '@/features/admin/components/ConsoleReasonDialog';
import { ConsoleExportDialog } from '@/features/admin/components/ConsoleExportDialog';
import { saveChartCsv } from '@/features/admin/admin-api';
import {
  ConsoleFilters,
  ConsoleList,
  listQueryFrom,
  type ConsoleColumn,
} from '@/features/admin/components/ConsoleList';
import { FilterSelect } from '@/features/admin/components/ConsoleListPage';
import { DashboardChart } from '@/features/admin/components/DashboardChart';
import { DeskRowButton } from '@/features/admin/components/DeskRowButton';
import consoleStyles from '@/features/admin/components/console.module.css';
import {
  downloadCompletionReport,
  enrolmentsQuery,
  progressQuery,
  useCertificateChange,
} from '@/features/education/education-admin-api';
import { refusalMessage } from '@/lib/api/use-command';
import { useListParams } from '@/lib/use-list-params';
import styles from './education.module.css';

export const ENROLMENTS_TEXT = {
  title: (crsNm: string) => `수강 현황: ${crsNm}`,
  titleShort: '수강 현황',
  description:
    '수강생의 아이디와 이름은 가려서 보입니다. 수료 현황을 내려받으면 가리지 않은 내용이 사유와 함께 개인정보 접근기록에 남습니다.',
  back: '과정 수정으로',
  list: '수강생 목록',
  state: '수강 상태',
  lgnId: '아이디',
  userNm: '이름',
  enrolYmd: '수강 신청일',
  progress: '진도',
  progressOf: (r: EnrolmentDeskRow) => `${r.progressPct}% (${r.doneLsnCnt}/${r.lsnCnt}차시)`,
  status: '상태',
  cert: '수료증',
  certOf: (r: EnrolmentDeskRow) =>
    r.certNo
      ? r.certRvkYmd
        ? `${r.certNo} (취소 ${formatYmd(r.certRvkYmd)})`
        : `${r.certNo} (수료 ${r.cmplYmd ? formatYmd(r.cmplYmd) : ''})`
      : '-',
  actions: '처리',
  revoke: '수료증 취소',
  reissue: '수료증 재발급',
  revokeOf: (certNo: string) => `${certNo} 수료증 취소`,
  reissueOf: (certNo: string) => `${certNo} 수료증 재발급`,
  revokeHelp:
    '취소하면 진위 확인 화면에 취소된 수료증으로 보이고, 회원은 내려받을 수 없습니다. 회원에게 알림이 갑니다.',
  reissueHelp:
    '새 번호로 다시 발급합니다. 옛 번호는 진위 확인 화면에 새 번호로 바뀌었다고 보입니다. 회원에게 알림이 갑니다.',
  reason: '사유',
  distribution: '진도율 분포',
  enrolCnt: (n: number) => `수강생 ${formatNumber(n)}명`,
  export: '수료 현황 내려받기(CSV)',
  exportTitle: '수료 현황 내려받기',
  exportHelp:
    '수강생의 아이디와 이름이 가리지 않고 담깁니다. 내려받는 사유를 적어 주세요. 개인정보 접근기록에 남습니다.',
  failed: '과정을 불러오지 못했습니다.',
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['state'] as const;
const STATE_OPTIONS = EDU_ENROL_STATES.map((s) => ({ value: s, label: EDU_ENROL_STATE_NAMES[s] }));

/** The reason step of a certificate's revocation or re-issue (a reason is required; the member is told). */
function CertificateDialog({
  row,
  action,
  onClose,
}: {
  row: EnrolmentDeskRow;
  action: 'revoke' | 'reissue';
  onClose: () => void;
}) {
  const change = useCertificateChange({ onDone: onClose, onRefused: onClose });
  const title = action === 'revoke' ? ENROLMENTS_TEXT.revoke : ENROLMENTS_TEXT.reissue;
  return (
    <ConsoleReasonDialog
      title={`${title} (${row.certNo ?? ''})`}
      label={ENROLMENTS_TEXT.reason}
      send={title}
      isPending={change.isPending}
      onSend={(reason) => void change.run({ certNo: row.certNo!, action, updtDt: row.updtDt, reason })}
      onClose={onClose}
      help={action === 'revoke' ? ENROLMENTS_TEXT.revokeHelp : ENROLMENTS_TEXT.reissueHelp}
    />
  );
}

/**
 * admin/education/:eduCrsId/enrolments (교육 담당, 시스템 관리자): a course's members (masked) with their progress,
 * the progress distribution, the completion report behind the reason step, certificates revoked or re-issued.
 */
export default function EnrolmentsPage() {
  const eduCrsId = Number(useParams().eduCrsId);
  const valid = Number.isInteger(eduCrsId) && eduCrsId > 0;
  const params = useListParams();
  const query = listQueryFrom(params, FILTERS, PAGE_SIZE);
  const state = (EDU_ENROL_STATES as readonly string[]).includes(query.state ?? '')
    ? (query.state as EduEnrolState)
    : undefined;
  const progress = useQuery({ ...progressQuery(eduCrsId), enabled: valid });
  const list = useQuery({
    ...enrolmentsQuery(eduCrsId, { pageNo: query.pageNo, pageSize: PAGE_SIZE, state }),
    enabled: valid,
  });
  const [dialog, setDialog] = useState<{ row: EnrolmentDeskRow; action: 'revoke' | 'reissue' } | null>(null);
  const [exporting, setExporting] = useState(false);

  if (!valid || progress.isError) {
    return (
      <>
        <PageHeader title={ENROLMENTS_TEXT.titleShort} />
        <EmptyState
          message={ENROLMENTS_TEXT.failed}
          {...(progress.isError ? { description: refusalMessage(progress.error) } : {})}
        />
      </>
    );
  }
  if (progress.isPending) return <Spinner />;
  const p = progress.data;

  const columns: ConsoleColumn<EnrolmentDeskRow>[] = [
    { key: 'lgnId', header: ENROLMENTS_TEXT.lgnId, render: (r) => r.lgnId, nowrap: true },
    { key: 'userNm', header: ENROLMENTS_TEXT.userNm, render: (r) => r.userNm, nowrap: true },
    { key: 'enrolYmd', header: ENROLMENTS_TEXT.enrolYmd, render: (r) => formatYmd(r.enrolYmd), nowrap: true },
    { key: 'progress', header: ENROLMENTS_TEXT.progress, render: ENROLMENTS_TEXT.progressOf, nowrap: true },
    { key: 'state', header: ENROLMENTS_TEXT.status, render: (r) => EDU_ENROL_STATE_NAMES[r.state], nowrap: true },
    { key: 'cert', header: ENROLMENTS_TEXT.cert, render: ENROLMENTS_TEXT.certOf },
    {
      key: 'actions',
      header: ENROLMENTS_TEXT.actions,
      nowrap: true,
      render: (r) =>
        r.certNo ? (
          <span className={styles.lessonButtons}>
            {r.state === 'COMPLETED' ? (
              <DeskRowButton
                label={ENROLMENTS_TEXT.revoke}
                of={ENROLMENTS_TEXT.revokeOf(r.certNo)}
                variant="secondary"
                onPress={() => setDialog({ row: r, action: 'revoke' })}
              />
            ) : null}
            <DeskRowButton
              label={ENROLMENTS_TEXT.reissue}
              of={ENROLMENTS_TEXT.reissueOf(r.certNo)}
              variant="secondary"
              onPress={() => setDialog({ row: r, action: 'reissue' })}
            />
          </span>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <>
      <PageHeader title={ENROLMENTS_TEXT.title(p.crsNm)} description={ENROLMENTS_TEXT.description} />
      <p className={styles.lessonButtons}>
        <Link to={`/admin/education/${eduCrsId}`}>{ENROLMENTS_TEXT.back}</Link>
      </p>
      <section className={consoleStyles.panel} aria-labelledby="enrol-distribution">
        <h2 id="enrol-distribution">{ENROLMENTS_TEXT.distribution}</h2>
        <p>{ENROLMENTS_TEXT.enrolCnt(p.enrolCnt)}</p>
        <dl className={styles.bands}>
          {p.bands.map((b) => (
            <div key={b.name}>
              <dt>{b.name}</dt>
              <dd>{formatNumber(b.cnt)}명</dd>
            </div>
          ))}
        </dl>
        <DashboardChart chart={p.chart} onDownload={saveChartCsv} />
      </section>
      <section className={consoleStyles.panel} aria-labelledby="enrol-list">
        <h2 id="enrol-list">{ENROLMENTS_TEXT.list}</h2>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => setExporting(true)}>
            {ENROLMENTS_TEXT.export}
          </Button>
        </div>
        <ConsoleFilters keys={FILTERS}>
          {(v, set) => (
            <FilterSelect name="state" label={ENROLMENTS_TEXT.state} options={STATE_OPTIONS} values={v} set={set} />
          )}
        </ConsoleFilters>
        <ConsoleList
          caption={ENROLMENTS_TEXT.list}
          query={list}
          columns={columns}
          rowKey={(r) => r.eduEnrolId}
          pageSize={PAGE_SIZE}
        />
      </section>
      {dialog ? <CertificateDialog {...dialog} onClose={() => setDialog(null)} /> : null}
      {exporting ? (
        <ConsoleExportDialog
          title={ENROLMENTS_TEXT.exportTitle}
          help={ENROLMENTS_TEXT.exportHelp}
          download={({ reason }) => downloadCompletionReport(eduCrsId, reason)}
          onClose={() => setExporting(false)}
        />
      ) : null}
    </>
  );
}
