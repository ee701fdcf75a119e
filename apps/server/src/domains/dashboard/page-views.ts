import type { Clock } from '../../lib/clock.js';
import { seoulYmd } from '../../lib/seoul-time.js';
import type { DashboardRepository } from './dashboard.repository.js';

/** Longest path counted; longer ones are cut (no public page has one). */
const MAX_PATH = 200;

export interface WarnLog {
  warn(obj: object, msg: string): void;
}

/** The path of a request target without query or fragment, cut to MAX_PATH, '/' for an empty one. */
export function pagePath(target: string): string {
  const path = target.split(/[?#]/, 1)[0] ?? '/';
  return (path === '' ? '/' : path).slice(0, MAX_PATH);
}

/**
 * Counts views of public pages for the dashboard (issue 37): one row per path and Seoul day, incremented when the
 * server answers a public page's document. `record` never waits for the database and never throws: the count is
 * written after the page has gone, and a failure is only logged (a page is never slower or broken for it).
 */
export class PageViewCounter {
  constructor(
    private readonly repo: DashboardRepository,
    private readonly clock: Clock,
    private readonly log: WarnLog,
  ) {}

  /** Starts counting one view of `target`; the promise is for tests (callers need not wait for it). */
  record(target: string): Promise<void> {
    const path = pagePath(target);
    const ymd = seoulYmd(this.clock.now());
    return this.repo.countView(path, ymd).catch((err: unknown) => {
      this.log.warn({ err, path }, 'page view not counted');
    });
  }
}
