import type { Executor } from '../../../db/executor.js';
import type { SsoStatus } from '../auth.tables.js';

/** The built-in SSO provider's own account store (sso_account) and its sign-in assertions (sso_assertion). */
export class SsoRepository {
  constructor(private readonly db: Executor) {}

  findById(ssoId: string) {
    return this.db.selectFrom('ssoAccount').selectAll().where('ssoId', '=', ssoId).executeTakeFirst();
  }

  findByUserId(userId: number) {
    return this.db.selectFrom('ssoAccount').selectAll().where('userId', '=', userId).executeTakeFirst();
  }

  async countByBrno(brno: string): Promise<number> {
    const row = await this.db
      .selectFrom('ssoAccount')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('brno', '=', brno)
      .where('ssoStts', '!=', 'WITHDRAWN')
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async incrementFailures(ssoId: string): Promise<number> {
    const row = await this.db
      .updateTable('ssoAccount')
      .set((eb) => ({ lgnFailCnt: eb('lgnFailCnt', '+', 1) }))
      .where('ssoId', '=', ssoId)
      .returning('lgnFailCnt')
      .executeTakeFirst();
    return row?.lgnFailCnt ?? Number.POSITIVE_INFINITY;
  }

  async resetFailures(ssoId: string, nowIso: string, onlyBelow?: number): Promise<boolean> {
    let q = this.db.updateTable('ssoAccount').set({ lgnFailCnt: 0, mdfcnDt: nowIso }).where('ssoId', '=', ssoId);
    if (onlyBelow !== undefined) q = q.where('lgnFailCnt', '<', onlyBelow);
    const r = await q.executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async link(ssoId: string, userId: number, nowIso: string): Promise<boolean> {
    const r = await this.db
      .updateTable('ssoAccount')
      .set({ userId, mdfcnDt: nowIso })
      .where('ssoId', '=', ssoId)
      .where('userId', 'is', null)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async setStatus(ssoId: string, from: SsoStatus, to: SsoStatus, nowIso: string): Promise<boolean> {
    const r = await this.db
      .updateTable('ssoAccount')
      .set({ ssoStts: to, mdfcnDt: nowIso })
      .where('ssoId', '=', ssoId)
      .where('ssoStts', '=', from)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async insertAssertion(row: { tokenHash: string; ssoId: string; createdAt: string; expiresAt: string }) {
    await this.db
      .insertInto('ssoAssertion')
      .values({ ...row, usedAt: null })
      .execute();
  }

  findLiveAssertion(tokenHash: string, nowIso: string) {
    return this.db
      .selectFrom('ssoAssertion')
      .select(['ssoId', 'expiresAt'])
      .where('tokenHash', '=', tokenHash)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', nowIso)
      .executeTakeFirst();
  }

  consumeAssertion(tokenHash: string, nowIso: string) {
    return this.db
      .updateTable('ssoAssertion')
      .set({ usedAt: nowIso })
      .where('tokenHash', '=', tokenHash)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', nowIso)
      .returning('ssoId')
      .executeTakeFirst();
  }
}
