import type { SupportRegionCode, SupportTarget } from '@onfan/contracts/support';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DiagnAreaTable, DiagnHisTable, DiagnVerTable } from './diagnosis.tables.js';

export type AreaRow = Selectable<DiagnAreaTable>;
export type NewArea = Insertable<DiagnAreaTable>;
export type HistoryRow = Selectable<DiagnHisTable>;
export type NewHistory = Insertable<DiagnHisTable>;
export type VersionRow = Selectable<DiagnVerTable>;

/**
 * The self-diagnosis tables, plus read-only selects from other domains' tables for recommendations: open support
 * programmes (sprt_biz, the support domain's visibility and open rules), studio rooms (studio, rsvt_room) and open
 * campaigns (match_campn, the campaign domain's entry rules).
 */
export class DiagnosisRepository {
  constructor(private readonly db: Executor) {}

  async areas(parentId: number | null): Promise<AreaRow[]> {
    let q = this.db.selectFrom('diagnArea').selectAll();
    q = parentId === null ? q.where('parentId', 'is', null) : q.where('parentId', '=', parentId);
    return q.orderBy('sortSn').orderBy('areaId').execute();
  }

  async area(areaId: number): Promise<AreaRow | undefined> {
    return this.db.selectFrom('diagnArea').selectAll().where('areaId', '=', areaId).executeTakeFirst();
  }

  async areaIdByCode(areaCd: string): Promise<number | undefined> {
    return (await this.db.selectFrom('diagnArea').select('areaId').where('areaCd', '=', areaCd).executeTakeFirst())
      ?.areaId;
  }

  /** Inserts the area unless its code exists; answers its id either way. */
  async upsertArea(a: NewArea): Promise<number> {
    await this.db
      .insertInto('diagnArea')
      .values(a)
      .onConflict((oc) => oc.column('areaCd').doNothing())
      .execute();
    return (await this.areaIdByCode(a.areaCd))!;
  }

  async insertHistory(h: NewHistory): Promise<number> {
    const row = await this.db.insertInto('diagnHis').values(h).returning('diagnHisId').executeTakeFirstOrThrow();
    return row.diagnHisId;
  }

  async history(userId: number, limit: number, offset: number) {
    const base = this.db.selectFrom('diagnHis').where('userId', '=', userId);
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    // One more than the page, so the oldest entry of the page has the one before it to compare with.
    const rows = await base
      .selectAll()
      .orderBy('regDt', 'desc')
      .orderBy('diagnHisId', 'desc')
      .limit(limit + 1)
      .offset(offset)
      .execute();
    return { rows, total: Number(total.n) };
  }

  async findHistory(diagnHisId: number): Promise<HistoryRow | undefined> {
    return this.db.selectFrom('diagnHis').selectAll().where('diagnHisId', '=', diagnHisId).executeTakeFirst();
  }

  async countHistory(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('diagnHis')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Support programmes open today (shown, in use, applications started and not ended — the support domain's rules)
   * for these targets, nationwide or in the region, soonest deadline first.
   */
  async openProgrammes(
    today: string,
    region: SupportRegionCode | null,
    targets: readonly SupportTarget[],
    limit: number,
  ) {
    return this.db
      .selectFrom('sprtBiz as b')
      .select(['b.sprtBizId', 'b.sprtBizNm', 'b.instNm', 'b.aplyEndYmd', 'b.fldCd', 'b.rgnCd', 'b.trgtCd'])
      .where('b.useYn', '=', 'Y')
      .where('b.expsrYn', '=', 'Y')
      .where('b.aplyBgngYmd', '<=', today)
      .where('b.aplyEndYmd', '>=', today)
      .where('b.rgnCd', 'in', region && region !== 'ALL' ? ['ALL', region] : ['ALL'])
      .where('b.trgtCd', 'in', [...targets])
      .orderBy('b.aplyEndYmd')
      .orderBy('b.sprtBizId')
      .limit(limit)
      .execute();
  }

  /** Bookable live-studio rooms (rooms of studios in use, not of spaces). */
  async studioRooms(limit: number) {
    return this.db
      .selectFrom('rsvtRoom as r')
      .innerJoin('studio as s', 's.studoId', 'r.studoId')
      .select(['r.roomId', 's.studoId', 'r.roomNm', 's.studoNm', 'r.roomOnelineIntro'])
      .where('r.useYn', '=', 'Y')
      .where('s.useYn', '=', 'Y')
      .orderBy('s.sortSeq')
      .orderBy('r.sortSeq')
      .orderBy('r.roomId')
      .limit(limit)
      .execute();
  }

  /** Campaigns open for entry now (started, closing instant not passed — the campaign domain's rule). */
  async openCampaigns(today: string, nowIso: string, limit: number) {
    return this.db
      .selectFrom('matchCampn as c')
      .select(['c.matchCampnId', 'c.matchCampnNm', 'c.entryEndYmd'])
      .where('c.useYn', '=', 'Y')
      .where('c.entryBgngYmd', '<=', today)
      .where('c.entryEndDt', '>', nowIso)
      .orderBy('c.entryEndDt')
      .orderBy('c.matchCampnId')
      .limit(limit)
      .execute();
  }

  async userIdByLogin(lgnId: string): Promise<number | undefined> {
    return (await this.db.selectFrom('appUser').select('userId').where('lgnId', '=', lgnId).executeTakeFirst())?.userId;
  }

  /** The version members answer now: the newest published one. */
  async currentVersion(): Promise<VersionRow | undefined> {
    return this.db
      .selectFrom('diagnVer')
      .selectAll()
      .where('sttsCd', '=', 'PUBLISHED')
      .orderBy('verNo', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async version(verNo: number): Promise<VersionRow | undefined> {
    return this.db.selectFrom('diagnVer').selectAll().where('verNo', '=', verNo).executeTakeFirst();
  }

  /** Every version, newest first, with who published it and how many results it scored. */
  async versions() {
    return this.db
      .selectFrom('diagnVer as v')
      .leftJoin('appUser as u', 'u.userId', 'v.pblsrId')
      .selectAll('v')
      .select('u.userNm as pblsrNm')
      .select((eb) =>
        eb
          .selectFrom('diagnHis as h')
          .whereRef('h.diagnVerNo', '=', 'v.verNo')
          .select(eb.fn.countAll<number>().as('n'))
          .as('resultCnt'),
      )
      .orderBy('v.verNo', 'desc')
      .execute();
  }

  async publisherName(userId: number | null): Promise<string | null> {
    if (userId === null) return null;
    const row = await this.db.selectFrom('appUser').select('userNm').where('userId', '=', userId).executeTakeFirst();
    return row?.userNm ?? null;
  }

  async countResults(verNo: number): Promise<number> {
    const row = await this.db
      .selectFrom('diagnHis')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('diagnVerNo', '=', verNo)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async maxVerNo(): Promise<number> {
    const row = await this.db
      .selectFrom('diagnVer')
      .select((eb) => eb.fn.max<number>('verNo').as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** A new draft (the draft slot is unique: a second draft at once is refused by the database). */
  async insertVersion(v: Insertable<DiagnVerTable>): Promise<void> {
    await this.db.insertInto('diagnVer').values(v).execute();
  }

  /**
   * Changes the draft only if it is still the copy read and still a draft (a published version never changes). On
   * PostgreSQL a second publish of the same draft waits on the row's lock and then finds it no longer a draft.
   */
  async updateDraftIfCopy(verNo: number, updtDt: string, values: Updateable<DiagnVerTable>): Promise<boolean> {
    const res = await this.db
      .updateTable('diagnVer')
      .set(values)
      .where('verNo', '=', verNo)
      .where('sttsCd', '=', 'DRAFT')
      .where('mdfcnDt', '=', updtDt)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }
}
