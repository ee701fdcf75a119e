import type { SupportListQuery, SupportTarget } from '@onfan/contracts/support';
import { CLOSING_SOON_DAYS } from '@onfan/contracts/support';
import type { Insertable, Selectable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { addDays } from '../../lib/seoul-time.js';
import type { MssCmpnySprtHistTable, MssSprtBizTable, SprtBizTable } from './support.tables.js';

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export type SprtBizRow = Selectable<SprtBizTable>;
export type NewSprtBiz = Insertable<SprtBizTable>;
export type SprtBizUpdate = Updateable<SprtBizTable>;
export type MssProgrammeRow = Selectable<MssSprtBizTable>;

/** The member's company as the profile holds it: the business number and whether its company check passed. */
export interface MemberCompany {
  brno: string | null;
  verified: boolean;
  compNm: string | null;
  openDay: string | null;
}

export class SupportRepository {
  constructor(private readonly db: Executor) {}

  private visible() {
    return this.db.selectFrom('sprtBiz as b').where('b.useYn', '=', 'Y').where('b.expsrYn', '=', 'Y');
  }

  async list(q: SupportListQuery, today: string, limit: number, offset: number) {
    let query = this.visible();
    if (q.sprtPattnDcd) query = query.where('b.sprtPattnDcd', '=', q.sprtPattnDcd);
    if (q.year) query = query.where('b.sprtBizYr', '=', q.year);
    if (q.fld) query = query.where('b.fldCd', '=', q.fld);
    if (q.rgn) query = query.where('b.rgnCd', '=', q.rgn);
    if (q.searchTerm) {
      const p = `%${escapeLike(q.searchTerm.toLowerCase())}%`;
      query = query.where((eb) =>
        eb.or([
          eb(sql`lower(b.sprt_biz_nm)`, 'like', sql`${p} escape '\\'`),
          eb(sql`lower(b.inst_nm)`, 'like', sql`${p} escape '\\'`),
          eb(sql`lower(b.biz_desc)`, 'like', sql`${p} escape '\\'`),
        ]),
      );
    }
    const soon = addDays(today, CLOSING_SOON_DAYS);
    switch (q.status) {
      case 'upcoming':
        query = query.where('b.aplyBgngYmd', '>', today);
        break;
      case 'open':
        query = query.where('b.aplyBgngYmd', '<=', today).where('b.aplyEndYmd', '>=', today);
        break;
      case 'closing':
        query = query
          .where('b.aplyBgngYmd', '<=', today)
          .where('b.aplyEndYmd', '>=', today)
          .where('b.aplyEndYmd', '<=', soon);
        break;
      case 'closed':
        query = query.where('b.aplyEndYmd', '<', today);
        break;
    }
    const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    // Open programmes first, soonest deadline first; then upcoming; closed last, most recently closed first.
    const rank = sql<number>`case when b.aply_end_ymd < ${today} then 2 when b.aply_bgng_ymd > ${today} then 1 else 0 end`;
    const rows = await query
      .selectAll('b')
      .orderBy(rank)
      .orderBy(sql`case when b.aply_end_ymd < ${today} then '' else b.aply_end_ymd end`)
      .orderBy('b.aplyEndYmd', 'desc')
      .orderBy('b.sprtBizId', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return { rows, total: Number(total.n) };
  }

  async find(id: number) {
    return this.visible().selectAll('b').where('b.sprtBizId', '=', id).executeTakeFirst();
  }

  async neighbours(id: number) {
    const pre = await this.visible()
      .select('b.sprtBizId')
      .where('b.sprtBizId', '<', id)
      .orderBy('b.sprtBizId', 'desc')
      .limit(1)
      .executeTakeFirst();
    const next = await this.visible()
      .select('b.sprtBizId')
      .where('b.sprtBizId', '>', id)
      .orderBy('b.sprtBizId', 'asc')
      .limit(1)
      .executeTakeFirst();
    return { preId: pre?.sprtBizId ?? null, nextId: next?.sprtBizId ?? null };
  }

  /** Open (not closed, already started) programmes whose target is one of `targets`, soonest deadline first. */
  async openFor(targets: readonly SupportTarget[], today: string, excludeUserId: number, limit: number) {
    return this.visible()
      .selectAll('b')
      .where('b.aplyBgngYmd', '<=', today)
      .where('b.aplyEndYmd', '>=', today)
      .where('b.trgtCd', 'in', [...targets])
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('sprtBizAply as a')
              .select('a.aplyId')
              .whereRef('a.sprtBizId', '=', 'b.sprtBizId')
              .where('a.userId', '=', excludeUserId),
          ),
        ),
      )
      .orderBy('b.aplyEndYmd')
      .orderBy('b.sprtBizId')
      .limit(limit)
      .execute();
  }

  async closingSoon(today: string, limit: number) {
    return this.visible()
      .selectAll('b')
      .where('b.aplyBgngYmd', '<=', today)
      .where('b.aplyEndYmd', '>=', today)
      .orderBy('b.aplyEndYmd')
      .orderBy('b.sprtBizId')
      .limit(limit)
      .execute();
  }

  async hasApplied(sprtBizId: number, userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('sprtBizAply')
      .select('aplyId')
      .where('sprtBizId', '=', sprtBizId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Inserts the application; the unique constraint answers a duplicate with `null` rather than a second row. */
  async insertApplication(sprtBizId: number, userId: number, now: string): Promise<number | null> {
    const row = await this.db
      .insertInto('sprtBizAply')
      .values({ sprtBizId, userId, aplyDt: now })
      .onConflict((oc) => oc.columns(['sprtBizId', 'userId']).doNothing())
      .returning('aplyId')
      .executeTakeFirst();
    return row?.aplyId ?? null;
  }

  async applications(userId: number, limit: number, offset: number) {
    const base = this.db
      .selectFrom('sprtBizAply as a')
      .innerJoin('sprtBiz as b', 'b.sprtBizId', 'a.sprtBizId')
      .where('a.userId', '=', userId);
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .select([
        'a.aplyId',
        'a.aplyStts',
        'a.aplyDt',
        'b.sprtBizId',
        'b.sprtBizNm',
        'b.instNm',
        'b.aplyBgngYmd',
        'b.aplyEndYmd',
      ])
      .orderBy('a.aplyDt', 'desc')
      .orderBy('a.aplyId', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return { rows, total: Number(total.n) };
  }

  /** The programme's registration time, or undefined when there is no such programme. */
  async programmeRegDt(id: number): Promise<string | undefined> {
    const row = await this.db.selectFrom('sprtBiz').select('regDt').where('sprtBizId', '=', id).executeTakeFirst();
    return row?.regDt;
  }

  async insertProgramme(values: NewSprtBiz): Promise<number> {
    const row = await this.db.insertInto('sprtBiz').values(values).returning('sprtBizId').executeTakeFirstOrThrow();
    return row.sprtBizId;
  }

  async updateProgramme(id: number, values: SprtBizUpdate): Promise<void> {
    await this.db.updateTable('sprtBiz').set(values).where('sprtBizId', '=', id).execute();
  }

  async deleteProgramme(id: number): Promise<void> {
    await this.db.deleteFrom('sprtBiz').where('sprtBizId', '=', id).execute();
  }

  /** A programme's attachments with their names and sizes, in the order they were added. */
  attachments(sprtBizId: number) {
    return this.db
      .selectFrom('sprtBizAtch as a')
      .innerJoin('uploadedFile as f', 'f.fileId', 'a.fileId')
      .select(['a.fileId', 'f.originalName', 'f.sizeBytes'])
      .where('a.sprtBizId', '=', sprtBizId)
      .orderBy('a.atchId')
      .execute();
  }

  async hasAttachment(sprtBizId: number, fileId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('sprtBizAtch')
      .select('atchId')
      .where('sprtBizId', '=', sprtBizId)
      .where('fileId', '=', fileId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async addAttachment(sprtBizId: number, fileId: string, now: string): Promise<void> {
    await this.db.insertInto('sprtBizAtch').values({ sprtBizId, fileId, regDt: now }).execute();
  }

  async removeAttachment(sprtBizId: number, fileId: string): Promise<boolean> {
    const r = await this.db
      .deleteFrom('sprtBizAtch')
      .where('sprtBizId', '=', sprtBizId)
      .where('fileId', '=', fileId)
      .executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }

  /** The member's company fields of the profile (app_user): what recommendations and company history go by. */
  async memberCompany(userId: number): Promise<MemberCompany> {
    const row = await this.db
      .selectFrom('appUser')
      .select(['prtlBrno', 'compCnfmYn', 'openDay', 'compNm'])
      .where('userId', '=', userId)
      .executeTakeFirst();
    return {
      brno: row?.prtlBrno || null,
      verified: row?.compCnfmYn === 'Y',
      compNm: row?.compNm ?? null,
      openDay: row?.openDay ?? null,
    };
  }

  /* MSS feed */
  async mssList(searchTerm: string | undefined, limit: number, offset: number) {
    let q = this.db.selectFrom('mssSprtBiz');
    if (searchTerm) {
      const p = `%${escapeLike(searchTerm.toLowerCase())}%`;
      q = q.where((eb) =>
        eb.or([
          eb(sql`lower(pblanc_nm)`, 'like', sql`${p} escape '\\'`),
          eb(sql`lower(jrsd_instt_nm)`, 'like', sql`${p} escape '\\'`),
          eb(sql`lower(coalesce(bsns_sumry_cn, ''))`, 'like', sql`${p} escape '\\'`),
        ]),
      );
    }
    const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await q
      .selectAll()
      .orderBy('reqstEndYmd', 'desc')
      .orderBy('pblancId')
      .limit(limit)
      .offset(offset)
      .execute();
    return { rows, total: Number(total.n) };
  }

  async mssHistory(brno: string) {
    return this.db
      .selectFrom('mssCmpnySprtHist')
      .selectAll()
      .where('brno', '=', brno)
      .orderBy('sprtYmd', 'desc')
      .execute();
  }

  async upsertMssProgramme(row: Insertable<MssSprtBizTable>) {
    const { pblancId, ...rest } = row;
    await this.db
      .insertInto('mssSprtBiz')
      .values(row)
      .onConflict((oc) => oc.column('pblancId').doUpdateSet(rest))
      .execute();
    return pblancId;
  }

  async upsertMssHistory(row: Insertable<MssCmpnySprtHistTable>) {
    await this.db
      .insertInto('mssCmpnySprtHist')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['brno', 'bizNm', 'sprtYmd']).doUpdateSet({
          pblancId: row.pblancId ?? null,
          sprtAmt: row.sprtAmt ?? null,
          sttsNm: row.sttsNm,
          importedAt: row.importedAt,
        }),
      )
      .execute();
  }
}
