import { formatNumber } from '@onfan/contracts/format';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { Button } from '@/components/ui/Button';
import { CHART_TABLE_TEXT, type ChartAxis, type ChartData, DAY_AXIS } from '../chart-csv';
import styles from './dashboard-chart.module.css';

// Only the parts a stacked bar chart draws with (decision 037): chart.js leaves the rest out of the console's chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export const DASHBOARD_CHART_TEXT = {
  table: (title: string, days: number) => `${title} 일별 건수(최근 ${days}일)`,
  summary: (days: number, total: number) => `최근 ${days}일 합계 ${formatNumber(total)}건`,
  download: 'CSV 내려받기',
  downloadLabel: (title: string) => `${title} CSV 내려받기`,
  noData: '기간 안에 집계된 건이 없습니다.',
} as const;

/** Series colours: KRDS's primary, then hues that stay apart for common colour vision deficiencies. */
const PALETTE = ['#256ef4', '#e07b00', '#1a9e77', '#c2185b', '#6a51a3', '#8c6d1f', '#00838f', '#5f6b7a', '#b0b7c3'];

/**
 * One dashboard chart: the stacked bars per day (hidden from assistive technology: the table beside it has every
 * number), its table with a caption, the period's total and a CSV download.
 */
export function DashboardChart<C extends ChartData>({
  chart,
  onDownload,
  axis = DAY_AXIS,
  summary,
  table,
}: {
  chart: C;
  onDownload: (chart: C) => void;
  /** The categories, when they are not days (a survey question's choices). */
  axis?: ChartAxis;
  /** The line under the title, when not the period's total. */
  summary?: string;
  /** The table's name, when not the days'. */
  table?: string;
}) {
  const headingId = `chart-${chart.kind}`;
  const total = chart.series.reduce((a, s) => a + s.total, 0);
  const days = chart.days.length;
  const tableName = table ?? DASHBOARD_CHART_TEXT.table(chart.title, days);
  return (
    <section className={styles.chart} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h3 id={headingId} className={styles.title}>
          {chart.title}
        </h3>
        <p className={styles.summary}>{summary ?? DASHBOARD_CHART_TEXT.summary(days, total)}</p>
        <Button
          variant="secondary"
          size="small"
          aria-label={DASHBOARD_CHART_TEXT.downloadLabel(chart.title)}
          onPress={() => onDownload(chart)}
        >
          {DASHBOARD_CHART_TEXT.download}
        </Button>
      </div>
      {total === 0 && <p className={styles.noData}>{DASHBOARD_CHART_TEXT.noData}</p>}
      <div className={styles.body}>
        <div className={styles.canvas} aria-hidden="true">
          <Bar
            data={{
              labels: chart.days.map(axis.tick),
              datasets: chart.series.map((s, i) => ({
                label: s.name,
                data: s.values,
                backgroundColor: PALETTE[i % PALETTE.length],
                stack: 'all',
              })),
            }}
            options={{
              responsive: true,
              maintainAspectRatio: false,
              animation: false,
              scales: {
                x: { stacked: true, ticks: { maxRotation: 0, autoSkip: true } },
                y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } },
              },
              plugins: { legend: { position: 'bottom' } },
            }}
          />
        </div>
        <div className={styles.tableBox} tabIndex={0} role="region" aria-label={tableName}>
          <table className={styles.table}>
            <caption className="sr-only">{tableName}</caption>
            <thead>
              <tr>
                <th scope="col">{axis.header}</th>
                {chart.series.map((s) => (
                  <th key={s.name} scope="col">
                    {s.name}
                  </th>
                ))}
                <th scope="col">{CHART_TABLE_TEXT.total}</th>
              </tr>
            </thead>
            <tbody>
              {chart.days.map((day, i) => {
                const values = chart.series.map((s) => s.values[i] ?? 0);
                return (
                  <tr key={day}>
                    <th scope="row">{axis.label(day)}</th>
                    {values.map((v, j) => (
                      <td key={chart.series[j]!.name}>{formatNumber(v)}</td>
                    ))}
                    <td>{formatNumber(values.reduce((a, b) => a + b, 0))}</td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{CHART_TABLE_TEXT.total}</th>
                {chart.series.map((s) => (
                  <td key={s.name}>{formatNumber(s.total)}</td>
                ))}
                <td>{formatNumber(total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </div>
    </section>
  );
}
