import type { Executor } from '../../../db/executor.js';
import type { NotificationChannel } from '../auth.tables.js';

/** The rows of the notification outbox: written in the caller's transaction, claimed one by one for delivery. */
export class OutboxRepository {
  constructor(private readonly db: Executor) {}

  async insert(row: {
    channel: NotificationChannel;
    recipient: string;
    userId: number | null;
    kind: string;
    subject: string | null;
    body: string;
    createdAt: string;
  }): Promise<number> {
    const inserted = await this.db
      .insertInto('notificationOutbox')
      .values({ ...row, lastError: null, claimedUntil: null, sentAt: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  /** Newest first; `recipients` keeps the text messages to those numbers. */
  async page(recipients: string[] | null, limit: number, offset: number) {
    let base = this.db.selectFrom('notificationOutbox');
    if (recipients) base = base.where('channel', '=', 'SMS').where('recipient', 'in', recipients);
    const [rows, total] = await Promise.all([
      base
        .select(['id', 'channel', 'recipient', 'kind', 'subject', 'body', 'status', 'createdAt'])
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  /** Messages waiting (or whose claim lapsed), oldest first; only `ids` when given. */
  async deliverable(nowIso: string, limit: number, ids?: number[]): Promise<number[]> {
    let q = this.db
      .selectFrom('notificationOutbox')
      .select('id')
      .where((eb) =>
        eb.or([eb('status', '=', 'PENDING'), eb.and([eb('status', '=', 'SENDING'), eb('claimedUntil', '<', nowIso)])]),
      )
      .orderBy('id')
      .limit(limit);
    if (ids) q = q.where('id', 'in', ids);
    return (await q.execute()).map((r) => r.id);
  }

  /** Claims one message for sending (one conditional UPDATE): only one server gets it back. */
  claim(id: number, nowIso: string, claimedUntil: string) {
    return this.db
      .updateTable('notificationOutbox')
      .set((eb) => ({ status: 'SENDING', claimedUntil, attemptCnt: eb('attemptCnt', '+', 1) }))
      .where('id', '=', id)
      .where((eb) =>
        eb.or([eb('status', '=', 'PENDING'), eb.and([eb('status', '=', 'SENDING'), eb('claimedUntil', '<', nowIso)])]),
      )
      .returning(['id', 'channel', 'recipient', 'userId', 'kind', 'subject', 'body', 'attemptCnt'])
      .executeTakeFirst();
  }

  async markSent(id: number, sentAt: string): Promise<void> {
    await this.db
      .updateTable('notificationOutbox')
      .set({ status: 'SENT', sentAt, claimedUntil: null, lastError: null })
      .where('id', '=', id)
      .execute();
  }

  async markFailed(id: number, finalFailure: boolean, lastError: string): Promise<void> {
    await this.db
      .updateTable('notificationOutbox')
      .set({ status: finalFailure ? 'FAILED' : 'PENDING', claimedUntil: null, lastError })
      .where('id', '=', id)
      .execute();
  }

  /** Messages not yet delivered, by status (the metrics' outbox backlog). */
  async backlog(): Promise<Record<'PENDING' | 'SENDING' | 'FAILED', number>> {
    const rows = await this.db
      .selectFrom('notificationOutbox')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .where('status', 'in', ['PENDING', 'SENDING', 'FAILED'])
      .groupBy('status')
      .execute();
    const out = { PENDING: 0, SENDING: 0, FAILED: 0 };
    for (const r of rows) out[r.status as keyof typeof out] = Number(r.n);
    return out;
  }
}
