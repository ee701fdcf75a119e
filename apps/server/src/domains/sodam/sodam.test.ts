import { ADMIN_MESSAGES } from '@onfan/contracts/admin';
import { PROHIBITED_MESSAGES } from '@onfan/contracts/prohibited';
import { SODAM_MESSAGES } from '@onfan/contracts/sodam';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newMember } from '../auth/auth.testkit.js';

const IF = '/v1/api/if/sodam';

describe('소담상회 shop', async () => {
  const { app } = await createTestApp();

  it('lists stores with their address, hours, a map search and product counts', async () => {
    const res = await call(app, 'GET', `${IF}/stores`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(4);
    const first = res.body[0];
    expect(first).toMatchObject({ storeNm: '소담상회 인사동점', oprHr: expect.stringContaining('10:30') });
    expect(first.mapUrl).toBe(`https://map.naver.com/p/search/${encodeURIComponent(first.addr)}`);
    expect(first.pdCnt).toBeGreaterThan(0);
  });

  it('filters products by store, category and words, sold-out last, paged', async () => {
    const stores = (await call(app, 'GET', `${IF}/stores`)).body as { storeId: number; pdCnt: number }[];
    const byStore = await call(app, 'GET', `${IF}/products`, { query: { storeId: String(stores[1]!.storeId) } });
    expect(byStore.body.totalCount).toBe(stores[1]!.pdCnt);
    const items = byStore.body.items as { storeId: number; soldOutYn: string }[];
    expect(items.every((p) => p.storeId === stores[1]!.storeId)).toBe(true);
    expect(items.at(-1)!.soldOutYn).toBe('Y');
    // A store id past the 32-bit column is ignored like any other bad filter (found by the fuzzer: a 500 on PostgreSQL).
    const huge = await call(app, 'GET', `${IF}/products`, { query: { storeId: '2147483648' } });
    expect(huge.status).toBe(200);
    expect(huge.body.totalCount).toBe((await call(app, 'GET', `${IF}/products`)).body.totalCount);
    const food = await call(app, 'GET', `${IF}/products`, { query: { ctgrCd: 'food', pageSize: '50' } });
    expect(food.body.items.every((p: { ctgrNm: string }) => p.ctgrNm === '먹거리')).toBe(true);
    const found = await call(app, 'GET', `${IF}/products`, { query: { searchTerm: '멸치' } });
    expect(found.body.items.map((p: { pdNm: string }) => p.pdNm)).toEqual(['남해 죽방멸치 500g']);
    expect((await call(app, 'GET', `${IF}/products`, { query: { searchTerm: '%_' } })).body.totalCount).toBe(0);
    const paged = await call(app, 'GET', `${IF}/products`, { query: { pageSize: '5' } });
    expect(paged.body).toMatchObject({ pageSize: 5, hasMore: true });
    const long = await call(app, 'GET', `${IF}/products`, { query: { searchTerm: '가'.repeat(51) } });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(SODAM_MESSAGES.searchTooLong);
  });

  it('shows a product with its store; an unknown one is 404 in Korean', async () => {
    const list = (await call(app, 'GET', `${IF}/products`)).body.items as { pdId: number }[];
    const res = await call(app, 'GET', `${IF}/product/${list[0]!.pdId}`);
    expect(res.body).toMatchObject({ pdId: list[0]!.pdId, store: { storeNm: expect.any(String) } });
    expect(res.body.imgUrl).toMatch(/^\/img\/sodam\/(product\/)?[a-z-]+\.svg$/);
    const missing = await call(app, 'GET', `${IF}/product/999999`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(SODAM_MESSAGES.notFound);
  });

  it('members ask about a product and read only their own inquiries; operators answer', async () => {
    const pdId = ((await call(app, 'GET', `${IF}/products`)).body.items as { pdId: number }[])[0]!.pdId;
    const [a, b] = [await newMember(app), await newMember(app)];
    expect(
      (await call(app, 'POST', `${IF}/product/${pdId}/inq`, { body: { inqCn: '선물 포장 되나요?' } })).status,
    ).toBe(401);
    const sent = await call(app, 'POST', `${IF}/product/${pdId}/inq`, {
      token: a.token,
      body: { inqCn: '선물 포장 되나요?' },
    });
    expect(sent.body.message).toBe(SODAM_MESSAGES.inqSent);
    const empty = await call(app, 'POST', `${IF}/product/${pdId}/inq`, { token: a.token, body: { inqCn: '  ' } });
    expect(empty.body.message).toBe(SODAM_MESSAGES.inqRequired);
    const rude = await call(app, 'POST', `${IF}/product/${pdId}/inq`, { token: a.token, body: { inqCn: '바보' } });
    expect(rude.body.message).toBe(PROHIBITED_MESSAGES.found('바보'));

    const mine = (await call(app, 'GET', `${IF}/product/${pdId}/inqs`, { token: a.token })).body;
    expect(mine).toEqual([expect.objectContaining({ inqCn: '선물 포장 되나요?', ansCn: null })]);
    expect((await call(app, 'GET', `${IF}/product/${pdId}/inqs`, { token: b.token })).body).toEqual([]);

    const admin = await login(app, 'demo-admin');
    const refused = await call(app, 'PUT', `${IF}/inq/${mine[0].inqId}/ans`, {
      token: a.token,
      body: { ansCn: '네', updtDt: mine[0].regDt },
    });
    expect(refused.status).toBe(403);
    const answered = await call(app, 'PUT', `${IF}/inq/${mine[0].inqId}/ans`, {
      token: admin,
      body: { ansCn: '매장에서 무료로 포장해 드립니다.', updtDt: mine[0].regDt },
    });
    expect(answered.body.message).toBe(SODAM_MESSAGES.answered);
    const after = (await call(app, 'GET', `${IF}/product/${pdId}/inqs`, { token: a.token })).body;
    expect(after[0]).toMatchObject({ ansCn: '매장에서 무료로 포장해 드립니다.', ansDt: expect.any(String) });
  });

  it('the console lists unanswered inquiries, answers the copy read with an audit row, and refuses a stale copy', async () => {
    const pdId = ((await call(app, 'GET', `${IF}/products`)).body.items as { pdId: number }[])[0]!.pdId;
    const member = await newMember(app);
    await call(app, 'POST', `${IF}/product/${pdId}/inq`, {
      token: member.token,
      body: { inqCn: '배송은 언제 되나요?' },
    });
    const admin = await login(app, 'demo-admin');
    expect((await call(app, 'GET', `${IF}/admin/inqs`, { token: member.token })).status).toBe(403);
    const queue = await call(app, 'GET', `${IF}/admin/inqs?answered=N&sort=regDt&order=desc`, { token: admin });
    expect(queue.status).toBe(200);
    const row = (queue.body.items as { inqId: number; inqCn: string; updtDt: string; lgnId: string }[]).find(
      (r) => r.inqCn === '배송은 언제 되나요?',
    )!;
    expect(row.lgnId).not.toBe(member.lgnId);
    const waiting = queue.body.totalCount as number;
    const bad = await call(app, 'GET', `${IF}/admin/inqs?answered=X`, { token: admin });
    expect(bad.status).toBe(400);

    const empty = await call(app, 'PUT', `${IF}/inq/${row.inqId}/ans`, {
      token: admin,
      body: { ansCn: ' ', updtDt: row.updtDt },
    });
    expect([empty.status, empty.body.message]).toEqual([400, SODAM_MESSAGES.ansRequired]);
    const stale = await call(app, 'PUT', `${IF}/inq/${row.inqId}/ans`, {
      token: admin,
      body: { ansCn: '내일 보냅니다.', updtDt: '2000-01-01T00:00:00.000Z' },
    });
    expect([stale.status, stale.body.message]).toEqual([409, ADMIN_MESSAGES.staleCopy]);
    const answered = await call(app, 'PUT', `${IF}/inq/${row.inqId}/ans`, {
      token: admin,
      body: { ansCn: '내일 보냅니다.', updtDt: row.updtDt },
    });
    expect(answered.body.message).toBe(SODAM_MESSAGES.answered);
    const again = await call(app, 'PUT', `${IF}/inq/${row.inqId}/ans`, {
      token: admin,
      body: { ansCn: '오늘 보냅니다.', updtDt: row.updtDt },
    });
    expect(again.status).toBe(409);

    const left = await call(app, 'GET', `${IF}/admin/inqs`, { token: admin });
    expect(left.body.totalCount).toBe(waiting - 1);
    const done = await call(app, 'GET', `${IF}/admin/inqs?answered=Y`, { token: admin });
    expect(done.body.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ inqId: row.inqId, ansCn: '내일 보냅니다.' })]),
    );
    const audit = await call(app, 'GET', `/v1/app/admin/audit?targetKind=sodam-inquiry&targetId=${row.inqId}`, {
      token: admin,
    });
    expect(audit.body.items).toEqual([expect.objectContaining({ action: 'ANSWER' })]);
    const dashboard = await call(app, 'GET', '/v1/app/admin/dashboard', { token: admin });
    expect(JSON.stringify(dashboard.body)).toContain('inquiries-sodam');
  });
});
