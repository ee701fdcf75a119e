import type { PageQuery } from '@onfan/contracts/envelope';
import { USER_PATTERN } from '@onfan/contracts/envelope';
import { maskLoginId } from '@onfan/contracts/mask';
import type {
  Reservation,
  ReservationFields,
  Review,
  ReviewBody,
  ReviewCount,
  Room,
  RsvtStatus,
  RoomSummary,
  Studio,
} from '@onfan/contracts/studio';
import { RSVT_STATUS_LABEL, STUDIO_MESSAGES } from '@onfan/contracts/studio';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { SessionUser } from '../../http/access.js';
import { pageOffset, toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { toSeoulIso } from '../../lib/seoul-time.js';
import { buildIcs } from './ics.js';
import type { RoomRow } from './reservation.repository.js';
import { ReservationRepository } from './reservation.repository.js';
import type { RoomKind, SlotEngine } from './slot-engine.js';
import { effectiveStatus, memberMayCancel } from './slot-engine.js';
import { StudioRepository } from './studio.repository.js';

type RoomSummaryRow = Awaited<ReturnType<StudioRepository['rooms']>>[number];

export function toRoomSummary(r: RoomSummaryRow): RoomSummary {
  return {
    roomId: r.roomId,
    roomNm: r.roomNm,
    roomOnelineIntro: r.roomOnelineIntro,
    operBgngHhmm: r.operBgngHhmm,
    operEndHhmm: r.operEndHhmm,
    wekendOperYn: r.wekendOperYn as 'Y' | 'N',
    holdyOperYn: r.holdyOperYn as 'Y' | 'N',
    maxRsvtUsrCnt: r.maxRsvtUsrCnt,
    rprsImgPtUrl: r.rprsImgPtUrl ?? null,
  };
}

/**
 * Catalogue, reservation lists, cancellation, calendar files and reviews, for studio rooms and space rooms alike
 * (`kind` says which catalogue a call belongs to). The booking rules themselves live in the slot engine.
 */
export class StudioService {
  private readonly catalogue: StudioRepository;
  private readonly repo: ReservationRepository;

  constructor(
    db: Kysely<DB>,
    readonly engine: SlotEngine,
    private readonly clock: Clock,
  ) {
    this.catalogue = new StudioRepository(db);
    this.repo = new ReservationRepository(db);
  }

  async studios(): Promise<Studio[]> {
    const studios = await this.catalogue.studios();
    const rooms = await this.catalogue.rooms({ studoIds: studios.map((s) => s.studoId) });
    return studios.map((s) => {
      const own = rooms.filter((r) => r.studoId === s.studoId).map(toRoomSummary);
      return { ...s, rprsImgPtUrl: own.find((r) => r.rprsImgPtUrl)?.rprsImgPtUrl ?? null, rooms: own };
    });
  }

  async roomDetail(roomId: number, kind: RoomKind): Promise<Room> {
    const room = await this.engine.room(roomId, kind);
    return this.toRoom(room);
  }

  async toRoom(room: RoomRow): Promise<Room> {
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
      wekendOperYn: room.wekendOperYn as 'Y' | 'N',
      holdyOperYn: room.holdyOperYn as 'Y' | 'N',
      maxRsvtUsrCnt: room.maxRsvtUsrCnt,
      rsvtImpssBgngHhmm: room.rsvtImpssBgngHhmm,
      rsvtImpssEndHhmm: room.rsvtImpssEndHhmm,
      roomImgs: imgs,
    };
  }

  async days(roomId: number, kind: RoomKind, rsvtYm: string) {
    return this.engine.days(await this.engine.room(roomId, kind), rsvtYm);
  }

  async slots(roomId: number, kind: RoomKind, rsvtYmd: string, user: SessionUser | null) {
    return this.engine.slotList(roomId, kind, rsvtYmd, user);
  }

  async reserve(roomId: number, kind: RoomKind, user: SessionUser, fields: ReservationFields) {
    const room = await this.engine.room(roomId, kind);
    const rsvtId = await this.engine.reserve(room, user, fields);
    return { number: 200 as const, message: STUDIO_MESSAGES.reserved, rsvtId };
  }

  async myReservations(user: SessionUser, kind: RoomKind, q: PageQuery) {
    const { rows, total } = await this.repo.list(kind, { userId: user.userId }, pageOffset(q), q.pageSize);
    return toPage(
      rows.map((r) => this.toReservation(r)),
      total,
      q,
    );
  }

  async allReservations(kind: RoomKind, q: PageQuery & { rsvtSttsCd?: RsvtStatus | undefined }) {
    // The derived states are stored states on one side of today (Seoul).
    const today = this.engine.today();
    const filters: Record<RsvtStatus, { stored: string[]; beforeYmd?: string; fromYmd?: string }> = {
      REQUESTED: { stored: ['REQUESTED'], fromYmd: today },
      CONFIRMED: { stored: ['CONFIRMED'], fromYmd: today },
      COMPLETED: { stored: ['CONFIRMED'], beforeYmd: today },
      EXPIRED: { stored: ['REQUESTED'], beforeYmd: today },
      REJECTED: { stored: ['REJECTED'] },
      CANCELED: { stored: ['CANCELED'] },
    };
    const filter = q.rsvtSttsCd ? filters[q.rsvtSttsCd] : {};
    const { rows, total } = await this.repo.list(kind, filter, pageOffset(q), q.pageSize);
    return toPage(
      rows.map((r) => ({
        ...this.toReservation(r),
        lgnId: r.lgnId,
        userNm: r.userNm,
        strNm: r.strNm,
        rsvtUserCnctel: r.rsvtUserCnctel,
      })),
      total,
      q,
    );
  }

  private toReservation(r: Awaited<ReturnType<ReservationRepository['list']>>['rows'][number]): Reservation {
    const today = this.engine.today();
    const state = effectiveStatus(r.rsvtStts, r.rsvtYmd, today);
    const reviewed = r.revwId !== null;
    return {
      rsvtId: r.rsvtId,
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
      rsvtSttsNm: RSVT_STATUS_LABEL[state],
      sttsRsn: r.sttsRsn,
      cancelableYn: memberMayCancel(r.rsvtStts, r.rsvtYmd, today) ? 'Y' : 'N',
      reviewableYn: state === 'COMPLETED' && !reviewed ? 'Y' : 'N',
      revwYn: reviewed ? 'Y' : 'N',
      rprsImgPtUrl: r.rprsImgPtUrl ?? null,
      regDt: toSeoulIso(new Date(r.regDt)),
    };
  }

  /** Member cancel of their own reservation; an operator calling the same endpoint may cancel any. */
  async changeStatus(user: SessionUser, rsvtId: number, reason: string | null) {
    await this.engine.cancel(user, rsvtId, reason, user.userPattnCd === USER_PATTERN.operator);
    return { number: 200 as const, message: STUDIO_MESSAGES.canceled };
  }

  async ics(user: SessionUser, rsvtId: number): Promise<{ fileName: string; body: string }> {
    const r = await this.repo.detail(rsvtId);
    if (!r || (r.userId !== user.userId && user.userPattnCd !== USER_PATTERN.operator))
      throw AppError.notFound(STUDIO_MESSAGES.rsvtNotFound);
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

  // Reviews

  async reviews(roomId: number, q: PageQuery) {
    await this.engine.room(roomId, 'studio');
    const { rows, total } = await this.repo.reviews(roomId, pageOffset(q), q.pageSize);
    const items: Review[] = rows.map((r) => ({
      ...r,
      lgnId: maskLoginId(r.lgnId),
      regDt: toSeoulIso(new Date(r.regDt)),
    }));
    return toPage(items, total, q);
  }

  async reviewCounts(roomId: number): Promise<ReviewCount[]> {
    await this.engine.room(roomId, 'studio');
    const rows = await this.repo.reviewCounts(roomId);
    return [5, 4, 3, 2, 1].map((s) => ({
      starrtScore: s,
      revwCnt: Number(rows.find((r) => r.starrtScore === s)?.revwCnt ?? 0),
    }));
  }

  /** One review per completed reservation of the member's own, for the room it was in. */
  async writeReview(user: SessionUser, roomId: number, body: ReviewBody) {
    const row = await this.repo.byId(body.rsvtId);
    if (!row || row.userId !== user.userId || row.roomId !== roomId) {
      throw AppError.forbidden(STUDIO_MESSAGES.reviewNotAllowed);
    }
    if (effectiveStatus(row.rsvtStts, row.rsvtYmd, this.engine.today()) !== 'COMPLETED') {
      throw AppError.forbidden(STUDIO_MESSAGES.reviewNotAllowed);
    }
    if (await this.repo.reviewOf(row.rsvtId)) throw AppError.conflict(STUDIO_MESSAGES.reviewDuplicate);
    try {
      const revwId = await this.repo.insertReview({
        rsvtId: row.rsvtId,
        roomId,
        userId: user.userId,
        revwCmnt: body.revwCmnt,
        starrtScore: body.starrtScore,
        regDt: this.clock.now().toISOString(),
      });
      return { number: 200 as const, message: STUDIO_MESSAGES.reviewSaved, revwId };
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE')
        throw AppError.conflict(STUDIO_MESSAGES.reviewDuplicate);
      throw error;
    }
  }
}
