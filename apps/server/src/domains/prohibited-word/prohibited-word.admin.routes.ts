import { prohibitedWordAdminEndpoints as api } from '@onfan/contracts/prohibited.admin';
import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import type { ProhibitedWordDeskService } from './prohibited-word-desk.service.js';

/** The prohibited-word desk (decision 034): the list searched, a word added or removed. */
export function prohibitedWordAdminRoutes(app: FastifyInstance, m: { desk: ProhibitedWordDeskService }): void {
  const { desk } = m;
  route(app, api.words, (req) => desk.search(req.query));
  route(app, api.addWord, (req) => desk.add(consoleActor(req), req.body.word));
  route(app, api.removeWord, (req) => desk.remove(consoleActor(req), req.params.id, req.body.updtDt));
}
