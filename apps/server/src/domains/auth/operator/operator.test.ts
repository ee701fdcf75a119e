import { ADMIN_MESSAGES } from '@onfan/contracts/admin';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-db.js';
import { transactions } from '../../../db/executor.js';
import { systemClock } from '../../../lib/clock.js';
import { ConsoleRecords } from '../../admin/console-records.js';
import { call, login, newOperator, userIdOf } from '../auth.testkit.js';
import { OperatorRepository } from './operator.repository.js';
import { OperatorService } from './operator.service.js';

/**
 * Operators' roles (decision 034): a system administrator grants and removes them with a reason; each change is kept
 * in the roles' history and the console's audit; a change holds at the next call; the last system administrator keeps
 * the role, even when two remove each other at once.
 */
describe('operator roles', async () => {
  const { app, database } = await createTestApp();
  const admin = await login(app, 'demo-admin');
  const roles = (userId: number, body: unknown, token = admin) =>
    call(app, 'PUT', `/v1/app/auth/admin/operators/${userId}/roles`, { token, body });
  // A reservation-desk call: closure days.
  const addClosure = (token: string, ymd: string) =>
    call(app, 'POST', '/v1/app/common/holidays/closures', { token, body: { ymd, name: '시설 점검' } });

  it('grants and removes a role with a reason: history, audit, and the role holds at the next call', async () => {
    const operator = await newOperator(app, ['CONTENT']);
    expect(await addClosure(operator.token, '20300105')).toEqual({
      status: 403,
      body: { number: 403, message: ADMIN_MESSAGES.roleRequired },
    });

    const noReason = await roles(operator.userId, { roleCd: 'RESERVATION', action: 'GRANT', reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual([{ field: 'reason', message: ADMIN_MESSAGES.reasonRequired }]);

    const granted = await roles(operator.userId, { roleCd: 'RESERVATION', action: 'GRANT', reason: '12월 예약 지원' });
    expect(granted).toEqual({ status: 200, body: { number: 200, message: ADMIN_MESSAGES.roleGranted } });
    expect((await addClosure(operator.token, '20300105')).status).toBe(200);
    expect(
      (await roles(operator.userId, { roleCd: 'RESERVATION', action: 'GRANT', reason: '다시' })).body.message,
    ).toBe(ADMIN_MESSAGES.roleUnchanged);

    const revoked = await roles(operator.userId, { roleCd: 'RESERVATION', action: 'REVOKE', reason: '지원 종료' });
    expect(revoked.body.message).toBe(ADMIN_MESSAGES.roleRevoked);
    expect((await addClosure(operator.token, '20300106')).status).toBe(403);

    const list = await call(app, 'GET', '/v1/app/auth/admin/operators', { token: admin });
    expect(list.body.find((o: { userId: number }) => o.userId === operator.userId)).toMatchObject({
      roles: ['CONTENT'],
      mfaEnrolled: false,
    });
    const history = await call(app, 'GET', '/v1/app/auth/admin/operators/role-history', {
      token: admin,
      query: { userId: String(operator.userId) },
    });
    expect(
      history.body.items.map((h: { action: string; roleCd: string; reason: string; actorNm: string }) => [
        h.action,
        h.roleCd,
        h.reason,
        h.actorNm,
      ]),
    ).toEqual([
      ['REVOKE', 'RESERVATION', '지원 종료', '온판운영자'],
      ['GRANT', 'RESERVATION', '12월 예약 지원', '온판운영자'],
    ]);
    const audit = await call(app, 'GET', '/v1/app/admin/audit', {
      token: admin,
      query: { targetKind: 'operatorRole', targetId: String(operator.userId) },
    });
    expect(audit.body.items).toHaveLength(2);
    expect(JSON.parse(audit.body.items[1].beforeJson)).toEqual({ roles: ['CONTENT'], reason: '12월 예약 지원' });
    expect(JSON.parse(audit.body.items[1].afterJson)).toEqual({ roles: ['CONTENT', 'RESERVATION'] });
  });

  it('sorts the role history by a column the list names, both ways, and refuses any other', async () => {
    const operator = await newOperator(app, ['CONTENT']);
    await roles(operator.userId, { roleCd: 'RESERVATION', action: 'GRANT', reason: '지원' });
    await roles(operator.userId, { roleCd: 'SYSTEM', action: 'GRANT', reason: '지원' });
    await roles(operator.userId, { roleCd: 'SYSTEM', action: 'REVOKE', reason: '종료' });
    const history = async (query: Record<string, string>) =>
      (
        await call(app, 'GET', '/v1/app/auth/admin/operators/role-history', {
          token: admin,
          query: { userId: String(operator.userId), ...query },
        })
      ).body.items as { histId: number; roleCd: string }[];
    const up = await history({ sort: 'roleCd', order: 'asc' });
    expect(up.map((h) => h.roleCd)).toEqual(['RESERVATION', 'SYSTEM', 'SYSTEM']);
    expect((await history({ sort: 'roleCd', order: 'desc' })).map((h) => h.histId)).toEqual(
      up.map((h) => h.histId).reverse(),
    );
    const bad = await call(app, 'GET', '/v1/app/auth/admin/operators/role-history', {
      token: admin,
      query: { sort: 'reason' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('정렬 기준이 올바르지 않습니다.');
  });

  it('sorts the audit by a column the list names, both ways, and refuses any other', async () => {
    const operator = await newOperator(app, ['CONTENT']);
    await roles(operator.userId, { roleCd: 'RESERVATION', action: 'GRANT', reason: '지원' });
    await roles(operator.userId, { roleCd: 'RESERVATION', action: 'REVOKE', reason: '종료' });
    await roles(operator.userId, { roleCd: 'SYSTEM', action: 'GRANT', reason: '지원' });
    const audit = async (query: Record<string, string>) =>
      (
        await call(app, 'GET', '/v1/app/admin/audit', {
          token: admin,
          query: { targetKind: 'operatorRole', targetId: String(operator.userId), ...query },
        })
      ).body.items as { auditId: number; regDt: string }[];
    const up = await audit({ sort: 'regDt', order: 'asc' });
    expect(up.length).toBe(3);
    expect(up.map((r) => r.regDt)).toEqual(up.map((r) => r.regDt).sort());
    expect(up.map((r) => r.auditId)).toEqual(up.map((r) => r.auditId).sort((a, b) => a - b));
    expect((await audit({ sort: 'regDt', order: 'desc' })).map((r) => r.auditId)).toEqual(
      up.map((r) => r.auditId).reverse(),
    );
    const bad = await call(app, 'GET', '/v1/app/admin/audit', { token: admin, query: { sort: 'beforeJson' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('정렬 기준이 올바르지 않습니다.');
  });

  it('gives roles to operators only, and only a system administrator does', async () => {
    const member = await userIdOf(database, 'demo-member');
    expect((await roles(member, { roleCd: 'CONTENT', action: 'GRANT', reason: '오류' })).body.message).toBe(
      ADMIN_MESSAGES.notOperator,
    );
    const content = await newOperator(app, ['CONTENT']);
    const target = await newOperator(app, []);
    const refused = await roles(target.userId, { roleCd: 'SYSTEM', action: 'GRANT', reason: '스스로' }, content.token);
    expect(refused.status).toBe(403);
    expect((await call(app, 'GET', '/v1/app/auth/admin/operators', { token: target.token })).status).toBe(403);
  });

  it('keeps one system administrator: two removing each other at once, one of them stays', async () => {
    // A database of its own: demo-admin is the only system administrator there until two more are made.
    const { app: app2 } = await createTestApp();
    const seeded = await login(app2, 'demo-admin');
    const a = await newOperator(app2, ['SYSTEM']);
    const b = await newOperator(app2, ['SYSTEM']);
    const revoke = (token: string, userId: number) =>
      call(app2, 'PUT', `/v1/app/auth/admin/operators/${userId}/roles`, {
        token,
        body: { roleCd: 'SYSTEM', action: 'REVOKE', reason: '인사 이동' },
      });
    const demoAdminId = (await call(app2, 'GET', '/v1/app/admin/me', { token: seeded })).body.userId as number;
    expect((await revoke(a.token, demoAdminId)).status).toBe(200);
    const [ab, ba] = await Promise.all([revoke(a.token, b.userId), revoke(b.token, a.userId)]);
    const statuses = [ab.status, ba.status].sort();
    expect(statuses[0]).toBe(200);
    // The loser is refused as the last one, or (having lost the role meanwhile) as no longer a system administrator.
    expect([403, 409]).toContain(statuses[1]);
    const left = (
      await call(app2, 'GET', '/v1/app/auth/admin/operators', { token: ab.status === 200 ? a.token : b.token })
    ).body as { roles: string[] }[];
    expect(left.filter((o) => o.roles.includes('SYSTEM'))).toHaveLength(1);
    const last = ab.status === 200 ? a : b;
    expect((await revoke(last.token, last.userId)).body.message).toBe(ADMIN_MESSAGES.lastSystemAdmin);
  });

  it('resets a lost second factor with a reason: the next login registers again', async () => {
    const operator = await newOperator(app, ['CONTENT']);
    const reset = await call(app, 'PUT', `/v1/app/auth/admin/operators/${operator.userId}/second-factor/reset`, {
      token: admin,
      body: { reason: '휴대폰 분실' },
    });
    expect(reset.body.message).toBe(ADMIN_MESSAGES.secondFactorReset);
    const again = await call(app, 'POST', '/v1/app/auth/login', {
      body: { lgnId: operator.lgnId, userPasswd: 'Onfan!2026demo' },
    });
    expect(again.body.secondFactor).toBe('ENROL');
  });
});

describe('the first system administrator (npm run admin:create)', async () => {
  const { app, database } = await createTestApp({ demo: false });
  const operators = new OperatorService(
    new OperatorRepository(database.db),
    transactions(database.db),
    systemClock,
    new ConsoleRecords(database.db, systemClock),
  );
  const first = { lgnId: 'agency-root', userNm: '김관리', password: 'Agency!2026x', mblNo: null, userEmail: null };

  it('creates one on a portal without one; it enrols its second factor at its first login; never a second', async () => {
    const userId = await operators.createFirstSystemAdmin(first);
    const history = await database.db.selectFrom('oprRoleHist').selectAll().where('userId', '=', userId).execute();
    expect(history.map((h) => [h.roleCd, h.action, h.actorId])).toEqual([['SYSTEM', 'GRANT', userId]]);
    const res = await call(app, 'POST', '/v1/app/auth/login', {
      body: { lgnId: 'agency-root', userPasswd: first.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.secondFactor).toBe('ENROL');
    // Before the second factor the console is refused.
    const me = await call(app, 'GET', '/v1/app/admin/me', { token: res.body.token as string });
    expect(me.status).toBe(403);

    await expect(operators.createFirstSystemAdmin({ ...first, lgnId: 'agency-two' })).rejects.toMatchObject({
      message: ADMIN_MESSAGES.systemAdminExists,
    });
    expect(
      await database.db.selectFrom('appUser').select('userId').where('lgnId', '=', 'agency-two').executeTakeFirst(),
    ).toBeUndefined();
  });
});
