import type { SortOrder } from '@onfan/contracts/admin';
import { INQUIRY_ADMIN_MESSAGES, type InquiryInboxFilter } from '@onfan/contracts/inquiry.admin';
import { AppError } from '../http/app-error.js';
import { addDays, isValidYmd, ymdToDate } from './seoul-time.js';

const DAY_MS = 86_400_000;

/** The inbox's filters as the instants and the pattern a queue's repository compares with (issue 38). */
export interface InboxWindow {
  /** Asked at or after (the first Seoul day of the period). */
  askedFrom?: string;
  /** Asked before (the day after the period's last). */
  askedTo?: string;
  /** Asked at or before: waiting at least `minAge` days. */
  askedBefore?: string;
  /** `%word%`, lower-cased, `\` escaping LIKE's wildcards. */
  like?: string;
}

/** The window of one queue call; a period that ends before it starts is a Korean 400. */
export function inboxWindow(f: InquiryInboxFilter, now: Date): InboxWindow {
  const { from, to, minAge } = f;
  if ((from && !isValidYmd(from)) || (to && !isValidYmd(to)) || (from && to && from > to)) {
    throw AppError.badRequest(INQUIRY_ADMIN_MESSAGES.periodInvalid);
  }
  const term = f.q?.trim().toLowerCase();
  return {
    ...(from ? { askedFrom: ymdToDate(from).toISOString() } : {}),
    ...(to ? { askedTo: ymdToDate(addDays(to, 1)).toISOString() } : {}),
    ...(minAge ? { askedBefore: new Date(now.getTime() - minAge * DAY_MS).toISOString() } : {}),
    ...(term ? { like: `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` } : {}),
  };
}

/**
 * The age sort read as the time asked the other way round (older is longer waiting), so `consoleOrder` maps it to the
 * column of the time asked; any other key passes through.
 */
export function inboxSort<K extends string>(q: {
  sort?: K | 'age' | undefined;
  order?: SortOrder | undefined;
}): { sort?: Exclude<K, 'age'> | 'regDt'; order?: SortOrder } {
  if (q.sort !== 'age')
    return { ...(q.sort ? { sort: q.sort as Exclude<K, 'age'> } : {}), ...(q.order ? { order: q.order } : {}) };
  return { sort: 'regDt', order: (q.order ?? 'asc') === 'asc' ? 'desc' : 'asc' };
}
