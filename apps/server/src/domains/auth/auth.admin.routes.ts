import { authAdminEndpoints as api } from '@onfan/contracts/auth.admin';
import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import { sendAttachment } from '../content/attachment-reply.js';
import type { CertificateReviewService } from './certificate/certificate.review.js';
import type { MemberDeskService } from './member-desk/member-desk.service.js';
import type { OperatorService } from './operator/operator.service.js';

/** The accounts domain's console desks (decision 034): operators and their roles, members, the certificate queue. */
export function authAdminRoutes(
  app: FastifyInstance,
  m: { operators: OperatorService; certificates: CertificateReviewService; members: MemberDeskService },
): void {
  route(app, api.operators, () => m.operators.operators());
  route(app, api.changeRole, (req) => m.operators.changeRole(consoleActor(req), req.params.userId, req.body));
  route(app, api.roleHistory, (req) => m.operators.history(req.query));
  route(app, api.resetSecondFactor, (req) =>
    m.operators.resetSecondFactor(consoleActor(req), req.params.userId, req.body.reason),
  );
  route(app, api.members, (req) => m.members.search(req.query));
  route(app, api.member, (req) => m.members.detail(req.params.userId));
  route(app, api.memberPersonal, (req) => m.members.personal(consoleActor(req), req.params.userId));
  route(app, api.lockMember, (req) => m.members.lock(consoleActor(req), req.params.userId, req.body));
  route(app, api.endMemberSessions, (req) =>
    m.members.endSessions(consoleActor(req), req.params.userId, req.body.reason),
  );
  route(app, api.resetMemberPassword, (req) => m.members.resetPassword(consoleActor(req), req.params.userId, req.body));
  route(app, api.certificates, (req) => m.certificates.queue(req.query));
  route(app, api.certificateFile, async (req, reply) =>
    sendAttachment(reply, await m.certificates.file(consoleActor(req), req.params.certId), { private: true }),
  );
  route(app, api.decideCertificate, (req) => m.certificates.decide(consoleActor(req), req.params.certId, req.body));
}
