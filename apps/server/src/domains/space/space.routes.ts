import { spaceEndpoints as api } from '@onfan/contracts/space';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/access.js';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import type { ReservationService } from '../studio/reservation.service.js';
import { bookingRoutes } from '../studio/studio.routes.js';
import { formFiles, withMultipart } from '../upload/upload.multipart.js';
import type { SpaceInquiryDesk } from './space-inquiry.desk.js';
import type { SpaceService } from './space.service.js';

/**
 * Spaces (`space/…`, api-map `space`) and space reservations (`reservation/…`, api-map `reservation`): the catalogue,
 * favourites, notices, inquiries, and space rooms booked through the same booking calls as studio rooms.
 */
export function spaceRoutes(
  app: FastifyInstance,
  m: { spaces: SpaceService; reservations: ReservationService; inquiryDesk: SpaceInquiryDesk },
): void {
  route(app, api.groups, () => m.spaces.groups());
  route(app, api.list, (req) => m.spaces.spaces(req.user, req.query));
  route(app, api.gallery, (req) => m.spaces.gallery(req.query.spaceId));
  route(app, api.galleryImage, (req) => m.spaces.galleryImage(req.params.spaceId, req.params.glryId));
  route(app, api.detail, (req) => m.spaces.detail(req.params.spaceId, req.user));
  route(app, api.favourite, (req) => m.spaces.favourite(currentUser(req), req.params.spaceId));
  route(app, api.setFavourite, (req) => m.spaces.setFavourite(currentUser(req), req.params.spaceId, req.body.favrYn));

  route(app, api.notices, (req) => m.spaces.notices(req.query));
  route(app, api.notice, (req) => m.spaces.notice(req.params.ntcId));
  route(app, api.inquiries, (req) => m.spaces.inquiries(currentUser(req), req.query));
  route(app, api.writeInquiry, (req) => m.spaces.writeInquiry(currentUser(req), req.body));
  route(app, api.deleteInquiry, (req) => m.spaces.deleteInquiry(currentUser(req), req.body.inqId));
  // The console's space-inquiry desk (decision 034).
  route(app, api.inquiryQueue, (req) => m.inquiryDesk.queue(req.query));
  route(app, api.answerInquiry, (req) => m.inquiryDesk.answer(consoleActor(req), req.params.inqId, req.body));

  route(app, api.rooms, (req) => m.spaces.rooms(req.query.spaceId));
  route(app, api.room, (req) => m.reservations.room(req.query.roomId, 'space'));
  bookingRoutes(app, api, 'space', m);
  route(app, api.checkCompany, (req) => m.spaces.checkCompany(req.body));
  route(app, api.reserve, (req) => m.spaces.reserve(currentUser(req), req.body));
  // The call that reads a file lives in a scope of its own with @fastify/multipart registered.
  withMultipart(app, (scope) => {
    route(scope, api.uploadCertificate, (req) => m.spaces.uploadCertificate(currentUser(req), formFiles(req)), {
      limit: 'upload',
    });
  });
}
