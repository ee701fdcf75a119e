import { USER_PATTERN } from '@onfan/contracts/envelope';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../http/access.js';
import { can } from './studio.policy.js';

const user = (userId: number, userPattnCd: SessionUser['userPattnCd']): SessionUser => ({
  userId,
  lgnId: 'm',
  userPattnCd,
  tokenHash: 'h',
});
const owner = user(7, USER_PATTERN.member);
const other = user(8, USER_PATTERN.member);
const creator = user(9, USER_PATTERN.creator);
const operator = user(1, USER_PATTERN.operator);
const row = { userId: 7 };

describe('reservation policy (studio and space rooms)', () => {
  it('lets the member who made it and operators read its calendar file and cancel it, nobody else', () => {
    for (const action of ['read', 'cancel'] as const) {
      expect(can(owner, action, row), action).toBe(true);
      expect(can(operator, action, row), action).toBe(true);
      expect(can(other, action, row), action).toBe(false);
      expect(can(creator, action, row), action).toBe(false);
    }
  });

  it('lets only operators cancel after the member’s deadline', () => {
    expect(can(operator, 'cancelLate', row)).toBe(true);
    expect(can(owner, 'cancelLate', row)).toBe(false);
  });

  it('lets only the member who made it review it, not even an operator', () => {
    expect(can(owner, 'review', row)).toBe(true);
    expect(can(other, 'review', row)).toBe(false);
    expect(can(operator, 'review', row)).toBe(false);
  });
});
