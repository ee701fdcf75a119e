import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Chart } from '@onfan/contracts/admin';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, newMember, newOperator } from '../auth/auth.testkit.js';
import { roomIdOf, rsvtBody } from '../studio/studio.testkit.js';
import { DashboardRepository } from './dashboard.repository.js';
import { PageViewCounter, pagePath } from './page-views.js';

// 2026-03-11 08:30 in Seoul: the chart's last day is 20260311.
const clock = fixedClock('2026-03-10T23:30:00Z');

describe('the dashboard charts', async () => {
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  afterAll(() => app.close());
  const system = await newOperator(app, ['SYSTEM']);
  const reservation = await newOperator(app, ['RESERVATION']);
  const content = await newOperator(app, ['CONTENT']);
  const community = await newOperator(app, ['COMMUNITY']);
  const chart = async (path: string, token: string, days = 30) => {
    const res = await call(app, 'GET', `/v1/app/admin/dashboard/charts/${path}?days=${days}`, { token });
    return res as { status: number; body: Chart & { message?: string } };
  };
  const valueOf = (c: Chart, name: string, ymd: string) =>
    c.series.find((s) => s.name === name)?.values[c.days.indexOf(ymd)] ?? 0;
  const totalOf = (c: Chart, name: string) => c.series.find((s) => s.name === name)?.total ?? 0;

  it('sums sign-ups per member kind and Seoul day, 30 or 90 days back, today included', async () => {
    const before30 = (await chart('signups', system.token)).body;
    const before90 = (await chart('signups', system.token, 90)).body;
    expect(before30.days).toHaveLength(30);
    expect(before30.days.at(-1)).toBe('20260311');
    expect(before30.days[0]).toBe('20260210');
    expect(before90.days[0]).toBe('20251212');
    expect(before30.series.map((s) => s.name)).toEqual(
      expect.arrayContaining(['일반(사업자)회원', '크리에이터', '통합회원']),
    );
    expect(before30.series.map((s) => s.name)).not.toContain('운영자');

    const template = await db
      .selectFrom('appUser')
      .selectAll()
      .where('lgnId', '=', 'demo-admin')
      .executeTakeFirstOrThrow();
    let seq = 0;
    const signUp = (regDt: string, userPattnCd: '200' | '300' | '100') =>
      db
        .insertInto('appUser')
        .values({
          ...template,
          userId: undefined,
          lgnId: `chart-${(seq += 1)}-${Date.now().toString(36)}`,
          userNm: '차트',
          userEmail: null,
          mblNo: null,
          userPattnCd,
          regDt,
          mdfcnDt: regDt,
        })
        .execute();
    // 00:30 and 08:00 on 11 March in Seoul; 23:59 on 10 March in Seoul (14:59 UTC); 60 days back; an operator.
    await signUp('2026-03-10T15:30:00.000Z', '200');
    await signUp('2026-03-10T23:00:00.000Z', '200');
    await signUp('2026-03-10T14:59:59.000Z', '300');
    await signUp('2026-01-10T03:00:00.000Z', '200');
    await signUp('2026-03-10T16:00:00.000Z', '100');

    const after30 = (await chart('signups', system.token)).body;
    const after90 = (await chart('signups', system.token, 90)).body;
    expect(valueOf(after30, '일반(사업자)회원', '20260311') - valueOf(before30, '일반(사업자)회원', '20260311')).toBe(
      2,
    );
    expect(valueOf(after30, '크리에이터', '20260310') - valueOf(before30, '크리에이터', '20260310')).toBe(1);
    expect(totalOf(after30, '일반(사업자)회원') - totalOf(before30, '일반(사업자)회원')).toBe(2);
    expect(totalOf(after90, '일반(사업자)회원') - totalOf(before90, '일반(사업자)회원')).toBe(3);
    expect(valueOf(after90, '일반(사업자)회원', '20260110') - valueOf(before90, '일반(사업자)회원', '20260110')).toBe(
      1,
    );
  });

  it('sums reservations per studio, applications per programme and page views per path', async () => {
    const member = await newMember(app);
    const roomId = await roomIdOf(database, '라이브룸 A');
    const room = await db
      .selectFrom('rsvtRoom')
      .leftJoin('studio', 'studio.studoId', 'rsvtRoom.studoId')
      .select('studio.studoNm')
      .where('roomId', '=', roomId)
      .executeTakeFirstOrThrow();
    const before = (await chart('reservations', reservation.token)).body;
    const { osdAddExpctEqu, ...fields } = rsvtBody();
    for (const [regDt, hh] of [
      ['2026-03-10T16:00:00.000Z', '1000'],
      ['2026-03-09T01:00:00.000Z', '1300'],
    ] as const) {
      await db
        .insertInto('rsvt')
        .values({
          ...fields,
          osdAddExpctEqu: osdAddExpctEqu || null,
          roomId,
          userId: member.userId,
          rsvtYmd: '20260320',
          rsvtBgngHhmm: hh,
          rsvtEndHhmm: String(Number(hh) + 100).padStart(4, '0'),
          regDt,
        })
        .execute();
    }
    const after = (await chart('reservations', reservation.token)).body;
    const studio = room.studoNm!;
    expect(valueOf(after, studio, '20260311') - valueOf(before, studio, '20260311')).toBe(1);
    expect(valueOf(after, studio, '20260309') - valueOf(before, studio, '20260309')).toBe(1);

    const biz = await db
      .selectFrom('sprtBiz')
      .select(['sprtBizId', 'sprtBizNm'])
      .orderBy('sprtBizId')
      .executeTakeFirstOrThrow();
    const appsBefore = (await chart('applications', content.token)).body;
    await db
      .insertInto('sprtBizAply')
      .values({ sprtBizId: biz.sprtBizId, userId: member.userId, aplyDt: '2026-03-10T20:00:00.000Z' })
      .execute();
    const appsAfter = (await chart('applications', content.token)).body;
    const sum = (c: Chart, ymd: string) => c.series.reduce((a, s) => a + (s.values[c.days.indexOf(ymd)] ?? 0), 0);
    expect(sum(appsAfter, '20260311') - sum(appsBefore, '20260311')).toBe(1);

    const counter = new PageViewCounter(new DashboardRepository(db, database.dialect), clock, { warn: () => {} });
    await counter.record('/community/list?page=2');
    await counter.record('/community/list');
    await Promise.all([counter.record('/support'), counter.record('/support#top'), counter.record('/support')]);
    const views = (await chart('page-views', community.token)).body;
    expect(valueOf(views, '/community/list', '20260311')).toBe(2);
    expect(valueOf(views, '/support', '20260311')).toBe(3);
    expect(totalOf(views, '/support')).toBe(3);
    const rows = await db.selectFrom('pageViewDay').selectAll().where('pagePath', '=', '/support').execute();
    expect(rows).toEqual([{ pagePath: '/support', viewYmd: '20260311', viewCnt: 3 }]);
  });

  it('never fails a page for its count: a database error is only logged', async () => {
    const warned: object[] = [];
    const broken = { countView: () => Promise.reject(new Error('database away')) } as unknown as DashboardRepository;
    const counter = new PageViewCounter(broken, clock, { warn: (obj) => warned.push(obj) });
    await expect(counter.record('/notice')).resolves.toBeUndefined();
    expect(warned).toHaveLength(1);
    expect(pagePath('')).toBe('/');
    expect(pagePath(`/${'a'.repeat(300)}?q=1`)).toHaveLength(200);
  });

  it('answers each chart only to the roles whose data it shows; a bad period is a Korean 400', async () => {
    const expectations: [string, string[]][] = [
      ['signups', ['SYSTEM']],
      ['reservations', ['SYSTEM', 'RESERVATION']],
      ['applications', ['SYSTEM', 'CONTENT']],
      ['page-views', ['SYSTEM', 'RESERVATION', 'CONTENT', 'COMMUNITY']],
    ];
    const tokens: Record<string, string> = {
      SYSTEM: system.token,
      RESERVATION: reservation.token,
      CONTENT: content.token,
      COMMUNITY: community.token,
    };
    for (const [path, admitted] of expectations) {
      for (const [role, token] of Object.entries(tokens)) {
        expect((await chart(path, token)).status, `${path} ${role}`).toBe(admitted.includes(role) ? 200 : 403);
      }
    }
    const member = await newMember(app);
    expect((await chart('page-views', member.token)).status).toBe(403);
    expect((await call(app, 'GET', '/v1/app/admin/dashboard/charts/page-views')).status).toBe(401);
    const bad = await chart('signups', system.token, 45);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('기간은 30일 또는 90일입니다.');
  });
});

describe('page views counted as the server answers public pages', async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'onfan-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="ko"><head><title>온판</title><meta name="description" content=""></head><body><div id="root"></div></body></html>',
  );
  const { app, database } = await createTestApp({ clock, config: { webDistDir: dist } });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const count = async (pagePath: string) =>
    (
      await database.db
        .selectFrom('pageViewDay')
        .select('viewCnt')
        .where('pagePath', '=', pagePath)
        .where('viewYmd', '=', '20260311')
        .executeTakeFirst()
    )?.viewCnt ?? 0;

  it('counts a public page per path and Seoul day, and not an API call, a missing page or the console', async () => {
    for (const url of ['/', '/?utm=x', '/notice'])
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await vi.waitFor(async () => {
      expect(await count('/')).toBe(2);
      expect(await count('/notice')).toBe(1);
    });
    expect((await app.inject({ method: 'GET', url: '/admin' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/v1/app/no-such-call' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await count('/')).toBe(3));
    expect(await count('/admin')).toBe(0);
    expect(await count('/v1/app/no-such-call')).toBe(0);
  });
});
