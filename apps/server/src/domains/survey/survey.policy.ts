import { USER_PATTERN } from '@onfan/contracts/envelope';
import type { SessionUser } from '../../http/access.js';

/** What a caller may do in the survey domain. */
export type SurveyAction = 'seeResult';

/**
 * Survey rules: the aggregate results are for a member who answered a survey that shows them (rsltOpenYn 'Y'); the
 * operator sees them without answering.
 */
export function can(
  user: SessionUser,
  action: SurveyAction,
  row: { rsltOpenYn: 'Y' | 'N'; answered: boolean },
): boolean {
  switch (action) {
    case 'seeResult':
      return row.rsltOpenYn === 'Y' && (row.answered || user.userPattnCd === USER_PATTERN.operator);
  }
}
