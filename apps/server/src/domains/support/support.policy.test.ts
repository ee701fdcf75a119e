import { USER_PATTERN } from '@onfan/contracts/envelope';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../http/access.js';
import { can } from './support.policy.js';

const user = (userPattnCd: SessionUser['userPattnCd']): SessionUser => ({
  userId: 7,
  lgnId: 'm',
  userPattnCd,
  tokenHash: 'h',
});
const member = user(USER_PATTERN.member);
const operator = user(USER_PATTERN.operator);
const OWN = '1208147521';
const OTHER = '1248100998';

describe('support policy: a company history', () => {
  it('is read by a member only for the own business number, and only once its company check passed', () => {
    expect(can(member, 'readCompanyHistory', { brno: OWN, ownBrno: OWN, verified: true })).toBe(true);
    expect(can(member, 'readCompanyHistory', { brno: OWN, ownBrno: OWN, verified: false })).toBe(false);
    expect(can(member, 'readCompanyHistory', { brno: OTHER, ownBrno: OWN, verified: true })).toBe(false);
    expect(can(member, 'readCompanyHistory', { brno: OWN, ownBrno: null, verified: false })).toBe(false);
    expect(can(user(USER_PATTERN.creator), 'readCompanyHistory', { brno: OTHER, ownBrno: OWN, verified: true })).toBe(
      false,
    );
  });

  it('is read by an operator for any company', () => {
    expect(can(operator, 'readCompanyHistory', { brno: OTHER, ownBrno: null, verified: false })).toBe(true);
  });
});
