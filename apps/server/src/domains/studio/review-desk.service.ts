import { maskLoginId } from '@onfan/contracts/mask';
import type {
  ReviewDeskQuery,
  ReviewDeskRow,
  ReviewHideBody,
  ReviewShowBody,
  ReviewVisibility,
} from '@onfan/contracts/studio';
import { REVIEW_DESK_MESSAGES, reservationNumber } from '@onfan/contracts/studio';
import type { Executor, RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { pageOffset, toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { addDays, isValidYmd, toSeoulIso } from '../../lib/seoul-time.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import type { BookingNotices } from './booking-notices.js';
import type { ReviewDeskFilter, ReviewDeskRepository } from './review-desk.repository.js';
import { ReviewDeskRepository as Repo, reviewCopy } from './review-desk.repository.js';

type ListRow = Awaited<ReturnType<ReviewDeskRepository['list']>>['rows'][number];

/** The start of a Seoul day (yyyyMMdd) as an instant (ISO, UTC). */
function seoulDayStart(ymd: string): string {
  return new Date(`${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}T00:00:00+09:00`).toISOString();
}

function dayError(field: 'from' | 'to', message: string): AppError {
  return AppError.badRequest(message, [{ field, message }]);
}

/** The query's filters as the repository's; a day that does not exist, or a period ending before it starts, is a 400. */
function filterOf(q: ReviewDeskQuery): ReviewDeskFilter {
  const filter: ReviewDeskFilter = {};
  if (q.roomId !== undefined) filter.roomId = q.roomId;
  if (q.visibility) filter.hideYn = q.visibility === 'HIDDEN' ? 'Y' : 'N';
  const invalid = '날짜를 올바르게 입력해 주세요.';
  if (q.from && !isValidYmd(q.from)) throw dayError('from', invalid);
  if (q.to && !isValidYmd(q.to)) throw dayError('to', invalid);
  if (q.from && q.to && q.to < q.from) throw dayError('to', REVIEW_DESK_MESSAGES.periodInvalid);
  if (q.from) filter.from = seoulDayStart(q.from);
  if (q.to) filter.before = seoulDayStart(addDays(q.to, 1));
  return filter;
}

const visibilityOf = (hideYn: string): ReviewVisibility => (hideYn === 'Y' ? 'HIDDEN' : 'SHOWN');

/**
 * The review desk (예약 담당, issue 38): the studio rooms' reviews listed for operators with the text in place, hidden
 * with a reason and shown again. Each change names the copy it was made on (`updtDt`), is made only if the review is
 * still that copy (the database's condition, so of two changes on one reading exactly one wins), and writes its audit
 * row in the same transaction. A hidden review leaves the public list and the counts (reservation.repository.ts), and
 * its writer is told, with the reason, through the notification outbox as the reservation desk tells a booking's.
 */
export class ReviewDeskService {
  constructor(
    private readonly repo: ReviewDeskRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
    private readonly notices: Pick<BookingNotices, 'reviewHidden'>,
  ) {}

  async list(q: ReviewDeskQuery) {
    const { rows, total } = await this.repo.list(filterOf(q), pageOffset(q), q.pageSize, q);
    return toPage(rows.map(toRow), total, q);
  }

  async hide(actor: ConsoleActor, revwId: number, body: ReviewHideBody) {
    const hideRsn = body.hideRsn.trim();
    await this.change(actor, revwId, body.updtDt, 'HIDE', (now) => ({
      hideYn: 'Y',
      hideRsn,
      hideBy: actor.user.userId,
      hideDt: now,
      updtDt: now,
    }));
    return ok(REVIEW_DESK_MESSAGES.hidden);
  }

  async show(actor: ConsoleActor, revwId: number, body: ReviewShowBody) {
    await this.change(actor, revwId, body.updtDt, 'SHOW', (now) => ({
      hideYn: 'N',
      hideRsn: null,
      hideBy: null,
      hideDt: null,
      updtDt: now,
    }));
    return ok(REVIEW_DESK_MESSAGES.shown);
  }

  private async change(
    actor: ConsoleActor,
    revwId: number,
    updtDt: string,
    action: 'HIDE' | 'SHOW',
    values: (now: string) => {
      hideYn: 'Y' | 'N';
      hideRsn: string | null;
      hideBy: number | null;
      hideDt: string | null;
      updtDt: string;
    },
  ): Promise<void> {
    const now = this.clock.now().toISOString();
    await this.transaction(async (trx: Executor) => {
      const repo = new Repo(trx);
      const before = await repo.byId(revwId);
      if (!before) throw AppError.notFound(REVIEW_DESK_MESSAGES.notFound);
      if (reviewCopy(before) !== updtDt) throw AppError.staleCopy();
      const wanted = action === 'HIDE' ? 'Y' : 'N';
      if (before.hideYn === wanted) {
        throw AppError.conflict(
          action === 'HIDE' ? REVIEW_DESK_MESSAGES.alreadyHidden : REVIEW_DESK_MESSAGES.alreadyShown,
        );
      }
      const after = values(now);
      if (!(await repo.changeIfCopy(revwId, { updtDt: before.updtDt, hideYn: before.hideYn }, after))) {
        throw AppError.staleCopy();
      }
      await this.records.audit(
        actor,
        {
          targetKind: 'review',
          targetId: revwId,
          action,
          before: { hideYn: before.hideYn, hideRsn: before.hideRsn },
          after: { hideYn: after.hideYn, hideRsn: after.hideRsn },
        },
        trx,
      );
      // The writer is told why their review was hidden, in the hide's transaction (the outbox delivers it).
      if (action === 'HIDE' && after.hideRsn) await this.notices.reviewHidden(trx, before.rsvtId, after.hideRsn);
    });
  }
}

function toRow(r: ListRow): ReviewDeskRow {
  return {
    revwId: r.revwId,
    rsvtId: r.rsvtId,
    rsvtNo: reservationNumber(r.rsvtId),
    roomId: r.roomId,
    roomNm: r.roomNm,
    studoNm: r.studoNm,
    lgnId: maskLoginId(r.lgnId),
    revwCmnt: r.revwCmnt,
    starrtScore: r.starrtScore,
    regDt: toSeoulIso(new Date(r.regDt)),
    visibility: visibilityOf(r.hideYn),
    hideRsn: r.hideRsn,
    hideDt: r.hideDt ? toSeoulIso(new Date(r.hideDt)) : null,
    hideOprNm: r.hideOprNm ?? null,
    updtDt: reviewCopy(r),
  };
}
