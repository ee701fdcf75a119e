import { reservationNumber } from '@onfan/contracts/studio';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login } from '../auth/auth.testkit.js';
import { roomIdOf, rsvtBody } from './studio.testkit.js';

/**
 * The outcome of a past confirmed reservation (issue 38): an operator marks it used (이용완료) or not shown up
 * (미이용(노쇼)) on the copy read; the state stays CONFIRMED (the member's pages see a completed reservation, named by
 * its outcome), an audit row is written with the change, and a no-show takes no review.
 */
const STALE = '다른 담당자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해 주세요.';
const NOT_ALLOWED = '이용일이 지난 확정 예약에만 이용 결과를 표시할 수 있습니다.';

describe('the outcome of a past confirmed reservation', async () => {
  const clock = fixedClock('2025-09-30T15:30:00Z'); // 1 October in Seoul
  const { app, database } = await createTestApp({ clock });
  const roomA = await roomIdOf(database, '라이브룸 A');
  let member = await login(app, 'demo-member');
  let operator = await login(app, 'demo-admin');
  const reserve = async (body: object) => {
    const res = await call(app, 'POST', `/v1/app/studio/room/${roomA}/rsvt`, { token: member, body: rsvtBody(body) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.rsvtId as number;
  };
  const row = async (rsvtId: number) => {
    const list = await call(app, 'GET', '/v1/app/studio/opr/rsvts', {
      token: operator,
      query: { roomId: String(roomA), pageSize: '100' },
    });
    return list.body.items.find((r: { rsvtId: number }) => r.rsvtId === rsvtId);
  };
  const mark = (rsvtId: number, body: object) =>
    call(app, 'PUT', `/v1/app/studio/opr/rsvt/${rsvtId}/outcome`, { token: operator, body });
  const mine = async (rsvtId: number) =>
    (await call(app, 'GET', '/v1/app/studio/rsvts', { token: member, query: { pageSize: '100' } })).body.items.find(
      (r: { rsvtId: number }) => r.rsvtId === rsvtId,
    );
  const audits = (rsvtId: number) =>
    database.db
      .selectFrom('oprAudit')
      .select(['action', 'afterJson'])
      .where('targetKind', '=', 'reservation')
      .where('targetId', '=', String(rsvtId))
      .where('action', '=', 'OUTCOME')
      .orderBy('auditId')
      .execute();
  // The member's outcome messages (text, e-mail when the account has one) of one reservation.
  const told = (rsvtId: number) =>
    database.db
      .selectFrom('notificationOutbox')
      .select(['channel', 'kind', 'body'])
      .where('kind', 'in', ['reservation-done', 'reservation-noshow'])
      .where('body', 'like', `%${reservationNumber(rsvtId)}%`)
      .orderBy('id')
      .execute();

  const used = await reserve({ rsvtYmd: '20251002', rsvtBgngHhmm: '1000', rsvtEndHhmm: '1200' });
  const twice = await reserve({ rsvtYmd: '20251002', rsvtBgngHhmm: '1300', rsvtEndHhmm: '1400' });
  const expired = await reserve({ rsvtYmd: '20251002', rsvtBgngHhmm: '1500', rsvtEndHhmm: '1600' });
  const future = await reserve({ rsvtYmd: '20251020', rsvtBgngHhmm: '1000', rsvtEndHhmm: '1100' });
  for (const id of [used, twice, future]) {
    const ok = await call(app, 'PUT', `/v1/app/studio/opr/rsvt/${id}/confirm`, {
      token: operator,
      body: { updtDt: (await row(id)).updtDt },
    });
    expect(ok.status).toBe(200);
  }
  clock.set('2025-10-02T15:30:00Z'); // 3 October in Seoul
  member = await login(app, 'demo-member');
  operator = await login(app, 'demo-admin');

  it('marks a past confirmed reservation used, then not shown up; the member sees each in 나의 예약', async () => {
    const before = await row(used);
    expect(before).toMatchObject({ rsvtSttsCd: 'COMPLETED', rsvtSttsNm: '이용완료', useRsltCd: null });

    const bad = await mark(used, { updtDt: before.updtDt, useRsltCd: 'LATE' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'useRsltCd', message: '이용 결과는 이용완료 또는 미이용(노쇼) 중에서 골라 주세요.' },
    ]);
    const stale = await mark(used, { updtDt: '2020-01-01T00:00:00.000Z', useRsltCd: 'NOSHOW' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE);
    expect(await audits(used)).toEqual([]);

    const done = await mark(used, { updtDt: before.updtDt, useRsltCd: 'DONE' });
    expect(done.body).toEqual({ number: 200, message: "이용 결과를 '이용완료'(으)로 표시했습니다." });
    const afterDone = await row(used);
    expect(afterDone).toMatchObject({ rsvtSttsCd: 'COMPLETED', rsvtSttsNm: '이용완료', useRsltCd: 'DONE' });
    expect(afterDone.updtDt).not.toBe(before.updtDt);
    expect(await mine(used)).toMatchObject({ rsvtSttsNm: '이용완료', useRsltCd: 'DONE', reviewableYn: 'Y' });
    const stored = await database.db
      .selectFrom('rsvt')
      .select(['rsvtStts', 'useRslt', 'rsltBy'])
      .where('rsvtId', '=', used)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ rsvtStts: 'CONFIRMED', useRslt: 'DONE' });
    expect(stored.rsltBy).not.toBeNull();

    // The copy read before the first mark is stale now.
    expect((await mark(used, { updtDt: before.updtDt, useRsltCd: 'NOSHOW' })).body.message).toBe(STALE);
    const noShow = await mark(used, { updtDt: afterDone.updtDt, useRsltCd: 'NOSHOW' });
    expect(noShow.body.message).toBe("이용 결과를 '미이용(노쇼)'(으)로 표시했습니다.");
    expect(await mine(used)).toMatchObject({
      rsvtSttsCd: 'COMPLETED',
      rsvtSttsNm: '미이용(노쇼)',
      useRsltCd: 'NOSHOW',
      reviewableYn: 'N',
    });
    expect((await audits(used)).map((a) => JSON.parse(a.afterJson ?? '{}').useRslt)).toEqual(['DONE', 'NOSHOW']);
    // The member was told each mark, in its transaction; the refused ones told nothing.
    const sms = (await told(used)).filter((m) => m.channel === 'SMS');
    expect(sms.map((m) => m.kind)).toEqual(['reservation-done', 'reservation-noshow']);
    expect(sms[0]!.body).toContain('이용완료로 처리되었습니다. 이용 후기를 남겨 주세요.');
    expect(sms[1]!.body).toContain('미이용(노쇼)으로 처리되었습니다.');

    // A no-show takes no review; the week grid names the outcome.
    const review = await call(app, 'POST', `/v1/app/studio/room/${roomA}/revw`, {
      token: member,
      body: { rsvtId: used, revwCmnt: '좋았어요', starrtScore: 5 },
    });
    expect(review.status).toBe(403);
    const week = await call(app, 'GET', `/v1/app/studio/opr/rooms/${roomA}/week`, {
      token: operator,
      query: { from: '20250929' },
    });
    expect(week.body.rows.find((r: { rsvtId: number }) => r.rsvtId === used)).toMatchObject({
      rsvtSttsNm: '미이용(노쇼)',
      useRsltCd: 'NOSHOW',
    });
  });

  it('refuses a reservation not yet used, an expired request and an unknown one; nothing changes', async () => {
    const f = await row(future);
    expect(f.rsvtSttsCd).toBe('CONFIRMED');
    const early = await mark(future, { updtDt: f.updtDt, useRsltCd: 'DONE' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(NOT_ALLOWED);
    const e = await row(expired);
    expect(e.rsvtSttsCd).toBe('EXPIRED');
    expect((await mark(expired, { updtDt: e.updtDt, useRsltCd: 'NOSHOW' })).body.message).toBe(NOT_ALLOWED);
    expect((await mark(99_999_999, { updtDt: e.updtDt, useRsltCd: 'NOSHOW' })).status).toBe(404);
    expect(await audits(future)).toEqual([]);
    expect(await audits(expired)).toEqual([]);
    expect(await told(future)).toEqual([]);
    expect(await told(expired)).toEqual([]);
    const member403 = await call(app, 'PUT', `/v1/app/studio/opr/rsvt/${future}/outcome`, {
      token: member,
      body: { updtDt: f.updtDt, useRsltCd: 'DONE' },
    });
    expect(member403.status).toBe(403);
  });

  it('of two operators marking one reservation on one reading, exactly one wins with one audit row', async () => {
    const r = await row(twice);
    const [a, b] = await Promise.all([
      mark(twice, { updtDt: r.updtDt, useRsltCd: 'DONE' }),
      mark(twice, { updtDt: r.updtDt, useRsltCd: 'NOSHOW' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 409 ? a : b).body.message).toBe(STALE);
    const audit = await audits(twice);
    expect(audit).toHaveLength(1);
    expect((await told(twice)).filter((m) => m.channel === 'SMS')).toHaveLength(1);
    expect((await row(twice)).useRsltCd).toBe(JSON.parse(audit[0]!.afterJson ?? '{}').useRslt);
  });
});
