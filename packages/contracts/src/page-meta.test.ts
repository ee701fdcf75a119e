import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES, publicPageDescription } from './page-meta.js';

describe('public page descriptions', () => {
  it("gives a listed page's description and refuses a path that is not listed", () => {
    const notice = PUBLIC_PAGES.find((p) => p.path === '/notice')!;
    expect(publicPageDescription('/notice')).toBe(notice.description);
    expect(() => publicPageDescription('/notice/1/view')).toThrow('/notice/1/view');
    expect(() => publicPageDescription('/no/such/page')).toThrow(Error);
  });
});
