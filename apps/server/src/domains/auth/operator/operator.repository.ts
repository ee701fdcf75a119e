import type { OperatorRow, RoleHistoryQuery, RoleHistoryRow } from '@onfan/contracts/auth.admin';
import { USER_PATTERN } from '@onfan/contracts/envelope';
import { byRoleOrder, type OperatorRole } from '@onfan/contracts/operator-roles';
import { consoleOrder } from '../../../db/console-sort.js';
import type { Executor } from '../../../db/executor.js';
import { pageOffset } from '../../../http/paging.js';

/** The role history's sortable columns (the contract's keys). */
const HISTORY_SORT = { regDt: 'h.regDt', lgnId: 'u.lgnId', roleCd: 'h.roleCd' } as const;

/** Operators (pattern 100), their roles (opr_role) and the roles' history (opr_role_hist). */
export class OperatorRepository {
  constructor(private readonly db: Executor) {}

  async operators(): Promise<OperatorRow[]> {
    const [users, roles] = await Promise.all([
      this.db
        .selectFrom('appUser as u')
        .leftJoin('oprMfa as m', 'm.userId', 'u.userId')
        .select(['u.userId', 'u.lgnId', 'u.userNm', 'u.lastLoginAt', 'm.secretEnc'])
        .where('u.userPattnCd', '=', USER_PATTERN.operator)
        .orderBy('u.lgnId')
        .execute(),
      this.db.selectFrom('oprRole').select(['userId', 'roleCd']).execute(),
    ]);
    return users.map((u) => ({
      userId: u.userId,
      lgnId: u.lgnId,
      userNm: u.userNm,
      lastLoginAt: u.lastLoginAt,
      mfaEnrolled: u.secretEnc !== null && u.secretEnc !== undefined,
      roles: roles
        .filter((r) => r.userId === u.userId)
        .map((r) => r.roleCd)
        .sort(byRoleOrder),
    }));
  }

  async patternOf(userId: number) {
    const row = await this.db
      .selectFrom('appUser')
      .select('userPattnCd')
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row?.userPattnCd ?? null;
  }

  async rolesOf(userId: number): Promise<OperatorRole[]> {
    const rows = await this.db.selectFrom('oprRole').select('roleCd').where('userId', '=', userId).execute();
    return rows.map((r) => r.roleCd).sort(byRoleOrder);
  }

  /** Grants a role once: false when the operator already holds it (the primary key decides). */
  async grant(userId: number, roleCd: OperatorRole, actorId: number, now: string): Promise<boolean> {
    const r = await this.db
      .insertInto('oprRole')
      .values({ userId, roleCd, grantedBy: actorId, regDt: now })
      .onConflict((oc) => oc.columns(['userId', 'roleCd']).doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0n) > 0;
  }

  /**
   * Takes every holder's row of a role under lock (an update), so two removals of one role cannot both count the
   * other's row as the one that stays.
   */
  async lockRole(roleCd: OperatorRole): Promise<number> {
    const r = await this.db
      .updateTable('oprRole')
      .set((eb) => ({ grantedBy: eb.ref('grantedBy') }))
      .where('roleCd', '=', roleCd)
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  async revoke(userId: number, roleCd: OperatorRole): Promise<boolean> {
    const r = await this.db
      .deleteFrom('oprRole')
      .where('userId', '=', userId)
      .where('roleCd', '=', roleCd)
      .executeTakeFirst();
    return r.numDeletedRows > 0n;
  }

  /** A new operator account (pattern 100); null when the login id is taken. */
  async insertOperator(u: {
    lgnId: string;
    userNm: string;
    userPasswd: string;
    mblNo: string | null;
    userEmail: string | null;
    now: string;
  }): Promise<number | null> {
    const taken = await this.db.selectFrom('appUser').select('userId').where('lgnId', '=', u.lgnId).executeTakeFirst();
    if (taken) return null;
    const { userId } = await this.db
      .insertInto('appUser')
      .values({
        lgnId: u.lgnId,
        userNm: u.userNm,
        userPasswd: u.userPasswd,
        nickNm: null,
        userEmail: u.userEmail,
        telNo: null,
        mblNo: u.mblNo,
        userPattnCd: USER_PATTERN.operator,
        profileImg: null,
        prtlBrno: null,
        openDay: null,
        ceoNm: null,
        compNm: null,
        lastLoginAt: null,
        regDt: u.now,
        mdfcnDt: u.now,
        mktAgreDt: null,
        mktRmndDt: null,
        brdt: null,
        idntyVrfcDt: null,
        rstrcTypeCd: null,
        rstrcRsn: null,
        rstrcEndDt: null,
        dormantDt: null,
        whdwlDt: null,
      })
      .returning('userId')
      .executeTakeFirstOrThrow();
    return userId;
  }

  /** How many operators hold a role. */
  async holders(roleCd: OperatorRole): Promise<number> {
    const row = await this.db
      .selectFrom('oprRole')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('roleCd', '=', roleCd)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async addHistory(row: {
    userId: number;
    roleCd: OperatorRole;
    action: 'GRANT' | 'REVOKE';
    reason: string;
    actorId: number;
    regDt: string;
  }) {
    await this.db.insertInto('oprRoleHist').values(row).execute();
  }

  /** The role changes, newest first unless the operator sorts by a column. */
  async history(q: RoleHistoryQuery) {
    let base = this.db
      .selectFrom('oprRoleHist as h')
      .innerJoin('appUser as u', 'u.userId', 'h.userId')
      .innerJoin('appUser as a', 'a.userId', 'h.actorId');
    if (q.userId) base = base.where('h.userId', '=', q.userId);
    const { column, direction } = consoleOrder(q, HISTORY_SORT, { sort: 'regDt', order: 'desc' });
    const [items, count] = await Promise.all([
      base
        .select([
          'h.histId',
          'h.userId',
          'u.lgnId',
          'u.userNm',
          'h.roleCd',
          'h.action',
          'h.reason',
          'h.actorId',
          'a.userNm as actorNm',
          'h.regDt',
        ])
        .orderBy(column, direction)
        .orderBy('h.histId', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { items: items as RoleHistoryRow[], total: Number(count?.n ?? 0) };
  }
}
