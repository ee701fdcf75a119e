import { type Page, USER_PATTERN } from '@onfan/contracts/envelope';
import {
  type AdminEntry,
  type AdminEntryDetail,
  type AdminEntryQuery,
  DOC_CHECK,
  ENTRY_DOCS,
  type EntryDocCd,
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
import type { OpenedFile } from '../upload/upload.service.js';
import { MarketEntryRepository } from './market-entry.repository.js';
import { type EntryFiles, type EntryView, entryView } from './market-entry.service.js';

/** The console screen the access log names for this desk. */
export const MARKET_ENTRY_SCREEN = '입점 신청 검토';

type MoveBody = { sts: 'reviewing' | 'accepted' | 'rejected'; rjctRsn?: string | null | undefined; updtDt: string };
type DocBody = { docSts: 'accepted' | 'rejected'; rjctRsn?: string | null | undefined; updtDt: string };

const docName = (docCd: EntryDocCd) => ENTRY_DOCS.find((d) => d.docCd === docCd)?.docNm ?? docCd;

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
    private readonly uploads: Pick<EntryFiles, 'open'>,
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

  /**
   * One application past its draft (masked as in the list) with each document's check and the copy a check is made
   * on, and every move with who made it: the applicant, or the operator by name.
   */
  async detail(aplyId: number): Promise<AdminEntryDetail> {
    const row = await this.repo.byId(aplyId);
    if (!row || row.sts === 'draft') throw AppError.notFound(M.notFound);
    const docRows = await this.repo.docs([aplyId]);
    const view = masked(entryView(row, docRows));
    const history = await this.repo.consoleHistory(aplyId);
    return {
      ...view,
      docs: view.docs.map((d) => ({
        ...d,
        checkNm: DOC_CHECK[d.docSts],
        updtDt: docRows.find((r) => r.docCd === d.docCd)?.updtDt ?? null,
      })),
      history: history.map((h) => {
        const byOper = h.byUserId !== null && h.byUserId !== row.userId && h.userPattnCd === USER_PATTERN.operator;
        return {
          histId: h.histId,
          fromSts: h.fromSts,
          fromStsNm: h.fromSts ? ENTRY_STATUS[h.fromSts] : null,
          sts: h.sts,
          stsNm: ENTRY_STATUS[h.sts],
          memo: h.memo,
          byOperYn: byOper ? ('Y' as const) : ('N' as const),
          byNm: byOper ? `운영자 ${h.userNm ?? ''}`.trim() : h.byUserId === row.userId ? '신청자' : '시스템',
          regDt: h.regDt,
        };
      }),
    };
  }

  /** One submitted document, for the operator to view in the browser; the view is a row of the access log. */
  async docFile(actor: ConsoleActor, aplyId: number, docCd: EntryDocCd): Promise<OpenedFile> {
    const row = await this.repo.byId(aplyId);
    if (!row || row.sts === 'draft') throw AppError.notFound(M.notFound);
    const doc = (await this.repo.docs([aplyId])).find((d) => d.docCd === docCd);
    const file = doc ? await this.uploads.open(doc.fileId) : null;
    if (!doc || !file) throw AppError.notFound(M.docNotSubmitted);
    await this.records.access(actor, {
      subjectUserId: row.userId,
      kind: 'VIEW',
      screen: MARKET_ENTRY_SCREEN,
      detail: `입점 서류 보기(${docName(docCd)}, ${doc.fileNm}): 신청 ${aplyId}번`,
    });
    return { ...file, fileNm: doc.fileNm };
  }

  /**
   * An operator checks one submitted document of an application waiting for them — 적합, or 보완 필요 with a reason —
   * on the copy of the document they read; the application's copy moves on with it (a move made on the copy before
   * is stale), and the check is an audit row, all in one transaction.
   */
  async decideDoc(actor: ConsoleActor, aplyId: number, docCd: EntryDocCd, body: DocBody) {
    const reason = body.docSts === 'rejected' ? (body.rjctRsn ?? null) : null;
    const now = this.clock.now().toISOString();
    await this.transaction(async (trx) => {
      const repo = new MarketEntryRepository(trx);
      const row = await repo.byId(aplyId);
      if (!row || row.sts === 'draft') throw AppError.notFound(M.notFound);
      if (row.sts !== 'submitted' && row.sts !== 'reviewing') throw AppError.conflict(M.badTransition);
      const doc = (await repo.docs([aplyId])).find((d) => d.docCd === docCd);
      if (!doc) throw AppError.conflict(M.docNotSubmitted);
      if (doc.updtDt !== body.updtDt) throw AppError.staleCopy();
      if (doc.docSts !== 'submitted') throw AppError.conflict(M.docNotSubmitted);
      if (!(await repo.decideDoc(aplyId, docCd, body.docSts, reason, now, body.updtDt))) throw AppError.staleCopy();
      if (!(await repo.touchUnderReview(aplyId, now))) throw AppError.conflict(M.badTransition);
      await this.records.audit(
        actor,
        {
          targetKind: 'market-entry-doc',
          targetId: `${aplyId}:${docCd}`,
          action: body.docSts,
          before: { docSts: doc.docSts, rjctRsn: doc.rjctRsn },
          after: { docSts: body.docSts, rjctRsn: reason },
        },
        trx,
      );
    });
    return ok(M.docDecided);
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
      await repo.addHistory(aplyId, { from: row.sts, to: body.sts }, memo, actor.user.userId, now);
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
