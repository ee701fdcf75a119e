import { authIdentityEndpoints as api } from '@onfan/contracts/auth-identity';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/endpoint-route.js';
import type { IdentityService } from './identity.service.js';
import type { RecoveryService } from './recovery.service.js';

/** Identity verification and what it unlocks: finding ids, password reset, clearing the lock, restoring a dormant account. */
export function identityRoutes(
  app: FastifyInstance,
  m: { identity: IdentityService; recovery: RecoveryService },
): void {
  route(app, api.findInfoStart, () => m.identity.start('findinfo'), { limit: 'identity' });
  route(app, api.checkMeStart, () => m.identity.start('checkme'), { limit: 'identity' });
  route(app, api.sendCode, (req) => m.identity.sendCode(req.body.txId, req.body), { limit: 'identityCode' });
  route(app, api.verify, (req) => m.identity.verify(req.body.txId, req.body), { limit: 'identity' });
  route(app, api.findId, (req) => m.recovery.findId(req.body.ticket), { limit: 'identity' });
  route(app, api.findIds, (req) => m.recovery.listIds(req.query.ticket), { limit: 'identity' });
  route(app, api.sendIds, (req) => m.recovery.sendIdsByLms(req.body.ticket), { limit: 'identityCode' });
  route(app, api.startPasswordReset, (req) => m.recovery.startPasswordReset(req.query.lgnId, req.query.ticket), {
    limit: 'password',
  });
  route(app, api.resetPassword, (req) => m.recovery.resetPassword(req.body.resetTicket, req.body.newPasswd), {
    limit: 'password',
  });
  route(app, api.clearLoginLock, (req) => m.recovery.clearLoginLock(req.body.lgnId, req.body.ticket), {
    limit: 'password',
  });
  route(app, api.restoreDormant, (req) => m.recovery.restoreDormant(req.body.lgnId, req.body.ticket), {
    limit: 'password',
  });
}
