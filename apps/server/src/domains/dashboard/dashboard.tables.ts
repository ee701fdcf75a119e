/**
 * 20261203T1300-dashboard: views of a public page, one row per address and Seoul day, counted as the server answers
 * the page's document (the dashboard's page-view chart reads it).
 */
export interface PageViewDayTable {
  /** The address's path without its query (`/community/list`). */
  pagePath: string;
  /** The Seoul day, yyyyMMdd. */
  viewYmd: string;
  viewCnt: number;
}
