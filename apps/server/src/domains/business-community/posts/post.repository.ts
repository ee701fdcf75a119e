import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../../../db/executor.js';
import type { WriterColumns } from '../business-community.repository.js';
import { likePattern, num, reportedValues } from '../business-community.repository.js';
import type { CmntPostTable } from '../business-community.tables.js';

export type PostRow = Selectable<CmntPostTable> &
  WriterColumns & { cmntNm: string; brdNm: string; likCnt: number; rplyCnt: number };

export interface PostFilter {
  cmntId?: number;
  cmntBrdMntId?: number;
  searchTerm?: string;
  searchOption: 'all' | 'title';
  /** The caller: their own posts waiting for approval are listed too. */
  viewerId: number | null;
  limit: number;
  offset: number;
}

/** The community's posts, their attachments and likes. Built on the database or a transaction. */
export class PostRepository {
  constructor(private readonly db: Executor) {}

  private posts() {
    return this.db
      .selectFrom('cmntPost as p')
      .innerJoin('cmnt as c', 'c.cmntId', 'p.cmntId')
      .innerJoin('cmntBrdMnt as b', 'b.cmntBrdMntId', 'p.cmntBrdMntId')
      .innerJoin('appUser as u', 'u.userId', 'p.userId')
      .leftJoin('cmntMbr as wm', (j) => j.onRef('wm.cmntId', '=', 'p.cmntId').onRef('wm.userId', '=', 'p.userId'))
      .where('p.useYn', '=', 'Y')
      .where('c.useYn', '=', 'Y');
  }

  private postColumns<Q extends ReturnType<PostRepository['posts']>>(q: Q) {
    return q
      .selectAll('p')
      .select(['c.cmntNm', 'b.brdNm', 'u.userNm', 'u.nickNm', 'u.profileImg', 'u.compCnfmYn'])
      .select('wm.mbrRoleCd as writerRole')
      .select((eb) => [
        eb
          .selectFrom('cmntPostLik as l')
          .whereRef('l.cmntPostId', '=', 'p.cmntPostId')
          .select(eb.fn.countAll<number>().as('n'))
          .as('likCnt'),
        eb
          .selectFrom('cmntPostRply as r')
          .whereRef('r.cmntPostId', '=', 'p.cmntPostId')
          .where('r.useYn', '=', 'Y')
          .where('r.expsrYn', '=', 'Y')
          .select(eb.fn.countAll<number>().as('n'))
          .as('rplyCnt'),
      ]);
  }

  private postRow = (r: Record<string, unknown>): PostRow =>
    ({ ...r, likCnt: num(r.likCnt), rplyCnt: num(r.rplyCnt), writerRole: r.writerRole ?? null }) as PostRow;

  async listPosts(f: PostFilter): Promise<{ rows: PostRow[]; total: number }> {
    let q = this.posts()
      .where('p.expsrYn', '=', 'Y')
      .where((eb) =>
        f.viewerId === null
          ? eb('p.aprvSttsCd', '=', 'APPROVED')
          : eb.or([eb('p.aprvSttsCd', '=', 'APPROVED'), eb('p.userId', '=', f.viewerId)]),
      );
    if (f.cmntId) q = q.where('p.cmntId', '=', f.cmntId);
    if (f.cmntBrdMntId) q = q.where('p.cmntBrdMntId', '=', f.cmntBrdMntId);
    if (f.searchTerm) {
      const p = likePattern(f.searchTerm);
      q = q.where((eb) =>
        f.searchOption === 'title'
          ? eb(sql`lower(p.post_tit)`, 'like', p)
          : eb.or([eb(sql`lower(p.post_tit)`, 'like', p), eb(sql`lower(p.cn_text)`, 'like', p)]),
      );
    }
    const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    let ordered = this.postColumns(q);
    // Pinned notices first in a community's own list (not in search results).
    if (f.cmntId && !f.searchTerm) ordered = ordered.orderBy('p.fixYn', 'desc');
    const rows = await ordered
      .orderBy('p.regDt', 'desc')
      .orderBy('p.cmntPostId', 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute();
    return { rows: rows.map(this.postRow), total: num(total.n) };
  }

  async topPosts(cmntId: number | undefined, limit: number): Promise<PostRow[]> {
    let q = this.posts().where('p.aprvSttsCd', '=', 'APPROVED').where('p.expsrYn', '=', 'Y');
    if (cmntId) q = q.where('p.cmntId', '=', cmntId);
    const rows = await this.postColumns(q)
      .orderBy(sql`(select count(*) from cmnt_post_lik l where l.cmnt_post_id = p.cmnt_post_id)`, 'desc')
      .orderBy('p.regDt', 'desc')
      .limit(limit)
      .execute();
    return rows.map(this.postRow);
  }

  async waitingPosts(cmntId: number): Promise<PostRow[]> {
    const rows = await this.postColumns(this.posts().where('p.cmntId', '=', cmntId).where('p.aprvSttsCd', '=', 'WAIT'))
      .orderBy('p.regDt')
      .execute();
    return rows.map(this.postRow);
  }

  async findPost(id: number): Promise<PostRow | undefined> {
    const row = await this.postColumns(this.posts()).where('p.cmntPostId', '=', id).executeTakeFirst();
    return row ? this.postRow(row) : undefined;
  }

  /** Whose post it is, in which community, deleted or not (who may is asked before whether it is still there). */
  async postOwner(id: number) {
    return this.db
      .selectFrom('cmntPost')
      .select(['userId', 'cmntId', 'useYn'])
      .where('cmntPostId', '=', id)
      .executeTakeFirst();
  }

  async insertPost(values: Insertable<CmntPostTable>): Promise<number> {
    const row = await this.db.insertInto('cmntPost').values(values).returning('cmntPostId').executeTakeFirstOrThrow();
    return row.cmntPostId;
  }

  async updatePost(
    id: number,
    values: Pick<
      Insertable<CmntPostTable>,
      'cmntBrdMntId' | 'postTit' | 'postCn' | 'cnText' | 'thmbnlImgPtUrl' | 'fixYn' | 'mdfcnDt'
    >,
  ): Promise<boolean> {
    const res = await this.db
      .updateTable('cmntPost')
      .set(values)
      .where('cmntPostId', '=', id)
      .where('useYn', '=', 'Y')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async deletePost(id: number, now: string): Promise<boolean> {
    const res = await this.db
      .updateTable('cmntPost')
      .set({ useYn: 'N', mdfcnDt: now })
      .where('cmntPostId', '=', id)
      .where('useYn', '=', 'Y')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** Approves a post waiting for approval (the copy last changed at `mdfcnDt` when named). */
  approvePost(id: number, mdfcnDt?: string): Promise<boolean> {
    return this.settleWaiting(id, { aprvSttsCd: 'APPROVED' }, mdfcnDt);
  }

  /** Refuses a post waiting for approval: it is deleted (the copy last changed at `mdfcnDt` when named). */
  refusePost(id: number, now: string, mdfcnDt?: string): Promise<boolean> {
    return this.settleWaiting(id, { useYn: 'N', mdfcnDt: now }, mdfcnDt);
  }

  /** Answers whether a post was waiting (its copy the one named) and is now decided. */
  private async settleWaiting(
    id: number,
    values: { aprvSttsCd: 'APPROVED' } | { useYn: 'N'; mdfcnDt: string },
    mdfcnDt: string | undefined,
  ): Promise<boolean> {
    let q = this.db
      .updateTable('cmntPost')
      .set(values)
      .where('cmntPostId', '=', id)
      .where('useYn', '=', 'Y')
      .where('aprvSttsCd', '=', 'WAIT');
    if (mdfcnDt !== undefined) q = q.where('mdfcnDt', '=', mdfcnDt);
    const res = await q.executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** A post as the approval queue decides it: writer, community, state and its copy. */
  async postState(id: number) {
    return this.db
      .selectFrom('cmntPost')
      .select(['cmntPostId', 'cmntId', 'userId', 'postTit', 'aprvSttsCd', 'useYn', 'mdfcnDt'])
      .where('cmntPostId', '=', id)
      .executeTakeFirst();
  }

  // Post attachments.

  async postAttachments(cmntPostId: number) {
    return this.db
      .selectFrom('cmntPostAtch as a')
      .innerJoin('uploadedFile as f', 'f.fileId', 'a.fileId')
      .where('a.cmntPostId', '=', cmntPostId)
      .select(['f.fileId', 'f.originalName', 'f.sizeBytes', 'f.mimeType', 'f.storageKey'])
      .orderBy('a.sortSeq')
      .execute();
  }

  /** Of `fileIds`, those the member uploaded as post attachments. */
  async ownAttachmentUploads(userId: number, fileIds: readonly string[]): Promise<string[]> {
    if (fileIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('uploadedFile')
      .select('fileId')
      .where('userId', '=', userId)
      .where('menuType', '=', 'scommunity')
      .where('contentsType', '=', 'atch')
      .where('fileId', 'in', fileIds)
      .execute();
    return rows.map((r) => r.fileId);
  }

  /** The post's attachments become exactly `fileIds`, in order. */
  async setPostAttachments(cmntPostId: number, fileIds: readonly string[]): Promise<void> {
    await this.db.deleteFrom('cmntPostAtch').where('cmntPostId', '=', cmntPostId).execute();
    if (fileIds.length === 0) return;
    await this.db
      .insertInto('cmntPostAtch')
      .values(fileIds.map((fileId, sortSeq) => ({ cmntPostId, fileId, sortSeq })))
      .execute();
  }

  // Likes: the primary key (cmnt_post_id, user_id) keeps one per member, whatever arrives at once.

  async insertLike(cmntPostId: number, userId: number, now: string): Promise<boolean> {
    const res = await this.db
      .insertInto('cmntPostLik')
      .values({ cmntPostId, userId, regDt: now })
      .onConflict((oc) => oc.columns(['cmntPostId', 'userId']).doNothing())
      .returning('userId')
      .executeTakeFirst();
    return res !== undefined;
  }

  async deleteLike(cmntPostId: number, userId: number): Promise<boolean> {
    const res = await this.db
      .deleteFrom('cmntPostLik')
      .where('cmntPostId', '=', cmntPostId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  async liked(cmntPostId: number, userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('cmntPostLik')
      .select('userId')
      .where('cmntPostId', '=', cmntPostId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async likeCount(cmntPostId: number): Promise<number> {
    const row = await this.db
      .selectFrom('cmntPostLik')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('cmntPostId', '=', cmntPostId)
      .executeTakeFirstOrThrow();
    return num(row.n);
  }

  // Reports (the community board's queue asks these through business-community.report-targets.ts).

  /** A reported post that is still there: its writer and whether it is shown. */
  async reportTarget(id: number) {
    return this.db
      .selectFrom('cmntPost')
      .select(['userId', 'expsrYn'])
      .where('cmntPostId', '=', id)
      .where('useYn', '=', 'Y')
      .executeTakeFirst();
  }

  /** Takes the row lock for the rest of the transaction (a no-op update, which both databases lock). */
  async lockReported(id: number): Promise<void> {
    await this.db
      .updateTable('cmntPost')
      .set((eb) => ({ expsrYn: eb.ref('expsrYn') }))
      .where('cmntPostId', '=', id)
      .execute();
  }

  /** Hides (reports), shows again (restore) or deletes (remove) a reported post. */
  async setReported(id: number, change: 'hide' | 'restore' | 'remove', now: string) {
    await this.db.updateTable('cmntPost').set(reportedValues(change, now)).where('cmntPostId', '=', id).execute();
  }

  /** What the operators' queue shows of reported posts. */
  async reportExcerpts(ids: readonly number[]) {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('cmntPost as p')
      .innerJoin('appUser as u', 'u.userId', 'p.userId')
      .select([
        'p.cmntPostId as id',
        'p.cmntPostId as postId',
        'p.postTit as excerpt',
        'p.cnText as text',
        'p.expsrYn',
        'u.userId',
        'u.lgnId',
        'u.userNm',
      ])
      .where('p.cmntPostId', 'in', ids)
      .execute();
  }

  // Seeds.

  async insertLikes(rows: { cmntPostId: number; userId: number; regDt: string }[]) {
    if (rows.length === 0) return;
    await this.db
      .insertInto('cmntPostLik')
      .values(rows)
      .onConflict((oc) => oc.columns(['cmntPostId', 'userId']).doNothing())
      .execute();
  }
}
