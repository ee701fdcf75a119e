import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES, publicPageDescription, publicPageText } from './page-meta.js';

describe('public page descriptions', () => {
  it("gives a listed page's description and refuses a path that is not listed", () => {
    const notice = PUBLIC_PAGES.find((p) => p.path === '/notice')!;
    expect(publicPageDescription('/notice')).toBe(notice.description);
    expect(() => publicPageDescription('/notice/1/view')).toThrow('/notice/1/view');
    expect(() => publicPageDescription('/no/such/page')).toThrow(Error);
  });
});

describe('public page text', () => {
  it("gives a variant's heading and lead when the query names it, the page's own otherwise", () => {
    expect(publicPageText('/login', new URLSearchParams('?sso=1'))).toEqual({
      title: '통합 로그인',
      description: '에이전트 사이트와 함께 쓰는 통합회원 아이디로 로그인합니다.',
    });
    const login = { title: '로그인', description: publicPageDescription('/login') };
    expect(publicPageText('/login', new URLSearchParams(''))).toEqual(login);
    expect(publicPageText('/login', new URLSearchParams('sso=0&returnUrl=%2Fsupport'))).toEqual(login);
    expect(() => publicPageText('/no/such/page', new URLSearchParams(''))).toThrow(Error);
  });
});
