import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { ConsoleFilters, ConsolePeriodFields } from './ConsoleList';

afterEach(cleanup);

function Address() {
  const { search } = useLocation();
  return <output aria-label="주소">{search}</output>;
}

function Desk() {
  return (
    <>
      <ConsoleFilters keys={['from', 'to'] as const}>
        {(v, set) => (
          <ConsolePeriodFields
            from={v.from}
            to={v.to}
            labels={{ from: '신청 시작일', to: '신청 종료일' }}
            onChange={set}
          />
        )}
      </ConsoleFilters>
      <Address />
    </>
  );
}

describe('ConsolePeriodFields', () => {
  it('shows the address bar’s days in date fields and writes the chosen days back as yyyyMMdd', async () => {
    const user = userEvent.setup();
    render(
      <Routes>
        <Route path="/admin/items" element={<Desk />} />
      </Routes>,
      { route: '/admin/items?from=20261101' },
    );
    const from = screen.getByLabelText('신청 시작일');
    expect(from).toHaveAttribute('type', 'date');
    expect(from).toHaveValue('2026-11-01');
    fireEvent.change(screen.getByLabelText('신청 종료일'), { target: { value: '2026-11-30' } });
    await user.click(screen.getByRole('button', { name: '검색' }));
    const params = new URLSearchParams(screen.getByRole('status', { name: '주소' }).textContent ?? '');
    expect(params.get('from')).toBe('20261101');
    expect(params.get('to')).toBe('20261130');
  });
});
