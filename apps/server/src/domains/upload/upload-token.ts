import { createHmac, timingSafeEqual } from 'node:crypto';
import { UPLOAD_LIMITS } from '@onfan/contracts/upload';
import type { Clock } from '../../lib/clock.js';

/**
 * Short-lived editor upload tokens (GET nhn/upload-auth): `v1.<userId>.<expiresMs>.<hmac>`, signed with the upload-token
 * key every process shares (lib/signing-keys.ts: UPLOAD_TOKEN_KEY, or one generated under DATA_DIR outside production). A token is bound to the member it was issued
 * to and is only ever accepted together with that member's session.
 */
export class UploadTokenSigner {
  constructor(
    private readonly secret: Buffer,
    private readonly clock: Clock,
    private readonly ttlMs: number = UPLOAD_LIMITS.tokenTtlMs,
  ) {}

  async issue(userId: number): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date(this.clock.now().getTime() + this.ttlMs);
    const payload = `v1.${userId}.${expiresAt.getTime()}`;
    const sig = createHmac('sha256', this.secret).update(payload).digest('base64url');
    return { token: `${payload}.${sig}`, expiresAt };
  }

  /** True when the token is genuine, unexpired and was issued to `userId`. */
  async verify(token: string, userId: number): Promise<boolean> {
    const m = /^v1\.(\d{1,12})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!m) return false;
    const [, uid, exp, sig] = m as unknown as [string, string, string, string];
    const expected = createHmac('sha256', this.secret).update(`v1.${uid}.${exp}`).digest();
    const given = Buffer.from(sig, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    return Number(uid) === userId && Number(exp) > this.clock.now().getTime();
  }
}
