import type { InboxWindow } from '../../lib/inquiry-inbox.js';
import { inboxSort } from '../../lib/inquiry-inbox.js';
import type { InquiryQueueQuery, ProductQuery } from '@onfan/contracts/sodam';
import { consoleOrder } from '../../db/console-sort.js';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { SodamProductTable, SodamStoreTable } from './sodam.tables.js';
import type { Insertable, Selectable } from '../../db/table-types.js';

export type StoreRow = Selectable<SodamStoreTable> & { pdCnt: number };
export type ProductRow = Selectable<SodamProductTable> & { storeNm: string };

/** The only SQL of the 소담상회 shop: stores, products and inquiries. */
export class SodamRepository {
  constructor(private readonly db: Executor) {}

  async stores(): Promise<StoreRow[]> {
    const rows = await this.db
      .selectFrom('sodamStore as s')
      .selectAll('s')
      .select((eb) =>
        eb
          .selectFrom('sodamProduct as p')
          .whereRef('p.storeId', '=', 's.storeId')
          .where('p.expsrYn', '=', 'Y')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('pdCnt'),
      )
      .where('s.expsrYn', '=', 'Y')
      .orderBy('s.sortSeq')
      .orderBy('s.storeId')
      .execute();
    return rows.map((r) => ({ ...r, pdCnt: Number(r.pdCnt ?? 0) }));
  }

  /** A store shown to visitors (a hidden one is not there for them). */
  store(storeId: number): Promise<Selectable<SodamStoreTable> | undefined> {
    return this.db
      .selectFrom('sodamStore')
      .selectAll()
      .where('storeId', '=', storeId)
      .where('expsrYn', '=', 'Y')
      .executeTakeFirst();
  }

  async products(q: ProductQuery, offset: number, limit: number): Promise<{ rows: ProductRow[]; total: number }> {
    let base = this.db
      .selectFrom('sodamProduct as p')
      .innerJoin('sodamStore as s', 's.storeId', 'p.storeId')
      .where('p.expsrYn', '=', 'Y')
      .where('s.expsrYn', '=', 'Y');
    if (q.storeId) base = base.where('p.storeId', '=', q.storeId);
    if (q.ctgrCd) base = base.where('p.ctgrCd', '=', q.ctgrCd);
    if (q.searchTerm) {
      const like = `%${q.searchTerm.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
      base = base.where(
        sql<boolean>`(lower(p.pd_nm) like ${like} escape '\\' or lower(p.pd_smry) like ${like} escape '\\' or lower(p.seller_nm) like ${like} escape '\\')`,
      );
    }
    const [rows, count] = await Promise.all([
      base
        .selectAll('p')
        .select('s.storeNm')
        .orderBy('p.soldOutYn')
        .orderBy('p.sortSeq')
        .orderBy('p.pdId')
        .offset(offset)
        .limit(limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** A product shown to visitors: itself and its store shown (a hidden one is not there for them). */
  product(pdId: number): Promise<ProductRow | undefined> {
    return this.db
      .selectFrom('sodamProduct as p')
      .innerJoin('sodamStore as s', 's.storeId', 'p.storeId')
      .selectAll('p')
      .select('s.storeNm')
      .where('p.pdId', '=', pdId)
      .where('p.expsrYn', '=', 'Y')
      .where('s.expsrYn', '=', 'Y')
      .executeTakeFirst();
  }

  myInquiries(pdId: number, userId: number) {
    return this.db
      .selectFrom('sodamInq')
      .select(['inqId', 'inqCn', 'regDt', 'ansCn', 'ansDt'])
      .where('pdId', '=', pdId)
      .where('userId', '=', userId)
      .orderBy('inqId', 'desc')
      .execute();
  }

  async insertInquiry(pdId: number, userId: number, inqCn: string, now: string): Promise<void> {
    await this.db.insertInto('sodamInq').values({ pdId, userId, inqCn, regDt: now }).execute();
  }

  /** Answers the copy read: the row's answer time as it was (null while unanswered), or nothing changes. */
  async answer(inqId: number, ansCn: string, now: string, readAnsDt: string | null): Promise<boolean> {
    const res = await this.db
      .updateTable('sodamInq')
      .set({ ansCn, ansDt: now })
      .where('inqId', '=', inqId)
      .where((eb) => (readAnsDt === null ? eb('ansDt', 'is', null) : eb('ansDt', '=', readAnsDt)))
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  inquiry(inqId: number) {
    return this.db
      .selectFrom('sodamInq as i')
      .innerJoin('sodamProduct as p', 'p.pdId', 'i.pdId')
      .select(['i.inqId', 'i.pdId', 'i.userId', 'i.inqCn', 'i.regDt', 'i.ansCn', 'i.ansDt', 'p.pdNm'])
      .where('i.inqId', '=', inqId)
      .executeTakeFirst();
  }

  /** The console's queue: answered or not, a page in the order asked for. */
  async inquiryQueue(q: InquiryQueueQuery, w: InboxWindow = {}) {
    let base = this.db
      .selectFrom('sodamInq as i')
      .innerJoin('sodamProduct as p', 'p.pdId', 'i.pdId')
      .innerJoin('appUser as u', 'u.userId', 'i.userId')
      .where('i.ansDt', q.answered === 'Y' ? 'is not' : 'is', null);
    if (w.askedFrom) base = base.where('i.regDt', '>=', w.askedFrom);
    if (w.askedTo) base = base.where('i.regDt', '<', w.askedTo);
    if (w.askedBefore) base = base.where('i.regDt', '<=', w.askedBefore);
    if (w.like)
      base = base.where(
        sql<boolean>`(lower(i.inq_cn) like ${w.like} escape '\\' or lower(p.pd_nm) like ${w.like} escape '\\')`,
      );
    const { column, direction } = consoleOrder(
      inboxSort(q),
      { regDt: 'i.regDt', ansDt: 'i.ansDt', pdNm: 'p.pdNm' } as const,
      {
        sort: 'regDt',
        order: q.answered === 'Y' ? 'desc' : 'asc',
      },
    );
    const [items, count] = await Promise.all([
      base
        .select(['i.inqId', 'i.pdId', 'i.inqCn', 'i.regDt', 'i.ansCn', 'i.ansDt', 'p.pdNm', 'u.lgnId'])
        .orderBy(column, direction)
        .orderBy('i.inqId', direction)
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.n) };
  }

  async unansweredCount(): Promise<number> {
    const r = await this.db
      .selectFrom('sodamInq')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ansDt', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async countStores(): Promise<number> {
    const r = await this.db
      .selectFrom('sodamStore')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async insertStore(row: Insertable<SodamStoreTable>): Promise<number> {
    const { storeId } = await this.db
      .insertInto('sodamStore')
      .values(row)
      .returning('storeId')
      .executeTakeFirstOrThrow();
    return storeId;
  }

  async insertProducts(rows: Insertable<SodamProductTable>[]): Promise<void> {
    if (rows.length) await this.db.insertInto('sodamProduct').values(rows).execute();
  }
  /** The member's mobile number, to tell them an answer arrived (null without one). */
  async mobileOf(userId: number): Promise<string | null> {
    const row = await this.db.selectFrom('appUser').select('mblNo').where('userId', '=', userId).executeTakeFirst();
    return row?.mblNo ?? null;
  }
}
