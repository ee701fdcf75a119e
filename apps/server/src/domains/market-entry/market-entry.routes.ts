import { marketEntryEndpoints as api } from '@onfan/contracts/market-entry';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/access.js';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import { sendAttachment } from '../content/attachment-reply.js';
import { formFiles, withMultipart } from '../upload/upload.multipart.js';
import type { MarketEntryDeskService } from './market-entry.desk.js';
import type { MarketEntryService } from './market-entry.service.js';

/** Market entry (`cmstr/…`, and the shop-mall's supplier-manager id check under /v1/api/if/). */
export function marketEntryRoutes(
  app: FastifyInstance,
  m: { entries: MarketEntryService; desk: MarketEntryDeskService },
): void {
  route(app, api.get, (req) => m.entries.mine(currentUser(req)));
  route(app, api.create, (req) => m.entries.create(currentUser(req), req.body));
  route(app, api.update, (req) => m.entries.update(currentUser(req), req.body));
  route(app, api.status, (req) => m.entries.status(currentUser(req)));
  route(app, api.productPlan, (req) => m.entries.productPlan(currentUser(req)));
  route(app, api.docFile, async (req, reply) =>
    sendAttachment(reply, await m.entries.docFile(currentUser(req), req.params.aplyId, req.params.docCd), {
      private: true,
    }),
  );
  route(app, api.docs, () => m.entries.docs());
  route(app, api.dupBrno, (req) => m.entries.duplicate(currentUser(req), 'bzmnRegNo', req.query.bzmnRegNo), {
    limit: 'lookup',
  });
  route(app, api.dupScmMngrId, (req) => m.entries.duplicate(currentUser(req), 'scmMngrId', req.query.scmMngrId), {
    limit: 'lookup',
  });
  withMultipart(app, (scope) => {
    route(scope, api.uploadDoc, (req) => m.entries.uploadDoc(currentUser(req), req.params.docCd, formFiles(req)), {
      limit: 'upload',
    });
  });
  route(app, api.adminList, (req) => m.desk.list(req.query));
  route(app, api.adminMove, (req) => m.desk.move(consoleActor(req), req.params.aplyId, req.body));
  route(app, api.adminGet, (req) => m.desk.detail(req.params.aplyId));
  route(app, api.adminDocFile, async (req, reply) =>
    sendAttachment(reply, await m.desk.docFile(consoleActor(req), req.params.aplyId, req.params.docCd), {
      private: true,
    }),
  );
  route(app, api.adminDoc, (req) => m.desk.decideDoc(consoleActor(req), req.params.aplyId, req.params.docCd, req.body));
}
