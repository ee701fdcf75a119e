import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_LIMITS } from '@onfan/contracts/upload';
import type { Clock } from '../../lib/clock.js';

/**
 * Short-lived editor upload tokens (GET nhn/upload-auth): `v1.<userId>.<expiresMs>.<hmac>`, signed with a secret
 * kept in DATA_DIR (created on first use, readable by the server only). A token is bound to the member it was issued
 * to and is only ever accepted together with that member's session.
 */
export class UploadTokenSigner {
  private secret: Promise<Buffer> | null = null;

  constructor(
    private readonly secretFile: string,
    private readonly clock: Clock,
    private readonly ttlMs: number = UPLOAD_LIMITS.tokenTtlMs,
  ) {}

  static inDataDir(dataDir: string, clock: Clock): UploadTokenSigner {
    return new UploadTokenSigner(path.join(dataDir, 'upload-token.key'), clock);
  }

  private loadSecret(): Promise<Buffer> {
    this.secret ??= readOrCreateSecret(this.secretFile).catch((err: unknown) => {
      this.secret = null;
      throw err;
    });
    return this.secret;
  }

  async issue(userId: number): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date(this.clock.now().getTime() + this.ttlMs);
    const payload = `v1.${userId}.${expiresAt.getTime()}`;
    const sig = createHmac('sha256', await this.loadSecret())
      .update(payload)
      .digest('base64url');
    return { token: `${payload}.${sig}`, expiresAt };
  }

  /** True when the token is genuine, unexpired and was issued to `userId`. */
  async verify(token: string, userId: number): Promise<boolean> {
    const m = /^v1\.(\d{1,12})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!m) return false;
    const [, uid, exp, sig] = m as unknown as [string, string, string, string];
    const expected = createHmac('sha256', await this.loadSecret())
      .update(`v1.${uid}.${exp}`)
      .digest();
    const given = Buffer.from(sig, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    return Number(uid) === userId && Number(exp) > this.clock.now().getTime();
  }
}

async function readOrCreateSecret(file: string): Promise<Buffer> {
  try {
    return await readSecret(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await fsp.mkdir(path.dirname(file), { recursive: true });
  // Written aside and linked into place, so a concurrent reader never sees a half-written secret.
  const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await fsp.writeFile(tmp, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  try {
    await fsp.link(tmp, file);
  } catch (err) {
    // Another process created it first: use theirs.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    await fsp.rm(tmp, { force: true });
  }
  return readSecret(file);
}

async function readSecret(file: string): Promise<Buffer> {
  const secret = Buffer.from((await fsp.readFile(file, 'utf8')).trim(), 'base64url');
  if (secret.length < 32) throw new Error(`Upload token secret in ${file} is too short`);
  return secret;
}
