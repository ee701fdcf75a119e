import { contentEndpoints as api, SENTCONT_ALERT_COUNT, STUDIO_PLYGRND2_CTGR } from '@onfan/contracts/content';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint-route.js';
import { sendAttachment } from './attachment-reply.js';
import type { ContentService } from './content.service.js';

/**
 * The content engine's boards: information (social space 1 and 2, news, policy news, interviews), the studio's
 * category of social space 2, community (social space 3 and the set 2/3 files), sentcont, sales support.
 */
export function contentRoutes(app: FastifyInstance, m: { content: ContentService }): void {
  const { content } = m;
  route(app, api.plygrnds, (req) => content.list(['plygrnd'], req.query));
  route(app, api.plygrnd, (req) => content.view(['plygrnd'], req.params.id, req.query.ctgrCode));
  route(app, api.plygrnds2, (req) => content.list(['plygrnd2'], req.query));
  route(app, api.plygrnd2, (req) => content.view(['plygrnd2'], req.params.id, req.query.ctgrCode));
  route(app, api.issues, (req) => content.list(['issue'], req.query));
  route(app, api.issue, (req) => content.view(['issue'], req.params.id, req.query.ctgrCode));
  route(app, api.issues2, (req) => content.list(['issue2'], req.query));
  route(app, api.issue2, (req) => content.view(['issue2'], req.params.id, req.query.ctgrCode));
  route(app, api.interviews, (req) => content.list(['interview'], req.query));
  route(app, api.interview, (req) => content.view(['interview'], req.params.id, req.query.ctgrCode));

  // studio/plygrnds2 (api-map `studio`): the live-studio category of social space 2, no studio-owned copy.
  route(app, api.studioPlygrnds2, (req) => content.listInCategory(['plygrnd2'], STUDIO_PLYGRND2_CTGR, req.query));
  route(app, api.studioPlygrnd2, (req) => content.viewInCategory(['plygrnd2'], req.params.id, STUDIO_PLYGRND2_CTGR));

  route(app, api.plygrnds3, (req) => content.list(['plygrnd3'], req.query));
  route(app, api.plygrnd3, (req) => content.view(['plygrnd3'], req.params.id, req.query.ctgrCode));
  route(app, api.plygrnd2Download, async (req, reply) =>
    sendAttachment(reply, await content.downloadOf(['plygrnd2'], req.params.id, req.query.fileId)),
  );
  route(app, api.plygrnd3Download, async (req, reply) =>
    sendAttachment(reply, await content.downloadOf(['plygrnd3'], req.params.id, req.query.fileId)),
  );

  route(app, api.sentconts, (req) => content.list(['sentcont'], req.query));
  route(app, api.sentcontAlerts, () => content.newest(['sentcont'], SENTCONT_ALERT_COUNT));
  route(app, api.sentcont, (req) => content.view(['sentcont'], req.params.id, req.query.ctgrCode));

  route(app, api.smbSales, (req) => content.list(['smbsales'], req.query));
  route(app, api.smbSale, (req) => content.view(['smbsales'], req.params.id, req.query.ctgrCode));
}
