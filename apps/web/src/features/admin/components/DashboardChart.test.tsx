import type { Chart } from '@onfan/contracts/admin';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { DashboardChart } from './DashboardChart';

// The bars are drawn on a canvas, which the test DOM has not: what the chart is given is shown instead.
vi.mock('react-chartjs-2', () => ({
  Bar: ({ data }: { data: { labels: string[]; datasets: { label: string }[] } }) => (
    <div data-testid="bars">{`${data.labels.length} ${data.datasets.map((d) => d.label).join('|')}`}</div>
  ),
}));

const chart: Chart = {
  kind: 'reservations',
  title: '스튜디오별 예약',
  days: ['20261126', '20261127', '20261128'],
  series: [
    { name: '온판 라이브 스튜디오 서울', values: [1, 0, 2], total: 3 },
    { name: '온판 포토 스튜디오', values: [0, 1, 0], total: 1 },
  ],
};

afterEach(cleanup);

describe('a dashboard chart', () => {
  it('hides the bars from assistive technology and gives every number in a captioned table', () => {
    render(<DashboardChart chart={chart} onDownload={() => {}} />);
    const bars = screen.getByTestId('bars');
    expect(bars.textContent).toBe('3 온판 라이브 스튜디오 서울|온판 포토 스튜디오');
    expect(bars.closest('[aria-hidden="true"]')).not.toBeNull();
    const table = screen.getByRole('table', { name: '스튜디오별 예약 일별 건수(최근 3일)' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      '날짜온판 라이브 스튜디오 서울온판 포토 스튜디오합계',
      '2026-11-26101',
      '2026-11-27011',
      '2026-11-28202',
      '합계314',
    ]);
    expect(screen.getByText('최근 3일 합계 4건')).toBeTruthy();
    expect(screen.queryByText('기간 안에 집계된 건이 없습니다.')).toBeNull();
  });

  it('downloads its numbers, and says so when the period has none', async () => {
    const onDownload = vi.fn();
    const empty = { ...chart, series: chart.series.map((s) => ({ ...s, values: [0, 0, 0], total: 0 })) };
    render(<DashboardChart chart={empty} onDownload={onDownload} />);
    expect(screen.getByText('기간 안에 집계된 건이 없습니다.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '스튜디오별 예약 CSV 내려받기' }));
    expect(onDownload).toHaveBeenCalledWith(empty);
  });
});
