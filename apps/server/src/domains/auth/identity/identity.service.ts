import { createHash, randomBytes } from 'node:crypto';
import { AUTH_MESSAGES, IDENTITY_TICKET_MINUTES } from '@onfan/contracts/auth';
import type { Executor } from '../../../db/executor.js';
import { AppError } from '../../../http/app-error.js';
import { ok } from '../../../http/command.js';
import type { Clock } from '../../../lib/clock.js';
import { toSeoulIso } from '../auth-time.js';
import type { IdentityProvider, IdentityPurpose, VerifiedPerson } from './identity.provider.js';
import { IdentityRepository } from './identity.repository.js';

const TX_MINUTES = 30;
const RESET_TICKET_MINUTES = 30;

export interface TicketRow {
  userNm: string;
  mblNo: string;
  birth: string | null;
  userId: number | null;
  ticketHash: string;
}

export function hashTicket(ticket: string): string {
  return createHash('sha256').update(ticket).digest('base64url');
}

/** The identity-verification refusal the client shows: number -1, '본인인증에 실패하였습니다.' plus the provider's message. */
export function identityFailure(providerMessage: string): AppError {
  return new AppError(400, `${AUTH_MESSAGES.identityFail} ${providerMessage}`.trim(), { number: -1 });
}

/**
 * Runs a provider's verification and turns a success into an identity ticket: random, stored hashed, valid 30 minutes,
 * bound to the verified name and mobile number, and spent by the first action that changes an account.
 */
export class IdentityService {
  constructor(
    private readonly repo: IdentityRepository,
    private readonly clock: Clock,
    private readonly provider: IdentityProvider,
  ) {}

  async start(purpose: IdentityPurpose) {
    const txId = randomBytes(16).toString('base64url');
    const now = this.clock.now();
    await this.repo.insertTx({
      txId,
      purpose,
      provider: this.provider.name,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + TX_MINUTES * 60_000).toISOString(),
    });
    return { txId, popupUrl: this.provider.popupUrl(txId, purpose), provider: this.provider.name };
  }

  async sendCode(txId: string, person: VerifiedPerson) {
    if (!this.provider.sendCode) throw AppError.badRequest(AUTH_MESSAGES.identityNoCodeStep);
    await this.liveTx(txId);
    const r = await this.provider.sendCode(txId, person);
    return ok(AUTH_MESSAGES.identityCodeSent, { expiresAt: toSeoulIso(r.codeExpiresAt) });
  }

  async verify(txId: string, input: VerifiedPerson & { code: string }) {
    await this.liveTx(txId);
    const outcome = await this.provider.verify(txId, input);
    if (!outcome.ok) throw identityFailure(outcome.message);
    const repo = this.repo;
    // A transaction verifies once: a replayed result never yields a second ticket.
    if (!(await repo.setStatus(txId, 'CODE_SENT', 'VERIFIED'))) {
      throw identityFailure(AUTH_MESSAGES.identityTxExpired);
    }
    const ticket = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + IDENTITY_TICKET_MINUTES * 60_000).toISOString();
    await repo.insertTicket({
      ticketHash: hashTicket(ticket),
      kind: 'IDENTITY',
      userNm: outcome.person.userNm,
      mblNo: outcome.person.mblNo,
      birth: outcome.person.birth,
      userId: null,
      createdAt: now.toISOString(),
      expiresAt,
    });
    return ok(AUTH_MESSAGES.identityOk, {
      ticket,
      expiresAt: toSeoulIso(expiresAt),
      userNm: outcome.person.userNm,
      mblNo: outcome.person.mblNo,
    });
  }

  /** The live identity ticket (not spent, not expired), or the refusal to verify again. */
  async peek(ticket: string): Promise<TicketRow> {
    const row = await this.repo.findLiveTicket(hashTicket(ticket), 'IDENTITY', this.clock.now().toISOString());
    if (!row) throw AppError.badRequest(AUTH_MESSAGES.ticketInvalid);
    return row;
  }

  /** Spends the ticket inside the caller's transaction; only the first of concurrent callers succeeds. */
  async consume(executor: Executor, ticket: string): Promise<TicketRow> {
    const row = await new IdentityRepository(executor).consumeTicket(
      hashTicket(ticket),
      'IDENTITY',
      this.clock.now().toISOString(),
    );
    if (!row) throw AppError.badRequest(AUTH_MESSAGES.ticketInvalid);
    return row;
  }

  async markLmsSent(ticket: string): Promise<boolean> {
    return this.repo.markLmsSent(hashTicket(ticket), this.clock.now().toISOString());
  }

  async issueResetTicket(executor: Executor, user: { userId: number; userNm: string; mblNo: string }) {
    const resetTicket = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + RESET_TICKET_MINUTES * 60_000).toISOString();
    await new IdentityRepository(executor).insertTicket({
      ticketHash: hashTicket(resetTicket),
      kind: 'RESET',
      userNm: user.userNm,
      mblNo: user.mblNo,
      birth: null,
      userId: user.userId,
      createdAt: now.toISOString(),
      expiresAt,
    });
    return { resetTicket, expiresAt: toSeoulIso(expiresAt) };
  }

  async consumeResetTicket(executor: Executor, resetTicket: string): Promise<number> {
    const row = await new IdentityRepository(executor).consumeTicket(
      hashTicket(resetTicket),
      'RESET',
      this.clock.now().toISOString(),
    );
    if (!row?.userId) throw AppError.badRequest(AUTH_MESSAGES.resetTicketInvalid);
    return row.userId;
  }

  private async liveTx(txId: string) {
    const tx = await this.repo.findTx(txId);
    if (!tx || tx.provider !== this.provider.name || tx.expiresAt <= this.clock.now().toISOString()) {
      throw identityFailure(AUTH_MESSAGES.identityTxExpired);
    }
    if (tx.status === 'VERIFIED' || tx.status === 'FAILED') throw identityFailure(AUTH_MESSAGES.identityTxExpired);
    return tx;
  }
}
