import type { Page } from '@onfan/contracts/envelope';
import {
  type AdminSeason,
  APRV_HISTORY,
  type DeskHistory,
  type FestivalDeskQuery,
  type FestivalProduct,
  FESTIVAL_MESSAGES as M,
  type Participant,
  type SeasonInput,
} from '@onfan/contracts/festival';
import { maskLoginId, maskName, maskPhone } from '@onfan/contracts/mask';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';
import { FestivalRepository } from './festival.repository.js';
import { type FestivalService, productOf } from './festival.service.js';

type SeasonRow = Awaited<ReturnType<FestivalRepository['adminSeasons']>>[number];

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
    private readonly festival: Pick<FestivalService, 'festivalOf'>,
  ) {}

  private season(r: SeasonRow): AdminSeason {
    return {
      ...this.festival.festivalOf(r),
      yr: r.yr,
      aplyBgngYmd: r.aplyBgngYmd,
      aplyEndYmd: r.aplyEndYmd,
      expsrYn: r.expsrYn,
      prtcpCnt: Number(r.prtcpCnt ?? 0),
      prdCnt: Number(r.prdCnt ?? 0),
      pendingCnt: Number(r.pendingCnt ?? 0),
      updtDt: r.updtDt,
    };
  }

  /** Every season, hidden ones too, with their participants' and products' counts. */
  async seasons(): Promise<AdminSeason[]> {
    return (await this.repo.adminSeasons()).map((r) => this.season(r));
  }

  async seasonOne(campnId: number): Promise<AdminSeason> {
    const [row] = await this.repo.adminSeasons(campnId);
    if (!row) throw AppError.notFound(M.campnNotFound);
    return this.season(row);
  }

  /** A new season (one per season and year: the unique key decides under a race). */
  async createSeason(actor: ConsoleActor, body: SeasonInput) {
    const now = this.clock.now().toISOString();
    try {
      const campnId = await this.transaction(async (trx) => {
        const id = await new FestivalRepository(trx).insertSeason(body, now);
        await this.records.audit(
          actor,
          { targetKind: 'festival-season', targetId: id, action: 'create', before: null, after: body },
          trx,
        );
        return id;
      });
      return ok(M.seasonCreated, { campnId });
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.conflict(M.seasonTaken);
      throw err;
    }
  }

  /** An edit of a season on the copy read: a season changed since is refused (409). */
  async updateSeason(actor: ConsoleActor, campnId: number, body: SeasonInput & { updtDt: string }) {
    const { updtDt, ...fields } = body;
    const now = this.clock.now().toISOString();
    try {
      await this.transaction(async (trx) => {
        const repo = new FestivalRepository(trx);
        const row = await repo.festival(campnId);
        if (!row) throw AppError.notFound(M.campnNotFound);
        if (row.updtDt !== updtDt || !(await repo.updateSeason(campnId, fields, now, updtDt)))
          throw AppError.staleCopy();
        const { updtDt: _before, ...before } = row;
        await this.records.audit(
          actor,
          { targetKind: 'festival-season', targetId: campnId, action: 'update', before, after: fields },
          trx,
        );
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.conflict(M.seasonTaken);
      throw err;
    }
    return ok(M.seasonUpdated);
  }

  /** A season's companies: the store as registered, the member's name, id and phone masked. */
  async participants(
    campnId: number,
    q: { q?: string | undefined; pageNo: number; pageSize: number },
  ): Promise<Page<Participant>> {
    if (!(await this.repo.festival(campnId))) throw AppError.notFound(M.campnNotFound);
    const { items, total } = await this.repo.participants(campnId, q);
    return toPage(
      items.map((r) => ({
        userId: r.userId,
        strNm: r.strNm,
        userNm: maskName(r.userNm),
        lgnId: maskLoginId(r.lgnId),
        telno: maskPhone(r.telno),
        prdCnt: Number(r.prdCnt ?? 0),
        approvedCnt: Number(r.approvedCnt ?? 0),
        regDt: r.regDt,
      })),
      total,
      q,
    );
  }

  /** A product's history: each change with who made it (the participant, or the operator by name) and why. */
  async history(manprdId: number): Promise<DeskHistory[]> {
    if (!(await this.repo.product(manprdId))) throw AppError.notFound(M.prdNotFound);
    return (await this.repo.deskHistory(manprdId)).map((h) => ({
      hstId: h.hstId,
      hstCd: h.hstCd,
      hstNm: APRV_HISTORY[h.hstCd],
      aprvSts: h.aprvSts,
      expsrYn: h.expsrYn,
      memo: h.memo,
      byOperatorYn: h.byOperYn,
      byNm: h.byOperYn === 'Y' ? `운영자 ${h.userNm ?? ''}`.trim() : '참여 업체',
      regDt: h.regDt,
    }));
  }

  /** Shows or hides an approved product on the public festival page, on the copy read, with its audit row. */
  async expose(actor: ConsoleActor, manprdId: number, body: { expsrYn: 'Y' | 'N'; updtDt: string }) {
    const { expsrYn } = body;
    const now = this.clock.now().toISOString();
    await this.transaction(async (trx) => {
      const repo = new FestivalRepository(trx);
      const row = await repo.product(manprdId);
      if (!row) throw AppError.notFound(M.prdNotFound);
      if (row.aprvSts !== 'approved') throw AppError.conflict(M.notApproved);
      if (row.expsrYn === expsrYn) throw AppError.conflict(expsrYn === 'Y' ? M.alreadyShown : M.alreadyHidden);
      if (row.updtDt !== body.updtDt) throw AppError.staleCopy();
      if (!(await repo.expose(manprdId, expsrYn, now, body.updtDt))) {
        const again = await repo.product(manprdId);
        if (again?.expsrYn === expsrYn) throw AppError.conflict(expsrYn === 'Y' ? M.alreadyShown : M.alreadyHidden);
        throw AppError.staleCopy();
      }
      await repo.addHistory({
        manprdId,
        hstCd: expsrYn === 'Y' ? 'shown' : 'hidden',
        aprvSts: 'approved',
        expsrYn,
        memo: null,
        byUserId: actor.user.userId,
        byOperYn: 'Y',
        regDt: now,
      });
      await this.records.audit(
        actor,
        {
          targetKind: 'festival-product',
          targetId: manprdId,
          action: expsrYn === 'Y' ? 'shown' : 'hidden',
          before: { expsrYn: row.expsrYn },
          after: { expsrYn },
        },
        trx,
      );
    });
    return ok(expsrYn === 'Y' ? M.shown : M.hidden);
  }

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
