import type { OutboxItem } from '@onfan/contracts/auth';
import type { Page } from '@onfan/contracts/envelope';
import { maskEmail, maskPhone } from '@onfan/contracts/mask';
import type { Executor } from '../../../db/executor.js';
import { pageOffset, toPage } from '../../../http/paging.js';
import type { Clock } from '../../../lib/clock.js';
import type { NotificationChannel } from '../auth.tables.js';
import { toSeoulIso } from '../auth-time.js';
import { OutboxRepository } from './outbox.repository.js';

export type { NotificationChannel };

export interface OutgoingMessage {
  id: number;
  channel: NotificationChannel;
  recipient: string;
  /** The member it is for (their unsubscribe link), or null for an address that is no member's yet. */
  userId: number | null;
  kind: string;
  subject: string | null;
  body: string;
}

/** Where outbox messages go: a text-message or e-mail gateway in production, the log by default. */
export interface NotificationSender {
  send(message: OutgoingMessage): Promise<void>;
}

export interface LogSink {
  info(obj: object, msg: string): void;
}

/**
 * The default sender: writes each message to the log at info level (recipient masked, subject and body in full) so
 * local use needs no gateway; in development this log line is where an identity code arrives (decision 009). Only
 * `to` carries the recipient: http/logging.ts redacts mblNo, userEmail and friends, never `body`.
 */
export class LogNotificationSender implements NotificationSender {
  constructor(private readonly log: LogSink) {}

  async send(m: OutgoingMessage): Promise<void> {
    const to = m.channel === 'SMS' ? maskPhone(m.recipient) : maskEmail(m.recipient);
    this.log.info(
      { outboxId: m.id, channel: m.channel, kind: m.kind, to, subject: m.subject, body: m.body },
      'notification sent (log sender)',
    );
  }
}

export interface NewNotification {
  channel: NotificationChannel;
  /**
   * The mobile number or e-mail address; null when the member has none on this channel: no message is written
   * (answered 0), and the in-app notification still is when the message names a member and a link.
   */
  recipient: string | null;
  userId?: number | null;
  kind: string;
  subject?: string | null;
  body: string;
  /**
   * The portal page of the thing the message is about (a path: '/mypage/reservations'). A message with a member and
   * a link is also the member's in-app notification (the notification centre, issue 40), written in the same
   * transaction; an event told on two channels (text and e-mail) gives the link on one of them, so it shows once.
   */
  link?: string | null;
  /** The thing the link opens, when it can be removed: the centre leaves the notification out once it is gone. */
  target?: { type: 'community-post' | 'scommunity'; id: number } | null;
}

/** The notification centre as the outbox writes to it (domains/notification, decision 043). */
export interface InAppCentre {
  /** Whether the member takes this kind of message on this channel (their preferences; true for kinds without). */
  allows(n: { userId: number; kind: string; channel: NotificationChannel }, trx: Executor): Promise<boolean>;
  record(
    n: {
      userId: number;
      /** The message it came with; null when the member turned that channel off (no message was written). */
      outboxId: number | null;
      kind: string;
      subject: string | null;
      body: string;
      link: string;
      target: { type: 'community-post' | 'scommunity'; id: number } | null;
    },
    trx: Executor,
  ): Promise<void>;
}

/**
 * Kinds of message whose body carries a secret meant for the member alone (a temporary password an operator had
 * sent): the operators' view of the outbox shows their body redacted, so the console never shows the secret.
 */
export const SECRET_MESSAGE_KINDS: ReadonlySet<string> = new Set(['PASSWORD_RESET_BY_OPERATOR']);
const SECRET_BODY = '(임시 비밀번호 안내: 보안을 위해 내용을 표시하지 않습니다.)';

const MAX_ATTEMPTS = 5;
const CLAIM_MS = 60_000;

/**
 * The notification outbox: services write messages in their own transaction (so a message exists exactly when the
 * change that caused it does); delivery claims each row with a conditional UPDATE, so several servers never send the
 * same message twice, and a crashed claim is retried after it lapses.
 */
export class NotificationOutbox {
  constructor(
    private readonly repo: OutboxRepository,
    private readonly clock: Clock,
    private readonly sender: NotificationSender,
    /** Where a message with a member and a link also becomes an in-app notification; none in a jobs-only context. */
    private readonly centre?: InAppCentre,
    /** The executor an enqueue without `trx` writes the in-app row on (the outbox's database). */
    private readonly db?: Executor,
  ) {}

  /**
   * Writes a message; with `trx`, in the caller's transaction (it exists exactly when the caller's change does), and
   * its in-app notification in the same transaction when it names a member and a link. A member who turned this
   * kind's channel off, or who has no address on it (`recipient` null), gets no message (answered 0, which delivers
   * nothing), and still the in-app notification: it never depends on a mobile number.
   */
  async enqueue(n: NewNotification, trx?: Executor): Promise<number> {
    const on = trx ?? this.db;
    const member = n.userId ?? null;
    const recipient = n.recipient?.trim() || null;
    if (
      recipient === null ||
      (this.centre &&
        on &&
        member !== null &&
        !(await this.centre.allows({ userId: member, kind: n.kind, channel: n.channel }, on)))
    ) {
      if (this.centre && on && member !== null && n.link) {
        await this.centre.record(this.inApp(n, member, n.link, null), on);
      }
      return 0;
    }
    const id = await (trx ? new OutboxRepository(trx) : this.repo).insert({
      channel: n.channel,
      recipient,
      userId: n.userId ?? null,
      kind: n.kind,
      subject: n.subject ?? null,
      body: n.body,
      createdAt: this.clock.now().toISOString(),
    });
    if (this.centre && on && member !== null && n.link) {
      await this.centre.record(this.inApp(n, member, n.link, id), on);
    }
    return id;
  }

  private inApp(n: NewNotification, userId: number, link: string, outboxId: number | null) {
    return {
      userId,
      outboxId,
      kind: n.kind,
      subject: n.subject ?? null,
      body: n.body,
      link,
      target: n.target ?? null,
    };
  }

  /**
   * The operators' view of the outbox (GET opr/outbox, my-page 발송 알림함): newest first, optionally the text messages
   * to one mobile number (`mblNo` with hyphens, as the contracts' mobileSchema gives it). Recipients are not masked:
   * operators match them against the person asking.
   */
  async page(q: { pageNo: number; pageSize: number; mblNo?: string | undefined }): Promise<Page<OutboxItem>> {
    const recipients = q.mblNo ? [...new Set([q.mblNo, q.mblNo.replace(/\D/g, '')])] : null;
    const { rows, total } = await this.repo.page(recipients, q.pageSize, pageOffset(q));
    return toPage(
      rows.map((r) => ({
        ...r,
        body: SECRET_MESSAGE_KINDS.has(r.kind) ? SECRET_BODY : r.body,
        createdAt: toSeoulIso(r.createdAt),
      })),
      total,
      q,
    );
  }

  /** Delivers pending messages (only `ids` when given); answers how many were sent. Never throws for a send error. */
  async deliver(requested?: number[], limit = 100): Promise<number> {
    // 0 is a message not written (the member turned its channel off): nothing to deliver.
    const ids = requested?.filter((id) => id > 0);
    if (ids && ids.length === 0) return 0;
    const candidates = await this.repo.deliverable(this.clock.now().toISOString(), limit, ids);
    let sent = 0;
    for (const id of candidates) {
      if (await this.deliverOne(id)) sent += 1;
    }
    return sent;
  }

  private async deliverOne(id: number): Promise<boolean> {
    const now = this.clock.now();
    const claimed = await this.repo.claim(id, now.toISOString(), new Date(now.getTime() + CLAIM_MS).toISOString());
    if (!claimed) return false;
    try {
      await this.sender.send({
        id: claimed.id,
        channel: claimed.channel,
        recipient: claimed.recipient,
        userId: claimed.userId,
        kind: claimed.kind,
        subject: claimed.subject,
        body: claimed.body,
      });
      await this.repo.markSent(id, this.clock.now().toISOString());
      return true;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await this.repo.markFailed(id, claimed.attemptCnt >= MAX_ATTEMPTS, message.slice(0, 500));
      return false;
    }
  }
}
