import { describe, expect, it } from 'vitest';
import { composeTitle, effectiveTitle, isBuilt, isBuiltPath, matchEntry, NOT_FOUND_TITLE, ROUTES } from './route-table';
import { SPEC_ROUTES } from './spec-routes.test-data';

/** The pages this session builds; everything else must render NotFound. */
const BUILT = [
  '',
  'service/policy',
  'service/privacy-policy',
  'service/onfan',
  'service/freeedudetail',
  'service/marketingdetail',
  'error',
];

describe('route table', () => {
  it.each(SPEC_ROUTES)('%s is matched by %s', (url, pattern) => {
    const pathname = url.split('?')[0]!;
    expect(matchEntry(pathname)?.path).toBe(pattern);
  });

  it('has no route the spec does not name, except the error page', () => {
    const specPatterns = new Set(SPEC_ROUTES.map(([, pattern]) => pattern));
    const extra = ROUTES.map((entry) => entry.path).filter((path) => !specPatterns.has(path));
    expect(extra).toEqual(['error']);
  });

  it('has unique names and paths, and a Korean title for every route', () => {
    expect(new Set(ROUTES.map((e) => e.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((e) => e.path)).size).toBe(ROUTES.length);
    for (const entry of ROUTES) expect(entry.title).toMatch(/[가-힣]/);
  });

  it('builds exactly the pages of this session', () => {
    expect(
      ROUTES.filter(isBuilt)
        .map((e) => e.path)
        .sort(),
    ).toEqual([...BUILT].sort());
  });

  it('gives unbuilt routes the NotFound title', () => {
    const studio = ROUTES.find((e) => e.path === 'studio')!;
    const policy = ROUTES.find((e) => e.path === 'service/policy')!;
    expect(effectiveTitle(studio)).toBe(NOT_FOUND_TITLE);
    expect(effectiveTitle(policy)).toBe('이용약관');
  });

  it('uses the chosen layouts: live, popup, and the login/sign-up layout', () => {
    const layoutOf = (path: string) => ROUTES.find((e) => e.path === path)?.layout;
    expect(layoutOf('live/list')).toBe('live');
    expect(layoutOf('chatbot')).toBe('popup');
    expect(layoutOf('aichat')).toBe('popup');
    expect(layoutOf('login')).toBe('auth');
    expect(layoutOf('join/general/form')).toBe('auth');
    expect(layoutOf('service/policy')).toBe('main');
  });

  it('tells built links from unbuilt ones, ignoring the query', () => {
    expect(isBuiltPath('/service/onfan')).toBe(true);
    expect(isBuiltPath('/service/onfan#contact')).toBe(true);
    expect(isBuiltPath('/')).toBe(true);
    expect(isBuiltPath('/studio')).toBe(false);
    expect(isBuiltPath('/playground2?ctgrCode=1012001')).toBe(false);
    expect(isBuiltPath('/no/such/page')).toBe(false);
  });
});

describe('composeTitle', () => {
  it('appends the site suffix', () => {
    expect(composeTitle('이용약관')).toBe('이용약관 | 온판');
    expect(composeTitle(' 플랫폼 소개 ')).toBe('플랫폼 소개 | 온판');
  });

  it('falls back to the site name', () => {
    expect(composeTitle('')).toBe('온판');
    expect(composeTitle(undefined)).toBe('온판');
  });
});
