import { CHART_TITLES, type ChartKind } from '@onfan/contracts/admin';
import { type ChartDays, chartsFor } from '@onfan/contracts/dashboard';
import { formatNumber } from '@onfan/contracts/format';
import { OPERATOR_ROLE_NAMES } from '@onfan/contracts/operator-roles';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { Spinner } from '@/components/ui/Spinner';
import { chartQuery, consoleMeQuery, dashboardQuery, saveChartCsv } from '@/features/admin/admin-api';
import { DashboardChart } from '@/features/admin/components/DashboardChart';
import chartStyles from '@/features/admin/components/dashboard-chart.module.css';
import { refusalMessage } from '@/lib/api/use-command';
import { useListParams } from '@/lib/use-list-params';
import styles from '@/features/admin/components/console.module.css';

export const DASHBOARD_TEXT = {
  title: '대시보드',
  description: '담당 역할의 처리 대기 업무입니다. 항목을 누르면 해당 목록으로 갑니다.',
  waiting: '처리 대기',
  count: (n: number) => `${formatNumber(n)}건`,
  none: '담당 역할에 처리 대기 업무가 없습니다.',
  failed: '처리 대기 업무를 불러오지 못했습니다.',
  charts: '추이',
  chartsHelp: '담당 역할이 볼 수 있는 통계입니다. 각 차트의 숫자는 옆의 표와 CSV 파일에 있습니다.',
  period: '기간',
  days: (n: number) => `최근 ${n}일`,
  chartFailed: (title: string) => `${title} 통계를 불러오지 못했습니다.`,
} as const;

function ChartPanel({ kind, days }: { kind: ChartKind; days: ChartDays }) {
  const chart = useQuery(chartQuery(kind, days));
  if (chart.isPending) return <Spinner />;
  if (chart.isError) {
    return (
      <EmptyState message={DASHBOARD_TEXT.chartFailed(CHART_TITLES[kind])} description={refusalMessage(chart.error)} />
    );
  }
  return <DashboardChart chart={chart.data} onDownload={saveChartCsv} />;
}

/** The charts of the operator's roles over 30 or 90 days, the period kept in the address bar (`?days=90`). */
function Charts() {
  const me = useQuery(consoleMeQuery());
  const params = useListParams();
  const days: ChartDays = params.get('days') === '90' ? 90 : 30;
  const kinds = me.data ? chartsFor(me.data.roles) : [];
  return (
    <section aria-labelledby="charts-title" className={styles.section}>
      <h2 id="charts-title" className={styles.sectionTitle}>
        {DASHBOARD_TEXT.charts}
      </h2>
      <p className={styles.note}>{DASHBOARD_TEXT.chartsHelp}</p>
      <RadioGroup
        className={chartStyles.period}
        label={DASHBOARD_TEXT.period}
        orientation="horizontal"
        value={String(days)}
        onChange={(v) => params.update({ days: v === '90' ? '90' : '' }, { replace: true })}
        options={[
          { value: '30', label: DASHBOARD_TEXT.days(30) },
          { value: '90', label: DASHBOARD_TEXT.days(90) },
        ]}
      />
      {me.isPending ? (
        <Spinner />
      ) : (
        <div className={chartStyles.charts}>
          {kinds.map((kind) => (
            <ChartPanel key={kind} kind={kind} days={days} />
          ))}
        </div>
      )}
    </section>
  );
}

/** admin: the waiting work of the operator's roles, each with its count and a link to its queue, and their charts. */
export default function DashboardPage() {
  const dashboard = useQuery(dashboardQuery());
  return (
    <>
      <PageHeader title={DASHBOARD_TEXT.title} description={DASHBOARD_TEXT.description} />
      <section aria-labelledby="waiting-title">
        <h2 id="waiting-title" className={styles.sectionTitle}>
          {DASHBOARD_TEXT.waiting}
        </h2>
        {dashboard.isPending ? (
          <Spinner />
        ) : dashboard.isError ? (
          <EmptyState message={DASHBOARD_TEXT.failed} description={refusalMessage(dashboard.error)} />
        ) : dashboard.data.waiting.length === 0 ? (
          <EmptyState message={DASHBOARD_TEXT.none} />
        ) : (
          <ul className={styles.cards}>
            {dashboard.data.waiting.map((w) => (
              <li key={w.key}>
                <Link to={w.href} className={styles.card}>
                  {w.label} <span className="sr-only">({OPERATOR_ROLE_NAMES[w.role]})</span>
                  <span className={styles.cardCount}>{DASHBOARD_TEXT.count(w.count)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Charts />
    </>
  );
}
