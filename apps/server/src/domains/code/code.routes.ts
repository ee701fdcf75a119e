import { codeEndpoints as api } from '@onfan/contracts/code';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint-route.js';
import type { JsonCache } from '../../http/json-cache.js';
import type { CodeService } from './code.service.js';

/** Code value lists (`common/dcd`, `common/cd`), answered from the app cache for five minutes. */
export function codeRoutes(app: FastifyInstance, m: { codes: CodeService; cache: JsonCache }): void {
  const { codes, cache } = m;
  route(
    app,
    api.masterCodes,
    (req, reply) => cache.send(reply, req.query.cmmnCd, api.masterCodes.response, () => codes.list(req.query.cmmnCd)),
    { cached: true },
  );
  route(
    app,
    api.commonCodes,
    (req, reply) => cache.send(reply, req.query.cmmnCd, api.commonCodes.response, () => codes.list(req.query.cmmnCd)),
    { cached: true },
  );
}
