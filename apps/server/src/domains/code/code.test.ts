import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed.js';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { CODE_SEED } from './code.seed.js';

describe('common codes', async () => {
  const clock = fixedClock('2026-03-02T00:00:00.000Z');
  const { app, database } = await createTestApp({ demo: false, clock });
  const get = async (url: string) => app.inject({ method: 'GET', url });

  it('lists a numeric group in sortSeq order with the spec shape', async () => {
    const res = await get('/v1/app/common/dcd?cmmnCd=1003');
    expect(res.statusCode).toBe(200);
    const items = res.json();
    expect(items).toHaveLength(8);
    expect(items[0]).toEqual({ cmmnCd: '1003', cmmnCdVal: '1003001', cmmnCdValNm: '식품', sortSeq: 1 });
    expect(items.map((i: { sortSeq: number }) => i.sortSeq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(items.at(-1).cmmnCdValNm).toBe('기타');
  });

  it('has the values the spec names', async () => {
    const vals = async (group: string) =>
      (await get(`/v1/app/common/dcd?cmmnCd=${group}`))
        .json()
        .map((i: { cmmnCdVal: string; cmmnCdValNm: string }) => `${i.cmmnCdVal} ${i.cmmnCdValNm}`);
    expect(await vals('1006')).toEqual(['1006001 단일 선택', '1006002 복수 선택', '1006003 별점', '1006004 주관식']);
    const community = await vals('1007');
    expect(community[0]).toBe('1007000 전체');
    expect(community[1]).toBe('1007001 자유게시판');
    expect((await vals('1012'))[0]).toBe('1012001 소셜 스페이스');
    expect((await vals('1025'))[0]).toBe('1025001 개인정보처리방침');
    for (const group of ['1004', '1022', '1023']) expect((await vals(group)).length).toBeGreaterThanOrEqual(4);
    expect(await vals('1023')).toContain('1023003 무선 마이크');
  });

  it('lists named groups through cd', async () => {
    const gender = (await get('/v1/app/common/cd?cmmnCd=GNDR_CD')).json();
    expect(gender).toEqual([
      { cmmnCd: 'GNDR_CD', cmmnCdVal: 'M', cmmnCdValNm: '남성', sortSeq: 1 },
      { cmmnCd: 'GNDR_CD', cmmnCdVal: 'W', cmmnCdValNm: '여성', sortSeq: 2 },
    ]);
    const channels = (await get('/v1/app/common/cd?cmmnCd=YTB_CHNL_CTGR_TYP_CD')).json();
    expect(channels.length).toBeGreaterThan(5);
  });

  it('answers an unknown group with an empty list', async () => {
    const res = await get('/v1/app/common/dcd?cmmnCd=9999');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await get('/v1/app/common/cd?cmmnCd=NO_SUCH_GROUP')).json()).toEqual([]);
  });

  it('answers from a five-minute cache with matching HTTP caching, then leaves out values no longer in use', async () => {
    const before = await get('/v1/app/common/dcd?cmmnCd=1022');
    expect(before.headers['cache-control']).toBe('public, max-age=300');
    await database.db
      .updateTable('cmmnCd')
      .set({ useYn: 'N' })
      .where('cmmnCd', '=', '1022')
      .where('cmmnCdVal', '=', '1022003')
      .execute();
    const cached = (await get('/v1/app/common/dcd?cmmnCd=1022')).json();
    expect(cached.map((i: { cmmnCdVal: string }) => i.cmmnCdVal)).toContain('1022003');
    clock.set('2026-03-02T00:05:01.000Z');
    const vals = (await get('/v1/app/common/dcd?cmmnCd=1022')).json().map((i: { cmmnCdVal: string }) => i.cmmnCdVal);
    expect(vals).not.toContain('1022003');
    expect(vals).toContain('1022004');
  });

  it.each([
    ['/v1/app/common/dcd', '코드 그룹(cmmnCd)을 입력해주세요.'],
    ['/v1/app/common/cd?cmmnCd=', '코드 그룹(cmmnCd)을 입력해주세요.'],
    ['/v1/app/common/cd?cmmnCd=GNDR%27%20OR%201=1', '코드 그룹(cmmnCd) 형식이 올바르지 않습니다.'],
  ])('refuses %s with a Korean 400', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ number: 400, message });
  });

  it("seeds idempotently and keeps an operator's use flag", async () => {
    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom('cmmnCd')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(before).toBe(CODE_SEED.reduce((n, g) => n + g.values.length, 0));
    await seedDatabase(database, { demo: false });
    expect(await count()).toBe(before);
    const row = await database.db
      .selectFrom('cmmnCd')
      .select('useYn')
      .where('cmmnCd', '=', '1022')
      .where('cmmnCdVal', '=', '1022003')
      .executeTakeFirstOrThrow();
    expect(row.useYn).toBe('N');
  });
});
