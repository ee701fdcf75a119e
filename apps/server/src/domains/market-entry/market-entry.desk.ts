import type { Page } from '@onfan/contracts/envelope';
import {
  type AdminEntry,
  type AdminEntryQuery,
  ENTRY_STATUS,
  MARKET_ENTRY_MESSAGES as M,
  OPERATOR_MOVES,
  type EntryStatus,
} from '@onfan/contracts/market-entry';
import { maskEmail, maskName, maskPhone } from '@onfan/contracts/mask';
import type { RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';
import { MarketEntryRepository } from './market-entry.repository.js';
import { type EntryView, entryView } from './market-entry.service.js';

/** The console screen the access log names for this desk. */
export const MARKET_ENTRY_SCREEN = '입점 신청 검토';

type MoveBody = { sts: 'reviewing' | 'accepted' | 'rejected'; rjctRsn?: string | null | undefined; updtDt: string };

/** The company name is a person's name when a sole trader applies under their own name: masked like one. */
function masked(view: EntryView): AdminEntry {
  const f = view.fields;
  const personal = f.cmpnyNm !== null && f.rprsvNm !== null && f.cmpnyNm.trim() === f.rprsvNm.trim();
  return {
    ...view,
    fields: {
      ...f,
      cmpnyNm: personal ? maskName(f.cmpnyNm) : f.cmpnyNm,
      rprsvNm: f.rprsvNm === null ? null : maskName(f.rprsvNm),
      picNm: f.picNm === null ? null : maskName(f.picNm),
      picTelno: f.picTelno === null ? null : maskPhone(f.picTelno),
      picEml: f.picEml === null ? null : maskEmail(f.picEml),
    },
    kept: [],
  };
}

function smsBody(to: EntryStatus, reason: string | null): string {
  if (to === 'accepted') return '[온판] 마켓 입점 신청이 승인되었습니다. 마이페이지에서 확인해 주세요.';
  if (to === 'rejected')
    return `[온판] 마켓 입점 신청이 반려되었습니다. 사유: ${reason ?? ''} 마이페이지에서 수정해 다시 제출해 주세요.`;
  return '[온판] 마켓 입점 신청의 검토가 시작되었습니다.';
}

/**
 * The console's market-entry desk (decision 034): the page of applications (waiting ones first, personal names
 * masked) and each state move on the copy the operator read — a stale copy is refused — kept in the audit and the
 * access log and told to the applicant by text message through the outbox.
 */
export class MarketEntryDeskService {
  constructor(
    private readonly repo: MarketEntryRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
    private readonly outbox: NotificationOutbox,
  ) {}

  waitingCount(): Promise<number> {
    return this.repo.waitingCount();
  }

  async list(q: AdminEntryQuery): Promise<Page<AdminEntry>> {
    const { items, total } = await this.repo.consolePage(q);
    const docs = await this.repo.docs(items.map((r) => r.aplyId));
    return toPage(
      items.map((r) =>
        masked(
          entryView(
            r,
            docs.filter((d) => d.aplyId === r.aplyId),
          ),
        ),
      ),
      total,
      q,
    );
  }

  /** An operator moves an application: submitted → reviewing; reviewing → accepted; either → rejected (a reason). */
  async move(actor: ConsoleActor, aplyId: number, body: MoveBody) {
    const memo = body.sts === 'rejected' ? (body.rjctRsn ?? null) : null;
    const now = this.clock.now().toISOString();
    const sent = await this.transaction(async (trx) => {
      const repo = new MarketEntryRepository(trx);
      const row = await repo.byId(aplyId);
      if (!row || row.sts === 'draft') throw AppError.notFound(M.notFound);
      if (row.updtDt !== body.updtDt) throw AppError.staleCopy();
      const from = (Object.keys(OPERATOR_MOVES) as EntryStatus[]).filter((s) => OPERATOR_MOVES[s]!.includes(body.sts));
      if (!from.includes(row.sts)) throw AppError.conflict(M.badTransition);
      if (body.sts === 'accepted') {
        const docs = entryView(row, await repo.docs([aplyId])).docs;
        if (docs.some((d) => d.reqYn === 'Y' && d.docSts !== 'accepted')) throw AppError.conflict(M.docsNotAccepted);
      }
      if (!(await repo.move(aplyId, [row.sts], body.sts, { rjctRsn: memo }, now, body.updtDt)))
        throw AppError.staleCopy();
      await repo.addHistory(aplyId, body.sts, memo, actor.user.userId, now);
      if (body.sts === 'accepted') await repo.markMarketEntry(row.userId);
      await this.records.audit(
        actor,
        {
          targetKind: 'market-entry',
          targetId: aplyId,
          action: body.sts,
          before: { sts: row.sts, rjctRsn: row.rjctRsn },
          after: { sts: body.sts, rjctRsn: memo },
        },
        trx,
      );
      await this.records.access(
        actor,
        {
          subjectUserId: row.userId,
          kind: 'CHANGE',
          screen: MARKET_ENTRY_SCREEN,
          detail: `입점 신청 상태 변경(${ENTRY_STATUS[row.sts]} → ${ENTRY_STATUS[body.sts]}): 신청 ${aplyId}번`,
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
          kind: 'MARKET_ENTRY_MOVED',
          link: '/mypage/cmstr',
          body: smsBody(body.sts, memo),
        },
        trx,
      );
    });
    if (sent !== null) await this.outbox.deliver([sent]);
    return ok(M.stsChanged);
  }
}
