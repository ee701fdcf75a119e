import { USER_PATTERN } from '@onfan/contracts/envelope';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../http/access.js';
import { can } from './space.policy.js';

const user = (userId: number, userPattnCd: SessionUser['userPattnCd']): SessionUser => ({
  userId,
  lgnId: 'm',
  userPattnCd,
  tokenHash: 'h',
});

describe('space policy', () => {
  it('lets a member delete only their own inquiry', () => {
    const row = { userId: 7 };
    expect(can(user(7, USER_PATTERN.member), 'deleteInquiry', row)).toBe(true);
    expect(can(user(8, USER_PATTERN.member), 'deleteInquiry', row)).toBe(false);
    expect(can(user(1, USER_PATTERN.operator), 'deleteInquiry', row)).toBe(false);
  });
});
