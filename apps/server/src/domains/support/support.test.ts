import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newMember } from '../auth/auth.testkit.js';
import { createSupportService } from './support.module.js';
import type { SupportInput } from './support.service.js';

// 2026-03-10 23:30 UTC is already 2026-03-11 08:30 in Seoul: "today" must be the 11th.
const clock = fixedClock('2026-03-10T23:30:00Z');

describe('support programmes', async () => {
  const { app, database } = await createTestApp({ clock });
  const service = createSupportService(database, clock);
  const base: Omit<SupportInput, 'sprtBizNm' | 'aplyBgngYmd' | 'aplyEndYmd'> = {
    sprtBizYr: 2026,
    aplyUrl: null,
    sprtBizCn: '<p>시험용 사업입니다.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    sprtPattnDcd: '1',
    bizDesc: '시계 시험 사업',
    instNm: '시험기관',
    fldCd: 'TECH',
    rgnCd: 'ALL',
    trgtCd: 'ALL',
    prtlAplyYn: 'Y',
  };
  const ids = {
    open: await service.save({
      ...base,
      sprtBizNm: '시계시험 접수중 사업',
      aplyBgngYmd: '20260301',
      aplyEndYmd: '20260331',
    }),
    closing: await service.save({
      ...base,
      sprtBizNm: '시계시험 마감임박 사업',
      aplyBgngYmd: '20260301',
      aplyEndYmd: '20260314',
    }),
    lastDay: await service.save({
      ...base,
      sprtBizNm: '시계시험 오늘마감 사업',
      aplyBgngYmd: '20260301',
      aplyEndYmd: '20260311',
    }),
    closed: await service.save({
      ...base,
      sprtBizNm: '시계시험 마감 사업',
      aplyBgngYmd: '20260201',
      aplyEndYmd: '20260310',
    }),
    upcoming: await service.save({
      ...base,
      sprtBizNm: '시계시험 접수예정 사업',
      aplyBgngYmd: '20260312',
      aplyEndYmd: '20260401',
    }),
    external: await service.save({
      ...base,
      sprtBizNm: '시계시험 외부신청 사업',
      aplyBgngYmd: '20260301',
      aplyEndYmd: '20260331',
      aplyUrl: 'https://www.bizinfo.go.kr',
      prtlAplyYn: 'N',
      sprtPattnDcd: '2',
      rgnCd: 'SEOUL',
    }),
  };

  const list = (query: Record<string, string>) => call(app, 'GET', '/v1/app/support/bizs', { query });

  it('pages the seeded programmes by 10', async () => {
    const first = await list({});
    expect(first.status).toBe(200);
    expect(first.body.pageSize).toBe(10);
    expect(first.body.items).toHaveLength(10);
    expect(first.body.totalCount).toBeGreaterThanOrEqual(36);
    expect(first.body.hasMore).toBe(true);
    const last = await list({ pageNo: String(Math.ceil(first.body.totalCount / 10)) });
    expect(last.body.hasMore).toBe(false);
    expect(last.body.items.length).toBeGreaterThan(0);
  });

  it('computes status and D-day on the Seoul calendar day', async () => {
    const res = await list({ searchTerm: '시계시험', pageSize: '20' });
    const byName = Object.fromEntries(res.body.items.map((i: { sprtBizNm: string }) => [i.sprtBizNm, i]));
    expect(byName['시계시험 접수중 사업']).toMatchObject({ status: 'open', statusNm: '접수중', dday: 20 });
    expect(byName['시계시험 마감임박 사업']).toMatchObject({ status: 'closing', statusNm: '마감임박', dday: 3 });
    expect(byName['시계시험 오늘마감 사업']).toMatchObject({ status: 'closing', dday: 0 });
    expect(byName['시계시험 마감 사업']).toMatchObject({ status: 'closed', statusNm: '마감', dday: null });
    expect(byName['시계시험 접수예정 사업']).toMatchObject({ status: 'upcoming', statusNm: '접수예정' });
  });

  it('filters by status, type, region, field, year and search', async () => {
    const names = async (q: Record<string, string>) =>
      (await list({ searchTerm: '시계시험', pageSize: '20', ...q })).body.items
        .map((i: { sprtBizNm: string }) => i.sprtBizNm)
        .sort();
    expect(await names({ status: 'closing' })).toEqual(['시계시험 마감임박 사업', '시계시험 오늘마감 사업']);
    expect(await names({ status: 'closed' })).toEqual(['시계시험 마감 사업']);
    expect(await names({ status: 'upcoming' })).toEqual(['시계시험 접수예정 사업']);
    expect(await names({ status: 'open' })).toHaveLength(4);
    expect(await names({ sprtPattnDcd: '2' })).toEqual(['시계시험 외부신청 사업']);
    expect(await names({ rgn: 'SEOUL' })).toEqual(['시계시험 외부신청 사업']);
    expect(await names({ fld: 'FIN' })).toEqual([]);
    expect(await names({ year: '2025' })).toEqual([]);
    const bad = await list({ status: 'soon' });
    expect(bad.status).toBe(400);
    expect(bad.body.number).toBe(400);
  });

  it('sanitizes the description and answers the view with previous/next', async () => {
    const res = await call(app, 'GET', `/v1/app/support/biz/${ids.open}`);
    expect(res.status).toBe(200);
    expect(res.body.sprtBizCn).toContain('<p>시험용 사업입니다.</p>');
    expect(res.body.sprtBizCn).not.toMatch(/script|onerror/);
    expect(res.body.aplyDoneYn).toBe('N');
    expect(res.body.nextId).toBe(ids.closing);
    expect((await call(app, 'GET', '/v1/app/support/biz/999999')).body.message).toBe('지원사업을 찾을 수 없습니다.');
  });

  it('lets a member apply once, within the period, and lists the application', async () => {
    const member = await newMember(app);
    const token = member.token as string;
    const apply = (id: number) => call(app, 'POST', `/v1/app/support/biz/${id}/aply`, { token });

    expect((await call(app, 'POST', `/v1/app/support/biz/${ids.open}/aply`)).status).toBe(401);
    const first = await apply(ids.open);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('지원사업에 신청이 완료되었습니다.');
    const second = await apply(ids.open);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('이미 신청한 지원사업입니다. 마이페이지에서 신청 내역을 확인해주세요.');

    expect((await apply(ids.closed)).body).toMatchObject({
      number: 400,
      message: '신청 기간이 아닙니다. 접수 기간을 확인해주세요.',
    });
    expect((await apply(ids.upcoming)).status).toBe(400);
    expect((await apply(ids.external)).body.message).toBe('이 지원사업은 주관 기관 누리집에서 신청합니다.');
    expect((await apply(ids.lastDay)).status).toBe(200);

    const mine = await call(app, 'GET', '/v1/app/support/aplys', { token });
    expect(mine.status).toBe(200);
    expect(mine.body.totalCount).toBe(2);
    expect(mine.body.items.map((i: { sprtBizId: number }) => i.sprtBizId).sort()).toEqual(
      [ids.open, ids.lastDay].sort(),
    );
    expect(mine.body.items[0].aplySttsNm).toBe('접수완료');

    const view = await call(app, 'GET', `/v1/app/support/biz/${ids.open}`, { token });
    expect(view.body.aplyDoneYn).toBe('Y');
    const rows = await database.db.selectFrom('sprtBizAply').selectAll().where('sprtBizId', '=', ids.open).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a duplicate in the database even when two applications race', async () => {
    const member = await newMember(app);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(app, 'POST', `/v1/app/support/biz/${ids.closing}/aply`, { token: member.token as string }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
  });

  it('recommends open programmes the member has not applied to', async () => {
    const token = await login(app, 'demo-creator');
    const res = await call(app, 'GET', '/v1/app/support/supt/biz', { token });
    expect(res.status).toBe(200);
    for (const r of res.body) {
      expect(['open', 'closing']).toContain(r.status);
      expect(r.rcmdRsn).toBeTruthy();
    }
    expect((await call(app, 'GET', '/v1/app/support/supt/biz')).status).toBe(401);
  });

  it('serves the tree menu and support notices', async () => {
    const tree = await call(app, 'GET', '/v1/app/support/sprt/biz/treeMenus');
    expect(tree.body.map((m: { path: string }) => m.path)).toEqual([
      '/support',
      '/support1',
      '/support2',
      '/support/smb-sales',
    ]);
    const ntcs = await call(app, 'GET', '/v1/app/support/ntcs');
    expect(ntcs.body.length).toBeGreaterThan(0);
    expect(ntcs.body[0]).toHaveProperty('sprtBizNtcTit');
    // Shown as text: no tags, entities decoded ('마이페이지 > …', never '&gt;').
    const texts = ntcs.body.map((n: { sprtBizNtcCn: string }) => n.sprtBizNtcCn).join('\n');
    expect(texts).not.toMatch(/<\/?[a-z]|&(gt|lt|amp);/);
    expect(texts).toContain('마이페이지 > 지원사업 신청 내역');
  });

  it('imports MSS data and serves it; company history only for the own business', async () => {
    await service.importMss(
      [
        {
          pblancId: 'PBLN_000001',
          pblancNm: '2026년 소상공인 스마트공장 지원',
          jrsdInsttNm: '중소벤처기업부',
          reqstBgngYmd: '20260301',
          reqstEndYmd: '20260320',
        },
      ],
      [{ brno: '1234567890', bizNm: '스마트상점 기술보급', sprtYmd: '20250510', sprtAmt: 3000000, sttsNm: '지원완료' }],
    );
    await service.importMss(
      [
        {
          pblancId: 'PBLN_000001',
          pblancNm: '2026년 소상공인 스마트공장 지원(수정)',
          jrsdInsttNm: '중소벤처기업부',
          reqstBgngYmd: '20260301',
          reqstEndYmd: '20260320',
        },
      ],
      [],
    );
    const list = await call(app, 'GET', '/v1/app/support/mss/sprt/biz/srch/list', {
      query: { searchTerm: '스마트공장' },
    });
    expect(list.body.totalCount).toBe(1);
    expect(list.body.items[0]).toMatchObject({ pblancNm: '2026년 소상공인 스마트공장 지원(수정)', status: 'open' });

    const member = await newMember(app);
    const other = await call(app, 'GET', '/v1/app/mss/sprt/biz/cmpny/statusList', {
      token: member.token as string,
      query: { brno: '1234567890' },
    });
    expect(other.status).toBe(403);
    const badBrno = await call(app, 'GET', '/v1/app/mss/sprt/biz/cmpny/statusList', {
      token: member.token as string,
      query: { brno: '12-34' },
    });
    expect(badBrno.status).toBe(400);
    const admin = await login(app, 'demo-admin');
    const asOperator = await call(app, 'GET', '/v1/app/mss/sprt/biz/cmpny/statusList', {
      token: admin,
      query: { brno: '1234567890' },
    });
    expect(asOperator.body).toHaveLength(1);
  });
});
