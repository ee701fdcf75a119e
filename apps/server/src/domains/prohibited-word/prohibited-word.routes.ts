import { prohibitedWordEndpoints as api } from '@onfan/contracts/prohibited';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint-route.js';
import type { ProhibitedWordService } from './prohibited-word.service.js';

/** The word list (`common/prhbWrd`). The web checks drafts with the same list and matcher. */
export function prohibitedWordRoutes(app: FastifyInstance, m: { prohibitedWords: ProhibitedWordService }): void {
  route(app, api.list, () => m.prohibitedWords.list());
}
