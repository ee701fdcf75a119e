import { holidayEndpoints as api } from '@onfan/contracts/holiday';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint-route.js';
import type { HolidayService } from './holiday.service.js';

/** Public holidays and the operator's closure days (`common/holidays...`). */
export function holidayRoutes(app: FastifyInstance, m: { holidays: HolidayService }): void {
  route(app, api.ofYear, (req) => m.holidays.ofYear(req.query.year));
  route(app, api.saveClosure, (req) => m.holidays.saveClosure(req.body));
  route(app, api.deleteClosure, (req) => m.holidays.deleteClosure(req.params.ymd));
}
