import { sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';
import type { NotificationGroup } from '@onfan/contracts/notification';
import type { NotificationTargetType } from './notification.tables.js';

export interface NewInAppRow {
  userId: number;
  outboxId: number | null;
  ntfKind: string;
  ntfTit: string;
  ntfCn: string;
  link: string;
  tgtType: NotificationTargetType | null;
  tgtId: number | null;
  regDt: string;
}

/**
 * A notification is shown while the thing it is about exists: no target, or a community post still published, or a
 * community still open. One rule for the list and the count, so the badge never counts what the list leaves out.
 */
function targetStillThere(eb: ExpressionBuilder<DB, 'ntf'>) {
  return eb.or([
    eb('ntf.tgtType', 'is', null),
    eb.and([
      eb('ntf.tgtType', '=', 'community-post'),
      eb.exists(
        eb
          .selectFrom('comunBltartcl as p')
          .select('p.comunBltartclId')
          .whereRef('p.comunBltartclId', '=', 'ntf.tgtId')
          .where('p.useYn', '=', 'Y')
          .where('p.expsrYn', '=', 'Y'),
      ),
    ]),
    eb.and([
      eb('ntf.tgtType', '=', 'scommunity'),
      eb.exists(
        eb.selectFrom('cmnt as c').select('c.cmntId').whereRef('c.cmntId', '=', 'ntf.tgtId').where('c.useYn', '=', 'Y'),
      ),
    ]),
  ]);
}

/** The members' in-app notifications (ntf): the only code that builds their queries. */
export class NotificationRepository {
  constructor(private readonly db: Executor) {}

  /** Writes one; a second write for the same outbox message is no change (the unique outbox id decides). */
  async insert(row: NewInAppRow): Promise<boolean> {
    const res = await this.db
      .insertInto('ntf')
      .values({ ...row, readDt: null })
      .onConflict((oc) => oc.column('outboxId').doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  private mine(userId: number) {
    return this.db.selectFrom('ntf').where('ntf.userId', '=', userId).where(targetStillThere);
  }

  /** A member's notifications whose target is still there, newest first. */
  async page(userId: number, limit: number, offset: number) {
    const [rows, total] = await Promise.all([
      this.mine(userId)
        .select(['ntfId', 'ntfKind', 'ntfTit', 'ntfCn', 'link', 'readDt', 'regDt'])
        .orderBy('ntf.ntfId', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.mine(userId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  /** Unread and still about something that exists. */
  async unreadCount(userId: number): Promise<number> {
    const row = await this.mine(userId)
      .where('ntf.readDt', 'is', null)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The owner of a notification the centre still shows (undefined when there is none, or its target is gone). */
  async facts(ntfId: number): Promise<{ userId: number; readDt: string | null } | undefined> {
    return this.db
      .selectFrom('ntf')
      .select(['ntf.userId', 'ntf.readDt'])
      .where('ntf.ntfId', '=', ntfId)
      .where(targetStillThere)
      .executeTakeFirst();
  }

  /** Marks the member's notification read, once: reading it again keeps the first time. */
  async markRead(ntfId: number, userId: number, now: string): Promise<boolean> {
    const res = await this.db
      .updateTable('ntf')
      .set({ readDt: now })
      .where('ntfId', '=', ntfId)
      .where('userId', '=', userId)
      .where('readDt', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** Marks the member's unread notifications of one kind about one link read; true when one changed. */
  async markReadAbout(userId: number, kind: string, link: string, now: string): Promise<boolean> {
    const res = await this.db
      .updateTable('ntf')
      .set({ readDt: now })
      .where('userId', '=', userId)
      .where('ntfKind', '=', kind)
      .where('link', '=', link)
      .where('readDt', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** Marks every unread notification of the member read; answers how many changed. */
  async markAllRead(userId: number, now: string): Promise<number> {
    const res = await this.db
      .updateTable('ntf')
      .set({ readDt: now })
      .where('userId', '=', userId)
      .where('readDt', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  }

  /** The member's channel choices, per kind of notification they chose for (none: every channel on). */
  prefs(userId: number) {
    return this.db.selectFrom('ntfPref').select(['grp', 'smsYn', 'emailYn']).where('userId', '=', userId).execute();
  }

  /** Whether the member takes this kind on this channel (no choice made: yes). */
  async allows(userId: number, grp: NotificationGroup, channel: 'SMS' | 'EMAIL'): Promise<boolean> {
    const row = await this.db
      .selectFrom('ntfPref')
      .select(channel === 'SMS' ? 'smsYn as yn' : 'emailYn as yn')
      .where('userId', '=', userId)
      .where('grp', '=', grp)
      .executeTakeFirst();
    return row === undefined || row.yn === 'Y';
  }

  /** Saves the member's choice for one kind (one row per member and kind: an upsert on the key). */
  async savePref(userId: number, p: { grp: NotificationGroup; smsYn: 'Y' | 'N'; emailYn: 'Y' | 'N' }, now: string) {
    await this.db
      .insertInto('ntfPref')
      .values({ userId, ...p, updtDt: now })
      .onConflict((oc) =>
        oc.columns(['userId', 'grp']).doUpdateSet({ smsYn: p.smsYn, emailYn: p.emailYn, updtDt: now }),
      )
      .execute();
  }

  /** `pg_notify` on this executor: inside a transaction, delivered only if it commits. */
  async notify(channel: string, payload: string): Promise<void> {
    await sql`select pg_notify(${channel}, ${payload})`.execute(this.db);
  }
}
