import type { Page } from 'playwright-core';

/**
 * How the first month grid on a page is laid out in its window (KWCAG 1.4.10, checked at 320 CSS pixels: a phone, or
 * 1280 px at 400 %): the visible day cells and weekday headers outside the window, the pairs of day cells that
 * overlap, the number of day columns, whether the Saturday header and every Saturday are inside the window, and
 * whether the page scrolls sideways. A grid that fits answers `{ outside: 0, overlapping: 0, columns: 7,
 * saturdayInside: true, scrollsSideways: false }`.
 */
export function calendarLayout(page: Page) {
  return page
    .getByRole('grid')
    .first()
    .evaluate((grid) => {
      const width = document.documentElement.clientWidth;
      const inside = (r: DOMRect) => r.left >= -0.5 && r.right <= width + 0.5;
      const days = Array.from(grid.querySelectorAll<HTMLElement>('td > div')).filter(
        (d) => getComputedStyle(d).visibility !== 'hidden',
      );
      const cells = days.map((d) => d.getBoundingClientRect());
      const headers = Array.from(grid.querySelectorAll('thead th')).map((h) => h.getBoundingClientRect());
      const outside = [...cells, ...headers].filter((r) => !inside(r)).length;
      let overlapping = 0;
      for (let i = 0; i < cells.length; i += 1) {
        for (let j = i + 1; j < cells.length; j += 1) {
          const a = cells[i]!;
          const b = cells[j]!;
          const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (w > 0.5 && h > 0.5) overlapping += 1;
        }
      }
      const saturdays = days.filter((d) => d.dataset.weekday === '6').map((d) => d.getBoundingClientRect());
      const saturdayHeader = headers[6];
      return {
        outside,
        overlapping,
        columns: new Set(cells.map((r) => Math.round(r.left))).size,
        saturdayInside:
          Boolean(saturdayHeader && inside(saturdayHeader)) && saturdays.length >= 4 && saturdays.every(inside),
        scrollsSideways: document.documentElement.scrollWidth > width,
      };
    });
}

/** What `calendarLayout` answers for a grid that fits its window. */
export const CALENDAR_FITS = {
  outside: 0,
  overlapping: 0,
  columns: 7,
  saturdayInside: true,
  scrollsSideways: false,
} as const;
