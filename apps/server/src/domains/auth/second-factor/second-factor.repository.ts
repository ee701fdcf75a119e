import type { Executor } from '../../../db/executor.js';

/** Operators' second factor (opr_mfa, opr_mfa_recovery) and the session's mark that it was passed. */
export class SecondFactorRepository {
  constructor(private readonly db: Executor) {}

  async find(userId: number) {
    return this.db
      .selectFrom('oprMfa')
      .select(['userId', 'secretEnc', 'pendingSecretEnc', 'lastStep', 'enrolledAt'])
      .where('userId', '=', userId)
      .executeTakeFirst();
  }

  /** Keeps a new secret waiting for its first code (an enrolment started again replaces the one waiting). */
  async savePending(userId: number, pendingSecretEnc: string, now: string): Promise<void> {
    await this.db
      .insertInto('oprMfa')
      .values({ userId, secretEnc: null, pendingSecretEnc, enrolledAt: null, updtDt: now })
      .onConflict((oc) => oc.column('userId').doUpdateSet({ pendingSecretEnc, updtDt: now }))
      .execute();
  }

  /**
   * Makes the waiting secret the operator's, once (false when another enrolment finished first), recording its
   * first code's time step as used.
   */
  async confirm(userId: number, pendingSecretEnc: string, step: number, now: string): Promise<boolean> {
    const r = await this.db
      .updateTable('oprMfa')
      .set({ secretEnc: pendingSecretEnc, pendingSecretEnc: null, lastStep: step, enrolledAt: now, updtDt: now })
      .where('userId', '=', userId)
      .where('pendingSecretEnc', '=', pendingSecretEnc)
      .where('secretEnc', 'is', null)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /** Uses a time step: true only for a step later than every one used before (a code is good once). */
  async useStep(userId: number, step: number, now: string): Promise<boolean> {
    const r = await this.db
      .updateTable('oprMfa')
      .set({ lastStep: step, updtDt: now })
      .where('userId', '=', userId)
      .where('lastStep', '<', step)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async replaceRecoveryCodes(userId: number, codeHashes: string[]): Promise<void> {
    await this.db.deleteFrom('oprMfaRecovery').where('userId', '=', userId).execute();
    await this.db
      .insertInto('oprMfaRecovery')
      .values(codeHashes.map((codeHash) => ({ userId, codeHash, usedAt: null })))
      .execute();
  }

  /** Spends a recovery code, once. */
  async useRecoveryCode(userId: number, codeHash: string, now: string): Promise<boolean> {
    const r = await this.db
      .updateTable('oprMfaRecovery')
      .set({ usedAt: now })
      .where('userId', '=', userId)
      .where('codeHash', '=', codeHash)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async recoveryCodesLeft(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('oprMfaRecovery')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Marks the session as having passed the second factor. */
  async markSession(tokenHash: string, now: string): Promise<void> {
    await this.db.updateTable('userSession').set({ secondFactorAt: now }).where('tokenHash', '=', tokenHash).execute();
  }

  /** Removes an operator's second factor (a system administrator's reset): the next login enrols again. */
  async remove(userId: number): Promise<void> {
    await this.db.deleteFrom('oprMfaRecovery').where('userId', '=', userId).execute();
    await this.db.deleteFrom('oprMfa').where('userId', '=', userId).execute();
  }
}
