import type { Challenge } from 'altcha-lib';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { loadConfig } from '../../config.js';
import { call } from '../auth/auth.testkit.js';

/** Test config: a cheap proof of work (solved in milliseconds) and the message limit out of the way. */
export function messageTestConfig(overrides: Partial<Config> = {}): Partial<Config> {
  const base = loadConfig({ NODE_ENV: 'test' });
  return {
    captcha: { ...base.captcha, cost: 1 },
    routeLimits: { ...base.routeLimits, message: 10_000 },
    ...overrides,
  };
}

/**
 * What the `altcha` widget (v3) does: fetch a challenge, solve it, and answer base64 of
 * `{"challenge":{"parameters":…,"signature":…},"solution":{"counter","derivedKey","time"}}`.
 */
export async function solvedCaptcha(app: FastifyInstance, token: string): Promise<string> {
  const res = await call(app, 'GET', '/v1/app/common/msg/challenge', { token });
  if (res.status !== 200) throw new Error(`no challenge: ${JSON.stringify(res.body)}`);
  const challenge = res.body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('challenge not solved');
  const payload = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return btoa(JSON.stringify(payload));
}

/** Sends a message with a freshly solved captcha unless the body brings its own. */
export async function sendMessage(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  const captcha = 'captcha' in body ? body.captcha : await solvedCaptcha(app, token);
  return call(app, 'POST', '/v1/app/common/msg', { token, body: { msgCn: '안녕하세요', ...body, captcha } });
}
