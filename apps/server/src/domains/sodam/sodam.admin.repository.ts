import type { ProductDeskQuery, StoreDeskQuery } from '@onfan/contracts/sodam.admin';
import type { Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor } from '../../db/executor.js';
import { uploadedBy } from '../../db/gallery-rows.js';
import { pageOffset } from '../../http/paging.js';
import type { SodamProductTable, SodamStoreTable } from './sodam.tables.js';

/** Uploads of the 소담상회 desk: the upload menu and kind its pictures are stored under. */
export const SODAM_UPLOAD = { menuType: 'sodam', contentsType: 'picture' } as const;

const STORE_SORT = { storeNm: 's.storeNm', rgnNm: 's.rgnNm', sortSeq: 's.sortSeq', pdCnt: 'pdCnt' } as const;
const PRODUCT_SORT = { pdNm: 'p.pdNm', storeNm: 's.storeNm', prc: 'p.prc', sortSeq: 'p.sortSeq' } as const;

const likeOf = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The 소담상회 desk's SQL: every store and product, shown or hidden (the public reads are sodam.repository's). */
export class SodamDeskRepository {
  constructor(private readonly db: Executor) {}

  private storesWithCounts() {
    return this.db
      .selectFrom('sodamStore as s')
      .selectAll('s')
      .select((eb) =>
        eb
          .selectFrom('sodamProduct as p')
          .whereRef('p.storeId', '=', 's.storeId')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('pdCnt'),
      )
      .select((eb) =>
        eb
          .selectFrom('sodamProduct as p')
          .whereRef('p.storeId', '=', 's.storeId')
          .where('p.expsrYn', '=', 'Y')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('shownPdCnt'),
      );
  }

  async stores(q: StoreDeskQuery) {
    let base = this.db.selectFrom('sodamStore as s');
    if (q.q) {
      const like = likeOf(q.q);
      base = base.where(
        sql<boolean>`(lower(s.store_nm) like ${like} escape '\\' or lower(s.rgn_nm) like ${like} escape '\\' or lower(s.addr) like ${like} escape '\\')`,
      );
    }
    if (q.useYn) base = base.where('s.expsrYn', '=', q.useYn);
    const ids = base.select('s.storeId');
    const { column, direction } = consoleOrder(q, STORE_SORT, { sort: 'sortSeq', order: 'asc' });
    const [items, count] = await Promise.all([
      this.storesWithCounts()
        .where('s.storeId', 'in', ids)
        .orderBy(column, direction)
        .orderBy('s.storeId', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.n) };
  }

  storeOptions() {
    return this.db
      .selectFrom('sodamStore')
      .select(['storeId', 'storeNm', 'expsrYn as useYn'])
      .orderBy('sortSeq')
      .orderBy('storeId')
      .execute();
  }

  store(storeId: number) {
    return this.storesWithCounts().where('s.storeId', '=', storeId).executeTakeFirst();
  }

  /** Another store of this name (names are unique: the public page tells stores by name). */
  async storeNamed(storeNm: string, exceptId: number | null): Promise<boolean> {
    let q = this.db.selectFrom('sodamStore').select('storeId').where('storeNm', '=', storeNm);
    if (exceptId !== null) q = q.where('storeId', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async insertStore(row: Insertable<SodamStoreTable>): Promise<number> {
    const r = await this.db.insertInto('sodamStore').values(row).returning('storeId').executeTakeFirstOrThrow();
    return r.storeId;
  }

  /** Updates the store only if it is still the copy read; false when it is not. */
  async updateStoreIfCopy(storeId: number, updtDt: string, values: Updateable<SodamStoreTable>): Promise<boolean> {
    const res = await this.db
      .updateTable('sodamStore')
      .set(values)
      .where('storeId', '=', storeId)
      .where('updtDt', '=', updtDt)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  private productsJoined() {
    return this.db.selectFrom('sodamProduct as p').innerJoin('sodamStore as s', 's.storeId', 'p.storeId');
  }

  async products(q: ProductDeskQuery) {
    let base = this.productsJoined();
    if (q.q) {
      const like = likeOf(q.q);
      base = base.where(
        sql<boolean>`(lower(p.pd_nm) like ${like} escape '\\' or lower(p.seller_nm) like ${like} escape '\\')`,
      );
    }
    if (q.storeId) base = base.where('p.storeId', '=', q.storeId);
    if (q.ctgrCd) base = base.where('p.ctgrCd', '=', q.ctgrCd);
    if (q.useYn) base = base.where('p.expsrYn', '=', q.useYn);
    if (q.soldOutYn) base = base.where('p.soldOutYn', '=', q.soldOutYn);
    const { column, direction } = consoleOrder(q, PRODUCT_SORT, { sort: 'sortSeq', order: 'asc' });
    const [items, count] = await Promise.all([
      base
        .selectAll('p')
        .select(['s.storeNm', 's.expsrYn as storeUseYn'])
        .orderBy(column, direction)
        .orderBy('p.pdId', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.n) };
  }

  product(pdId: number) {
    return this.productsJoined()
      .selectAll('p')
      .select(['s.storeNm', 's.expsrYn as storeUseYn'])
      .where('p.pdId', '=', pdId)
      .executeTakeFirst();
  }

  async storeExists(storeId: number): Promise<boolean> {
    return (
      (await this.db.selectFrom('sodamStore').select('storeId').where('storeId', '=', storeId).executeTakeFirst()) !==
      undefined
    );
  }

  async insertProduct(row: Insertable<SodamProductTable>): Promise<number> {
    const r = await this.db.insertInto('sodamProduct').values(row).returning('pdId').executeTakeFirstOrThrow();
    return r.pdId;
  }

  /** Updates the product only if it is still the copy read; false when it is not. */
  async updateProductIfCopy(pdId: number, updtDt: string, values: Updateable<SodamProductTable>): Promise<boolean> {
    const res = await this.db
      .updateTable('sodamProduct')
      .set(values)
      .where('pdId', '=', pdId)
      .where('updtDt', '=', updtDt)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Of the storage keys `keys`, those this operator uploaded at the 소담상회 desk. */
  ownUploads(userId: number, keys: readonly string[]): Promise<string[]> {
    return uploadedBy(this.db, SODAM_UPLOAD, userId, keys);
  }
}
