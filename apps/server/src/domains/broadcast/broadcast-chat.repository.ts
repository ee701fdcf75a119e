import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { BrcChatTable } from './broadcast.tables.js';

/** A chat message with its writer's (unmasked) name: the service masks it. */
export type ChatRow = Selectable<BrcChatTable> & { userNm: string };

/** The live chat's queries: messages, the rate window's count, hides, mutes, and the stream's notification. */
export class BroadcastChatRepository {
  constructor(private readonly db: Executor) {}

  private messages() {
    return this.db
      .selectFrom('brcChat as m')
      .innerJoin('appUser as u', 'u.userId', 'm.userId')
      .selectAll('m')
      .select('u.userNm');
  }

  /** The newest `limit` messages shown (not hidden), oldest first. */
  async recent(brcInfoNo: number, limit: number): Promise<ChatRow[]> {
    const rows = await this.messages()
      .where('m.brcInfoNo', '=', brcInfoNo)
      .where('m.hideYn', '=', 'N')
      .orderBy('m.chatId', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse();
  }

  /** The oldest `limit` messages shown after `after`, oldest first. */
  async after(brcInfoNo: number, after: number, limit: number): Promise<ChatRow[]> {
    return this.messages()
      .where('m.brcInfoNo', '=', brcInfoNo)
      .where('m.hideYn', '=', 'N')
      .where('m.chatId', '>', after)
      .orderBy('m.chatId', 'asc')
      .limit(limit)
      .execute();
  }

  async byId(chatId: number): Promise<ChatRow | undefined> {
    return this.messages().where('m.chatId', '=', chatId).executeTakeFirst();
  }

  /** How many messages the member wrote in the broadcast in this rate window. */
  async countInWindow(brcInfoNo: number, userId: number, rateWndw: number): Promise<number> {
    const r = await this.db
      .selectFrom('brcChat')
      .where('brcInfoNo', '=', brcInfoNo)
      .where('userId', '=', userId)
      .where('rateWndw', '=', rateWndw)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /**
   * Writes a message in its rate window's place `rateSeq`; answers its id, or null when another post of the same
   * member took that place first (the unique index decides, on both databases).
   */
  async insert(v: Insertable<BrcChatTable>): Promise<number | null> {
    const r = await this.db
      .insertInto('brcChat')
      .values(v)
      .onConflict((oc) => oc.columns(['brcInfoNo', 'userId', 'rateWndw', 'rateSeq']).doNothing())
      .returning('chatId')
      .executeTakeFirst();
    return r?.chatId ?? null;
  }

  /** Hides a message if it is still the copy `updtDt` and shown; answers whether it did. */
  async hideIfCopy(chatId: number, updtDt: string, v: { hideRsn: string; updtDt: string }): Promise<boolean> {
    const r = await this.db
      .updateTable('brcChat')
      .set({ hideYn: 'Y', hideRsn: v.hideRsn, updtDt: v.updtDt })
      .where('chatId', '=', chatId)
      .where('updtDt', '=', updtDt)
      .where('hideYn', '=', 'N')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async isMuted(brcInfoNo: number, userId: number): Promise<boolean> {
    const r = await this.db
      .selectFrom('brcChatMute')
      .where('brcInfoNo', '=', brcInfoNo)
      .where('userId', '=', userId)
      .select('userId')
      .executeTakeFirst();
    return r !== undefined;
  }

  /** Mutes a member in a broadcast; answers false when they already were (the primary key decides). */
  async mute(v: { brcInfoNo: number; userId: number; muteRsn: string; oprUserId: number; regDt: string }) {
    const r = await this.db
      .insertInto('brcChatMute')
      .values(v)
      .onConflict((oc) => oc.columns(['brcInfoNo', 'userId']).doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** `pg_notify` on this executor: inside a transaction, delivered only if it commits. */
  async notify(channel: string, payload: string): Promise<void> {
    await sql`select pg_notify(${channel}, ${payload})`.execute(this.db);
  }
}
