import type { SessionUser } from '../../http/access.js';
import { isCreator } from '../../http/policy.js';

/** What a caller may do in the self-diagnosis domain. */
export type DiagnosisAction = 'readHistory' | 'seeCampaigns';

/**
 * Self-diagnosis rules: a history entry is read by its owner only (an operator neither: the answers describe a
 * person's business); campaigns are recommended to creators, the only members who may apply to them.
 */
export function can(user: SessionUser | null, action: DiagnosisAction, row?: { userId: number }): boolean {
  switch (action) {
    case 'readHistory':
      return user !== null && row !== undefined && row.userId === user.userId;
    case 'seeCampaigns':
      return isCreator(user);
  }
}
