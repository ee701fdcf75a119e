import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login } from '../auth/auth.testkit.js';
import { reservationCopy } from './reservation.repository.js';
import { roomIdOf, rsvtBody } from './studio.testkit.js';

/**
 * The reservation desk (issue 38): the week grid of a room, the member filter, and decisions made at the same time as
 * another change of the same reservation (exactly one wins; the other is told in Korean and changes nothing).
 * The clock stands at 2025-10-01 00:30 in Seoul.
 */
/** The loser's Korean 409: the copy it read is stale, or (read after the winner) the reservation is decided. */
const REFUSALS = ['다른 담당자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해 주세요.', '이미 처리된 예약입니다.'];

describe('the reservation desk', async () => {
  const clock = fixedClock('2025-09-30T15:30:00Z');
  const { app, database } = await createTestApp({ clock });
  const roomA = await roomIdOf(database, '라이브룸 A'); // weekend Y, 0900-2200
  const roomB = await roomIdOf(database, '라이브룸 B');
  const member = await login(app, 'demo-member');
  const operator = await login(app, 'demo-admin');
  const copy = async (rsvtId: number) =>
    reservationCopy(
      await database.db
        .selectFrom('rsvt')
        .select(['sttsChgDt', 'regDt'])
        .where('rsvtId', '=', rsvtId)
        .executeTakeFirstOrThrow(),
    );
  const reserve = async (roomId: number, body: object) => {
    const res = await call(app, 'POST', `/v1/app/studio/room/${roomId}/rsvt`, { token: member, body: rsvtBody(body) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.rsvtId as number;
  };
  const stored = async (rsvtId: number) =>
    (await database.db.selectFrom('rsvt').select('rsvtStts').where('rsvtId', '=', rsvtId).executeTakeFirstOrThrow())
      .rsvtStts;
  const audits = (rsvtId: number) =>
    database.db
      .selectFrom('oprAudit')
      .select('action')
      .where('targetKind', '=', 'reservation')
      .where('targetId', '=', String(rsvtId))
      .execute();
  const notices = (rsvtId: number) =>
    database.db
      .selectFrom('notificationOutbox')
      .select('kind')
      .where('channel', '=', 'SMS')
      .where('body', 'like', `%R${String(rsvtId).padStart(8, '0')}%`)
      .orderBy('id')
      .execute();

  it('shows a room’s week: seven days, the hours held, the member masked; bad input is a Korean 400', async () => {
    const a = await reserve(roomA, { rsvtYmd: '20251013', rsvtBgngHhmm: '1000', rsvtEndHhmm: '1200' });
    const b = await reserve(roomA, { rsvtYmd: '20251015', rsvtBgngHhmm: '1400', rsvtEndHhmm: '1500' });
    const gone = await reserve(roomA, { rsvtYmd: '20251016', rsvtBgngHhmm: '1400', rsvtEndHhmm: '1500' });
    const outside = await reserve(roomA, { rsvtYmd: '20251020', rsvtBgngHhmm: '1400', rsvtEndHhmm: '1500' });
    await call(app, 'PUT', `/v1/app/studio/opr/rsvt/${gone}/reject`, {
      token: operator,
      body: { updtDt: await copy(gone), sttsRsn: '장비 점검' },
    });
    const week = await call(app, 'GET', `/v1/app/studio/opr/rooms/${roomA}/week`, {
      token: operator,
      query: { from: '20251013' },
    });
    expect(week.status).toBe(200);
    expect(week.body).toMatchObject({
      roomId: roomA,
      roomNm: '라이브룸 A',
      operBgngHhmm: '0900',
      todayYmd: '20251001',
    });
    expect(week.body.days).toEqual([
      '20251013',
      '20251014',
      '20251015',
      '20251016',
      '20251017',
      '20251018',
      '20251019',
    ]);
    const ids = week.body.rows.map((r: { rsvtId: number }) => r.rsvtId);
    expect(ids).toContain(a);
    expect(ids).toContain(b);
    expect(ids).not.toContain(gone); // a rejected booking holds no hours
    expect(ids).not.toContain(outside);
    const row = week.body.rows.find((r: { rsvtId: number }) => r.rsvtId === a);
    expect(row).toMatchObject({ rsvtSttsCd: 'REQUESTED', rsvtBgngHhmm: '1000', rsvtEndHhmm: '1200' });
    expect(row.lgnId).toContain('*');
    expect(row.updtDt).toBe(await copy(a));

    const bad = await call(app, 'GET', `/v1/app/studio/opr/rooms/${roomA}/week`, {
      token: operator,
      query: { from: '20251399' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('주간 예약표의 시작일이 올바르지 않습니다. 8자리 날짜로 입력해주세요.');
    const missing = await call(app, 'GET', '/v1/app/studio/opr/rooms/999999/week', {
      token: operator,
      query: { from: '20251013' },
    });
    expect(missing.status).toBe(404);
    const asMember = await call(app, 'GET', `/v1/app/studio/opr/rooms/${roomA}/week`, {
      token: member,
      query: { from: '20251013' },
    });
    expect(asMember.status).toBe(403);
  });

  it('filters the list by the member’s login id', async () => {
    const mine = await reserve(roomB, { rsvtYmd: '20251014', rsvtBgngHhmm: '1000', rsvtEndHhmm: '1100' });
    const list = (lgnId: string) =>
      call(app, 'GET', '/v1/app/studio/opr/rsvts', { token: operator, query: { pageSize: '100', lgnId } });
    const hers = await list('demo-member');
    expect(hers.status).toBe(200);
    expect(hers.body.items.map((i: { rsvtId: number }) => i.rsvtId)).toContain(mine);
    expect(hers.body.items.every((i: { lgnId: string }) => i.lgnId !== 'demo-member')).toBe(true);
    expect((await list('nobody-at-all')).body).toMatchObject({ totalCount: 0, items: [] });
    expect((await list('x'.repeat(51))).status).toBe(400);
  });

  it('lets exactly one of a confirm and the member’s cancel, made at once, win', async () => {
    for (const [i, hour] of ['10', '12', '14', '16'].entries()) {
      const rsvtId = await reserve(roomA, {
        rsvtYmd: '20251022',
        rsvtBgngHhmm: `${hour}00`,
        rsvtEndHhmm: `${Number(hour) + 1}00`,
      });
      const read = await copy(rsvtId);
      const confirm = () =>
        call(app, 'PUT', `/v1/app/studio/opr/rsvt/${rsvtId}/confirm`, { token: operator, body: { updtDt: read } });
      const cancel = () =>
        call(app, 'PUT', '/v1/app/studio/rsvts/sts', {
          token: member,
          body: { rsvtId, rsvtSttsCd: 'CANCELED', sttsRsn: '일정 변경' },
        });
      // Alternate who starts first, so either side may win.
      const [c, m] =
        i % 2 === 0 ? await Promise.all([confirm(), cancel()]) : (await Promise.all([cancel(), confirm()])).reverse();
      const state = await stored(rsvtId);
      const auditRows = (await audits(rsvtId)).map((r) => r.action);
      const noticeKinds = (await notices(rsvtId)).map((n) => n.kind);
      if (c!.status === 200 && m!.status === 200) {
        // The two did not overlap: the confirm finished before the member read the booking, and a member may cancel
        // a confirmed booking. Never the other way round: a confirm after a cancel must lose.
        expect(state).toBe('CANCELED');
        expect(auditRows).toEqual(['CONFIRM']);
        expect(noticeKinds).toEqual(['reservation-requested', 'reservation-confirmed', 'reservation-canceled']);
        continue;
      }
      const statuses = [c!.status, m!.status].sort();
      expect(statuses, JSON.stringify([c!.body, m!.body])).toEqual([200, 409]);
      const loser = c!.status === 409 ? c! : m!;
      expect([
        '다른 담당자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해 주세요.',
        '이미 처리된 예약입니다.',
      ]).toContain(loser.body.message);
      expect(state).toBe(c!.status === 200 ? 'CONFIRMED' : 'CANCELED');
      // Only the winner left its audit row and its notice.
      expect(auditRows).toEqual(c!.status === 200 ? ['CONFIRM'] : []);
      expect(noticeKinds).toEqual([
        'reservation-requested',
        c!.status === 200 ? 'reservation-confirmed' : 'reservation-canceled',
      ]);
    }
  });

  it('lets exactly one of two operators’ decisions on one copy win', async () => {
    const rsvtId = await reserve(roomA, { rsvtYmd: '20251023', rsvtBgngHhmm: '1000', rsvtEndHhmm: '1100' });
    const read = await copy(rsvtId);
    const [confirm, reject] = await Promise.all([
      call(app, 'PUT', `/v1/app/studio/opr/rsvt/${rsvtId}/confirm`, { token: operator, body: { updtDt: read } }),
      call(app, 'PUT', `/v1/app/studio/opr/rsvt/${rsvtId}/reject`, {
        token: operator,
        body: { updtDt: read, sttsRsn: '장비 점검' },
      }),
    ]);
    expect([confirm.status, reject.status].sort()).toEqual([200, 409]);
    const loser = confirm.status === 409 ? confirm : reject;
    expect(REFUSALS).toContain(loser.body.message);
    expect(await stored(rsvtId)).toBe(confirm.status === 200 ? 'CONFIRMED' : 'REJECTED');
    expect(await audits(rsvtId)).toHaveLength(1);
  });

  it('exports the filtered list as CSV only with a reason, logging the download first', async () => {
    const rsvtId = await reserve(roomB, { rsvtYmd: '20251027', rsvtBgngHhmm: '1400', rsvtEndHhmm: '1600' });
    const downloads = () =>
      database.db
        .selectFrom('prvcAccessLog')
        .select(['reason', 'screen', 'detail'])
        .where('accessKind', '=', 'DOWNLOAD')
        .where('screen', '=', '예약 확정')
        .orderBy('logId')
        .execute();
    const get = (query: string, token = operator) =>
      app.inject({
        method: 'GET',
        url: `/v1/app/studio/opr/rsvts/export?${query}`,
        headers: { 'x-auth-token': token },
      });
    const filters = `roomId=${roomB}&from=20251027&to=20251027&lgnId=demo-member`;

    const noReason = await get(filters);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('내려받는 사유를 입력해 주세요.');
    expect((await get(`${filters}&reason=${encodeURIComponent('  ')}`)).statusCode).toBe(400);
    expect((await get(`${filters}&reason=x`, member)).statusCode).toBe(403);
    expect(await downloads()).toEqual([]);

    const csv = await get(`${filters}&reason=${encodeURIComponent('월간 이용 보고')}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['cache-control']).toContain('no-store');
    expect(csv.headers['content-disposition']).toContain("filename*=UTF-8''");
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe(
      '"예약번호","이용일","시작","끝","스튜디오","룸","회원 아이디","회원 이름","연락처","상호","인원","상태","사유","신청일시"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"R${String(rsvtId).padStart(8, '0')}","20251027","1400","1600"`);
    expect(lines[1]).toContain('"라이브룸 B","demo-member"');
    expect(lines[1]).toContain('"01012345678","온판상회","2","예약신청"');
    expect(await downloads()).toEqual([
      { reason: '월간 이용 보고', screen: '예약 확정', detail: '스튜디오 예약 목록 CSV 1건' },
    ]);
  });
});
