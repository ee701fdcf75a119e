import type { Chart } from '@onfan/contracts/admin';

/** The header cells and words of a chart's table and CSV file. */
export const CHART_TABLE_TEXT = {
  day: '날짜',
  total: '합계',
} as const;

/** yyyyMMdd as yyyy-MM-dd (a spreadsheet reads it as a date). */
export const dayLabel = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

/**
 * What a chart's categories are: days by default (yyyyMMdd keys, 날짜), or another axis a desk names (a survey
 * question's choices or scores), with its header, its table label and its short label under the bars.
 */
export interface ChartAxis {
  header: string;
  label: (key: string) => string;
  tick: (key: string) => string;
}
export const DAY_AXIS: ChartAxis = {
  header: CHART_TABLE_TEXT.day,
  label: dayLabel,
  tick: (d) => `${d.slice(4, 6)}.${d.slice(6, 8)}`,
};
/** The numbers a chart draws: a key per category (`days`), a series per group; `kind` names it on the page. */
export type ChartData = Omit<Chart, 'kind'> & { kind: string };

function cell(value: string | number): string {
  const text = String(value);
  // Quoted when it holds a separator, a quote or a line break; a leading formula character is neutralised.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A chart's numbers as CSV: a byte-order mark (so a spreadsheet opens the Korean as UTF-8), a header row (날짜, each
 * series, 합계), a row per day and a last row of totals; CRLF line ends as RFC 4180 writes them.
 */
export function chartCsv(chart: ChartData, axis: ChartAxis = DAY_AXIS): string {
  const rows: (string | number)[][] = [[axis.header, ...chart.series.map((s) => s.name), CHART_TABLE_TEXT.total]];
  chart.days.forEach((day, i) => {
    const values = chart.series.map((s) => s.values[i] ?? 0);
    rows.push([axis.label(day), ...values, values.reduce((a, b) => a + b, 0)]);
  });
  const totals = chart.series.map((s) => s.total);
  rows.push([CHART_TABLE_TEXT.total, ...totals, totals.reduce((a, b) => a + b, 0)]);
  return `\uFEFF${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** The file's name: the chart's title and period, e.g. `온판-회원 유형별 가입-최근30일-20261128.csv`. */
export function chartFileName(chart: Chart): string {
  return `온판-${chart.title}-최근${chart.days.length}일-${chart.days.at(-1) ?? ''}.csv`;
}
