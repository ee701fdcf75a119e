import type { SupportRegionCode, SupportTarget } from '@onfan/contracts/support';
import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DiagnAreaTable, DiagnHisTable } from './diagnosis.tables.js';

export type AreaRow = Selectable<DiagnAreaTable>;
export type NewArea = Insertable<DiagnAreaTable>;
export type HistoryRow = Selectable<DiagnHisTable>;
export type NewHistory = Insertable<DiagnHisTable>;

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
}
