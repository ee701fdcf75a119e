import type { PageQuery } from '@onfan/contracts/envelope';
import { maskLoginId } from '@onfan/contracts/mask';
import type { Review, ReviewBody, ReviewCount, Studio } from '@onfan/contracts/studio';
import { STUDIO_MESSAGES } from '@onfan/contracts/studio';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { pageOffset, toPage } from '../../http/paging.js';
import { authorize } from '../../http/policy.js';
import type { Clock } from '../../lib/clock.js';
import { toSeoulIso } from '../../lib/seoul-time.js';
import type { ReservationRepository } from './reservation.repository.js';
import { toRoomSummary } from './reservation.service.js';
import type { SlotEngine } from './slot-engine.js';
import { effectiveStatus } from './slot-engine.js';
import { can } from './studio.policy.js';
import type { StudioRepository } from './studio.repository.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

/**
 * The studio catalogue and the rooms' reviews (spec sections 2-9). Booking a studio room is the reservation
 * service's, shared with space rooms.
 */
export class StudioService {
  constructor(
    private readonly catalogue: StudioRepository,
    private readonly repo: ReservationRepository,
    private readonly engine: SlotEngine,
    private readonly clock: Clock,
  ) {}

  async studios(): Promise<Studio[]> {
    const studios = await this.catalogue.studios();
    const rooms = await this.catalogue.rooms({ studoIds: studios.map((s) => s.studoId) });
    return studios.map((s) => {
      const own = rooms.filter((r) => r.studoId === s.studoId).map(toRoomSummary);
      return { ...s, rprsImgPtUrl: own.find((r) => r.rprsImgPtUrl)?.rprsImgPtUrl ?? null, rooms: own };
    });
  }

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

  /** One review per completed reservation of the member's own, for the room it was in (the unique key decides). */
  async writeReview(user: SessionUser, roomId: number, body: ReviewBody) {
    const row = await this.repo.byId(body.rsvtId);
    if (!row || row.roomId !== roomId) throw AppError.forbidden(STUDIO_MESSAGES.reviewNotAllowed);
    authorize(can(user, 'review', row), STUDIO_MESSAGES.reviewNotAllowed);
    // A reservation marked not shown up (미이용) takes no review.
    if (effectiveStatus(row.rsvtStts, row.rsvtYmd, this.engine.today()) !== 'COMPLETED' || row.useRslt === 'NOSHOW') {
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
      return ok(STUDIO_MESSAGES.reviewSaved, { revwId });
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.conflict(STUDIO_MESSAGES.reviewDuplicate);
      throw error;
    }
  }
}
