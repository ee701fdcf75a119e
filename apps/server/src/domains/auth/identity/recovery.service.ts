import { AUTH_MESSAGES } from '@onfan/contracts/auth';
import { maskLoginId } from '@onfan/contracts/mask';
import type { RunInTransaction } from '../../../db/executor.js';
import { AppError } from '../../../http/app-error.js';
import { ok } from '../../../http/command.js';
import type { Clock } from '../../../lib/clock.js';
import { AuthRepository } from '../auth.repository.js';
import type { UserRow } from '../auth.tables.js';
import { toSeoulIso } from '../auth-time.js';
import type { NotificationOutbox } from '../notification/outbox.js';
import { hashPassword } from '../password.js';
import type { SessionService } from '../session.service.js';
import type { IdentityService, TicketRow } from './identity.service.js';
import { samePerson } from './person.js';

/** Finding ids, resetting a password, clearing the login lock and restoring a dormant account, after verification. */
export class RecoveryService {
  constructor(
    private readonly accounts: AuthRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly identity: IdentityService,
    private readonly sessions: SessionService,
    private readonly outbox: NotificationOutbox,
  ) {}

  /** The verified person's accounts: same name and mobile, and the same birth date where the account stores one. */
  private async accountsOf(person: TicketRow): Promise<UserRow[]> {
    const rows = (await this.accounts.findByIdentity(person.userNm, person.mblNo)).filter((u) => samePerson(u, person));
    if (rows.length === 0) throw AppError.notFound(AUTH_MESSAGES.noAccountFound);
    return rows;
  }

  /** Masked ids of the verified person's accounts (the ticket stays usable for a password reset). */
  async findIds(ticket: string) {
    const accounts = await this.accountsOf(await this.identity.peek(ticket));
    return accounts.map((u) => ({
      lgnId: maskLoginId(u.lgnId),
      regDt: toSeoulIso(u.regDt),
      userPattnCd: u.userPattnCd,
    }));
  }

  /** POST findId: the masked ids with the identity message. */
  async findId(ticket: string) {
    return ok(AUTH_MESSAGES.identityOk, { items: await this.findIds(ticket) });
  }

  /** GET user/find/ids: the masked ids. */
  async listIds(ticket: string) {
    return { items: await this.findIds(ticket) };
  }

  /** Sends the full ids by text message to the verified mobile number, once per ticket. */
  async sendIdsByLms(ticket: string) {
    const person = await this.identity.peek(ticket);
    const accounts = await this.accountsOf(person);
    if (!(await this.identity.markLmsSent(ticket))) throw AppError.conflict(AUTH_MESSAGES.idsAlreadySent);
    const id = await this.outbox.enqueue({
      channel: 'SMS',
      recipient: person.mblNo,
      userId: accounts[0]?.userId ?? null,
      kind: 'FIND_ID',
      body: `[온판] ${person.userNm}님의 아이디: ${accounts.map((a) => a.lgnId).join(', ')}`,
    });
    await this.outbox.deliver([id]);
    return ok(AUTH_MESSAGES.idsSent);
  }

  /** The account named by `lgnId` must belong to the verified person (name, mobile and any stored birth date). */
  private async accountFor(lgnId: string, person: TicketRow): Promise<UserRow> {
    const user = await this.accounts.findByLgnId(lgnId);
    if (!user || !samePerson(user, person)) throw AppError.badRequest(AUTH_MESSAGES.noAccountForId);
    return user;
  }

  /** Spends the identity ticket for a one-time password-reset ticket of that account. */
  async startPasswordReset(lgnId: string, ticket: string) {
    const user = await this.accountFor(lgnId, await this.identity.peek(ticket));
    return this.transaction(async (trx) => {
      await this.identity.consume(trx, ticket);
      return this.identity.issueResetTicket(trx, {
        userId: user.userId,
        userNm: user.userNm,
        mblNo: user.mblNo ?? '',
      });
    });
  }

  /** Sets the new password, clears the login lock and signs every device out. */
  async resetPassword(resetTicket: string, newPasswd: string) {
    const hash = await hashPassword(newPasswd);
    const nowIso = this.clock.now().toISOString();
    const userId = await this.transaction(async (trx) => {
      const id = await this.identity.consumeResetTicket(trx, resetTicket);
      const ok = await new AuthRepository(trx).update(id, { userPasswd: hash, lgnFailCnt: 0, mdfcnDt: nowIso });
      if (!ok) throw AppError.badRequest(AUTH_MESSAGES.resetTicketInvalid);
      return id;
    });
    await this.sessions.revokeAll(userId);
    return ok(AUTH_MESSAGES.passwordChanged);
  }

  /** updateLgnFailMtry: clears the failed-login counter of the verified person's account. */
  async clearLoginLock(lgnId: string, ticket: string) {
    const user = await this.accountFor(lgnId, await this.identity.peek(ticket));
    await this.transaction(async (trx) => {
      await this.identity.consume(trx, ticket);
      await new AuthRepository(trx).update(user.userId, { lgnFailCnt: 0, mdfcnDt: this.clock.now().toISOString() });
    });
    return ok(AUTH_MESSAGES.lockCleared);
  }

  /** Restores a dormant account of the verified person; the member signs in afterwards as usual. */
  async restoreDormant(lgnId: string, ticket: string) {
    const user = await this.accountFor(lgnId, await this.identity.peek(ticket));
    if (user.userStts !== 'DORMANT') throw AppError.badRequest(AUTH_MESSAGES.notDormant);
    await this.transaction(async (trx) => {
      await this.identity.consume(trx, ticket);
      const restored = await new AuthRepository(trx).restoreDormant(user.userId, this.clock.now().toISOString());
      if (!restored) throw AppError.badRequest(AUTH_MESSAGES.notDormant);
    });
    return ok(AUTH_MESSAGES.restoreOk);
  }
}
