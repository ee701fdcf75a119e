import type { CallInput } from '@onfan/contracts/endpoint';
import { adminEndpoints, type Chart, type ChartKind } from '@onfan/contracts/admin';
import { CHART_ENDPOINTS, type ChartDays, dashboardEndpoints } from '@onfan/contracts/dashboard';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { saveBlob } from '@/lib/api/api-client';
import { call } from '@/lib/api/endpoint-client';
import { type ChartAxis, type ChartData, chartCsv, chartFileName } from './chart-csv';

/** The console frame's calls (decision 034): the operator at the console, the dashboard, the access log, the audit. */

export type AccessLogFilters = CallInput<typeof adminEndpoints.accessLog>['query'];
export type AuditFilters = CallInput<typeof adminEndpoints.audit>['query'];

export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  accessLog: (f: AccessLogFilters) => ['admin', 'access-log', f] as const,
  accessReview: (ym: string) => ['admin', 'access-review', ym] as const,
  accessChain: ['admin', 'access-chain'] as const,
  audit: (f: AuditFilters) => ['admin', 'audit', f] as const,
  chart: (kind: ChartKind, days: ChartDays) => ['admin', 'dashboard', 'chart', kind, days] as const,
  memberActivity: (userId: number) => ['admin', 'member-activity', userId] as const,
};

/** Who is at the console: refused (403) until the second factor, and for an operator without a role. */
export const consoleMeQuery = () =>
  queryOptions({ queryKey: adminKeys.me, queryFn: () => call(adminEndpoints.me), retry: false, staleTime: 60_000 });

export const dashboardQuery = () =>
  queryOptions({ queryKey: adminKeys.dashboard, queryFn: () => call(adminEndpoints.dashboard) });

export const accessLogQuery = (f: AccessLogFilters) =>
  queryOptions({
    queryKey: adminKeys.accessLog(f),
    queryFn: () => call(adminEndpoints.accessLog, { query: f }),
    placeholderData: keepPreviousData,
  });

export const accessReviewQuery = (ym: string) =>
  queryOptions({
    queryKey: adminKeys.accessReview(ym),
    queryFn: () => call(adminEndpoints.accessReview, { query: { ym } }),
  });

/** The chain check reads the whole log: run when asked for. */
export const accessChainQuery = () =>
  queryOptions({ queryKey: adminKeys.accessChain, queryFn: () => call(adminEndpoints.accessChain), enabled: false });

export const auditQuery = (f: AuditFilters) =>
  queryOptions({
    queryKey: adminKeys.audit(f),
    queryFn: () => call(adminEndpoints.audit, { query: f }),
    placeholderData: keepPreviousData,
  });

// The dashboard's charts and the member page's activity lists (decision 037)

export const chartQuery = (kind: ChartKind, days: ChartDays) =>
  queryOptions({
    queryKey: adminKeys.chart(kind, days),
    queryFn: () => call(CHART_ENDPOINTS[kind], { query: { days } }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** Saves a chart's numbers as a CSV file (UTF-8 with a byte-order mark, Korean headers); no personal data in it. */
export function saveChartCsv(chart: Chart): void {
  saveBlob(new Blob([chartCsv(chart)], { type: 'text/csv;charset=utf-8' }), chartFileName(chart));
}

/** Saves the numbers of a chart over another axis than days (a survey question's choices) as CSV, named `fileName`. */
export function saveAxisChartCsv(chart: ChartData, axis: ChartAxis, fileName: string): void {
  saveBlob(new Blob([chartCsv(chart, axis)], { type: 'text/csv;charset=utf-8' }), fileName);
}

export const memberActivityQuery = (userId: number) =>
  queryOptions({
    queryKey: adminKeys.memberActivity(userId),
    queryFn: () => call(dashboardEndpoints.memberActivity, { params: { userId } }),
  });
