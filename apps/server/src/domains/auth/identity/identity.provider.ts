import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_MESSAGES } from '@onfan/contracts/auth';
import type { RunInTransaction } from '../../../db/executor.js';
import { AppError } from '../../../http/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import type { NotificationOutbox } from '../notification/outbox.js';
import { normalizePersonName } from '../company/business-registry.js';
import { IdentityRepository } from './identity.repository.js';

export type IdentityPurpose = 'findinfo' | 'checkme';

export interface VerifiedPerson {
  userNm: string;
  /** With hyphens, 010-1234-5678. */
  mblNo: string;
  /** yyyyMMdd */
  birth: string;
}

export type VerifyOutcome = { ok: true; person: VerifiedPerson } | { ok: false; message: string };

/**
 * Identity verification (find-info, check-me, integrated sign-up). A provider runs its own steps in a popup that the
 * portal opens at `popupUrl`, then the portal asks it for the outcome with `verify`. A real provider (PASS, NICE ...)
 * implements this interface and the flows do not change (decision 009). `sendCode` exists only for providers whose
 * popup has the portal send a code (the built-in one); the code itself never leaves by any other way than the text
 * message.
 */
export interface IdentityProvider {
  readonly name: string;
  popupUrl(txId: string, purpose: IdentityPurpose): string;
  sendCode?(txId: string, person: VerifiedPerson): Promise<{ codeExpiresAt: string }>;
  verify(txId: string, input: VerifiedPerson & { code: string }): Promise<VerifyOutcome>;
}

const CODE_MINUTES = 5;
const MAX_ATTEMPTS = 5;

/**
 * The built-in provider for local use: a 6-digit code sent by text message (through the notification outbox) to the
 * mobile number the person typed, valid 5 minutes, 5 tries. The code is never handed back in an answer, in any
 * environment: without a text-message gateway it is read where the message arrives, the outbox (operators' my-page
 * section 발송 알림함, GET opr/outbox) or the server log of the log sender (decision 009).
 */
export class LocalIdentityProvider implements IdentityProvider {
  readonly name = 'local';

  constructor(
    private readonly repo: IdentityRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly outbox: NotificationOutbox,
  ) {}

  popupUrl(txId: string, purpose: IdentityPurpose): string {
    return `/identity/local?txId=${encodeURIComponent(txId)}&purpose=${purpose}`;
  }

  async sendCode(txId: string, person: VerifiedPerson): Promise<{ codeExpiresAt: string }> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.clock.now();
    const codeExpiresAt = new Date(now.getTime() + CODE_MINUTES * 60_000).toISOString();
    const outboxId = await this.transaction(async (trx) => {
      const ok = await new IdentityRepository(trx).recordCodeSent(
        txId,
        { ...person, codeHash: codeHash(txId, code), codeExpiresAt },
        now.toISOString(),
      );
      if (!ok) throw new AppError(400, AUTH_MESSAGES.identityTxExpired);
      return this.outbox.enqueue(
        {
          channel: 'SMS',
          recipient: person.mblNo,
          kind: 'IDENTITY_CODE',
          body: `[온판] 본인인증 인증번호는 [${code}] 입니다. ${CODE_MINUTES}분 안에 입력해주세요.`,
        },
        trx,
      );
    });
    await this.outbox.deliver([outboxId]);
    return { codeExpiresAt };
  }

  async verify(txId: string, input: VerifiedPerson & { code: string }): Promise<VerifyOutcome> {
    const repo = this.repo;
    const tx = await repo.findTx(txId);
    const nowIso = this.clock.now().toISOString();
    if (!tx || tx.status !== 'CODE_SENT' || !tx.codeHash || !tx.codeExpiresAt) {
      return { ok: false, message: AUTH_MESSAGES.identityCodeNotSent };
    }
    if (tx.codeExpiresAt <= nowIso || tx.expiresAt <= nowIso) {
      return { ok: false, message: AUTH_MESSAGES.identityTxExpired };
    }
    const attempts = await repo.incrementAttempt(txId);
    if (attempts > MAX_ATTEMPTS) {
      await repo.setStatus(txId, 'CODE_SENT', 'FAILED');
      return { ok: false, message: AUTH_MESSAGES.identityTooManyAttempts };
    }
    const samePerson =
      normalizePersonName(tx.userNm ?? '') === normalizePersonName(input.userNm) &&
      tx.mblNo === input.mblNo &&
      tx.birth === input.birth;
    if (!samePerson) return { ok: false, message: AUTH_MESSAGES.identityInfoMismatch };
    const expected = Buffer.from(tx.codeHash, 'base64url');
    const given = Buffer.from(codeHash(txId, input.code), 'base64url');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return { ok: false, message: AUTH_MESSAGES.identityCodeWrong };
    }
    return {
      ok: true,
      person: { userNm: tx.userNm ?? input.userNm, mblNo: tx.mblNo ?? input.mblNo, birth: tx.birth ?? input.birth },
    };
  }
}

function codeHash(txId: string, code: string): string {
  return createHmac('sha256', txId).update(code).digest('base64url');
}
