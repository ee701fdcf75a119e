import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { SessionRepository } from '../auth/session.repository.js';
import { hashToken, SessionService } from '../auth/session.service.js';
import { SecondFactorRepository } from '../auth/second-factor/second-factor.repository.js';
import { USER_PATTERN } from '@onfan/contracts/envelope';
import { HolidayRepository } from './holiday.repository.js';
import { HolidayService } from './holiday.service.js';
import { CacheService } from '../../http/cache.js';

const clock = fixedClock('2026-12-31T15:30:00Z'); // 2027-01-01 00:30 in Seoul

/** A session of `lgnId`; an operator's has passed the second factor (as after giving the code). */
async function tokenFor(database: Database, lgnId: string): Promise<string> {
  const { userId, userPattnCd } = await database.db
    .selectFrom('appUser')
    .select(['userId', 'userPattnCd'])
    .where('lgnId', '=', lgnId)
    .executeTakeFirstOrThrow();
  const { token } = await new SessionService(new SessionRepository(database.db), clock, 30).issue(userId, userPattnCd);
  if (userPattnCd === USER_PATTERN.operator) {
    await new SecondFactorRepository(database.db).markSession(hashToken(token), clock.now().toISOString());
  }
  return token;
}

describe('holidays', async () => {
  const { app, database }: { app: FastifyInstance; database: Database } = await createTestApp({ clock });
  const operator = await tokenFor(database, 'demo-admin');
  const member = await tokenFor(database, 'demo-member');
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('answers a covered year from the gazette package, temporary holidays included, sorted', async () => {
    const res = await get('/v1/app/common/holidays?year=2025');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.year).toBe(2025);
    expect(body.items).toContainEqual({ ymd: '20250303', name: '대체공휴일(3ㆍ1절)', kind: 'substitute' });
    expect(body.items).toContainEqual({ ymd: '20250127', name: '임시공휴일', kind: 'public' });
    const days = body.items.map((i: { ymd: string }) => i.ymd);
    expect(days).toEqual([...days].sort());
  });

  it('computes a year beyond the package by rule', async () => {
    const body = (await get('/v1/app/common/holidays?year=2030')).json();
    expect(body.items).toContainEqual({ ymd: '20300205', name: '대체공휴일(설날)', kind: 'substitute' });
    expect(body.items).toHaveLength(19);
  });

  it('defaults to the current year in Seoul (already 2027 while UTC is on 2026-12-31)', async () => {
    const body = (await get('/v1/app/common/holidays')).json();
    expect(body.year).toBe(2027);
    expect(body.items[0]).toEqual({ ymd: '20270101', name: '1월 1일', kind: 'public' });
  });

  it.each(['2020', '2051', 'abc', '2025.5', ''])('refuses year=%s with a Korean message', async (year) => {
    const res = await get(`/v1/app/common/holidays?year=${year}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ number: 400, message: '공휴일은 2021년부터 2050년까지 조회할 수 있습니다.' });
  });

  it('lets an operator add, rename and delete a closure day', async () => {
    const headers = { 'x-auth-token': operator };
    let res = await app.inject({
      method: 'POST',
      url: '/v1/app/common/holidays/closures',
      headers,
      payload: { ymd: '20300610', name: '시설 점검' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ number: 200, message: '휴무일이 등록되었습니다.' });
    res = await app.inject({
      method: 'POST',
      url: '/v1/app/common/holidays/closures',
      headers,
      payload: { ymd: '20300610', name: '  전기 설비 점검  ' },
    });
    expect(res.statusCode).toBe(200);
    let items = (await get('/v1/app/common/holidays?year=2030')).json().items;
    expect(items.filter((i: { ymd: string }) => i.ymd === '20300610')).toEqual([
      { ymd: '20300610', name: '전기 설비 점검', kind: 'closure' },
    ]);

    res = await app.inject({ method: 'DELETE', url: '/v1/app/common/holidays/closures/20300610', headers });
    expect(res.json()).toEqual({ number: 200, message: '휴무일이 삭제되었습니다.' });
    items = (await get('/v1/app/common/holidays?year=2030')).json().items;
    expect(items.some((i: { ymd: string }) => i.ymd === '20300610')).toBe(false);

    res = await app.inject({ method: 'DELETE', url: '/v1/app/common/holidays/closures/20300610', headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ number: 404, message: '등록된 휴무일이 없습니다.' });
  });

  it('refuses closures from members (403) and visitors (401)', async () => {
    const payload = { ymd: '20300611', name: '휴무' };
    const asMember = await app.inject({
      method: 'POST',
      url: '/v1/app/common/holidays/closures',
      headers: { 'x-auth-token': member },
      payload,
    });
    expect(asMember.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'POST', url: '/v1/app/common/holidays/closures', payload });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().number).toBe(401);
    const del = await app.inject({ method: 'DELETE', url: '/v1/app/common/holidays/closures/20300611' });
    expect(del.statusCode).toBe(401);
  });

  it.each([
    [{ ymd: '20250230', name: '휴무' }, '올바른 날짜(yyyyMMdd)를 입력해주세요.'],
    [{ ymd: '2025-03-01', name: '휴무' }, '올바른 날짜(yyyyMMdd)를 입력해주세요.'],
    [{ ymd: '20190301', name: '휴무' }, '휴무일은 2021년부터 2050년까지 등록할 수 있습니다.'],
    [{ ymd: '20300301', name: '   ' }, '휴무일 이름을 입력해주세요.'],
    [{ ymd: '20300301', name: '가'.repeat(51) }, '휴무일 이름은 50자 이내로 입력해주세요.'],
    [{ ymd: 20300301, name: '휴무' }, '올바른 날짜(yyyyMMdd)를 입력해주세요.'],
  ])('refuses a bad closure %j', async (payload, message) => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/app/common/holidays/closures',
      headers: { 'x-auth-token': operator },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('serves the reservation domain: isHoliday and holidaysBetween include closures and span years', async () => {
    const service = new HolidayService(new HolidayRepository(database.db), clock, new CacheService(clock));
    await service.saveClosure({ ymd: '20271231', name: '종무식' });
    expect(await service.isHoliday('20250303')).toBe(true);
    expect(await service.isHoliday('20250304')).toBe(false);
    expect(await service.isHoliday('20271231')).toBe(true);
    expect(await service.isHoliday('20350101')).toBe(true);
    const between = await service.holidaysBetween('20271225', '20280105');
    expect(between.map((h) => `${h.ymd} ${h.kind}`)).toEqual([
      '20271225 public',
      '20271227 substitute',
      '20271231 closure',
      '20280101 public',
    ]);
    expect(await service.holidayDays('20271225', '20271231')).toEqual(new Set(['20271225', '20271227', '20271231']));
    await expect(service.holidaysBetween('20280105', '20271225')).rejects.toMatchObject({ status: 400 });
    await expect(service.holidaysBetween('20200101', '20200105')).rejects.toMatchObject({ status: 400 });
  });
});
