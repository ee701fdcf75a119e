import { searchEndpoints as api } from '@onfan/contracts/search';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint-route.js';
import type { SearchService } from './search.service.js';

/** Integrated search (`common/search`), limited per address: generous for people, a wall for scrapers. */
export function searchRoutes(app: FastifyInstance, m: { search: SearchService }): void {
  route(app, api.search, (req) => m.search.search(req.query), { limit: 'search' });
}
