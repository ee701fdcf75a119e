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

  /**
   * Takes the member's row lock for the rest of the transaction (a no-op update, which both databases lock), so two
   * operators' changes to one member's suspensions run one after another: each reads the copy after the other's
   * commit. A plain update takes no key lock, so the member's own writes that reference the account do not wait.
   */
  async lockMember(userId: number): Promise<void> {
    await this.db
      .updateTable('appUser')
      .set((eb) => ({ userPattnCd: eb.ref('userPattnCd') }))
      .where('userId', '=', userId)
      .execute();
  }

  /**
   * The copy a change names: the newest suspension's id and how many suspensions are closed (`id-closed`, `0-0`
   * when there is none), so a new suspension and a lift each change it.
   */
  async copy(userId: number): Promise<string> {
    const row = await this.db
      .selectFrom('pstgSspnsn')
      .select([sql<number>`coalesce(max(sspnsn_id), 0)`.as('id'), sql<number>`count(clsd_dt)`.as('closed')])
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    return `${Number(row.id)}-${Number(row.closed)}`;
  }

  /** Closes the member's open row, if any (a replaced or lifted suspension), under the member's row lock. */
  async closeOpen(userId: number, values: { clsdDt: string; liftRsn: string; liftOprId: number }): Promise<void> {
    await this.db
      .updateTable('pstgSspnsn')
      .set(values)
      .where('userId', '=', userId)
      .where('clsdDt', 'is', null)
      .execute();
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
