import type {
  AprvHistory,
  EditInput,
  Festival,
  FestivalCategory,
  FestivalProduct,
  FestivalShowcase,
  MyFestival,
  RegisterInput,
  ShownProduct,
} from '@onfan/contracts/festival';
import {
  APRV_HISTORY,
  APRV_STATUS,
  FESTIVAL_CATEGORIES,
  FESTIVAL_MESSAGES as M,
  FESTIVAL_SEASONS,
  MAX_PRODUCTS_PER_FESTIVAL,
} from '@onfan/contracts/festival';
import type { Page } from '@onfan/contracts/envelope';
import { PROHIBITED_MESSAGES } from '@onfan/contracts/prohibited';
import type { Selectable } from '../../db/table-types.js';
import type { RunInTransaction } from '../../db/executor.js';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import type { Clock } from '../../lib/clock.js';
import { todaySeoulYmd } from '../../lib/seoul-time.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { can, isOperator } from './festival.policy.js';
import { FestivalRepository } from './festival.repository.js';
import type { FestaCampnTable } from './festival.tables.js';

/** Refuses texts with a prohibited word (the prohibited-word domain). */
export interface WordFilter {
  findIn(texts: readonly (string | null | undefined)[]): Promise<string | null>;
}

const STS_NM = { upcoming: '개최 예정', open: '진행 중', closed: '종료' } as const;

type FestivalRow = Pick<
  Selectable<FestaCampnTable>,
  'campnId' | 'campnNm' | 'season' | 'campnDesc' | 'bgngYmd' | 'endYmd'
>;
type ProductRow = NonNullable<Awaited<ReturnType<FestivalRepository['product']>>>;

function shown(r: ProductRow): ShownProduct {
  const ctgrCd = r.ctgrCd as FestivalCategory;
  return {
    manprdId: r.manprdId,
    manprdNm: r.manprdNm,
    strNm: r.strNm,
    ctgrCd,
    ctgrNm: FESTIVAL_CATEGORIES[ctgrCd] ?? FESTIVAL_CATEGORIES.etc,
    prc: r.prc,
    manprdDesc: r.manprdDesc,
    buyUrl: r.buyUrl,
  };
}

export function productOf(r: ProductRow): FestivalProduct {
  return {
    ...shown(r),
    campnId: r.campnId,
    campnNm: r.campnNm,
    userId: r.userId,
    aprvSts: r.aprvSts,
    aprvStsNm: APRV_STATUS[r.aprvSts],
    expsrYn: r.expsrYn,
    rjctRsn: r.rjctRsn,
    regDt: r.regDt,
    updtDt: r.updtDt,
  };
}

/**
 * 동행축제 products: a member joins a festival that has not ended as a participant (once, by primary key) and
 * registers products into it (a participant only, up to 20, names unique per participant); an operator approves or
 * rejects (a reason) a pending product and shows or hides an approved one; the participant edits a pending or rejected
 * product, which waits for approval again. Every change is a guarded update plus a history row in one transaction,
 * so two operators cannot both decide (or show) one product and every change leaves exactly one row (the decision
 * itself is the console desk's, festival.desk.ts, on the `updtDt` copy the operator read). Products
 * and their history are read by their participant and operators only; the public page lists approved, shown ones.
 */
export class FestivalService {
  constructor(
    private readonly repo: FestivalRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly words: WordFilter,
  ) {}

  private now() {
    return this.clock.now().toISOString();
  }

  festivalOf(r: FestivalRow): Festival {
    const today = todaySeoulYmd(this.clock);
    const sts = today < r.bgngYmd ? 'upcoming' : today > r.endYmd ? 'closed' : 'open';
    return {
      campnId: r.campnId,
      campnNm: r.campnNm,
      season: r.season,
      seasonNm: FESTIVAL_SEASONS[r.season],
      campnDesc: r.campnDesc,
      bgngYmd: r.bgngYmd,
      endYmd: r.endYmd,
      sts,
      stsNm: STS_NM[sts],
    };
  }

  private async openFestival(campnId: number, joining = false) {
    const row = await this.repo.festival(campnId);
    // A season the public page does not show is not there for members.
    if (!row || row.expsrYn !== 'Y') throw AppError.notFound(M.campnNotFound);
    const today = todaySeoulYmd(this.clock);
    if (today > row.endYmd) throw AppError.conflict(M.campnClosed);
    // Joining is within the application period when the season has one.
    if (joining && row.aplyBgngYmd && row.aplyEndYmd && (today < row.aplyBgngYmd || today > row.aplyEndYmd))
      throw AppError.conflict(M.notApplying);
    return row;
  }

  private async readable(user: SessionUser, manprdId: number): Promise<ProductRow> {
    const row = await this.repo.product(manprdId);
    if (!row) throw AppError.notFound(M.prdNotFound);
    if (!can(user, 'read', row)) throw AppError.forbidden(M.notOwner);
    return row;
  }

  private async refuseWords(texts: readonly string[]) {
    const word = await this.words.findIn(texts);
    if (word !== null) throw AppError.badRequest(PROHIBITED_MESSAGES.found(word));
  }

  async festivals(): Promise<Festival[]> {
    return (await this.repo.festivals()).map((r) => this.festivalOf(r));
  }

  async showcase(): Promise<FestivalShowcase> {
    const [festivals, products] = await Promise.all([this.repo.festivals(), this.repo.shownProducts()]);
    return {
      festivals: festivals.map((f) => ({
        ...this.festivalOf(f),
        products: products.filter((p) => p.campnId === f.campnId).map(shown),
      })),
    };
  }

  async join(user: SessionUser, campnId: number, body: { strNm: string; telno: string }) {
    await this.openFestival(campnId, true);
    if (await this.repo.participant(campnId, user.userId)) throw AppError.conflict(M.alreadyJoined);
    await this.refuseWords([body.strNm]);
    try {
      await this.repo.insertParticipant({ campnId, userId: user.userId, ...body, regDt: this.now() });
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.conflict(M.alreadyJoined);
      throw err;
    }
    return ok(M.joined);
  }

  async myFestivals(user: SessionUser): Promise<MyFestival[]> {
    const rows = await this.repo.myFestivals(user.userId);
    return rows.map((r) => ({
      ...this.festivalOf(r),
      strNm: r.strNm,
      prtcpDt: r.prtcpDt,
      prdCnt: Number(r.prdCnt),
      pendingCnt: Number(r.pendingCnt ?? 0),
      approvedCnt: Number(r.approvedCnt ?? 0),
      rejectedCnt: Number(r.rejectedCnt ?? 0),
      shownCnt: Number(r.shownCnt ?? 0),
    }));
  }

  async register(user: SessionUser, body: RegisterInput) {
    const { campnId, ...fields } = body;
    await this.openFestival(campnId);
    if (!(await this.repo.participant(campnId, user.userId))) throw AppError.forbidden(M.notParticipant);
    await this.refuseWords([fields.manprdNm, fields.manprdDesc]);
    if ((await this.repo.countOf(campnId, user.userId)) >= MAX_PRODUCTS_PER_FESTIVAL)
      throw AppError.conflict(M.tooMany(MAX_PRODUCTS_PER_FESTIVAL));
    const now = this.now();
    try {
      const manprdId = await this.transaction(async (trx) => {
        const repo = new FestivalRepository(trx);
        const id = await repo.insertProduct({ campnId, userId: user.userId, ...fields }, now);
        await repo.addHistory({
          manprdId: id,
          hstCd: 'registered',
          aprvSts: 'pending',
          expsrYn: 'N',
          memo: null,
          byUserId: user.userId,
          byOperYn: 'N',
          regDt: now,
        });
        return id;
      });
      return ok(M.registered, { manprdId });
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.conflict(M.duplicateName);
      throw err;
    }
  }

  async edit(user: SessionUser, manprdId: number, fields: EditInput) {
    const row = await this.readable(user, manprdId);
    if (!can(user, 'edit', row)) throw AppError.forbidden(M.notOwner);
    if (row.aprvSts === 'approved') throw AppError.conflict(M.notEditable);
    await this.refuseWords([fields.manprdNm, fields.manprdDesc]);
    const now = this.now();
    try {
      await this.transaction(async (trx) => {
        const repo = new FestivalRepository(trx);
        if (!(await repo.resubmit(manprdId, user.userId, fields, now))) throw AppError.conflict(M.notEditable);
        await repo.addHistory({
          manprdId,
          hstCd: 'resubmitted',
          aprvSts: 'pending',
          expsrYn: 'N',
          memo: null,
          byUserId: user.userId,
          byOperYn: 'N',
          regDt: now,
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.conflict(M.duplicateName);
      throw err;
    }
    return ok(M.resubmitted);
  }

  async aprvList(
    user: SessionUser,
    query: {
      pageNo: number;
      pageSize: number;
      aprvSts?: FestivalProduct['aprvSts'] | undefined;
      campnId?: number | undefined;
    },
  ): Promise<Page<FestivalProduct>> {
    const filter = isOperator(user)
      ? { aprvSts: query.aprvSts ?? 'pending', ...(query.campnId ? { campnId: query.campnId } : {}) }
      : {
          userId: user.userId,
          ...(query.aprvSts ? { aprvSts: query.aprvSts } : {}),
          ...(query.campnId ? { campnId: query.campnId } : {}),
        };
    const { totalCount, items } = await this.repo.productPage(filter, query);
    return {
      items: items.map(productOf),
      totalCount,
      hasMore: query.pageNo * query.pageSize < totalCount,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  async product(user: SessionUser, manprdId: number): Promise<FestivalProduct> {
    return productOf(await this.readable(user, manprdId));
  }

  async history(user: SessionUser, manprdId: number): Promise<AprvHistory[]> {
    await this.readable(user, manprdId);
    return (await this.repo.history(manprdId)).map((h) => ({
      hstCd: h.hstCd,
      hstNm: APRV_HISTORY[h.hstCd],
      aprvSts: h.aprvSts,
      expsrYn: h.expsrYn,
      memo: h.memo,
      byOperatorYn: h.byOperYn,
      regDt: h.regDt,
    }));
  }
}
