import type { PrgmDeskQuery } from '@onfan/contracts/econ-promotion.admin';
import type { Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor } from '../../db/executor.js';
import { uploadedBy } from '../../db/gallery-rows.js';
import { pageOffset } from '../../http/paging.js';
import type { EconPrgmTable } from './econ-promotion.tables.js';

/** Uploads of the promotions desk: the upload menu and kind its pictures are stored under. */
export const PROMOTION_UPLOAD = { menuType: 'promotion', contentsType: 'picture' } as const;

const PRGM_SORT = { prgmNm: 'prgmNm', bgngYmd: 'bgngYmd', endYmd: 'endYmd', sortSeq: 'sortSeq' } as const;

/** The promotions desk's SQL: every programme, shown or hidden (the public reads are econ-promotion.repository's). */
export class EconPromotionDeskRepository {
  constructor(private readonly db: Executor) {}

  /** A page of programmes; `state` by Seoul `today` ('yyyyMMdd'). */
  async programmes(q: PrgmDeskQuery, today: string) {
    let base = this.db.selectFrom('econPrgm');
    if (q.q) {
      const like = `%${q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      base = base.where(
        sql<boolean>`(lower(prgm_nm) like ${like} escape '\\' or lower(trgt) like ${like} escape '\\')`,
      );
    }
    if (q.kind) base = base.where('kind', '=', q.kind);
    if (q.state === 'HIDDEN') base = base.where('expsrYn', '=', 'N');
    else if (q.state) {
      base = base.where('expsrYn', '=', 'Y');
      if (q.state === 'UPCOMING') base = base.where('bgngYmd', '>', today);
      if (q.state === 'CLOSED') base = base.where('endYmd', '<', today);
      if (q.state === 'OPEN') base = base.where('bgngYmd', '<=', today).where('endYmd', '>=', today);
    }
    const { column, direction } = consoleOrder(q, PRGM_SORT, { sort: 'sortSeq', order: 'asc' });
    const [items, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('kind')
        .orderBy(column, direction)
        .orderBy('prgmId', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.n) };
  }

  programme(prgmId: number) {
    return this.db.selectFrom('econPrgm').selectAll().where('prgmId', '=', prgmId).executeTakeFirst();
  }

  async insert(row: Insertable<EconPrgmTable>): Promise<number> {
    const r = await this.db.insertInto('econPrgm').values(row).returning('prgmId').executeTakeFirstOrThrow();
    return r.prgmId;
  }

  /** Updates the programme only if it is still the copy read; false when it is not. */
  async updateIfCopy(prgmId: number, updtDt: string, values: Updateable<EconPrgmTable>): Promise<boolean> {
    const res = await this.db
      .updateTable('econPrgm')
      .set(values)
      .where('prgmId', '=', prgmId)
      .where('updtDt', '=', updtDt)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Of the storage keys `keys`, those this operator uploaded at the promotions desk. */
  ownUploads(userId: number, keys: readonly string[]): Promise<string[]> {
    return uploadedBy(this.db, PROMOTION_UPLOAD, userId, keys);
  }
}
