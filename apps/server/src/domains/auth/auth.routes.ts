import { authEndpoints as api } from '@onfan/contracts/auth';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/access.js';
import { route } from '../../http/endpoint-route.js';
import type { AccountService } from './account.service.js';
import type { AuthService } from './auth.service.js';
import type { NotificationOutbox } from './notification/outbox.js';

/** auth/…: login, sessions, sign-up, the company check, the member's own account and the operators' outbox. */
export function authRoutes(
  app: FastifyInstance,
  m: { auth: AuthService; account: AccountService; outbox: NotificationOutbox },
): void {
  route(app, api.login, (req) => m.auth.login(req.body.lgnId, req.body.userPasswd), { limit: 'login' });
  route(app, api.logout, (req) => m.auth.logout(currentUser(req)));
  route(app, api.session, (req) => m.auth.currentSession(currentUser(req)));
  route(app, api.validate, (req) => m.auth.validate(req.user));
  route(app, api.extend, (req) => m.auth.extend(currentUser(req)));
  route(app, api.duplicated, (req) => m.auth.duplicated(req.query.lgnId), { limit: 'lookup' });
  route(app, api.signup, (req) => m.auth.signup(req.body), { limit: 'signup' });
  route(app, api.checkCompany, (req) => m.auth.checkCompany(req.body), { limit: 'lookup' });

  route(app, api.checkPassword, (req) => m.account.checkPassword(currentUser(req), req.body.userPasswd), {
    limit: 'password',
  });
  route(app, api.updateMyInfo, (req) => m.account.updateMyInfo(currentUser(req), req.body), { limit: 'password' });
  route(app, api.changePassword, (req) => m.account.changePassword(currentUser(req), req.body), {
    limit: 'password',
  });
  route(app, api.updateProfile, (req) => m.account.updateProfile(currentUser(req), req.body));
  route(app, api.setMarketing, (req) => m.account.setMyMarketing(currentUser(req), req.query.mktAgreYn));
  route(app, api.setNightAd, (req) => m.account.setMyNightAd(currentUser(req), req.query.nightAdAgreYn));
  route(
    app,
    api.unsubscribeMarketing,
    (req) => m.account.setMarketingFromLink(req.query.userData, req.query.mktAgreYn),
    {
      limit: 'lookup',
    },
  );
  route(app, api.reTerms, (req) => m.account.reAgreeTerms(currentUser(req), req.body));
  route(app, api.convert, (req) => m.account.convert(currentUser(req), req.body), { limit: 'password' });
  route(app, api.cashfriends, (req) => m.account.cashfriends(currentUser(req), req.body.agreYn));
  route(app, api.withdraw, (req) => m.account.withdraw(currentUser(req), req.body), { limit: 'password' });

  route(app, api.outbox, (req) => m.outbox.page(req.query));
}
