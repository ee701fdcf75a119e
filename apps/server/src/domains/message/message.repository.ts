import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { MsgTable } from './message.tables.js';

export type NewMessage = Insertable<MsgTable>;

/** A received message with its sender's columns and what it is about (the post's category, whether it still exists). */
export type InboxRow = Selectable<MsgTable> & {
  sndrUserNm: string;
  sndrNickNm: string | null;
  sndrProfileImg: string | null;
  sndrUserPattnCd: string;
  /** The sender is blocked by the receiver. */
  blocked: number;
  /** rltdTblNo 2: the post's category while it is shown; rltdTblNo 3: 'Y' while the foothold is in use. */
  postCtgr: string | null;
  postShown: number;
  footholdShown: number;
};

/** The messages' queries: the inbox, the unread count, the receiver's read and delete, blocks, used captchas. */
export class MessageRepository {
  constructor(private readonly db: Executor) {}

  /** A member who may receive messages: an active account (not dormant, withdrawn or deleted). */
  async activeUser(userId: number): Promise<{ userId: number } | undefined> {
    return this.db
      .selectFrom('appUser')
      .select('userId')
      .where('userId', '=', userId)
      .where('userStts', '=', 'ACTIVE')
      .executeTakeFirst();
  }

  /** The caller's operator flag (prtlMngrSiteCntnPssYn), read fresh for the reply rule. */
  async siteAccess(userId: number): Promise<'Y' | 'N'> {
    const row = await this.db
      .selectFrom('appUser')
      .select('prtlMngrSiteCntnPssYn')
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row?.prtlMngrSiteCntnPssYn ?? 'N';
  }

  async isBlocked(userId: number, blockedUserId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('msgBlock')
      .select('userId')
      .where('userId', '=', userId)
      .where('blockedUserId', '=', blockedUserId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The writer of a post that was not deleted. */
  async postWriter(comunBltartclId: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('comunBltartcl')
      .select('userId')
      .where('comunBltartclId', '=', comunBltartclId)
      .where('useYn', '=', 'Y')
      .executeTakeFirst();
    return row?.userId;
  }

  /** The owner of a foothold in use. */
  async footholdOwner(ctrFthldId: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('ctrFthld')
      .select('userId')
      .where('ctrFthldId', '=', ctrFthldId)
      .where('useYn', '=', 'Y')
      .executeTakeFirst();
    return row?.userId;
  }

  /** A message as stored (sender, receiver, deleted or not). */
  async find(msgId: number): Promise<Selectable<MsgTable> | undefined> {
    return this.db.selectFrom('msg').selectAll().where('msgId', '=', msgId).executeTakeFirst();
  }

  async insert(values: NewMessage): Promise<number> {
    const row = await this.db.insertInto('msg').values(values).returning('msgId').executeTakeFirstOrThrow();
    return row.msgId;
  }

  private received(userId: number) {
    return this.db.selectFrom('msg as m').where('m.rcvrUserId', '=', userId).where('m.rcvrDelYn', '=', 'N');
  }

  /** A page of the member's received messages that they did not delete, newest first. */
  async inbox(userId: number, limit: number, offset: number): Promise<{ rows: InboxRow[]; total: number }> {
    const total = await this.received(userId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await this.received(userId)
      .innerJoin('appUser as u', 'u.userId', 'm.sndrUserId')
      .selectAll('m')
      .select([
        'u.userNm as sndrUserNm',
        'u.nickNm as sndrNickNm',
        'u.profileImg as sndrProfileImg',
        'u.userPattnCd as sndrUserPattnCd',
      ])
      .select((eb) => [
        eb
          .selectFrom('msgBlock as b')
          .whereRef('b.blockedUserId', '=', 'm.sndrUserId')
          .where('b.userId', '=', userId)
          .select(eb.fn.countAll<number>().as('n'))
          .as('blocked'),
        eb
          .selectFrom('comunBltartcl as p')
          .where('m.rltdTblNo', '=', 2)
          .where(sql<boolean>`cast(p.comun_bltartcl_id as text) = m.rltd_tbl_key`)
          .where('p.useYn', '=', 'Y')
          .where('p.expsrYn', '=', 'Y')
          .select('p.comunCtgrDcd')
          .limit(1)
          .as('postCtgr'),
        eb
          .selectFrom('comunBltartcl as p')
          .where('m.rltdTblNo', '=', 2)
          .where(sql<boolean>`cast(p.comun_bltartcl_id as text) = m.rltd_tbl_key`)
          .where('p.useYn', '=', 'Y')
          .where('p.expsrYn', '=', 'Y')
          .select(eb.fn.countAll<number>().as('n'))
          .as('postShown'),
        eb
          .selectFrom('ctrFthld as f')
          .where('m.rltdTblNo', '=', 3)
          .where(sql<boolean>`cast(f.ctr_fthld_id as text) = m.rltd_tbl_key`)
          .where('f.useYn', '=', 'Y')
          .select(eb.fn.countAll<number>().as('n'))
          .as('footholdShown'),
      ])
      .orderBy('m.regDt', 'desc')
      .orderBy('m.msgId', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return {
      rows: rows.map((r) => ({
        ...r,
        blocked: Number(r.blocked ?? 0),
        postCtgr: r.postCtgr ?? null,
        postShown: Number(r.postShown ?? 0),
        footholdShown: Number(r.footholdShown ?? 0),
      })),
      total: Number(total.n),
    };
  }

  /** Received, not deleted, not read. */
  async unreadCount(userId: number): Promise<number> {
    const row = await this.received(userId)
      .where('m.readgYn', '=', 'N')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Marks the receiver's message read; false when it is not theirs or was deleted. Reading twice is no change. */
  /** A member's name and nickname (the sender a notice names), if the member exists. */
  person(userId: number) {
    return this.db.selectFrom('appUser').select(['userNm', 'nickNm']).where('userId', '=', userId).executeTakeFirst();
  }

  /** The member's e-mail address, if they have one (a received message is told there). */
  async emailOf(userId: number): Promise<string | null> {
    const row = await this.db.selectFrom('appUser').select('userEmail').where('userId', '=', userId).executeTakeFirst();
    return row?.userEmail ?? null;
  }

  async markRead(msgId: number, rcvrUserId: number, now: string): Promise<{ found: boolean; changed: boolean }> {
    const changed = await this.db
      .updateTable('msg')
      .set({ readgYn: 'Y', readgDt: now })
      .where('msgId', '=', msgId)
      .where('rcvrUserId', '=', rcvrUserId)
      .where('rcvrDelYn', '=', 'N')
      .where('readgYn', '=', 'N')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) > 0) return { found: true, changed: true };
    const row = await this.received(rcvrUserId).select('m.msgId').where('m.msgId', '=', msgId).executeTakeFirst();
    return { found: row !== undefined, changed: false };
  }

  /** Deletes the receiver's message from their inbox; false when it is not theirs or was deleted already. */
  async removeForReceiver(msgId: number, rcvrUserId: number): Promise<boolean> {
    const res = await this.db
      .updateTable('msg')
      .set({ rcvrDelYn: 'Y' })
      .where('msgId', '=', msgId)
      .where('rcvrUserId', '=', rcvrUserId)
      .where('rcvrDelYn', '=', 'N')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** Blocks a sender; blocking twice is no change (the unique pair decides). */
  async block(userId: number, blockedUserId: number, now: string): Promise<void> {
    await this.db
      .insertInto('msgBlock')
      .values({ userId, blockedUserId, regDt: now })
      .onConflict((oc) => oc.columns(['userId', 'blockedUserId']).doNothing())
      .execute();
  }

  async unblock(userId: number, blockedUserId: number): Promise<boolean> {
    const res = await this.db
      .deleteFrom('msgBlock')
      .where('userId', '=', userId)
      .where('blockedUserId', '=', blockedUserId)
      .executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  /**
   * Records an anti-bot answer as used: true the first time, false when its signature is already there (the primary
   * key decides, whatever arrives at once). Answers past their expiry are removed first (they are refused anyway).
   */
  async useCaptcha(signature: string, expiresAt: string, now: string): Promise<boolean> {
    await this.db.deleteFrom('captchaUsed').where('expiresAt', '<', now).execute();
    const res = await this.db
      .insertInto('captchaUsed')
      .values({ signature, expiresAt })
      .onConflict((oc) => oc.column('signature').doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Tells every process listening on `channel` (PostgreSQL): runs outside any transaction, after the commit. */
  async notify(channel: string, payload: string): Promise<void> {
    await sql`select pg_notify(${channel}, ${payload})`.execute(this.db);
  }

  /** Seeds: a demo account's id, and whether a seeded message is already there. */
  async userIdByLogin(lgnId: string): Promise<number | undefined> {
    return (await this.db.selectFrom('appUser').select('userId').where('lgnId', '=', lgnId).executeTakeFirst())?.userId;
  }

  async footholdOf(userId: number): Promise<number | undefined> {
    return (
      await this.db
        .selectFrom('ctrFthld')
        .select('ctrFthldId')
        .where('userId', '=', userId)
        .where('useYn', '=', 'Y')
        .executeTakeFirst()
    )?.ctrFthldId;
  }

  async messageIdByContent(sndrUserId: number, rcvrUserId: number, msgCn: string): Promise<number | undefined> {
    return (
      await this.db
        .selectFrom('msg')
        .select('msgId')
        .where('sndrUserId', '=', sndrUserId)
        .where('rcvrUserId', '=', rcvrUserId)
        .where('msgCn', '=', msgCn)
        .executeTakeFirst()
    )?.msgId;
  }
}
