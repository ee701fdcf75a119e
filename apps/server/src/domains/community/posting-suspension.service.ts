import type { LiftBody, MemberSuspensions, Suspension, SuspendBody } from '@onfan/contracts/community.admin';
import {
  postingSuspendedMessage,
  SUSPENSION_MESSAGES,
  SUSPENSION_PERIOD_NAMES,
} from '@onfan/contracts/community.admin';
import { maskName } from '@onfan/contracts/mask';
import type { Executor, RunInTransaction } from '../../db/executor.js';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import type { Clock } from '../../lib/clock.js';
import { toSeoulIso } from '../../lib/seoul-time.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';
import type { SuspensionRow } from './posting-suspension.repository.js';
import { PostingSuspensionRepository } from './posting-suspension.repository.js';
import { canBeSuspended } from './community.policy.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_SIZE = 20;

/**
 * Posting suspensions (issue 38): the community desk suspends a member for 1, 7 or 30 days or until lifted and lifts
 * one early; `assertMayPublish` is the one check every write that publishes a member's text goes through (the route
 * guard of endpoints declared `publishes`).
 */
export class PostingSuspensionService {
  constructor(
    private readonly db: Executor,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
    private readonly outbox?: NotificationOutbox,
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  /** Refuses (403, the end date and the reason) a member whose posting is suspended now. Operators are never. */
  async assertMayPublish(user: SessionUser): Promise<void> {
    if (!canBeSuspended(user)) return;
    const row = await new PostingSuspensionRepository(this.db).active(user.userId, this.now());
    if (row) throw AppError.forbidden(postingSuspendedMessage(row.endDt, row.rsn), 'POSTING_SUSPENDED');
  }

  private view(row: SuspensionRow, now: string): Suspension {
    const active = row.clsdDt === null && (row.endDt === null || row.endDt > now);
    const lifted = row.clsdDt !== null && (row.endDt === null || row.clsdDt < row.endDt);
    return {
      sspnsnId: row.sspnsnId,
      userId: row.userId,
      bgngDt: toSeoulIso(new Date(row.bgngDt)),
      endDt: row.endDt ? toSeoulIso(new Date(row.endDt)) : null,
      rsn: row.rsn,
      liftDt: lifted && row.clsdDt ? toSeoulIso(new Date(row.clsdDt)) : null,
      liftRsn: lifted ? row.liftRsn : null,
      oprNm: row.oprNm ?? '',
      active,
    };
  }

  /** The caller's own suspension in force. */
  async mine(user: SessionUser) {
    const now = this.now();
    const row = await new PostingSuspensionRepository(this.db).active(user.userId, now);
    if (!row) return { current: null };
    const { oprNm: _oprNm, ...current } = this.view(row, now);
    return { current };
  }

  /** A member's suspension in force and history, with the copy a change names (see `copy`). */
  async ofMember(userId: number): Promise<MemberSuspensions> {
    const repo = new PostingSuspensionRepository(this.db);
    const member = await repo.member(userId);
    if (!member) throw AppError.notFound(SUSPENSION_MESSAGES.notFound);
    const now = this.now();
    const [history, copy] = await Promise.all([repo.history(userId, HISTORY_SIZE), repo.copy(userId)]);
    const items = history.map((r) => this.view(r, now));
    return {
      userId,
      lgnId: member.lgnId,
      userNm: maskName(member.userNm),
      updtDt: copy,
      current: items.find((s) => s.active) ?? null,
      history: items,
    };
  }

  /**
   * Suspends a member on the copy read (a suspension or lift since is a stale copy); an open one is replaced (closed,
   * kept). The member's row lock orders two operators' changes, so the second reads the first's as a stale copy. The
   * member is told by text.
   */
  async suspend(actor: ConsoleActor, userId: number, body: SuspendBody) {
    const now = this.now();
    const endDt =
      body.period === 'UNTIL_LIFTED' ? null : new Date(Date.parse(now) + Number(body.period) * DAY_MS).toISOString();
    const sent = await this.transaction(async (trx) => {
      const repo = new PostingSuspensionRepository(trx);
      await repo.lockMember(userId);
      const member = await repo.member(userId);
      if (!member) throw AppError.notFound(SUSPENSION_MESSAGES.notFound);
      if (!canBeSuspended(member)) throw AppError.badRequest(SUSPENSION_MESSAGES.operator);
      if ((await repo.copy(userId)) !== body.updtDt) throw AppError.staleCopy();
      const before = await repo.active(userId, now);
      await repo.closeOpen(userId, { clsdDt: now, liftRsn: body.reason, liftOprId: actor.user.userId });
      const id = await repo.insert({ userId, bgngDt: now, endDt, rsn: body.reason, oprId: actor.user.userId });
      if (id === null) throw AppError.staleCopy();
      await this.records.audit(
        actor,
        {
          targetKind: 'postingSuspension',
          targetId: userId,
          action: 'SUSPEND',
          before: before ? { sspnsnId: before.sspnsnId, endDt: before.endDt, rsn: before.rsn } : null,
          after: { sspnsnId: id, period: body.period, endDt, rsn: body.reason },
        },
        trx,
      );
      return this.tell(trx, userId, `[온판] ${postingSuspendedMessage(endDt, body.reason)}`);
    });
    if (sent !== null && this.outbox) await this.outbox.deliver([sent]);
    return ok(`${SUSPENSION_MESSAGES.suspended} (${SUSPENSION_PERIOD_NAMES[body.period]})`);
  }

  /** Lifts the suspension in force, on the copy read (under the member's row lock, as a suspension). */
  async lift(actor: ConsoleActor, userId: number, body: LiftBody) {
    const now = this.now();
    const sent = await this.transaction(async (trx) => {
      const repo = new PostingSuspensionRepository(trx);
      await repo.lockMember(userId);
      if (!(await repo.member(userId))) throw AppError.notFound(SUSPENSION_MESSAGES.notFound);
      if ((await repo.copy(userId)) !== body.updtDt) throw AppError.staleCopy();
      const before = await repo.active(userId, now);
      if (!before) throw AppError.conflict(SUSPENSION_MESSAGES.noActive);
      await repo.closeOpen(userId, { clsdDt: now, liftRsn: body.reason, liftOprId: actor.user.userId });
      await this.records.audit(
        actor,
        {
          targetKind: 'postingSuspension',
          targetId: userId,
          action: 'LIFT',
          before: { sspnsnId: before.sspnsnId, endDt: before.endDt, rsn: before.rsn },
          after: { sspnsnId: before.sspnsnId, liftDt: now, liftRsn: body.reason },
        },
        trx,
      );
      return this.tell(trx, userId, '[온판] 회원님의 게시 활동 제한이 해제되었습니다.');
    });
    if (sent !== null && this.outbox) await this.outbox.deliver([sent]);
    return ok(SUSPENSION_MESSAGES.lifted);
  }

  private async tell(trx: Executor, userId: number, body: string): Promise<number | null> {
    if (!this.outbox) return null;
    const mobile = await new PostingSuspensionRepository(trx).mobileOf(userId);
    if (!mobile) return null;
    return this.outbox.enqueue(
      {
        channel: 'SMS',
        recipient: mobile,
        userId,
        kind: 'COMMUNITY_POSTING_SUSPENSION',
        body,
        link: '/mypage/scommunity',
      },
      trx,
    );
  }
}
