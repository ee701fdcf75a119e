import { createHash, randomBytes } from 'node:crypto';
import type { UserPattern } from '@onfan/contracts/envelope';
import type { SessionUser } from '../../http/access.js';
import type { Clock } from '../../lib/clock.js';
import type { SessionRepository } from './session.repository.js';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Random 256-bit tokens, stored hashed, sliding expiry after `idleMinutes` of inactivity, revocable. */
export class SessionService {
  constructor(
    private readonly repo: SessionRepository,
    private readonly clock: Clock,
    private readonly idleMinutes: number,
  ) {}

  async issue(userId: number): Promise<{ token: string; expiresAt: string }> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.idleMinutes * 60_000).toISOString();
    await this.repo.insert({ tokenHash: hashToken(token), userId, now: now.toISOString(), expiresAt });
    return { token, expiresAt };
  }

  async resolve(token: string): Promise<SessionUser | null> {
    if (token.length < 20 || token.length > 200) return null;
    const tokenHash = hashToken(token);
    const now = this.clock.now();
    const row = await this.repo.findLive(tokenHash, now.toISOString());
    if (!row || row.userStts !== 'ACTIVE') return null;
    // Extend the idle window at most once a minute to keep writes off the hot path.
    if (now.getTime() - Date.parse(row.lastSeenAt) > 60_000) {
      const expiresAt = new Date(now.getTime() + this.idleMinutes * 60_000).toISOString();
      await this.repo.touch(tokenHash, now.toISOString(), expiresAt);
    }
    return { userId: row.userId, lgnId: row.lgnId, userPattnCd: row.userPattnCd as UserPattern, tokenHash };
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.repo.revoke(tokenHash, this.clock.now().toISOString());
  }

  async revokeAll(userId: number): Promise<void> {
    await this.repo.revokeAllForUser(userId, this.clock.now().toISOString());
  }
}
