import type { PageQuery } from '@onfan/contracts/envelope';
import { maskLoginId, maskName, maskPhone } from '@onfan/contracts/mask';
import type {
  ProxyMember,
  ProxyReservationBody,
  OperatorReservation,
  OperatorReservationQuery,
  OutcomeBody,
  Reservation,
  ReservationExportQuery,
  RoomWeek,
  ReservationFields,
  Room,
  RoomSummary,
  RsvtStatus,
  Slot,
} from '@onfan/contracts/studio';
import { reservationNumber, RSVT_STATUS_LABEL, STUDIO_MESSAGES, USE_RESULT_LABEL } from '@onfan/contracts/studio';
import type { RunInTransaction } from '../../db/executor.js';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { pageOffset, toPage } from '../../http/paging.js';
import { SPREADSHEET_TYPES, toCsv } from '../../http/spreadsheet.js';
import type { Clock } from '../../lib/clock.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import { addDays, isValidYmd, toSeoulIso } from '../../lib/seoul-time.js';
import type { BookingNotices } from './booking-notices.js';
import { buildIcs } from './ics.js';
import type { ReservationFilter, ReservationRepository, RoomRow } from './reservation.repository.js';
import { ReservationRepository as Repo, reservationCopy } from './reservation.repository.js';
import type { ConsoleDecision, RoomKind, SlotEngine } from './slot-engine.js';
import { effectiveStatus, memberMayCancel } from './slot-engine.js';
import { can } from './studio.policy.js';
import type { StudioRepository } from './studio.repository.js';

type RoomSummaryRow = Awaited<ReturnType<StudioRepository['rooms']>>[number];
type ListRow = Awaited<ReturnType<ReservationRepository['list']>>['rows'][number];

export function toRoomSummary(r: RoomSummaryRow): RoomSummary {
  return {
    roomId: r.roomId,
    roomNm: r.roomNm,
    roomOnelineIntro: r.roomOnelineIntro,
    operBgngHhmm: r.operBgngHhmm,
    operEndHhmm: r.operEndHhmm,
    wekendOperYn: r.wekendOperYn,
    holdyOperYn: r.holdyOperYn,
    maxRsvtUsrCnt: r.maxRsvtUsrCnt,
    rprsImgPtUrl: r.rprsImgPtUrl ?? null,
  };
}

/** The operators' status filter: the derived states are stored states on one side of today (Seoul). */
function statusFilter(status: RsvtStatus | undefined, today: string): ReservationFilter {
  switch (status) {
    case undefined:
      return {};
    case 'REQUESTED':
    case 'CONFIRMED':
      return { stored: [status], fromYmd: today };
    case 'COMPLETED':
      return { stored: ['CONFIRMED'], beforeYmd: today };
    case 'EXPIRED':
      return { stored: ['REQUESTED'], beforeYmd: today };
    case 'REJECTED':
    case 'CANCELED':
      return { stored: [status] };
  }
}

/** The operators' filters as the repository's. */
function filterOf(q: Omit<OperatorReservationQuery, 'pageNo' | 'pageSize'>, today: string): ReservationFilter {
  const filter: ReservationFilter = statusFilter(q.rsvtSttsCd, today);
  if (q.studoId !== undefined) filter.studoId = q.studoId;
  if (q.roomId !== undefined) filter.roomId = q.roomId;
  if (q.from) filter.periodFrom = q.from;
  if (q.to) filter.periodTo = q.to;
  if (q.lgnId) filter.lgnId = q.lgnId;
  return filter;
}

/** The most rows one export holds (a file far beyond a desk's need is refused by narrowing the filters). */
const EXPORT_MAX_ROWS = 10_000;
const EXPORT_HEADERS = [
  '예약번호',
  '이용일',
  '시작',
  '끝',
  '스튜디오',
  '룸',
  '회원 아이디',
  '회원 이름',
  '연락처',
  '상호',
  '인원',
  '상태',
  '사유',
  '신청일시',
] as const;

/** A week of one room holds at most 24 hours × 7 days of live reservations. */
const WEEK_ROWS_MAX = 24 * 7;

/** The console screen the access log names for a reservation decision. */
const RESERVATION_SCREEN = '예약 확정';

/** The operators' decisions on a reservation and what each answers. */
const DECISION_MESSAGES = {
  confirm: STUDIO_MESSAGES.confirmed,
  reject: STUDIO_MESSAGES.rejected,
  cancel: STUDIO_MESSAGES.canceled,
} as const;
export type Decision = keyof typeof DECISION_MESSAGES;

/**
 * The booking calls of one catalogue (`kind`: studio rooms or space rooms), the same for both: a room, its calendar
 * and hours, booking, my reservations, cancel, the calendar file, the operators' list and decisions. The rules live in
 * the slot engine; ownership in studio.policy.ts.
 */
export class ReservationService {
  constructor(
    private readonly catalogue: StudioRepository,
    private readonly repo: ReservationRepository,
    private readonly engine: SlotEngine,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
    private readonly transaction: RunInTransaction,
    private readonly notices: Pick<BookingNotices, 'outcome'>,
  ) {}

  async room(roomId: number, kind: RoomKind): Promise<Room> {
    return this.toRoom(await this.engine.room(roomId, kind));
  }

  private async toRoom(room: RoomRow): Promise<Room> {
    const [owner, imgs] = await Promise.all([this.catalogue.ownerName(room), this.catalogue.roomImages(room.roomId)]);
    return {
      roomId: room.roomId,
      studoId: room.studoId,
      spaceId: room.spaceId,
      studoNm: owner?.name ?? '',
      roomNm: room.roomNm,
      roomOnelineIntro: room.roomOnelineIntro,
      roomDtlIntro: room.roomDtlIntro,
      roomEsntlNtc: room.roomEsntlNtc,
      operBgngHhmm: room.operBgngHhmm,
      operEndHhmm: room.operEndHhmm,
      wekendOperYn: room.wekendOperYn,
      holdyOperYn: room.holdyOperYn,
      maxRsvtUsrCnt: room.maxRsvtUsrCnt,
      rsvtImpssBgngHhmm: room.rsvtImpssBgngHhmm,
      rsvtImpssEndHhmm: room.rsvtImpssEndHhmm,
      useFee: room.useFee,
      roomEquCn: room.roomEquCn,
      maxRsvtHr: room.maxRsvtHr,
      roomImgs: imgs,
    };
  }

  /** The in-use rooms of a space, each with its first image (the space pages list them). */
  async spaceRooms(spaceId: number): Promise<RoomSummary[]> {
    return (await this.catalogue.rooms({ spaceIds: [spaceId] })).map(toRoomSummary);
  }

  async days(roomId: number, kind: RoomKind, rsvtYm: string) {
    return this.engine.days(await this.engine.room(roomId, kind), rsvtYm);
  }

  slots(roomId: number, kind: RoomKind, rsvtYmd: string, user: SessionUser | null): Promise<Slot[]> {
    return this.engine.slotList(roomId, kind, rsvtYmd, user);
  }

  async reserve(roomId: number, kind: RoomKind, user: SessionUser, fields: ReservationFields) {
    const room = await this.engine.room(roomId, kind);
    const rsvtId = await this.engine.reserve(room, user, fields);
    return ok(STUDIO_MESSAGES.reserved, { rsvtId });
  }

  async mine(user: SessionUser, kind: RoomKind, q: PageQuery) {
    const { rows, total } = await this.repo.list(kind, { userId: user.userId }, pageOffset(q), q.pageSize);
    const today = this.engine.today();
    return toPage(
      rows.map((r) => this.toReservation(r, today)),
      total,
      q,
    );
  }

  /** The operators' list: the member shown masked (the one masking function), each row with the copy it names. */
  async all(kind: RoomKind, q: OperatorReservationQuery & PageQuery) {
    const today = this.engine.today();
    const { rows, total } = await this.repo.list(kind, filterOf(q, today), pageOffset(q), q.pageSize, q);
    return toPage(
      rows.map((r) => this.toOperatorRow(r, today)),
      total,
      q,
    );
  }

  /** An operator's row: the member masked (the one masking function) and the copy a decision names. */
  private toOperatorRow(r: ListRow, today: string): OperatorReservation {
    return {
      ...this.toReservation(r, today),
      lgnId: maskLoginId(r.lgnId),
      userNm: maskName(r.userNm),
      strNm: r.strNm,
      rsvtUserCnctel: maskPhone(r.rsvtUserCnctel),
      updtDt: reservationCopy(r),
    };
  }

  /**
   * The desk's week grid: one studio room's seven days from `from`, with the reservations that hold its hours
   * (requested and confirmed; past ones show as completed or expired). Rejected and cancelled ones hold nothing.
   */
  async week(roomId: number, from: string): Promise<RoomWeek> {
    if (!isValidYmd(from))
      throw AppError.badRequest(STUDIO_MESSAGES.weekInvalid, [{ field: 'from', message: STUDIO_MESSAGES.weekInvalid }]);
    const room = await this.engine.room(roomId, 'studio');
    const days = Array.from({ length: 7 }, (_, i) => addDays(from, i));
    const to = days[6]!;
    const today = this.engine.today();
    const [owner, list] = await Promise.all([
      this.catalogue.ownerName(room),
      this.repo.list(
        'studio',
        { roomId, periodFrom: from, periodTo: to, stored: ['REQUESTED', 'CONFIRMED'] },
        0,
        WEEK_ROWS_MAX,
        { sort: 'rsvtYmd', order: 'asc' },
      ),
    ]);
    return {
      roomId: room.roomId,
      roomNm: room.roomNm,
      studoNm: owner?.name ?? '',
      operBgngHhmm: room.operBgngHhmm,
      operEndHhmm: room.operEndHhmm,
      todayYmd: today,
      days,
      rows: list.rows.map((r) => this.toOperatorRow(r, today)),
    };
  }

  private toReservation(r: ListRow, today: string): Reservation {
    const state = effectiveStatus(r.rsvtStts, r.rsvtYmd, today);
    const reviewed = r.revwId !== null;
    // A marked outcome names a completed reservation ('이용완료' or '미이용(노쇼)'); a no-show takes no review.
    const outcome = state === 'COMPLETED' ? r.useRslt : null;
    return {
      rsvtId: r.rsvtId,
      rsvtNo: reservationNumber(r.rsvtId),
      roomId: r.roomId,
      roomNm: r.roomNm,
      studoNm: r.studoNm ?? r.spaceNm ?? '',
      studoId: r.studoId,
      spaceId: r.spaceId,
      rsvtYmd: r.rsvtYmd,
      rsvtBgngHhmm: r.rsvtBgngHhmm,
      rsvtEndHhmm: r.rsvtEndHhmm,
      rsvtUsrcnt: r.rsvtUsrcnt,
      rsvtSttsCd: state,
      rsvtSttsNm: outcome ? USE_RESULT_LABEL[outcome] : RSVT_STATUS_LABEL[state],
      useRsltCd: outcome,
      sttsRsn: r.sttsRsn,
      cancelableYn: memberMayCancel(r.rsvtStts, r.rsvtYmd, today) ? 'Y' : 'N',
      reviewableYn: state === 'COMPLETED' && outcome !== 'NOSHOW' && !reviewed ? 'Y' : 'N',
      revwYn: reviewed ? 'Y' : 'N',
      revwHideYn: r.revwHideYn === 'Y' ? 'Y' : 'N',
      rprsImgPtUrl: r.rprsImgPtUrl ?? null,
      regDt: toSeoulIso(new Date(r.regDt)),
    };
  }

  /** A member cancels their own reservation; an operator calling the same endpoint may cancel any (the policy's). */
  async cancel(user: SessionUser, rsvtId: number, reason: string | null) {
    await this.engine.cancel(user, rsvtId, reason);
    return ok(STUDIO_MESSAGES.canceled);
  }

  /**
   * An operator confirms, rejects or cancels a reservation (the endpoints are operators' only), on the copy read:
   * a newer one is refused (409); the audit row and the access log's change row are written in the change's
   * transaction, and the member is told through the outbox (the slot engine's notices).
   */
  async decide(
    actor: ConsoleActor,
    rsvtId: number,
    decision: Decision,
    body: { updtDt: string; sttsRsn: string | null },
  ) {
    const reason = body.sttsRsn ?? null;
    const desk: ConsoleDecision = {
      updtDt: body.updtDt,
      record: async (trx, before, to) => {
        await this.records.audit(
          actor,
          {
            targetKind: 'reservation',
            targetId: rsvtId,
            action: decision.toUpperCase(),
            before: { rsvtStts: before.rsvtStts, sttsRsn: before.sttsRsn },
            after: { rsvtStts: to, sttsRsn: reason },
          },
          trx,
        );
        await this.records.access(
          actor,
          {
            subjectUserId: before.userId,
            kind: 'CHANGE',
            screen: RESERVATION_SCREEN,
            detail: `${reservationNumber(rsvtId)} ${RSVT_STATUS_LABEL[to]}`,
          },
          trx,
        );
      },
    };
    const operator = actor.user;
    if (decision === 'confirm') await this.engine.confirm(operator, rsvtId, reason, desk);
    else if (decision === 'reject') await this.engine.reject(operator, rsvtId, reason, desk);
    else await this.engine.cancel(operator, rsvtId, reason, desk);
    return ok(DECISION_MESSAGES[decision]);
  }

  /**
   * An operator marks a past confirmed reservation used or not shown up (the state stays CONFIRMED, shown as completed),
   * on the copy read: a newer copy is refused (409) and nothing changes. The audit row and the access log's change row
   * are written in the change's transaction.
   */
  async markOutcome(actor: ConsoleActor, rsvtId: number, body: OutcomeBody) {
    const today = this.engine.today();
    const now = this.clock.now().toISOString();
    await this.transaction(async (trx) => {
      const repo = new Repo(trx);
      const before = await repo.byId(rsvtId);
      if (!before) throw AppError.notFound(STUDIO_MESSAGES.rsvtNotFound);
      if (reservationCopy(before) !== body.updtDt) throw AppError.staleCopy();
      if (effectiveStatus(before.rsvtStts, before.rsvtYmd, today) !== 'COMPLETED')
        throw AppError.conflict(STUDIO_MESSAGES.outcomeNotAllowed);
      const changed = await repo.markOutcome(rsvtId, today, before, {
        useRslt: body.useRsltCd,
        rsltBy: actor.user.userId,
        rsltDt: now,
      });
      if (!changed) throw AppError.staleCopy();
      await this.records.audit(
        actor,
        {
          targetKind: 'reservation',
          targetId: rsvtId,
          action: 'OUTCOME',
          before: { useRslt: before.useRslt },
          after: { useRslt: body.useRsltCd },
        },
        trx,
      );
      await this.records.access(
        actor,
        {
          subjectUserId: before.userId,
          kind: 'CHANGE',
          screen: RESERVATION_SCREEN,
          detail: `${reservationNumber(rsvtId)} ${USE_RESULT_LABEL[body.useRsltCd]}`,
        },
        trx,
      );
      await this.notices.outcome(trx, rsvtId, body.useRsltCd);
    });
    return ok(STUDIO_MESSAGES.outcomeSaved(USE_RESULT_LABEL[body.useRsltCd]));
  }

  /**
   * The filtered list as CSV (oldest use day first). The access log's 다운로드 row (reason, row count) is written before
   * the file is made: a file that leaves is always accounted for.
   */
  async export(actor: ConsoleActor, q: ReservationExportQuery) {
    const today = this.engine.today();
    const { reason, ...filters } = q;
    const { rows } = await this.repo.list('studio', filterOf(filters, today), 0, EXPORT_MAX_ROWS, {
      sort: 'rsvtYmd',
      order: 'asc',
    });
    await this.records.access(actor, {
      subjectUserId: null,
      kind: 'DOWNLOAD',
      screen: RESERVATION_SCREEN,
      detail: `스튜디오 예약 목록 CSV ${rows.length}건`,
      reason,
    });
    const content = toCsv({
      name: '예약 목록',
      headers: EXPORT_HEADERS,
      rows: rows.map((r) => {
        const state = effectiveStatus(r.rsvtStts, r.rsvtYmd, today);
        return [
          reservationNumber(r.rsvtId),
          r.rsvtYmd,
          r.rsvtBgngHhmm,
          r.rsvtEndHhmm,
          r.studoNm ?? r.spaceNm ?? '',
          r.roomNm,
          r.lgnId,
          r.userNm,
          r.rsvtUserCnctel,
          r.strNm,
          String(r.rsvtUsrcnt),
          RSVT_STATUS_LABEL[state],
          r.sttsRsn,
          toSeoulIso(new Date(r.regDt)),
        ];
      }),
    });
    return { content, mimeType: SPREADSHEET_TYPES.csv, fileNm: `스튜디오 예약 목록_${today}.csv` };
  }

  /**
   * The member a desk booking is for, by exact login id: shown masked (the one masking function) with the certificate
   * state, so nothing beyond the mask is revealed; an unknown, withdrawn or operator id is a Korean 404.
   */
  async proxyMember(lgnId: string): Promise<ProxyMember> {
    const { member, userNm } = await this.memberFor(lgnId);
    return {
      lgnId: maskLoginId(member.lgnId),
      userNm: maskName(userNm),
      certificate: await this.engine.certificateStatus(member),
    };
  }

  private async memberFor(lgnId: string): Promise<{ member: SessionUser; userNm: string }> {
    const row = await this.repo.memberByLoginId(lgnId);
    if (!row) throw AppError.notFound(STUDIO_MESSAGES.proxyMemberNotFound);
    // The member as the slot engine judges a booking: their own account, no session and no operator roles.
    const member: SessionUser = {
      userId: row.userId,
      lgnId: row.lgnId,
      userPattnCd: row.userPattnCd,
      tokenHash: '',
      roles: [],
      secondFactor: false,
    };
    return { member, userNm: row.userNm };
  }

  /**
   * An operator books a studio room on a member's behalf: every rule of the member's own booking (the slot engine:
   * the day, the hours and their limit, the member's certificate, the codes) and the database's no-double-booking
   * key; the state is the operator's choice. The audit row (naming the operator) and the access log's change row are
   * written in the booking's transaction; the member is told by text through the outbox (the slot engine's notices).
   */
  async reserveFor(actor: ConsoleActor, roomId: number, body: ProxyReservationBody) {
    const { lgnId, rsvtSttsCd, ...fields } = body;
    const { member } = await this.memberFor(lgnId);
    const room = await this.engine.room(roomId, 'studio');
    const rsvtId = await this.engine.reserve(room, member, fields, {
      status: rsvtSttsCd,
      operatorId: actor.user.userId,
      record: async (trx, id) => {
        const hours = `${fields.rsvtYmd} ${fields.rsvtBgngHhmm}-${fields.rsvtEndHhmm}`;
        await this.records.audit(
          actor,
          {
            targetKind: 'reservation',
            targetId: id,
            action: 'PROXY_RESERVE',
            before: null,
            after: { userId: member.userId, roomId, hours, rsvtStts: rsvtSttsCd },
          },
          trx,
        );
        await this.records.access(
          actor,
          {
            subjectUserId: member.userId,
            kind: 'CHANGE',
            screen: RESERVATION_SCREEN,
            detail: `${reservationNumber(id)} 대리 예약 ${RSVT_STATUS_LABEL[rsvtSttsCd]}`,
          },
          trx,
        );
      },
    });
    return ok(STUDIO_MESSAGES.proxyReserved(RSVT_STATUS_LABEL[rsvtSttsCd]), { rsvtId });
  }

  /** The dashboard's count: the reservations of this catalogue waiting for an operator's confirmation. */
  waitingCount(kind: RoomKind): Promise<number> {
    return this.repo.waitingCount(kind, this.engine.today());
  }

  /** The reservation as a calendar file, for its member and operators; anyone else is told it does not exist. */
  async ics(user: SessionUser, rsvtId: number): Promise<{ fileName: string; body: string }> {
    const r = await this.repo.detail(rsvtId);
    if (!r || !can(user, 'read', r)) throw AppError.notFound(STUDIO_MESSAGES.rsvtNotFound);
    const place = r.studoNm ?? r.spaceNm ?? '';
    const state = effectiveStatus(r.rsvtStts, r.rsvtYmd, this.engine.today());
    const body = buildIcs({
      rsvtId: r.rsvtId,
      rsvtYmd: r.rsvtYmd,
      rsvtBgngHhmm: r.rsvtBgngHhmm,
      rsvtEndHhmm: r.rsvtEndHhmm,
      summary: `[온판] ${place} ${r.roomNm} 예약`,
      location: [place, r.studoAddr ?? r.spaceAddr ?? ''].filter(Boolean).join(', '),
      description: `예약번호 ${r.rsvtId} · 상태: ${RSVT_STATUS_LABEL[state]}`,
      stamp: this.clock.now(),
    });
    return { fileName: `onfan-reservation-${r.rsvtId}.ics`, body };
  }
}
