import { authSsoEndpoints as api } from '@onfan/contracts/auth-sso';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/endpoint-route.js';
import type { SsoService } from './sso.service.js';

/** auth/sso/*: the single sign-on calls of api-map.md. */
export function ssoRoutes(app: FastifyInstance, m: { sso: SsoService }): void {
  route(app, api.info, (req) => m.sso.info(req.user));
  route(app, api.verifyPassword, (req) => m.sso.verifyPassword(req.body.ssoId, req.body.ssoPw), {
    limit: 'login',
  });
  // The password never travels in a URL: the GET form of this call only says so (not a call of the API: hidden).
  app.get(
    '/v1/app/auth/sso/verifyPw',
    { config: { access: 'public' }, schema: { summary: '사용 불가: POST로 보내주세요', hide: true } },
    () => m.sso.passwordInUrl(),
  );
  route(app, api.check, (req) => m.sso.check(req.body.ssoToken), { limit: 'identity' });
  route(app, api.encrypt, (req) => m.sso.encrypt(req.user, req.body.returnUrl), { limit: 'lookup' });
  route(app, api.duplicateByBrno, (req) => m.sso.duplicateByBrno(req.query.brNo), { limit: 'lookup' });
  route(app, api.duplicateById, (req) => m.sso.duplicateById(req.query.ssoId), { limit: 'lookup' });
  route(app, api.loginInfo, (req) => m.sso.loginInfo(req.user));
  route(app, api.mapExisting, (req) => m.sso.mapExisting(req.body.ssoToken, req.body.lgnId, req.body.userPasswd), {
    limit: 'login',
  });
  route(app, api.addMember, (req) => m.sso.addMember(req.body), { limit: 'login' });
  route(app, api.checkRestore, (req) => m.sso.checkRestore(req.body.ssoToken), { limit: 'identity' });
  route(app, api.restore, (req) => m.sso.restore(req.body.ssoToken, req.body.ticket), { limit: 'login' });
  route(app, api.clearLock, (req) => m.sso.clearLock(req.body.ssoId, req.body.ticket), { limit: 'login' });
}
