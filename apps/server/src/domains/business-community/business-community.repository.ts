import type { CmntSe, MbrRole, MbrStts } from '@onfan/contracts/business-community';
import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { CmntMbrTable, CmntTable } from './business-community.tables.js';

/** A case-insensitive `like` on a lowered column, the term's wildcards escaped (every list of the community searches so). */
export function likePattern(s: string) {
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

/** A count as both databases answer it (a number or a numeric string). */
export const num = (v: unknown) => Number(v ?? 0);

/** What a reported post or reply becomes: hidden (reports), shown again (restore) or deleted (remove). */
export function reportedValues(change: 'hide' | 'restore' | 'remove', now: string) {
  return change === 'hide'
    ? { expsrYn: 'N' as const }
    : change === 'restore'
      ? { expsrYn: 'Y' as const }
      : { useYn: 'N' as const, mdfcnDt: now };
}

/**
 * The small-business community's communities, their boards and their members (posts, replies and the notice and data
 * boards' entries are the sub-slices' repositories). Built on the database or a transaction.
 */
export class BusinessCommunityRepository {
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

  // Seeds and the console.

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

  async insertProhibitedWords(cmntId: number, words: readonly string[]) {
    if (words.length === 0) return;
    await this.db
      .insertInto('cmntPrhbWrd')
      .values(words.map((prhbWrd) => ({ cmntId, prhbWrd })))
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
