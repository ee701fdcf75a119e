import type { AppDeps } from '../../app.js';
import { AccountService } from './account.service.js';
import { AuthService } from './auth.service.js';
import { CertificateService } from './certificate/certificate.service.js';
import type { BusinessRegistryProvider } from './company/business-registry.js';
import { TableBusinessRegistryProvider } from './company/business-registry.js';
import { CreatorService } from './creator/creator.service.js';
import type { IdentityProvider } from './identity/identity.provider.js';
import { LocalIdentityProvider } from './identity/identity.provider.js';
import { IdentityService } from './identity/identity.service.js';
import { RecoveryService } from './identity/recovery.service.js';
import type { NotificationSender } from './notification/outbox.js';
import { LogNotificationSender, NotificationOutbox } from './notification/outbox.js';
import type { SsoProvider } from './sso/sso.provider.js';
import { LocalSsoProvider } from './sso/sso.provider.js';
import { SsoService } from './sso/sso.service.js';

/** Real gateways and providers plug in here; each defaults to the built-in one for local use. */
export interface AuthProviders {
  sender?: NotificationSender;
  identity?: IdentityProvider;
  registry?: BusinessRegistryProvider;
  sso?: SsoProvider;
}

export interface AuthModule {
  auth: AuthService;
  account: AccountService;
  identity: IdentityService;
  recovery: RecoveryService;
  creator: CreatorService;
  certificate: CertificateService;
  sso: SsoService;
  outbox: NotificationOutbox;
}

interface LogSink {
  info(obj: object, msg: string): void;
}

export function createAuthModule(deps: AppDeps, log: LogSink, providers: AuthProviders = {}): AuthModule {
  const { database, clock, sessions, config } = deps;
  const db = database.db;
  const outbox = new NotificationOutbox(db, clock, providers.sender ?? new LogNotificationSender(log));
  const registry = providers.registry ?? new TableBusinessRegistryProvider(db);
  const identityProvider = providers.identity ?? new LocalIdentityProvider(db, clock, outbox);
  const identity = new IdentityService(db, clock, identityProvider);
  const auth = new AuthService(db, clock, sessions, registry, identity, outbox);
  const ssoProvider = providers.sso ?? new LocalSsoProvider(db, clock, config.dataDir);
  return {
    auth,
    account: new AccountService(db, clock, sessions, registry, identity, config.dataDir),
    identity,
    recovery: new RecoveryService(db, clock, identity, sessions, outbox),
    creator: new CreatorService(db, clock),
    certificate: new CertificateService(db, clock),
    sso: new SsoService(db, clock, ssoProvider, auth, identity),
    outbox,
  };
}
