import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Calendar } from './Calendar';
import { calendarDateToYmd, ymdToCalendarDate } from './calendar-date';

afterEach(cleanup);

function day(name: RegExp) {
  return screen.getByRole('button', { name });
}

function cellOf(name: RegExp) {
  return day(name).closest('td');
}

describe('yyyyMMdd conversion', () => {
  it('round-trips and rejects impossible days', () => {
    const date = ymdToCalendarDate('20240509');
    expect(date && calendarDateToYmd(date)).toBe('20240509');
    expect(ymdToCalendarDate('20240231')).toBeNull();
    expect(ymdToCalendarDate('2024-05-09')).toBeNull();
  });
});

describe('Calendar', () => {
  it('shows a Korean month title and weekday names', () => {
    render(<Calendar label="예약일 선택" defaultFocusedValue="20240510" />);
    expect(screen.getByText('예약일 선택')).toBeVisible();
    const grid = screen.getByRole('grid');
    expect(screen.getByRole('heading', { name: '2024년 5월' })).toBeInTheDocument();
    // The header row is aria-hidden: each day's own label already names its weekday.
    const headers = Array.from(grid.querySelectorAll('thead th')).map((h) => h.textContent);
    expect(headers).toEqual(['일', '월', '화', '수', '목', '금', '토']);
    expect(screen.getByRole('button', { name: '이전 달' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다음 달' })).toBeInTheDocument();
  });

  it('names each day starting with the number it shows (KWCAG 2.5.3)', () => {
    render(<Calendar label="예약일 선택" defaultFocusedValue="20261101" />);
    const days = screen.getAllByRole('button').filter((b) => /^\d+$/.test(b.textContent ?? ''));
    expect(days.length).toBeGreaterThanOrEqual(28);
    for (const b of days) expect(b.getAttribute('aria-label')).toMatch(new RegExp(`^${b.textContent}일, `));
    expect(day(/2026년 11월 1일 일요일/)).toHaveAttribute(
      'aria-label',
      expect.stringMatching(/^1일, 2026년 11월 1일 일요일/),
    );
  });

  it('marks unavailable days disabled and does not select them', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    // Weekends closed.
    const isDateUnavailable = (ymd: string) => {
      const d = new Date(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)));
      return d.getDay() === 0 || d.getDay() === 6;
    };
    render(
      <Calendar
        label="예약일 선택"
        defaultFocusedValue="20240510"
        isDateUnavailable={isDateUnavailable}
        onChange={onChange}
      />,
    );
    const saturday = day(/2024년 5월 11일 토요일/);
    const friday = day(/2024년 5월 10일 금요일/);
    expect(saturday).toHaveAttribute('aria-disabled', 'true');
    expect(saturday).toHaveAttribute('data-unavailable', 'true');
    expect(friday).not.toHaveAttribute('aria-disabled');

    await user.click(saturday);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(friday);
    expect(onChange).toHaveBeenCalledWith('20240510');
  });

  it('disables days outside min and max', () => {
    render(<Calendar label="예약일 선택" defaultFocusedValue="20240510" minValue="20240506" maxValue="20240520" />);
    expect(day(/2024년 5월 5일/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(/2024년 5월 6일/)).not.toHaveAttribute('aria-disabled');
    expect(day(/2024년 5월 21일/)).toHaveAttribute('aria-disabled', 'true');
  });

  it('moves with the keyboard, selects with Enter and reports month changes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onVisibleMonthChange = vi.fn();
    render(
      <Calendar
        label="예약일 선택"
        defaultValue="20240530"
        onChange={onChange}
        onVisibleMonthChange={onVisibleMonthChange}
      />,
    );
    expect(cellOf(/2024년 5월 30일/)).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(day(/2024년 5월 30일/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day(/2024년 6월 6일/)).toHaveFocus();
    expect(screen.getByRole('heading', { name: '2024년 6월' })).toBeInTheDocument();
    expect(onVisibleMonthChange).toHaveBeenCalledWith('202406');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('20240606');
  });

  it('reports the very first month turn and shows the month its caller owns', async () => {
    const user = userEvent.setup();
    const onVisibleMonthChange = vi.fn();
    const { rerender } = render(
      <Calendar label="방송 날짜 선택" visibleMonth="202611" onVisibleMonthChange={onVisibleMonthChange} />,
    );
    expect(screen.getByRole('heading', { name: '2026년 11월' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다음 달' }));
    expect(onVisibleMonthChange).toHaveBeenCalledTimes(1);
    expect(onVisibleMonthChange).toHaveBeenCalledWith('202612');
    rerender(<Calendar label="방송 날짜 선택" visibleMonth="202612" onVisibleMonthChange={onVisibleMonthChange} />);
    expect(screen.getByRole('heading', { name: '2026년 12월' })).toBeInTheDocument();
    // A month the caller turns to by itself (a link, Back) is shown, and the next turn starts from it.
    rerender(<Calendar label="방송 날짜 선택" visibleMonth="202703" onVisibleMonthChange={onVisibleMonthChange} />);
    expect(screen.getByRole('heading', { name: '2027년 3월' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '이전 달' }));
    expect(onVisibleMonthChange).toHaveBeenLastCalledWith('202702');
  });

  it('shows the controlled value', () => {
    render(<Calendar label="예약일 선택" value="20240315" onChange={() => {}} />);
    expect(cellOf(/2024년 3월 15일/)).toHaveAttribute('aria-selected', 'true');
    expect(cellOf(/2024년 3월 14일/)).not.toHaveAttribute('aria-selected');
  });

  it('renders a description and links it to the calendar', () => {
    render(<Calendar label="예약일 선택" defaultFocusedValue="20240510" description="주말은 휴무입니다." />);
    const description = screen.getByText('주말은 휴무입니다.');
    expect(description).toBeVisible();
    expect(description.id).not.toBe('');
    const described = document.querySelector(`[aria-describedby~="${description.id}"]`);
    expect(described).not.toBeNull();
    expect(described).toContainElement(screen.getByRole('grid'));
  });

  it('has no description link without a description', () => {
    render(<Calendar label="예약일 선택" defaultFocusedValue="20240510" />);
    expect(document.querySelector('[aria-describedby]')).toBeNull();
  });
});
