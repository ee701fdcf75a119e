import { USER_PATTERN } from '@onfan/contracts/envelope';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../http/access.js';
import { can } from './message.policy.js';

const user = (userId: number, userPattnCd: SessionUser['userPattnCd'] = USER_PATTERN.member): SessionUser => ({
  userId,
  lgnId: 'u' + String(userId),
  userPattnCd,
  tokenHash: 'h',
});
const me = user(7);
const operator = user(9, USER_PATTERN.operator);

describe('message policy', () => {
  it('sends to someone else, never to oneself', () => {
    expect(can(me, 'send', { sndrUserId: 7, rcvrUserId: 8 })).toBe(true);
    expect(can(me, 'send', { sndrUserId: 7, rcvrUserId: 7 })).toBe(false);
    expect(can(null, 'send', { sndrUserId: 7, rcvrUserId: 8 })).toBe(false);
  });

  it("blocks someone else's messages, never one's own", () => {
    expect(can(me, 'block', { sndrUserId: 8, rcvrUserId: 7 })).toBe(true);
    expect(can(me, 'block', { sndrUserId: 7, rcvrUserId: 7 })).toBe(false);
  });

  it('lets only the receiver read and delete, and an operator with site access reply to another', () => {
    expect(can(me, 'read', { sndrUserId: 8, rcvrUserId: 7 })).toBe(true);
    expect(can(me, 'delete', { sndrUserId: 7, rcvrUserId: 8 })).toBe(false);
    expect(can(operator, 'reply', { sndrUserId: 8, rcvrUserId: 9, siteAccess: 'Y' })).toBe(true);
    expect(can(operator, 'reply', { sndrUserId: 8, rcvrUserId: 9, siteAccess: 'N' })).toBe(false);
    expect(can(me, 'reply', { sndrUserId: 8, rcvrUserId: 7, siteAccess: 'Y' })).toBe(false);
  });
});
