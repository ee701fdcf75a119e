import { createHash, randomBytes } from 'node:crypto';
import type { UserPattern } from '@onfan/contracts/envelope';
import { USER_PATTERN } from '@onfan/contracts/envelope';
import type { SessionUser } from '../../http/access.js';
import type { Clock } from '../../lib/clock.js';
import { activeRestriction } from './account-state.js';
import type { SessionRepository } from './session.repository.js';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Random 256-bit tokens, stored hashed, sliding expiry after `idleMinutes` of inactivity (an operator's after
 * `operatorIdleMinutes`, at most 30; decision 034), revocable. An operator's session carries their roles and whether
 * it passed the second factor.
 */
export class SessionService {
  constructor(
    private readonly repo: SessionRepository,
    private readonly clock: Clock,
    private readonly idleMinutes: number,
    private readonly operatorIdleMinutes: number = idleMinutes,
  ) {}

  private idleMs(pattern: UserPattern): number {
    return (pattern === USER_PATTERN.operator ? this.operatorIdleMinutes : this.idleMinutes) * 60_000;
  }

  async issue(userId: number, pattern: UserPattern): Promise<{ token: string; expiresAt: string }> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.idleMs(pattern)).toISOString();
    await this.repo.insert({ tokenHash: hashToken(token), userId, now: now.toISOString(), expiresAt });
    return { token, expiresAt };
  }

  async resolve(token: string): Promise<SessionUser | null> {
    if (token.length < 20 || token.length > 200) return null;
    const tokenHash = hashToken(token);
    const now = this.clock.now();
    const nowIso = now.toISOString();
    const row = await this.repo.findLive(tokenHash, nowIso);
    // A dormant, withdrawn or restricted account has no usable session, whatever token it still holds.
    if (!row || row.userStts !== 'ACTIVE' || activeRestriction(row, nowIso)) return null;
    // Extend the idle window at most once a minute to keep writes off the hot path.
    if (now.getTime() - Date.parse(row.lastSeenAt) > 60_000) {
      const expiresAt = new Date(now.getTime() + this.idleMs(row.userPattnCd)).toISOString();
      await this.repo.touch(tokenHash, nowIso, expiresAt);
    }
    const operator = row.userPattnCd === USER_PATTERN.operator;
    return {
      userId: row.userId,
      lgnId: row.lgnId,
      userPattnCd: row.userPattnCd,
      tokenHash,
      roles: operator ? await this.repo.rolesOf(row.userId) : [],
      secondFactor: operator && row.secondFactorAt !== null,
    };
  }

  /** The member asked for more time (KWCAG adjustable time limits): a full idle window from now. */
  async extend(user: Pick<SessionUser, 'tokenHash' | 'userPattnCd'>): Promise<string | null> {
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.idleMs(user.userPattnCd)).toISOString();
    return (await this.repo.extend(user.tokenHash, now.toISOString(), expiresAt)) ? expiresAt : null;
  }

  async expiresAt(tokenHash: string): Promise<string | null> {
    const row = await this.repo.find(tokenHash);
    return row && !row.revokedAt ? row.expiresAt : null;
  }

  /** Marks the session as having confirmed its password (my-info edits) until `until`. */
  async markPasswordChecked(tokenHash: string, until: string): Promise<void> {
    await this.repo.setPasswordChecked(tokenHash, until);
  }

  async passwordCheckedUntil(tokenHash: string): Promise<string | null> {
    const row = await this.repo.find(tokenHash);
    return row?.passwdCnfmUntil ?? null;
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.repo.revoke(tokenHash, this.clock.now().toISOString());
  }

  async revokeAll(userId: number): Promise<void> {
    await this.repo.revokeAllForUser(userId, this.clock.now().toISOString());
  }

  /** After a password change: every other device signs in again, this one stays. */
  async revokeOthers(userId: number, keepTokenHash: string): Promise<void> {
    await this.repo.revokeAllForUser(userId, this.clock.now().toISOString(), keepTokenHash);
  }
}
