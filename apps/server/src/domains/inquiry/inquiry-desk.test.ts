import { ADMIN_MESSAGES } from '@onfan/contracts/admin';
import { INQUIRY_ADMIN_MESSAGES as M } from '@onfan/contracts/inquiry.admin';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newMember, newOperator } from '../auth/auth.testkit.js';

const SODAM = '/v1/api/if/sodam';
const T0 = '2026-11-20T01:00:00.000Z';
const T5 = '2026-11-25T01:00:00.000Z';

/**
 * The inquiry inbox (issue 38): the three queues filtered alike by age, period and a word, sorted by age; and the
 * answer templates kept per kind on the copy read, with audit rows, for the kinds an operator's roles answer.
 */
describe('the inquiry inbox', async () => {
  const clock = fixedClock(T0);
  const { app } = await createTestApp({ clock });
  const word = `포장${Date.now().toString(36)}`;

  // Two questions of each kind: one asked at T0, one five days later; the operator reads at T5.
  const pdId = ((await call(app, 'GET', `${SODAM}/products`)).body.items as { pdId: number }[])[0]!.pdId;
  const spaceId = ((await call(app, 'GET', '/v1/app/space/lst')).body.items as { spaceId: number }[])[0]!.spaceId;
  async function askAll(tag: string) {
    const m = await newMember(app);
    const asks = [
      await call(app, 'POST', `${SODAM}/product/${pdId}/inq`, { token: m.token, body: { inqCn: `${word} ${tag}` } }),
      await call(app, 'PUT', '/v1/app/local/econoInq', {
        token: m.token,
        body: { cmpnyNm: '온판상회', telno: '02-123-4567', inqTtl: `${word} ${tag}`, inqCn: '참여할 수 있나요?' },
      }),
      await call(app, 'POST', '/v1/app/reservation/inq', {
        token: m.token,
        body: { spaceId, inqTit: `${word} ${tag}`, inqCn: '주차할 수 있나요?' },
      }),
    ];
    expect(asks.map((a) => a.status)).toEqual([200, 200, 200]);
  }
  await askAll('오래된');
  clock.set(T5);
  await askAll('새');
  const admin = await login(app, 'demo-admin');

  const QUEUES = [
    { path: `${SODAM}/admin/inqs`, text: (r: Record<string, string>) => r.inqCn! },
    { path: '/v1/app/promotion/econ/admin/inqs', text: (r: Record<string, string>) => r.inqTtl! },
    { path: '/v1/app/reservation/admin/inqs', text: (r: Record<string, string>) => r.inqTit! },
  ];
  const texts = async (path: string, text: (r: Record<string, string>) => string, query: string) => {
    const res = await call(app, 'GET', `${path}?q=${encodeURIComponent(word)}&${query}`, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.items as Record<string, string>[]).map(text);
  };

  it.each(QUEUES)('$path: a word, an age, a period and the age sort', async ({ path, text }) => {
    expect(await texts(path, text, '')).toEqual([`${word} 오래된`, `${word} 새`]);
    expect(await texts(path, text, 'minAge=3')).toEqual([`${word} 오래된`]);
    expect(await texts(path, text, 'from=20261125&to=20261125')).toEqual([`${word} 새`]);
    expect(await texts(path, text, 'to=20261120')).toEqual([`${word} 오래된`]);
    expect(await texts(path, text, 'sort=age&order=asc')).toEqual([`${word} 새`, `${word} 오래된`]);
    expect(await texts(path, text, 'sort=age&order=desc')).toEqual([`${word} 오래된`, `${word} 새`]);
    expect(await texts(path, text, 'answered=Y')).toEqual([]);

    const period = await call(app, 'GET', `${path}?from=20261125&to=20261120`, { token: admin });
    expect([period.status, period.body.message]).toEqual([400, M.periodInvalid]);
    const age = await call(app, 'GET', `${path}?minAge=0`, { token: admin });
    expect(age.status).toBe(400);
    expect(JSON.stringify(age.body)).toContain(M.ageInvalid);
    const wild = await call(app, 'GET', `${path}?q=${encodeURIComponent('%')}`, { token: admin });
    expect([wild.status, wild.body.totalCount]).toEqual([200, 0]);
  });

  it('keeps answer templates per kind on the copy read, with audit rows, for the kinds a role answers', async () => {
    const T = '/v1/app/inquiry/admin/tmpl';
    const market = await newOperator(app, ['MARKET']);
    const reservation = await newOperator(app, ['RESERVATION']);
    const member = await newMember(app);
    expect((await call(app, 'GET', T, { token: member.token })).status).toBe(403);

    const body = { kind: 'sodam', tmplNm: '배송 안내', tmplCn: '주문 다음 날 보내 드립니다.' };
    const created = await call(app, 'POST', T, { token: market.token, body });
    expect([created.status, created.body.message]).toEqual([200, M.created('배송 안내')]);
    const twice = await call(app, 'POST', T, { token: market.token, body });
    expect([twice.status, twice.body.message]).toEqual([400, M.nameInUse]);
    const empty = await call(app, 'POST', T, { token: market.token, body: { ...body, tmplCn: ' ' } });
    expect([empty.status, empty.body.errors?.[0]?.message]).toEqual([400, M.bodyRequired]);
    // The space desk neither sees nor writes the shop's templates.
    const foreign = await call(app, 'POST', T, { token: reservation.token, body });
    expect([foreign.status, foreign.body.message]).toEqual([403, M.kindForbidden]);
    const space = await call(app, 'POST', T, {
      token: reservation.token,
      body: { kind: 'space', tmplNm: '주차 안내', tmplCn: '지하 주차장을 2시간 무료로 쓸 수 있습니다.' },
    });
    expect(space.status).toBe(200);
    const seen = await call(app, 'GET', T, { token: reservation.token });
    expect((seen.body.items as { tmplNm: string }[]).map((r) => r.tmplNm)).toEqual(['주차 안내']);

    const list = await call(app, 'GET', `${T}?kind=sodam&sort=updtDt&order=desc`, { token: market.token });
    const row = (list.body.items as { id: number; tmplNm: string; updtDt: string }[]).find(
      (r) => r.tmplNm === '배송 안내',
    )!;
    clock.set('2026-11-25T01:01:00.000Z');
    const edited = await call(app, 'PUT', `${T}/${row.id}`, {
      token: market.token,
      body: { ...body, tmplCn: '주문한 날 보내 드립니다.', updtDt: row.updtDt },
    });
    expect([edited.status, edited.body.message]).toEqual([200, M.updated('배송 안내')]);
    const stale = await call(app, 'PUT', `${T}/${row.id}`, {
      token: market.token,
      body: { ...body, tmplCn: '늦게 보냅니다.', updtDt: row.updtDt },
    });
    expect([stale.status, stale.body.message]).toEqual([409, ADMIN_MESSAGES.staleCopy]);
    const staleDelete = await call(app, 'PUT', `${T}/${row.id}/delete`, {
      token: market.token,
      body: { updtDt: row.updtDt },
    });
    expect(staleDelete.status).toBe(409);
    const now = (await call(app, 'GET', `${T}?kind=sodam`, { token: market.token })).body.items as {
      id: number;
      tmplCn: string;
      updtDt: string;
    }[];
    const current = now.find((r) => r.id === row.id)!;
    expect(current.tmplCn).toBe('주문한 날 보내 드립니다.');
    const other = await call(app, 'PUT', `${T}/${row.id}/delete`, {
      token: reservation.token,
      body: { updtDt: current.updtDt },
    });
    expect(other.status).toBe(403);
    const deleted = await call(app, 'PUT', `${T}/${row.id}/delete`, {
      token: market.token,
      body: { updtDt: current.updtDt },
    });
    expect([deleted.status, deleted.body.message]).toEqual([200, M.deleted('배송 안내')]);
    expect(
      (await call(app, 'PUT', `${T}/${row.id}/delete`, { token: market.token, body: { updtDt: current.updtDt } }))
        .status,
    ).toBe(404);

    const audit = await call(app, 'GET', `/v1/app/admin/audit?targetKind=inquiry-template&targetId=${row.id}`, {
      token: admin,
    });
    expect((audit.body.items as { action: string }[]).map((a) => a.action).sort()).toEqual([
      'CREATE',
      'DELETE',
      'UPDATE',
    ]);
  });
});
