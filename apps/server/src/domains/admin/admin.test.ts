import { ADMIN_MESSAGES } from '@onfan/contracts/admin';
import { removeExpiredAccessLog } from './admin.jobs.js';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newOperator, userIdOf } from '../auth/auth.testkit.js';
import { SessionRepository } from '../auth/session.repository.js';
import { SessionService } from '../auth/session.service.js';
import { accessRowHash, ConsoleRecords } from './console-records.js';

/**
 * The personal-data access log (개인정보의 안전성 확보조치 기준 제8조; decision 034): append-only in the database itself,
 * each row chained to the one before by its hash, so a changed or removed row shows; searched by operator, member,
 * kind and period; reviewed monthly with the downloads and their reasons.
 */
describe('the personal-data access log', async () => {
  const clock = fixedClock('2026-11-20T03:00:00Z');
  /** Rows written on another day than the app's: the log's own time is when the row was written. */
  const recordsAt = (iso: string) => new ConsoleRecords(database.db, fixedClock(iso));
  const { app, database } = await createTestApp({ clock });
  const admin = await login(app, 'demo-admin');
  const records = new ConsoleRecords(database.db, clock);
  const sessions = new SessionService(new SessionRepository(database.db), clock, 30);
  const actorOf = async (token: string) => ({ user: (await sessions.resolve(token))!, clientIp: '203.0.113.7' });
  const member = await userIdOf(database, 'demo-member');
  const creator = await userIdOf(database, 'demo-creator');
  const log = (query: Record<string, string> = {}) =>
    call(app, 'GET', '/v1/app/admin/access-log', { token: admin, query });
  const chain = async () => (await call(app, 'GET', '/v1/app/admin/access-log/chain', { token: admin })).body;

  it('keeps who read or changed whose data, when, from where, on which screen; searched by each', async () => {
    const other = await newOperator(app, ['RESERVATION'], { userNm: '예약담당' });
    await recordsAt('2026-11-10T01:00:00Z').access(await actorOf(admin), {
      subjectUserId: member,
      kind: 'VIEW',
      screen: '회원 상세',
      detail: '회원 정보(휴대폰, 이메일)',
    });
    await recordsAt('2026-11-12T02:00:00Z').access(await actorOf(other.token), {
      subjectUserId: creator,
      kind: 'CHANGE',
      screen: '회원 상세',
      detail: '계정 잠금',
    });
    await records.access(await actorOf(admin), {
      subjectUserId: null,
      kind: 'DOWNLOAD',
      screen: '지원사업 신청자',
      detail: '신청자 목록 CSV (12명)',
      reason: '선정 심사 자료',
    });

    const all = await log();
    expect(all.status).toBe(200);
    expect(all.body.totalCount).toBe(3);
    expect(all.body.items[0]).toMatchObject({
      oprLgnId: 'demo-admin',
      accessKind: 'DOWNLOAD',
      reason: '선정 심사 자료',
      clientIp: '203.0.113.7',
      regDt: '2026-11-20T12:00:00+09:00',
    });
    expect((await log({ oprLgnId: other.lgnId })).body.items.map((r: { detail: string }) => r.detail)).toEqual([
      '계정 잠금',
    ]);
    expect(
      (await log({ subjectLgnId: 'demo-member' })).body.items.map((r: { accessKind: string }) => r.accessKind),
    ).toEqual(['VIEW']);
    expect((await log({ accessKind: 'CHANGE' })).body.totalCount).toBe(1);
    // Seoul days: 11-12 11:00 KST is inside [11-12, 11-12].
    expect((await log({ from: '20261112', to: '20261112' })).body.totalCount).toBe(1);
    expect((await log({ from: '20261121', to: '20261120' })).body.message).toBe(ADMIN_MESSAGES.periodInvalid);

    const review = await call(app, 'GET', '/v1/app/admin/access-log/review', { token: admin, query: { ym: '202611' } });
    expect(review.body.counts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ oprLgnId: 'demo-admin', accessKind: 'VIEW', count: 1 }),
        expect.objectContaining({ oprLgnId: 'demo-admin', accessKind: 'DOWNLOAD', count: 1 }),
        expect.objectContaining({ oprLgnId: other.lgnId, accessKind: 'CHANGE', count: 1 }),
      ]),
    );
    expect(review.body.downloads.map((d: { reason: string }) => d.reason)).toEqual(['선정 심사 자료']);
    // Only a system administrator reads the log.
    expect((await call(app, 'GET', '/v1/app/admin/access-log', { token: other.token })).status).toBe(403);
  });

  it('sorts by a column the list names, both ways, and refuses any other; the chain stays as written', async () => {
    // Written out of time order: the log's own order (logId, the chain's) differs from the time order.
    for (const iso of ['2026-11-15T01:00:00Z', '2026-11-13T01:00:00Z', '2026-11-14T01:00:00Z']) {
      await recordsAt(iso).access(await actorOf(admin), {
        subjectUserId: member,
        kind: 'VIEW',
        screen: '회원 상세',
        detail: '정렬 확인',
      });
    }
    const rows = async (query: Record<string, string>) =>
      (await log({ from: '20261113', to: '20261115', pageSize: '100', ...query })).body.items as {
        logId: number;
        regDt: string;
      }[];
    const up = await rows({ sort: 'regDt', order: 'asc' });
    expect(up.map((r) => r.regDt)).toEqual([
      '2026-11-13T10:00:00+09:00',
      '2026-11-14T10:00:00+09:00',
      '2026-11-15T10:00:00+09:00',
    ]);
    expect((await rows({ sort: 'regDt', order: 'desc' })).map((r) => r.logId)).toEqual(
      up.map((r) => r.logId).reverse(),
    );
    const bad = await log({ sort: 'rowHash' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('정렬 기준이 올바르지 않습니다.');
    expect(await chain()).toMatchObject({ intact: true });
  });

  it('refuses any change or removal of a row in the database itself, and chains every row to the one before', async () => {
    expect(await chain()).toMatchObject({ intact: true, firstBrokenLogId: null, message: ADMIN_MESSAGES.chainIntact });
    const first = await database.db.selectFrom('prvcAccessLog').selectAll().orderBy('logId').executeTakeFirstOrThrow();
    await expect(
      database.db.updateTable('prvcAccessLog').set({ detail: '고친 기록' }).where('logId', '=', first.logId).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(database.db.deleteFrom('prvcAccessLog').where('logId', '=', first.logId).execute()).rejects.toThrow(
      /two years/,
    );
    const rows = await database.db.selectFrom('prvcAccessLog').selectAll().orderBy('logId').execute();
    for (const [i, row] of rows.entries()) {
      expect(row.prevHash).toBe(i === 0 ? 'genesis' : rows[i - 1]!.rowHash);
      expect(row.rowHash).toBe(accessRowHash(row.prevHash, row));
    }
  });

  it('shows a row written past the log (not by it) as the break in the chain', async () => {
    const { app: app2, database: db2 } = await createTestApp({ clock });
    const token = await login(app2, 'demo-admin');
    const records2 = new ConsoleRecords(db2.db, clock);
    const sessions2 = new SessionService(new SessionRepository(db2.db), clock, 30);
    const actor = { user: (await sessions2.resolve(token))!, clientIp: '203.0.113.9' };
    for (let i = 0; i < 3; i++) {
      await records2.access(actor, { subjectUserId: null, kind: 'VIEW', screen: '회원 목록', detail: `조회 ${i}` });
    }
    const rows = await db2.db.selectFrom('prvcAccessLog').selectAll().orderBy('logId').execute();
    // A forged row slipped in with a made-up hash.
    await db2.db
      .insertInto('prvcAccessLog')
      .values({
        ...rows[2]!,
        logId: undefined,
        detail: '끼워 넣은 기록',
        prevHash: rows[2]!.rowHash,
        rowHash: 'f'.repeat(64),
      })
      .execute();
    const forged = await db2.db
      .selectFrom('prvcAccessLog')
      .select('logId')
      .orderBy('logId', 'desc')
      .executeTakeFirstOrThrow();
    const answer = (await call(app2, 'GET', '/v1/app/admin/access-log/chain', { token })).body;
    expect(answer).toEqual({
      intact: false,
      checked: 3,
      firstBrokenLogId: forged.logId,
      message: ADMIN_MESSAGES.chainBroken(forged.logId),
    });
  });

  it('lets the retention job remove rows older than two years, and the rest stays checkable', async () => {
    const { app: app3, database: db3 } = await createTestApp({ clock });
    const token = await login(app3, 'demo-admin');
    const sessions3 = new SessionService(new SessionRepository(db3.db), clock, 30);
    const actor = { user: (await sessions3.resolve(token))!, clientIp: '203.0.113.10' };
    const old = new ConsoleRecords(db3.db, fixedClock('2023-01-05T00:00:00Z'));
    await old.access(actor, { subjectUserId: null, kind: 'VIEW', screen: '회원 목록', detail: '3년 전 조회' });
    const recent = new ConsoleRecords(db3.db, clock);
    await recent.access(actor, { subjectUserId: null, kind: 'VIEW', screen: '회원 목록', detail: '이번 달 조회' });
    await recent.access(actor, { subjectUserId: null, kind: 'VIEW', screen: '회원 목록', detail: '또 조회' });
    // The console's daily job (admin.jobs.ts) removes what is past two years, and only that.
    expect(await removeExpiredAccessLog(db3.db, clock)).toBe(1);
    const left = await db3.db.selectFrom('prvcAccessLog').select('detail').orderBy('logId').execute();
    expect(left.map((r) => r.detail)).toEqual(['이번 달 조회', '또 조회']);
    expect(await removeExpiredAccessLog(db3.db, clock)).toBe(0);
    expect((await call(app3, 'GET', '/v1/app/admin/access-log/chain', { token })).body).toMatchObject({
      intact: true,
      checked: 2,
    });
  });

  it('chains rows written at once by many console calls one after another', async () => {
    const actor = await actorOf(admin);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        records.access(actor, { subjectUserId: member, kind: 'VIEW', screen: '회원 상세', detail: `동시 조회 ${i}` }),
      ),
    );
    const answer = await chain();
    expect(answer.intact).toBe(true);
    const rows = await database.db.selectFrom('prvcAccessLog').select('logId').execute();
    expect(answer.checked).toBe(rows.length);
  });
});
