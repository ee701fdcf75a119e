import { myDataEndpoints as api } from '@onfan/contracts/my-data';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/access.js';
import { contentDisposition } from '../../http/content-disposition.js';
import { route } from '../../http/endpoint-route.js';
import type { MyDataService } from './my-data.service.js';

/** 내 정보 내려받기 (`mypage/my-data…`): the latest request, a new request, and the file. */
export function myDataRoutes(app: FastifyInstance, m: { myData: MyDataService }): void {
  route(app, api.latest, (req) => m.myData.latest(currentUser(req)));
  route(app, api.request, (req) => m.myData.request(currentUser(req)));
  route(app, api.file, async (req, reply) => {
    const file = await m.myData.file(currentUser(req), req.params.exportId, req.ip);
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Length', String(file.size))
      .header('Content-Disposition', contentDisposition(file.fileName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(file.stream);
  });
}
