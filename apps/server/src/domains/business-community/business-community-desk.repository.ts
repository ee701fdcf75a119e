import { USER_PATTERN } from '@onfan/contracts/envelope';
import type { CmntDeskQuery, CmntEntryQuery, EntryBoard, JoinRule } from '@onfan/contracts/business-community.admin';
import type { ExpressionBuilder, Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { pageOffset } from '../../http/paging.js';
import type { CmntBrdTable, CmntTable } from './business-community.tables.js';

/** Uploads of the communities desk (covers): the upload menu and kind its files are stored under. */
export const CMNT_COVER_UPLOAD = { menuType: 'scommunity', contentsType: 'cover' } as const;
/** Uploads of the communities desk (notice and data attachments). */
export const CMNT_ENTRY_UPLOAD = { menuType: 'scommunity', contentsType: 'deskatch' } as const;

const ENTRY_SORT = { brdTit: 'e.brdTit', regDt: 'e.regDt' } as const;

type Eb = ExpressionBuilder<DB, 'cmnt'>;

/** A join rule as the columns hold it: verified owners only is the company check; otherwise the join method. */
function joinRuleIs(eb: Eb, rule: JoinRule) {
  if (rule === 'VERIFIED') return eb('cmnt.bzVrfcRqrYn', '=', 'Y');
  return eb.and([eb('cmnt.bzVrfcRqrYn', '=', 'N'), eb('cmnt.joinMthdCd', '=', rule)]);
}

/** The list's sortable columns (the contract's keys); `mbrCnt` is the list's own count of active members. */
const CMNT_SORT = { cmntNm: 'cmnt.cmntNm', mbrCnt: 'mbrCnt', regDt: 'cmnt.regDt' } as const;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The communities desk's queries: every community, open or closed, with its counts. */
export class BusinessCommunityDeskRepository {
  constructor(private readonly db: Executor) {}

  private withCounts() {
    return this.db
      .selectFrom('cmnt')
      .selectAll('cmnt')
      .select((eb) => [
        eb
          .selectFrom('cmntMbr as m')
          .whereRef('m.cmntId', '=', 'cmnt.cmntId')
          .where('m.mbrSttsCd', '=', 'ACTIVE')
          .select(eb.fn.countAll<number>().as('n'))
          .as('mbrCnt'),
        eb
          .selectFrom('cmntMbr as w')
          .whereRef('w.cmntId', '=', 'cmnt.cmntId')
          .where('w.mbrSttsCd', '=', 'WAIT')
          .select(eb.fn.countAll<number>().as('n'))
          .as('waitMbrCnt'),
        eb
          .selectFrom('cmntPost as p')
          .whereRef('p.cmntId', '=', 'cmnt.cmntId')
          .where('p.useYn', '=', 'Y')
          .where('p.aprvSttsCd', '=', 'WAIT')
          .select(eb.fn.countAll<number>().as('n'))
          .as('waitPostCnt'),
      ]);
  }

  /** Communities by name, kind, join rule and state; newest first unless the operator sorts by a column. */
  async list(q: CmntDeskQuery) {
    let base = this.db.selectFrom('cmnt');
    if (q.q) {
      const p = `%${escapeLike(q.q.toLowerCase())}%`;
      base = base.where((eb) =>
        eb.or([
          eb(sql`lower(cmnt.cmnt_nm)`, 'like', sql`${p} escape '\\'`),
          eb(sql`lower(cmnt.ctgr_nm)`, 'like', sql`${p} escape '\\'`),
        ]),
      );
    }
    if (q.cmntSeCd) base = base.where('cmnt.cmntSeCd', '=', q.cmntSeCd);
    const rule = q.joinRule;
    if (rule) base = base.where((eb) => joinRuleIs(eb, rule));
    if (q.state) base = base.where('cmnt.useYn', '=', q.state === 'OPEN' ? 'Y' : 'N');
    const { column, direction } = consoleOrder(q, CMNT_SORT, { sort: 'regDt', order: 'desc' });
    const ids = base.select('cmnt.cmntId');
    const [items, count] = await Promise.all([
      this.withCounts()
        .where('cmnt.cmntId', 'in', ids)
        .orderBy(column, direction)
        .orderBy('cmnt.cmntId', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.n) };
  }

  /** One community, open or closed, with its counts. */
  async byId(cmntId: number) {
    return this.withCounts().where('cmnt.cmntId', '=', cmntId).executeTakeFirst();
  }

  /** Whether another community has this name (the unique index holds it too). */
  async nameTaken(cmntNm: string, exceptId: number | null): Promise<boolean> {
    let q = this.db.selectFrom('cmnt').select('cmntId').where('cmntNm', '=', cmntNm);
    if (exceptId !== null) q = q.where('cmntId', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  /** The next place in the public list (after every community there is). */
  async nextSortSeq(): Promise<number> {
    const row = await this.db
      .selectFrom('cmnt')
      .select((eb) => eb.fn.max('sortSeq').as('m'))
      .executeTakeFirst();
    return Number(row?.m ?? -1) + 1;
  }

  /** Updates the community only if it is still the copy read (`updtDt`); false when it is not. */
  async updateIfCopy(cmntId: number, updtDt: string, values: Updateable<CmntTable>): Promise<boolean> {
    const res = await this.db
      .updateTable('cmnt')
      .set(values)
      .where('cmntId', '=', cmntId)
      .where('updtDt', '=', updtDt)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Whether this operator uploaded the cover at the desk (or it is the community's own already). */
  async ownCover(userId: number, key: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('uploadedFile')
      .select('fileId')
      .where('storageKey', '=', key)
      .where('menuType', '=', CMNT_COVER_UPLOAD.menuType)
      .where('contentsType', '=', CMNT_COVER_UPLOAD.contentsType)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  // Waiting for approval.

  async waitingMembers(cmntId: number) {
    return this.db
      .selectFrom('cmntMbr as m')
      .innerJoin('appUser as u', 'u.userId', 'm.userId')
      .where('m.cmntId', '=', cmntId)
      .where('m.mbrSttsCd', '=', 'WAIT')
      .select(['m.userId', 'u.userNm', 'u.compCnfmYn', 'm.tpbizNm', 'm.rgnNm', 'm.regDt'])
      .orderBy('m.regDt')
      .orderBy('m.userId')
      .execute();
  }

  async waitingPosts(cmntId: number) {
    return this.db
      .selectFrom('cmntPost as p')
      .innerJoin('appUser as u', 'u.userId', 'p.userId')
      .where('p.cmntId', '=', cmntId)
      .where('p.useYn', '=', 'Y')
      .where('p.aprvSttsCd', '=', 'WAIT')
      .select(['p.cmntPostId', 'p.postTit', 'p.cnText', 'p.userId', 'u.userNm', 'p.regDt', 'p.mdfcnDt'])
      .orderBy('p.regDt')
      .orderBy('p.cmntPostId')
      .execute();
  }

  /** Join requests and first posts waiting in open communities (the dashboard's queue). */
  async waitingCount(): Promise<number> {
    const [m, p] = await Promise.all([
      this.db
        .selectFrom('cmntMbr as m')
        .innerJoin('cmnt', 'cmnt.cmntId', 'm.cmntId')
        .where('cmnt.useYn', '=', 'Y')
        .where('m.mbrSttsCd', '=', 'WAIT')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('cmntPost as p')
        .innerJoin('cmnt', 'cmnt.cmntId', 'p.cmntId')
        .where('cmnt.useYn', '=', 'Y')
        .where('p.useYn', '=', 'Y')
        .where('p.aprvSttsCd', '=', 'WAIT')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return Number(m.n) + Number(p.n);
  }

  // Notices and data entries.

  private entryRows(cmntId: number) {
    return this.db
      .selectFrom('cmntBrd as e')
      .innerJoin('cmntBrdMnt as b', 'b.cmntBrdMntId', 'e.cmntBrdMntId')
      .where('b.cmntId', '=', cmntId)
      .where('b.brdSeCd', 'in', ['NOTICE', 'DATA'])
      .where('e.useYn', '=', 'Y');
  }

  private entryColumns<Q extends ReturnType<BusinessCommunityDeskRepository['entryRows']>>(q: Q) {
    return q
      .select(['e.cmntBrdId', 'b.brdSeCd', 'e.brdTit', 'e.brdCn', 'e.fixYn', 'e.regDt', 'e.updtDt', 'b.cmntId'])
      .select((eb) =>
        eb
          .selectFrom('cmntAtch as a')
          .whereRef('a.cmntBrdId', '=', 'e.cmntBrdId')
          .select(eb.fn.countAll<number>().as('n'))
          .as('atchCnt'),
      );
  }

  /** The community's notices and data entries; pinned first, newest first, unless sorted by a column. */
  async entries(cmntId: number, q: CmntEntryQuery) {
    let base = this.entryRows(cmntId);
    if (q.brdSeCd) base = base.where('b.brdSeCd', '=', q.brdSeCd);
    const { column, direction } = consoleOrder(q, ENTRY_SORT, { sort: 'regDt', order: 'desc' });
    let rows = this.entryColumns(base);
    if (!q.sort) rows = rows.orderBy('e.fixYn', 'desc');
    const [items, count] = await Promise.all([
      rows
        .orderBy(column, direction)
        .orderBy('e.cmntBrdId', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.n) };
  }

  async entry(cmntId: number, cmntBrdId: number) {
    return this.entryColumns(this.entryRows(cmntId)).where('e.cmntBrdId', '=', cmntBrdId).executeTakeFirst();
  }

  /** The community's board of this kind (made with it). */
  async boardOf(cmntId: number, brdSeCd: EntryBoard) {
    return this.db
      .selectFrom('cmntBrdMnt')
      .select('cmntBrdMntId')
      .where('cmntId', '=', cmntId)
      .where('brdSeCd', '=', brdSeCd)
      .where('useYn', '=', 'Y')
      .orderBy('sortSeq')
      .executeTakeFirst();
  }

  async insertEntry(values: Insertable<CmntBrdTable>): Promise<number> {
    const row = await this.db.insertInto('cmntBrd').values(values).returning('cmntBrdId').executeTakeFirstOrThrow();
    return row.cmntBrdId;
  }

  /** Updates (or deletes: useYn N) the entry only if it is still the copy read. */
  async updateEntryIfCopy(cmntBrdId: number, updtDt: string, values: Updateable<CmntBrdTable>): Promise<boolean> {
    const res = await this.db
      .updateTable('cmntBrd')
      .set(values)
      .where('cmntBrdId', '=', cmntBrdId)
      .where('useYn', '=', 'Y')
      .where('updtDt', '=', updtDt)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async entryFiles(cmntBrdId: number) {
    return this.db
      .selectFrom('cmntAtch as a')
      .innerJoin('uploadedFile as f', 'f.fileId', 'a.fileId')
      .select(['f.fileId', 'f.originalName', 'f.sizeBytes'])
      .where('a.cmntBrdId', '=', cmntBrdId)
      .orderBy('a.sortSeq')
      .execute();
  }

  /** Of `fileIds`, those this operator uploaded at the desk that no entry holds yet. */
  async freshUploads(userId: number, fileIds: readonly string[]): Promise<string[]> {
    if (fileIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('uploadedFile as f')
      .select('f.fileId')
      .where('f.fileId', 'in', [...fileIds])
      .where('f.menuType', '=', CMNT_ENTRY_UPLOAD.menuType)
      .where('f.contentsType', '=', CMNT_ENTRY_UPLOAD.contentsType)
      .where('f.userId', '=', userId)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('cmntAtch as a').select('a.fileId').whereRef('a.fileId', '=', 'f.fileId'))),
      )
      .execute();
    return rows.map((r) => r.fileId);
  }

  /** The entry's attachments become `fileIds`, in this order. */
  async replaceFiles(cmntBrdId: number, fileIds: readonly string[]): Promise<void> {
    await this.db.deleteFrom('cmntAtch').where('cmntBrdId', '=', cmntBrdId).execute();
    if (fileIds.length === 0) return;
    await this.db
      .insertInto('cmntAtch')
      .values(fileIds.map((fileId, sortSeq) => ({ cmntBrdId, fileId, sortSeq })))
      .execute();
  }

  // Managers.

  /** The community's owner and managers. */
  async managers(cmntId: number) {
    return this.db
      .selectFrom('cmntMbr as m')
      .innerJoin('appUser as u', 'u.userId', 'm.userId')
      .where('m.cmntId', '=', cmntId)
      .where('m.mbrRoleCd', 'in', ['OWNER', 'MANAGER'])
      .select(['m.userId', 'u.userNm', 'u.lgnId', 'm.mbrRoleCd', 'm.mbrSttsCd'])
      .orderBy('m.mbrRoleCd', 'desc')
      .orderBy('m.regDt')
      .execute();
  }

  /** Members (not operators) whose login id or name is exactly `q`, with their standing in the community. */
  async searchMembers(cmntId: number, q: string) {
    return this.db
      .selectFrom('appUser as u')
      .leftJoin('cmntMbr as m', (j) => j.onRef('m.userId', '=', 'u.userId').on('m.cmntId', '=', cmntId))
      .where('u.userPattnCd', '<>', USER_PATTERN.operator)
      .where((eb) => eb.or([eb('u.lgnId', '=', q), eb('u.userNm', '=', q)]))
      .select(['u.userId', 'u.userNm', 'u.lgnId', 'm.mbrRoleCd', 'm.mbrSttsCd'])
      .orderBy('u.userId')
      .limit(10)
      .execute();
  }

  /** A member account that is not an operator's. */
  async isMember(userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('appUser')
      .select('userId')
      .where('userId', '=', userId)
      .where('userPattnCd', '<>', USER_PATTERN.operator)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Makes the member an active manager (joining them when they were not a member); never the owner's row. */
  async appointManager(cmntId: number, userId: number, now: string): Promise<boolean> {
    const res = await this.db
      .insertInto('cmntMbr')
      .values({ cmntId, userId, mbrRoleCd: 'MANAGER', mbrSttsCd: 'ACTIVE', regDt: now, aprvDt: now })
      .onConflict((oc) =>
        oc
          .columns(['cmntId', 'userId'])
          .doUpdateSet((eb) => ({
            mbrRoleCd: 'MANAGER',
            mbrSttsCd: 'ACTIVE',
            aprvDt: eb.fn.coalesce('cmntMbr.aprvDt', eb.val(now)),
          }))
          .where('cmntMbr.mbrRoleCd', '=', 'MEMBER'),
      )
      .returning('userId')
      .executeTakeFirst();
    return res !== undefined;
  }

  /** A manager becomes a member again. */
  async removeManager(cmntId: number, userId: number): Promise<boolean> {
    const res = await this.db
      .updateTable('cmntMbr')
      .set({ mbrRoleCd: 'MEMBER' })
      .where('cmntId', '=', cmntId)
      .where('userId', '=', userId)
      .where('mbrRoleCd', '=', 'MANAGER')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async role(cmntId: number, userId: number) {
    return this.db
      .selectFrom('cmntMbr')
      .select(['mbrRoleCd', 'mbrSttsCd'])
      .where('cmntId', '=', cmntId)
      .where('userId', '=', userId)
      .executeTakeFirst();
  }

  /** Whom to tell: the member's name and mobile number. */
  async contact(userId: number) {
    return this.db.selectFrom('appUser').select(['userNm', 'mblNo']).where('userId', '=', userId).executeTakeFirst();
  }
}
