import type { FastifyInstance } from 'fastify';
import { transactions } from '../../db/executor.js';
import { SecretBox } from '../../lib/secret-box.js';
import type { AppDeps } from '../../domain-deps.js';
import type { ConsoleQueue } from '../admin/admin.service.js';
import { signingKeys } from '../../lib/signing-keys.js';
import { AccountService } from './account.service.js';
import { AuthRepository } from './auth.repository.js';
import { authRoutes } from './auth.routes.js';
import { AuthService } from './auth.service.js';
import { CertificateRepository } from './certificate/certificate.repository.js';
import { certificateRoutes } from './certificate/certificate.routes.js';
import type { CertificateFiles } from './certificate/certificate.service.js';
import { CertificateService } from './certificate/certificate.service.js';
import { CertificateReviewService } from './certificate/certificate.review.js';
import { MemberDeskRepository } from './member-desk/member-desk.repository.js';
import { MemberDeskService } from './member-desk/member-desk.service.js';
import type { BusinessRegistryProvider } from './company/business-registry.js';
import { TableBusinessRegistryProvider } from './company/business-registry.js';
import { BusinessRegistryRepository } from './company/business-registry.repository.js';
import { CreatorRepository } from './creator/creator.repository.js';
import { creatorRoutes } from './creator/creator.routes.js';
import { CreatorService } from './creator/creator.service.js';
import type { IdentityProvider } from './identity/identity.provider.js';
import { LocalIdentityProvider } from './identity/identity.provider.js';
import { IdentityRepository } from './identity/identity.repository.js';
import { identityRoutes } from './identity/identity.routes.js';
import { IdentityService } from './identity/identity.service.js';
import { RecoveryService } from './identity/recovery.service.js';
import type { InAppCentre, LogSink, NotificationSender } from './notification/outbox.js';
import { NotificationOutbox } from './notification/outbox.js';
import { OutboxRepository } from './notification/outbox.repository.js';
import { createNotificationSender } from './notification/senders.js';
import { authAdminRoutes } from './auth.admin.routes.js';
import { OperatorRepository } from './operator/operator.repository.js';
import { OperatorService } from './operator/operator.service.js';
import { SecondFactorRepository } from './second-factor/second-factor.repository.js';
import { secondFactorRoutes } from './second-factor/second-factor.routes.js';
import { SecondFactorService } from './second-factor/second-factor.service.js';
import type { SsoProvider } from './sso/sso.provider.js';
import { LocalSsoProvider } from './sso/sso.provider.js';
import { SsoRepository } from './sso/sso.repository.js';
import { ssoRoutes } from './sso/sso.routes.js';
import { SsoService } from './sso/sso.service.js';

/** Real gateways and providers plug in here; each defaults to the built-in one for local use. */
export interface AuthProviders {
  sender?: NotificationSender;
  identity?: IdentityProvider;
  registry?: BusinessRegistryProvider;
  sso?: SsoProvider;
}

export interface AuthModuleOthers {
  /** The upload module's service: certificates are stored through it, under the member's daily quota. */
  uploads: CertificateFiles;
  /** Where the built-in sender writes messages (the app's logger; decision 009). */
  log: LogSink;
  providers?: AuthProviders;
  /** The notification centre: a message with a member and a link is also their in-app notification (issue 40). */
  centre?: InAppCentre;
}

/**
 * The accounts domain, built once per app: login and sessions (the session service is the one app.ts built for the
 * access hook, `deps.sessions`), sign-up, the member's account, identity verification and recovery, creators,
 * certificates, SSO and the notification outbox. `certificates` and `registry` are handed to the reservation modules.
 */
export function createAuthModule(deps: AppDeps, others: AuthModuleOthers) {
  const { database, clock, sessions, config } = deps;
  const keys = signingKeys(config);
  const db = database.db;
  const providers = others.providers ?? {};
  const transaction = transactions(db);
  const accounts = new AuthRepository(db);
  const outbox = new NotificationOutbox(
    new OutboxRepository(db),
    clock,
    providers.sender ?? createNotificationSender(config, others.log),
    others.centre,
    db,
  );
  const registry = providers.registry ?? new TableBusinessRegistryProvider(new BusinessRegistryRepository(db));
  const identityRepo = new IdentityRepository(db);
  const identity = new IdentityService(
    identityRepo,
    clock,
    providers.identity ?? new LocalIdentityProvider(identityRepo, transaction, clock, outbox),
  );
  const auth = new AuthService(accounts, transaction, clock, sessions, registry, identity, outbox);
  const account = new AccountService(accounts, transaction, clock, sessions, registry, identity, keys.linkSigning);
  const recovery = new RecoveryService(accounts, transaction, clock, identity, sessions, outbox);
  const creator = new CreatorService(new CreatorRepository(db), accounts, transaction, clock);
  const certificateRepo = new CertificateRepository(db);
  const certificates = new CertificateService(certificateRepo, clock, others.uploads);
  const sso = new SsoService(
    accounts,
    transaction,
    clock,
    providers.sso ?? new LocalSsoProvider(new SsoRepository(db), clock, keys.linkSigning, config.agentSiteUrl),
    auth,
    identity,
  );
  const secondFactor = new SecondFactorService(
    new SecondFactorRepository(db),
    transaction,
    clock,
    new SecretBox(config.secondFactor.key),
    sessions,
    config.secondFactor.issuer,
  );
  const operators = new OperatorService(new OperatorRepository(db), transaction, clock, deps.records);
  const memberDesk = new MemberDeskService(new MemberDeskRepository(db), transaction, clock, deps.records, outbox);
  const certificateReview = new CertificateReviewService(
    certificateRepo,
    transaction,
    clock,
    deps.records,
    outbox,
    others.uploads,
  );
  return {
    sessions,
    auth,
    secondFactor,
    operators,
    account,
    identity,
    recovery,
    creator,
    certificates,
    registry,
    sso,
    outbox,
    /** The console's waiting work of this domain (the dashboard). */
    consoleQueues: [
      {
        key: 'certificates',
        label: '소상공인 확인서 검토',
        href: '/admin/members/certificates',
        role: 'RESERVATION',
        count: () => certificateRepo.pendingCount(),
      },
    ] satisfies ConsoleQueue[],
    routes: (app: FastifyInstance) => {
      authRoutes(app, { auth, account, outbox });
      identityRoutes(app, { identity, recovery });
      creatorRoutes(app, { creator });
      certificateRoutes(app, { certificates });
      ssoRoutes(app, { sso });
      secondFactorRoutes(app, { secondFactor });
      authAdminRoutes(app, { operators, certificates: certificateReview, members: memberDesk });
    },
  };
}
export type AuthModule = ReturnType<typeof createAuthModule>;
