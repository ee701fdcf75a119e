import type { PromotionKind } from '@onfan/contracts/econ-promotion';
import type { Executor } from '../../db/executor.js';
import type { Insertable } from '../../db/table-types.js';
import type { EconInqTable, EconPrgmTable } from './econ-promotion.tables.js';

/** The only SQL of the promotions: programmes and inquiries. */
export class EconPromotionRepository {
  constructor(private readonly db: Executor) {}

  programmes(kind: PromotionKind) {
    return this.db
      .selectFrom('econPrgm')
      .selectAll()
      .where('kind', '=', kind)
      .orderBy('sortSeq')
      .orderBy('prgmId')
      .execute();
  }

  programme(prgmId: number) {
    return this.db.selectFrom('econPrgm').select(['prgmId', 'kind']).where('prgmId', '=', prgmId).executeTakeFirst();
  }

  async insertInquiry(row: Insertable<EconInqTable>): Promise<void> {
    await this.db.insertInto('econInq').values(row).execute();
  }

  myInquiries(userId: number) {
    return this.db
      .selectFrom('econInq as i')
      .leftJoin('econPrgm as p', 'p.prgmId', 'i.prgmId')
      .select(['i.inqId', 'i.kind', 'p.prgmNm', 'i.inqTtl', 'i.inqCn', 'i.ansCn', 'i.ansDt', 'i.regDt'])
      .where('i.userId', '=', userId)
      .orderBy('i.inqId', 'desc')
      .execute();
  }

  async answer(inqId: number, ansCn: string, now: string): Promise<boolean> {
    const res = await this.db
      .updateTable('econInq')
      .set({ ansCn, ansDt: now })
      .where('inqId', '=', inqId)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async countProgrammes(): Promise<number> {
    const r = await this.db
      .selectFrom('econPrgm')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async insertProgrammes(rows: Insertable<EconPrgmTable>[]): Promise<void> {
    if (rows.length) await this.db.insertInto('econPrgm').values(rows).execute();
  }
}
