import type { Executor } from '../../../db/executor.js';
import type { IdentityTxStatus, TicketKind } from '../auth.tables.js';

const MAX_CODE_SENDS = 5;

export class IdentityRepository {
  constructor(private readonly db: Executor) {}

  async insertTx(row: {
    txId: string;
    purpose: 'findinfo' | 'checkme';
    provider: string;
    createdAt: string;
    expiresAt: string;
  }) {
    await this.db
      .insertInto('identityTx')
      .values({
        ...row,
        userNm: null,
        mblNo: null,
        birth: null,
        codeHash: null,
        codeExpiresAt: null,
      })
      .execute();
  }

  findTx(txId: string) {
    return this.db.selectFrom('identityTx').selectAll().where('txId', '=', txId).executeTakeFirst();
  }

  /** Records a (re)sent code; refused once the transaction is finished, expired or has sent too many codes. */
  async recordCodeSent(
    txId: string,
    v: { userNm: string; mblNo: string; birth: string; codeHash: string; codeExpiresAt: string },
    nowIso: string,
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('identityTx')
      .set((eb) => ({ ...v, status: 'CODE_SENT', attemptCnt: 0, sendCnt: eb('sendCnt', '+', 1) }))
      .where('txId', '=', txId)
      .where('status', 'in', ['STARTED', 'CODE_SENT'])
      .where('expiresAt', '>', nowIso)
      .where('sendCnt', '<', MAX_CODE_SENDS)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async incrementAttempt(txId: string): Promise<number> {
    const row = await this.db
      .updateTable('identityTx')
      .set((eb) => ({ attemptCnt: eb('attemptCnt', '+', 1) }))
      .where('txId', '=', txId)
      .where('status', '=', 'CODE_SENT')
      .returning('attemptCnt')
      .executeTakeFirst();
    return row?.attemptCnt ?? Number.POSITIVE_INFINITY;
  }

  async setStatus(txId: string, from: IdentityTxStatus, to: 'VERIFIED' | 'FAILED'): Promise<boolean> {
    const r = await this.db
      .updateTable('identityTx')
      .set({ status: to })
      .where('txId', '=', txId)
      .where('status', '=', from)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async insertTicket(row: {
    ticketHash: string;
    kind: TicketKind;
    userNm: string;
    mblNo: string;
    birth: string | null;
    userId: number | null;
    createdAt: string;
    expiresAt: string;
  }) {
    await this.db
      .insertInto('identityTicket')
      .values({ ...row, usedAt: null, lmsSentAt: null })
      .execute();
  }

  findLiveTicket(ticketHash: string, kind: TicketKind, nowIso: string) {
    return this.db
      .selectFrom('identityTicket')
      .selectAll()
      .where('ticketHash', '=', ticketHash)
      .where('kind', '=', kind)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', nowIso)
      .executeTakeFirst();
  }

  /** Single use: only the first caller gets the row back. */
  consumeTicket(ticketHash: string, kind: TicketKind, nowIso: string) {
    return this.db
      .updateTable('identityTicket')
      .set({ usedAt: nowIso })
      .where('ticketHash', '=', ticketHash)
      .where('kind', '=', kind)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', nowIso)
      .returningAll()
      .executeTakeFirst();
  }

  async markLmsSent(ticketHash: string, nowIso: string): Promise<boolean> {
    const r = await this.db
      .updateTable('identityTicket')
      .set({ lmsSentAt: nowIso })
      .where('ticketHash', '=', ticketHash)
      .where('lmsSentAt', 'is', null)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', nowIso)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async deleteTicketsOfUser(userId: number): Promise<void> {
    await this.db.deleteFrom('identityTicket').where('userId', '=', userId).execute();
  }
}
