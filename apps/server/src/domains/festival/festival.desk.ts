import type { Page } from '@onfan/contracts/envelope';
import { type FestivalDeskQuery, type FestivalProduct, FESTIVAL_MESSAGES as M } from '@onfan/contracts/festival';
import type { RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';
import { FestivalRepository } from './festival.repository.js';
import { productOf } from './festival.service.js';

type DecideBody = { aprvSts: 'approved' | 'rejected'; rjctRsn?: string | null | undefined; updtDt: string };

function smsBody(to: 'approved' | 'rejected', name: string, reason: string | null): string {
  if (to === 'approved') return `[온판] 동행축제 상품 '${name}'이(가) 승인되었습니다. 마이페이지에서 확인해 주세요.`;
  return `[온판] 동행축제 상품 '${name}'이(가) 반려되었습니다. 사유: ${reason ?? ''} 마이페이지에서 수정해 다시 신청해 주세요.`;
}

/**
 * The console's festival desk (decision 034): the page of products awaiting approval, and each decision on the copy
 * the operator read — a stale copy is refused — kept in the audit and told to the participant by text message
 * through the outbox.
 */
export class FestivalDeskService {
  constructor(
    private readonly repo: FestivalRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
    private readonly outbox: NotificationOutbox,
  ) {}

  waitingCount(): Promise<number> {
    return this.repo.pendingCount();
  }

  async list(q: FestivalDeskQuery): Promise<Page<FestivalProduct>> {
    const { items, total } = await this.repo.deskPage(q);
    return toPage(items.map(productOf), total, q);
  }

  /** An operator approves or rejects (a reason) a pending product, on the copy they read. */
  async decide(actor: ConsoleActor, manprdId: number, body: DecideBody) {
    const memo = body.aprvSts === 'rejected' ? (body.rjctRsn ?? null) : null;
    const now = this.clock.now().toISOString();
    const sent = await this.transaction(async (trx) => {
      const repo = new FestivalRepository(trx);
      const row = await repo.product(manprdId);
      if (!row) throw AppError.notFound(M.prdNotFound);
      if (row.aprvSts !== 'pending') throw AppError.conflict(M.notPending);
      if (row.updtDt !== body.updtDt) throw AppError.staleCopy();
      if (!(await repo.decide(manprdId, body.aprvSts, memo, now, body.updtDt))) {
        const stillPending = (await repo.product(manprdId))?.aprvSts === 'pending';
        throw stillPending ? AppError.staleCopy() : AppError.conflict(M.notPending);
      }
      await repo.addHistory({
        manprdId,
        hstCd: body.aprvSts,
        aprvSts: body.aprvSts,
        expsrYn: 'N',
        memo,
        byUserId: actor.user.userId,
        byOperYn: 'Y',
        regDt: now,
      });
      await this.records.audit(
        actor,
        {
          targetKind: 'festival-product',
          targetId: manprdId,
          action: body.aprvSts,
          before: { aprvSts: row.aprvSts, expsrYn: row.expsrYn, rjctRsn: row.rjctRsn },
          after: { aprvSts: body.aprvSts, expsrYn: 'N', rjctRsn: memo },
        },
        trx,
      );
      // Text only where the member has a mobile number; the in-app notification either way.
      const mblNo = await repo.mobileOf(row.userId);
      return this.outbox.enqueue(
        {
          channel: 'SMS',
          recipient: mblNo,
          userId: row.userId,
          kind: 'FESTIVAL_PRODUCT_DECIDED',
          link: '/mypage/festival',
          body: smsBody(body.aprvSts, row.manprdNm, memo),
        },
        trx,
      );
    });
    if (sent !== null) await this.outbox.deliver([sent]);
    return ok(body.aprvSts === 'approved' ? M.approved : M.rejected);
  }
}
