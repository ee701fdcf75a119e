import type { Chart } from '@onfan/contracts/admin';
import { describe, expect, it } from 'vitest';
import { chartCsv, chartFileName } from './chart-csv';

const chart: Chart = {
  kind: 'pageViews',
  title: '공개 화면 조회수',
  days: ['20261127', '20261128'],
  series: [
    { name: '/support', values: [3, 4], total: 7 },
    { name: '=HYPERLINK("x"),a', values: [0, 1], total: 1 },
  ],
};

describe('a chart as CSV', () => {
  it('starts with a byte-order mark, has Korean headers, a row per day and the totals', () => {
    const csv = chartCsv(chart);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '날짜,/support,"\'=HYPERLINK(""x""),a",합계',
      '2026-11-27,3,0,3',
      '2026-11-28,4,1,5',
      '합계,7,1,8',
      '',
    ]);
  });

  it('is named after the chart and its period', () => {
    expect(chartFileName(chart)).toBe('온판-공개 화면 조회수-최근2일-20261128.csv');
  });
});
