import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../../db/executor.js';
import type { WriterColumns } from '../business-community.repository.js';
import { num, reportedValues } from '../business-community.repository.js';
import type { CmntPostRplyTable } from '../business-community.tables.js';

export type ReplyRow = Selectable<CmntPostRplyTable> & WriterColumns;

/** The replies to the community's posts. Built on the database or a transaction. */
export class ReplyRepository {
  constructor(private readonly db: Executor) {}

  /** Every reply of a post, deleted ones too (a deleted parent stays for its replies), oldest first. */
  async replies(cmntPostId: number): Promise<ReplyRow[]> {
    const rows = await this.db
      .selectFrom('cmntPostRply as r')
      .innerJoin('cmntPost as p', 'p.cmntPostId', 'r.cmntPostId')
      .innerJoin('appUser as u', 'u.userId', 'r.userId')
      .leftJoin('cmntMbr as wm', (j) => j.onRef('wm.cmntId', '=', 'p.cmntId').onRef('wm.userId', '=', 'r.userId'))
      .where('r.cmntPostId', '=', cmntPostId)
      .selectAll('r')
      .select(['u.userNm', 'u.nickNm', 'u.profileImg', 'u.compCnfmYn', 'wm.mbrRoleCd as writerRole'])
      .orderBy('r.regDt')
      .orderBy('r.cmntPostRplyId')
      .execute();
    return rows.map((r) => ({ ...r, writerRole: r.writerRole ?? null }));
  }

  async findReply(id: number) {
    return this.db
      .selectFrom('cmntPostRply')
      .select(['cmntPostRplyId', 'cmntPostId', 'upRplyId', 'userId', 'useYn', 'expsrYn'])
      .where('cmntPostRplyId', '=', id)
      .executeTakeFirst();
  }

  async insertReply(values: Insertable<CmntPostRplyTable>): Promise<number> {
    const row = await this.db
      .insertInto('cmntPostRply')
      .values(values)
      .returning('cmntPostRplyId')
      .executeTakeFirstOrThrow();
    return row.cmntPostRplyId;
  }

  async updateReply(id: number, rplyCn: string, now: string): Promise<boolean> {
    const res = await this.db
      .updateTable('cmntPostRply')
      .set({ rplyCn, mdfcnDt: now })
      .where('cmntPostRplyId', '=', id)
      .where('useYn', '=', 'Y')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async deleteReply(id: number, now: string): Promise<boolean> {
    const res = await this.db
      .updateTable('cmntPostRply')
      .set({ useYn: 'N', mdfcnDt: now })
      .where('cmntPostRplyId', '=', id)
      .where('useYn', '=', 'Y')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  private myReplyQuery(userId: number) {
    return this.db
      .selectFrom('cmntPostRply as r')
      .innerJoin('cmntPost as p', 'p.cmntPostId', 'r.cmntPostId')
      .innerJoin('cmnt as c', 'c.cmntId', 'p.cmntId')
      .where('r.userId', '=', userId)
      .where('r.useYn', '=', 'Y')
      .where('r.expsrYn', '=', 'Y')
      .where('p.useYn', '=', 'Y');
  }

  async myReplyCount(userId: number): Promise<number> {
    const row = await this.myReplyQuery(userId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return num(row.n);
  }

  async myReplies(userId: number, limit: number, offset: number) {
    return this.myReplyQuery(userId)
      .select(['r.cmntPostRplyId', 'r.rplyCn', 'r.cmntPostId', 'p.postTit', 'p.cmntId', 'c.cmntNm', 'r.regDt'])
      .orderBy('r.regDt', 'desc')
      .orderBy('r.cmntPostRplyId', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  // Reports (the community board's queue asks these through business-community.report-targets.ts).

  /** A reported reply that is still there: its writer and whether it is shown. */
  async reportTarget(id: number) {
    return this.db
      .selectFrom('cmntPostRply')
      .select(['userId', 'expsrYn'])
      .where('cmntPostRplyId', '=', id)
      .where('useYn', '=', 'Y')
      .executeTakeFirst();
  }

  /** Takes the row lock for the rest of the transaction (a no-op update, which both databases lock). */
  async lockReported(id: number): Promise<void> {
    await this.db
      .updateTable('cmntPostRply')
      .set((eb) => ({ expsrYn: eb.ref('expsrYn') }))
      .where('cmntPostRplyId', '=', id)
      .execute();
  }

  /** Hides (reports), shows again (restore) or deletes (remove) a reported reply. */
  async setReported(id: number, change: 'hide' | 'restore' | 'remove', now: string) {
    await this.db
      .updateTable('cmntPostRply')
      .set(reportedValues(change, now))
      .where('cmntPostRplyId', '=', id)
      .execute();
  }

  /** What the operators' queue shows of reported replies. */
  async reportExcerpts(ids: readonly number[]) {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('cmntPostRply as r')
      .innerJoin('appUser as u', 'u.userId', 'r.userId')
      .select([
        'r.cmntPostRplyId as id',
        'r.cmntPostId as postId',
        'r.rplyCn as excerpt',
        'r.rplyCn as text',
        'r.expsrYn',
        'u.userId',
        'u.lgnId',
        'u.userNm',
      ])
      .where('r.cmntPostRplyId', 'in', ids)
      .execute();
  }
}
