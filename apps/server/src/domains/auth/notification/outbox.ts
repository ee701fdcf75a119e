import type { OutboxItem } from '@onfan/contracts/auth';
import type { Page } from '@onfan/contracts/envelope';
import { maskEmail, maskPhone } from '@onfan/contracts/mask';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { pageOffset, toPage } from '../../../http/paging.js';
import type { Clock } from '../../../lib/clock.js';
import { toSeoulIso } from '../auth-time.js';

export type NotificationChannel = 'SMS' | 'EMAIL';

export interface OutgoingMessage {
  id: number;
  channel: NotificationChannel;
  recipient: string;
  kind: string;
  subject: string | null;
  body: string;
}

/** Where outbox messages go: a text-message or e-mail gateway in production, the log by default. */
export interface NotificationSender {
  send(message: OutgoingMessage): Promise<void>;
}

interface LogSink {
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
  recipient: string;
  userId?: number | null;
  kind: string;
  subject?: string | null;
  body: string;
}

const MAX_ATTEMPTS = 5;
const CLAIM_MS = 60_000;

/**
 * The notification outbox: services write messages in their own transaction (so a message exists exactly when the
 * change that caused it does); delivery claims each row with a conditional UPDATE, so several servers never send the
 * same message twice, and a crashed claim is retried after it lapses.
 */
export class NotificationOutbox {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly sender: NotificationSender,
  ) {}

  async enqueue(executor: Kysely<DB> | Transaction<DB>, n: NewNotification): Promise<number> {
    const row = await executor
      .insertInto('notificationOutbox')
      .values({
        channel: n.channel,
        recipient: n.recipient,
        userId: n.userId ?? null,
        kind: n.kind,
        subject: n.subject ?? null,
        body: n.body,
        lastError: null,
        claimedUntil: null,
        createdAt: this.clock.now().toISOString(),
        sentAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * The operators' view of the outbox (GET opr/outbox, my-page 발송 알림함): newest first, optionally the text messages
   * to one mobile number (`mblNo` with hyphens, as the contracts' mobileSchema gives it). Recipients are not masked:
   * operators match them against the person asking.
   */
  async page(q: { pageNo: number; pageSize: number; mblNo?: string | undefined }): Promise<Page<OutboxItem>> {
    let base = this.db.selectFrom('notificationOutbox');
    if (q.mblNo) {
      const digits = q.mblNo.replace(/\D/g, '');
      base = base.where('channel', '=', 'SMS').where('recipient', 'in', [...new Set([q.mblNo, digits])]);
    }
    const [rows, total] = await Promise.all([
      base
        .select(['id', 'channel', 'recipient', 'kind', 'subject', 'body', 'status', 'createdAt'])
        .orderBy('id', 'desc')
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const items = rows.map((r) => ({
      ...r,
      channel: r.channel as OutboxItem['channel'],
      status: r.status as OutboxItem['status'],
      createdAt: toSeoulIso(r.createdAt),
    }));
    return toPage(items, Number(total.n), q);
  }

  /** Delivers pending messages (only `ids` when given); answers how many were sent. Never throws for a send error. */
  async deliver(ids?: number[], limit = 100): Promise<number> {
    const nowIso = this.clock.now().toISOString();
    let q = this.db
      .selectFrom('notificationOutbox')
      .select('id')
      .where((eb) =>
        eb.or([eb('status', '=', 'PENDING'), eb.and([eb('status', '=', 'SENDING'), eb('claimedUntil', '<', nowIso)])]),
      )
      .orderBy('id')
      .limit(limit);
    if (ids) {
      if (ids.length === 0) return 0;
      q = q.where('id', 'in', ids);
    }
    const candidates = await q.execute();
    let sent = 0;
    for (const { id } of candidates) {
      if (await this.deliverOne(id)) sent += 1;
    }
    return sent;
  }

  private async deliverOne(id: number): Promise<boolean> {
    const now = this.clock.now();
    const nowIso = now.toISOString();
    const claimed = await this.db
      .updateTable('notificationOutbox')
      .set((eb) => ({
        status: 'SENDING',
        claimedUntil: new Date(now.getTime() + CLAIM_MS).toISOString(),
        attemptCnt: eb('attemptCnt', '+', 1),
      }))
      .where('id', '=', id)
      .where((eb) =>
        eb.or([eb('status', '=', 'PENDING'), eb.and([eb('status', '=', 'SENDING'), eb('claimedUntil', '<', nowIso)])]),
      )
      .returning(['id', 'channel', 'recipient', 'kind', 'subject', 'body', 'attemptCnt'])
      .executeTakeFirst();
    if (!claimed) return false;
    try {
      await this.sender.send({
        id: claimed.id,
        channel: claimed.channel as NotificationChannel,
        recipient: claimed.recipient,
        kind: claimed.kind,
        subject: claimed.subject,
        body: claimed.body,
      });
      await this.db
        .updateTable('notificationOutbox')
        .set({ status: 'SENT', sentAt: this.clock.now().toISOString(), claimedUntil: null, lastError: null })
        .where('id', '=', id)
        .execute();
      return true;
    } catch (err) {
      await this.db
        .updateTable('notificationOutbox')
        .set({
          status: claimed.attemptCnt >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
          claimedUntil: null,
          lastError: err instanceof Error ? err.message.slice(0, 500) : String(err).slice(0, 500),
        })
        .where('id', '=', id)
        .execute();
      return false;
    }
  }
}
