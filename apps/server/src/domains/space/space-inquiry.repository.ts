import type { InboxWindow } from '../../lib/inquiry-inbox.js';
import { inboxSort } from '../../lib/inquiry-inbox.js';
import { sql } from 'kysely';
import type { SpaceInquiryQueueQuery } from '@onfan/contracts/space';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor } from '../../db/executor.js';

/** The SQL of the console's space-inquiry desk: members' inquiries not deleted, answered or not. */
export class SpaceInquiryDeskRepository {
  constructor(private readonly db: Executor) {}

  inquiry(inqId: number) {
    return this.db
      .selectFrom('spaceInq')
      .select(['inqId', 'userId', 'regDt', 'ansCn', 'ansDt'])
      .where('inqId', '=', inqId)
      .where('delYn', '=', 'N')
      .executeTakeFirst();
  }

  /** Answers the copy read: the row's answer time as it was (null while unanswered), or nothing changes. */
  async answer(inqId: number, ansCn: string, now: string, readAnsDt: string | null): Promise<boolean> {
    const res = await this.db
      .updateTable('spaceInq')
      .set({ ansCn, ansDt: now })
      .where('inqId', '=', inqId)
      .where('delYn', '=', 'N')
      .where((eb) => (readAnsDt === null ? eb('ansDt', 'is', null) : eb('ansDt', '=', readAnsDt)))
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async queue(q: SpaceInquiryQueueQuery, w: InboxWindow = {}) {
    let base = this.db
      .selectFrom('spaceInq as i')
      .innerJoin('space as s', 's.spaceId', 'i.spaceId')
      .innerJoin('appUser as u', 'u.userId', 'i.userId')
      .where('i.delYn', '=', 'N')
      .where('i.ansDt', q.answered === 'Y' ? 'is not' : 'is', null);
    if (w.askedFrom) base = base.where('i.regDt', '>=', w.askedFrom);
    if (w.askedTo) base = base.where('i.regDt', '<', w.askedTo);
    if (w.askedBefore) base = base.where('i.regDt', '<=', w.askedBefore);
    if (w.like)
      base = base.where(
        sql<boolean>`(lower(i.inq_tit) like ${w.like} escape '\\' or lower(i.inq_cn) like ${w.like} escape '\\' or lower(s.space_nm) like ${w.like} escape '\\')`,
      );
    const { column, direction } = consoleOrder(
      inboxSort(q),
      { regDt: 'i.regDt', ansDt: 'i.ansDt', spaceNm: 's.spaceNm' } as const,
      { sort: 'regDt', order: q.answered === 'Y' ? 'desc' : 'asc' },
    );
    const [items, count] = await Promise.all([
      base
        .select([
          'i.inqId',
          'i.spaceId',
          's.spaceNm',
          'u.lgnId',
          'i.inqTit',
          'i.inqCn',
          'i.regDt',
          'i.ansCn',
          'i.ansDt',
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
      .selectFrom('spaceInq')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('delYn', '=', 'N')
      .where('ansDt', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
  /** The member's mobile number, to tell them an answer arrived (null without one). */
  async mobileOf(userId: number): Promise<string | null> {
    const row = await this.db.selectFrom('appUser').select('mblNo').where('userId', '=', userId).executeTakeFirst();
    return row?.mblNo ?? null;
  }
}
