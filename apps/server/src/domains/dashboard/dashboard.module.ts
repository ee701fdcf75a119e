import type { AppDeps } from '../../domain-deps.js';
import { ReservationRepository } from '../studio/reservation.repository.js';
import { SupportRepository } from '../support/support.repository.js';
import { DashboardRepository } from './dashboard.repository.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { DashboardService } from './dashboard.service.js';
import { PageViewCounter, type WarnLog } from './page-views.js';

/**
 * The console dashboard's charts and the member page's activity lists (issue 37, decision 037), built once per
 * app; `pageViews` counts public page views as the web app serves them (app.ts hands it to registerWebApp).
 */
export function createDashboardModule(deps: AppDeps, others: { log: WarnLog }) {
  const db = deps.database.db;
  const repo = new DashboardRepository(db, deps.database.dialect);
  const dashboard = new DashboardService(repo, new ReservationRepository(db), new SupportRepository(db), deps.clock);
  const pageViews = new PageViewCounter(repo, deps.clock, others.log);
  return {
    dashboard,
    pageViews,
    routes: (app: Parameters<typeof dashboardRoutes>[0]) => dashboardRoutes(app, { dashboard }),
  };
}
