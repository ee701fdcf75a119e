import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { commandResultSchema, ymdSchema } from './envelope.js';

/** Public holidays every calendar uses (GET /v1/app/common/holidays) and operator closure days. */

export const HOLIDAY_YEAR_MIN = 2021;
export const HOLIDAY_YEAR_MAX = 2050;

export const HOLIDAY_MESSAGES = {
  yearRange: `공휴일은 ${HOLIDAY_YEAR_MIN}년부터 ${HOLIDAY_YEAR_MAX}년까지 조회할 수 있습니다.`,
  invalidDay: '올바른 날짜(yyyyMMdd)를 입력해주세요.',
  closureYearRange: `휴무일은 ${HOLIDAY_YEAR_MIN}년부터 ${HOLIDAY_YEAR_MAX}년까지 등록할 수 있습니다.`,
  closureNameRequired: '휴무일 이름을 입력해주세요.',
  closureNameTooLong: '휴무일 이름은 50자 이내로 입력해주세요.',
  closureSaved: '휴무일이 등록되었습니다.',
  closureDeleted: '휴무일이 삭제되었습니다.',
  closureNotFound: '등록된 휴무일이 없습니다.',
} as const;

/** public: 공휴일, substitute: 대체공휴일, closure: 운영기관 휴무일. Several items may share a day. */
export const holidayKindSchema = z.enum(['public', 'substitute', 'closure']);
export type HolidayKind = z.infer<typeof holidayKindSchema>;

export const holidayItemSchema = z.object({
  ymd: ymdSchema,
  name: z.string(),
  kind: holidayKindSchema,
});
export type HolidayItem = z.infer<typeof holidayItemSchema>;

const yearSchema = z.coerce
  .number({ error: HOLIDAY_MESSAGES.yearRange })
  .int(HOLIDAY_MESSAGES.yearRange)
  .min(HOLIDAY_YEAR_MIN, HOLIDAY_MESSAGES.yearRange)
  .max(HOLIDAY_YEAR_MAX, HOLIDAY_MESSAGES.yearRange);

/** `year` defaults to the current year in Seoul. */
export const holidaysQuerySchema = z.object({ year: yearSchema.optional() });
export type HolidaysQuery = z.infer<typeof holidaysQuerySchema>;

export const holidaysSchema = z.object({
  year: z.number().int(),
  items: z.array(holidayItemSchema),
});
export type Holidays = z.infer<typeof holidaysSchema>;

function isCalendarDay(ymd: string): boolean {
  if (!/^\d{8}$/.test(ymd)) return false;
  const y = Number(ymd.slice(0, 4));
  const m = Number(ymd.slice(4, 6));
  const d = Number(ymd.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const closureYmdSchema = z
  .string({ error: HOLIDAY_MESSAGES.invalidDay })
  .refine(isCalendarDay, { message: HOLIDAY_MESSAGES.invalidDay, abort: true })
  .refine((ymd) => {
    const y = Number(ymd.slice(0, 4));
    return y >= HOLIDAY_YEAR_MIN && y <= HOLIDAY_YEAR_MAX;
  }, HOLIDAY_MESSAGES.closureYearRange);

export const closureBodySchema = z.object({
  ymd: closureYmdSchema,
  name: z
    .string({ error: HOLIDAY_MESSAGES.closureNameRequired })
    .trim()
    .min(1, HOLIDAY_MESSAGES.closureNameRequired)
    .max(50, HOLIDAY_MESSAGES.closureNameTooLong),
});
export type ClosureBody = z.infer<typeof closureBodySchema>;

export const closureParamsSchema = z.object({ ymd: closureYmdSchema });

/** The calls of the holiday domain. */
export const holidayEndpoints = {
  ofYear: endpoint({
    method: 'GET',
    path: 'common/holidays',
    access: 'public',
    summary: '연도별 공휴일·대체공휴일·휴무일',
    query: holidaysQuerySchema,
    response: holidaysSchema,
  }),
  saveClosure: endpoint({
    method: 'POST',
    path: 'common/holidays/closures',
    access: { roles: ['RESERVATION'] },
    summary: '휴무일 등록(같은 날은 이름 변경)',
    body: closureBodySchema,
    response: commandResultSchema,
  }),
  deleteClosure: endpoint({
    method: 'DELETE',
    path: 'common/holidays/closures/:ymd',
    access: { roles: ['RESERVATION'] },
    summary: '휴무일 삭제',
    params: closureParamsSchema,
    response: commandResultSchema,
  }),
} as const;
