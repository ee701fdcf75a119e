import { z } from 'zod';
import { CHART_KINDS, type ChartKind, chartSchema } from './admin.js';
import { endpoint } from './endpoint.js';
import { rowIdSchema } from './envelope.js';
import { OPERATOR_ROLES, type OperatorRole } from './operator-roles.js';

/**
 * The dashboard's charts and the member page's activity lists (issue 37, decision 037): sign-ups by member kind,
 * reservations by studio, applications by programme and page views of public pages, per Seoul day over the last 30
 * or 90 days, each declared for the roles whose data it shows; and a member's newest reservations, applications
 * and posts for the member desk (SYSTEM).
 */

export const CHART_DAYS = [30, 90] as const;
export type ChartDays = (typeof CHART_DAYS)[number];

export const DASHBOARD_MESSAGES = {
  daysInvalid: '기간은 30일 또는 90일입니다.',
  otherSeries: '기타',
} as const;

/** Who sees each chart: the roles whose data it shows (page views are everyone's). */
export const CHART_ROLES: Record<ChartKind, readonly OperatorRole[]> = {
  signups: ['SYSTEM'],
  reservations: ['SYSTEM', 'RESERVATION'],
  applications: ['SYSTEM', 'CONTENT'],
  pageViews: OPERATOR_ROLES,
};

/** The charts an operator with `roles` may see, in the dashboard's order. */
export function chartsFor(roles: readonly OperatorRole[]): ChartKind[] {
  return CHART_KINDS.filter((k) => CHART_ROLES[k].some((r) => roles.includes(r)));
}

export const chartDaysQuerySchema = z.object({
  days: z.coerce
    .number({ error: DASHBOARD_MESSAGES.daysInvalid })
    .int(DASHBOARD_MESSAGES.daysInvalid)
    .refine((d) => d === 30 || d === 90, DASHBOARD_MESSAGES.daysInvalid)
    .default(30),
});
export type ChartDaysQuery = z.infer<typeof chartDaysQuerySchema>;

/** Series a chart draws at most: the largest ones by total, the rest summed as '기타'. */
export const CHART_MAX_SERIES = 8;

// ---------------------------------------------------------------------------------------------------------------
// A member's activity (회원 상세)
// ---------------------------------------------------------------------------------------------------------------

/** Rows each list of the member page shows: the newest ones, with the count of all. */
export const MEMBER_ACTIVITY_LIMIT = 5;

export const memberReservationSchema = z.object({
  rsvtId: z.number().int(),
  kind: z.enum(['studio', 'space']),
  placeNm: z.string(),
  roomNm: z.string(),
  rsvtYmd: z.string(),
  rsvtBgngHhmm: z.string(),
  rsvtEndHhmm: z.string(),
  statusNm: z.string(),
});
export const memberApplicationSchema = z.object({
  aplyId: z.number().int(),
  sprtBizId: z.number().int(),
  sprtBizNm: z.string(),
  aplySttsNm: z.string(),
  aplyDt: z.string(),
});
export const memberPostSchema = z.object({
  kind: z.enum(['post', 'comment']),
  id: z.number().int(),
  postId: z.number().int(),
  /** The post's title (for a comment, the title of the post it is on). */
  title: z.string(),
  /** False when hidden by reports. */
  shown: z.boolean(),
  regDt: z.string(),
});
const listOf = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int(), items: z.array(item) });

export const memberActivitySchema = z.object({
  reservations: listOf(memberReservationSchema),
  applications: listOf(memberApplicationSchema),
  posts: listOf(memberPostSchema),
});
export type MemberActivity = z.infer<typeof memberActivitySchema>;

const chartEndpoint = (kind: ChartKind, path: string, summary: string) =>
  endpoint({
    method: 'GET',
    path: `admin/dashboard/charts/${path}`,
    access: { roles: CHART_ROLES[kind] },
    summary,
    query: chartDaysQuerySchema,
    response: chartSchema,
  });

export const dashboardEndpoints = {
  signups: chartEndpoint('signups', 'signups', '대시보드 차트: 회원 유형별 가입(일별, 최근 30·90일)'),
  reservations: chartEndpoint('reservations', 'reservations', '대시보드 차트: 스튜디오·공간별 예약 신청(일별)'),
  applications: chartEndpoint('applications', 'applications', '대시보드 차트: 지원사업별 신청(일별)'),
  pageViews: chartEndpoint('pageViews', 'page-views', '대시보드 차트: 공개 화면 조회수(주소별, 일별)'),
  memberActivity: endpoint({
    method: 'GET',
    path: 'admin/members/:userId/activity',
    access: { roles: ['SYSTEM'] },
    summary: '회원 상세: 최근 예약(스튜디오·공간), 지원사업 신청, 커뮤니티 글·댓글과 각 건수',
    params: z.object({ userId: rowIdSchema() }),
    response: memberActivitySchema,
  }),
} as const;

/** The endpoint of each chart, by kind. */
export const CHART_ENDPOINTS = {
  signups: dashboardEndpoints.signups,
  reservations: dashboardEndpoints.reservations,
  applications: dashboardEndpoints.applications,
  pageViews: dashboardEndpoints.pageViews,
} as const satisfies Record<ChartKind, unknown>;
