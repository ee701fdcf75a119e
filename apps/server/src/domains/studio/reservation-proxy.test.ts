import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newMember, userIdOf } from '../auth/auth.testkit.js';
import { approvedMember, roomIdOf, rsvtBody } from './studio.testkit.js';

/**
 * The reservation desk books on a member's behalf (대리 예약, issue 38): the member named by the exact login id and
 * shown masked, then the member's own booking rules (the slot engine) and the database's no-double-booking key, in the
 * state the operator chooses; the audit row names the operator and the member is told by text.
 * The clock stands at 2025-10-01 00:30 in Seoul.
 */
describe('booking on a member’s behalf', async () => {
  const clock = fixedClock('2025-09-30T15:30:00Z');
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  const roomA = await roomIdOf(database, '라이브룸 A'); // weekend Y, 0900-2200
  const operator = await login(app, 'demo-admin');
  const operatorId = await userIdOf(database, 'demo-admin');
  const member = await approvedMember(app, database);

  const book = (roomId: number, body: Record<string, unknown>, token = operator) =>
    call(app, 'POST', `/v1/app/studio/opr/room/${roomId}/rsvt`, {
      token,
      body: { lgnId: member.lgnId, rsvtSttsCd: 'CONFIRMED', ...rsvtBody(body) },
    });
  const rows = (roomId: number, rsvtYmd: string) =>
    db
      .selectFrom('rsvt')
      .select(['rsvtId', 'userId', 'rsvtStts', 'sttsChgBy'])
      .where('roomId', '=', roomId)
      .where('rsvtYmd', '=', rsvtYmd)
      .orderBy('rsvtId')
      .execute();
  const audits = (rsvtId: number) =>
    db
      .selectFrom('oprAudit')
      .select(['action', 'oprUserId', 'afterJson'])
      .where('targetKind', '=', 'reservation')
      .where('targetId', '=', String(rsvtId))
      .execute();
  const texts = (rsvtId: number) =>
    db
      .selectFrom('notificationOutbox')
      .select(['kind', 'recipient', 'userId', 'body'])
      .where('channel', '=', 'SMS')
      .where('body', 'like', `%R${String(rsvtId).padStart(8, '0')}%`)
      .execute();
  const auditCount = async () =>
    Number(
      (
        await db
          .selectFrom('oprAudit')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('finds the member by exact login id and shows them masked with their certificate; others are a Korean 404', async () => {
    const logged = async () =>
      Number(
        (
          await db
            .selectFrom('prvcAccessLog')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await logged();
    const found = await call(app, 'GET', '/v1/app/studio/opr/members', {
      token: operator,
      query: { lgnId: member.lgnId },
    });
    expect(found.status).toBe(200);
    expect(found.body.certificate).toBe('승인');
    expect(found.body.lgnId).toContain('*');
    expect(found.body.lgnId).not.toBe(member.lgnId);
    expect(found.body.userNm).not.toBe(member.userNm);
    expect(Object.keys(found.body).sort()).toEqual(['certificate', 'lgnId', 'userNm']);
    // Only the mask is shown, so the lookup is not an unmasked read of personal data.
    expect(await logged()).toBe(before);

    const plain = await newMember(app);
    const pending = await call(app, 'GET', '/v1/app/studio/opr/members', {
      token: operator,
      query: { lgnId: plain.lgnId },
    });
    expect(pending.body.certificate).toBe('미제출');

    for (const lgnId of ['nobody-at-all', 'demo-admin', member.lgnId.slice(0, -1)]) {
      const res = await call(app, 'GET', '/v1/app/studio/opr/members', { token: operator, query: { lgnId } });
      expect(res.status, lgnId).toBe(404);
      expect(res.body.message).toBe('해당 아이디의 회원을 찾을 수 없습니다. 아이디를 정확히 입력해주세요.');
    }
    const blank = await call(app, 'GET', '/v1/app/studio/opr/members', { token: operator, query: { lgnId: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('예약할 회원의 아이디를 입력해주세요.');
    const asMember = await call(app, 'GET', '/v1/app/studio/opr/members', {
      token: member.token,
      query: { lgnId: member.lgnId },
    });
    expect(asMember.status).toBe(403);
  });

  it('books confirmed for the member: their 나의 예약 shows it, the audit row names the operator, a text tells them', async () => {
    const res = await book(roomA, { rsvtYmd: '20251014', rsvtBgngHhmm: '1000', rsvtEndHhmm: '1200' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('회원의 예약이 예약확정 상태로 등록되었습니다. 회원에게 문자로 알렸습니다.');
    const rsvtId = res.body.rsvtId as number;
    expect(await rows(roomA, '20251014')).toEqual([
      { rsvtId, userId: member.userId, rsvtStts: 'CONFIRMED', sttsChgBy: operatorId },
    ]);

    const mine = await call(app, 'GET', '/v1/app/studio/rsvts', { token: member.token });
    expect(mine.body.items.find((i: { rsvtId: number }) => i.rsvtId === rsvtId)).toMatchObject({
      rsvtSttsCd: 'CONFIRMED',
      rsvtSttsNm: '예약확정',
      rsvtBgngHhmm: '1000',
      rsvtEndHhmm: '1200',
    });
    const slots = await call(app, 'GET', `/v1/app/studio/room/${roomA}/rsvt/schds`, {
      token: member.token,
      query: { rsvtYmd: '20251014' },
    });
    expect(
      slots.body.filter((s: { state: string }) => s.state === 'M').map((s: { rsvtBgngHhmm: string }) => s.rsvtBgngHhmm),
    ).toEqual(['1000', '1100']);

    const audit = await audits(rsvtId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'PROXY_RESERVE', oprUserId: operatorId });
    expect(JSON.parse(audit[0]!.afterJson!)).toMatchObject({ userId: member.userId, rsvtStts: 'CONFIRMED' });
    const sms = await texts(rsvtId);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ kind: 'reservation-confirmed', recipient: '01012345678', userId: member.userId });
    expect(sms[0]!.body).toContain('예약이 확정되었습니다');
  });

  it('books requested when the operator chooses 예약신청; the member is told it was requested', async () => {
    const res = await call(app, 'POST', `/v1/app/studio/opr/room/${roomA}/rsvt`, {
      token: operator,
      body: {
        lgnId: ` ${member.lgnId} `,
        rsvtSttsCd: 'REQUESTED',
        ...rsvtBody({ rsvtYmd: '20251015', rsvtBgngHhmm: '1400', rsvtEndHhmm: '1500' }),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('회원의 예약이 예약신청 상태로 등록되었습니다. 회원에게 문자로 알렸습니다.');
    const rsvtId = res.body.rsvtId as number;
    expect((await rows(roomA, '20251015'))[0]).toMatchObject({ rsvtStts: 'REQUESTED', userId: member.userId });
    expect((await texts(rsvtId)).map((t) => t.kind)).toEqual(['reservation-requested']);
    // The desk's confirm works on it like on any member's request.
    const listed = await call(app, 'GET', '/v1/app/studio/opr/rsvts', {
      token: operator,
      query: { lgnId: member.lgnId, pageSize: '100' },
    });
    const row = listed.body.items.find((i: { rsvtId: number }) => i.rsvtId === rsvtId);
    const confirmed = await call(app, 'PUT', `/v1/app/studio/opr/rsvt/${rsvtId}/confirm`, {
      token: operator,
      body: { updtDt: row.updtDt },
    });
    expect(confirmed.status).toBe(200);
  });

  it('keeps the slot engine’s rules for operators: each refusal is Korean and changes nothing', async () => {
    const closed = await call(app, 'POST', `/v1/app/studio/admin/rooms/${roomA}/closures`, {
      token: operator,
      body: { ymd: '20251017', rsn: '조명 교체' },
    });
    expect(closed.status).toBe(200);
    const uncertified = await newMember(app);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ rsvtYmd: '20251001' }, 400, '예약할 수 없는 날짜입니다. 내일 이후의 운영일을 선택해주세요.'], // today
      [{ rsvtYmd: '20251017' }, 400, '예약할 수 없는 날짜입니다. 내일 이후의 운영일을 선택해주세요.'], // closed
      [{ rsvtYmd: '20251009' }, 400, '예약할 수 없는 날짜입니다. 내일 이후의 운영일을 선택해주세요.'], // 한글날
      [{ rsvtYmd: '20251016', rsvtBgngHhmm: '1000', rsvtEndHhmm: '1500' }, 400, '최대 4시간까지만 예약이 가능합니다.'],
      [
        { rsvtYmd: '20251016', rsvtBgngHhmm: '0700', rsvtEndHhmm: '0900' },
        400,
        '예약할 수 없는 시간이 포함되어 있습니다. 다시 선택해주세요.',
      ],
      [{ rsvtYmd: '20251016', rsvtSttsCd: 'CANCELED' }, 400, '예약 상태는 예약신청 또는 예약확정 중에서 선택해주세요.'],
      [{ rsvtYmd: '20251016', lgnId: '' }, 400, '예약할 회원의 아이디를 입력해주세요.'],
      [
        { rsvtYmd: '20251016', lgnId: 'nobody-at-all' },
        404,
        '해당 아이디의 회원을 찾을 수 없습니다. 아이디를 정확히 입력해주세요.',
      ],
      [
        { rsvtYmd: '20251016', lgnId: uncertified.lgnId },
        403,
        '스튜디오·공간 예약은 소상공인 확인서가 승인된 회원만 신청할 수 있습니다. 마이페이지에서 소상공인 확인서를 먼저 등록해주세요.',
      ],
    ];
    const before = await auditCount();
    for (const [body, status, message] of cases) {
      const res = await book(roomA, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message, JSON.stringify(body)).toBe(message);
    }
    const missingRoom = await book(999999, { rsvtYmd: '20251016' });
    expect(missingRoom.status).toBe(404);
    for (const ymd of ['20251001', '20251009', '20251016', '20251017']) expect(await rows(roomA, ymd), ymd).toEqual([]);
    expect(await auditCount()).toBe(before);
    const asMember = await book(roomA, { rsvtYmd: '20251016' }, member.token);
    expect(asMember.status).toBe(403);
    expect(await rows(roomA, '20251016')).toEqual([]);
  });

  it('refuses to book over a member’s own booking with the portal’s message', async () => {
    const own = await call(app, 'POST', `/v1/app/studio/room/${roomA}/rsvt`, {
      token: member.token,
      body: rsvtBody({ rsvtYmd: '20251010', rsvtBgngHhmm: '1300', rsvtEndHhmm: '1500' }),
    });
    expect(own.status).toBe(200);
    const other = await approvedMember(app, database);
    const before = await auditCount();
    const res = await call(app, 'POST', `/v1/app/studio/opr/room/${roomA}/rsvt`, {
      token: operator,
      body: {
        lgnId: other.lgnId,
        rsvtSttsCd: 'CONFIRMED',
        ...rsvtBody({ rsvtYmd: '20251010', rsvtBgngHhmm: '1400', rsvtEndHhmm: '1600' }),
      },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('이미 예약된 시간이 포함되어 있습니다. 다른 시간을 선택해주세요.');
    expect((await rows(roomA, '20251010')).map((r) => r.rsvtId)).toEqual([own.body.rsvtId]);
    expect(await auditCount()).toBe(before);
  });

  it('two bookings of one slot at once: exactly one wins, the other is told in Korean', async () => {
    const other = await approvedMember(app, database);
    const slot = { rsvtYmd: '20251013', rsvtBgngHhmm: '1100', rsvtEndHhmm: '1300' };
    const [first, second] = await Promise.all([
      book(roomA, slot),
      call(app, 'POST', `/v1/app/studio/opr/room/${roomA}/rsvt`, {
        token: operator,
        body: { lgnId: other.lgnId, rsvtSttsCd: 'REQUESTED', ...rsvtBody({ ...slot, rsvtBgngHhmm: '1200' }) },
      }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body.message).toBe('이미 예약된 시간이 포함되어 있습니다. 다른 시간을 선택해주세요.');
    const stored = await rows(roomA, '20251013');
    expect(stored).toHaveLength(1);
    expect(await audits(stored[0]!.rsvtId)).toHaveLength(1);
    const held = await db
      .selectFrom('rsvtSlot')
      .select(['rsvtHour', 'rsvtId'])
      .where('roomId', '=', roomA)
      .where('rsvtYmd', '=', '20251013')
      .execute();
    expect(held.every((h) => h.rsvtId === stored[0]!.rsvtId)).toBe(true);
  });
});
