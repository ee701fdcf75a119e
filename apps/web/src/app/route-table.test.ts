import { PUBLIC_PAGES } from '@onfan/contracts/page-meta';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TITLE } from '@/lib/document-title';
import { composeTitle, effectiveTitle, isBuilt, isBuiltPath, matchEntry, ROUTES } from './route-table';
import { SPEC_ROUTES } from './spec-routes.test-data';

/** The pages built so far (foundation, accounts, reservations, public information); the rest must render NotFound. */
const BUILT = [
  '',
  'admin',
  'admin/access-log',
  'admin/announcements',
  'admin/announcements/:ancmtId',
  'admin/announcements/new',
  'admin/audit',
  'admin/broadcasts',
  'admin/broadcasts/:brcInfoNo',
  'admin/broadcasts/:brcInfoNo/captions',
  'admin/broadcasts/:brcInfoNo/media',
  'admin/broadcasts/channels',
  'admin/broadcasts/channels/:brcChnlId',
  'admin/broadcasts/channels/new',
  'admin/broadcasts/new',
  'admin/campaigns',
  'admin/campaigns/:matchCampnId',
  'admin/campaigns/new',
  'admin/communities',
  'admin/communities/:cmntId',
  'admin/communities/:cmntId/entries/:cmntBrdId',
  'admin/communities/:cmntId/entries/new',
  'admin/communities/new',
  'admin/contents',
  'admin/contents/:board/:contentsId',
  'admin/contents/:board/new',
  'admin/education',
  'admin/education/:eduCrsId',
  'admin/education/:eduCrsId/enrolments',
  'admin/education/new',
  'admin/faq',
  'admin/festival',
  'admin/festival/seasons',
  'admin/festival/seasons/:campnId',
  'admin/festival/seasons/new',
  'admin/footholds',
  'admin/footholds/creators',
  'admin/inquiries',
  'admin/inquiries/templates',
  'admin/members',
  'admin/members/:userId',
  'admin/members/certificates',
  'admin/notices',
  'admin/notices/:ntcId',
  'admin/notices/new',
  'admin/main',
  'admin/market-entry',
  'admin/market-entry/:aplyId',
  'admin/prohibited-words',
  'admin/codes',
  'admin/operators',
  'admin/programmes',
  'admin/programmes/:sprtBizId',
  'admin/programmes/new',
  'admin/reservations',
  'admin/reservations/new',
  'admin/reviews',
  'admin/rooms',
  'admin/rooms/:roomId',
  'admin/rooms/new',
  'admin/reports',
  'admin/second-factor',
  'admin/spaces',
  'admin/spaces/:spaceId',
  'admin/spaces/new',
  'admin/studios',
  'admin/studios/:studoId',
  'admin/studios/new',
  'admin/surveys',
  'admin/surveys/:surveyId',
  'admin/surveys/:surveyId/results',
  'admin/surveys/new',
  'admin/promotions',
  'admin/promotions/:prgmId',
  'admin/promotions/new',
  'admin/sodam/products',
  'admin/sodam/products/:pdId',
  'admin/sodam/products/new',
  'admin/sodam/stores',
  'admin/sodam/stores/:storeId',
  'admin/sodam/stores/new',
  'admin/diagnosis',
  'admin/diagnosis/:verNo',
  'guide',
  'join/test/main',
  'renew',
  'self',
  'sodam',
  'sodam/product/:pdId',
  'aichat',
  'campaign',
  'chatbot',
  'campaign/:matchCampnId/view',
  'community',
  'community/:comunBltartclId/edit',
  'education',
  'education/:eduCrsId/lesson/:eduLsnId',
  'education/:eduCrsId/view',
  'education/certificate',
  'educationapply',
  'educationpre',
  'community/:comunBltartclId/view',
  'convert-membership',
  'convert-membership/complete',
  'convert-membership/form',
  'dhfindInfo/:division',
  'error',
  'findChoice/:division',
  'findInfo/:division',
  'foothold',
  'foothold/:ctrFthldId/view',
  'identity/local',
  'interview',
  'interview/:interviewId/view',
  'issue',
  'issue/:issueId/view',
  'issue2',
  'join',
  'join/dhfesta',
  'join/dhfesta/complete',
  'join/dhfesta/form',
  'join/general',
  'join/general/complete',
  'join/general/form',
  'join/integrated',
  'join/integrated/certificate',
  'join/integrated/complete',
  'join/integrated/form',
  'join/loading',
  'live/:brcInfoNo/view',
  'live/coming/:brcInfoNo',
  'live/list',
  'live/schedule',
  'live/vod/:brcInfoNo',
  'login',
  'marketing/:userData',
  'mypage/:path',
  'mypage/connect',
  'mypage2/:path',
  'mypage2/selfdx',
  'notice',
  'notice/:ntcId/view',
  'playground',
  'playground/:plygrndId/view',
  'playground2',
  'playground2/:plygrndId/view',
  'playground3',
  'playground3/:plygrndId/view',
  'promotion/localeconomic',
  'promotion/subscription',
  'search',
  'search2',
  'self-diagnosis',
  'self-diagnosis/input',
  'self-diagnosis/result',
  'sentcont/:sentContCtgrDcd/list',
  'sentcont/:sentContCtgrDcd/view/:sentContId',
  'sentcont/home',
  'service/freeedudetail',
  'service/marketingdetail',
  'service/onfan',
  'service/policy',
  'service/privacy-policy',
  'signup',
  'signup/complete',
  'space',
  'space/:spaceId',
  'space/:spaceId/inquiry/Input',
  'space/:spaceId/rsvt/:roomId',
  'space/:spaceId/rsvt/:roomId/Input',
  'space/inquiry/List',
  'space/myRsvt',
  'studio',
  'studio/room/:roomId/:studoId',
  'support',
  'support/:sprtBizId/view',
  'support/smb-sales',
  'support/smb-sales/detail',
  'support/smb-sales/list',
  'support1',
  'support2',
  'supportbiz',
  'supportbiz/intrd/:intrdId/exm/:exmId',
  'supportbiz/intrd/:intrdId/exms',
  'supportbiz/intrd/:intrdId?',
  'trans',
  'broadcast',
  'broadcast/:brcInfoNo/view',
  'broadcast/shorts/:brcInfoNo/view',
  'scommunity',
  'scommunity/:cmntId',
  'scommunity/:cmntId/search',
  'scommunity/search',
  'scommunity/detail',
  'scommunity/detail/search',
  'scommunity/bbs/notice',
  'scommunity/bbs/notice/detail',
  'scommunity/bbs/data',
  'scommunity/bbs/data/detail',
];

describe('route table', () => {
  it.each(SPEC_ROUTES)('%s is matched by %s', (url, pattern) => {
    const pathname = url.split('?')[0]!;
    expect(matchEntry(pathname)?.path).toBe(pattern);
  });

  it('has no route the spec does not name, except the console, the error page, the identity provider popup, e-learning and shop pages', () => {
    const specPatterns = new Set(SPEC_ROUTES.map(([, pattern]) => pattern));
    const extra = ROUTES.map((entry) => entry.path).filter((path) => !specPatterns.has(path));
    // The spec names 'education' and 'sodam' only; a course, its lessons, the certificate check and a shop product
    // need pages of their own.
    expect(extra.sort()).toEqual([
      'admin',
      'admin/access-log',
      'admin/announcements',
      'admin/announcements/:ancmtId',
      'admin/announcements/new',
      'admin/audit',
      'admin/broadcasts',
      'admin/broadcasts/:brcInfoNo',
      'admin/broadcasts/:brcInfoNo/captions',
      'admin/broadcasts/:brcInfoNo/media',
      'admin/broadcasts/channels',
      'admin/broadcasts/channels/:brcChnlId',
      'admin/broadcasts/channels/new',
      'admin/broadcasts/new',
      'admin/campaigns',
      'admin/campaigns/:matchCampnId',
      'admin/campaigns/new',
      'admin/codes',
      'admin/communities',
      'admin/communities/:cmntId',
      'admin/communities/:cmntId/entries/:cmntBrdId',
      'admin/communities/:cmntId/entries/new',
      'admin/communities/new',
      'admin/contents',
      'admin/contents/:board/:contentsId',
      'admin/contents/:board/new',
      'admin/diagnosis',
      'admin/diagnosis/:verNo',
      'admin/education',
      'admin/education/:eduCrsId',
      'admin/education/:eduCrsId/enrolments',
      'admin/education/new',
      'admin/faq',
      'admin/festival',
      'admin/festival/seasons',
      'admin/festival/seasons/:campnId',
      'admin/festival/seasons/new',
      'admin/footholds',
      'admin/footholds/creators',
      'admin/inquiries',
      'admin/inquiries/templates',
      'admin/main',
      'admin/market-entry',
      'admin/market-entry/:aplyId',
      'admin/members',
      'admin/members/:userId',
      'admin/members/certificates',
      'admin/notices',
      'admin/notices/:ntcId',
      'admin/notices/new',
      'admin/operators',
      'admin/programmes',
      'admin/programmes/:sprtBizId',
      'admin/programmes/new',
      'admin/prohibited-words',
      'admin/promotions',
      'admin/promotions/:prgmId',
      'admin/promotions/new',
      'admin/reports',
      'admin/reservations',
      'admin/reservations/new',
      'admin/reviews',
      'admin/rooms',
      'admin/rooms/:roomId',
      'admin/rooms/new',
      'admin/second-factor',
      'admin/sodam/products',
      'admin/sodam/products/:pdId',
      'admin/sodam/products/new',
      'admin/sodam/stores',
      'admin/sodam/stores/:storeId',
      'admin/sodam/stores/new',
      'admin/spaces',
      'admin/spaces/:spaceId',
      'admin/spaces/new',
      'admin/studios',
      'admin/studios/:studoId',
      'admin/studios/new',
      'admin/surveys',
      'admin/surveys/:surveyId',
      'admin/surveys/:surveyId/results',
      'admin/surveys/new',
      'education/:eduCrsId/lesson/:eduLsnId',
      'education/:eduCrsId/view',
      'education/certificate',
      'error',
      'identity/local',
      'sodam/product/:pdId',
    ]);
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
    // Every spec route is built since the live pages (issue 13); an entry without a page still gets NotFound's title.
    const unbuilt = { name: 'Unbuilt', path: 'unbuilt', title: '미완성', layout: 'main' } as const;
    const policy = ROUTES.find((e) => e.path === 'service/policy')!;
    expect(effectiveTitle(unbuilt)).toBe(NOT_FOUND_TITLE);
    expect(effectiveTitle(policy)).toBe('이용약관');
    expect(effectiveTitle(ROUTES.find((e) => e.path === 'live/list')!)).toBe('라이브');
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

  it('picks the entry React Router picks from the whole table, for every route and for near misses', () => {
    const whole = ROUTES.map((entry) => ({ id: entry.name, path: entry.path }));
    const pathnames = ROUTES.flatMap((entry) => {
      const filled = `/${entry.path.replace(/:[A-Za-z]+\??/g, '7')}`;
      return [filled, `${filled}/`, filled.toUpperCase(), `${filled}/extra`, `//${filled.slice(1)}`];
    });
    pathnames.push('/', '/%73tudio', '/지원사업', '/no/such/page');
    for (const pathname of pathnames) {
      expect(matchEntry(pathname)?.name, pathname).toBe(matchRoutes(whole, pathname)?.at(-1)?.route.id);
    }
  });

  it('tells built links from unbuilt ones, ignoring the query', () => {
    expect(isBuiltPath('/service/onfan')).toBe(true);
    expect(isBuiltPath('/service/onfan#contact')).toBe(true);
    expect(isBuiltPath('/')).toBe(true);
    expect(isBuiltPath('/studio')).toBe(true);
    expect(isBuiltPath('/playground2?ctgrCode=1012001')).toBe(true);
    expect(isBuiltPath('/education')).toBe(true);
    expect(isBuiltPath('/sodam')).toBe(true);
    expect(isBuiltPath('/promotion/subscription')).toBe(true);
    expect(isBuiltPath('/live/list')).toBe(true);
    expect(isBuiltPath('/live/12/view')).toBe(true);
    expect(isBuiltPath('/live/12')).toBe(false);
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

describe('public pages as the server describes them', () => {
  it.each(PUBLIC_PAGES.map((p) => [p.path, p.title] as const))('%s is a built page titled %s', (path, title) => {
    const entry = matchEntry(path);
    expect(entry && isBuilt(entry)).toBe(true);
    expect(entry!.title).toBe(title);
  });
});
