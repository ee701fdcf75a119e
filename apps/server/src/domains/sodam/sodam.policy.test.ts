import { USER_PATTERN } from '@onfan/contracts/envelope';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../http/access.js';
import { can } from './sodam.policy.js';

const user = (userId: number, userPattnCd: SessionUser['userPattnCd'] = USER_PATTERN.member): SessionUser => ({
  userId,
  lgnId: 'u' + String(userId),
  userPattnCd,
  tokenHash: 'h',
});
const writer = user(7);
const other = user(8);
const operator = user(9, USER_PATTERN.operator);

describe('sodam policy: an inquiry', () => {
  it('is answered by an operator only', () => {
    expect(can(operator, 'answer', { inqId: 1 })).toBe(true);
    expect(can(writer, 'answer', { inqId: 1 })).toBe(false);
    expect(can(other, 'answer', { inqId: 1 })).toBe(false);
    expect(can(user(10, USER_PATTERN.creator), 'answer', { inqId: 1 })).toBe(false);
  });
});
