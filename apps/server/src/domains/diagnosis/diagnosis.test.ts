import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { addDays, todaySeoulYmd } from '../../lib/seoul-time.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newMember } from '../auth/auth.testkit.js';
import { DiagnosisRepository } from './diagnosis.repository.js';
import { newOfflineShop, onlineSeller } from './diagnosis.testkit.js';

const clock = fixedClock(new Date().toISOString());
const today = todaySeoulYmd(clock);
const CHECK = '/v1/app/diagn/self/check';

describe('self-diagnosis', async () => {
  const { app, database } = await createTestApp({ clock });
  const repo = new DiagnosisRepository(database.db);
  const seoul = (await repo.areaIdByCode('SEOUL'))!;
  const mapo = (await repo.areaIdByCode('SEOUL:마포구'))!;
  const haeundae = (await repo.areaIdByCode('BUSAN:해운대구'))!;
  const history = async () =>
    Number(
      (
        await database.db
          .selectFrom('diagnHis')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const programme = async (nm: string, start: number, end: number, over: Record<string, string> = {}) =>
    (
      await database.db
        .insertInto('sprtBiz')
        .values({
          sprtBizNm: nm,
          sprtBizYr: Number(today.slice(0, 4)),
          aplyBgngYmd: addDays(today, start),
          aplyEndYmd: addDays(today, end),
          aplyUrl: null,
          sprtBizCn: `${nm} 본문`,
          sprtPattnDcd: '1',
          bizDesc: nm,
          instNm: '진단시험청',
          fldCd: 'EXPORT',
          rgnCd: 'SEOUL',
          trgtCd: 'ALL',
          regDt: clock.now().toISOString(),
          mdfcnDt: clock.now().toISOString(),
          ...over,
        } as never)
        .returning('sprtBizId')
        .executeTakeFirstOrThrow()
    ).sprtBizId;
  const ids = {
    open: await programme('진단시험 열린 수출 지원', -5, 0),
    closed: await programme('진단시험 마감된 수출 지원', -30, -1),
    upcoming: await programme('진단시험 예정 수출 지원', 1, 30),
    hidden: await programme('진단시험 비공개 수출 지원', -5, 10, { expsrYn: 'N' }),
    busan: await programme('진단시험 부산 수출 지원', -5, 10, { rgnCd: 'BUSAN' }),
  };

  it('answers the region tree: the 17 시/도, then a 시/도’s 시/군/구 by parentId', async () => {
    const sido = await call(app, 'GET', '/v1/app/diagn/area');
    expect(sido.status).toBe(200);
    expect(sido.body).toHaveLength(17);
    expect(sido.body[0]).toEqual({ areaId: seoul, parentId: null, areaNm: '서울특별시' });
    expect(sido.body.map((a: { areaNm: string }) => a.areaNm)).toContain('제주특별자치도');
    const gu = await call(app, 'GET', '/v1/app/diagn/area', { query: { parentId: String(seoul) } });
    expect(gu.body).toHaveLength(25);
    expect(gu.body.every((a: { parentId: number }) => a.parentId === seoul)).toBe(true);
    expect(gu.body.map((a: { areaNm: string }) => a.areaNm)).toContain('마포구');
    const gyeonggi = (await repo.areaIdByCode('GYEONGGI'))!;
    expect((await call(app, 'GET', '/v1/app/diagn/area', { query: { parentId: String(gyeonggi) } })).body).toHaveLength(
      31,
    );
    const leaf = await call(app, 'GET', '/v1/app/diagn/area', { query: { parentId: String(mapo) } });
    expect(leaf.body).toEqual([]);
    const bad = await call(app, 'GET', '/v1/app/diagn/area', { query: { parentId: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('지역 번호가 올바르지 않습니다.');
  });

  it('refuses incomplete or inconsistent answers with Korean messages, storing nothing', async () => {
    const before = await history();
    const token = await login(app, 'demo-member');
    const a = onlineSeller(seoul, mapo);
    const noGender = await call(app, 'POST', CHECK, {
      token,
      body: { ...a, basic: { ...a.basic, gndrCd: undefined } },
    });
    expect(noGender.status).toBe(400);
    expect(noGender.body.message).toBe('성별을 선택해주세요.');
    const noSub = await call(app, 'POST', CHECK, { token, body: { ...a, basic: { ...a.basic, bizSubCtgrCd: '' } } });
    expect(noSub.body.message).toBe('세부 업종을 선택해주세요.');
    const wrongSub = await call(app, 'POST', CHECK, {
      token,
      body: { ...a, basic: { ...a.basic, bizSubCtgrCd: 'BAKERY' } },
    });
    expect(wrongSub.body.message).toBe('선택한 업종에 없는 세부 업종입니다.');
    const score = await call(app, 'POST', CHECK, {
      token,
      body: { ...a, management: { ...a.management, growthWill: 6 } },
    });
    expect(score.body.message).toBe('1점부터 5점 중에서 선택해주세요.');
    const noNeeds = await call(app, 'POST', CHECK, {
      token,
      body: { ...a, management: { ...a.management, needs: [] } },
    });
    expect(noNeeds.body.message).toBe('필요한 지원을 1개 이상 선택해주세요.');
    const none = await call(app, 'POST', CHECK, {
      token,
      body: { ...a, additional: { ...a.additional, domesticMarkets: ['NONE', 'COUPANG'] } },
    });
    expect(none.body.message).toBe('‘없음’은 다른 항목과 함께 선택할 수 없습니다.');
    const region = await call(app, 'POST', CHECK, { token, body: onlineSeller(seoul, haeundae) });
    expect(region.status).toBe(400);
    expect(region.body.message).toBe('선택한 지역을 찾을 수 없습니다. 시/도와 시/군/구를 다시 선택해주세요.');
    expect(await history()).toBe(before);
  });

  it('gives a visitor the result without keeping it', async () => {
    const before = await history();
    const res = await call(app, 'POST', CHECK, { body: onlineSeller(seoul, mapo) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      number: 200,
      message: '자가진단 결과가 나왔습니다.',
      saved: false,
      diagnHisId: null,
      totalScore: 72,
      levelNm: '우수',
      strengths: ['DIGITAL', 'ONLINE'],
      weaknesses: ['OPERATION'],
    });
    expect(res.body.dimensions.map((d: { code: string; score: number }) => [d.code, d.score])).toEqual([
      ['ONLINE', 82],
      ['MARKETING', 63],
      ['OPERATION', 38],
      ['DIGITAL', 100],
      ['GROWTH', 75],
    ]);
    expect(res.body.profile).toContain('지역: 서울특별시 마포구');
    expect(await history()).toBe(before);
  });

  it('recommends only open, shown programmes of the region; studios for live commerce; campaigns to creators', async () => {
    const res = await call(app, 'POST', CHECK, { body: onlineSeller(seoul, mapo) });
    const recommended = res.body.recommendations.programmes.map((p: { sprtBizId: number }) => p.sprtBizId);
    expect(recommended).toContain(ids.open);
    for (const id of [ids.closed, ids.upcoming, ids.hidden, ids.busan]) expect(recommended).not.toContain(id);
    const mine = res.body.recommendations.programmes.find((p: { sprtBizId: number }) => p.sprtBizId === ids.open);
    expect(mine.reasons).toEqual(['필요 지원: 해외 진출', '지역: 서울특별시']);
    // Every recommendation is a real programme open today.
    for (const id of recommended) {
      const row = await database.db
        .selectFrom('sprtBiz')
        .select(['aplyBgngYmd', 'aplyEndYmd', 'useYn', 'expsrYn'])
        .where('sprtBizId', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.aplyBgngYmd <= today && row.aplyEndYmd >= today && row.expsrYn === 'Y').toBe(true);
    }
    expect(res.body.recommendations.studios.length).toBeGreaterThan(0);
    expect(res.body.recommendations.studios[0]).toMatchObject({
      roomId: expect.any(Number),
      studoNm: expect.any(String),
    });
    expect(res.body.recommendations.campaigns).toEqual([]);
    // Courses for the weak areas (and the live-commerce need) are real courses of the catalogue, none twice.
    const courses = res.body.recommendations.courses as { eduCrsId: number; reason: string }[];
    expect(courses.length).toBeGreaterThan(0);
    expect(courses.length).toBeLessThanOrEqual(3);
    expect(new Set(courses.map((c) => c.eduCrsId)).size).toBe(courses.length);
    for (const c of courses) {
      const row = await database.db
        .selectFrom('eduCourse')
        .select(['useYn'])
        .where('eduCrsId', '=', c.eduCrsId)
        .executeTakeFirstOrThrow();
      expect(row.useYn).toBe('Y');
      expect(c.reason).toMatch(/^(보완 영역|필요 지원): /);
    }
    const noLive = await call(app, 'POST', CHECK, { body: newOfflineShop(seoul, mapo) });
    expect(noLive.body.recommendations.studios).toEqual([]);
    // In Busan, the Busan programme is in and the Seoul one is out.
    const busan = (await repo.areaIdByCode('BUSAN'))!;
    const inBusan = await call(app, 'POST', CHECK, { body: onlineSeller(busan, haeundae) });
    const busanIds = inBusan.body.recommendations.programmes.map((p: { sprtBizId: number }) => p.sprtBizId);
    expect(busanIds).toContain(ids.busan);
    expect(busanIds).not.toContain(ids.open);
    const creator = await login(app, 'demo-creator');
    const asCreator = await call(app, 'POST', CHECK, { token: creator, body: onlineSeller(seoul, mapo) });
    expect(asCreator.body.recommendations.campaigns.length).toBeGreaterThan(0);
    const campaignIds = asCreator.body.recommendations.campaigns.map((c: { matchCampnId: number }) => c.matchCampnId);
    const open = await call(app, 'GET', '/v1/app/promotion/campns', { query: { state: 'open', pageSize: '50' } });
    const openIds = open.body.items.map((c: { matchCampnId: number }) => c.matchCampnId);
    for (const id of campaignIds) expect(openIds).toContain(id);
  });

  it("keeps a member's result in history, newest first with change over time, readable by the owner only", async () => {
    const member = await newMember(app);
    const first = await call(app, 'POST', CHECK, { token: member.token, body: newOfflineShop(seoul, mapo) });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      saved: true,
      message: '자가진단 결과가 나왔습니다. 마이페이지 자가진단 이력에 저장되었습니다.',
    });
    expect(first.body.diagnHisId).toEqual(expect.any(Number));
    clock.set(new Date(clock.now().getTime() + 60_000).toISOString());
    const second = await call(app, 'POST', CHECK, { token: member.token, body: onlineSeller(seoul, mapo) });
    const his = await call(app, 'GET', '/v1/app/diagn/his', { token: member.token });
    expect(his.status).toBe(200);
    expect(his.body.totalCount).toBe(2);
    expect(his.body.items.map((h: { diagnHisId: number }) => h.diagnHisId)).toEqual([
      second.body.diagnHisId,
      first.body.diagnHisId,
    ]);
    expect(his.body.items[0]).toMatchObject({
      totalScore: 72,
      change: 71,
      bizCtgrNm: '도소매업',
      scores: { ONLINE: 82, MARKETING: 63, OPERATION: 38, DIGITAL: 100, GROWTH: 75 },
    });
    expect(his.body.items[1].change).toBeNull();
    const view = await call(app, 'GET', `/v1/app/diagn/his/${first.body.diagnHisId}`, { token: member.token });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ diagnHisId: first.body.diagnHisId, totalScore: 1, saved: true });
    expect(view.body.answers.basic.bizCtgrCd).toBe('ETC');

    const other = await newMember(app);
    const refused = await call(app, 'GET', `/v1/app/diagn/his/${first.body.diagnHisId}`, { token: other.token });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('자가진단 이력을 찾을 수 없습니다.');
    expect((await call(app, 'GET', '/v1/app/diagn/his', { token: other.token })).body.items).toEqual([]);
    expect((await call(app, 'GET', `/v1/app/diagn/his/${first.body.diagnHisId}`)).status).toBe(401);
    expect((await call(app, 'GET', '/v1/app/diagn/his')).status).toBe(401);
    const bad = await call(app, 'GET', '/v1/app/diagn/his/abc', { token: member.token });
    expect(bad.body.message).toBe('자가진단 이력 번호가 올바르지 않습니다.');
  });

  it("seeds demo-member's history over past weeks", async () => {
    const token = await login(app, 'demo-member');
    const his = await call(app, 'GET', '/v1/app/diagn/his', { token });
    expect(his.body.totalCount).toBeGreaterThanOrEqual(3);
    const seeded = his.body.items.slice(-3);
    expect(seeded[2].change).toBeNull();
    expect(seeded[0].totalScore).toBeGreaterThan(seeded[2].totalScore);
  });
});
