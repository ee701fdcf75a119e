import type { CampaignApplicantQuery, CampaignDeskQuery } from '@onfan/contracts/campaign.admin';
import type { CampaignApplyStatus } from '@onfan/contracts/campaign';
import { sql } from 'kysely';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor } from '../../db/executor.js';
import { pageOffset } from '../../http/paging.js';

/** The campaign list's sortable columns (the contract's keys); the count is the selected `aplyCnt`. */
const CAMPAIGN_SORT = { matchCampnId: 'c.matchCampnId', entryEndYmd: 'c.entryEndYmd', aplyCnt: 'aplyCnt' } as const;
/** The applicant list's sortable columns. */
const APPLICANT_SORT = { aplyDt: 'a.aplyDt', lgnId: 'u.lgnId', aplyStts: 'a.aplyStts' } as const;

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface CampaignWrite {
  matchCampnNm: string;
  matchCampnCn: string;
  gdsClsId: number;
  entryBgngYmd: string;
  entryEndYmd: string;
  entryEndDt: string;
  matchCampnBgngYmd: string;
  matchCampnEndYmd: string;
  rcrtCnt: number;
  rprsImgPt: string | null;
  imgAlt: string | null;
}

/**
 * The campaigns desk's queries (issue 38): every campaign with its counts, one campaign, its applicants with their
 * foothold, and the conditional writes — a change on the copy read, a selection that claims one of the places left.
 */
export class CampaignDeskRepository {
  constructor(private readonly db: Executor) {}

  async campaigns(q: CampaignDeskQuery, today: string, nowIso: string) {
    let base = this.db
      .selectFrom('matchCampn as c')
      .innerJoin('gdsCls as g', 'g.gdsClsId', 'c.gdsClsId')
      .where('c.useYn', '=', 'Y');
    if (q.gdsClsId) base = base.where('c.gdsClsId', '=', q.gdsClsId);
    if (q.q) {
      const p = `%${escapeLike(q.q.toLowerCase())}%`;
      base = base.where((eb) => eb(sql`lower(c.match_campn_nm)`, 'like', sql`${p} escape '\\'`));
    }
    if (q.from) base = base.where('c.entryEndYmd', '>=', q.from);
    if (q.to) base = base.where('c.entryBgngYmd', '<=', q.to);
    switch (q.state) {
      case 'upcoming':
        base = base.where('c.entryBgngYmd', '>', today);
        break;
      case 'open':
        base = base.where('c.entryBgngYmd', '<=', today).where('c.entryEndDt', '>', nowIso);
        break;
      case 'closed':
        base = base.where('c.entryEndDt', '<=', nowIso);
        break;
    }
    const { column, direction } = consoleOrder(q, CAMPAIGN_SORT, { sort: 'matchCampnId', order: 'desc' });
    const [items, total] = await Promise.all([
      base
        .selectAll('c')
        .select('g.clsNm')
        .select((eb) =>
          eb
            .selectFrom('campnAply as a')
            .whereRef('a.matchCampnId', '=', 'c.matchCampnId')
            .select((e) => e.fn.countAll<number>().as('n'))
            .as('aplyCnt'),
        )
        .orderBy(column, direction)
        .orderBy('c.matchCampnId', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(total.n) };
  }

  campaign(id: number) {
    return this.db
      .selectFrom('matchCampn as c')
      .innerJoin('gdsCls as g', 'g.gdsClsId', 'c.gdsClsId')
      .selectAll('c')
      .select('g.clsNm')
      .select((eb) =>
        eb
          .selectFrom('campnAply as a')
          .whereRef('a.matchCampnId', '=', 'c.matchCampnId')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('aplyCnt'),
      )
      .where('c.matchCampnId', '=', id)
      .where('c.useYn', '=', 'Y')
      .executeTakeFirst();
  }

  async categoryExists(gdsClsId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('gdsCls')
      .select('gdsClsId')
      .where('gdsClsId', '=', gdsClsId)
      .where('useYn', '=', 'Y')
      .executeTakeFirst();
    return row !== undefined;
  }

  async nameTaken(name: string, exceptId?: number): Promise<boolean> {
    let q = this.db.selectFrom('matchCampn').select('matchCampnId').where('matchCampnNm', '=', name);
    if (exceptId !== undefined) q = q.where('matchCampnId', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async insert(c: CampaignWrite, now: string): Promise<number> {
    const row = await this.db
      .insertInto('matchCampn')
      .values({ ...c, regDt: now, mdfcnDt: now })
      .returning('matchCampnId')
      .executeTakeFirstOrThrow();
    return row.matchCampnId;
  }

  /**
   * Writes the campaign on the copy read (`mdfcnDt`, or `regDt` before its first change), keeping at least the places
   * already taken: false when the copy is stale or the count would fall below the selected ones (nothing written).
   */
  async update(id: number, copy: string, c: CampaignWrite, stamp: string): Promise<boolean> {
    const r = await this.db
      .updateTable('matchCampn')
      .set({ ...c, mdfcnDt: stamp })
      .where('matchCampnId', '=', id)
      .where(sql<boolean>`coalesce(mdfcn_dt, reg_dt) = ${copy}`)
      .where('slctCnt', '<=', c.rcrtCnt)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async close(
    id: number,
    copy: string,
    values: { entryBgngYmd: string; entryEndYmd: string; entryEndDt: string; closRsn: string; closDt: string },
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('matchCampn')
      .set({ ...values, mdfcnDt: values.closDt })
      .where('matchCampnId', '=', id)
      .where(sql<boolean>`coalesce(mdfcn_dt, reg_dt) = ${copy}`)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  private applicantsOf(matchCampnId: number, state: CampaignApplyStatus | undefined) {
    let base = this.db
      .selectFrom('campnAply as a')
      .innerJoin('appUser as u', 'u.userId', 'a.userId')
      .leftJoin('ctrFthld as f', (j) => j.onRef('f.userId', '=', 'a.userId').on('f.useYn', '=', 'Y'))
      .where('a.matchCampnId', '=', matchCampnId);
    if (state) base = base.where('a.aplyStts', '=', state);
    return base;
  }

  /** A page of the campaign's applicants with their foothold: oldest first unless the operator sorts. */
  async applicants(matchCampnId: number, q: CampaignApplicantQuery) {
    const base = this.applicantsOf(matchCampnId, q.state);
    const { column, direction } = consoleOrder(q, APPLICANT_SORT, { sort: 'aplyDt', order: 'asc' });
    const [items, total] = await Promise.all([
      base
        .select([
          'a.campnAplyId',
          'a.userId',
          'a.aplyStts',
          'a.aplyDt',
          'a.mdfcnDt',
          'a.sttsRsn',
          'u.lgnId',
          'u.userNm',
          'f.ctrFthldId',
          'f.fthldNm',
          'f.certCtrYn',
          'f.ytbChnlUrl',
          'f.instgrmUrl',
          'f.fcbkUrl',
          'f.navrUrl',
        ])
        .orderBy(column, direction)
        .orderBy('a.campnAplyId', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(total.n) };
  }

  application(campnAplyId: number) {
    return this.db
      .selectFrom('campnAply as a')
      .innerJoin('appUser as u', 'u.userId', 'a.userId')
      .innerJoin('matchCampn as c', 'c.matchCampnId', 'a.matchCampnId')
      .select([
        'a.campnAplyId',
        'a.matchCampnId',
        'a.userId',
        'a.aplyStts',
        'a.aplyDt',
        'a.mdfcnDt',
        'a.sttsRsn',
        'u.mblNo',
        'c.matchCampnNm',
        'c.rcrtCnt',
      ])
      .where('a.campnAplyId', '=', campnAplyId)
      .executeTakeFirst();
  }

  /**
   * Takes one of the campaign's places: a conditional UPDATE that counts only while a place is left, so concurrent
   * selections (on SQLite's one writer or PostgreSQL's row lock) can never select more than the campaign wants.
   */
  async claimPlace(matchCampnId: number): Promise<boolean> {
    const r = await this.db
      .updateTable('matchCampn')
      .set((eb) => ({ slctCnt: eb('slctCnt', '+', 1) }))
      .where('matchCampnId', '=', matchCampnId)
      .whereRef('slctCnt', '<', 'rcrtCnt')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Decides an undecided application on the copy read; false when it changed since (nothing is written). */
  async decide(
    campnAplyId: number,
    copy: string,
    values: { aplyStts: CampaignApplyStatus; sttsRsn: string; mdfcnDt: string },
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('campnAply')
      .set(values)
      .where('campnAplyId', '=', campnAplyId)
      .where('aplyStts', '=', 'APPLIED')
      .where(sql<boolean>`coalesce(mdfcn_dt, aply_dt) = ${copy}`)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
}
