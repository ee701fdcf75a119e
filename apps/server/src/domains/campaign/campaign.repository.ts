import type { CampaignListQuery } from '@onfan/contracts/campaign';
import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { GdsClsTable, MatchCampnTable } from './campaign.tables.js';

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export type CampaignRow = Selectable<MatchCampnTable> & { clsNm: string };
export type NewCampaign = Insertable<MatchCampnTable>;
export type NewCategory = Insertable<GdsClsTable>;

export class CampaignRepository {
  constructor(private readonly db: Executor) {}

  async categories(clsLv: number) {
    return this.db
      .selectFrom('gdsCls')
      .select(['gdsClsId', 'clsNm'])
      .where('clsLv', '=', clsLv)
      .where('useYn', '=', 'Y')
      .orderBy('sortSn')
      .orderBy('gdsClsId')
      .execute();
  }

  private visible() {
    return this.db
      .selectFrom('matchCampn as c')
      .innerJoin('gdsCls as g', 'g.gdsClsId', 'c.gdsClsId')
      .where('c.useYn', '=', 'Y');
  }

  /** A page of campaigns: open first (soonest deadline first), then upcoming, closed last (latest first). */
  async list(q: CampaignListQuery, today: string, nowIso: string, limit: number, offset: number) {
    let query = this.visible();
    if (q.gdsClsId) query = query.where('c.gdsClsId', '=', q.gdsClsId);
    if (q.searchTerm) {
      const p = `%${escapeLike(q.searchTerm.toLowerCase())}%`;
      query = query.where((eb) => eb(sql`lower(c.match_campn_nm)`, 'like', sql`${p} escape '\\'`));
    }
    switch (q.state) {
      case 'upcoming':
        query = query.where('c.entryBgngYmd', '>', today);
        break;
      case 'open':
        query = query.where('c.entryBgngYmd', '<=', today).where('c.entryEndDt', '>', nowIso);
        break;
      case 'closed':
        query = query.where('c.entryEndDt', '<=', nowIso);
        break;
    }
    const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rank = sql<number>`case when c.entry_end_dt <= ${nowIso} then 2 when c.entry_bgng_ymd > ${today} then 1 else 0 end`;
    const rows = await query
      .selectAll('c')
      .select('g.clsNm')
      .orderBy(rank)
      .orderBy(sql`case when c.entry_end_dt <= ${nowIso} then '' else c.entry_end_dt end`)
      .orderBy('c.entryEndDt', 'desc')
      .orderBy('c.matchCampnId', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return { rows: rows as CampaignRow[], total: Number(total.n) };
  }

  async find(id: number): Promise<CampaignRow | undefined> {
    return (await this.visible()
      .selectAll('c')
      .select('g.clsNm')
      .where('c.matchCampnId', '=', id)
      .executeTakeFirst()) as CampaignRow | undefined;
  }

  async hasApplied(matchCampnId: number, userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('campnAply')
      .select('campnAplyId')
      .where('matchCampnId', '=', matchCampnId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Inserts the application; the unique constraint answers a duplicate with `null` rather than a second row. */
  async insertApplication(matchCampnId: number, userId: number, now: string): Promise<number | null> {
    const row = await this.db
      .insertInto('campnAply')
      .values({ matchCampnId, userId, aplyDt: now })
      .onConflict((oc) => oc.columns(['matchCampnId', 'userId']).doNothing())
      .returning('campnAplyId')
      .executeTakeFirst();
    return row?.campnAplyId ?? null;
  }

  async applications(userId: number, limit: number, offset: number) {
    const base = this.db
      .selectFrom('campnAply as a')
      .innerJoin('matchCampn as c', 'c.matchCampnId', 'a.matchCampnId')
      .innerJoin('gdsCls as g', 'g.gdsClsId', 'c.gdsClsId')
      .where('a.userId', '=', userId);
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .select([
        'a.campnAplyId',
        'a.aplyStts',
        'a.aplyDt',
        'c.matchCampnId',
        'c.matchCampnNm',
        'c.entryEndYmd',
        'c.matchCampnBgngYmd',
        'c.matchCampnEndYmd',
        'g.clsNm',
      ])
      .orderBy('a.aplyDt', 'desc')
      .orderBy('a.campnAplyId', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return { rows, total: Number(total.n) };
  }

  async setApplicationStatus(campnAplyId: number, aplyStts: 'APPLIED' | 'SELECTED' | 'NOT_SELECTED'): Promise<void> {
    await this.db.updateTable('campnAply').set({ aplyStts }).where('campnAplyId', '=', campnAplyId).execute();
  }

  async categoryId(clsNm: string): Promise<number | undefined> {
    return (await this.db.selectFrom('gdsCls').select('gdsClsId').where('clsNm', '=', clsNm).executeTakeFirst())
      ?.gdsClsId;
  }

  async insertCategory(c: NewCategory): Promise<void> {
    await this.db
      .insertInto('gdsCls')
      .values(c)
      .onConflict((oc) => oc.columns(['clsLv', 'clsNm']).doNothing())
      .execute();
  }

  async campaignIdByName(name: string): Promise<number | undefined> {
    return (
      await this.db.selectFrom('matchCampn').select('matchCampnId').where('matchCampnNm', '=', name).executeTakeFirst()
    )?.matchCampnId;
  }

  async insertCampaign(c: NewCampaign): Promise<number> {
    const row = await this.db.insertInto('matchCampn').values(c).returning('matchCampnId').executeTakeFirstOrThrow();
    return row.matchCampnId;
  }
}
