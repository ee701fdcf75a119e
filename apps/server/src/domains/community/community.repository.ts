import type { QueueReportReason, ReportQueueQuery, ReportTarget } from '@onfan/contracts/community';
import { CODE_GROUP, COMMUNITY_CATEGORY } from '@onfan/contracts/code';
import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor } from '../../db/executor.js';
import { countAroundPage } from '../../db/list-count.js';
import type { ComunBltartclTable, ComunCmntTable } from './community.tables.js';

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export type NewPost = Insertable<ComunBltartclTable>;
export type PostValues = Pick<
  NewPost,
  'comunCtgrDcd' | 'comunBltartclTit' | 'comunBltartclCn' | 'cnText' | 'thmbnlImgPtUrl' | 'mdfcnDt'
>;

/** The writer's columns every post and comment row carries. */
export interface WriterColumns {
  userId: number;
  userNm: string;
  nickNm: string | null;
  profileImg: string | null;
  userPattnCd: string;
}

export type PostRow = Selectable<ComunBltartclTable> & WriterColumns & { comunCtgrNm: string | null; cmntCnt: number };
export type CommentRow = Selectable<ComunCmntTable> & WriterColumns;

export interface PostFilter {
  /** A category, or undefined for every category. */
  ctgrCode: string | undefined;
  searchTerm: string | undefined;
  searchOption: 'all' | 'title';
  limit: number;
  offset: number;
  /** Count at most this many rows (and one more, to know there are more). */
  countCap: number;
}

/** The community's queries: posts, comments and reports. Built on the database or a transaction. */
export class CommunityRepository {
  constructor(private readonly db: Executor) {}

  /** A category a post may be filed under: an in-use value of group 1007 other than 1007000 (전체). */
  async categoryName(code: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('cmmnCd')
      .select('cmmnCdValNm')
      .where('cmmnCd', '=', CODE_GROUP.communityCategory)
      .where('cmmnCdVal', '=', code)
      .where('cmmnCdVal', '<>', COMMUNITY_CATEGORY.all)
      .where('useYn', '=', 'Y')
      .executeTakeFirst();
    return row?.cmmnCdValNm;
  }

  private posts() {
    return this.db
      .selectFrom('comunBltartcl as p')
      .innerJoin('appUser as u', 'u.userId', 'p.userId')
      .leftJoin('cmmnCd as cd', (j) =>
        j.onRef('cd.cmmnCdVal', '=', 'p.comunCtgrDcd').on('cd.cmmnCd', '=', CODE_GROUP.communityCategory),
      )
      .where('p.useYn', '=', 'Y');
  }

  private postColumns<Q extends ReturnType<CommunityRepository['posts']>>(q: Q) {
    return q
      .selectAll('p')
      .select(['u.userNm', 'u.nickNm', 'u.profileImg', 'u.userPattnCd', 'cd.cmmnCdValNm as comunCtgrNm'])
      .select((eb) =>
        eb
          .selectFrom('comunCmnt as c')
          .whereRef('c.comunBltartclId', '=', 'p.comunBltartclId')
          .where('c.useYn', '=', 'Y')
          .where('c.expsrYn', '=', 'Y')
          .select(eb.fn.countAll<number>().as('n'))
          .as('cmntCnt'),
      );
  }

  /**
   * A page of shown posts, newest first, counted up to `f.countCap` rows. Two steps (decision 042): the page's keys
   * alone, read from the list's index (`comun_bltartcl_all_idx` across categories, `comun_bltartcl_ctgr_idx` in one),
   * then those posts with their writers and their comment counts, grouped over the page's posts only; the count goes
   * on from the page's last key (`countAroundPage`).
   */
  async list(f: PostFilter): Promise<{ rows: PostRow[]; total: number }> {
    let q = this.db.selectFrom('comunBltartcl as p').where('p.useYn', '=', 'Y').where('p.expsrYn', '=', 'Y');
    if (f.ctgrCode) q = q.where('p.comunCtgrDcd', '=', f.ctgrCode);
    if (f.searchTerm) {
      const p = `%${escapeLike(f.searchTerm.toLowerCase())}%`;
      q = q.where((eb) =>
        f.searchOption === 'title'
          ? eb(sql`lower(p.comun_bltartcl_tit)`, 'like', sql`${p} escape '\\'`)
          : eb.or([
              eb(sql`lower(p.comun_bltartcl_tit)`, 'like', sql`${p} escape '\\'`),
              eb(sql`lower(p.cn_text)`, 'like', sql`${p} escape '\\'`),
            ]),
      );
    }
    const page = await q
      .select(['p.comunBltartclId', 'p.regDt'])
      .orderBy('p.regDt', 'desc')
      .orderBy('p.comunBltartclId', 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute();
    const countUpTo = async (rows: typeof q, max: number) =>
      Number(
        (
          await this.db
            .selectFrom(
              rows
                .select(sql<number>`1`.as('one'))
                .limit(max)
                .as('t'),
            )
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const last = page.at(-1);
    const total = await countAroundPage(
      { offset: f.offset, limit: f.limit, found: page.length, countCap: f.countCap },
      {
        after: (max) =>
          countUpTo(
            q.where((eb) =>
              eb(eb.refTuple('p.regDt', 'p.comunBltartclId'), '<', eb.tuple(last!.regDt, last!.comunBltartclId)),
            ),
            max,
          ),
        all: (max) => countUpTo(q, max),
      },
    );
    if (page.length === 0) return { rows: [], total };
    const ids = page.map((r) => r.comunBltartclId);
    const comments = this.db
      .selectFrom('comunCmnt as c')
      .select(['c.comunBltartclId', (eb) => eb.fn.countAll<number>().as('n')])
      .where('c.comunBltartclId', 'in', ids)
      .where('c.useYn', '=', 'Y')
      .where('c.expsrYn', '=', 'Y')
      .groupBy('c.comunBltartclId');
    const rows = await this.posts()
      .leftJoin(comments.as('cc'), 'cc.comunBltartclId', 'p.comunBltartclId')
      .selectAll('p')
      .select([
        'u.userNm',
        'u.nickNm',
        'u.profileImg',
        'u.userPattnCd',
        'cd.cmmnCdValNm as comunCtgrNm',
        'cc.n as cmntCnt',
      ])
      .where('p.comunBltartclId', 'in', ids)
      .orderBy('p.regDt', 'desc')
      .orderBy('p.comunBltartclId', 'desc')
      .execute();
    return { rows: rows.map((r) => ({ ...r, cmntCnt: Number(r.cmntCnt ?? 0) })), total };
  }

  /** A post that was not deleted (shown or hidden by reports). */
  async find(id: number): Promise<PostRow | undefined> {
    const row = await this.postColumns(this.posts()).where('p.comunBltartclId', '=', id).executeTakeFirst();
    return row ? { ...row, cmntCnt: Number(row.cmntCnt ?? 0) } : undefined;
  }

  /** Whose post it is and whether it is still there, deleted or not (ownership is asked before anything else). */
  async ownerOf(id: number): Promise<{ userId: number; useYn: 'Y' | 'N' } | undefined> {
    return this.db
      .selectFrom('comunBltartcl')
      .select(['userId', 'useYn'])
      .where('comunBltartclId', '=', id)
      .executeTakeFirst();
  }

  /** The shown neighbours in list order (newest first): `older` is the previous post, `newer` the next. */
  async neighbours(item: { comunBltartclId: number; regDt: string }, ctgrCode: string | undefined) {
    const base = () => {
      let q = this.db
        .selectFrom('comunBltartcl as p')
        .select(['p.comunBltartclId as id', 'p.comunBltartclTit as tit'])
        .where('p.useYn', '=', 'Y')
        .where('p.expsrYn', '=', 'Y');
      if (ctgrCode) q = q.where('p.comunCtgrDcd', '=', ctgrCode);
      return q;
    };
    const older = await base()
      .where((eb) =>
        eb.or([
          eb('p.regDt', '<', item.regDt),
          eb.and([eb('p.regDt', '=', item.regDt), eb('p.comunBltartclId', '<', item.comunBltartclId)]),
        ]),
      )
      .orderBy('p.regDt', 'desc')
      .orderBy('p.comunBltartclId', 'desc')
      .limit(1)
      .executeTakeFirst();
    const newer = await base()
      .where((eb) =>
        eb.or([
          eb('p.regDt', '>', item.regDt),
          eb.and([eb('p.regDt', '=', item.regDt), eb('p.comunBltartclId', '>', item.comunBltartclId)]),
        ]),
      )
      .orderBy('p.regDt', 'asc')
      .orderBy('p.comunBltartclId', 'asc')
      .limit(1)
      .executeTakeFirst();
    return { older: older ?? null, newer: newer ?? null };
  }

  async insertPost(values: NewPost): Promise<number> {
    const row = await this.db
      .insertInto('comunBltartcl')
      .values(values)
      .returning('comunBltartclId')
      .executeTakeFirstOrThrow();
    return row.comunBltartclId;
  }

  /** Updates a post that is still there; answers whether a row changed. */
  async updatePost(id: number, values: PostValues): Promise<boolean> {
    const res = await this.db
      .updateTable('comunBltartcl')
      .set(values)
      .where('comunBltartclId', '=', id)
      .where('useYn', '=', 'Y')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** Deletes (useYn N) a post that is still there; answers whether a row changed. */
  async deletePost(id: number, now: string): Promise<boolean> {
    const res = await this.db
      .updateTable('comunBltartcl')
      .set({ useYn: 'N', mdfcnDt: now })
      .where('comunBltartclId', '=', id)
      .where('useYn', '=', 'Y')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  private comments() {
    return this.db
      .selectFrom('comunCmnt as c')
      .innerJoin('appUser as u', 'u.userId', 'c.userId')
      .where('c.useYn', '=', 'Y');
  }

  /** The shown comments of a post, oldest first. */
  async listComments(comunBltartclId: number, limit: number, offset: number) {
    const q = this.comments().where('c.comunBltartclId', '=', comunBltartclId).where('c.expsrYn', '=', 'Y');
    const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows: CommentRow[] = await q
      .selectAll('c')
      .select(['u.userNm', 'u.nickNm', 'u.profileImg', 'u.userPattnCd'])
      .orderBy('c.regDt', 'asc')
      .orderBy('c.cmntId', 'asc')
      .limit(limit)
      .offset(offset)
      .execute();
    return { rows, total: Number(total.n) };
  }

  /** A comment's writer, post and state, deleted or not. */
  async commentOwner(cmntId: number) {
    return this.db
      .selectFrom('comunCmnt')
      .select(['userId', 'comunBltartclId', 'useYn'])
      .where('cmntId', '=', cmntId)
      .executeTakeFirst();
  }

  async insertComment(values: Insertable<ComunCmntTable>): Promise<number> {
    const row = await this.db.insertInto('comunCmnt').values(values).returning('cmntId').executeTakeFirstOrThrow();
    return row.cmntId;
  }

  async updateComment(cmntId: number, cmntCn: string, now: string): Promise<boolean> {
    const res = await this.db
      .updateTable('comunCmnt')
      .set({ cmntCn, mdfcnDt: now })
      .where('cmntId', '=', cmntId)
      .where('useYn', '=', 'Y')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async deleteComment(cmntId: number, now: string): Promise<boolean> {
    const res = await this.db
      .updateTable('comunCmnt')
      .set({ useYn: 'N', mdfcnDt: now })
      .where('cmntId', '=', cmntId)
      .where('useYn', '=', 'Y')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** A report target that is still there: its writer and the post it belongs to. */
  async reportTarget(type: 'post' | 'comment', id: number) {
    if (type === 'post') {
      const row = await this.db
        .selectFrom('comunBltartcl')
        .select(['userId', 'comunBltartclId', 'expsrYn'])
        .where('comunBltartclId', '=', id)
        .where('useYn', '=', 'Y')
        .executeTakeFirst();
      return row;
    }
    return this.db
      .selectFrom('comunCmnt')
      .select(['userId', 'comunBltartclId', 'expsrYn'])
      .where('cmntId', '=', id)
      .where('useYn', '=', 'Y')
      .executeTakeFirst();
  }

  /** Inserts a report; the unique constraint answers a member's second report of a target with `false`. */
  async insertReport(r: {
    trgtType: ReportTarget;
    trgtId: number;
    userId: number;
    rsnCd: QueueReportReason;
    rsnCn: string | null;
    regDt: string;
  }): Promise<boolean> {
    const row = await this.db
      .insertInto('comunRpt')
      .values(r)
      .onConflict((oc) => oc.columns(['trgtType', 'trgtId', 'userId']).doNothing())
      .returning('rptId')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Takes the target's row lock for the rest of the transaction (a no-op update, which both databases lock), so
   * simultaneous reports of one target are counted one after another instead of each missing the others.
   */
  async lockReportTarget(type: 'post' | 'comment', id: number): Promise<void> {
    if (type === 'post') {
      await this.db
        .updateTable('comunBltartcl')
        .set((eb) => ({ expsrYn: eb.ref('expsrYn') }))
        .where('comunBltartclId', '=', id)
        .execute();
    } else {
      await this.db
        .updateTable('comunCmnt')
        .set((eb) => ({ expsrYn: eb.ref('expsrYn') }))
        .where('cmntId', '=', id)
        .execute();
    }
  }

  /** The target's pending reports, counted by the database (after the target's row lock). */
  async pendingReports(type: ReportTarget, id: number): Promise<number> {
    const row = await this.db
      .selectFrom('comunRpt')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('trgtType', '=', type)
      .where('trgtId', '=', id)
      .where('prcsStts', '=', 'PENDING')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Hides a post or comment (until an operator decides). */
  async hide(type: 'post' | 'comment', id: number): Promise<void> {
    if (type === 'post') {
      await this.db.updateTable('comunBltartcl').set({ expsrYn: 'N' }).where('comunBltartclId', '=', id).execute();
    } else {
      await this.db.updateTable('comunCmnt').set({ expsrYn: 'N' }).where('cmntId', '=', id).execute();
    }
  }

  /** Closes the pending reports of a target; answers how many there were. */
  async closeReports(
    type: ReportTarget,
    id: number,
    prcsStts: 'RESTORED' | 'REMOVED',
    userId: number,
    now: string,
  ): Promise<number> {
    const res = await this.db
      .updateTable('comunRpt')
      .set({ prcsStts, prcsDt: now, prcsUserId: userId })
      .where('trgtType', '=', type)
      .where('trgtId', '=', id)
      .where('prcsStts', '=', 'PENDING')
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  }

  /** Shows (restore) or deletes (remove) a reported target. */
  async decide(type: 'post' | 'comment', id: number, decision: 'restore' | 'remove', now: string): Promise<void> {
    const set = decision === 'restore' ? { expsrYn: 'Y' as const } : { useYn: 'N' as const, mdfcnDt: now };
    if (type === 'post') {
      await this.db.updateTable('comunBltartcl').set(set).where('comunBltartclId', '=', id).execute();
    } else {
      await this.db.updateTable('comunCmnt').set(set).where('cmntId', '=', id).execute();
    }
  }

  /** The pending reports of a target as the queue shows them (its copy): how many, and the latest one's time. */
  async pendingCopy(type: ReportTarget, id: number) {
    const row = await this.db
      .selectFrom('comunRpt')
      .where('trgtType', '=', type)
      .where('trgtId', '=', id)
      .where('prcsStts', '=', 'PENDING')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('regDt').as('lastRptDt')])
      .executeTakeFirstOrThrow();
    return { n: Number(row.n), lastRptDt: row.lastRptDt ? String(row.lastRptDt) : null };
  }

  /** The members whose reports of a target are pending, with their mobile numbers (told of the outcome). */
  async pendingReporters(type: ReportTarget, id: number) {
    return this.db
      .selectFrom('comunRpt as r')
      .innerJoin('appUser as u', 'u.userId', 'r.userId')
      .select(['u.userId', 'u.mblNo'])
      .where('r.trgtType', '=', type)
      .where('r.trgtId', '=', id)
      .where('r.prcsStts', '=', 'PENDING')
      .orderBy('r.rptId')
      .execute();
  }

  /** A member's mobile number, if known (a writer told of an operator's decision). */
  /** The member's e-mail address, if they have one (a reply to their post is told there). */
  async emailOf(userId: number): Promise<string | null> {
    const row = await this.db.selectFrom('appUser').select('userEmail').where('userId', '=', userId).executeTakeFirst();
    return row?.userEmail ?? null;
  }

  async mobileOf(userId: number): Promise<string | null> {
    const row = await this.db.selectFrom('appUser').select('mblNo').where('userId', '=', userId).executeTakeFirst();
    return row?.mblNo ?? null;
  }

  /**
   * Targets whose reports are in the state asked (pending by default), of one kind or all, most reported first
   * unless sorted by the report count or the latest report's time.
   */
  async reportQueue(q: ReportQueueQuery, limit: number, offset: number) {
    let grouped = this.db
      .selectFrom('comunRpt')
      .where('prcsStts', '=', q.prcsStts)
      .select(['trgtType', 'trgtId'])
      .select((eb) => [eb.fn.countAll<number>().as('rptCnt'), eb.fn.max('regDt').as('lastRptDt')])
      .groupBy(['trgtType', 'trgtId']);
    if (q.trgtType) grouped = grouped.where('trgtType', '=', q.trgtType);
    const total = await this.db
      .selectFrom(grouped.as('g'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const { column, direction } = consoleOrder(q, { rptCnt: 'rptCnt', lastRptDt: 'lastRptDt' } as const, {
      sort: 'rptCnt',
      order: 'desc',
    });
    const byCount = sql`count(*)`;
    const byLatest = sql`max(reg_dt)`;
    const [first, second] = column === 'rptCnt' ? [byCount, byLatest] : [byLatest, byCount];
    const rows = await grouped
      .orderBy(first, direction)
      .orderBy(second, 'desc')
      .orderBy('trgtType')
      .orderBy('trgtId', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    const reasons = rows.length
      ? await this.db
          .selectFrom('comunRpt')
          .where('prcsStts', '=', q.prcsStts)
          .where((eb) => eb.or(rows.map((r) => eb.and([eb('trgtType', '=', r.trgtType), eb('trgtId', '=', r.trgtId)]))))
          .select(['trgtType', 'trgtId', 'rsnCd'])
          .select((eb) => eb.fn.countAll<number>().as('cnt'))
          .groupBy(['trgtType', 'trgtId', 'rsnCd'])
          .execute()
      : [];
    return { rows, reasons, total: Number(total.n) };
  }

  /** What the queue shows of reported posts or comments: the title or text, the post, the writer. */
  async reportExcerpts(type: 'post' | 'comment', ids: readonly number[]) {
    if (ids.length === 0) return [];
    if (type === 'post') {
      return this.db
        .selectFrom('comunBltartcl as p')
        .innerJoin('appUser as u', 'u.userId', 'p.userId')
        .select([
          'p.comunBltartclId as id',
          'p.comunBltartclId',
          'p.comunBltartclTit as excerpt',
          'p.cnText as text',
          'p.expsrYn',
          'u.userId',
          'u.lgnId',
          'u.userNm',
        ])
        .where('p.comunBltartclId', 'in', ids)
        .execute();
    }
    return this.db
      .selectFrom('comunCmnt as c')
      .innerJoin('appUser as u', 'u.userId', 'c.userId')
      .select([
        'c.cmntId as id',
        'c.comunBltartclId',
        'c.cmntCn as excerpt',
        'c.cmntCn as text',
        'c.expsrYn',
        'u.userId',
        'u.lgnId',
        'u.userNm',
      ])
      .where('c.cmntId', 'in', ids)
      .execute();
  }

  // Seeds.
  async postIdByTitle(title: string): Promise<number | undefined> {
    return (
      await this.db
        .selectFrom('comunBltartcl')
        .select('comunBltartclId')
        .where('comunBltartclTit', '=', title)
        .executeTakeFirst()
    )?.comunBltartclId;
  }
}
