import { CAPTCHA_EXPIRED_NUMBER, MESSAGE_MESSAGES } from '@onfan/contracts/message';
import type { Challenge, Solution } from 'altcha-lib';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Config } from '../../config.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';

/** The proof of work the `altcha` widget (v3) solves by default, bundled with it; node:crypto verifies it. */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';

/** A verified answer: what makes it single-use (its challenge's signature) and until when it could be used. */
export interface VerifiedCaptcha {
  signature: string;
  expiresAt: string;
}

/** The refusal of an expired, invalid or reused answer: HTTP 400 with result number 900 (spec section 8). */
export function captchaExpired(): AppError {
  return new AppError(400, MESSAGE_MESSAGES.captchaExpired, { number: CAPTCHA_EXPIRED_NUMBER });
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The widget's answer: base64 of `{"challenge":{"parameters":{…},"signature":"…"},"solution":{"counter":n,
 * "derivedKey":"…","time":ms}}`. Anything else (the widget's test-mode payload, a v1 payload, garbage) is null.
 */
function parsePayload(payload: string): { challenge: Challenge; solution: Solution } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !isRecord(parsed.challenge) || !isRecord(parsed.solution)) return null;
  const { parameters, signature } = parsed.challenge;
  if (!isRecord(parameters) || typeof signature !== 'string' || signature === '') return null;
  if (parameters.algorithm !== CAPTCHA_ALGORITHM || typeof parameters.expiresAt !== 'number') return null;
  return { challenge: parsed.challenge as unknown as Challenge, solution: parsed.solution as unknown as Solution };
}

/**
 * ALTCHA (decision 011, 013): challenges signed with the deployment's HMAC key, valid for `expiresMinutes` by the
 * app's clock; an answer is verified here and made single-use by the caller (captcha_used, in the write's
 * transaction).
 */
export class CaptchaService {
  constructor(private readonly p: { config: Config['captcha']; clock: Clock }) {}

  /** A new challenge, passed to the widget as is (`{parameters: {…, expiresAt}, signature}`). */
  challenge(): Promise<Challenge> {
    const expiresAt = new Date(this.p.clock.now().getTime() + this.p.config.expiresMinutes * 60_000);
    return createChallenge({
      algorithm: CAPTCHA_ALGORITHM,
      cost: this.p.config.cost,
      deriveKey,
      expiresAt,
      hmacSignatureSecret: this.p.config.hmacKey,
    });
  }

  /** Verifies the widget's answer; throws the 900 refusal when it is expired, forged or wrong. */
  async verify(payload: string): Promise<VerifiedCaptcha> {
    const parsed = parsePayload(payload);
    if (!parsed) throw captchaExpired();
    const expiresAtSeconds = parsed.challenge.parameters.expiresAt as number;
    if (!Number.isFinite(expiresAtSeconds) || expiresAtSeconds * 1000 <= this.p.clock.now().getTime()) {
      throw captchaExpired();
    }
    let verified = false;
    try {
      const result = await verifySolution({
        challenge: parsed.challenge,
        solution: parsed.solution,
        deriveKey,
        hmacSignatureSecret: this.p.config.hmacKey,
      });
      verified = result.verified;
    } catch {
      verified = false;
    }
    if (!verified) throw captchaExpired();
    return {
      signature: parsed.challenge.signature as string,
      expiresAt: new Date(expiresAtSeconds * 1000).toISOString(),
    };
  }
}
