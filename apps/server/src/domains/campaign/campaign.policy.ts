import { USER_PATTERN } from '@onfan/contracts/envelope';
import type { SessionUser } from '../../http/access.js';

/** What a caller may do in the campaign domain. */
export type CampaignAction = 'apply';

/** Campaign rules: only a creator (pattern 300) applies to a campaign. */
export function can(user: SessionUser, action: CampaignAction): boolean {
  switch (action) {
    case 'apply':
      return user.userPattnCd === USER_PATTERN.creator;
  }
}
