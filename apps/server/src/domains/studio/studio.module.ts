import { transactions } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import type { ConsoleQueue } from '../admin/admin.service.js';
import type { HolidayService } from '../holiday/holiday.service.js';
import { type BookingOutbox, BookingNotices } from './booking-notices.js';
import { ReservationRepository } from './reservation.repository.js';
import { ReservationService } from './reservation.service.js';
import { ReviewDeskRepository } from './review-desk.repository.js';
import { reviewDeskRoutes } from './review-desk.routes.js';
import { ReviewDeskService } from './review-desk.service.js';
import type { CertificateSource } from './slot-engine.js';
import { SlotEngine } from './slot-engine.js';
import { StudioRepository } from './studio.repository.js';
import { studioRoutes } from './studio.routes.js';
import { StudioService } from './studio.service.js';
import { StudioRoomDeskRepository } from './studio-room-desk.repository.js';
import type { RoomImages } from './studio-room-desk.service.js';
import { StudioRoomDeskService } from './studio-room-desk.service.js';
import { studioRoomAdminRoutes } from './studio-room.admin.routes.js';
import { StudioDeskRepository } from './studio-desk.repository.js';
import { StudioDeskService } from './studio-desk.service.js';
import { studioAdminRoutes } from './studio.admin.routes.js';

/**
 * The studio domain, built once per app: the one slot engine behind studio and space rooms, the booking service both
 * catalogues use (`reservations`, handed to the space module by app.ts), the studio catalogue with its reviews, and the
 * studio routes. The holiday module's service decides the calendars' holidays; the accounts domain's certificates
 * decide who may book; its outbox carries the booking notices to the member.
 */
export function createStudioModule(
  deps: AppDeps,
  others: { holidays: HolidayService; certificates: CertificateSource; outbox: BookingOutbox; uploads: RoomImages },
) {
  const db = deps.database.db;
  const catalogue = new StudioRepository(db);
  const repo = new ReservationRepository(db);
  const notices = new BookingNotices(others.outbox);
  const roomDesk = new StudioRoomDeskRepository(db);
  const engine = new SlotEngine(
    repo,
    transactions(db),
    others.holidays,
    others.certificates,
    deps.clock,
    deps.cache,
    notices,
    {
      async closedDays(roomId, from, to) {
        const rows = await roomDesk.closures(roomId, from, to);
        return new Map(rows.map((r) => [r.ymd, r.rsn]));
      },
    },
  );
  const rooms = new StudioRoomDeskService(
    roomDesk,
    transactions(db),
    deps.clock,
    deps.records,
    others.uploads,
    others.holidays,
    engine,
  );
  const studioDesk = new StudioDeskService(
    new StudioDeskRepository(db),
    transactions(db),
    deps.clock,
    deps.records,
    engine,
  );
  const reservations = new ReservationService(
    catalogue,
    repo,
    engine,
    deps.clock,
    deps.records,
    transactions(db),
    notices,
  );
  const studio = new StudioService(catalogue, repo, engine, deps.clock);
  const reviewDesk = new ReviewDeskService(
    new ReviewDeskRepository(db),
    transactions(db),
    deps.clock,
    deps.records,
    notices,
  );
  return {
    engine,
    reservations,
    studio,
    rooms,
    /** The console's waiting work of this domain (the dashboard): studio bookings to confirm. */
    consoleQueues: [
      {
        key: 'reservations',
        label: '예약 확정 대기',
        href: '/admin/reservations',
        role: 'RESERVATION',
        count: () => reservations.waitingCount('studio'),
      },
    ] satisfies ConsoleQueue[],
    reviewDesk,
    routes: (app: Parameters<typeof studioRoutes>[0]) => {
      studioRoutes(app, { studio, reservations });
      studioRoomAdminRoutes(app, { desk: rooms });
      studioAdminRoutes(app, { desk: studioDesk });
      reviewDeskRoutes(app, { reviewDesk });
    },
  };
}
export type StudioModule = ReturnType<typeof createStudioModule>;
