import type { Page } from '@onfan/contracts/envelope';
import type {
  EconInquiryQueueQuery,
  EconInquiryQueueRow,
  MyInquiry,
  Promotion,
  PromotionKind,
} from '@onfan/contracts/econ-promotion';
import { maskLoginId } from '@onfan/contracts/mask';
import { INQ_STATUS, PROMOTION_KINDS, PROMOTION_MESSAGES as M } from '@onfan/contracts/econ-promotion';
import { PROHIBITED_MESSAGES } from '@onfan/contracts/prohibited';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { authorize } from '../../http/policy.js';
import { toPage } from '../../http/paging.js';
import type { RunInTransaction } from '../../db/executor.js';
import type { Clock } from '../../lib/clock.js';
import { inboxWindow } from '../../lib/inquiry-inbox.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import { todaySeoulYmd } from '../../lib/seoul-time.js';
import { can } from './econ-promotion.policy.js';
import { EconPromotionRepository } from './econ-promotion.repository.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';

/** The accounts domain's outbox, as an inquiry answer needs it (a message in the answer's transaction). */
type InquiryOutbox = Pick<NotificationOutbox, 'enqueue' | 'deliver'>;

/** Refuses texts with a prohibited word (the prohibited-word domain). */
export interface WordFilter {
  findIn(texts: readonly (string | null | undefined)[]): Promise<string | null>;
}

const STS_NM = { upcoming: '모집 예정', open: '모집 중', closed: '마감' } as const;

type InquiryInput = {
  prgmId?: number | null | undefined;
  cmpnyNm: string;
  telno: string;
  inqTtl: string;
  inqCn: string;
};

/**
 * The promotions: programmes with their status by Seoul today; members' inquiries (a programme of the same promotion,
 * or none), each member reading only their own; operators answer.
 */
export class EconPromotionService {
  constructor(
    private readonly repo: EconPromotionRepository,
    private readonly clock: Clock,
    private readonly words: WordFilter,
    private readonly transaction: RunInTransaction,
    private readonly records: ConsoleRecords,
    /** Tells the member their inquiry was answered (text message and in-app notification). */
    private readonly outbox?: InquiryOutbox,
  ) {}

  async promotion(kind: PromotionKind): Promise<Promotion> {
    const today = todaySeoulYmd(this.clock);
    const rows = await this.repo.programmes(kind);
    return {
      kind,
      title: PROMOTION_KINDS[kind],
      programmes: rows.map((r) => {
        const sts = today < r.bgngYmd ? 'upcoming' : today > r.endYmd ? 'closed' : 'open';
        return {
          prgmId: r.prgmId,
          prgmNm: r.prgmNm,
          trgt: r.trgt,
          bnft: r.bnft,
          prgmDesc: r.prgmDesc,
          bgngYmd: r.bgngYmd,
          endYmd: r.endYmd,
          oprBgngYmd: r.oprBgngYmd,
          oprEndYmd: r.oprEndYmd,
          imgUrl: r.imgPtUrl,
          imgAlt: r.imgPtUrl ? r.imgAlt : '',
          sts,
          stsNm: STS_NM[sts],
        };
      }),
    };
  }

  async inquire(kind: PromotionKind, user: SessionUser, body: InquiryInput) {
    if (body.prgmId) {
      const prgm = await this.repo.programme(body.prgmId);
      if (!prgm || prgm.kind !== kind) throw AppError.badRequest(M.prgmNotFound);
    }
    const word = await this.words.findIn([body.inqTtl, body.inqCn]);
    if (word !== null) throw AppError.badRequest(PROHIBITED_MESSAGES.found(word));
    await this.repo.insertInquiry({
      kind,
      prgmId: body.prgmId ?? null,
      userId: user.userId,
      cmpnyNm: body.cmpnyNm,
      telno: body.telno,
      inqTtl: body.inqTtl,
      inqCn: body.inqCn,
      regDt: this.clock.now().toISOString(),
    });
    return ok(M.inqSent);
  }

  async myInquiries(user: SessionUser): Promise<MyInquiry[]> {
    const rows = await this.repo.myInquiries(user.userId);
    return rows.map((r) => {
      const kind = r.kind as PromotionKind;
      const sts = r.ansCn ? 'answered' : 'received';
      return {
        inqId: r.inqId,
        kind,
        kindNm: PROMOTION_KINDS[kind],
        prgmNm: r.prgmNm ?? null,
        inqTtl: r.inqTtl,
        inqCn: r.inqCn,
        sts,
        stsNm: INQ_STATUS[sts],
        ansCn: r.ansCn,
        ansDt: r.ansDt,
        regDt: r.regDt,
      };
    });
  }

  /** The console's queue (decision 034): the asking member's login id masked. */
  async inquiryQueue(q: EconInquiryQueueQuery): Promise<Page<EconInquiryQueueRow>> {
    const { items, total } = await this.repo.inquiryQueue(q, inboxWindow(q, this.clock.now()));
    return toPage(
      items.map((r) => {
        const kind = r.kind as PromotionKind;
        return {
          inqId: r.inqId,
          kind,
          kindNm: PROMOTION_KINDS[kind],
          prgmNm: r.prgmNm ?? null,
          cmpnyNm: r.cmpnyNm,
          lgnId: maskLoginId(r.lgnId),
          inqTtl: r.inqTtl,
          inqCn: r.inqCn,
          regDt: r.regDt,
          ansCn: r.ansCn,
          ansDt: r.ansDt,
          updtDt: r.ansDt ?? r.regDt,
        };
      }),
      total,
      q,
    );
  }

  unansweredCount(): Promise<number> {
    return this.repo.unansweredCount();
  }

  /**
   * An operator's answer, on the copy they read (`updtDt`: the answer time, or the question time while unanswered):
   * an answer given since makes the copy stale. The audit row is written in the same transaction; the member reads
   * the answer in my page's 프로모션 문의 내역.
   */
  async answer(actor: ConsoleActor, inqId: number, body: { ansCn: string; updtDt: string }) {
    authorize(can(actor.user, 'answer', { inqId }));
    const now = this.clock.now().toISOString();
    const sent = await this.transaction(async (trx) => {
      const repo = new EconPromotionRepository(trx);
      const row = await repo.inquiry(inqId);
      if (!row) throw AppError.notFound(M.inqNotFound);
      if ((row.ansDt ?? row.regDt) !== body.updtDt) throw AppError.staleCopy();
      if (!(await repo.answer(inqId, body.ansCn, now, row.ansDt))) throw AppError.staleCopy();
      await this.records.audit(
        actor,
        {
          targetKind: 'econ-inquiry',
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
          kind: 'PROMOTION_INQUIRY_ANSWERED',
          body: `[온판] 프로모션 문의 '${row.inqTtl}'에 답변이 ${row.ansDt === null ? '등록' : '수정'}되었습니다.`,
          link: '/mypage/promotion',
        },
        trx,
      );
    });
    if (sent !== null) await this.outbox?.deliver([sent]);
    return ok(M.answered);
  }
}
