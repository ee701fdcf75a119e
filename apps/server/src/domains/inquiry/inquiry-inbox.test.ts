import { INQUIRY_ADMIN_MESSAGES } from '@onfan/contracts/inquiry.admin';
import { INQUIRY_INBOX_MESSAGES as M } from '@onfan/contracts/inquiry.inbox';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newMember, newOperator } from '../auth/auth.testkit.js';

const SODAM = '/v1/api/if/sodam';
const INBOX = '/v1/app/inquiry/admin/inbox';
const T0 = '2026-11-20T01:00:00.000Z';
const T1 = '2026-11-21T01:00:00.000Z';
const T5 = '2026-11-25T01:00:00.000Z';

interface Row {
  kind: 'sodam' | 'econ' | 'space';
  row: Record<string, string | number | null> & { inqId: number; updtDt: string; lgnId: string };
}

/**
 * The inquiry inbox's 전체 view (issue 38): every kind an operator's roles answer in one server-paged list, the
 * unanswered first and the longest waiting first, filtered by kind, answer, age and a word; each row in its kind's
 * own queue shape, so it is answered on the kind's answer screen.
 */
describe('the inquiry inbox, every kind together', async () => {
  const clock = fixedClock(T0);
  const { app } = await createTestApp({ clock });
  const word = `합본${Date.now().toString(36)}`;
  const pdId = ((await call(app, 'GET', `${SODAM}/products`)).body.items as { pdId: number }[])[0]!.pdId;
  const spaceId = ((await call(app, 'GET', '/v1/app/space/lst')).body.items as { spaceId: number }[])[0]!.spaceId;
  // A member signs in at each question's time (a session does not last the days between).
  let member = await newMember(app);
  const ask = {
    sodam: (tag: string) =>
      call(app, 'POST', `${SODAM}/product/${pdId}/inq`, { token: member.token, body: { inqCn: `${word} ${tag}` } }),
    econ: (tag: string) =>
      call(app, 'PUT', '/v1/app/local/econoInq', {
        token: member.token,
        body: { cmpnyNm: '온판상회', telno: '02-123-4567', inqTtl: `${word} ${tag}`, inqCn: '참여할 수 있나요?' },
      }),
    space: (tag: string) =>
      call(app, 'POST', '/v1/app/reservation/inq', {
        token: member.token,
        body: { spaceId, inqTit: `${word} ${tag}`, inqCn: '주차할 수 있나요?' },
      }),
  };
  // Asked in this order, a day or more apart: space first, then the shop, then a promotion, then the shop again.
  const asked: [keyof typeof ask, string, string][] = [
    ['space', '공간1', T0],
    ['sodam', '상품1', T1],
    ['econ', '홍보1', '2026-11-22T01:00:00.000Z'],
    ['sodam', '상품2', '2026-11-24T01:00:00.000Z'],
  ];
  for (const [kind, tag, at] of asked) {
    clock.set(at);
    member = await newMember(app);
    expect((await ask[kind](tag)).status).toBe(200);
  }
  clock.set(T5);
  const admin = await login(app, 'demo-admin');

  const text = (r: Row) =>
    String(r.row.inqCn).startsWith(word) ? String(r.row.inqCn) : String(r.row.inqTtl ?? r.row.inqTit);
  const list = async (token: string, query = '') => {
    const res = await call(app, 'GET', `${INBOX}?q=${encodeURIComponent(word)}&${query}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { items: Row[]; totalCount: number };
  };
  const tags = async (token: string, query = '') =>
    (await list(token, query)).items.map((r) => `${r.kind}:${text(r).slice(word.length + 1)}`);

  it('lists every kind, unanswered first then the longest waiting, each row in its kind’s queue shape', async () => {
    const page = await list(admin);
    expect(page.totalCount).toBe(4);
    expect(page.items.map((r) => `${r.kind}:${text(r).slice(word.length + 1)}`)).toEqual([
      'space:공간1',
      'sodam:상품1',
      'econ:홍보1',
      'sodam:상품2',
    ]);
    const [space, sodam, econ] = page.items;
    expect(space!.row).toMatchObject({ spaceId, inqTit: `${word} 공간1`, ansCn: null, updtDt: space!.row.regDt });
    expect(sodam!.row).toMatchObject({ pdId, inqCn: `${word} 상품1` });
    expect(econ!.row).toMatchObject({ kind: 'local', kindNm: expect.any(String), cmpnyNm: '온판상회', prgmNm: null });
    // The asking member's login id masked, as each kind's own queue shows it.
    expect(space!.row.lgnId).not.toBe(member.lgnId);
    expect(String(space!.row.lgnId)).toContain('*');

    // Answered on the kind's own answer screen: the answered question goes after every unanswered one.
    const answered = await call(app, 'PUT', `/v1/app/reservation/inq/${space!.row.inqId}/ans`, {
      token: admin,
      body: { ansCn: '네, 2시간 무료입니다.', updtDt: space!.row.updtDt },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(await tags(admin)).toEqual(['sodam:상품1', 'econ:홍보1', 'sodam:상품2', 'space:공간1']);
    expect(await tags(admin, 'answered=N')).toEqual(['sodam:상품1', 'econ:홍보1', 'sodam:상품2']);
    expect(await tags(admin, 'answered=Y')).toEqual(['space:공간1']);
    const again = (await list(admin, 'answered=Y')).items[0]!;
    expect(again.row).toMatchObject({ ansCn: '네, 2시간 무료입니다.', updtDt: again.row.ansDt });
  });

  it('filters by kind, age and period, and sorts by age and kind', async () => {
    expect(await tags(admin, 'answered=N&kind=sodam')).toEqual(['sodam:상품1', 'sodam:상품2']);
    // 3일 이상 미답변: asked on the 22nd or before, read on the 25th.
    expect(await tags(admin, 'answered=N&minAge=3')).toEqual(['sodam:상품1', 'econ:홍보1']);
    expect(await tags(admin, 'from=20261122&to=20261124')).toEqual(['econ:홍보1', 'sodam:상품2']);
    expect(await tags(admin, 'answered=N&sort=age&order=asc')).toEqual(['sodam:상품2', 'econ:홍보1', 'sodam:상품1']);
    expect(await tags(admin, 'answered=N&sort=age&order=desc')).toEqual(['sodam:상품1', 'econ:홍보1', 'sodam:상품2']);
    expect(await tags(admin, 'answered=N&sort=kind&order=asc')).toEqual(['econ:홍보1', 'sodam:상품1', 'sodam:상품2']);
    expect(await tags(admin, 'answered=N&sort=regDt&order=desc')).toEqual(['sodam:상품2', 'econ:홍보1', 'sodam:상품1']);
    // A word LIKE would read as a wildcard finds nothing, rather than everything.
    const wild = await call(app, 'GET', `${INBOX}?q=${encodeURIComponent('%')}`, { token: admin });
    expect([wild.status, wild.body.totalCount]).toEqual([200, 0]);
  });

  it('pages on the server in the same order', async () => {
    const whole = await tags(admin);
    const pages = [];
    for (const pageNo of [1, 2, 3]) pages.push(...(await tags(admin, `pageSize=2&pageNo=${pageNo}`)));
    expect(pages).toEqual(whole);
    const second = await list(admin, 'pageSize=3&pageNo=2');
    expect([second.totalCount, second.items.length]).toEqual([4, 1]);
  });

  it('shows an operator only the kinds their roles answer', async () => {
    const market = await newOperator(app, ['MARKET']);
    const reservation = await newOperator(app, ['RESERVATION']);
    expect((await tags(market.token)).map((t) => t.split(':')[0])).toEqual(['sodam', 'econ', 'sodam']);
    expect(await tags(reservation.token)).toEqual(['space:공간1']);
    expect((await list(reservation.token)).totalCount).toBe(1);
    const foreign = await call(app, 'GET', `${INBOX}?kind=sodam`, { token: reservation.token });
    expect([foreign.status, foreign.body.message]).toEqual([403, M.kindForbidden]);
    const education = await newOperator(app, ['EDUCATION']);
    expect((await call(app, 'GET', INBOX, { token: education.token })).status).toBe(403);
    const someone = await newMember(app);
    expect((await call(app, 'GET', INBOX, { token: someone.token })).status).toBe(403);
    expect((await call(app, 'GET', INBOX)).status).toBe(401);
  });

  it('refuses bad filters with a Korean 400', async () => {
    const bad = async (query: string) => {
      const res = await call(app, 'GET', `${INBOX}?${query}`, { token: admin });
      expect(res.status, query).toBe(400);
      return JSON.stringify(res.body);
    };
    expect(await bad('answered=X')).toContain(M.answeredInvalid);
    expect(await bad('kind=mail')).toContain(INQUIRY_ADMIN_MESSAGES.kindInvalid);
    expect(await bad('minAge=0')).toContain(INQUIRY_ADMIN_MESSAGES.ageInvalid);
    expect(await bad('from=20261125&to=20261120')).toContain(INQUIRY_ADMIN_MESSAGES.periodInvalid);
    expect(await bad('sort=pdNm')).toContain('정렬 기준이 올바르지 않습니다.');
  });
});
