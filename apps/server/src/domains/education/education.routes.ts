import { educationEndpoints as api } from '@onfan/contracts/education';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../http/access.js';
import { route } from '../../http/endpoint-route.js';
import { contentDisposition } from '../../http/content-disposition.js';
import { sendAttachment } from '../content/attachment-reply.js';
import type { EducationService } from './education.service.js';

/** E-learning (`edu/…`): the catalogue, consent, enrolment, lessons, my courses and completion certificates. */
export function educationRoutes(
  app: FastifyInstance,
  m: { education: EducationService; origin: (req: FastifyRequest) => string },
): void {
  route(app, api.courses, (req) => m.education.courses(req.query, req.user));
  route(app, api.course, (req) => m.education.course(req.params.eduCrsId, req.user));
  route(app, api.consentState, (req) => m.education.consentState(currentUser(req)));
  route(app, api.consent, (req) => m.education.consent(currentUser(req)));
  route(app, api.enrol, (req) => m.education.enrol(req.params.eduCrsId, currentUser(req)));
  route(app, api.lesson, (req) => m.education.lesson(req.params.eduCrsId, req.params.eduLsnId, currentUser(req)));
  route(app, api.lessonDone, (req) =>
    m.education.lessonDone(req.params.eduCrsId, req.params.eduLsnId, currentUser(req)),
  );
  route(app, api.lessonFile, async (req, reply) => {
    const { eduCrsId, eduLsnId, fileId } = req.params;
    return sendAttachment(reply, await m.education.lessonFile(eduCrsId, eduLsnId, fileId, currentUser(req)), {
      private: true,
    });
  });
  route(app, api.quiz, (req) =>
    m.education.quiz(req.params.eduCrsId, req.params.eduLsnId, req.body.answers, currentUser(req)),
  );
  route(app, api.myCourses, (req) => m.education.myCourses(currentUser(req)));
  route(app, api.verifyCertificate, (req) => m.education.verify(req.query.certNo));
  route(app, api.certificate, async (req, reply) => {
    const file = await m.education.certificate(req.params.certNo, currentUser(req), m.origin(req));
    return reply
      .type('application/pdf')
      .header('Content-Disposition', contentDisposition(file.fileName))
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  });
}
