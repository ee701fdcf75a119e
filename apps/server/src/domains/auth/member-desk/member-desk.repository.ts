import type { MemberSearchQuery } from '@onfan/contracts/auth.admin';
import { consoleOrder } from '../../../db/console-sort.js';
import type { Executor } from '../../../db/executor.js';
import { pageOffset } from '../../../http/paging.js';

/** The member list's sortable columns (the contract's keys). */
const MEMBER_SORT = { lgnId: 'u.lgnId', regDt: 'u.regDt', lastLoginAt: 'u.lastLoginAt' } as const;

/** The member desk's reads and changes of accounts (app_user), their consents, certificate and sessions. */
export class MemberDeskRepository {
  constructor(private readonly db: Executor) {}

  /**
   * Members by an id, a name, a mobile number or a business number as typed (exact; digits compared without hyphens)
   * and by kind and state; newest first unless the operator sorts by a column.
   */
  async search(q: MemberSearchQuery, nowIso: string) {
    let base = this.db.selectFrom('appUser as u');
    const term = q.q?.trim();
    if (term) {
      const digits = term.replace(/\D/g, '');
      base = base.where((eb) =>
        eb.or([
          eb('u.lgnId', '=', term.toLowerCase()),
          eb('u.userNm', '=', term),
          ...(digits.length >= 9
            ? [
                eb(eb.fn('replace', ['u.mblNo', eb.val('-'), eb.val('')]), '=', digits),
                eb(eb.fn('replace', ['u.prtlBrno', eb.val('-'), eb.val('')]), '=', digits),
              ]
            : []),
        ]),
      );
    }
    if (q.kind) base = base.where('u.userPattnCd', '=', q.kind);
    const state = q.state;
    if (state === 'DORMANT' || state === 'WITHDRAWN') base = base.where('u.userStts', '=', state);
    if (state === 'ACTIVE' || state === 'LOCKED') {
      base = base.where('u.userStts', '=', 'ACTIVE').where((eb) => {
        // Never NULL (a member without a restriction is false here, so NOT gives true).
        const restricted = eb.and([
          eb('u.rstrcTypeCd', 'is not', null),
          eb('u.rstrcTypeCd', 'in', ['TEMP_SUSPENSION', 'PERM_SUSPENSION']),
          eb.or([
            eb('u.rstrcTypeCd', '=', 'PERM_SUSPENSION'),
            eb('u.rstrcEndDt', 'is', null),
            eb('u.rstrcEndDt', '>', nowIso),
          ]),
        ]);
        return state === 'LOCKED' ? restricted : eb.not(restricted);
      });
    }
    const { column, direction } = consoleOrder(q, MEMBER_SORT, { sort: 'regDt', order: 'desc' });
    const [items, total] = await Promise.all([
      base
        .select([
          'u.userId',
          'u.lgnId',
          'u.userNm',
          'u.mblNo',
          'u.userPattnCd',
          'u.userStts',
          'u.regDt',
          'u.lastLoginAt',
        ])
        .select(['u.rstrcTypeCd', 'u.rstrcEndDt'])
        .orderBy(column, direction)
        .orderBy('u.userId', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { items, total: Number(total?.n ?? 0) };
  }

  account(userId: number) {
    return this.db.selectFrom('appUser').selectAll().where('userId', '=', userId).executeTakeFirst();
  }

  consents(userId: number) {
    return this.db
      .selectFrom('userConsent')
      .select(['consentKind', 'consentVersion', 'agreYn', 'channel', 'regDt'])
      .where('userId', '=', userId)
      .orderBy('id', 'desc')
      .execute();
  }

  async latestCertificate(userId: number) {
    return this.db
      .selectFrom('smbCertificate')
      .select('status')
      .where('userId', '=', userId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async activeSessions(userId: number, nowIso: string): Promise<number> {
    const row = await this.db
      .selectFrom('userSession')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .where('revokedAt', 'is', null)
      .where('expiresAt', '>', nowIso)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Sets or lifts the restriction on the copy read (`mdfcnDt`); false when the row changed since. */
  async restrict(
    userId: number,
    readCopy: string,
    v: { rstrcTypeCd: 'TEMP_SUSPENSION' | null; rstrcRsn: string | null; lgnFailCnt?: number; now: string },
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('appUser')
      .set({
        rstrcTypeCd: v.rstrcTypeCd,
        rstrcRsn: v.rstrcRsn,
        rstrcEndDt: null,
        ...(v.lgnFailCnt === undefined ? {} : { lgnFailCnt: v.lgnFailCnt }),
        mdfcnDt: v.now,
      })
      .where('userId', '=', userId)
      .where('mdfcnDt', '=', readCopy)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /**
   * Sets a new password hash on the copy read (`mdfcnDt`), clearing the failed-login count (its lock); false when the
   * row changed since.
   */
  async setPassword(userId: number, readCopy: string, userPasswd: string, now: string): Promise<boolean> {
    const r = await this.db
      .updateTable('appUser')
      .set({ userPasswd, lgnFailCnt: 0, mdfcnDt: now })
      .where('userId', '=', userId)
      .where('mdfcnDt', '=', readCopy)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Ends every live session of the member; how many there were. */
  async endSessions(userId: number, nowIso: string): Promise<number> {
    const r = await this.db
      .updateTable('userSession')
      .set({ revokedAt: nowIso })
      .where('userId', '=', userId)
      .where('revokedAt', 'is', null)
      .where('expiresAt', '>', nowIso)
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  }
}
