import type { SupportStatus } from '@onfan/contracts/support';
import { CLOSING_SOON_DAYS } from '@onfan/contracts/support';
import { daysBetween } from '../../lib/seoul-time.js';

/** Status of an application period on a Seoul calendar day. */
export function supportStatus(bgng: string, end: string, today: string): SupportStatus {
  if (today < bgng) return 'upcoming';
  if (today > end) return 'closed';
  return daysBetween(today, end) <= CLOSING_SOON_DAYS ? 'closing' : 'open';
}

/** D-day: days left until the last day (0 on the last day); null once closed. */
export function dday(end: string, today: string): number | null {
  return today > end ? null : daysBetween(today, end);
}
