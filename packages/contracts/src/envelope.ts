import { z } from 'zod';

/** Korean messages the whole portal shares (spec section 8). Other domains keep theirs in their own file. */
import { COMMON_MESSAGES } from './common-messages.js';

export { COMMON_MESSAGES };

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/**
 * `pageNo` from 1, default page size 10 (spec section 9), at most `MAX_PAGE_SIZE` rows a page: one anonymous request
 * cannot ask a list for thousands of rows (a post's comments, which the spec reads 999 at a time, have their own
 * schema in community.ts).
 */
export const pageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100000, COMMON_MESSAGES.pageNoTooLarge).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE, COMMON_MESSAGES.pageSizeTooLarge)
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    hasMore: z.boolean(),
    totalCount: z.number().int(),
    pageSize: z.number().int(),
    pageNo: z.number().int(),
    /** Present (true) when `totalCount` is a lower bound: the count stopped at its cap (`countCap`). */
    totalCapped: z.literal(true).optional(),
  });
}
export interface Page<T> {
  items: T[];
  hasMore: boolean;
  totalCount: number;
  pageSize: number;
  pageNo: number;
  totalCapped?: true;
}

/**
 * The large public lists (notices and the other content boards, the community) count their rows only up to a cap, so
 * that no request counts a million rows: at least `LIST_COUNT_CAP` rows, and always ten pages past the one asked
 * for (the page-number links of the next block keep working). Beyond the cap the answer says `totalCapped: true`,
 * `totalCount` is the cap, and the page shows '전체 N건 이상'. Decision 042.
 */
export const LIST_COUNT_CAP = 10_000;
/** Pages past the one asked for that a capped count always covers. */
export const LIST_COUNT_PAGES_AHEAD = 10;

/** The most rows a capped list counts for this page (see `LIST_COUNT_CAP`). */
export function countCap(q: PageQuery): number {
  return Math.max(LIST_COUNT_CAP, (q.pageNo + LIST_COUNT_PAGES_AHEAD) * q.pageSize);
}

/** The largest row id a table holds (PostgreSQL `integer`): a larger id is refused before it reaches a query. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a path, query or body: a whole number from 1 to `MAX_ROW_ID`, refused with the domain's message. */
export function rowIdSchema(message: string = COMMON_MESSAGES.invalidId) {
  return z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_ROW_ID, message);
}

export const commandResultSchema = z.object({ number: z.literal(200), message: z.string() });
export type CommandResult = z.infer<typeof commandResultSchema>;

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export const errorBodySchema = z.object({
  number: z.number().int(),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
  reason: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ynSchema = z.enum(['Y', 'N']);
export type YN = z.infer<typeof ynSchema>;

/** yyyyMMdd */
export const ymdSchema = z.string().regex(/^\d{8}$/, '날짜는 yyyyMMdd 형식이어야 합니다.');
/** HHmm */
export const hhmmSchema = z.string().regex(/^([01]\d|2[0-4])[0-5]\d$/, '시간은 HHmm 형식이어야 합니다.');

/** User pattern codes (spec section 1). */
export const USER_PATTERN = {
  operator: '100',
  member: '200',
  creator: '300',
  sso: '400',
} as const;
export const userPatternSchema = z.enum(['100', '200', '300', '400']);
export type UserPattern = z.infer<typeof userPatternSchema>;
