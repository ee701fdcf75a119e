import {
  NOTIFICATION_GROUPS,
  NOTIFICATION_MESSAGES as M,
  notificationGroup,
  notificationTitle,
  type NotificationPrefs,
  type Notification,
  type NotificationUnread,
} from '@onfan/contracts/notification';
import type { Page } from '@onfan/contracts/envelope';
import type { Executor, RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import type { SessionUser } from '../../http/access.js';
import { ok } from '../../http/command.js';
import { pageOffset, toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import type { MessageEventBus } from '../message/message-events.js';
import { toSeoulIso, toSeoulIsoOrNull } from '../auth/auth-time.js';
import { can } from './notification.policy.js';
import { NotificationRepository } from './notification.repository.js';
import type { NotificationTargetType } from './notification.tables.js';

/** What the outbox hands the centre for a message about something a member can open (decision 043). */
export interface InAppNotice {
  userId: number;
  /** Null when the member turned the message's channel off (the in-app notification is always written). */
  outboxId: number | null;
  kind: string;
  /** The message's subject, when it has one; otherwise the kind's title (contracts/notification.ts). */
  subject: string | null;
  body: string;
  link: string;
  target: { type: NotificationTargetType; id: number } | null;
}

/**
 * Tells every open bell of a member that their unread count may have changed. `inTransaction` is for a write still
 * in its transaction: on PostgreSQL a NOTIFY on that transaction, heard by every process once it commits and never
 * if it rolls back; on SQLite (one process) the local event, whose count is read after the writer's connection is
 * released.
 */
export interface NotificationEvents {
  bus: MessageEventBus;
  inTransaction(trx: Executor, userId: number): Promise<void>;
}

/**
 * The notification centre (issue 40): writes a member's in-app notification beside the outbox message that caused
 * it, lists a member's own, counts the unread and marks them read. The unread count is announced on the events so
 * the header's bell follows within a second.
 */
export class NotificationService {
  constructor(
    private readonly repo: NotificationRepository,
    private readonly clock: Clock,
    private readonly events: NotificationEvents,
    private readonly transaction: RunInTransaction,
  ) {}

  /** Writes the in-app notification of an outbox message in the caller's transaction (once per message). */
  async record(n: InAppNotice, trx: Executor): Promise<void> {
    const written = await new NotificationRepository(trx).insert({
      userId: n.userId,
      outboxId: n.outboxId,
      ntfKind: n.kind,
      ntfTit: n.subject?.replace(/^\[온판\]\s*/, '') || notificationTitle(n.kind),
      ntfCn: n.body.replace(/^\[온판\]\s*/, ''),
      link: n.link,
      tgtType: n.target?.type ?? null,
      tgtId: n.target?.id ?? null,
      regDt: this.clock.now().toISOString(),
    });
    if (written) await this.events.inTransaction(trx, n.userId);
  }

  /** Whether the member takes `kind` on `channel`: kinds outside the groups (codes, security notices) always go. */
  async allows(n: { userId: number; kind: string; channel: 'SMS' | 'EMAIL' }, trx: Executor): Promise<boolean> {
    const grp = notificationGroup(n.kind);
    return grp === null || new NotificationRepository(trx).allows(n.userId, grp, n.channel);
  }

  /** The member's channels for every kind: text and e-mail on unless they turned them off. */
  async prefs(user: SessionUser): Promise<NotificationPrefs> {
    const saved = new Map((await this.repo.prefs(user.userId)).map((p) => [p.grp, p]));
    return {
      items: NOTIFICATION_GROUPS.map((grp) => ({
        grp,
        smsYn: saved.get(grp)?.smsYn ?? 'Y',
        emailYn: saved.get(grp)?.emailYn ?? 'Y',
      })),
    };
  }

  /** Saves the member's choices (the kinds sent; the others stay as they were), in one transaction. */
  async savePrefs(body: NotificationPrefs, user: SessionUser) {
    const now = this.clock.now().toISOString();
    await this.transaction(async (trx) => {
      const repo = new NotificationRepository(trx);
      for (const p of body.items) await repo.savePref(user.userId, p, now);
    });
    return ok(M.prefsSaved);
  }

  async list(q: { pageNo: number; pageSize: number }, user: SessionUser): Promise<Page<Notification>> {
    const { rows, total } = await this.repo.page(user.userId, q.pageSize, pageOffset(q));
    return toPage(
      rows.map((r) => ({
        ntfId: r.ntfId,
        kind: r.ntfKind,
        title: r.ntfTit,
        body: r.ntfCn,
        link: r.link,
        readYn: r.readDt ? 'Y' : 'N',
        readDt: toSeoulIsoOrNull(r.readDt),
        regDt: toSeoulIso(r.regDt),
      })),
      total,
      q,
    );
  }

  unreadCount(userId: number): Promise<number> {
    return this.repo.unreadCount(userId);
  }

  async unread(user: SessionUser): Promise<NotificationUnread> {
    return { unreadCnt: await this.repo.unreadCount(user.userId) };
  }

  /** The member's own notification, read; anyone else's (or one whose target is gone) is not found, never revealed. */
  async markRead(ntfId: number, user: SessionUser) {
    const row = await this.repo.facts(ntfId);
    if (!row || !can(user, 'read', row)) throw AppError.notFound(M.notFound);
    if (await this.repo.markRead(ntfId, user.userId, this.clock.now().toISOString())) {
      await this.events.bus.publish(user.userId);
    }
    return ok(M.read);
  }

  /**
   * Marks read the member's unread notifications of `kind` about `link` (a message read in the inbox reads its
   * notification), announcing the count when one changed.
   */
  async markReadAbout(userId: number, kind: string, link: string): Promise<void> {
    if (await this.repo.markReadAbout(userId, kind, link, this.clock.now().toISOString())) {
      await this.events.bus.publish(userId);
    }
  }

  async markAllRead(user: SessionUser) {
    const n = await this.repo.markAllRead(user.userId, this.clock.now().toISOString());
    if (n > 0) await this.events.bus.publish(user.userId);
    return ok(M.allRead(n), { readCnt: n });
  }
}
