import type { Page } from '@onfan/contracts/envelope';
import type { ProductDetail, ProductQuery, ProductSummary, SodamCategory, Store } from '@onfan/contracts/sodam';
import { SODAM_CATEGORIES, SODAM_MESSAGES } from '@onfan/contracts/sodam';
import { PROHIBITED_MESSAGES } from '@onfan/contracts/prohibited';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { authorize } from '../../http/policy.js';
import { pageOffset, toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { can } from './sodam.policy.js';
import type { ProductRow, SodamRepository, StoreRow } from './sodam.repository.js';

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
  };
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
    imgUrl: `/img/sodam/${ctgrCd}.svg`,
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

  async answer(inqId: number, ansCn: string, user: SessionUser) {
    authorize(can(user, 'answer', { inqId }));
    if (!(await this.repo.answer(inqId, ansCn, this.clock.now().toISOString())))
      throw AppError.notFound(SODAM_MESSAGES.inqNotFound);
    return ok(SODAM_MESSAGES.answered);
  }
}
