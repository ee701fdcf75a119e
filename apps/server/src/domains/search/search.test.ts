import { highlightParts } from '@onfan/contracts/search';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-db.js';
import { call } from '../auth/auth.testkit.js';
import { createContentService } from '../content/content.module.js';
import { systemClock } from '../../lib/clock.js';
import { SearchRepository } from './search.repository.js';
import { SearchService } from './search.service.js';

describe('integrated search', async () => {
  const { app, database } = await createTestApp();
  const search = (query: Record<string, string>) => call(app, 'GET', '/v1/app/common/search', { query });
  const group = (
    body: { groups: { type: string; totalCount: number; items: { tit: string; url: string; period: unknown }[] }[] },
    type: string,
  ) => body.groups.find((g) => g.type === type)!;

  it('finds a two-syllable word across types, grouped with counts', async () => {
    const res = await search({ searchTerm: '지원' });
    expect(res.status).toBe(200);
    expect(res.body.totalCount).toBeGreaterThan(10);
    const support = group(res.body, 'support');
    expect(support.totalCount).toBeGreaterThan(10);
    expect(support.items.length).toBeLessThanOrEqual(4);
    expect(group(res.body, 'notice').totalCount).toBeGreaterThan(0);
    expect(res.body.groups.map((g: { type: string }) => g.type)).toEqual([
      'support',
      'notice',
      'issue',
      'interview',
      'plygrnd',
      'sentcont',
      'smbsales',
      'studio',
      'broadcast',
    ]);
  });

  it("shows a programme's status and deadline with the hit, and finds studio rooms", async () => {
    const res = await search({ searchTerm: '지원', type: 'support', pageSize: '50' });
    const items = res.body.groups[0].items as { period: { status: string; statusNm: string; endYmd: string } | null }[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.period).not.toBeNull();
      expect(item.period!.endYmd).toMatch(/^\d{8}$/);
      expect(['접수예정', '접수중', '마감임박', '마감']).toContain(item.period!.statusNm);
    }
    const rooms = await search({ searchTerm: '크로마키' });
    const studio = group(rooms.body, 'studio');
    expect(studio.totalCount).toBeGreaterThan(0);
    expect(studio.items[0].url).toMatch(/^\/studio\/room\/\d+\/\d+$/);
    expect(studio.items[0].period).toBeNull();
    expect(group((await search({ searchTerm: '안내' })).body, 'notice').items[0]!.period).toBeNull();
  });

  it('finds 대관 (two syllables) and one-syllable words', async () => {
    const res = await search({ searchTerm: '대관' });
    const titles = res.body.groups.flatMap((g: { items: { tit: string }[] }) => g.items.map((i) => i.tit));
    expect(titles.some((t: string) => t.includes('대관'))).toBe(true);
    const one = await search({ searchTerm: '잼' });
    expect(one.body.totalCount).toBeGreaterThan(0);
    expect(group(one.body, 'interview').items[0]!.tit).toContain('잼');
  });

  it('finds by 초성 (ㅈㅇㅅㅇ finds 지원사업)', async () => {
    const res = await search({ searchTerm: 'ㅈㅇㅅㅇ' });
    expect(res.body.choseongYn).toBe('Y');
    const titles = res.body.groups.flatMap((g: { items: { tit: string }[] }) => g.items.map((i) => i.tit));
    expect(titles.length).toBeGreaterThan(0);
    expect(
      titles.every(
        (t: string) => t.replace(/\s/g, '').includes('지원사업') || /지원\s*사업|지원\S*사업/.test(t) || t.length > 0,
      ),
    ).toBe(true);
    expect(titles).toContain('지원사업 신청 시 유의사항');
  });

  it('ignores spacing differences', async () => {
    const spaced = await search({ searchTerm: '라이브 커머스' });
    const joined = await search({ searchTerm: '라이브커머스' });
    expect(spaced.body.totalCount).toBeGreaterThan(0);
    expect(spaced.body.totalCount).toBe(joined.body.totalCount);
  });

  it('searches the title only with 제목', async () => {
    // "유동 인구" appears only in the body of one sentcont item.
    const all = await search({ searchTerm: '유동인구', option: '전체' });
    const title = await search({ searchTerm: '유동인구', option: '제목' });
    expect(all.body.totalCount).toBe(1);
    expect(title.body.totalCount).toBe(0);
  });

  it('answers no match with empty groups, and pages one group for "more"', async () => {
    const none = await search({ searchTerm: '존재하지않는검색어' });
    expect(none.status).toBe(200);
    expect(none.body.totalCount).toBe(0);
    const more = await search({ searchTerm: '지원', type: 'support', pageNo: '2' });
    expect(more.body.groups).toHaveLength(1);
    expect(more.body.pageNo).toBe(2);
    expect(more.body.groups[0].items.length).toBeGreaterThan(0);
  });

  it('refuses an empty term in Korean and treats operators and quotes as plain text', async () => {
    for (const q of [{}, { searchTerm: '' }, { searchTerm: '   ' }, { searchTerm: '"*' }]) {
      const res = await search(q);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('검색어를 입력해주세요.');
    }
    const ops = await search({ searchTerm: '지원 OR NEAR("사업") AND -x*' });
    expect(ops.status).toBe(200);
    const quote = await search({ searchTerm: "'; drop table search_doc; --" });
    expect(quote.status).toBe(200);
    expect((await search({ searchTerm: '지원' })).body.totalCount).toBeGreaterThan(0);
  });

  it('keeps the index current when content changes', async () => {
    const content = createContentService(database, systemClock);
    const id = await content.save({ contentsType: 'issue', tit: '반딧불이 야시장 개장', cn: '<p>여름 밤 야시장</p>' });
    expect(group((await search({ searchTerm: '반딧불' })).body, 'issue').totalCount).toBe(1);
    await content.save({ contentsType: 'issue', tit: '별빛 야시장 개장', cn: '<p>여름 밤 야시장</p>' }, id);
    expect((await search({ searchTerm: '반딧불' })).body.totalCount).toBe(0);
    expect((await search({ searchTerm: '별빛' })).body.totalCount).toBe(1);
    await content.save(
      { contentsType: 'issue', tit: '별빛 야시장 개장', cn: '<p>여름 밤 야시장</p>', expsrYn: 'N' },
      id,
    );
    expect((await search({ searchTerm: '별빛' })).body.totalCount).toBe(0);
    await content.save({ contentsType: 'issue', tit: '별빛 야시장 개장', cn: '<p>여름 밤 야시장</p>' }, id);
    await content.remove(id);
    expect((await search({ searchTerm: '별빛' })).body.totalCount).toBe(0);
  });

  it('matches a longer term only where it occurs as written (bigrams in a row, not scattered)', async () => {
    const content = createContentService(database, systemClock);
    const id = await content.save({ contentsType: 'issue', tit: '가나 나다 시험', cn: '<p>본문</p>' });
    expect((await search({ searchTerm: '가나다' })).body.totalCount).toBe(0);
    expect(group((await search({ searchTerm: '가나 나다' })).body, 'issue').totalCount).toBe(1);
    await content.remove(id);
  });

  it('lists each group newest first, caps counts and says so, and pages past the cap', async () => {
    const full = await search({ searchTerm: '지원', type: 'support', pageSize: '100' });
    const exact: number = full.body.totalCount;
    expect(full.body.totalCountCapped).toBe(false);
    const dates = full.body.groups[0].items.map((i: { regDt: string }) => i.regDt);
    expect(dates).toEqual([...dates].sort().reverse());

    const capped = new SearchService(new SearchRepository(database.db, database.dialect), systemClock, {
      group: 3,
      page: 5,
    });
    const all = await capped.search({ searchTerm: '지원', option: '전체', pageNo: 1, pageSize: 10 });
    const support = all.groups.find((g) => g.type === 'support')!;
    expect(support).toMatchObject({ totalCount: 3, totalCountCapped: true });
    expect(support.items.map((i) => i.id)).toEqual(
      full.body.groups[0].items.slice(0, 4).map((i: { id: string }) => i.id),
    );
    expect(all.totalCountCapped).toBe(true);
    // A group's own page counts further (up to its own cap).
    expect(exact).toBeGreaterThan(5);
    const first = await capped.search({ searchTerm: '지원', option: '전체', type: 'support', pageNo: 1, pageSize: 2 });
    expect(first.groups[0]).toMatchObject({ totalCount: 5, totalCountCapped: true });
    const page3 = await capped.search({ searchTerm: '지원', option: '전체', type: 'support', pageNo: 3, pageSize: 4 });
    expect(page3.groups[0]!.items.map((i) => i.id)).toEqual(
      full.body.groups[0].items.slice(8, 12).map((i: { id: string }) => i.id),
    );
    expect(page3.totalCount).toBe(Math.min(exact, 12));
    expect(page3.hasMore).toBe(exact > 12);
  });

  it('highlights matches ignoring spacing, and 초성', () => {
    expect(highlightParts('소상공인 지원 사업 안내', '지원사업')).toEqual([
      { text: '소상공인 ', hit: false },
      { text: '지원 사업', hit: true },
      { text: ' 안내', hit: false },
    ]);
    expect(
      highlightParts('지원사업 안내', 'ㅈㅇ')
        .filter((p) => p.hit)
        .map((p) => p.text),
    ).toEqual(['지원']);
  });
});
