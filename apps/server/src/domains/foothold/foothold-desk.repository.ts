import type { CreatorConversionQuery, FootholdDeskQuery } from '@onfan/contracts/foothold.admin';
import { sql } from 'kysely';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor } from '../../db/executor.js';
import { pageOffset } from '../../http/paging.js';

const FOOTHOLD_SORT = { ctrFthldId: 'f.ctrFthldId', fthldNm: 'f.fthldNm', regDt: 'f.regDt' } as const;
const CONVERSION_SORT = { regDt: 'c.regDt', lgnId: 'u.lgnId' } as const;

function contains(s: string) {
  return sql`${`%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;
}

/** The footholds desk's queries (issue 38): footholds with their owners, the badge's conditional write, conversions. */
export class FootholdDeskRepository {
  constructor(private readonly db: Executor) {}

  async footholds(q: FootholdDeskQuery) {
    let base = this.db
      .selectFrom('ctrFthld as f')
      .innerJoin('appUser as u', 'u.userId', 'f.userId')
      .where('f.useYn', '=', 'Y');
    if (q.q) base = base.where((eb) => eb(sql`lower(f.fthld_nm)`, 'like', contains(q.q!)));
    if (q.certCtrYn) base = base.where('f.certCtrYn', '=', q.certCtrYn);
    const { column, direction } = consoleOrder(q, FOOTHOLD_SORT, { sort: 'ctrFthldId', order: 'desc' });
    const [items, total] = await Promise.all([
      base
        .select(['f.ctrFthldId', 'f.fthldNm', 'f.userId', 'f.certCtrYn', 'f.regDt', 'f.mdfcnDt', 'u.lgnId', 'u.userNm'])
        .orderBy(column, direction)
        .orderBy('f.ctrFthldId', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(total.n) };
  }

  foothold(ctrFthldId: number) {
    return this.db
      .selectFrom('ctrFthld as f')
      .innerJoin('appUser as u', 'u.userId', 'f.userId')
      .select(['f.ctrFthldId', 'f.fthldNm', 'f.userId', 'f.certCtrYn', 'f.mdfcnDt', 'u.mblNo'])
      .where('f.ctrFthldId', '=', ctrFthldId)
      .where('f.useYn', '=', 'Y')
      .executeTakeFirst();
  }

  /** Sets the badge on the copy read; false when the foothold changed since (nothing is written). */
  async certify(ctrFthldId: number, copy: string, certCtrYn: 'Y' | 'N', stamp: string): Promise<boolean> {
    const r = await this.db
      .updateTable('ctrFthld')
      .set({ certCtrYn, mdfcnDt: stamp })
      .where('ctrFthldId', '=', ctrFthldId)
      .where('mdfcnDt', '=', copy)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async conversions(q: CreatorConversionQuery) {
    let base = this.db.selectFrom('creatorInfo as c').innerJoin('appUser as u', 'u.userId', 'c.userId');
    if (q.q) {
      const p = contains(q.q);
      base = base.where((eb) =>
        eb.or([eb(sql`lower(u.lgn_id)`, 'like', p), eb(sql`lower(c.ctr_actvt_nm)`, 'like', p)]),
      );
    }
    const { column, direction } = consoleOrder(q, CONVERSION_SORT, { sort: 'regDt', order: 'desc' });
    const [items, total] = await Promise.all([
      base
        .select(['c.userId', 'c.ctrActvtNm', 'c.ytbChnlNm', 'c.regDt', 'u.lgnId', 'u.userNm'])
        .orderBy(column, direction)
        .orderBy('c.userId', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(total.n) };
  }
}
