import type { Page } from '@onfan/contracts/envelope';
import { maskLoginId } from '@onfan/contracts/mask';
import type { SpaceInquiryQueueQuery, SpaceInquiryQueueRow } from '@onfan/contracts/space';
import { SPACE_INQ_DESK_MESSAGES, SPACE_MESSAGES } from '@onfan/contracts/space';
import type { RunInTransaction } from '../../db/executor.js';
import { SpaceInquiryDeskRepository } from './space-inquiry.repository.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { inboxWindow } from '../../lib/inquiry-inbox.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';

/** The accounts domain's outbox, as an inquiry answer needs it (a message in the answer's transaction). */
type InquiryOutbox = Pick<NotificationOutbox, 'enqueue' | 'deliver'>;

/** The member's 공간 문의 내역, where the answer is read. */
const SPACE_INQUIRY_LIST_LINK = '/space/inquiry/List';

/**
 * The console's space-inquiry desk (decision 034): the queue, with the asking member's login id masked, and an
 * operator's answer on the copy read (`updtDt`: the answer time, or the question time while unanswered) with its audit
 * row in the same transaction. The member reads the answer in 공간 문의 내역, where they asked.
 */
export class SpaceInquiryDesk {
  constructor(
    private readonly repo: SpaceInquiryDeskRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
    /** Tells the member their inquiry was answered (text message and in-app notification). */
    private readonly outbox?: InquiryOutbox,
  ) {}

  async queue(q: SpaceInquiryQueueQuery): Promise<Page<SpaceInquiryQueueRow>> {
    const { items, total } = await this.repo.queue(q, inboxWindow(q, this.clock.now()));
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
    const sent = await this.transaction(async (trx) => {
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
      if (!this.outbox) return null;
      // Text only where the member has a mobile number; the in-app notification either way.
      const mblNo = await repo.mobileOf(row.userId);
      return this.outbox.enqueue(
        {
          channel: 'SMS',
          recipient: mblNo,
          userId: row.userId,
          kind: 'SPACE_INQUIRY_ANSWERED',
          body: `[온판] 공간 문의에 답변이 ${row.ansDt === null ? '등록' : '수정'}되었습니다.`,
          link: SPACE_INQUIRY_LIST_LINK,
        },
        trx,
      );
    });
    if (sent !== null) await this.outbox?.deliver([sent]);
    return ok(SPACE_INQ_DESK_MESSAGES.answered);
  }
}
