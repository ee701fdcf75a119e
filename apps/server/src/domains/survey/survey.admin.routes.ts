import { surveyAdminEndpoints as api } from '@onfan/contracts/survey.admin';
import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../../http/console-actor.js';
import { contentDisposition } from '../../http/content-disposition.js';
import { route } from '../../http/endpoint-route.js';
import type { SurveyDeskService } from './survey-desk.service.js';

/** The survey builder of the console (설문·진단, issue 39): surveys, publishing, copies, results and the export. */
export function surveyAdminRoutes(app: FastifyInstance, m: { desk: SurveyDeskService }): void {
  route(app, api.surveys, (req) => m.desk.list(req.query));
  route(app, api.survey, (req) => m.desk.detail(req.params.surveyId));
  route(app, api.create, (req) => m.desk.create(consoleActor(req), req.body));
  route(app, api.update, (req) => m.desk.update(consoleActor(req), req.params.surveyId, req.body));
  route(app, api.publish, (req) => m.desk.publish(consoleActor(req), req.params.surveyId, req.body));
  route(app, api.copy, (req) => m.desk.copy(consoleActor(req), req.params.surveyId));
  route(app, api.results, (req) => m.desk.results(req.params.surveyId));
  route(app, api.texts, (req) => m.desk.texts(req.params.surveyId, req.params.questId, req.query));
  route(app, api.exportAnswers, async (req, reply) => {
    const file = await m.desk.export(consoleActor(req), req.params.surveyId, req.query);
    return reply
      .header('Content-Type', file.mimeType)
      .header('Content-Length', String(file.content.length))
      .header('Content-Disposition', contentDisposition(file.fileNm))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(file.content);
  });
}
