import type { BookingEndpoints } from '@onfan/contracts/studio';
import { studioEndpoints as api } from '@onfan/contracts/studio';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { currentUser } from '../../http/access.js';
import { consoleActor } from '../../http/console-actor.js';
import { contentDisposition } from '../../http/content-disposition.js';
import { route } from '../../http/endpoint-route.js';
import type { ReservationService } from './reservation.service.js';
import type { RoomKind } from './slot-engine.js';
import type { StudioService } from './studio.service.js';

/** A reservation's calendar file as a download. */
function sendCalendarFile(reply: FastifyReply, file: { fileName: string; body: string }) {
  return reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', contentDisposition(file.fileName))
    .send(file.body);
}

/**
 * The booking calls every catalogue has (`bookingEndpoints` of the contracts), registered once for studio rooms and
 * once for space rooms: the month's days, a day's hours, my reservations, cancel, the calendar file, the operators' list.
 */
export function bookingRoutes(
  app: FastifyInstance,
  calls: BookingEndpoints,
  kind: RoomKind,
  m: { reservations: ReservationService },
): void {
  route(app, calls.days, (req) => m.reservations.days(req.params.roomId, kind, req.query.rsvtYm));
  route(app, calls.slots, (req) => m.reservations.slots(req.params.roomId, kind, req.query.rsvtYmd, req.user));
  route(app, calls.mine, (req) => m.reservations.mine(currentUser(req), kind, req.query));
  route(app, calls.cancel, (req) => m.reservations.cancel(currentUser(req), req.body.rsvtId, req.body.sttsRsn));
  route(app, calls.ics, async (req, reply) =>
    sendCalendarFile(reply, await m.reservations.ics(currentUser(req), req.params.rsvtId)),
  );
  route(app, calls.operatorList, (req) => m.reservations.all(kind, req.query));
}

/**
 * Studios and their rooms (`studio/…`, api-map `studio`): the catalogue, studio-room booking, reviews and the operators'
 * decisions. `studio/plygrnds2` and `studio/plygrnd2/{id}` are the content engine's (content module), not the studio's.
 */
export function studioRoutes(
  app: FastifyInstance,
  m: { studio: StudioService; reservations: ReservationService },
): void {
  route(app, api.studios, () => m.studio.studios());
  route(app, api.room, (req) => m.reservations.room(req.params.roomId, 'studio'));
  bookingRoutes(app, api, 'studio', m);
  route(app, api.reserve, (req) => m.reservations.reserve(req.params.roomId, 'studio', currentUser(req), req.body));
  route(app, api.reviews, (req) => m.studio.reviews(req.params.roomId, req.query));
  route(app, api.reviewCounts, (req) => m.studio.reviewCounts(req.params.roomId));
  route(app, api.writeReview, (req) => m.studio.writeReview(currentUser(req), req.params.roomId, req.body));
  route(app, api.exportReservations, async (req, reply) => {
    const file = await m.reservations.export(consoleActor(req), req.query);
    return reply
      .header('Content-Type', file.mimeType)
      .header('Content-Length', String(file.content.length))
      .header('Content-Disposition', contentDisposition(file.fileNm))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(file.content);
  });
  route(app, api.roomWeek, (req) => m.reservations.week(req.params.roomId, req.query.from));
  route(app, api.markOutcome, (req) => m.reservations.markOutcome(consoleActor(req), req.params.rsvtId, req.body));
  route(app, api.proxyMember, (req) => m.reservations.proxyMember(req.query.lgnId));
  route(app, api.proxyReserve, (req) => m.reservations.reserveFor(consoleActor(req), req.params.roomId, req.body));
  route(app, api.confirm, (req) => m.reservations.decide(consoleActor(req), req.params.rsvtId, 'confirm', req.body));
  route(app, api.reject, (req) => m.reservations.decide(consoleActor(req), req.params.rsvtId, 'reject', req.body));
  route(app, api.operatorCancel, (req) =>
    m.reservations.decide(consoleActor(req), req.params.rsvtId, 'cancel', req.body),
  );
}
