import { transactions } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import type { ConsoleQueue } from '../admin/admin.service.js';
import type { ReservationService } from '../studio/reservation.service.js';
import { SpaceDeskRepository } from './space-desk.repository.js';
import type { SpaceImages } from './space-desk.service.js';
import { SpaceDeskService } from './space-desk.service.js';
import { spaceAdminRoutes } from './space.admin.routes.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';
import { SpaceInquiryDeskRepository } from './space-inquiry.repository.js';
import { SpaceInquiryDesk } from './space-inquiry.desk.js';
import { SpaceRepository } from './space.repository.js';
import { spaceRoutes } from './space.routes.js';
import type { CertificateUploads, CompanyRegistry } from './space.service.js';
import { SpaceService } from './space.service.js';

/**
 * The space domain, built once per app: the space catalogue, favourites, inquiries and notices, and space-room booking
 * through the studio module's reservation service (one slot engine), with the accounts domain's company check and
 * certificate upload — all handed over by app.ts.
 */
export function createSpaceModule(
  deps: AppDeps,
  others: {
    reservations: ReservationService;
    registry: CompanyRegistry;
    certificates: CertificateUploads;
    /** The spaces desk: its gallery uploads, and the slot engine whose cached room rules a hidden space drops. */
    uploads: SpaceImages;
    engine: { forgetRooms(): void };
    /** An answered inquiry is told to its member (text and in-app). */
    outbox?: NotificationOutbox;
  },
) {
  const spaces = new SpaceService(
    new SpaceRepository(deps.database.db),
    others.reservations,
    { registry: others.registry, certificates: others.certificates },
    deps.clock,
  );
  const reservations = others.reservations;
  const inquiryDesk = new SpaceInquiryDesk(
    new SpaceInquiryDeskRepository(deps.database.db),
    transactions(deps.database.db),
    deps.clock,
    deps.records,
    others.outbox,
  );
  const spaceDesk = new SpaceDeskService(
    new SpaceDeskRepository(deps.database.db),
    transactions(deps.database.db),
    deps.clock,
    deps.records,
    others.uploads,
    others.engine,
  );
  return {
    spaces,
    consoleQueues: [
      {
        key: 'inquiries-space',
        label: '미답변 문의 (공간)',
        href: '/admin/inquiries?kind=space',
        role: 'RESERVATION',
        count: () => inquiryDesk.unansweredCount(),
      },
    ] satisfies ConsoleQueue[],
    routes: (app: Parameters<typeof spaceRoutes>[0]) => {
      spaceRoutes(app, { spaces, reservations, inquiryDesk });
      spaceAdminRoutes(app, { desk: spaceDesk });
    },
  };
}
export type SpaceModule = ReturnType<typeof createSpaceModule>;
