import { USER_PATTERN } from '@onfan/contracts/envelope';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../http/access.js';
import { can } from './broadcast.policy.js';

const user = (userId: number, userPattnCd: SessionUser['userPattnCd'] = USER_PATTERN.member): SessionUser => ({
  userId,
  lgnId: 'u' + String(userId),
  userPattnCd,
  tokenHash: 'h',
});
const writer = user(7);
const other = user(8);
const operator = user(9, USER_PATTERN.operator);

describe('broadcast policy: a VOD comment', () => {
  it("is its writer's own, nobody else's (the mine flag)", () => {
    expect(can(writer, 'own', { userId: 7 })).toBe(true);
    expect(can(other, 'own', { userId: 7 })).toBe(false);
    expect(can(operator, 'own', { userId: 7 })).toBe(false);
    expect(can(null, 'own', { userId: 7 })).toBe(false);
  });
});
