import { byRoleOrder, type OperatorRole } from '@onfan/contracts/operator-roles';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Executor } from '../../db/executor.js';

/** The live session of a token at a time, with its member (compiled once: every authenticated request asks it). */
const liveSession = compiledOnce((db: Executor, tokenHash: string, now: string) =>
  db
    .selectFrom('userSession')
    .innerJoin('appUser', 'appUser.userId', 'userSession.userId')
    .select([
      'userSession.tokenHash',
      'userSession.expiresAt',
      'userSession.lastSeenAt',
      'userSession.secondFactorAt',
      'appUser.userId',
      'appUser.lgnId',
      'appUser.userPattnCd',
      'appUser.userStts',
      'appUser.rstrcTypeCd',
      'appUser.rstrcRsn',
      'appUser.rstrcEndDt',
    ])
    .where('userSession.tokenHash', '=', tokenHash)
    .where('userSession.revokedAt', 'is', null)
    .where('userSession.expiresAt', '>', now),
);

/** Sessions (user_session): tokens stored hashed, with their sliding expiry and the my-info password window. */
export class SessionRepository {
  constructor(private readonly db: Executor) {}

  async insert(row: { tokenHash: string; userId: number; now: string; expiresAt: string }): Promise<void> {
    await this.db
      .insertInto('userSession')
      .values({
        tokenHash: row.tokenHash,
        userId: row.userId,
        createdAt: row.now,
        lastSeenAt: row.now,
        expiresAt: row.expiresAt,
        revokedAt: null,
        passwdCnfmUntil: null,
      })
      .execute();
  }

  /**
   * The live session of a token with its member. Every authenticated request asks it, so its query is compiled once
   * (`liveSession`, decision 042).
   */
  async findLive(tokenHash: string, now: string) {
    return (await liveSession(this.db, tokenHash, now))[0];
  }

  /** An operator's roles (decision 034). */
  async rolesOf(userId: number): Promise<OperatorRole[]> {
    const rows = await this.db.selectFrom('oprRole').select('roleCd').where('userId', '=', userId).execute();
    return rows.map((r) => r.roleCd).sort(byRoleOrder);
  }

  async touch(tokenHash: string, now: string, expiresAt: string): Promise<void> {
    await this.db
      .updateTable('userSession')
      .set({ lastSeenAt: now, expiresAt })
      .where('tokenHash', '=', tokenHash)
      .execute();
  }

  /** Extends a live session; false when it already expired or was revoked. */
  async extend(tokenHash: string, now: string, expiresAt: string): Promise<boolean> {
    const r = await this.db
      .updateTable('userSession')
      .set({ lastSeenAt: now, expiresAt })
      .where('tokenHash', '=', tokenHash)
      .where('revokedAt', 'is', null)
      .where('expiresAt', '>', now)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async setPasswordChecked(tokenHash: string, until: string | null): Promise<void> {
    await this.db
      .updateTable('userSession')
      .set({ passwdCnfmUntil: until })
      .where('tokenHash', '=', tokenHash)
      .execute();
  }

  async find(tokenHash: string) {
    return this.db
      .selectFrom('userSession')
      .select(['userId', 'expiresAt', 'passwdCnfmUntil', 'revokedAt'])
      .where('tokenHash', '=', tokenHash)
      .executeTakeFirst();
  }

  async revoke(tokenHash: string, now: string): Promise<void> {
    await this.db.updateTable('userSession').set({ revokedAt: now }).where('tokenHash', '=', tokenHash).execute();
  }

  async revokeAllForUser(userId: number, now: string, exceptTokenHash?: string): Promise<void> {
    let q = this.db
      .updateTable('userSession')
      .set({ revokedAt: now })
      .where('userId', '=', userId)
      .where('revokedAt', 'is', null);
    if (exceptTokenHash) q = q.where('tokenHash', '!=', exceptTokenHash);
    await q.execute();
  }
}
