import type { ChartKind } from '@onfan/contracts/admin';
import { CHART_ENDPOINTS, dashboardEndpoints as api } from '@onfan/contracts/dashboard';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint-route.js';
import type { DashboardService } from './dashboard.service.js';

/** The dashboard's charts (one call per chart, each declared for the roles whose data it shows) and member activity. */
export function dashboardRoutes(app: FastifyInstance, m: { dashboard: DashboardService }): void {
  for (const kind of Object.keys(CHART_ENDPOINTS) as ChartKind[]) {
    route(app, CHART_ENDPOINTS[kind], (req) => m.dashboard.chart(kind, req.query.days));
  }
  route(app, api.memberActivity, (req) => m.dashboard.memberActivity(req.params.userId));
}
