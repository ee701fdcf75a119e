import type { InboxWindow } from '../../lib/inquiry-inbox.js';
import { inboxSort } from '../../lib/inquiry-inbox.js';
import { sql } from 'kysely';
import type { EconInquiryQueueQuery, PromotionKind } from '@onfan/contracts/econ-promotion';
import { consoleOrder } from '../../db/console-sort.js';
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
      .where('expsrYn', '=', 'Y')
      .orderBy('sortSeq')
      .orderBy('prgmId')
      .execute();
  }

  programme(prgmId: number) {
    return this.db
      .selectFrom('econPrgm')
      .select(['prgmId', 'kind'])
      .where('prgmId', '=', prgmId)
      .where('expsrYn', '=', 'Y')
      .executeTakeFirst();
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

  /** Answers the copy read: the row's answer time as it was (null while unanswered), or nothing changes. */
  async answer(inqId: number, ansCn: string, now: string, readAnsDt: string | null): Promise<boolean> {
    const res = await this.db
      .updateTable('econInq')
      .set({ ansCn, ansDt: now })
      .where('inqId', '=', inqId)
      .where((eb) => (readAnsDt === null ? eb('ansDt', 'is', null) : eb('ansDt', '=', readAnsDt)))
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  inquiry(inqId: number) {
    return this.db
      .selectFrom('econInq')
      .select(['inqId', 'kind', 'userId', 'inqTtl', 'regDt', 'ansCn', 'ansDt'])
      .where('inqId', '=', inqId)
      .executeTakeFirst();
  }

  /** The console's queue: answered or not, a page in the order asked for. */
  async inquiryQueue(q: EconInquiryQueueQuery, w: InboxWindow = {}) {
    let base = this.db
      .selectFrom('econInq as i')
      .leftJoin('econPrgm as p', 'p.prgmId', 'i.prgmId')
      .innerJoin('appUser as u', 'u.userId', 'i.userId')
      .where('i.ansDt', q.answered === 'Y' ? 'is not' : 'is', null);
    if (w.askedFrom) base = base.where('i.regDt', '>=', w.askedFrom);
    if (w.askedTo) base = base.where('i.regDt', '<', w.askedTo);
    if (w.askedBefore) base = base.where('i.regDt', '<=', w.askedBefore);
    if (w.like)
      base = base.where(
        sql<boolean>`(lower(i.inq_ttl) like ${w.like} escape '\\' or lower(i.inq_cn) like ${w.like} escape '\\' or lower(i.cmpny_nm) like ${w.like} escape '\\')`,
      );
    const { column, direction } = consoleOrder(
      inboxSort(q),
      { regDt: 'i.regDt', ansDt: 'i.ansDt', inqTtl: 'i.inqTtl' } as const,
      {
        sort: 'regDt',
        order: q.answered === 'Y' ? 'desc' : 'asc',
      },
    );
    const [items, count] = await Promise.all([
      base
        .select([
          'i.inqId',
          'i.kind',
          'p.prgmNm',
          'i.cmpnyNm',
          'i.inqTtl',
          'i.inqCn',
          'i.regDt',
          'i.ansCn',
          'i.ansDt',
          'u.lgnId',
        ])
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
      .selectFrom('econInq')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ansDt', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(r.n);
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
  /** The member's mobile number, to tell them an answer arrived (null without one). */
  async mobileOf(userId: number): Promise<string | null> {
    const row = await this.db.selectFrom('appUser').select('mblNo').where('userId', '=', userId).executeTakeFirst();
    return row?.mblNo ?? null;
  }
}
