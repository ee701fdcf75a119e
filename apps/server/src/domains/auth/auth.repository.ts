import type { ConsentChannel, ConsentKind } from '@onfan/contracts/auth';
import { CONSENT_VERSIONS, MAX_LOGIN_FAILURES } from '@onfan/contracts/auth';
import type { UserPattern } from '@onfan/contracts/envelope';
import { USER_PATTERN } from '@onfan/contracts/envelope';
import { WITHDRAWN_MEMBER_NAME } from '@onfan/contracts/mask';
import type { Executor } from '../../db/executor.js';
import type { NewUser, UserRow, UserUpdate } from './auth.tables.js';

export type { Executor };

/** Account rows and the consent record. Queries only; rules live in the services. */
export class AuthRepository {
  constructor(private readonly db: Executor) {}

  /** The account a login id names; withdrawn accounts (tombstoned ids) are never found. */
  findByLgnId(lgnId: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('appUser')
      .selectAll()
      .where('lgnId', '=', lgnId)
      .where('userStts', '!=', 'WITHDRAWN')
      .executeTakeFirst();
  }

  findById(userId: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('appUser').selectAll().where('userId', '=', userId).executeTakeFirst();
  }

  /** An operator who registered the second factor (decision 034). */
  async secondFactorEnrolled(userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('oprMfa')
      .select('userId')
      .where('userId', '=', userId)
      .where('secretEnc', 'is not', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  async lgnIdTaken(lgnId: string): Promise<boolean> {
    const row = await this.db.selectFrom('appUser').select('userId').where('lgnId', '=', lgnId).executeTakeFirst();
    return !!row;
  }

  /** Members (not withdrawn) registered under a verified name and mobile number. */
  findByIdentity(userNm: string, mblNo: string): Promise<UserRow[]> {
    return this.db
      .selectFrom('appUser')
      .selectAll()
      .where('userNm', '=', userNm)
      .where('mblNo', '=', mblNo)
      .where('userStts', '!=', 'WITHDRAWN')
      .orderBy('regDt')
      .execute();
  }

  async insertUser(values: NewUser): Promise<number> {
    const row = await this.db.insertInto('appUser').values(values).returning('userId').executeTakeFirstOrThrow();
    return row.userId;
  }

  async update(userId: number, set: UserUpdate): Promise<boolean> {
    const r = await this.db.updateTable('appUser').set(set).where('userId', '=', userId).executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /** One statement, no read-then-write: concurrent failures each get their own count. */
  async incrementLoginFailure(userId: number): Promise<number> {
    const row = await this.db
      .updateTable('appUser')
      .set((eb) => ({ lgnFailCnt: eb('lgnFailCnt', '+', 1) }))
      .where('userId', '=', userId)
      .returning('lgnFailCnt')
      .executeTakeFirst();
    return row?.lgnFailCnt ?? MAX_LOGIN_FAILURES;
  }

  /** Failures counted against a login id that names no account (by the id's hash); 0 when none. */
  async guardFailures(lgnIdHash: string): Promise<number> {
    const row = await this.db
      .selectFrom('loginGuard')
      .select('failCnt')
      .where('lgnIdHash', '=', lgnIdHash)
      .executeTakeFirst();
    return row?.failCnt ?? 0;
  }

  /** One upsert, no read-then-write: concurrent failures of the same unknown id each get their own count. */
  async incrementGuardFailure(lgnIdHash: string, nowIso: string): Promise<number> {
    const row = await this.db
      .insertInto('loginGuard')
      .values({ lgnIdHash, failCnt: 1, firstFailAt: nowIso, updatedAt: nowIso })
      .onConflict((oc) =>
        oc.column('lgnIdHash').doUpdateSet((eb) => ({ failCnt: eb('loginGuard.failCnt', '+', 1), updatedAt: nowIso })),
      )
      .returning('failCnt')
      .executeTakeFirst();
    return row?.failCnt ?? MAX_LOGIN_FAILURES;
  }

  /** Clears the counter on a successful login, unless the account locked meanwhile. */
  async recordLoginSuccess(userId: number, nowIso: string): Promise<boolean> {
    const r = await this.db
      .updateTable('appUser')
      .set({ lgnFailCnt: 0, lastLoginAt: nowIso })
      .where('userId', '=', userId)
      .where('lgnFailCnt', '<', MAX_LOGIN_FAILURES)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /** Conditional pattern change (e.g. member → creator) so a concurrent change is never overwritten. */
  async changePattern(userId: number, from: UserPattern, to: UserPattern, nowIso: string): Promise<boolean> {
    const r = await this.db
      .updateTable('appUser')
      .set({ userPattnCd: to, mdfcnDt: nowIso })
      .where('userId', '=', userId)
      .where('userPattnCd', '=', from)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /** General → integrated business membership with a verified company; only from 'general'. */
  async convertToIntegrated(
    userId: number,
    v: { prtlBrno: string; openDay: string; ceoNm: string; compNm: string; brdt: string | null },
    nowIso: string,
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('appUser')
      .set({ ...v, joinType: 'integrated', compCnfmYn: 'Y', idntyVrfcDt: nowIso, mdfcnDt: nowIso })
      .where('userId', '=', userId)
      .where('joinType', '=', 'general')
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /** Dormant → ACTIVE; the last-login time restarts the one-year dormancy clock. */
  async restoreDormant(userId: number, nowIso: string): Promise<boolean> {
    const r = await this.db
      .updateTable('appUser')
      .set({ userStts: 'ACTIVE', dormantDt: null, lastLoginAt: nowIso, mdfcnDt: nowIso })
      .where('userId', '=', userId)
      .where('userStts', '=', 'DORMANT')
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /**
   * Withdrawal: pseudonymises the account in one conditional statement (refused if the account gained a market entry
   * or admin rights meanwhile). What the member wrote stays, shown under WITHDRAWN_MEMBER_NAME ('탈퇴한 회원', never masked).
   */
  async pseudonymise(userId: number, tombstone: string, nowIso: string): Promise<boolean> {
    const r = await this.db
      .updateTable('appUser')
      .set({
        lgnId: tombstone,
        userPasswd: '!withdrawn',
        userNm: WITHDRAWN_MEMBER_NAME,
        nickNm: null,
        userEmail: null,
        telNo: null,
        mblNo: null,
        profileImg: null,
        prtlBrno: null,
        openDay: null,
        ceoNm: null,
        compNm: null,
        compCnfmYn: 'N',
        brdt: null,
        idntyVrfcDt: null,
        mktAgreYn: 'N',
        felrgEduTknlcrsAplyYn: 'N',
        rgnCd: null,
        lgnFailCnt: 0,
        userStts: 'WITHDRAWN',
        whdwlDt: nowIso,
        mdfcnDt: nowIso,
      })
      .where('userId', '=', userId)
      .where('userStts', '!=', 'WITHDRAWN')
      .where('marketEntryYn', '=', 'N')
      .where('userPattnCd', '!=', USER_PATTERN.operator)
      .where('prtlMngrSiteCntnPssYn', '=', 'N')
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /** Personal records kept beside the account: creator details, certificates, SSO link, pending tickets. */
  async removePersonalRecords(userId: number): Promise<void> {
    await this.db.deleteFrom('creatorInfo').where('userId', '=', userId).execute();
    await this.db.deleteFrom('smbCertificate').where('userId', '=', userId).execute();
    await this.db.deleteFrom('identityTicket').where('userId', '=', userId).execute();
    await this.db.updateTable('ssoAccount').set({ userId: null }).where('userId', '=', userId).execute();
  }

  /** Active members (operators aside) whose last sign-in (or sign-up) is before `cutoffIso`. */
  findDormancyCandidates(cutoffIso: string, limit: number) {
    return this.db
      .selectFrom('appUser')
      .select(['userId', 'userNm', 'userEmail', 'mblNo'])
      .where('userStts', '=', 'ACTIVE')
      .where('userPattnCd', '!=', USER_PATTERN.operator)
      .where((eb) => eb(eb.fn.coalesce('lastLoginAt', 'regDt'), '<', cutoffIso))
      .orderBy('userId')
      .limit(limit)
      .execute();
  }

  /** Claims the account for the sweep: only the server whose update matched sends the notice. */
  async markDormant(userId: number, cutoffIso: string, nowIso: string): Promise<boolean> {
    const r = await this.db
      .updateTable('appUser')
      .set({ userStts: 'DORMANT', dormantDt: nowIso, mdfcnDt: nowIso })
      .where('userId', '=', userId)
      .where('userStts', '=', 'ACTIVE')
      .where((eb) => eb(eb.fn.coalesce('lastLoginAt', 'regDt'), '<', cutoffIso))
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async revokeSessions(userId: number, nowIso: string): Promise<void> {
    await this.db
      .updateTable('userSession')
      .set({ revokedAt: nowIso })
      .where('userId', '=', userId)
      .where('revokedAt', 'is', null)
      .execute();
  }

  /** Members who agreed to marketing and have not had it confirmed (agreed, reminded) since `cutoffIso`. */
  findMarketingReminderCandidates(cutoffIso: string, limit: number) {
    return this.db
      .selectFrom('appUser')
      .select(['userId', 'userNm', 'userEmail', 'mblNo', 'mktAgreDt', 'regDt'])
      .where('userStts', '=', 'ACTIVE')
      .where('mktAgreYn', '=', 'Y')
      .where('regDt', '<=', cutoffIso)
      .where((eb) => eb.or([eb('mktAgreDt', 'is', null), eb('mktAgreDt', '<=', cutoffIso)]))
      .where((eb) => eb.or([eb('mktRmndDt', 'is', null), eb('mktRmndDt', '<=', cutoffIso)]))
      .orderBy('userId')
      .limit(limit)
      .execute();
  }

  /**
   * The night consent for advertising (decision 045), with its date; given only while the marketing consent holds
   * (checked in the same UPDATE). False when nothing changed.
   */
  async setNightAdConsent(userId: number, nightAdAgreYn: 'Y' | 'N', nowIso: string): Promise<boolean> {
    let q = this.db
      .updateTable('appUser')
      .set({ nightAdAgreYn, nightAdAgreDt: nowIso, mdfcnDt: nowIso })
      .where('userId', '=', userId);
    if (nightAdAgreYn === 'Y') q = q.where('mktAgreYn', '=', 'Y');
    const r = await q.executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async markMarketingReminded(userId: number, cutoffIso: string, nowIso: string): Promise<boolean> {
    const r = await this.db
      .updateTable('appUser')
      .set({ mktRmndDt: nowIso })
      .where('userId', '=', userId)
      .where('mktAgreYn', '=', 'Y')
      .where((eb) => eb.or([eb('mktRmndDt', 'is', null), eb('mktRmndDt', '<=', cutoffIso)]))
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /** The version of the privacy policy in force (the privacy domain's table), else the built-in one. */
  async privacyVersion(todayYmd: string): Promise<string> {
    const row = await this.db
      .selectFrom('privacyPolicy')
      .select('version')
      .where('effectiveYmd', '<=', todayYmd)
      .orderBy('effectiveYmd', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row?.version ?? CONSENT_VERSIONS.privacy;
  }

  /** Every consent given or withdrawn: what, which version, when, how. */
  async recordConsents(
    userId: number,
    entries: { kind: ConsentKind; agreYn: 'Y' | 'N'; version?: string }[],
    channel: ConsentChannel,
    nowIso: string,
  ): Promise<void> {
    if (entries.length === 0) return;
    await this.db
      .insertInto('userConsent')
      .values(
        entries.map((e) => ({
          userId,
          consentKind: e.kind,
          consentVersion: e.version ?? CONSENT_VERSIONS[e.kind],
          agreYn: e.agreYn,
          channel,
          regDt: nowIso,
        })),
      )
      .execute();
  }
}
