import { supportAdminEndpoints as api } from '@onfan/contracts/support.admin';
import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../../http/console-actor.js';
import { contentDisposition } from '../../http/content-disposition.js';
import { route } from '../../http/endpoint-route.js';
import { formFiles, withMultipart } from '../upload/upload.multipart.js';
import type { ProgrammeDeskService } from './programme-desk.service.js';

/** The support programmes desk (decision 034): programmes, their applications and the export. */
export function supportAdminRoutes(app: FastifyInstance, m: { desk: ProgrammeDeskService }): void {
  route(app, api.programmes, (req) => m.desk.programmes(req.query));
  route(app, api.createProgramme, (req) => m.desk.create(consoleActor(req), req.body));
  route(app, api.programme, (req) => m.desk.programme(req.params.sprtBizId));
  route(app, api.updateProgramme, (req) => m.desk.update(consoleActor(req), req.params.sprtBizId, req.body));
  withMultipart(app, (scope) => {
    route(
      scope,
      api.addAttachment,
      (req) => m.desk.addAttachment(consoleActor(req), req.params.sprtBizId, formFiles(req)),
      {
        limit: 'upload',
      },
    );
  });
  route(app, api.removeAttachment, (req) =>
    m.desk.removeAttachment(consoleActor(req), req.params.sprtBizId, req.params.fileId),
  );
  route(app, api.closeProgramme, (req) => m.desk.close(consoleActor(req), req.params.sprtBizId, req.body));
  route(app, api.applications, (req) => m.desk.applications(req.params.sprtBizId, req.query));
  route(app, api.exportApplications, async (req, reply) => {
    const file = await m.desk.export(consoleActor(req), req.params.sprtBizId, req.query);
    return reply
      .header('Content-Type', file.mimeType)
      .header('Content-Length', String(file.content.length))
      .header('Content-Disposition', contentDisposition(file.fileNm))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(file.content);
  });
  route(app, api.applicantPersonal, (req) => m.desk.applicant(consoleActor(req), req.params.aplyId));
  route(app, api.moveApplication, (req) => m.desk.move(consoleActor(req), req.params.aplyId, req.body));
}
