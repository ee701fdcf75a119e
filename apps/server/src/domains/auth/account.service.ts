import { randomBytes } from 'node:crypto';
import type { ProfileBody } from '@onfan/contracts/auth';
import { AUTH_MESSAGES, isRegionCode, PASSWORD_CHECK_MINUTES } from '@onfan/contracts/auth';
import { seoulYmd } from '@onfan/contracts/time';
import type { RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import type { SessionUser } from '../../http/access.js';
import { ok } from '../../http/command.js';
import type { Clock } from '../../lib/clock.js';
import { can } from './auth.policy.js';
import { AuthRepository } from './auth.repository.js';
import type { UserRow, UserUpdate } from './auth.tables.js';
import { toSeoulIso } from './auth-time.js';
import type { BusinessRegistryProvider } from './company/business-registry.js';
import type { IdentityService } from './identity/identity.service.js';
import { samePerson } from './identity/person.js';
import { readMarketingToken } from './link-token.js';
import { hashPassword, verifyPassword } from './password.js';
import type { SessionService } from './session.service.js';

const COMPANY_FIELDS = ['prtlBrno', 'openDay', 'ceoNm', 'compNm'] as const;

/** The member's own account on my page: password confirm, my info, profile, consents, conversion, withdrawal. */
export class AccountService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly sessions: SessionService,
    private readonly registry: BusinessRegistryProvider,
    private readonly identity: IdentityService,
    /** The link-signing key (lib/signing-keys.ts) unsubscribe links are made with. */
    private readonly linkSecret: Buffer,
  ) {}

  private async account(user: SessionUser): Promise<UserRow> {
    const row = await this.repo.findById(user.userId);
    if (!row || row.userStts !== 'ACTIVE') throw AppError.unauthorized(AUTH_MESSAGES.sessionRequired);
    return row;
  }

  /** POST password/check: opens the 10-minute window in which this session may edit my info. */
  async checkPassword(user: SessionUser, password: string) {
    const row = await this.account(user);
    if (!(await verifyPassword(password, row.userPasswd))) {
      throw AppError.badRequest(AUTH_MESSAGES.passwordCheckWrong);
    }
    const until = new Date(this.clock.now().getTime() + PASSWORD_CHECK_MINUTES * 60_000).toISOString();
    await this.sessions.markPasswordChecked(user.tokenHash, until);
    return ok(AUTH_MESSAGES.passwordChecked, { verifiedUntil: toSeoulIso(until) });
  }

  /** PUT /v1/app/auth (my info). */
  async updateMyInfo(
    user: SessionUser,
    body: {
      currentPasswd: string;
      newPasswd?: string | undefined;
      newPasswdConfirm?: string | undefined;
      userEmail?: string | undefined;
      telNo?: string | null | undefined;
      felrgEduTknlcrsAplyYn?: 'Y' | 'N' | undefined;
    },
  ) {
    const checkedUntil = await this.sessions.passwordCheckedUntil(user.tokenHash);
    const nowIso = this.clock.now().toISOString();
    if (!checkedUntil || checkedUntil <= nowIso) throw AppError.forbidden(AUTH_MESSAGES.passwordCheckNeeded);
    const row = await this.account(user);
    if (!(await verifyPassword(body.currentPasswd, row.userPasswd))) {
      throw AppError.badRequest(AUTH_MESSAGES.currentPasswordWrong);
    }
    const set: UserUpdate = { mdfcnDt: nowIso };
    const newPasswd = body.newPasswd ?? '';
    if (newPasswd !== '') {
      if (newPasswd !== (body.newPasswdConfirm ?? '')) throw AppError.badRequest(AUTH_MESSAGES.passwordConfirmMismatch);
      set.userPasswd = await hashPassword(newPasswd);
    }
    if (body.userEmail !== undefined) set.userEmail = body.userEmail;
    if (body.telNo !== undefined && body.telNo !== null) set.telNo = body.telNo || null;
    // The e-learning information consent belongs to small-business members (pattern 200) only.
    if (body.felrgEduTknlcrsAplyYn !== undefined && can(row, 'setEduConsent')) {
      set.felrgEduTknlcrsAplyYn = body.felrgEduTknlcrsAplyYn;
    }
    await this.repo.update(row.userId, set);
    if (set.userPasswd) await this.sessions.revokeOthers(row.userId, user.tokenHash);
    return ok(AUTH_MESSAGES.myInfoOk);
  }

  /** PUT password/change */
  async changePassword(
    user: SessionUser,
    body: { currentPasswd: string; newPasswd: string; newPasswdConfirm?: string | undefined },
  ) {
    const row = await this.account(user);
    if (!(await verifyPassword(body.currentPasswd, row.userPasswd))) {
      throw AppError.badRequest(AUTH_MESSAGES.currentPasswordWrong);
    }
    if (body.newPasswdConfirm !== undefined && body.newPasswdConfirm !== body.newPasswd) {
      throw AppError.badRequest(AUTH_MESSAGES.passwordConfirmMismatch);
    }
    if (body.newPasswd === body.currentPasswd) throw AppError.badRequest(AUTH_MESSAGES.samePassword);
    await this.repo.update(row.userId, {
      userPasswd: await hashPassword(body.newPasswd),
      mdfcnDt: this.clock.now().toISOString(),
    });
    await this.sessions.revokeOthers(row.userId, user.tokenHash);
    return ok(AUTH_MESSAGES.passwordChanged);
  }

  /**
   * PUT profile. Absent or null fields stay; '' clears an optional one. Changing a company field clears the verified
   * state, unless the request says the member ran the company check (isCompCheck 'Y'): then the server checks the new
   * values and refuses the update when they do not match.
   */
  async updateProfile(user: SessionUser, body: ProfileBody) {
    const row = await this.account(user);
    const set: UserUpdate = { mdfcnDt: this.clock.now().toISOString() };
    const keepOrClear = (v: string | null | undefined) => (v === undefined || v === null ? undefined : v || null);
    const nickNm = keepOrClear(body.nickNm);
    if (nickNm !== undefined) set.nickNm = nickNm;
    const profileImg = keepOrClear(body.profileImg);
    if (profileImg !== undefined) set.profileImg = profileImg;
    const telNo = keepOrClear(body.telNo);
    if (telNo !== undefined) set.telNo = telNo;
    if (body.userEmail !== undefined) set.userEmail = body.userEmail;
    if (body.felrgEduTknlcrsAplyYn !== undefined && can(row, 'setEduConsent')) {
      set.felrgEduTknlcrsAplyYn = body.felrgEduTknlcrsAplyYn;
    }
    // 활동 지역: a code of REGIONS, or '' to clear it (the schema refuses anything else at the field).
    const rgnCd = keepOrClear(body.rgnCd);
    if (rgnCd !== undefined) {
      if (rgnCd !== null && !isRegionCode(rgnCd)) throw AppError.badRequest(AUTH_MESSAGES.regionInvalid);
      set.rgnCd = rgnCd;
    }

    const next = { prtlBrno: row.prtlBrno, openDay: row.openDay, ceoNm: row.ceoNm, compNm: row.compNm };
    for (const f of COMPANY_FIELDS) {
      const v = keepOrClear(body[f]);
      if (v !== undefined) next[f] = v;
    }
    const companyChanged = COMPANY_FIELDS.some((f) => next[f] !== row[f]);
    if (companyChanged) {
      Object.assign(set, next);
      set.compCnfmYn = 'N';
      if (body.isCompCheck === 'Y') {
        const { prtlBrno, openDay, ceoNm, compNm } = next;
        if (!prtlBrno || !openDay || !ceoNm || !compNm) throw AppError.badRequest(AUTH_MESSAGES.compFail);
        if (!(await this.registry.matches({ brno: prtlBrno, openDay, ceoNm, compNm }))) {
          throw AppError.badRequest(AUTH_MESSAGES.compFail);
        }
        set.compCnfmYn = 'Y';
      }
    }
    await this.repo.update(row.userId, set);
    return ok(AUTH_MESSAGES.profileOk);
  }

  private async setMarketing(userId: number, mktAgreYn: 'Y' | 'N', channel: 'mypage' | 'unsubscribe-link') {
    const nowIso = this.clock.now().toISOString();
    const done = await this.transaction(async (trx) => {
      const repo = new AuthRepository(trx);
      // Withdrawing the marketing consent withdraws the night consent with it (decision 045).
      const night = mktAgreYn === 'N' ? { nightAdAgreYn: 'N' as const, nightAdAgreDt: nowIso } : {};
      const ok = await repo.update(userId, { mktAgreYn, mktAgreDt: nowIso, mdfcnDt: nowIso, ...night });
      if (!ok) return false;
      await repo.recordConsents(userId, [{ kind: 'marketing', agreYn: mktAgreYn }], channel, nowIso);
      return true;
    });
    if (!done) throw AppError.badRequest(AUTH_MESSAGES.mktFail);
    return ok(AUTH_MESSAGES.mktOk, { mktAgreYn });
  }

  /** POST mktRcptnAgree */
  async setMyMarketing(user: SessionUser, mktAgreYn: 'Y' | 'N') {
    const row = await this.account(user);
    return this.setMarketing(row.userId, mktAgreYn, 'mypage');
  }

  /**
   * POST nightAdRcptnAgree: the member's consent to advertising between 21:00 and 08:00 (정보통신망법 제50조 ③),
   * recorded with its date; only given on top of the marketing consent (one conditional UPDATE, so a withdrawal at the
   * same moment wins).
   */
  async setMyNightAd(user: SessionUser, nightAdAgreYn: 'Y' | 'N') {
    const row = await this.account(user);
    const nowIso = this.clock.now().toISOString();
    if (nightAdAgreYn === 'Y' && row.mktAgreYn !== 'Y') throw AppError.badRequest(AUTH_MESSAGES.nightAdNeedsMarketing);
    const done = await this.repo.setNightAdConsent(row.userId, nightAdAgreYn, nowIso);
    if (!done)
      throw AppError.badRequest(
        nightAdAgreYn === 'Y' ? AUTH_MESSAGES.nightAdNeedsMarketing : AUTH_MESSAGES.nightAdFail,
      );
    return ok(AUTH_MESSAGES.nightAdOk, { nightAdAgreYn });
  }

  /** POST outMktRcptnAgree: from the signed link in a marketing message, no login. */
  async setMarketingFromLink(userData: string, mktAgreYn: 'Y' | 'N') {
    const userId = readMarketingToken(this.linkSecret, userData);
    if (!userId) throw AppError.badRequest(AUTH_MESSAGES.mktFail);
    const row = await this.repo.findById(userId);
    if (!row || row.userStts === 'WITHDRAWN') throw AppError.badRequest(AUTH_MESSAGES.mktFail);
    return this.setMarketing(userId, mktAgreYn, 'unsubscribe-link');
  }

  /** PUT reTermsAgree: both boxes must be Y. */
  async reAgreeTerms(user: SessionUser, body: { termsAgreYn: 'Y' | 'N'; prvcAgreYn: 'Y' | 'N' }) {
    if (body.termsAgreYn !== 'Y' || body.prvcAgreYn !== 'Y') throw AppError.badRequest(AUTH_MESSAGES.reTermsRequired);
    const row = await this.account(user);
    const now = this.clock.now();
    const nowIso = now.toISOString();
    const privacyVersion = await this.repo.privacyVersion(seoulYmd(now));
    await this.transaction(async (trx) => {
      const repo = new AuthRepository(trx);
      await repo.update(row.userId, { reTermsAgreYn: 'Y', mdfcnDt: nowIso });
      await repo.recordConsents(
        row.userId,
        [
          { kind: 'terms', agreYn: 'Y' },
          { kind: 'privacy', agreYn: 'Y', version: privacyVersion },
        ],
        'reterms',
        nowIso,
      );
    });
    return ok(AUTH_MESSAGES.reTermsOk);
  }

  /** POST convert: general → integrated business membership (after re-consent, identity and company checks). */
  async convert(
    user: SessionUser,
    body: { brno: string; openDay: string; ceoNm: string; compNm: string; ticket: string },
  ) {
    const row = await this.account(user);
    if (!can(row, 'convertToIntegrated')) throw AppError.forbidden(AUTH_MESSAGES.convertNotAllowed);
    if (row.reTermsAgreYn !== 'Y') throw AppError.badRequest(AUTH_MESSAGES.convertNeedsReTerms);
    const person = await this.identity.peek(body.ticket);
    if (!samePerson(row, person)) throw AppError.badRequest(AUTH_MESSAGES.identityUserMismatch);
    if (!(await this.registry.matches(body))) throw AppError.badRequest(AUTH_MESSAGES.compFail);
    const nowIso = this.clock.now().toISOString();
    await this.transaction(async (trx) => {
      await this.identity.consume(trx, body.ticket);
      const converted = await new AuthRepository(trx).convertToIntegrated(
        row.userId,
        { prtlBrno: body.brno, openDay: body.openDay, ceoNm: body.ceoNm, compNm: body.compNm, brdt: person.birth },
        nowIso,
      );
      if (!converted) throw AppError.forbidden(AUTH_MESSAGES.convertNotAllowed);
    });
    return ok(AUTH_MESSAGES.convertOk);
  }

  /** POST cashfriends: the partner-event opt-in, kept in the consent record. */
  async cashfriends(user: SessionUser, agreYn: 'Y' | 'N') {
    const row = await this.account(user);
    await this.repo.recordConsents(
      row.userId,
      [{ kind: 'cashfriends', agreYn }],
      'event',
      this.clock.now().toISOString(),
    );
    return ok(AUTH_MESSAGES.cashfriendsOk);
  }

  /** POST userWhdwl: 301 market entry, 302 admin rights; otherwise pseudonymised, signed out everywhere. */
  async withdraw(user: SessionUser, body: { lgnId: string; userPasswd: string }) {
    const row = await this.account(user);
    if (body.lgnId !== row.lgnId) throw AppError.badRequest(AUTH_MESSAGES.withdrawFail);
    if (!(await verifyPassword(body.userPasswd, row.userPasswd))) {
      throw AppError.badRequest(AUTH_MESSAGES.passwordCheckWrong);
    }
    if (row.marketEntryYn === 'Y') throw new AppError(409, AUTH_MESSAGES.withdrawMarketEntry, { number: 301 });
    if (!can(row, 'withdraw')) throw new AppError(409, AUTH_MESSAGES.withdrawAdmin, { number: 302 });
    const nowIso = this.clock.now().toISOString();
    // Not a valid login id (the '#'), so it can never be typed at login or collide with a sign-up.
    const tombstone = `#wd-${randomBytes(12).toString('hex')}`;
    await this.transaction(async (trx) => {
      const repo = new AuthRepository(trx);
      if (!(await repo.pseudonymise(row.userId, tombstone, nowIso))) {
        throw new AppError(409, AUTH_MESSAGES.withdrawFail);
      }
      await repo.removePersonalRecords(row.userId);
      if (row.mktAgreYn === 'Y') {
        await repo.recordConsents(row.userId, [{ kind: 'marketing', agreYn: 'N' }], 'withdrawal', nowIso);
      }
    });
    await this.sessions.revokeAll(row.userId);
    return ok(AUTH_MESSAGES.withdrawOk);
  }
}
