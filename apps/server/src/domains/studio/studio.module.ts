import type { AppDeps } from '../../app.js';
import { HolidayRepository } from '../holiday/holiday.repository.js';
import { HolidayService } from '../holiday/holiday.service.js';
import { SlotEngine } from './slot-engine.js';
import { StudioService } from './studio.service.js';

/** The slot engine and the reservation service, built once per app for the studio and space routes. */
const modules = new WeakMap<AppDeps, StudioService>();

export function reservationService(deps: AppDeps): StudioService {
  let service = modules.get(deps);
  if (!service) {
    const holidays = new HolidayService(new HolidayRepository(deps.database.db), deps.clock, deps.cache);
    const engine = new SlotEngine(deps.database.db, holidays, deps.clock);
    service = new StudioService(deps.database.db, engine, deps.clock);
    modules.set(deps, service);
  }
  return service;
}
