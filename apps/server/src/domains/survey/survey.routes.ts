import { surveyEndpoints as api } from '@onfan/contracts/survey';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/access.js';
import { route } from '../../http/endpoint-route.js';
import type { SurveyService } from './survey.service.js';

/** Surveys (`surveys`, `survey/{surveyId}/quests`, `survey/quest/anses`), drafts and results. */
export function surveyRoutes(app: FastifyInstance, m: { surveys: SurveyService }): void {
  route(app, api.list, (req) => m.surveys.list(req.user));
  route(app, api.quests, (req) => m.surveys.quests(req.params.surveyId));
  route(app, api.answer, (req) => m.surveys.answer(req.body.surveyId, req.body.questAnsJson, currentUser(req)));
  route(app, api.draft, (req) => m.surveys.draft(req.params.surveyId, currentUser(req)));
  route(app, api.saveDraft, (req) => m.surveys.saveDraft(req.params.surveyId, req.body.questAnsJson, currentUser(req)));
  route(app, api.result, (req) => m.surveys.result(req.params.surveyId, currentUser(req)));
}
