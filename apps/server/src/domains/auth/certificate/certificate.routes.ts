import { authCertificateEndpoints as api } from '@onfan/contracts/auth-certificate';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../http/access.js';
import { route } from '../../../http/endpoint-route.js';
import { sendAttachment } from '../../content/attachment-reply.js';
import { formFiles, withMultipart } from '../../upload/upload.multipart.js';
import type { CertificateService } from './certificate.service.js';

/** The small-business certificate: the member's upload, status and file (the console decides: auth.admin.routes.ts). */
export function certificateRoutes(app: FastifyInstance, m: { certificates: CertificateService }): void {
  withMultipart(app, (scope) => {
    route(scope, api.upload, (req) => m.certificates.upload(currentUser(req), formFiles(req)), { limit: 'upload' });
  });
  route(app, api.get, (req) => m.certificates.get(currentUser(req)));
  route(app, api.submit, (req) => m.certificates.submit(currentUser(req), req.body.fileId));
  route(app, api.file, async (req, reply) =>
    sendAttachment(reply, await m.certificates.file(currentUser(req), req.params.userId), { private: true }),
  );
}
