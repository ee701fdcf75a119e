import type { Page } from '@onfan/contracts/envelope';
import { maskLoginId } from '@onfan/contracts/mask';
import type {
  InquiryQueueQuery,
  InquiryQueueRow,
  ProductDetail,
  ProductQuery,
  ProductSummary,
  SodamCategory,
  Store,
} from '@onfan/contracts/sodam';
import { SODAM_CATEGORIES, SODAM_MESSAGES } from '@onfan/contracts/sodam';
import { PROHIBITED_MESSAGES } from '@onfan/contracts/prohibited';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { authorize } from '../../http/policy.js';
import { pageOffset, toPage } from '../../http/paging.js';
import type { RunInTransaction } from '../../db/executor.js';
import type { Clock } from '../../lib/clock.js';
import { inboxWindow } from '../../lib/inquiry-inbox.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import { can } from './sodam.policy.js';
import { SodamRepository, type ProductRow, type StoreRow } from './sodam.repository.js';
import { sodamProductPath } from '@onfan/contracts/portal-path';
import type { NotificationOutbox } from '../auth/notification/outbox.js';

/** The accounts domain's outbox, as an inquiry answer needs it (a message in the answer's transaction). */
type InquiryOutbox = Pick<NotificationOutbox, 'enqueue' | 'deliver'>;

/** Refuses texts with a prohibited word (the prohibited-word domain). */
export interface WordFilter {
  findIn(texts: readonly (string | null | undefined)[]): Promise<string | null>;
}

function storeOf(r: Omit<StoreRow, 'pdCnt'> & { pdCnt?: number }): Store {
  return {
    storeId: r.storeId,
    storeNm: r.storeNm,
    rgnNm: r.rgnNm,
    addr: r.addr,
    oprHr: r.oprHr,
    telno: r.telno,
    storeIntro: r.storeIntro,
    mapUrl: `https://map.naver.com/p/search/${encodeURIComponent(r.addr)}`,
    mallUrl: r.mallUrl,
    pdCnt: r.pdCnt ?? 0,
    imgUrl: r.imgPtUrl,
    imgAlt: r.imgPtUrl ? r.imgAlt : '',
  };
}

/** A product's picture: the one the desk gave it, or its category's drawing. */
export function productImageUrl(ctgrCd: string, imgPtUrl?: string | null): string {
  return imgPtUrl || `/img/sodam/${ctgrCd}.svg`;
}

function summaryOf(r: ProductRow): ProductSummary {
  const ctgrCd = r.ctgrCd as SodamCategory;
  return {
    pdId: r.pdId,
    storeId: r.storeId,
    storeNm: r.storeNm,
    ctgrCd,
    ctgrNm: SODAM_CATEGORIES[ctgrCd] ?? '',
    pdNm: r.pdNm,
    pdSmry: r.pdSmry,
    prc: r.prc,
    imgUrl: productImageUrl(ctgrCd, r.imgPtUrl),
    imgAlt: r.imgPtUrl ? r.imgAlt : '',
    soldOutYn: r.soldOutYn,
  };
}

/**
 * The 소담상회 shop: stores (with a map search of the address), products by store, category and words; no checkout
 * (the product page says where to buy); members' inquiries, each member reading only their own, answered by operators.
 */
export class SodamService {
  constructor(
    private readonly repo: SodamRepository,
    private readonly clock: Clock,
    private readonly words: WordFilter,
    private readonly transaction: RunInTransaction,
    private readonly records: ConsoleRecords,
    /** Tells the member their inquiry was answered (text message and in-app notification). */
    private readonly outbox?: InquiryOutbox,
  ) {}

  async stores(): Promise<Store[]> {
    return (await this.repo.stores()).map(storeOf);
  }

  async products(q: ProductQuery): Promise<Page<ProductSummary>> {
    const { rows, total } = await this.repo.products(q, pageOffset(q), q.pageSize);
    return toPage(rows.map(summaryOf), total, q);
  }

  private async found(pdId: number): Promise<ProductRow> {
    const row = await this.repo.product(pdId);
    if (!row) throw AppError.notFound(SODAM_MESSAGES.notFound);
    return row;
  }

  async product(pdId: number): Promise<ProductDetail> {
    const row = await this.found(pdId);
    const store = await this.repo.store(row.storeId);
    if (!store) throw AppError.notFound(SODAM_MESSAGES.storeNotFound);
    return {
      ...summaryOf(row),
      pdDesc: row.pdDesc,
      orgnNm: row.orgnNm,
      sellerNm: row.sellerNm,
      linkUrl: row.linkUrl,
      store: storeOf(store),
    };
  }

  async myInquiries(pdId: number, user: SessionUser) {
    await this.found(pdId);
    return this.repo.myInquiries(pdId, user.userId);
  }

  async ask(pdId: number, user: SessionUser, inqCn: string) {
    await this.found(pdId);
    const word = await this.words.findIn([inqCn]);
    if (word !== null) throw AppError.badRequest(PROHIBITED_MESSAGES.found(word));
    await this.repo.insertInquiry(pdId, user.userId, inqCn, this.clock.now().toISOString());
    return ok(SODAM_MESSAGES.inqSent);
  }

  /** The console's queue (decision 034): the asking member's login id masked. */
  async inquiryQueue(q: InquiryQueueQuery): Promise<Page<InquiryQueueRow>> {
    const { items, total } = await this.repo.inquiryQueue(q, inboxWindow(q, this.clock.now()));
    return toPage(
      items.map((r) => ({
        inqId: r.inqId,
        pdId: r.pdId,
        pdNm: r.pdNm,
        lgnId: maskLoginId(r.lgnId),
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

  /**
   * An operator's answer, on the copy they read (`updtDt`: the answer time, or the question time while unanswered):
   * an answer given since makes the copy stale. The audit row is written in the same transaction; the member reads
   * the answer in the product page's 내 문의.
   */
  async answer(actor: ConsoleActor, inqId: number, body: { ansCn: string; updtDt: string }) {
    authorize(can(actor.user, 'answer', { inqId }));
    const now = this.clock.now().toISOString();
    const sent = await this.transaction(async (trx) => {
      const repo = new SodamRepository(trx);
      const row = await repo.inquiry(inqId);
      if (!row) throw AppError.notFound(SODAM_MESSAGES.inqNotFound);
      if ((row.ansDt ?? row.regDt) !== body.updtDt) throw AppError.staleCopy();
      if (!(await repo.answer(inqId, body.ansCn, now, row.ansDt))) throw AppError.staleCopy();
      await this.records.audit(
        actor,
        {
          targetKind: 'sodam-inquiry',
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
          kind: 'SODAM_INQUIRY_ANSWERED',
          body: `[온판] 소담상회 '${row.pdNm}' 상품 문의에 답변이 ${row.ansDt === null ? '등록' : '수정'}되었습니다.`,
          link: sodamProductPath(row.pdId),
        },
        trx,
      );
    });
    if (sent !== null) await this.outbox?.deliver([sent]);
    return ok(SODAM_MESSAGES.answered);
  }
}
