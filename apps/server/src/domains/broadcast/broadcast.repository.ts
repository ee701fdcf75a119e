import type { BrcReportReason, BrcType, LkDskCd } from '@onfan/contracts/broadcast';
import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { BrcInfoTable, BrcPrdctTable, VodCmntTable } from './broadcast.tables.js';

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export type BroadcastRow = Selectable<BrcInfoTable> & { chnlNm: string; cmntCnt: number };
export type CommentRow = Selectable<VodCmntTable> & { userNm: string };

/** The broadcasts' queries: broadcasts, channels, alerts, follows, notices, reports and VOD comments. */
export class BroadcastRepository {
  constructor(private readonly db: Executor) {}

  private broadcasts() {
    return this.db
      .selectFrom('brcInfo as b')
      .innerJoin('brcChnl as c', 'c.brcChnlId', 'b.brcChnlId')
      .where('b.expsrYn', '=', 'Y')
      .where('c.useYn', '=', 'Y')
      .selectAll('b')
      .select('c.chnlNm')
      .select((eb) =>
        eb
          .selectFrom('vodCmnt as v')
          .whereRef('v.brcInfoNo', '=', 'b.brcInfoNo')
          .where('v.expsrYn', '=', 'Y')
          .where('v.useYn', '=', 'Y')
          .select(eb.fn.countAll<number>().as('n'))
          .as('cmntCnt'),
      );
  }

  private static row<T extends { cmntCnt: unknown }>(r: T): T & { cmntCnt: number } {
    return { ...r, cmntCnt: Number(r.cmntCnt ?? 0) };
  }

  /** Broadcasts of a type: live and commerce by start (what is on now and next first), VOD and shorts newest first. */
  async list(f: { type: BrcType; searchTerm: string | undefined; limit: number; offset: number }) {
    let q = this.broadcasts().where('b.brcTypeDcd', '=', f.type);
    if (f.searchTerm) q = q.where('b.brcTit', 'like', `%${escapeLike(f.searchTerm)}%`);
    const countRow = await q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const scheduled = f.type === '1' || f.type === '4';
    const rows = await q
      .orderBy('b.brcBgngDt', scheduled ? 'asc' : 'desc')
      .orderBy('b.brcInfoNo', 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute();
    return { rows: rows.map((r) => BroadcastRepository.row(r)), total: Number(countRow.n) };
  }

  async find(brcInfoNo: number): Promise<BroadcastRow | undefined> {
    const r = await this.broadcasts().where('b.brcInfoNo', '=', brcInfoNo).executeTakeFirst();
    return r ? BroadcastRepository.row(r) : undefined;
  }

  /** Live and commerce broadcasts starting within [from, to), by start. */
  async startingBetween(from: string, to: string): Promise<BroadcastRow[]> {
    const rows = await this.broadcasts()
      .where('b.brcTypeDcd', 'in', ['1', '4'])
      .where('b.brcBgngDt', '>=', from)
      .where('b.brcBgngDt', '<', to)
      .orderBy('b.brcBgngDt', 'asc')
      .orderBy('b.brcInfoNo', 'asc')
      .execute();
    return rows.map((r) => BroadcastRepository.row(r));
  }

  /** A live or commerce broadcast by its number (the alert of one started early), or null. */
  async liveOrCommerce(brcInfoNo: number): Promise<BroadcastRow | null> {
    const row = await this.broadcasts()
      .where('b.brcTypeDcd', 'in', ['1', '4'])
      .where('b.brcInfoNo', '=', brcInfoNo)
      .executeTakeFirst();
    return row ? BroadcastRepository.row(row) : null;
  }

  /** Live and commerce broadcasts on air at `now`. */
  async onAir(now: string): Promise<BroadcastRow[]> {
    const rows = await this.broadcasts()
      .where('b.brcTypeDcd', 'in', ['1', '4'])
      .where('b.brcBgngDt', '<=', now)
      .where('b.brcEndDt', '>', now)
      .orderBy('b.brcBgngDt', 'asc')
      .execute();
    return rows.map((r) => BroadcastRepository.row(r));
  }

  /** Live and commerce broadcasts that start after `now`, soonest first. */
  async upcoming(now: string, limit: number): Promise<BroadcastRow[]> {
    const rows = await this.broadcasts()
      .where('b.brcTypeDcd', 'in', ['1', '4'])
      .where('b.brcBgngDt', '>', now)
      .orderBy('b.brcBgngDt', 'asc')
      .orderBy('b.brcInfoNo', 'asc')
      .limit(limit)
      .execute();
    return rows.map((r) => BroadcastRepository.row(r));
  }

  /** Every shown broadcast (the search index). */
  async shown(): Promise<BroadcastRow[]> {
    const rows = await this.broadcasts().orderBy('b.brcInfoNo', 'asc').execute();
    return rows.map((r) => BroadcastRepository.row(r));
  }

  /** Live and commerce broadcasts with a live stream (the development generator's `live-` media). */
  async liveStreams(): Promise<BroadcastRow[]> {
    const rows = await this.broadcasts()
      .where('b.brcTypeDcd', 'in', ['1', '4'])
      .where('b.mediaKey', 'like', 'live-%')
      .execute();
    return rows.map((r) => BroadcastRepository.row(r));
  }

  /** The newest recordings (VOD), newest first. */
  async recentRecordings(limit: number): Promise<BroadcastRow[]> {
    const rows = await this.broadcasts()
      .where('b.brcTypeDcd', '=', '2')
      .orderBy('b.brcBgngDt', 'desc')
      .orderBy('b.brcInfoNo', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => BroadcastRepository.row(r));
  }

  /** The neighbours of a broadcast in its type's list order (newest first): previous is newer, next is older. */
  async neighbours(row: { brcInfoNo: number; brcTypeDcd: BrcType; brcBgngDt: string }) {
    const base = () => this.broadcasts().where('b.brcTypeDcd', '=', row.brcTypeDcd).clearSelect().select('b.brcInfoNo');
    const newer = await base()
      .where((eb) =>
        eb.or([
          eb('b.brcBgngDt', '>', row.brcBgngDt),
          eb.and([eb('b.brcBgngDt', '=', row.brcBgngDt), eb('b.brcInfoNo', '<', row.brcInfoNo)]),
        ]),
      )
      .orderBy('b.brcBgngDt', 'asc')
      .orderBy('b.brcInfoNo', 'desc')
      .limit(1)
      .executeTakeFirst();
    const older = await base()
      .where((eb) =>
        eb.or([
          eb('b.brcBgngDt', '<', row.brcBgngDt),
          eb.and([eb('b.brcBgngDt', '=', row.brcBgngDt), eb('b.brcInfoNo', '>', row.brcInfoNo)]),
        ]),
      )
      .orderBy('b.brcBgngDt', 'desc')
      .orderBy('b.brcInfoNo', 'asc')
      .limit(1)
      .executeTakeFirst();
    return { preNo: newer?.brcInfoNo ?? null, nextNo: older?.brcInfoNo ?? null };
  }

  products(brcInfoNo: number) {
    return this.db
      .selectFrom('brcPrdct')
      .select(['prdctNm', 'prc', 'sellerNm'])
      .where('brcInfoNo', '=', brcInfoNo)
      .orderBy('sortSeq', 'asc')
      .orderBy('brcPrdctId', 'asc')
      .execute();
  }

  async channels(userId: number | null, onlyFollowed = false) {
    let q = this.db
      .selectFrom('brcChnl as c')
      .where('c.useYn', '=', 'Y')
      .select(['c.brcChnlId', 'c.chnlNm', 'c.chnlExpln', 'c.chnlImgUrl', 'c.chnlImgAlt'])
      .select((eb) =>
        eb
          .selectFrom('brcSbptn as s')
          .whereRef('s.brcChnlId', '=', 'c.brcChnlId')
          .select(eb.fn.countAll<number>().as('n'))
          .as('sbptnCnt'),
      )
      .select((eb) =>
        eb
          .selectFrom('brcSbptn as s')
          .whereRef('s.brcChnlId', '=', 'c.brcChnlId')
          .where('s.userId', '=', userId ?? -1)
          .select(eb.fn.countAll<number>().as('n'))
          .as('mine'),
      );
    if (onlyFollowed) {
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('brcSbptn as s')
            .whereRef('s.brcChnlId', '=', 'c.brcChnlId')
            .where('s.userId', '=', userId ?? -1)
            .select('s.brcSbptnId'),
        ),
      );
    }
    const rows = await q.orderBy('c.brcChnlId', 'asc').execute();
    return rows.map((r) => ({
      brcChnlId: r.brcChnlId,
      chnlNm: r.chnlNm,
      chnlExpln: r.chnlExpln,
      sbptnCnt: Number(r.sbptnCnt ?? 0),
      sbptnYn: Number(r.mine ?? 0) > 0 ? ('Y' as const) : ('N' as const),
      chnlImgUrl: r.chnlImgUrl,
      chnlImgAlt: r.chnlImgAlt,
    }));
  }

  channelExists(brcChnlId: number) {
    return this.db
      .selectFrom('brcChnl')
      .select('brcChnlId')
      .where('brcChnlId', '=', brcChnlId)
      .where('useYn', '=', 'Y')
      .executeTakeFirst();
  }

  // Alerts -----------------------------------------------------------------------------------------------------------

  /** Subscribes; a second subscription of the same broadcast is no error and no second row (unique constraint). */
  async addAlarm(userId: number, brcInfoNo: number, regDt: string): Promise<void> {
    await this.db
      .insertInto('brcAlarm')
      .values({ userId, brcInfoNo, regDt })
      .onConflict((oc) => oc.columns(['userId', 'brcInfoNo']).doNothing())
      .execute();
  }

  async deleteAlarm(userId: number, brcInfoNo: number): Promise<void> {
    await this.db.deleteFrom('brcAlarm').where('userId', '=', userId).where('brcInfoNo', '=', brcInfoNo).execute();
  }

  async deleteAllAlarms(userId: number): Promise<void> {
    await this.db.deleteFrom('brcAlarm').where('userId', '=', userId).execute();
  }

  async alarmSet(userId: number | null, brcInfoNos: number[]): Promise<Set<number>> {
    if (userId === null || brcInfoNos.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('brcAlarm')
      .select('brcInfoNo')
      .where('userId', '=', userId)
      .where('brcInfoNo', 'in', brcInfoNos)
      .execute();
    return new Set(rows.map((r) => r.brcInfoNo));
  }

  async myAlarms(userId: number, limit: number, offset: number) {
    const q = this.broadcasts().innerJoin('brcAlarm as a', 'a.brcInfoNo', 'b.brcInfoNo').where('a.userId', '=', userId);
    const countRow = await q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await q
      .select('a.regDt as alarmRegDt')
      .orderBy('b.brcBgngDt', 'asc')
      .orderBy('b.brcInfoNo', 'asc')
      .limit(limit)
      .offset(offset)
      .execute();
    return { rows: rows.map((r) => BroadcastRepository.row(r)), total: Number(countRow.n) };
  }

  /**
   * Who is to be told of a broadcast: members who subscribed to its alert and members who follow its channel, with a
   * mobile number, and not told yet.
   */
  recipients(brcInfoNo: number, brcChnlId: number) {
    return this.db
      .selectFrom('appUser as u')
      .select(['u.userId', 'u.mblNo'])
      .where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('brcAlarm as a')
              .whereRef('a.userId', '=', 'u.userId')
              .where('a.brcInfoNo', '=', brcInfoNo)
              .select('a.brcAlarmId'),
          ),
          eb.exists(
            eb
              .selectFrom('brcSbptn as s')
              .whereRef('s.userId', '=', 'u.userId')
              .where('s.brcChnlId', '=', brcChnlId)
              .select('s.brcSbptnId'),
          ),
        ]),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('brcNtcn as n')
              .whereRef('n.userId', '=', 'u.userId')
              .where('n.brcInfoNo', '=', brcInfoNo)
              .select('n.brcNtcnId'),
          ),
        ),
      )
      .orderBy('u.userId', 'asc')
      .execute();
  }

  /** Records that a member was told of a broadcast; false when another run already did (unique constraint). */
  async claimNotice(brcInfoNo: number, userId: number, regDt: string): Promise<boolean> {
    const r = await this.db
      .insertInto('brcNtcn')
      .values({ brcInfoNo, userId, regDt })
      .onConflict((oc) => oc.columns(['brcInfoNo', 'userId']).doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  // Follows ----------------------------------------------------------------------------------------------------------

  async follow(userId: number, brcChnlId: number, regDt: string): Promise<void> {
    await this.db
      .insertInto('brcSbptn')
      .values({ userId, brcChnlId, regDt })
      .onConflict((oc) => oc.columns(['userId', 'brcChnlId']).doNothing())
      .execute();
  }

  async unfollow(userId: number, brcChnlId: number): Promise<void> {
    await this.db.deleteFrom('brcSbptn').where('userId', '=', userId).where('brcChnlId', '=', brcChnlId).execute();
  }

  // Reports ----------------------------------------------------------------------------------------------------------

  /**
   * A member's report of a broadcast, a row of kind `brc` in the one report queue (decision 041; comun_rpt_once_uq
   * keeps it once per member): false when they reported this broadcast already. No count hides a broadcast; an
   * operator decides from the queue.
   */
  async insertReport(v: {
    brcInfoNo: number;
    userId: number;
    rsnCd: BrcReportReason;
    rsnCn: string | null;
    regDt: string;
  }): Promise<boolean> {
    const r = await this.db
      .insertInto('comunRpt')
      .values({
        trgtType: 'brc',
        trgtId: v.brcInfoNo,
        userId: v.userId,
        rsnCd: v.rsnCd,
        rsnCn: v.rsnCn,
        regDt: v.regDt,
      })
      .onConflict((oc) => oc.columns(['trgtType', 'trgtId', 'userId']).doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  // Comments ---------------------------------------------------------------------------------------------------------

  /** The comments shown: not hidden by reports, not removed by an operator. */
  private comments() {
    return this.db
      .selectFrom('vodCmnt as v')
      .innerJoin('appUser as u', 'u.userId', 'v.userId')
      .where('v.expsrYn', '=', 'Y')
      .where('v.useYn', '=', 'Y')
      .selectAll('v')
      .select('u.userNm');
  }

  /**
   * A page of top-level comments, newest first, with how many replies each has and its first `preview` replies,
   * oldest first (numbered per comment in the database, so a comment with thousands of replies costs `preview` rows).
   */
  async commentPage(brcInfoNo: number, limit: number, offset: number, preview: number) {
    const countRow = await this.db
      .selectFrom('vodCmnt')
      .where('brcInfoNo', '=', brcInfoNo)
      .where('upCmntId', 'is', null)
      .where('expsrYn', '=', 'Y')
      .where('useYn', '=', 'Y')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const tops = await this.comments()
      .where('v.brcInfoNo', '=', brcInfoNo)
      .where('v.upCmntId', 'is', null)
      .orderBy('v.vodCmntId', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    const ids = tops.map((t) => t.vodCmntId);
    if (ids.length === 0)
      return { tops, replies: [], replyCounts: new Map<number, number>(), total: Number(countRow.n) };
    const numbered = this.comments()
      .where('v.upCmntId', 'in', ids)
      .select((eb) =>
        eb.fn
          .agg<number>('row_number')
          .over((ob) => ob.partitionBy('v.upCmntId').orderBy('v.vodCmntId', 'asc'))
          .as('rplySeq'),
      );
    const replies = await this.db
      .selectFrom(numbered.as('r'))
      .selectAll('r')
      .where('r.rplySeq', '<=', preview)
      .orderBy('r.vodCmntId', 'asc')
      .execute();
    const counts = await this.db
      .selectFrom('vodCmnt')
      .where('upCmntId', 'in', ids)
      .where('expsrYn', '=', 'Y')
      .where('useYn', '=', 'Y')
      .select(['upCmntId', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('upCmntId')
      .execute();
    const replyCounts = new Map(counts.map((c) => [c.upCmntId as number, Number(c.n)]));
    return { tops, replies, replyCounts, total: Number(countRow.n) };
  }

  /** A page of one comment's shown replies, oldest first, and how many there are. */
  async replyPage(vodCmntId: number, limit: number, offset: number) {
    const countRow = await this.db
      .selectFrom('vodCmnt')
      .where('upCmntId', '=', vodCmntId)
      .where('expsrYn', '=', 'Y')
      .where('useYn', '=', 'Y')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await this.comments()
      .where('v.upCmntId', '=', vodCmntId)
      .orderBy('v.vodCmntId', 'asc')
      .limit(limit)
      .offset(offset)
      .execute();
    return { rows, total: Number(countRow.n) };
  }

  /** A comment that is shown (not hidden by reports, not removed). */
  findComment(vodCmntId: number) {
    return this.db
      .selectFrom('vodCmnt')
      .selectAll()
      .where('vodCmntId', '=', vodCmntId)
      .where('expsrYn', '=', 'Y')
      .where('useYn', '=', 'Y')
      .executeTakeFirst();
  }

  // Reports of comments, as the community's report queue asks for them (broadcast.report-targets.ts) ---------------

  /** A comment that is still there (hidden or not): its writer and whether it is shown. */
  reportTarget(vodCmntId: number) {
    return this.db
      .selectFrom('vodCmnt')
      .select(['userId', 'expsrYn'])
      .where('vodCmntId', '=', vodCmntId)
      .where('useYn', '=', 'Y')
      .executeTakeFirst();
  }

  /** Takes the comment's row lock for the rest of the transaction (a no-op update). */
  async lockReported(vodCmntId: number): Promise<void> {
    await this.db
      .updateTable('vodCmnt')
      .set((eb) => ({ expsrYn: eb.ref('expsrYn') }))
      .where('vodCmntId', '=', vodCmntId)
      .execute();
  }

  async setReported(vodCmntId: number, change: 'hide' | 'restore' | 'remove'): Promise<void> {
    const values =
      change === 'hide'
        ? { expsrYn: 'N' as const }
        : change === 'restore'
          ? { expsrYn: 'Y' as const }
          : { useYn: 'N' as const };
    await this.db.updateTable('vodCmnt').set(values).where('vodCmntId', '=', vodCmntId).execute();
  }

  /** What the operators' queue shows of reported comments. */
  async reportExcerpts(ids: readonly number[]) {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('vodCmnt as v')
      .innerJoin('appUser as u', 'u.userId', 'v.userId')
      .innerJoin('brcInfo as b', 'b.brcInfoNo', 'v.brcInfoNo')
      .select([
        'v.vodCmntId as id',
        'v.brcInfoNo',
        'b.brcTypeDcd',
        'v.cmntCn as excerpt',
        'v.cmntCn as text',
        'v.expsrYn',
        'u.userId',
        'u.lgnId',
        'u.userNm',
      ])
      .where('v.vodCmntId', 'in', [...ids])
      .execute();
  }

  // Reports of broadcasts, as the community's report queue asks for them (broadcast.report-targets.ts) -------------

  /** A broadcast (shown or not): it has no member writer (a channel broadcasts it). */
  async reportedBroadcast(brcInfoNo: number) {
    const row = await this.db
      .selectFrom('brcInfo')
      .select(['expsrYn'])
      .where('brcInfoNo', '=', brcInfoNo)
      .executeTakeFirst();
    return row ? { userId: null, expsrYn: row.expsrYn } : undefined;
  }

  /** Takes the broadcast's row lock for the rest of the transaction (a no-op update). */
  async lockReportedBroadcast(brcInfoNo: number): Promise<void> {
    await this.db
      .updateTable('brcInfo')
      .set((eb) => ({ expsrYn: eb.ref('expsrYn') }))
      .where('brcInfoNo', '=', brcInfoNo)
      .execute();
  }

  /** An operator's decision: keep showing it (restore) or hide it from the public (remove; its row stays). */
  async setBroadcastShown(brcInfoNo: number, shown: boolean): Promise<void> {
    await this.db
      .updateTable('brcInfo')
      .set({ expsrYn: shown ? 'Y' : 'N' })
      .where('brcInfoNo', '=', brcInfoNo)
      .execute();
  }

  /** What the operators' queue shows of reported broadcasts: the title, the description and the channel. */
  async broadcastReportExcerpts(ids: readonly number[]) {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('brcInfo as b')
      .innerJoin('brcChnl as c', 'c.brcChnlId', 'b.brcChnlId')
      .select(['b.brcInfoNo', 'b.brcTypeDcd', 'b.brcTit', 'b.brcExpln', 'b.expsrYn', 'c.chnlNm'])
      .where('b.brcInfoNo', 'in', [...ids])
      .execute();
  }

  /** The same member's identical comment under the same broadcast since `since`. */
  sameCommentSince(v: { brcInfoNo: number; userId: number; cmntCn: string; since: string }) {
    return this.db
      .selectFrom('vodCmnt')
      .select('vodCmntId')
      .where('brcInfoNo', '=', v.brcInfoNo)
      .where('userId', '=', v.userId)
      .where('cmntCn', '=', v.cmntCn)
      .where('regDt', '>=', v.since)
      .executeTakeFirst();
  }

  async insertComment(v: Insertable<VodCmntTable>): Promise<number> {
    const r = await this.db.insertInto('vodCmnt').values(v).returning('vodCmntId').executeTakeFirstOrThrow();
    return r.vodCmntId;
  }

  async myChoices(userId: number | null, vodCmntIds: number[]): Promise<Map<number, LkDskCd>> {
    if (userId === null || vodCmntIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('vodCmntLk')
      .select(['vodCmntId', 'lkDskCd'])
      .where('userId', '=', userId)
      .where('vodCmntId', 'in', vodCmntIds)
      .execute();
    return new Map(rows.map((r) => [r.vodCmntId, r.lkDskCd]));
  }

  /**
   * Sets a member's like or dislike of a comment and keeps the comment's counts in step, in the caller's transaction:
   * the first choice inserts (unique per member and comment), a switch updates only when the code differs, and the
   * counts move only by what the database changed.
   */
  async setChoice(vodCmntId: number, userId: number, code: LkDskCd): Promise<void> {
    const inserted = await this.db
      .insertInto('vodCmntLk')
      .values({ vodCmntId, userId, lkDskCd: code })
      .onConflict((oc) => oc.columns(['vodCmntId', 'userId']).doNothing())
      .executeTakeFirst();
    const col = code === '100' ? 'lkCnt' : 'dskCnt';
    const other = code === '100' ? 'dskCnt' : 'lkCnt';
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      await this.db
        .updateTable('vodCmnt')
        .set((eb) => ({ [col]: eb(col, '+', 1) }))
        .where('vodCmntId', '=', vodCmntId)
        .execute();
      return;
    }
    const switched = await this.db
      .updateTable('vodCmntLk')
      .set({ lkDskCd: code })
      .where('vodCmntId', '=', vodCmntId)
      .where('userId', '=', userId)
      .where('lkDskCd', '<>', code)
      .executeTakeFirst();
    if (Number(switched.numUpdatedRows) > 0) {
      await this.db
        .updateTable('vodCmnt')
        .set((eb) => ({ [col]: eb(col, '+', 1), [other]: eb(other, '-', 1) }))
        .where('vodCmntId', '=', vodCmntId)
        .execute();
    }
  }

  // Seed -------------------------------------------------------------------------------------------------------------

  async upsertChannel(chnlNm: string, chnlExpln: string): Promise<number> {
    const found = await this.db
      .selectFrom('brcChnl')
      .select('brcChnlId')
      .where('chnlNm', '=', chnlNm)
      .executeTakeFirst();
    if (found) return found.brcChnlId;
    const r = await this.db
      .insertInto('brcChnl')
      .values({ chnlNm, chnlExpln })
      .returning('brcChnlId')
      .executeTakeFirstOrThrow();
    return r.brcChnlId;
  }

  findByTitle(brcTit: string) {
    return this.db.selectFrom('brcInfo').select('brcInfoNo').where('brcTit', '=', brcTit).executeTakeFirst();
  }

  async insertBroadcast(v: Insertable<BrcInfoTable>, products: Omit<Insertable<BrcPrdctTable>, 'brcInfoNo'>[]) {
    const r = await this.db.insertInto('brcInfo').values(v).returning('brcInfoNo').executeTakeFirstOrThrow();
    if (products.length) {
      await this.db
        .insertInto('brcPrdct')
        .values(products.map((p) => ({ ...p, brcInfoNo: r.brcInfoNo })))
        .execute();
    }
    return r.brcInfoNo;
  }

  // Media ------------------------------------------------------------------------------------------------------------

  /** VOD and shorts without media (broadcast.media.ts renders theirs). */
  recordingsWithoutMedia() {
    return this.db
      .selectFrom('brcInfo')
      .select(['brcInfoNo', 'brcTypeDcd', 'brcTit', 'brcExpln'])
      .where('mediaKey', 'is', null)
      .where('brcTypeDcd', 'in', ['2', '3'])
      .orderBy('brcInfoNo', 'asc')
      .execute();
  }

  async setMediaKey(brcInfoNo: number, mediaKey: string): Promise<void> {
    await this.db
      .updateTable('brcInfo')
      .set({ mediaKey })
      .where('brcInfoNo', '=', brcInfoNo)
      .where('mediaKey', 'is', null)
      .execute();
  }
}
