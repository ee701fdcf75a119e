import type { AnnouncementAudience, AnnouncementQuery } from '@onfan/contracts/notification.admin';
import type { Insertable, Updateable } from 'kysely';
import { type RawBuilder, sql } from 'kysely';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor } from '../../db/executor.js';
import { pageOffset } from '../../http/paging.js';
import type { NtfAncmtDlvrTable, NtfAncmtTable } from './notification.tables.js';

const ANNOUNCEMENT_SORT = { tit: 'ancmtTit', regDt: 'regDt', sndDt: 'sndDt' } as const;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export type AnnouncementRecord = NonNullable<Awaited<ReturnType<AnnouncementRepository['byId']>>>;

/** A member the fan-out writes to: their contacts and the consents advertising asks for. */
export interface AudienceMember {
  userId: number;
  mblNo: string | null;
  userEmail: string | null;
  nightAdAgreYn: 'Y' | 'N';
}

/** The announcements desk's queries (decision 045): the only SQL of announcements and their deliveries. */
export class AnnouncementRepository {
  constructor(private readonly db: Executor) {}

  /**
   * The one query builder of who an announcement reaches: active members (never operators) of the chosen kind, of
   * the chosen 시·도 when one is chosen (members who recorded no 활동 지역 are in no regional group) and, for
   * advertising, only those with the marketing consent. The desk's count and the fan-out both start here, so the
   * number shown before sending is the number of members written to.
   */
  private audience(a: AnnouncementAudience) {
    let q = this.db.selectFrom('appUser as u').where('u.userStts', '=', 'ACTIVE').where('u.userPattnCd', '!=', '100');
    if (a.userPattnCd) q = q.where('u.userPattnCd', '=', a.userPattnCd);
    if (a.rgnCd) q = q.where('u.rgnCd', '=', a.rgnCd);
    if (a.ancmtKind === 'AD') q = q.where('u.mktAgreYn', '=', 'Y');
    return q;
  }

  /** How many the audience holds; and of them, how many lack the night consent (advertising held at night). */
  async reach(a: AnnouncementAudience): Promise<{ reachCnt: number; withoutNightConsent: number }> {
    const row = await this.audience(a)
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>(eb.case().when('u.nightAdAgreYn', '=', 'Y').then(0).else(1).end()).as('night'),
      ])
      .executeTakeFirstOrThrow();
    return { reachCnt: Number(row.n), withoutNightConsent: Number(row.night ?? 0) };
  }

  /** The next members of the audience with no delivery row for this announcement yet, by member id. */
  async pendingMembers(ancmtId: number, a: AnnouncementAudience, limit: number): Promise<AudienceMember[]> {
    return this.audience(a)
      .select(['u.userId', 'u.mblNo', 'u.userEmail', 'u.nightAdAgreYn'])
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('ntfAncmtDlvr as d')
              .select('d.userId')
              .where('d.ancmtId', '=', ancmtId)
              .whereRef('d.userId', '=', 'u.userId'),
          ),
        ),
      )
      .orderBy('u.userId')
      .limit(limit)
      .execute();
  }

  /** Held deliveries of an announcement with each member's contacts and current marketing consent. */
  async heldMembers(ancmtId: number, limit: number) {
    return this.db
      .selectFrom('ntfAncmtDlvr as d')
      .innerJoin('appUser as u', 'u.userId', 'd.userId')
      .select(['u.userId', 'u.mblNo', 'u.userEmail', 'u.nightAdAgreYn', 'u.mktAgreYn', 'u.userStts'])
      .where('d.ancmtId', '=', ancmtId)
      .where('d.dlvrStts', '=', 'HELD')
      .orderBy('d.userId')
      .limit(limit)
      .execute();
  }

  /** Writes a member's delivery row once (the primary key): false when a run before already wrote it. */
  async insertDelivery(row: NtfAncmtDlvrTable): Promise<boolean> {
    const res = await this.db
      .insertInto('ntfAncmtDlvr')
      .values(row)
      .onConflict((oc) => oc.columns(['ancmtId', 'userId']).doNothing())
      .returning('userId')
      .executeTakeFirst();
    return res !== undefined;
  }

  /** Moves a held delivery on (to SHOWN or DROPPED) only if it is still held: one run releases it. */
  async releaseHeld(
    ancmtId: number,
    userId: number,
    values: Pick<NtfAncmtDlvrTable, 'dlvrStts' | 'smsSt' | 'emailSt' | 'dlvrDt'>,
  ): Promise<boolean> {
    const res = await this.db
      .updateTable('ntfAncmtDlvr')
      .set(values)
      .where('ancmtId', '=', ancmtId)
      .where('userId', '=', userId)
      .where('dlvrStts', '=', 'HELD')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async heldCount(ancmtId: number): Promise<number> {
    const row = await this.db
      .selectFrom('ntfAncmtDlvr')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ancmtId', '=', ancmtId)
      .where('dlvrStts', '=', 'HELD')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Delivery counts per channel for these announcements, read from their rows. */
  async counts(ids: readonly number[]) {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('ntfAncmtDlvr')
      .select((eb) => {
        const count = (cond: RawBuilder<number>) => eb.fn.sum<number>(cond);
        return [
          'ancmtId',
          eb.fn.countAll<number>().as('targetCnt'),
          count(sql<number>`case when dlvr_stts = 'SHOWN' then 1 else 0 end`).as('shownCnt'),
          count(sql<number>`case when sms_st = 'SENT' then 1 else 0 end`).as('smsCnt'),
          count(sql<number>`case when email_st = 'SENT' then 1 else 0 end`).as('emailCnt'),
          count(
            sql<number>`case when dlvr_stts = 'DROPPED' or sms_st = 'OFF' or email_st = 'OFF' then 1 else 0 end`,
          ).as('excludedCnt'),
          count(sql<number>`case when dlvr_stts = 'HELD' then 1 else 0 end`).as('heldCnt'),
        ];
      })
      .where('ancmtId', 'in', [...ids])
      .groupBy('ancmtId')
      .execute();
    return rows.map((r) => ({
      ancmtId: r.ancmtId,
      targetCnt: Number(r.targetCnt),
      shownCnt: Number(r.shownCnt ?? 0),
      smsCnt: Number(r.smsCnt ?? 0),
      emailCnt: Number(r.emailCnt ?? 0),
      excludedCnt: Number(r.excludedCnt ?? 0),
      heldCnt: Number(r.heldCnt ?? 0),
    }));
  }

  async list(q: AnnouncementQuery) {
    let base = this.db.selectFrom('ntfAncmt');
    if (q.q) {
      const p = `%${escapeLike(q.q.toLowerCase())}%`;
      base = base.where((eb) => eb(sql`lower(ancmt_tit)`, 'like', sql`${p} escape '\\'`));
    }
    if (q.ancmtKind) base = base.where('ancmtKind', '=', q.ancmtKind);
    if (q.state) base = base.where('ancmtStts', '=', q.state);
    const { column, direction } = consoleOrder(q, ANNOUNCEMENT_SORT, { sort: 'regDt', order: 'desc' });
    const [items, count] = await Promise.all([
      base
        .selectAll()
        .orderBy(column, direction)
        .orderBy('ancmtId', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.n) };
  }

  byId(ancmtId: number) {
    return this.db.selectFrom('ntfAncmt').selectAll().where('ancmtId', '=', ancmtId).executeTakeFirst();
  }

  async insert(row: Insertable<NtfAncmtTable>): Promise<number> {
    const r = await this.db.insertInto('ntfAncmt').values(row).returning('ancmtId').executeTakeFirstOrThrow();
    return r.ancmtId;
  }

  /** Changes a draft only if it is still the copy read and still a draft; false when it is not. */
  async updateDraftIfCopy(ancmtId: number, updtDt: string, values: Updateable<NtfAncmtTable>): Promise<boolean> {
    const res = await this.db
      .updateTable('ntfAncmt')
      .set(values)
      .where('ancmtId', '=', ancmtId)
      .where('updtDt', '=', updtDt)
      .where('ancmtStts', '=', 'DRAFT')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /**
   * Takes the announcements due for the fan-out (sending, `nextRunDt` passed), each by a conditional UPDATE that moves
   * its time on by the lease: two runs at once never take the same one; a run that died is taken over when the
   * lease ends.
   */
  async claimDue(nowIso: string, leaseUntil: string, limit: number): Promise<AnnouncementRecord[]> {
    const due = await this.db
      .selectFrom('ntfAncmt')
      .select(['ancmtId', 'nextRunDt'])
      .where('ancmtStts', '=', 'SENDING')
      .where('nextRunDt', '<=', nowIso)
      .orderBy('nextRunDt')
      .limit(limit)
      .execute();
    const out: AnnouncementRecord[] = [];
    for (const d of due) {
      const claimed = await this.claim(d.ancmtId, nowIso, leaseUntil);
      if (claimed) out.push(claimed);
    }
    return out;
  }

  /** Takes one announcement for the fan-out if it is sending and due (a conditional UPDATE). */
  claim(ancmtId: number, nowIso: string, leaseUntil: string) {
    return this.db
      .updateTable('ntfAncmt')
      .set({ nextRunDt: leaseUntil })
      .where('ancmtId', '=', ancmtId)
      .where('ancmtStts', '=', 'SENDING')
      .where('nextRunDt', '<=', nowIso)
      .returningAll()
      .executeTakeFirst();
  }

  /** After a run: DONE when nothing waits, else due again at `nextRunDt` (08:00 Seoul for held advertising). */
  async finishRun(ancmtId: number, next: { done: true; at: string } | { done: false; nextRunDt: string }) {
    await this.db
      .updateTable('ntfAncmt')
      .set(
        next.done
          ? { ancmtStts: 'DONE', nextRunDt: null, doneDt: next.at }
          : { ancmtStts: 'SENDING', nextRunDt: next.nextRunDt },
      )
      .where('ancmtId', '=', ancmtId)
      .where('ancmtStts', '=', 'SENDING')
      .execute();
  }
}
