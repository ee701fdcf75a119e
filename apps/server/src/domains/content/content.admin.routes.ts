import { contentAdminEndpoints as api } from '@onfan/contracts/content.admin';
import { faqEndpoints } from '@onfan/contracts/faq';
import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import type { JsonCache } from '../../http/json-cache.js';
import type { BoardDeskService, FaqService } from './content.admin.service.js';

/** The content desk's console calls (decision 034): the boards' items and the FAQ. */
export function contentAdminRoutes(app: FastifyInstance, m: { boards: BoardDeskService; faqs: FaqService }): void {
  const { boards, faqs } = m;
  route(app, api.boards, () => boards.boards());
  route(app, api.items, (req) => boards.items(req.params.board, req.query));
  route(app, api.item, (req) => boards.item(req.params.board, req.params.contentsId));
  route(app, api.createItem, (req) => boards.create(consoleActor(req), req.params.board, req.body));
  route(app, api.updateItem, (req) =>
    boards.update(consoleActor(req), req.params.board, req.params.contentsId, req.body),
  );
  route(app, api.itemExposure, (req) =>
    boards.exposure(consoleActor(req), req.params.board, req.params.contentsId, req.body),
  );
  route(app, api.faqs, (req) => faqs.list(req.query));
  route(app, api.createFaq, (req) => faqs.create(consoleActor(req), req.body));
  route(app, api.updateFaq, (req) => faqs.update(consoleActor(req), req.params.faqId, req.body));
  route(app, api.faqExposure, (req) => faqs.exposure(consoleActor(req), req.params.faqId, req.body));
  route(app, api.moveFaq, (req) => faqs.move(consoleActor(req), req.params.faqId, req.body));
}

/** `/guide`'s questions, answered from the app cache's `faq` region (cleared by every desk change). */
export function faqRoutes(app: FastifyInstance, m: { faqs: FaqService; cache: JsonCache }): void {
  const { faqs, cache } = m;
  route(
    app,
    faqEndpoints.list,
    (_req, reply) => cache.send(reply, 'all', faqEndpoints.list.response, () => faqs.shown()),
    { cached: true },
  );
}
