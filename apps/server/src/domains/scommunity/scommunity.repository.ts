import type { CmntSe, MbrRole, MbrStts } from '@onfan/contracts/scommunity';
import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { CmntBrdTable, CmntMbrTable, CmntPostRplyTable, CmntPostTable, CmntTable } from './scommunity.tables.js';

function likePattern(s: string) {
  return sql`${`%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;
}

/** The writer's columns every post, reply and entry row carries. */
export interface WriterColumns {
  userId: number;
  userNm: string;
  nickNm: string | null;
  profileImg: string | null;
  compCnfmYn: 'Y' | 'N';
  /** The writer's role in the row's community (null: not a member any more). */
  writerRole: MbrRole | null;
}

export type CmntRow = Selectable<CmntTable> & { mbrCnt: number; postCnt: number };
export type PostRow = Selectable<CmntPostTable> &
  WriterColumns & { cmntNm: string; brdNm: string; likCnt: number; rplyCnt: number };
export type ReplyRow = Selectable<CmntPostRplyTable> & WriterColumns;
export type EntryRow = Selectable<CmntBrdTable> &
  WriterColumns & { cmntId: number; cmntNm: string; brdNm: string; brdSeCd: string; atchCnt: number };

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

const num = (v: unknown) => Number(v ?? 0);

/** The small-business community's queries. Built on the database or a transaction. */
export class ScommunityRepository {
  constructor(private readonly db: Executor) {}

  // Communities and members.

  private communities() {
    return this.db
      .selectFrom('cmnt as c')
      .where('c.useYn', '=', 'Y')
      .selectAll('c')
      .select((eb) => [
        eb
          .selectFrom('cmntMbr as m')
          .whereRef('m.cmntId', '=', 'c.cmntId')
          .where('m.mbrSttsCd', '=', 'ACTIVE')
          .select(eb.fn.countAll<number>().as('n'))
          .as('mbrCnt'),
        eb
          .selectFrom('cmntPost as p')
          .whereRef('p.cmntId', '=', 'c.cmntId')
          .where('p.useYn', '=', 'Y')
          .where('p.expsrYn', '=', 'Y')
          .where('p.aprvSttsCd', '=', 'APPROVED')
          .select(eb.fn.countAll<number>().as('n'))
          .as('postCnt'),
      ]);
  }

  async listCommunities(f: { cmntSeCd?: CmntSe; searchTerm?: string; limit: number; offset: number }) {
    let q = this.db.selectFrom('cmnt as c').where('c.useYn', '=', 'Y');
    if (f.cmntSeCd) q = q.where('c.cmntSeCd', '=', f.cmntSeCd);
    if (f.searchTerm) {
      const p = likePattern(f.searchTerm);
      q = q.where((eb) =>
        eb.or([
          eb(sql`lower(c.cmnt_nm)`, 'like', p),
          eb(sql`lower(c.cmnt_intro)`, 'like', p),
          eb(sql`lower(c.ctgr_nm)`, 'like', p),
        ]),
      );
    }
    const ids = q.select('c.cmntId');
    const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await this.communities()
      .where('c.cmntId', 'in', ids)
      .orderBy('c.sortSeq')
      .orderBy('c.cmntId')
      .limit(f.limit)
      .offset(f.offset)
      .execute();
    return { rows: rows.map(this.cmntRow), total: num(total.n) };
  }

  private cmntRow = (r: Selectable<CmntTable> & { mbrCnt: unknown; postCnt: unknown }): CmntRow => ({
    ...r,
    mbrCnt: num(r.mbrCnt),
    postCnt: num(r.postCnt),
  });

  async findCommunity(cmntId: number): Promise<CmntRow | undefined> {
    const row = await this.communities().where('c.cmntId', '=', cmntId).executeTakeFirst();
    return row ? this.cmntRow(row) : undefined;
  }

  async boardsOf(cmntId: number) {
    const rows = await this.db
      .selectFrom('cmntBrdMnt as b')
      .where('b.cmntId', '=', cmntId)
      .where('b.useYn', '=', 'Y')
      .select(['b.cmntBrdMntId', 'b.cmntId', 'b.brdNm', 'b.brdSeCd'])
      .select((eb) => [
        eb
          .selectFrom('cmntPost as p')
          .whereRef('p.cmntBrdMntId', '=', 'b.cmntBrdMntId')
          .where('p.useYn', '=', 'Y')
          .where('p.expsrYn', '=', 'Y')
          .where('p.aprvSttsCd', '=', 'APPROVED')
          .select(eb.fn.countAll<number>().as('n'))
          .as('postCnt'),
        eb
          .selectFrom('cmntBrd as e')
          .whereRef('e.cmntBrdMntId', '=', 'b.cmntBrdMntId')
          .where('e.useYn', '=', 'Y')
          .select(eb.fn.countAll<number>().as('n'))
          .as('entCnt'),
      ])
      .orderBy('b.sortSeq')
      .orderBy('b.cmntBrdMntId')
      .execute();
    return rows.map((r) => ({
      cmntBrdMntId: r.cmntBrdMntId,
      cmntId: r.cmntId,
      brdNm: r.brdNm,
      brdSeCd: r.brdSeCd,
      entCnt: r.brdSeCd === 'POST' ? num(r.postCnt) : num(r.entCnt),
    }));
  }

  async board(cmntBrdMntId: number) {
    return this.db
      .selectFrom('cmntBrdMnt as b')
      .innerJoin('cmnt as c', 'c.cmntId', 'b.cmntId')
      .where('b.cmntBrdMntId', '=', cmntBrdMntId)
      .where('b.useYn', '=', 'Y')
      .where('c.useYn', '=', 'Y')
      .select(['b.cmntBrdMntId', 'b.cmntId', 'b.brdNm', 'b.brdSeCd', 'c.cmntNm'])
      .executeTakeFirst();
  }

  async membership(cmntId: number, userId: number) {
    return this.db
      .selectFrom('cmntMbr')
      .select(['mbrRoleCd', 'mbrSttsCd'])
      .where('cmntId', '=', cmntId)
      .where('userId', '=', userId)
      .executeTakeFirst();
  }

  /** The member's role when active, else null. */
  async activeRole(cmntId: number, userId: number | null | undefined): Promise<MbrRole | null> {
    if (!userId) return null;
    const m = await this.membership(cmntId, userId);
    return m?.mbrSttsCd === 'ACTIVE' ? m.mbrRoleCd : null;
  }

  /** Joins; the primary key answers a second join (also a simultaneous one) with `false`. */
  async insertMember(row: Insertable<CmntMbrTable>): Promise<boolean> {
    const res = await this.db
      .insertInto('cmntMbr')
      .values(row)
      .onConflict((oc) => oc.columns(['cmntId', 'userId']).doNothing())
      .returning('userId')
      .executeTakeFirst();
    return res !== undefined;
  }

  async deleteMember(cmntId: number, userId: number): Promise<boolean> {
    const res = await this.db
      .deleteFrom('cmntMbr')
      .where('cmntId', '=', cmntId)
      .where('userId', '=', userId)
      .where('mbrRoleCd', '<>', 'OWNER')
      .executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  /** Approves a waiting member (the request made at `regDt` when named); answers whether one was waiting. */
  async approveMember(cmntId: number, userId: number, now: string, regDt?: string): Promise<boolean> {
    let q = this.db
      .updateTable('cmntMbr')
      .set({ mbrSttsCd: 'ACTIVE', aprvDt: now })
      .where('cmntId', '=', cmntId)
      .where('userId', '=', userId)
      .where('mbrSttsCd', '=', 'WAIT');
    if (regDt !== undefined) q = q.where('regDt', '=', regDt);
    const res = await q.executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** Refuses a waiting member: the request goes (they may ask again); answers whether one was waiting. */
  async refuseMember(cmntId: number, userId: number, regDt?: string): Promise<boolean> {
    let q = this.db
      .deleteFrom('cmntMbr')
      .where('cmntId', '=', cmntId)
      .where('userId', '=', userId)
      .where('mbrSttsCd', '=', 'WAIT');
    if (regDt !== undefined) q = q.where('regDt', '=', regDt);
    const res = await q.executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  /** A member's join request or membership as it stands: its status and when it was made. */
  async memberRow(cmntId: number, userId: number) {
    return this.db
      .selectFrom('cmntMbr')
      .select(['mbrRoleCd', 'mbrSttsCd', 'regDt', 'tpbizNm', 'rgnNm'])
      .where('cmntId', '=', cmntId)
      .where('userId', '=', userId)
      .executeTakeFirst();
  }

  async waitingMembers(cmntId: number) {
    return this.db
      .selectFrom('cmntMbr as m')
      .innerJoin('appUser as u', 'u.userId', 'm.userId')
      .where('m.cmntId', '=', cmntId)
      .where('m.mbrSttsCd', '=', 'WAIT')
      .select(['m.userId', 'u.userNm', 'u.nickNm', 'u.compCnfmYn', 'm.tpbizNm', 'm.rgnNm', 'm.regDt'])
      .orderBy('m.regDt')
      .execute();
  }

  async userAttrs(userId: number) {
    return this.db
      .selectFrom('appUser')
      .select(['compCnfmYn', 'compNm'])
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
  }

  async prohibitedWords(cmntId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('cmntPrhbWrd')
      .select('prhbWrd')
      .where('cmntId', '=', cmntId)
      .orderBy('prhbWrd')
      .execute();
    return rows.map((r) => r.prhbWrd);
  }

  // Posts.

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

  private postColumns<Q extends ReturnType<ScommunityRepository['posts']>>(q: Q) {
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

  /** Whether the member has a post in the community that was approved (or needed none). */
  async hasApprovedPost(cmntId: number, userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('cmntPost')
      .select('cmntPostId')
      .where('cmntId', '=', cmntId)
      .where('userId', '=', userId)
      .where('aprvSttsCd', '=', 'APPROVED')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
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
  async approvePost(id: number, mdfcnDt?: string): Promise<boolean> {
    let q = this.db
      .updateTable('cmntPost')
      .set({ aprvSttsCd: 'APPROVED' })
      .where('cmntPostId', '=', id)
      .where('useYn', '=', 'Y')
      .where('aprvSttsCd', '=', 'WAIT');
    if (mdfcnDt !== undefined) q = q.where('mdfcnDt', '=', mdfcnDt);
    const res = await q.executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** Refuses a post waiting for approval: it is deleted (the copy last changed at `mdfcnDt` when named). */
  async refusePost(id: number, now: string, mdfcnDt?: string): Promise<boolean> {
    let q = this.db
      .updateTable('cmntPost')
      .set({ useYn: 'N', mdfcnDt: now })
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

  // Replies.

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

  // Notice and data entries.

  private entries() {
    return this.db
      .selectFrom('cmntBrd as e')
      .innerJoin('cmntBrdMnt as b', 'b.cmntBrdMntId', 'e.cmntBrdMntId')
      .innerJoin('cmnt as c', 'c.cmntId', 'b.cmntId')
      .innerJoin('appUser as u', 'u.userId', 'e.userId')
      .leftJoin('cmntMbr as wm', (j) => j.onRef('wm.cmntId', '=', 'b.cmntId').onRef('wm.userId', '=', 'e.userId'))
      .where('e.useYn', '=', 'Y')
      .where('b.useYn', '=', 'Y')
      .where('c.useYn', '=', 'Y');
  }

  private entryColumns<Q extends ReturnType<ScommunityRepository['entries']>>(q: Q) {
    return q
      .selectAll('e')
      .select(['b.cmntId', 'c.cmntNm', 'b.brdNm', 'b.brdSeCd'])
      .select(['u.userNm', 'u.nickNm', 'u.profileImg', 'u.compCnfmYn', 'wm.mbrRoleCd as writerRole'])
      .select((eb) =>
        eb
          .selectFrom('cmntAtch as a')
          .whereRef('a.cmntBrdId', '=', 'e.cmntBrdId')
          .select(eb.fn.countAll<number>().as('n'))
          .as('atchCnt'),
      );
  }

  private entryRow = (r: Record<string, unknown>): EntryRow =>
    ({ ...r, atchCnt: num(r.atchCnt), writerRole: r.writerRole ?? null }) as EntryRow;

  async listEntries(cmntBrdMntId: number, searchTerm: string | undefined, limit: number, offset: number) {
    let q = this.entries().where('e.cmntBrdMntId', '=', cmntBrdMntId);
    if (searchTerm) {
      const p = likePattern(searchTerm);
      q = q.where((eb) => eb.or([eb(sql`lower(e.brd_tit)`, 'like', p), eb(sql`lower(e.brd_cn)`, 'like', p)]));
    }
    const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await this.entryColumns(q)
      .orderBy('e.fixYn', 'desc')
      .orderBy('e.regDt', 'desc')
      .orderBy('e.cmntBrdId', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return { rows: rows.map(this.entryRow), total: num(total.n) };
  }

  async findEntry(cmntBrdId: number): Promise<EntryRow | undefined> {
    const row = await this.entryColumns(this.entries()).where('e.cmntBrdId', '=', cmntBrdId).executeTakeFirst();
    return row ? this.entryRow(row) : undefined;
  }

  async attachments(cmntBrdId: number) {
    return this.db
      .selectFrom('cmntAtch as a')
      .innerJoin('uploadedFile as f', 'f.fileId', 'a.fileId')
      .where('a.cmntBrdId', '=', cmntBrdId)
      .select(['f.fileId', 'f.originalName', 'f.sizeBytes', 'f.mimeType', 'f.storageKey'])
      .orderBy('a.sortSeq')
      .execute();
  }

  // Reports (the community board's queue asks these through scommunity.report-targets.ts).

  /** A reported post or reply that is still there: its writer and whether it is shown. */
  async reportTarget(type: 'cmntPost' | 'cmntReply', id: number) {
    if (type === 'cmntPost') {
      return this.db
        .selectFrom('cmntPost')
        .select(['userId', 'expsrYn'])
        .where('cmntPostId', '=', id)
        .where('useYn', '=', 'Y')
        .executeTakeFirst();
    }
    return this.db
      .selectFrom('cmntPostRply')
      .select(['userId', 'expsrYn'])
      .where('cmntPostRplyId', '=', id)
      .where('useYn', '=', 'Y')
      .executeTakeFirst();
  }

  /** Takes the row lock for the rest of the transaction (a no-op update, which both databases lock). */
  async lockReported(type: 'cmntPost' | 'cmntReply', id: number): Promise<void> {
    if (type === 'cmntPost') {
      await this.db
        .updateTable('cmntPost')
        .set((eb) => ({ expsrYn: eb.ref('expsrYn') }))
        .where('cmntPostId', '=', id)
        .execute();
    } else {
      await this.db
        .updateTable('cmntPostRply')
        .set((eb) => ({ expsrYn: eb.ref('expsrYn') }))
        .where('cmntPostRplyId', '=', id)
        .execute();
    }
  }

  /** Hides (reports), shows again (restore) or deletes (remove) a reported post or reply. */
  async setReported(type: 'cmntPost' | 'cmntReply', id: number, change: 'hide' | 'restore' | 'remove', now: string) {
    const values =
      change === 'hide'
        ? { expsrYn: 'N' as const }
        : change === 'restore'
          ? { expsrYn: 'Y' as const }
          : { useYn: 'N' as const, mdfcnDt: now };
    if (type === 'cmntPost') {
      await this.db.updateTable('cmntPost').set(values).where('cmntPostId', '=', id).execute();
    } else {
      await this.db.updateTable('cmntPostRply').set(values).where('cmntPostRplyId', '=', id).execute();
    }
  }

  /** What the operators' queue shows of reported posts or replies. */
  async reportExcerpts(type: 'cmntPost' | 'cmntReply', ids: readonly number[]) {
    if (ids.length === 0) return [];
    if (type === 'cmntPost') {
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

  // Seeds.

  async hasAnyCommunity(): Promise<boolean> {
    return (await this.db.selectFrom('cmnt').select('cmntId').limit(1).executeTakeFirst()) !== undefined;
  }

  async insertCommunity(values: Insertable<CmntTable>): Promise<number> {
    const row = await this.db
      .insertInto('cmnt')
      .values({ ...values, updtDt: values.updtDt ?? values.regDt })
      .returning('cmntId')
      .executeTakeFirstOrThrow();
    return row.cmntId;
  }

  async insertBoard(cmntId: number, brdNm: string, brdSeCd: 'POST' | 'NOTICE' | 'DATA', sortSeq: number) {
    const row = await this.db
      .insertInto('cmntBrdMnt')
      .values({ cmntId, brdNm, brdSeCd, sortSeq })
      .returning('cmntBrdMntId')
      .executeTakeFirstOrThrow();
    return row.cmntBrdMntId;
  }

  async insertEntry(values: Insertable<CmntBrdTable>): Promise<number> {
    const row = await this.db
      .insertInto('cmntBrd')
      .values({ ...values, updtDt: values.updtDt ?? values.regDt })
      .returning('cmntBrdId')
      .executeTakeFirstOrThrow();
    return row.cmntBrdId;
  }

  async insertAttachment(
    cmntBrdId: number,
    sortSeq: number,
    file: { fileId: string; storageKey: string; originalName: string; mimeType: string; sizeBytes: number },
    regDt: string,
  ) {
    await this.db
      .insertInto('uploadedFile')
      .values({ ...file, menuType: 'scommunity', contentsType: 'atch', userId: null, regDt })
      .execute();
    await this.db.insertInto('cmntAtch').values({ cmntBrdId, fileId: file.fileId, sortSeq }).execute();
  }

  async insertProhibitedWords(cmntId: number, words: readonly string[]) {
    if (words.length === 0) return;
    await this.db
      .insertInto('cmntPrhbWrd')
      .values(words.map((prhbWrd) => ({ cmntId, prhbWrd })))
      .execute();
  }

  async insertLikes(rows: { cmntPostId: number; userId: number; regDt: string }[]) {
    if (rows.length === 0) return;
    await this.db
      .insertInto('cmntPostLik')
      .values(rows)
      .onConflict((oc) => oc.columns(['cmntPostId', 'userId']).doNothing())
      .execute();
  }

  async setMember(row: {
    cmntId: number;
    userId: number;
    mbrRoleCd: MbrRole;
    mbrSttsCd: MbrStts;
    tpbizNm?: string | null;
    rgnNm?: string | null;
    regDt: string;
  }) {
    await this.insertMember({ ...row, aprvDt: row.mbrSttsCd === 'ACTIVE' ? row.regDt : null });
  }

  /** Where a member is told by text (their name and mobile number). */
  async contact(userId: number) {
    return this.db
      .selectFrom('appUser')
      .select(['userNm', 'mblNo', 'userEmail'])
      .where('userId', '=', userId)
      .executeTakeFirst();
  }

  /** The active members of a community, with their mobile number if any (told when it closes, in the centre always). */
  async activeMemberContacts(cmntId: number) {
    return this.db
      .selectFrom('cmntMbr as m')
      .innerJoin('appUser as u', 'u.userId', 'm.userId')
      .where('m.cmntId', '=', cmntId)
      .where('m.mbrSttsCd', '=', 'ACTIVE')
      .select(['m.userId', 'u.mblNo'])
      .orderBy('m.userId')
      .execute();
  }
}
