import type { Page } from '@onfan/contracts/envelope';
import type {
  CreatorConversion,
  CreatorConversionQuery,
  FootholdCertify,
  FootholdDeskQuery,
  FootholdDeskRow,
} from '@onfan/contracts/foothold.admin';
import { FOOTHOLD_DESK_MESSAGES } from '@onfan/contracts/foothold.admin';
import { maskName } from '@onfan/contracts/mask';
import { footholdPath } from '@onfan/contracts/portal-path';
import type { Executor, RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { toSeoulIso } from '../../lib/seoul-time.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';
import { FootholdDeskRepository } from './foothold-desk.repository.js';

/** The stamp a change leaves: now, or just after the copy when the clock has not moved past it. */
function nextStamp(now: Date, copy: string): string {
  const after = Date.parse(copy);
  return Number.isNaN(after) || now.getTime() > after ? now.toISOString() : new Date(after + 1).toISOString();
}

/**
 * The footholds desk (issue 38, decision 034): footholds listed with their owners masked, the certified badge granted
 * or revoked on the copy read with a reason and its audit row in one transaction, the creator told through the
 * outbox; and the creator conversions (creator_info rows: who, and when they became a creator).
 */
export class FootholdDeskService {
  constructor(
    private readonly db: Executor,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
    private readonly outbox: NotificationOutbox,
  ) {}

  async footholds(q: FootholdDeskQuery): Promise<Page<FootholdDeskRow>> {
    const { items, total } = await new FootholdDeskRepository(this.db).footholds(q);
    return toPage(
      items.map((f) => ({
        ctrFthldId: f.ctrFthldId,
        fthldNm: f.fthldNm,
        userId: f.userId,
        lgnId: f.lgnId,
        userNm: maskName(f.userNm),
        certCtrYn: f.certCtrYn,
        regDt: toSeoulIso(new Date(f.regDt)),
        updtDt: f.mdfcnDt,
      })),
      total,
      q,
    );
  }

  async certify(actor: ConsoleActor, ctrFthldId: number, body: FootholdCertify) {
    const sent = await this.transaction(async (trx) => {
      const repo = new FootholdDeskRepository(trx);
      const f = await repo.foothold(ctrFthldId);
      if (!f) throw AppError.notFound(FOOTHOLD_DESK_MESSAGES.notFound);
      if (f.mdfcnDt !== body.updtDt) throw AppError.staleCopy();
      if (f.certCtrYn === body.certCtrYn) throw AppError.conflict(FOOTHOLD_DESK_MESSAGES.unchanged);
      if (!(await repo.certify(ctrFthldId, body.updtDt, body.certCtrYn, nextStamp(this.clock.now(), body.updtDt)))) {
        throw AppError.staleCopy();
      }
      await this.records.audit(
        actor,
        {
          targetKind: 'foothold',
          targetId: ctrFthldId,
          action: body.certCtrYn === 'Y' ? 'CERTIFY' : 'UNCERTIFY',
          before: { certCtrYn: f.certCtrYn },
          after: { certCtrYn: body.certCtrYn, reason: body.reason },
        },
        trx,
      );
      // Text only where the member has a mobile number; the in-app notification either way.
      return this.outbox.enqueue(
        {
          channel: 'SMS',
          recipient: f.mblNo,
          userId: f.userId,
          kind: 'FOOTHOLD_CERTIFICATION',
          link: footholdPath(ctrFthldId),
          body:
            body.certCtrYn === 'Y'
              ? `[온판] '${f.fthldNm}' 거점이 인증 크리에이터로 표시됩니다.`
              : `[온판] '${f.fthldNm}' 거점의 인증 크리에이터 표시를 회수했습니다. 사유: ${body.reason}`,
        },
        trx,
      );
    });
    if (sent !== null) await this.outbox.deliver([sent]);
    return ok(body.certCtrYn === 'Y' ? FOOTHOLD_DESK_MESSAGES.granted : FOOTHOLD_DESK_MESSAGES.revoked);
  }

  async conversions(q: CreatorConversionQuery): Promise<Page<CreatorConversion>> {
    const { items, total } = await new FootholdDeskRepository(this.db).conversions(q);
    return toPage(
      items.map((c) => ({
        userId: c.userId,
        lgnId: c.lgnId,
        userNm: maskName(c.userNm),
        ctrActvtNm: c.ctrActvtNm,
        ytbChnlNm: c.ytbChnlNm,
        regDt: toSeoulIso(new Date(c.regDt)),
      })),
      total,
      q,
    );
  }
}
