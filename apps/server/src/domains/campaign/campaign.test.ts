import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { addDays } from '../../lib/seoul-time.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newMember } from '../auth/auth.testkit.js';
import { CampaignRepository } from './campaign.repository.js';
import { endOfSeoulDay } from './campaign.seed.js';

// 2026-03-10 23:30 UTC is already 2026-03-11 08:30 in Seoul: "today" is the 11th.
const clock = fixedClock('2026-03-10T23:30:00Z');
const today = '20260311';

describe('campaigns', async () => {
  const { app, database } = await createTestApp({ clock });
  const repo = new CampaignRepository(database.db);
  const gdsClsId = (await repo.categories(1))[0]!.gdsClsId;
  const make = async (nm: string, start: number, end: number) =>
    repo.insertCampaign({
      matchCampnNm: nm,
      matchCampnCn: `${nm} 설명`,
      entryBgngYmd: addDays(today, start),
      entryEndYmd: addDays(today, end),
      entryEndDt: endOfSeoulDay(addDays(today, end)),
      matchCampnBgngYmd: addDays(today, end + 7),
      matchCampnEndYmd: addDays(today, end + 30),
      gdsClsId,
      rprsImgPt: null,
      regDt: clock.now().toISOString(),
    });
  const ids = {
    open: await make('시계시험 모집중 캠페인', -3, 10),
    lastDay: await make('시계시험 오늘마감 캠페인', -3, 0),
    closed: await make('시계시험 마감 캠페인', -10, -1),
    upcoming: await make('시계시험 모집예정 캠페인', 1, 10),
    race: await make('시계시험 동시신청 캠페인', -1, 5),
  };
  const applications = async () =>
    Number(
      (
        await database.db
          .selectFrom('campnAply')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const creator = await login(app, 'demo-creator');

  it('lists level-1 categories and campaigns with their state and D-day', async () => {
    const cls = await call(app, 'GET', '/v1/app/promotion/clss', { query: { clsLv: '1' } });
    expect(cls.status).toBe(200);
    expect(cls.body.map((c: { clsNm: string }) => c.clsNm)).toContain('식품');
    const list = await call(app, 'GET', '/v1/app/promotion/campns', {
      query: { searchTerm: '시계시험', pageSize: '20' },
    });
    expect(list.status).toBe(200);
    const byName = new Map(list.body.items.map((c: { matchCampnNm: string }) => [c.matchCampnNm, c]));
    expect(byName.get('시계시험 모집중 캠페인')).toMatchObject({ state: 'open', stateNm: '모집중', dday: 10 });
    expect(byName.get('시계시험 오늘마감 캠페인')).toMatchObject({ state: 'open', dday: 0 });
    expect(byName.get('시계시험 마감 캠페인')).toMatchObject({ state: 'closed', dday: null });
    expect(byName.get('시계시험 모집예정 캠페인')).toMatchObject({ state: 'upcoming', dday: null });
    expect(list.body.items.at(-1).state).toBe('closed');
    const open = await call(app, 'GET', '/v1/app/promotion/campns', {
      query: { state: 'open', searchTerm: '시계시험' },
    });
    expect(open.body.items.every((c: { state: string }) => c.state === 'open')).toBe(true);
    const bad = await call(app, 'GET', '/v1/app/promotion/campns', { query: { gdsClsId: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('캠페인 분류가 올바르지 않습니다.');
  });

  it('shows one campaign and answers 404 in Korean for an unknown one', async () => {
    const view = await call(app, 'GET', `/v1/app/promotion/campn/${ids.open}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ matchCampnCn: '시계시험 모집중 캠페인 설명', applied: false });
    expect(view.body.entryEndDt).toBe('2026-03-21T23:59:59+09:00');
    const missing = await call(app, 'GET', '/v1/app/promotion/campn/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('캠페인을 찾을 수 없습니다.');
  });

  it('refuses a visitor, a member who is not a creator, before the period and after it, changing nothing', async () => {
    const before = await applications();
    expect((await call(app, 'POST', '/v1/app/promotion/campn/aply', { body: { matchCampnId: ids.open } })).status).toBe(
      401,
    );
    const member = await newMember(app);
    const asMember = await call(app, 'POST', '/v1/app/promotion/campn/aply', {
      token: member.token,
      body: { matchCampnId: ids.open },
    });
    expect(asMember.status).toBe(403);
    expect(asMember.body.message).toBe(
      '캠페인은 크리에이터만 신청할 수 있습니다. 마이페이지에서 크리에이터로 전환해주세요.',
    );
    const operator = await login(app, 'demo-admin');
    expect(
      (await call(app, 'POST', '/v1/app/promotion/campn/aply', { token: operator, body: { matchCampnId: ids.open } }))
        .status,
    ).toBe(403);
    const early = await call(app, 'POST', '/v1/app/promotion/campn/aply', {
      token: creator,
      body: { matchCampnId: ids.upcoming },
    });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('아직 모집 기간이 아닙니다. 모집 시작일을 확인해주세요.');
    const late = await call(app, 'POST', '/v1/app/promotion/campn/aply', {
      token: creator,
      body: { matchCampnId: ids.closed },
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('모집이 마감된 캠페인입니다.');
    const bad = await call(app, 'POST', '/v1/app/promotion/campn/aply', {
      token: creator,
      body: { matchCampnId: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('캠페인 번호가 올바르지 않습니다.');
    const missing = await call(app, 'POST', '/v1/app/promotion/campn/aply', {
      token: creator,
      body: { matchCampnId: 999999 },
    });
    expect(missing.status).toBe(404);
    expect(await applications()).toBe(before);
  });

  it("lets a creator apply once and lists the application in the creator's my page", async () => {
    const res = await call(app, 'POST', '/v1/app/promotion/campn/aply', {
      token: creator,
      body: { matchCampnId: ids.open },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('캠페인 신청이 완료되었습니다.');
    const again = await call(app, 'POST', '/v1/app/promotion/campn/aply', {
      token: creator,
      body: { matchCampnId: ids.open },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 신청한 캠페인입니다. 마이페이지에서 신청 내역을 확인해주세요.');
    const view = await call(app, 'GET', `/v1/app/promotion/campn/${ids.open}`, { token: creator });
    expect(view.body.applied).toBe(true);
    const mine = await call(app, 'GET', '/v1/app/promotion/campn/aplys', { token: creator });
    expect(mine.status).toBe(200);
    expect(mine.body.items[0]).toMatchObject({ matchCampnId: ids.open, aplyStts: 'APPLIED', aplySttsNm: '신청완료' });
    await repo.setApplicationStatus(mine.body.items[0].campnAplyId, 'SELECTED');
    const selected = await call(app, 'GET', '/v1/app/promotion/campn/aplys', { token: creator });
    expect(selected.body.items[0].aplySttsNm).toBe('선정');
    const member = await newMember(app);
    const others = await call(app, 'GET', '/v1/app/promotion/campn/aplys', { token: member.token });
    expect(others.body.items).toHaveLength(0);
    expect((await call(app, 'GET', '/v1/app/promotion/campn/aplys')).status).toBe(401);
  });

  it('decides 30 simultaneous applications in the database: exactly one wins', async () => {
    const before = await applications();
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(app, 'POST', '/v1/app/promotion/campn/aply', { token: creator, body: { matchCampnId: ids.race } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(29);
    expect(await applications()).toBe(before + 1);
  });

  it('closes at the end of the last Seoul day', async () => {
    // Last of all: moving the clock on ends the sessions opened before.
    clock.set('2026-03-11T14:59:58Z'); // 23:59:58 in Seoul on the last day
    const open = await call(app, 'GET', `/v1/app/promotion/campn/${ids.lastDay}`);
    expect(open.body.state).toBe('open');
    clock.set('2026-03-11T15:00:00Z'); // midnight: the 12th in Seoul
    const closed = await call(app, 'GET', `/v1/app/promotion/campn/${ids.lastDay}`);
    expect(closed.body.state).toBe('closed');
    const token = await login(app, 'demo-creator');
    const refused = await call(app, 'POST', '/v1/app/promotion/campn/aply', {
      token,
      body: { matchCampnId: ids.lastDay },
    });
    expect(refused.body.message).toBe('모집이 마감된 캠페인입니다.');
  });
});
