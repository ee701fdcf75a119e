import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES } from '@onfan/contracts/auth';
import { COMMON_MESSAGES, USER_PATTERN } from '@onfan/contracts/envelope';
import { maskName } from '@onfan/contracts/mask';
import { seoulYmd } from '@onfan/contracts/time';
import { isLoginId } from '@onfan/contracts/validate';
import type { RunInTransaction } from '../../../db/executor.js';
import { AppError } from '../../../http/app-error.js';
import type { SessionUser } from '../../../http/access.js';
import { ok } from '../../../http/command.js';
import type { Clock } from '../../../lib/clock.js';
import { can } from '../auth.policy.js';
import { AuthRepository } from '../auth.repository.js';
import type { UserRow, UserUpdate } from '../auth.tables.js';
import type { AuthService } from '../auth.service.js';
import { lockedOut } from '../auth.service.js';
import { toSeoulIso, toSeoulIsoOrNull } from '../auth-time.js';
import type { IdentityService } from '../identity/identity.service.js';
import { samePerson } from '../identity/person.js';
import type { SsoAccount, SsoProvider } from './sso.provider.js';

const HANDOFF_MINUTES = 5;

const tokenInvalid = () => AppError.unauthorized(AUTH_MESSAGES.ssoTokenInvalid);

/**
 * The company of an SSO account, as the portal keeps it: the agency's integrated membership verifies the business
 * number of its members, so a number it brings counts as a passed company check (compCnfmYn 'Y').
 */
function verifiedCompany(account: SsoAccount): UserUpdate {
  return account.brno ? { prtlBrno: account.brno, compNm: account.compNm, compCnfmYn: 'Y' } : {};
}

/**
 * Single sign-on for pattern-400 members: SSO login → portal session, mapping an existing member, adding a new SSO
 * member, restoring a dormant one, and the look-ups the sign-up and header use.
 */
export class SsoService {
  constructor(
    private readonly accounts: AuthRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly provider: SsoProvider,
    private readonly auth: AuthService,
    private readonly identity: IdentityService,
  ) {}

  private async account(ssoToken: string): Promise<SsoAccount> {
    const account = await this.provider.readAssertion(ssoToken);
    if (!account || account.status === 'WITHDRAWN') throw tokenInvalid();
    return account;
  }

  private async linkedMember(account: SsoAccount): Promise<UserRow | null> {
    if (account.userId === null) return null;
    const user = await this.accounts.findById(account.userId);
    return user && user.userStts !== 'WITHDRAWN' ? user : null;
  }

  /** POST sso/verifyPw: the SSO login step (the password only ever arrives in a body). */
  async verifyPassword(ssoId: string, ssoPw: string) {
    const outcome = await this.provider.verifyPassword(ssoId, ssoPw);
    if (!outcome.ok) throw outcome.locked ? lockedOut() : AppError.unauthorized(AUTH_MESSAGES.ssoWrongPassword);
    const { token, expiresAt } = await this.provider.issueAssertion(outcome.account.ssoId);
    return ok(AUTH_MESSAGES.ssoVerified, { ssoToken: token, expiresAt: toSeoulIso(expiresAt) });
  }

  /** POST sso/chk: sign in, or say which step comes first (mapping, restoring). */
  async check(ssoToken: string) {
    const account = await this.account(ssoToken);
    const base = { ssoId: account.ssoId, userNm: account.userNm, brno: account.brno };
    const member = await this.linkedMember(account);
    if (!member) return ok(AUTH_MESSAGES.ssoMappingRequired, { ...base, result: 'MAPPING_REQUIRED' as const });
    if (member.userStts === 'DORMANT' || account.status === 'DORMANT') {
      return ok(AUTH_MESSAGES.ssoRestoreRequired, { ...base, result: 'RESTORE_REQUIRED' as const });
    }
    if (!(await this.transaction((trx) => this.provider.consumeAssertion(ssoToken, trx)))) throw tokenInvalid();
    const login = await this.auth.signIn(member);
    return ok(login.message, {
      ...base,
      result: 'LOGIN' as const,
      token: login.token,
      expiresAt: login.expiresAt,
      session: login.session,
    });
  }

  /** GET sso/verifyPw: the password never travels in a URL, so this form of the call only says so. */
  passwordInUrl(): never {
    throw new AppError(405, AUTH_MESSAGES.ssoPasswordInUrl);
  }

  /**
   * POST sso/transMappingSsoUser: the member proves their portal id and password; the account becomes pattern 400.
   * A business number the SSO account brings replaces the member's: the agency's integrated membership verified it.
   */
  async mapExisting(ssoToken: string, lgnId: string, userPasswd: string) {
    const account = await this.account(ssoToken);
    if (account.userId !== null && (await this.linkedMember(account)))
      throw AppError.conflict(AUTH_MESSAGES.ssoAlreadyMapped);
    const member = await this.auth.verifyCredentials(lgnId, userPasswd);
    if (!can(member, 'mapToSso')) throw AppError.forbidden(AUTH_MESSAGES.ssoMappingNotAllowed);
    if (await this.provider.findByUserId(member.userId)) throw AppError.conflict(AUTH_MESSAGES.ssoUserAlreadyMapped);
    const nowIso = this.clock.now().toISOString();
    const set: UserUpdate = { joinType: 'sso', ...verifiedCompany(account) };
    if (account.brno && account.brno !== member.prtlBrno) Object.assign(set, { openDay: null, ceoNm: null });
    await this.transaction(async (trx) => {
      if (!(await this.provider.consumeAssertion(ssoToken, trx))) throw tokenInvalid();
      const repo = new AuthRepository(trx);
      if (!(await repo.changePattern(member.userId, USER_PATTERN.member, USER_PATTERN.sso, nowIso))) {
        throw AppError.forbidden(AUTH_MESSAGES.ssoMappingNotAllowed);
      }
      await repo.update(member.userId, set);
      if (!(await this.provider.link(account.ssoId, member.userId, trx))) {
        throw AppError.conflict(AUTH_MESSAGES.ssoAlreadyMapped);
      }
    });
    const fresh = await this.accounts.findById(member.userId);
    if (!fresh) throw tokenInvalid();
    return this.auth.signIn(fresh, AUTH_MESSAGES.ssoMappingOk);
  }

  /** POST sso/transAddSsoUser: a new portal member (pattern 400) from the SSO account, with the required consents. */
  async addMember(body: { ssoToken: string; mktAgreYn: 'Y' | 'N'; userEmail?: string | undefined }) {
    const account = await this.account(body.ssoToken);
    if (await this.linkedMember(account)) throw AppError.conflict(AUTH_MESSAGES.ssoAlreadyMapped);
    const now = this.clock.now();
    const nowIso = now.toISOString();
    const repo = this.accounts;
    const lgnId =
      isLoginId(account.ssoId) && !(await repo.lgnIdTaken(account.ssoId))
        ? account.ssoId
        : `sso-${randomBytes(6).toString('hex')}`;
    const privacyVersion = await repo.privacyVersion(seoulYmd(now));
    const userId = await this.transaction(async (trx) => {
      if (!(await this.provider.consumeAssertion(body.ssoToken, trx))) throw tokenInvalid();
      const r = new AuthRepository(trx);
      const id = await r.insertUser({
        lgnId,
        // Pattern 400 members sign in through the SSO only: no portal password can match this.
        userPasswd: '!sso',
        userNm: account.userNm,
        userEmail: body.userEmail ?? account.userEmail,
        mblNo: account.mblNo,
        userPattnCd: USER_PATTERN.sso,
        joinType: 'sso',
        prtlBrno: account.brno,
        compNm: account.compNm,
        ...verifiedCompany(account),
        mktAgreYn: body.mktAgreYn,
        mktAgreDt: body.mktAgreYn === 'Y' ? nowIso : null,
        regDt: nowIso,
        mdfcnDt: nowIso,
      });
      await r.recordConsents(
        id,
        [
          { kind: 'terms', agreYn: 'Y' },
          { kind: 'privacy', agreYn: 'Y', version: privacyVersion },
          { kind: 'marketing', agreYn: body.mktAgreYn },
        ],
        'sso-signup',
        nowIso,
      );
      if (!(await this.provider.link(account.ssoId, id, trx))) throw AppError.conflict(AUTH_MESSAGES.ssoAlreadyMapped);
      return id;
    });
    const fresh = await repo.findById(userId);
    if (!fresh) throw tokenInvalid();
    return this.auth.signIn(fresh, AUTH_MESSAGES.ssoAddOk);
  }

  /** POST sso/chkRestoreUser */
  async checkRestore(ssoToken: string) {
    const account = await this.account(ssoToken);
    const member = await this.linkedMember(account);
    const dormant = member?.userStts === 'DORMANT' || account.status === 'DORMANT';
    return {
      dormantYn: dormant ? ('Y' as const) : ('N' as const),
      userNm: maskName(member?.userNm ?? account.userNm),
      lastLoginDt: toSeoulIsoOrNull(member?.lastLoginAt),
    };
  }

  /** POST sso/restoreUser: identity verification of the same person restores the member and signs them in. */
  async restore(ssoToken: string, ticket: string) {
    const account = await this.account(ssoToken);
    const member = await this.linkedMember(account);
    if (!member) throw AppError.badRequest(AUTH_MESSAGES.ssoMappingRequired);
    const person = await this.identity.peek(ticket);
    if (!samePerson(member, person)) throw AppError.badRequest(AUTH_MESSAGES.identityUserMismatch);
    if (member.userStts !== 'DORMANT' && account.status !== 'DORMANT')
      throw AppError.badRequest(AUTH_MESSAGES.notDormant);
    const nowIso = this.clock.now().toISOString();
    await this.transaction(async (trx) => {
      await this.identity.consume(trx, ticket);
      if (!(await this.provider.consumeAssertion(ssoToken, trx))) throw tokenInvalid();
      if (member.userStts === 'DORMANT') await new AuthRepository(trx).restoreDormant(member.userId, nowIso);
      await this.provider.restore(account.ssoId, trx);
    });
    const fresh = await this.accounts.findById(member.userId);
    if (!fresh) throw tokenInvalid();
    return this.auth.signIn(fresh, AUTH_MESSAGES.restoreOk);
  }

  /**
   * PUT sso/updateLgnFailMtry: identity verification of the SSO account's holder clears its counter. A portal member
   * linked to it must match too where it stores a birth date.
   */
  async clearLock(ssoId: string, ticket: string) {
    const account = await this.provider.findById(ssoId);
    const person = await this.identity.peek(ticket);
    if (!account || !samePerson(account, person)) throw AppError.badRequest(AUTH_MESSAGES.noAccountForId);
    const member = await this.linkedMember(account);
    if (member?.brdt && !samePerson({ ...account, brdt: member.brdt }, person)) {
      throw AppError.badRequest(AUTH_MESSAGES.noAccountForId);
    }
    await this.transaction(async (trx) => {
      await this.identity.consume(trx, ticket);
      await this.provider.resetFailures(ssoId, trx);
    });
    return ok(AUTH_MESSAGES.ssoLockCleared);
  }

  async duplicateById(ssoId: string) {
    const found = await this.provider.findById(ssoId);
    return { available: !found, count: found ? 1 : 0 };
  }

  async duplicateByBrno(brno: string) {
    const count = await this.provider.countByBrno(brno);
    return { available: count === 0, count };
  }

  /** GET sso */
  async info(user: SessionUser | null) {
    const linked = user && can(user, 'useSso') ? await this.provider.findByUserId(user.userId) : null;
    return { provider: this.provider.name, ...this.provider.urls, ssoId: linked?.ssoId ?? null };
  }

  /**
   * GET sso/loginInfoCheck: the header's agent-site link (anonymous → login, 400 → SSO login, others → agent home;
   * its url is null when no agent site is configured, and the header then shows no link).
   */
  loginInfo(user: SessionUser | null) {
    if (!user) return { loggedIn: false, userPattnCd: null, target: 'LOGIN' as const, url: '/login' };
    const userPattnCd = user.userPattnCd;
    if (can(user, 'useSso')) {
      return { loggedIn: true, userPattnCd, target: 'SSO_LOGIN' as const, url: this.provider.urls.loginUrl };
    }
    return { loggedIn: true, userPattnCd, target: 'AGENT_HOME' as const, url: this.provider.urls.agentHomeUrl };
  }

  /** POST sso/encrypt: a sealed hand-off (caller's SSO id when linked, where to return), valid 5 minutes. */
  async encrypt(user: SessionUser | null, returnUrl: string | undefined) {
    const linked = user && can(user, 'useSso') ? await this.provider.findByUserId(user.userId) : null;
    const now = this.clock.now();
    const encData = this.provider.seal({
      ssoId: linked?.ssoId ?? null,
      returnUrl: returnUrl || null,
      iat: now.toISOString(),
      exp: new Date(now.getTime() + HANDOFF_MINUTES * 60_000).toISOString(),
    });
    return ok(COMMON_MESSAGES.ok, { encData });
  }
}
