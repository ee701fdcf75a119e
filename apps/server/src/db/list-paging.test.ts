import { COMMUNITY_CATEGORY } from '@onfan/contracts/code';
import { LIST_COUNT_CAP } from '@onfan/contracts/envelope';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call } from '../domains/auth/auth.testkit.js';
import { createTestApp } from '../test/test-db.js';

/**
 * The public lists paged through their indexes (issue 42, decision 042): the page's ids read from the index first,
 * the count capped. Each page must hold the rows, in the order, that the plain `order by … limit … offset` query (the
 * lists' query before the change) gives on the same rows — first, middle and last page, with ties on reg_dt — on
 * SQLite and PostgreSQL.
 */
describe('lists paged by their indexes', async () => {
  const { app, database } = await createTestApp();
  const { db } = database;
  const base = Date.parse('2026-01-05T00:00:00.000Z');
  /** Four rows share each registration time: the id decides among them. */
  const at = (i: number) => new Date(base + Math.floor(i / 4) * 60_000).toISOString();
  // Registration times out of id order, so the order cannot follow the ids alone.
  const order = Array.from({ length: 63 }, (_, i) => (i * 17) % 63);
  const now = new Date().toISOString();

  await db
    .insertInto('contentItem')
    .values(
      order.map((i) => ({
        contentsType: 'notice' as const,
        ctgrCode: null,
        tit: `페이징 공지 ${i}`,
        smry: null,
        cn: '<p>본문</p>',
        thmbnlImgPtUrl: null,
        thmbnlImgAlt: null,
        bgngYmd: null,
        endYmd: null,
        linkUrl: null,
        popupKind: null,
        fixYn: i % 20 === 0 ? ('Y' as const) : ('N' as const),
        expsrYn: i % 9 === 0 ? ('N' as const) : ('Y' as const),
        useYn: i % 13 === 0 ? ('N' as const) : ('Y' as const),
        rgtrId: null,
        regDt: at(i),
        mdfcnDt: at(i),
        // Some wait for their posting window, some have ended.
        pstgBgngDt: i % 11 === 0 ? '2999-01-01T00:00:00.000Z' : null,
        pstgEndDt: i % 17 === 5 ? '2020-01-01T00:00:00.000Z' : null,
        popupHideDays: null,
      })),
    )
    .execute();

  const { userId } = await db
    .selectFrom('appUser')
    .select('userId')
    .where('lgnId', '=', 'demo-member')
    .executeTakeFirstOrThrow();
  const categories = [COMMUNITY_CATEGORY.free, COMMUNITY_CATEGORY.knowhow, COMMUNITY_CATEGORY.qna];
  const postIds = (
    await db
      .insertInto('comunBltartcl')
      .values(
        order.slice(0, 47).map((i) => ({
          comunCtgrDcd: categories[i % 3]!,
          comunBltartclTit: `페이징 글 ${i}`,
          comunBltartclCn: '<p>본문</p>',
          cnText: '본문',
          thmbnlImgPtUrl: null,
          userId,
          expsrYn: i % 10 === 3 ? ('N' as const) : ('Y' as const),
          useYn: i % 12 === 7 ? ('N' as const) : ('Y' as const),
          regDt: at(i),
          mdfcnDt: at(i),
        })),
      )
      .returning('comunBltartclId')
      .execute()
  ).map((r) => r.comunBltartclId);
  // Comments on some posts, a few of them hidden or deleted (not counted).
  await db
    .insertInto('comunCmnt')
    .values(
      postIds.flatMap((id, k) =>
        Array.from({ length: k % 4 }, (_, j) => ({
          comunBltartclId: id,
          cmntCn: `댓글 ${j}`,
          userId,
          expsrYn: j === 2 ? ('N' as const) : ('Y' as const),
          useYn: (k + j) % 5 === 4 ? ('N' as const) : ('Y' as const),
          regDt: at(k),
          mdfcnDt: at(k),
        })),
      ),
    )
    .execute();

  /** The notice board's query before the change: every column sorted, then skipped. */
  async function noticesBefore(pageNo: number, pageSize: number) {
    const q = db
      .selectFrom('contentItem as c')
      .where('c.contentsType', 'in', ['notice'])
      .where('c.useYn', '=', 'Y')
      .where('c.expsrYn', '=', 'Y')
      .where((eb) => eb.or([eb('c.pstgBgngDt', 'is', null), eb('c.pstgBgngDt', '<=', now)]))
      .where((eb) => eb.or([eb('c.pstgEndDt', 'is', null), eb('c.pstgEndDt', '>', now)]));
    const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await q
      .select(['c.contentsId', 'c.tit'])
      .orderBy('c.fixYn', 'desc')
      .orderBy('c.regDt', 'desc')
      .orderBy('c.contentsId', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
    return { total: Number(total.n), rows };
  }

  /** The community list's query before the change, with its per-row comment count. */
  async function postsBefore(ctgrCode: string | undefined, pageNo: number, pageSize: number) {
    let q = db.selectFrom('comunBltartcl as p').where('p.useYn', '=', 'Y').where('p.expsrYn', '=', 'Y');
    if (ctgrCode) q = q.where('p.comunCtgrDcd', '=', ctgrCode);
    const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await q
      .select(['p.comunBltartclId', 'p.comunBltartclTit'])
      .select((eb) =>
        eb
          .selectFrom('comunCmnt as c')
          .whereRef('c.comunBltartclId', '=', 'p.comunBltartclId')
          .where('c.useYn', '=', 'Y')
          .where('c.expsrYn', '=', 'Y')
          .select(eb.fn.countAll<number>().as('n'))
          .as('cmntCnt'),
      )
      .orderBy('p.regDt', 'desc')
      .orderBy('p.comunBltartclId', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
    return { total: Number(total.n), rows: rows.map((r) => ({ ...r, cmntCnt: Number(r.cmntCnt) })) };
  }

  it('gives the notice board the rows and order of before on the first, a middle and the last page', async () => {
    const pageSize = 7;
    const { total } = await noticesBefore(1, pageSize);
    const last = Math.ceil(total / pageSize);
    expect(last).toBeGreaterThanOrEqual(5);
    for (const pageNo of [1, Math.ceil(last / 2), last]) {
      const before = await noticesBefore(pageNo, pageSize);
      const res = await call(app, 'GET', '/v1/app/notice/notice2/ntcs', {
        query: { pageNo: String(pageNo), pageSize: String(pageSize) },
      });
      expect(res.status).toBe(200);
      expect(res.body.items.map((r: { contentsId: number; tit: string }) => [r.contentsId, r.tit])).toEqual(
        before.rows.map((r) => [r.contentsId, r.tit]),
      );
      expect(res.body).toMatchObject({ totalCount: total, pageNo, pageSize, hasMore: pageNo < last });
      expect(res.body.totalCapped).toBeUndefined();
    }
    // One full page holding every row: the count after it finds none.
    const whole = await call(app, 'GET', '/v1/app/notice/notice2/ntcs', { query: { pageSize: String(total) } });
    expect(whole.body).toMatchObject({ totalCount: total, hasMore: false });
    expect(whole.body.items).toHaveLength(total);
    // Past the last page: nothing, the same count.
    const past = await call(app, 'GET', '/v1/app/notice/notice2/ntcs', { query: { pageNo: String(last + 1) } });
    expect(past.body).toMatchObject({ items: [], totalCount: total, hasMore: false });
  });

  it('gives the community (전체 and one category) the rows, order and comment counts of before', async () => {
    const pageSize = 6;
    for (const ctgrCode of [COMMUNITY_CATEGORY.all, COMMUNITY_CATEGORY.knowhow]) {
      const filter = ctgrCode === COMMUNITY_CATEGORY.all ? undefined : ctgrCode;
      const { total } = await postsBefore(filter, 1, pageSize);
      const last = Math.ceil(total / pageSize);
      expect(last).toBeGreaterThanOrEqual(3);
      for (const pageNo of [1, Math.ceil(last / 2), last]) {
        const before = await postsBefore(filter, pageNo, pageSize);
        const res = await call(app, 'GET', '/v1/app/community/sbs', {
          query: { ctgrCode, pageNo: String(pageNo), pageSize: String(pageSize) },
        });
        expect(res.status).toBe(200);
        expect(
          res.body.items.map((r: { comunBltartclId: number; comunBltartclTit: string; cmntCnt: number }) => [
            r.comunBltartclId,
            r.comunBltartclTit,
            r.cmntCnt,
          ]),
        ).toEqual(before.rows.map((r) => [r.comunBltartclId, r.comunBltartclTit, r.cmntCnt]));
        expect(res.body).toMatchObject({ totalCount: total, pageNo, pageSize, hasMore: pageNo < last });
      }
    }
    // The seeded comment counts are not all zero: the comparison above compares something.
    const counted = await postsBefore(undefined, 1, 100);
    expect(counted.rows.some((r) => r.cmntCnt > 1)).toBe(true);
  });

  it('has the indexes the lists are read through', async () => {
    const wanted = {
      content_item_order_idx: 'content_item',
      comun_bltartcl_all_idx: 'comun_bltartcl',
      comun_bltartcl_ctgr_idx: 'comun_bltartcl',
      search_doc_reg_idx: 'search_doc',
    };
    const names =
      database.dialect === 'sqlite'
        ? (
            await sql<{
              name: string;
              tbl_name: string;
            }>`select name, tbl_name from sqlite_master where type = 'index'`.execute(database.db.withoutPlugins())
          ).rows.map((r) => [r.name, r.tbl_name])
        : (
            await sql<{
              indexname: string;
              tablename: string;
            }>`select indexname, tablename from pg_indexes where schemaname = current_schema()`.execute(
              database.db.withoutPlugins(),
            )
          ).rows.map((r) => [r.indexname, r.tablename]);
    for (const [index, table] of Object.entries(wanted)) expect(names).toContainEqual([index, table]);
    // The category index replaced the one without the flags.
    expect(names.map(([n]) => n)).not.toContain('comun_bltartcl_list_idx');
  });

  it('counts a long list only up to its cap, always ten pages past the one asked for', async () => {
    const extra = LIST_COUNT_CAP + 25;
    const seeded = (await postsBefore(COMMUNITY_CATEGORY.collaboration, 1, 1)).total;
    // Newer than every demo post.
    const later = Date.parse('2030-01-01T00:00:00.000Z');
    for (let i = 0; i < extra; i += 500) {
      await db
        .insertInto('comunBltartcl')
        .values(
          Array.from({ length: Math.min(500, extra - i) }, (_, k) => ({
            comunCtgrDcd: COMMUNITY_CATEGORY.collaboration,
            comunBltartclTit: `많은 글 ${i + k}`,
            comunBltartclCn: '<p>본문</p>',
            cnText: '본문',
            thmbnlImgPtUrl: null,
            userId,
            regDt: new Date(later - (i + k) * 1000).toISOString(),
            mdfcnDt: new Date(later - (i + k) * 1000).toISOString(),
          })),
        )
        .execute();
    }
    const query = (pageNo: number) =>
      call(app, 'GET', '/v1/app/community/sbs', {
        query: { ctgrCode: COMMUNITY_CATEGORY.collaboration, pageNo: String(pageNo) },
      });
    const first = await query(1);
    expect(first.body).toMatchObject({ totalCount: LIST_COUNT_CAP, totalCapped: true, hasMore: true });
    expect(first.body.items[0].comunBltartclTit).toBe('많은 글 0');
    // Ten pages past page 1,000 reach past the rows: the count is exact again.
    const deep = await query(1000);
    expect(deep.body.totalCapped).toBeUndefined();
    expect(deep.body.totalCount).toBe(extra + seeded);
    expect(deep.body.items.map((r: { comunBltartclTit: string }) => r.comunBltartclTit)).toEqual(
      Array.from({ length: 10 }, (_, k) => `많은 글 ${9990 + k}`),
    );
    const lastNo = Math.ceil((extra + seeded) / 10);
    const last = await query(lastNo);
    const before = await postsBefore(COMMUNITY_CATEGORY.collaboration, lastNo, 10);
    expect(last.body.items.map((r: { comunBltartclId: number }) => r.comunBltartclId)).toEqual(
      before.rows.map((r) => r.comunBltartclId),
    );
    expect(last.body.items.length).toBeGreaterThan(0);
    expect(last.body.hasMore).toBe(false);
  });
});
