import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { SessionRepository } from '../auth/session.repository.js';
import { SessionService } from '../auth/session.service.js';
import { ContentViewRepository } from './content-view.repository.js';
import { ContentViewService } from './content-view.service.js';

const clock = fixedClock('2026-03-02T01:00:00Z');

async function tokenFor(database: Database, lgnId: string): Promise<string> {
  const { userId } = await database.db
    .selectFrom('appUser')
    .select('userId')
    .where('lgnId', '=', lgnId)
    .executeTakeFirstOrThrow();
  return (await new SessionService(new SessionRepository(database.db), clock, 30).issue(userId, '200')).token;
}

describe('view counts and clicks', async () => {
  const { app, database } = await createTestApp({ clock });
  // Sessions idle out after 30 minutes of the app's clock, so each test takes a fresh one after moving the clock.
  const memberToken = () => tokenFor(database, 'demo-member');

  const view = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'PUT', url, headers: { 'user-agent': 'TestBrowser/1.0', ...headers } });

  it('counts a viewer once per item per 10 minutes', async () => {
    clock.set('2026-03-02T01:00:00Z');
    let res = await view('/v1/app/common/contents/101/community');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ number: 200, message: '처리되었습니다.', viewCnt: 1, counted: true });

    res = await view('/v1/app/common/contents/101/community');
    expect(res.json()).toMatchObject({ viewCnt: 1, counted: false });

    clock.set('2026-03-02T01:09:59.999Z');
    expect((await view('/v1/app/common/contents/101/community')).json()).toMatchObject({
      viewCnt: 1,
      counted: false,
    });

    clock.set('2026-03-02T01:10:00Z');
    expect((await view('/v1/app/common/contents/101/community')).json()).toMatchObject({
      viewCnt: 2,
      counted: true,
    });
  });

  it('tells visitors apart by address and browser, and members by account', async () => {
    clock.set('2026-03-02T02:00:00Z');
    await view('/v1/app/common/contents/202/notice');
    const other = await view('/v1/app/common/contents/202/notice', { 'user-agent': 'OtherBrowser/2.0' });
    expect(other.json()).toMatchObject({ viewCnt: 2, counted: true });

    const member = await memberToken();
    const asMember = await view('/v1/app/common/contents/202/notice', { 'x-auth-token': member });
    expect(asMember.json()).toMatchObject({ viewCnt: 3, counted: true });
    // Same member from another browser: still the same viewer.
    const again = await view('/v1/app/common/contents/202/notice', {
      'x-auth-token': member,
      'user-agent': 'Phone/3.0',
    });
    expect(again.json()).toMatchObject({ viewCnt: 3, counted: false });
  });

  it('keeps items and content types apart', async () => {
    clock.set('2026-03-02T03:00:00Z');
    expect((await view('/v1/app/common/contents/101/foothold')).json()).toMatchObject({ viewCnt: 1, counted: true });
    expect((await view('/v1/app/common/contents/102/community')).json()).toMatchObject({ viewCnt: 1, counted: true });
  });

  it('counts simultaneous views by one viewer once', async () => {
    clock.set('2026-03-02T04:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 12 }, () => view('/v1/app/common/contents/303/issue').then((r) => r.json())),
    );
    expect(results.filter((r) => r.counted)).toHaveLength(1);
    expect(results.every((r) => r.viewCnt === 1)).toBe(true);
  });

  it('lets other domains read counts, 0 for items never viewed', async () => {
    const views = new ContentViewService(new ContentViewRepository(database.db), clock);
    const counts = await views.countsOf('community', [101, '102', 999]);
    expect(counts).toEqual(
      new Map([
        ['101', 2],
        ['102', 1],
        ['999', 0],
      ]),
    );
  });

  it.each([
    '/v1/app/common/contents/..%2F..%2Fetc/community',
    `/v1/app/common/contents/${'1'.repeat(65)}/community`,
    '/v1/app/common/contents/101/comm%20unity',
  ])('refuses bad parameters: %s', async (url) => {
    const res = await view(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().number).toBe(400);
  });

  it('records clicks through PUT and POST, with the member when logged in', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: '/v1/app/common/potal/update/click',
      payload: { clickTrgtTyp: 'BANNER', clickTrgtVal: 'main-top-1' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ number: 200, message: '처리되었습니다.' });
    const post = await app.inject({
      method: 'POST',
      url: '/v1/app/common/potal/update/click',
      headers: { 'x-auth-token': await memberToken() },
      payload: { clickTrgtTyp: 'FAMILY_SITE', clickTrgtVal: 'https://www.mss.go.kr' },
    });
    expect(post.statusCode).toBe(200);
    const rows = await database.db
      .selectFrom('clickLog')
      .select(['clickTrgtTyp', 'clickTrgtVal', 'userId'])
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({ clickTrgtTyp: 'BANNER', clickTrgtVal: 'main-top-1', userId: null });
    const { userId } = await database.db
      .selectFrom('appUser')
      .select('userId')
      .where('lgnId', '=', 'demo-member')
      .executeTakeFirstOrThrow();
    expect(rows[1]).toEqual({ clickTrgtTyp: 'FAMILY_SITE', clickTrgtVal: 'https://www.mss.go.kr', userId });
  });

  it.each([
    [{ clickTrgtTyp: 'A'.repeat(101), clickTrgtVal: 'x' }, '클릭 대상 유형은 100자 이내여야 합니다.'],
    [{ clickTrgtTyp: 'BANNER', clickTrgtVal: 'x'.repeat(501) }, '클릭 대상 값은 500자 이내여야 합니다.'],
    [{ clickTrgtTyp: 'BANNER' }, '클릭 대상 값을 입력해주세요.'],
    [{ clickTrgtTyp: '  ', clickTrgtVal: 'x' }, '클릭 대상 유형을 입력해주세요.'],
    [{ clickTrgtTyp: 7, clickTrgtVal: 'x' }, '클릭 대상 유형을 입력해주세요.'],
  ])('refuses a bad click %j', async (payload, message) => {
    const before = await database.db.selectFrom('clickLog').select('id').execute();
    const res = await app.inject({ method: 'POST', url: '/v1/app/common/potal/update/click', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await database.db.selectFrom('clickLog').select('id').execute()).toHaveLength(before.length);
  });
});
