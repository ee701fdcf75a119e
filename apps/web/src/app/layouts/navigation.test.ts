import { describe, expect, it } from 'vitest';
import type { Session } from '@/lib/session/session-types';
import { isBuiltPath } from '../route-table';
import { agentLink, FULL_MENU, MAIN_NAV, visibleNav } from './navigation';

const member = (userPattnCd: Session['userPattnCd']) => ({ userPattnCd }) as Session;

describe('agent site link', () => {
  const home = 'https://agent.onfan.go.kr/home';
  it('sends visitors to login', () => {
    expect(agentLink(false, null, null)).toEqual({ href: '/login', external: false });
  });
  it('sends single-sign-on members (pattern 400) to SSO login', () => {
    expect(agentLink(true, member('400'), null)).toEqual({ href: '/login?sso=1', external: false });
  });
  it('sends other members to the configured agent home in a new window, and nowhere while there is none', () => {
    for (const pattern of ['100', '200', '300'] as const) {
      expect(agentLink(true, member(pattern), home)).toEqual({ href: home, external: true });
      expect(agentLink(true, member(pattern), null)).toBeNull();
      expect(agentLink(true, member(pattern), undefined)).toBeNull();
    }
    expect(agentLink(true, null, home)).toBeNull();
  });
});

describe('main navigation', () => {
  it('follows spec section 2, with 지원사업, the core service, beside the platform introduction', () => {
    expect(MAIN_NAV.map((i) => [i.label, i.to])).toEqual([
      ['플랫폼 소개', '/service/onfan'],
      ['지원사업', '/support'],
      ['소셜 스페이스', '/playground2?ctgrCode=1012001'],
      ['자가진단', '/self-diagnosis'],
      ['이러닝', '/education'],
    ]);
    expect(MAIN_NAV[2]?.children?.map((c) => c.to)).toEqual(['/playground2?ctgrCode=1012001', '/studio', '/sodam']);
    expect(MAIN_NAV[3]?.badge).toBe('AI beta');
  });

  it('shows only areas whose page is built: no link leads to NotFound', () => {
    const shown = visibleNav();
    const links = shown.flatMap((i) => [i.to, ...(i.children ?? []).map((c) => c.to)]);
    for (const to of links) expect(isBuiltPath(to), to).toBe(true);
    expect(shown.map((i) => i.label)).toContain('지원사업');
    expect(links).toContain('/sodam');
    expect(links).toContain('/self-diagnosis');
  });

  it('lists every built area in the full menu (전체 메뉴), each link built', () => {
    const shown = visibleNav(FULL_MENU);
    const links = shown.flatMap((i) => [i.to, ...(i.children ?? []).map((c) => c.to)]);
    for (const to of links) expect(isBuiltPath(to), to).toBe(true);
    for (const area of ['/support', '/studio', '/space', '/notice', '/issue', '/community', '/foothold', '/campaign']) {
      expect(links, area).toContain(area);
    }
  });
});
