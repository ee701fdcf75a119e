import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { Breadcrumb, BREADCRUMB_LABEL } from './Breadcrumb';

afterEach(cleanup);

const TRAIL = [{ label: '홈', href: '/' }, { label: '스튜디오', href: '/studio' }, { label: '라이브룸 A' }];

describe('Breadcrumb', () => {
  it('lists the trail in order, links every step but the current page, which is marked and not a link', () => {
    render(<Breadcrumb items={TRAIL} />, { route: '/studio/room/1/1' });
    const nav = screen.getByRole('navigation', { name: BREADCRUMB_LABEL });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['홈', '스튜디오', '라이브룸 A']);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/studio']);
    const current = within(items[2]!).getByText('라이브룸 A');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.closest('a')).toBeNull();
  });

  it('moves within the app, without a page load', async () => {
    const user = userEvent.setup();
    render(
      <Routes>
        <Route path="/studio" element={<h1>스튜디오 목록</h1>} />
        <Route path="*" element={<Breadcrumb items={TRAIL} />} />
      </Routes>,
      { route: '/studio/room/1/1' },
    );
    await user.click(screen.getByRole('link', { name: '스튜디오' }));
    expect(screen.getByRole('heading', { name: '스튜디오 목록' })).toBeInTheDocument();
  });

  it('draws nothing for an empty trail', () => {
    const { container } = render(<Breadcrumb items={[]} />, { route: '/' });
    expect(container).toBeEmptyDOMElement();
  });
});
