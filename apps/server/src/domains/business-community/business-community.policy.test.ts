import { USER_PATTERN } from '@onfan/contracts/envelope';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../http/access.js';
import { can } from './business-community.policy.js';

const user = (userId: number, userPattnCd: SessionUser['userPattnCd'] = USER_PATTERN.member): SessionUser => ({
  userId,
  lgnId: 'u' + String(userId),
  userPattnCd,
  tokenHash: 'h',
});
const writer = user(7);
const other = user(8);
const operator = user(9, USER_PATTERN.operator);

describe('small-business community policy', () => {
  it("makes a post or reply its writer's own, nobody else's (the mine flag, a like's member)", () => {
    expect(can(writer, 'own', { role: null, writerId: 7 })).toBe(true);
    expect(can(other, 'own', { role: 'OWNER', writerId: 7 })).toBe(false);
    expect(can(operator, 'own', { role: null, writerId: 7 })).toBe(false);
    expect(can(null, 'own', { role: null, writerId: 7 })).toBe(false);
  });

  it('shows a post waiting for approval to its writer and the managers only', () => {
    expect(can(writer, 'readWaiting', { role: null, writerId: 7 })).toBe(true);
    expect(can(other, 'readWaiting', { role: 'MANAGER', writerId: 7 })).toBe(true);
    expect(can(other, 'readWaiting', { role: 'OWNER', writerId: 7 })).toBe(true);
    expect(can(operator, 'readWaiting', { role: null, writerId: 7 })).toBe(true);
    expect(can(other, 'readWaiting', { role: 'MEMBER', writerId: 7 })).toBe(false);
    expect(can(other, 'readWaiting', { role: null, writerId: 7 })).toBe(false);
    expect(can(null, 'readWaiting', { role: null, writerId: 7 })).toBe(false);
  });
});
