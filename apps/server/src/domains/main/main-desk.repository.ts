import type { BannerAdminQuery } from '@onfan/contracts/main.admin';
import type { Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor } from '../../db/executor.js';
import { pageOffset } from '../../http/paging.js';
import type { MainBannrTable, MainSectGrpTable } from './main.tables.js';

/** `%term%` for a case-blind LIKE with `\` as its escape. */
function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The banner list's sortable columns (the contract's keys). */
const BANNER_SORT = { sortSeq: 'sortSeq', bannrTit: 'bannrTit', pstgBgngYmd: 'pstgBgngYmd' } as const;

/** The main page desk's reads and changes of banners and section groups (each change on the copy read). */
export class MainDeskRepository {
  constructor(private readonly db: Executor) {}

  async banners(q: BannerAdminQuery) {
    let base = this.db.selectFrom('mainBannr');
    const term = q.q?.trim();
    if (term) base = base.where((eb) => eb(sql`lower(bannr_tit)`, 'like', sql`${likePattern(term)} escape '\\'`));
    if (q.expsrYn) base = base.where('expsrYn', '=', q.expsrYn);
    // The display order (`sortSeq`, what the desk edits) is the default sort key: without a sort the list reads in the
    // order the main page shows, as before.
    const { column, direction } = consoleOrder(q, BANNER_SORT, { sort: 'sortSeq', order: 'asc' });
    const [items, total] = await Promise.all([
      base
        .selectAll()
        .orderBy(column, direction)
        .orderBy('bannrId', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { items, total: Number(total?.n ?? 0) };
  }

  banner(bannrId: number) {
    return this.db.selectFrom('mainBannr').selectAll().where('bannrId', '=', bannrId).executeTakeFirst();
  }

  /** Every banner's id and order, in the order the main page shows them. */
  bannerOrder() {
    return this.db
      .selectFrom('mainBannr')
      .select(['bannrId as id', 'sortSeq', 'updtDt'])
      .orderBy('sortSeq')
      .orderBy('bannrId')
      .execute();
  }

  async insertBanner(row: Insertable<MainBannrTable>): Promise<number> {
    const { bannrId } = await this.db
      .insertInto('mainBannr')
      .values(row)
      .returning('bannrId')
      .executeTakeFirstOrThrow();
    return bannrId;
  }

  /** Changes a banner on the copy read; false when it changed since (or is gone). */
  async updateBanner(bannrId: number, readCopy: string, changes: Updateable<MainBannrTable>): Promise<boolean> {
    const r = await this.db
      .updateTable('mainBannr')
      .set(changes)
      .where('bannrId', '=', bannrId)
      .where('updtDt', '=', readCopy)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async setBannerOrder(bannrId: number, sortSeq: number, updtDt: string): Promise<void> {
    await this.db.updateTable('mainBannr').set({ sortSeq, updtDt }).where('bannrId', '=', bannrId).execute();
  }

  /** Every section group with its number of items, in order. */
  sections() {
    return this.db
      .selectFrom('mainSectGrp as g')
      .leftJoin('mainSectItem as i', 'i.sectGrpId', 'g.sectGrpId')
      .select(['g.sectGrpId', 'g.sectGrpNm', 'g.sectGrpDesc', 'g.expsrYn', 'g.sortSeq', 'g.updtDt'])
      .select((eb) => eb.fn.count<number>('i.sectItemId').as('itemCount'))
      .groupBy(['g.sectGrpId', 'g.sectGrpNm', 'g.sectGrpDesc', 'g.expsrYn', 'g.sortSeq', 'g.updtDt'])
      .orderBy('g.sortSeq')
      .orderBy('g.sectGrpId')
      .execute();
  }

  section(sectGrpId: number) {
    return this.db.selectFrom('mainSectGrp').selectAll().where('sectGrpId', '=', sectGrpId).executeTakeFirst();
  }

  sectionOrder() {
    return this.db
      .selectFrom('mainSectGrp')
      .select(['sectGrpId as id', 'sortSeq', 'updtDt'])
      .orderBy('sortSeq')
      .orderBy('sectGrpId')
      .execute();
  }

  async updateSection(sectGrpId: number, readCopy: string, changes: Updateable<MainSectGrpTable>): Promise<boolean> {
    const r = await this.db
      .updateTable('mainSectGrp')
      .set(changes)
      .where('sectGrpId', '=', sectGrpId)
      .where('updtDt', '=', readCopy)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async setSectionOrder(sectGrpId: number, sortSeq: number, updtDt: string): Promise<void> {
    await this.db.updateTable('mainSectGrp').set({ sortSeq, updtDt }).where('sectGrpId', '=', sectGrpId).execute();
  }
}
