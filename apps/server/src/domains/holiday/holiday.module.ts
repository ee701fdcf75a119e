import type { AppDeps } from '../../domain-deps.js';
import { HolidayRepository } from './holiday.repository.js';
import { holidayRoutes } from './holiday.routes.js';
import { HolidayService } from './holiday.service.js';

/** The holiday domain, built once per app: its service (used by the booking calendars too) and its routes. */
export function createHolidayModule(deps: AppDeps) {
  const holidays = new HolidayService(new HolidayRepository(deps.database.db), deps.clock, deps.cache);
  return { holidays, routes: (app: Parameters<typeof holidayRoutes>[0]) => holidayRoutes(app, { holidays }) };
}
export type HolidayModule = ReturnType<typeof createHolidayModule>;
