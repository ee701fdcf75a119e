import type { UserPattern, YN } from '@onfan/contracts/envelope';
import { USER_PATTERN } from '@onfan/contracts/envelope';
import type { JoinType } from './auth.tables.js';

/**
 * What a member may do with their own account, by its pattern (100 operator, 200 small-business member, 300 creator,
 * 400 SSO member) and state. Services load the account, ask `can` and refuse with the action's own message.
 */
export type AuthAction =
  /** Keep creator information (members become creators by saving it; creators edit it). */
  | 'saveCreator'
  /** Saving creator information turns this account into a creator. */
  | 'becomeCreator'
  /** General → integrated business membership. */
  | 'convertToIntegrated'
  /** Link the account to an SSO account (it becomes pattern 400). */
  | 'mapToSso'
  /** The e-learning information consent (felrgEduTknlcrsAplyYn). */
  | 'setEduConsent'
  /** Leave the portal (market entry is its own refusal, 301). */
  | 'withdraw'
  /** Has a linked SSO account to look up (info, hand-off). */
  | 'useSso';

/** The facts of an account the rules read. */
export interface AccountFacts {
  userPattnCd: UserPattern;
  joinType?: JoinType;
  prtlMngrSiteCntnPssYn?: YN;
}

const is = (a: AccountFacts, pattern: UserPattern) => a.userPattnCd === pattern;

export function can(account: AccountFacts, action: AuthAction): boolean {
  switch (action) {
    case 'saveCreator':
      return is(account, USER_PATTERN.member) || is(account, USER_PATTERN.creator);
    case 'becomeCreator':
    case 'mapToSso':
    case 'setEduConsent':
      return is(account, USER_PATTERN.member);
    case 'convertToIntegrated':
      return is(account, USER_PATTERN.member) && account.joinType === 'general';
    case 'withdraw':
      return !is(account, USER_PATTERN.operator) && account.prtlMngrSiteCntnPssYn !== 'Y';
    case 'useSso':
      return is(account, USER_PATTERN.sso);
  }
}
