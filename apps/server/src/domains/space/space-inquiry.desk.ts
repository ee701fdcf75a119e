import type { Page } from '@onfan/contracts/envelope';
import { maskLoginId } from '@onfan/contracts/mask';
import type { SpaceInquiryQueueQuery, SpaceInquiryQueueRow } from '@onfan/contracts/space';
import { SPACE_INQ_DESK_MESSAGES, SPACE_MESSAGES } from '@onfan/contracts/space';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor, RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';

/** The SQL of the console's space-inquiry desk: members' inquiries not deleted, answered or not. */
class SpaceInquiryDeskRepository {
  constructor(private readonly db: Executor) {}

  inquiry(inqId: number) {
    return this.db
      .selectFrom('spaceInq')
      .select(['inqId', 'regDt', 'ansCn', 'ansDt'])
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

  async queue(q: SpaceInquiryQueueQuery) {
    const base = this.db
      .selectFrom('spaceInq as i')
      .innerJoin('space as s', 's.spaceId', 'i.spaceId')
      .innerJoin('appUser as u', 'u.userId', 'i.userId')
      .where('i.delYn', '=', 'N')
      .where('i.ansDt', q.answered === 'Y' ? 'is not' : 'is', null);
    const { column, direction } = consoleOrder(
      q,
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
}

/**
 * The console's space-inquiry desk (decision 034): the queue, with the asking member's login id masked, and an
 * operator's answer on the copy read (`updtDt`: the answer time, or the question time while unanswered) with its audit
 * row in the same transaction. The member reads the answer in 공간 문의 내역, where they asked.
 */
export class SpaceInquiryDesk {
  private readonly repo: SpaceInquiryDeskRepository;

  constructor(
    db: Executor,
    private readonly clock: Clock,
    private readonly transaction: RunInTransaction,
    private readonly records: ConsoleRecords,
  ) {
    this.repo = new SpaceInquiryDeskRepository(db);
  }

  async queue(q: SpaceInquiryQueueQuery): Promise<Page<SpaceInquiryQueueRow>> {
    const { items, total } = await this.repo.queue(q);
    return toPage(
      items.map((r) => ({
        inqId: r.inqId,
        spaceId: r.spaceId,
        spaceNm: r.spaceNm,
        lgnId: maskLoginId(r.lgnId),
        inqTit: r.inqTit,
        inqCn: r.inqCn,
        regDt: r.regDt,
        ansCn: r.ansCn,
        ansDt: r.ansDt,
        updtDt: r.ansDt ?? r.regDt,
      })),
      total,
      q,
    );
  }

  unansweredCount(): Promise<number> {
    return this.repo.unansweredCount();
  }

  async answer(actor: ConsoleActor, inqId: number, body: { ansCn: string; updtDt: string }) {
    const now = this.clock.now().toISOString();
    await this.transaction(async (trx) => {
      const repo = new SpaceInquiryDeskRepository(trx);
      const row = await repo.inquiry(inqId);
      if (!row) throw AppError.notFound(SPACE_MESSAGES.inqNotFound);
      if ((row.ansDt ?? row.regDt) !== body.updtDt) throw AppError.staleCopy();
      if (!(await repo.answer(inqId, body.ansCn, now, row.ansDt))) throw AppError.staleCopy();
      await this.records.audit(
        actor,
        {
          targetKind: 'space-inquiry',
          targetId: inqId,
          action: row.ansDt === null ? 'ANSWER' : 'REANSWER',
          before: { ansCn: row.ansCn, ansDt: row.ansDt },
          after: { ansCn: body.ansCn, ansDt: now },
        },
        trx,
      );
    });
    return ok(SPACE_INQ_DESK_MESSAGES.answered);
  }
}
