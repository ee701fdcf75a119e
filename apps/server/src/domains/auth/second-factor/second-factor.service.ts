import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Enrolment, SecondFactorStatus } from '@onfan/contracts/auth-second-factor';
import { SECOND_FACTOR_MESSAGES } from '@onfan/contracts/auth-second-factor';
import { generate, generateSecret, generateURI } from 'otplib';
import QRCode from 'qrcode';
import type { RunInTransaction } from '../../../db/executor.js';
import type { SessionUser } from '../../../http/access.js';
import { AppError } from '../../../http/app-error.js';
import { ok } from '../../../http/command.js';
import type { Clock } from '../../../lib/clock.js';
import type { SecretBox } from '../../../lib/secret-box.js';
import { toSeoulIso } from '../auth-time.js';
import type { SessionService } from '../session.service.js';
import { SecondFactorRepository } from './second-factor.repository.js';

/** A TOTP time step is 30 seconds (RFC 6238's default, what every authenticator app uses). */
const STEP_SECONDS = 30;
/** A code from the step before or after is accepted too: a phone's clock a little off, a code typed as it turned. */
const STEP_WINDOW = 1;
const RECOVERY_CODES = 10;
/** Recovery code letters: no 0/o, 1/l/i, which read alike. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace('-', '')).digest('base64url');
}

function newRecoveryCode(): string {
  const chars = Array.from({ length: 8 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]!);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** The code of one time step. */
export function totpCode(secret: string, step: number): Promise<string> {
  return generate({ secret, epoch: step * STEP_SECONDS });
}

/**
 * Operators' second factor (decision 034): enrolment by a QR code shown once and confirmed with the app's first
 * code, then a code at every login; each code is good once (its time step is recorded), and ten recovery codes,
 * kept hashed, stand in for a lost phone, each once.
 */
export class SecondFactorService {
  constructor(
    private readonly repo: SecondFactorRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly box: SecretBox,
    private readonly sessions: SessionService,
    /** The name the authenticator app shows beside the code. */
    private readonly issuer: string,
  ) {}

  async status(user: SessionUser): Promise<SecondFactorStatus> {
    const row = await this.repo.find(user.userId);
    return {
      enrolled: Boolean(row?.secretEnc),
      passed: user.secondFactor,
      recoveryCodesLeft: await this.repo.recoveryCodesLeft(user.userId),
    };
  }

  async enrol(user: SessionUser): Promise<Enrolment> {
    const row = await this.repo.find(user.userId);
    if (row?.secretEnc) throw AppError.conflict(SECOND_FACTOR_MESSAGES.alreadyEnrolled);
    const secret = generateSecret();
    await this.repo.savePending(user.userId, this.box.seal(secret), this.clock.now().toISOString());
    const otpauthUri = generateURI({ issuer: this.issuer, label: user.lgnId, secret });
    const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secret, otpauthUri, qrSvg };
  }

  async confirmEnrolment(user: SessionUser, code: string) {
    const row = await this.repo.find(user.userId);
    if (row?.secretEnc) throw AppError.conflict(SECOND_FACTOR_MESSAGES.alreadyEnrolled);
    if (!row?.pendingSecretEnc) throw AppError.conflict(SECOND_FACTOR_MESSAGES.enrolmentMissing);
    const step = await this.matchingStep(this.box.open(row.pendingSecretEnc), code);
    if (step === null) throw AppError.badRequest(SECOND_FACTOR_MESSAGES.wrongCode);
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    const nowIso = this.clock.now().toISOString();
    await this.transaction(async (trx) => {
      const repo = new SecondFactorRepository(trx);
      if (!(await repo.confirm(user.userId, row.pendingSecretEnc!, step, nowIso))) {
        throw AppError.conflict(SECOND_FACTOR_MESSAGES.alreadyEnrolled);
      }
      await repo.replaceRecoveryCodes(user.userId, codes.map(recoveryCodeHash));
      await repo.markSession(user.tokenHash, nowIso);
    });
    const expiresAt = await this.sessions.extend(user);
    return ok(SECOND_FACTOR_MESSAGES.enrolled, { recoveryCodes: codes, expiresAt: toSeoulIso(expiresAt ?? nowIso) });
  }

  async verify(user: SessionUser, code: string) {
    const row = await this.repo.find(user.userId);
    if (!row?.secretEnc) throw AppError.forbidden(SECOND_FACTOR_MESSAGES.notEnrolled);
    const nowIso = this.clock.now().toISOString();
    let message: string = SECOND_FACTOR_MESSAGES.verified;
    if (/^\d{6}$/.test(code)) {
      const step = await this.matchingStep(this.box.open(row.secretEnc), code);
      if (step === null) throw AppError.badRequest(SECOND_FACTOR_MESSAGES.wrongCode);
      // The database decides, so a code sent twice at once is taken once.
      if (!(await this.repo.useStep(user.userId, step, nowIso))) {
        throw AppError.badRequest(SECOND_FACTOR_MESSAGES.codeUsed);
      }
    } else {
      if (!(await this.repo.useRecoveryCode(user.userId, recoveryCodeHash(code), nowIso))) {
        throw AppError.badRequest(SECOND_FACTOR_MESSAGES.wrongCode);
      }
      message = SECOND_FACTOR_MESSAGES.recoveryUsed(await this.repo.recoveryCodesLeft(user.userId));
    }
    await this.repo.markSession(user.tokenHash, nowIso);
    const expiresAt = await this.sessions.extend(user);
    return ok(message, { expiresAt: toSeoulIso(expiresAt ?? nowIso) });
  }

  /** The time step (now, or one either side) whose code this is; null when none. */
  private async matchingStep(secret: string, code: string): Promise<number | null> {
    const now = Math.floor(this.clock.now().getTime() / 1000 / STEP_SECONDS);
    for (let step = now - STEP_WINDOW; step <= now + STEP_WINDOW; step += 1) {
      const expected = Buffer.from(await totpCode(secret, step));
      const given = Buffer.from(code);
      if (expected.length === given.length && timingSafeEqual(expected, given)) return step;
    }
    return null;
  }
}
