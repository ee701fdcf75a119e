import { educationAdminEndpoints as api } from '@onfan/contracts/education.admin';
import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../../http/console-actor.js';
import { contentDisposition } from '../../http/content-disposition.js';
import { route } from '../../http/endpoint-route.js';
import { formFiles, withMultipart } from '../upload/upload.multipart.js';
import type { EducationDeskService } from './education.admin.service.js';

/**
 * The e-learning desk of the operator console (issue 39): courses, lessons (add, edit, reorder, remove), recordings
 * to choose from, study materials and pictures, enrolments with their progress and report, certificates.
 */
export function educationAdminRoutes(app: FastifyInstance, m: { desk: EducationDeskService }): void {
  route(app, api.courses, (req) => m.desk.list(req.query));
  route(app, api.course, (req) => m.desk.detail(req.params.eduCrsId));
  route(app, api.create, (req) => m.desk.create(consoleActor(req), req.body));
  route(app, api.update, (req) => m.desk.update(consoleActor(req), req.params.eduCrsId, req.body));
  route(app, api.visibility, (req) => m.desk.visibility(consoleActor(req), req.params.eduCrsId, req.body));
  route(app, api.addLesson, (req) => m.desk.addLesson(consoleActor(req), req.params.eduCrsId, req.body));
  route(app, api.reorderLessons, (req) => m.desk.reorder(consoleActor(req), req.params.eduCrsId, req.body));
  route(app, api.updateLesson, (req) =>
    m.desk.updateLesson(consoleActor(req), req.params.eduCrsId, req.params.eduLsnId, req.body),
  );
  route(app, api.removeLesson, (req) =>
    m.desk.removeLesson(consoleActor(req), req.params.eduCrsId, req.params.eduLsnId, req.query.updtDt),
  );
  route(app, api.vods, (req) => m.desk.vods(req.query.q));
  route(app, api.enrolments, (req) => m.desk.enrolments(req.params.eduCrsId, req.query));
  route(app, api.progress, (req) => m.desk.progress(req.params.eduCrsId));
  route(app, api.exportEnrolments, async (req, reply) => {
    const file = await m.desk.export(consoleActor(req), req.params.eduCrsId, req.query);
    return reply
      .header('Content-Type', file.mimeType)
      .header('Content-Length', String(file.content.length))
      .header('Content-Disposition', contentDisposition(file.fileNm))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(file.content);
  });
  route(app, api.revokeCertificate, (req) => m.desk.revoke(consoleActor(req), req.params.certNo, req.body));
  route(app, api.reissueCertificate, (req) => m.desk.reissue(consoleActor(req), req.params.certNo, req.body));
  withMultipart(app, (scope) => {
    route(scope, api.uploadFiles, (req) => m.desk.uploadFiles(consoleActor(req), formFiles(req)), { limit: 'upload' });
    route(scope, api.uploadPicture, (req) => m.desk.uploadPicture(consoleActor(req), formFiles(req)), {
      limit: 'upload',
    });
  });
}
