import type { SortOrder } from '@onfan/contracts/admin';
import type { ApplicationFilters, ApplicationQuery, ProgrammeAdminQuery } from '@onfan/contracts/support.admin';
import type { ApplyStatus } from '@onfan/contracts/support';
import { CLOSING_SOON_DAYS } from '@onfan/contracts/support';
import { sql } from 'kysely';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor } from '../../db/executor.js';
import { pageOffset } from '../../http/paging.js';
import { addDays } from '../../lib/seoul-time.js';

/** The programme list's sortable columns (the contract's keys); the count is the selected `aplyCnt`. */
const PROGRAMME_SORT = {
  sprtBizId: 'b.sprtBizId',
  sprtBizNm: 'b.sprtBizNm',
  aplyEndYmd: 'b.aplyEndYmd',
  aplyCnt: 'aplyCnt',
} as const;

/** The application list's sortable columns (the contract's keys). */
const APPLICATION_SORT = { aplyDt: 'a.aplyDt', lgnId: 'u.lgnId', aplyStts: 'a.aplyStts' } as const;

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
const contains = (s: string) => sql`${`%${escapeLike(s.toLowerCase())}%`} escape '\\'`;

/** The instant a Seoul calendar day starts (yyyyMMdd → ISO in UTC), for comparing with stored instants. */
export function seoulDayStart(ymd: string): string {
  return new Date(`${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}T00:00:00+09:00`).toISOString();
}

/**
 * The support programmes desk's queries (issue 37): every programme (hidden or not), a programme's applications with
 * their applicants, and the conditional writes that refuse a stale copy.
 */
export class ProgrammeDeskRepository {
  constructor(private readonly db: Executor) {}

  async programmes(q: ProgrammeAdminQuery, today: string) {
    let base = this.db.selectFrom('sprtBiz as b').where('b.useYn', '=', 'Y');
    if (q.sprtPattnDcd) base = base.where('b.sprtPattnDcd', '=', q.sprtPattnDcd);
    if (q.q) {
      const p = contains(q.q);
      base = base.where((eb) =>
        eb.or([eb(sql`lower(b.sprt_biz_nm)`, 'like', p), eb(sql`lower(b.inst_nm)`, 'like', p)]),
      );
    }
    switch (q.status) {
      case 'upcoming':
        base = base.where('b.aplyBgngYmd', '>', today);
        break;
      case 'open':
        base = base.where('b.aplyBgngYmd', '<=', today).where('b.aplyEndYmd', '>=', today);
        break;
      case 'closing':
        base = base
          .where('b.aplyBgngYmd', '<=', today)
          .where('b.aplyEndYmd', '>=', today)
          .where('b.aplyEndYmd', '<=', addDays(today, CLOSING_SOON_DAYS));
        break;
      case 'closed':
        base = base.where('b.aplyEndYmd', '<', today);
        break;
    }
    // Newest first (by number) unless the operator sorts by a column.
    const { column, direction } = consoleOrder(q, PROGRAMME_SORT, { sort: 'sprtBizId', order: 'desc' });
    const [items, total] = await Promise.all([
      base
        .selectAll('b')
        .select((eb) =>
          eb
            .selectFrom('sprtBizAply as a')
            .whereRef('a.sprtBizId', '=', 'b.sprtBizId')
            .select((e) => e.fn.countAll<number>().as('n'))
            .as('aplyCnt'),
        )
        .orderBy(column, direction)
        .orderBy('b.sprtBizId', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(total.n) };
  }

  programme(id: number) {
    return this.db
      .selectFrom('sprtBiz')
      .selectAll()
      .where('sprtBizId', '=', id)
      .where('useYn', '=', 'Y')
      .executeTakeFirst();
  }

  /** Another programme of the same year and name (the unique index's rule, asked first for a clear answer). */
  async nameTaken(year: number, name: string, exceptId?: number): Promise<boolean> {
    let q = this.db
      .selectFrom('sprtBiz')
      .select('sprtBizId')
      .where('sprtBizYr', '=', year)
      .where('sprtBizNm', '=', name);
    if (exceptId !== undefined) q = q.where('sprtBizId', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  /** Claims the programme on the copy read: false when it changed since (nothing is written then). */
  async claimProgramme(id: number, copy: string, now: string): Promise<boolean> {
    const r = await this.db
      .updateTable('sprtBiz')
      .set({ mdfcnDt: now })
      .where('sprtBizId', '=', id)
      .where('mdfcnDt', '=', copy)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async closeProgramme(
    id: number,
    values: { aplyBgngYmd: string; aplyEndYmd: string; closRsn: string; closDt: string },
  ) {
    await this.db.updateTable('sprtBiz').set(values).where('sprtBizId', '=', id).execute();
  }

  private applicationsOf(sprtBizId: number, f: ApplicationFilters) {
    let base = this.db
      .selectFrom('sprtBizAply as a')
      .innerJoin('appUser as u', 'u.userId', 'a.userId')
      .where('a.sprtBizId', '=', sprtBizId);
    if (f.state) base = base.where('a.aplyStts', '=', f.state);
    if (f.q) {
      const p = contains(f.q);
      base = base.where((eb) =>
        eb.or([
          eb(sql`lower(u.user_nm)`, 'like', p),
          eb(sql`lower(u.lgn_id)`, 'like', p),
          eb(sql`lower(coalesce(u.comp_nm, ''))`, 'like', p),
        ]),
      );
    }
    if (f.from) base = base.where('a.aplyDt', '>=', seoulDayStart(f.from));
    if (f.to) base = base.where('a.aplyDt', '<', seoulDayStart(addDays(f.to, 1)));
    return base.select([
      'a.aplyId',
      'a.userId',
      'a.aplyStts',
      'a.aplyDt',
      'a.mdfcnDt',
      'a.sttsRsn',
      'u.lgnId',
      'u.userNm',
      'u.mblNo',
      'u.userEmail',
      'u.compNm',
      'u.prtlBrno',
    ]);
  }

  /** A page of the programme's applications: newest first unless the operator sorts by a column. */
  async applications(
    sprtBizId: number,
    f: ApplicationFilters,
    page: { pageNo: number; pageSize: number; sort?: ApplicationQuery['sort']; order?: SortOrder | undefined },
  ) {
    const base = this.applicationsOf(sprtBizId, f);
    const { column, direction } = consoleOrder(page, APPLICATION_SORT, { sort: 'aplyDt', order: 'desc' });
    const [items, total] = await Promise.all([
      base
        .orderBy(column, direction)
        .orderBy('a.aplyId', direction)
        .limit(page.pageSize)
        .offset(pageOffset(page))
        .execute(),
      base
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(total.n) };
  }

  /** Every application that matches, oldest first (the export). */
  allApplications(sprtBizId: number, f: ApplicationFilters) {
    return this.applicationsOf(sprtBizId, f).orderBy('a.aplyDt').orderBy('a.aplyId').execute();
  }

  application(aplyId: number) {
    return this.db
      .selectFrom('sprtBizAply as a')
      .innerJoin('appUser as u', 'u.userId', 'a.userId')
      .innerJoin('sprtBiz as b', 'b.sprtBizId', 'a.sprtBizId')
      .select([
        'a.aplyId',
        'a.sprtBizId',
        'a.userId',
        'a.aplyStts',
        'a.aplyDt',
        'a.mdfcnDt',
        'a.sttsRsn',
        'u.userNm',
        'u.mblNo',
        'u.userEmail',
        'u.compNm',
        'u.prtlBrno',
        'b.sprtBizNm',
      ])
      .where('a.aplyId', '=', aplyId)
      .executeTakeFirst();
  }

  /** Moves the application on the copy read (`mdfcnDt`, or `aplyDt` before its first move); false when stale. */
  async moveApplication(
    aplyId: number,
    copy: string,
    from: ApplyStatus,
    values: { aplyStts: ApplyStatus; sttsRsn: string | null; mdfcnDt: string },
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('sprtBizAply')
      .set(values)
      .where('aplyId', '=', aplyId)
      .where('aplyStts', '=', from)
      .where(sql<boolean>`coalesce(mdfcn_dt, aply_dt) = ${copy}`)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
}
