import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

/** A suspension row with the operator's name. */
export interface SuspensionRow {
  sspnsnId: number;
  userId: number;
  bgngDt: string;
  endDt: string | null;
  rsn: string;
  clsdDt: string | null;
  liftRsn: string | null;
  oprNm: string | null;
}

/** The SQL of posting suspensions (pstg_sspnsn): at most one open row per member, closed rows kept. */
export class PostingSuspensionRepository {
  constructor(private readonly db: Executor) {}

  /** The member's suspension in force at `now`, if any. */
  async active(userId: number, now: string): Promise<SuspensionRow | undefined> {
    return this.base()
      .where('s.userId', '=', userId)
      .where('s.clsdDt', 'is', null)
      .where((eb) => eb.or([eb('s.endDt', 'is', null), eb('s.endDt', '>', now)]))
      .executeTakeFirst();
  }

  /** The member's latest suspensions, newest first. */
  async history(userId: number, limit: number): Promise<SuspensionRow[]> {
    return this.base().where('s.userId', '=', userId).orderBy('s.sspnsnId', 'desc').limit(limit).execute();
  }

  private base() {
    return this.db
      .selectFrom('pstgSspnsn as s')
      .leftJoin('appUser as o', 'o.userId', 's.oprId')
      .select(['s.sspnsnId', 's.userId', 's.bgngDt', 's.endDt', 's.rsn', 's.clsdDt', 's.liftRsn', 'o.userNm as oprNm']);
  }

  /** The member's account (pattern, login id, name), or undefined. */
  async member(userId: number) {
    return this.db
      .selectFrom('appUser')
      .select(['userId', 'lgnId', 'userNm', 'userPattnCd'])
      .where('userId', '=', userId)
      .executeTakeFirst();
  }

  async mobileOf(userId: number): Promise<string | null> {
    const row = await this.db.selectFrom('appUser').select('mblNo').where('userId', '=', userId).executeTakeFirst();
    return row?.mblNo ?? null;
  }

  /** The newest suspension's id (the copy a change names), 0 when there is none. */
  async latestId(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('pstgSspnsn')
      .select(sql<number>`coalesce(max(sspnsn_id), 0)`.as('id'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /**
   * Closes the member's open row (a replaced or lifted suspension); answers how many rows it closed (0 or 1).
   * `only` narrows it to the row the copy named, open at that moment (a lift).
   */
  async closeOpen(
    userId: number,
    values: { clsdDt: string; liftRsn: string; liftOprId: number },
    only?: { sspnsnId: number; activeAt: string },
  ): Promise<number> {
    let q = this.db.updateTable('pstgSspnsn').set(values).where('userId', '=', userId).where('clsdDt', 'is', null);
    if (only) {
      q = q
        .where('sspnsnId', '=', only.sspnsnId)
        .where((eb) => eb.or([eb('endDt', 'is', null), eb('endDt', '>', only.activeAt)]));
    }
    const res = await q.executeTakeFirst();
    return Number(res.numUpdatedRows);
  }

  /**
   * Whether a suspension other than `own` was written after the copy `copyId` — read again after the insert, so a
   * change another transaction committed while this one ran (unseen by the first check) refuses this one.
   */
  async writtenSince(userId: number, copyId: number, own: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('pstgSspnsn')
      .select('sspnsnId')
      .where('userId', '=', userId)
      .where('sspnsnId', '>', copyId)
      .where('sspnsnId', '<>', own)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A new open suspension; null when another is open (the partial unique index decides). */
  async insert(row: {
    userId: number;
    bgngDt: string;
    endDt: string | null;
    rsn: string;
    oprId: number;
  }): Promise<number | null> {
    try {
      const r = await this.db.insertInto('pstgSspnsn').values(row).returning('sspnsnId').executeTakeFirstOrThrow();
      return r.sspnsnId;
    } catch (err) {
      if (isUniqueViolation(err)) return null;
      throw err;
    }
  }
}
