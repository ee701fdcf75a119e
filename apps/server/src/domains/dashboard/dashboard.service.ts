import { ADMIN_MESSAGES, CHART_TITLES, type Chart, type ChartKind } from '@onfan/contracts/admin';
import { MEMBER_KIND_NAMES } from '@onfan/contracts/auth.admin';
import {
  CHART_MAX_SERIES,
  type ChartDays,
  DASHBOARD_MESSAGES,
  MEMBER_ACTIVITY_LIMIT,
  type MemberActivity,
} from '@onfan/contracts/dashboard';
import { RSVT_STATUS_LABEL } from '@onfan/contracts/studio';
import { APPLY_STATUS_NAMES, type ApplyStatus } from '@onfan/contracts/support';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { addDays, todaySeoulYmd, toSeoulIso, ymdToDate } from '../../lib/seoul-time.js';
import type { ReservationRepository } from '../studio/reservation.repository.js';
import { effectiveStatus } from '../studio/slot-engine.js';
import type { SupportRepository } from '../support/support.repository.js';
import type { ChartCell, DashboardRepository } from './dashboard.repository.js';

/** Member kinds the sign-up chart always shows (operators are not sign-ups). */
const MEMBER_KINDS = ['200', '300', '400'] as const;

/**
 * Turns summed cells into a chart: one value per Seoul day of the period for each group, the largest groups by total
 * first, those past CHART_MAX_SERIES summed as '기타'. `always` groups appear even without a count.
 */
export function toChart(
  kind: ChartKind,
  days: readonly string[],
  found: readonly ChartCell[],
  nameOf: (grp: string) => string = (g) => g,
  always: readonly string[] = [],
): Chart {
  const index = new Map(days.map((d, i) => [d, i]));
  const byGroup = new Map<string, number[]>(always.map((g) => [g, days.map(() => 0)]));
  for (const c of found) {
    const i = index.get(c.ymd);
    if (i === undefined) continue;
    const values = byGroup.get(c.grp) ?? days.map(() => 0);
    values[i] = (values[i] ?? 0) + c.n;
    byGroup.set(c.grp, values);
  }
  const sum = (v: readonly number[]) => v.reduce((a, b) => a + b, 0);
  const ranked = [...byGroup.entries()]
    .map(([grp, values]) => ({ name: nameOf(grp), values, total: sum(values) }))
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name, 'ko'));
  const fixed = always.length > 0;
  const kept = fixed ? ranked : ranked.slice(0, CHART_MAX_SERIES - (ranked.length > CHART_MAX_SERIES ? 1 : 0));
  const rest = fixed ? [] : ranked.slice(kept.length);
  const series = [...kept];
  if (rest.length > 0) {
    const values = days.map((_, i) => rest.reduce((a, s) => a + (s.values[i] ?? 0), 0));
    series.push({ name: DASHBOARD_MESSAGES.otherSeries, values, total: sum(values) });
  }
  return { kind, title: CHART_TITLES[kind], days: [...days], series };
}

/**
 * The dashboard's charts over the last 30 or 90 Seoul days (today included), summed in SQL, and a member's newest
 * reservations, applications and writings for the member page — read through the domains' own repositories where
 * they have the call (reservations, applications).
 */
export class DashboardService {
  constructor(
    private readonly repo: DashboardRepository,
    private readonly reservations: ReservationRepository,
    private readonly support: SupportRepository,
    private readonly clock: Clock,
  ) {}

  private period(days: ChartDays) {
    const today = todaySeoulYmd(this.clock);
    const list = Array.from({ length: days }, (_, i) => addDays(today, i - days + 1));
    return {
      list,
      fromYmd: list[0]!,
      toYmd: today,
      from: ymdToDate(list[0]!).toISOString(),
      to: ymdToDate(addDays(today, 1)).toISOString(),
    };
  }

  async chart(kind: ChartKind, days: number): Promise<Chart> {
    if (days !== 30 && days !== 90) throw AppError.badRequest(DASHBOARD_MESSAGES.daysInvalid);
    const p = this.period(days);
    switch (kind) {
      case 'signups':
        return toChart(
          kind,
          p.list,
          await this.repo.signups(p.from, p.to),
          (g) => MEMBER_KIND_NAMES[g as keyof typeof MEMBER_KIND_NAMES] ?? g,
          MEMBER_KINDS,
        );
      case 'reservations':
        return toChart(kind, p.list, await this.repo.reservations(p.from, p.to));
      case 'applications':
        return toChart(kind, p.list, await this.repo.applications(p.from, p.to));
      case 'pageViews':
        return toChart(kind, p.list, await this.repo.pageViews(p.fromYmd, p.toYmd));
    }
  }

  async memberActivity(userId: number): Promise<MemberActivity> {
    if (!(await this.repo.memberExists(userId))) throw AppError.notFound(ADMIN_MESSAGES.memberNotFound);
    const limit = MEMBER_ACTIVITY_LIMIT;
    const today = todaySeoulYmd(this.clock);
    const [studio, space, applications, writings] = await Promise.all([
      this.reservations.list('studio', { userId }, 0, limit),
      this.reservations.list('space', { userId }, 0, limit),
      this.support.applications(userId, limit, 0),
      this.repo.writings(userId, limit),
    ]);
    const reservations = [
      ...studio.rows.map((r) => ({ r, kind: 'studio' as const })),
      ...space.rows.map((r) => ({ r, kind: 'space' as const })),
    ]
      // Newest day first, as the reservation repository orders each kind.
      .sort(
        (a, b) =>
          b.r.rsvtYmd.localeCompare(a.r.rsvtYmd) ||
          b.r.rsvtBgngHhmm.localeCompare(a.r.rsvtBgngHhmm) ||
          b.r.rsvtId - a.r.rsvtId,
      )
      .slice(0, limit)
      .map(({ r, kind }) => ({
        rsvtId: r.rsvtId,
        kind,
        placeNm: r.studoNm ?? r.spaceNm ?? '',
        roomNm: r.roomNm,
        rsvtYmd: r.rsvtYmd,
        rsvtBgngHhmm: r.rsvtBgngHhmm,
        rsvtEndHhmm: r.rsvtEndHhmm,
        statusNm: RSVT_STATUS_LABEL[effectiveStatus(r.rsvtStts, r.rsvtYmd, today)],
      }));
    const posts = [
      ...writings.posts.map((p) => ({
        kind: 'post' as const,
        id: p.id,
        postId: p.id,
        title: p.title,
        shown: p.expsrYn === 'Y',
        regDt: p.regDt,
      })),
      ...writings.comments.map((c) => ({
        kind: 'comment' as const,
        id: c.id,
        postId: c.postId,
        title: c.title,
        shown: c.expsrYn === 'Y',
        regDt: c.regDt,
      })),
    ]
      .sort((a, b) => b.regDt.localeCompare(a.regDt))
      .slice(0, limit)
      .map((p) => ({ ...p, regDt: toSeoulIso(new Date(p.regDt)) }));
    return {
      reservations: { total: Number(studio.total) + Number(space.total), items: reservations },
      applications: {
        total: applications.total,
        items: applications.rows.map((a) => ({
          aplyId: a.aplyId,
          sprtBizId: a.sprtBizId,
          sprtBizNm: a.sprtBizNm,
          aplySttsNm: APPLY_STATUS_NAMES[a.aplyStts as ApplyStatus] ?? a.aplyStts,
          aplyDt: toSeoulIso(new Date(a.aplyDt)),
        })),
      },
      posts: { total: writings.total, items: posts },
    };
  }
}
