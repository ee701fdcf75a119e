import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newMember } from '../auth/auth.testkit.js';
import { reservationCopy } from './reservation.repository.js';
import { approvedMember, roomIdOf, rsvtBody } from './studio.testkit.js';

/**
 * The clock stands at 2025-09-30T15:30Z: already 2025-10-01 00:30 in Seoul while UTC is still on 30 September.
 * 2025-10-03 (Fri) is 개천절, 2025-10-04 a Saturday, 2025-10-05..08 추석 and its substitute day.
 */
describe('studio reservations', async () => {
  const clock = fixedClock('2025-09-30T15:30:00Z');
  const { app, database } = await createTestApp({ clock });
  const roomA = await roomIdOf(database, '라이브룸 A'); // weekend Y, holiday N, 0900-2200, max 4
  const roomB = await roomIdOf(database, '라이브룸 B'); // weekend N, holiday N, 1000-1800, 12-13 closed, max 0
  const show = await roomIdOf(database, '쇼룸 스튜디오'); // weekend N, holiday Y, max 6
  const solo = await roomIdOf(database, '1인 방송실'); // max 1
  let member = await login(app, 'demo-member');
  let operator = await login(app, 'demo-admin');
  /** Moves the clock; sessions idle-expire across such jumps, so the demo accounts log in again. */
  const at = async (iso: string) => {
    clock.set(iso);
    member = await login(app, 'demo-member');
    operator = await login(app, 'demo-admin');
  };
  /** The copy an operator's decision names (the operators' list shows it as `updtDt`). */
  const copy = async (rsvtId: number) =>
    reservationCopy(
      await database.db
        .selectFrom('rsvt')
        .select(['sttsChgDt', 'regDt'])
        .where('rsvtId', '=', rsvtId)
        .executeTakeFirstOrThrow(),
    );
  const relogin = (m: { lgnId: string; password: string }) => login(app, m.lgnId, m.password);
  const reserve = (roomId: number, body: object, token: string | undefined = member) =>
    call(app, 'POST', `/v1/app/studio/room/${roomId}/rsvt`, { token, body: rsvtBody(body) });
  const slots = async (roomId: number, rsvtYmd: string, token?: string) =>
    (await call(app, 'GET', `/v1/app/studio/room/${roomId}/rsvt/schds`, { token, query: { rsvtYmd } })).body as {
      rsvtBgngHhmm: string;
      state: string;
      mineYn: string;
    }[];

  it('lists at least three studios with their rooms and a room with its images', async () => {
    const res = await call(app, 'GET', '/v1/app/studio/infos');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(3);
    expect(res.body[0].rooms.length).toBeGreaterThan(0);
    const room = await call(app, 'GET', `/v1/app/studio/room/${roomB}`);
    expect(room.body).toMatchObject({ roomNm: '라이브룸 B', rsvtImpssBgngHhmm: '1200', maxRsvtUsrCnt: 0 });
    expect(room.body.roomImgs.length).toBeGreaterThanOrEqual(3);
    expect((await call(app, 'GET', '/v1/app/studio/room/99999')).status).toBe(404);
  });

  it('answers the month with the days the server accepts, in Seoul time', async () => {
    const days = async (roomId: number) => {
      const res = await call(app, 'GET', `/v1/app/studio/room/${roomId}/rsvt/days`, { query: { rsvtYm: '202510' } });
      expect(res.body.todayYmd).toBe('20251001');
      return new Map((res.body.days as { ymd: string; bookableYn: string }[]).map((d) => [d.ymd, d.bookableYn]));
    };
    const a = await days(roomA);
    expect(a.size).toBe(31);
    expect([a.get('20251001'), a.get('20251002'), a.get('20251003'), a.get('20251004')]).toEqual(['N', 'Y', 'N', 'Y']);
    const b = await days(roomB);
    expect([b.get('20251002'), b.get('20251004'), b.get('20251006')]).toEqual(['Y', 'N', 'N']);
    const s = await days(show);
    expect(s.get('20251003')).toBe('Y');
  });

  it('answers hourly slots E for a bookable day and none for today', async () => {
    const list = await slots(roomB, '20251002');
    expect(list.map((s) => s.rsvtBgngHhmm)).toEqual(['1000', '1100', '1300', '1400', '1500', '1600', '1700']);
    expect(list.every((s) => s.state === 'E')).toBe(true);
    expect(await slots(roomB, '20251001')).toEqual([]);
    const bad = await call(app, 'GET', `/v1/app/studio/room/${roomB}/rsvt/schds`, { query: { rsvtYmd: '2025-10-02' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('날짜는 yyyyMMdd 형식이어야 합니다.');
  });

  it('refuses today in Seoul even though it is still 30 September in UTC', async () => {
    const res = await reserve(roomA, { rsvtYmd: '20251001' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('예약할 수 없는 날짜입니다. 내일 이후의 운영일을 선택해주세요.');
  });

  it('refuses holidays and weekends where the room is closed and accepts them where it opens', async () => {
    expect((await reserve(roomA, { rsvtYmd: '20251003' })).status).toBe(400);
    expect((await reserve(roomB, { rsvtYmd: '20251004' })).status).toBe(400);
    const holidayOpen = await reserve(show, { rsvtYmd: '20251003', rsvtBgngHhmm: '0900', rsvtEndHhmm: '1000' });
    expect(holidayOpen.status).toBe(200);
    const weekendOpen = await reserve(roomA, { rsvtYmd: '20251004', rsvtBgngHhmm: '0900', rsvtEndHhmm: '1000' });
    expect(weekendOpen.status).toBe(200);
    expect(weekendOpen.body.message).toBe('예약 신청이 완료되었습니다. 예약 결과는 마이페이지에서 확인해주세요.');
  });

  it('enforces hours, the window, head count, codes and the business number', async () => {
    const cases: [number, object, string][] = [
      [roomA, { rsvtBgngHhmm: '1000', rsvtEndHhmm: '1500' }, '최대 4시간까지만 예약이 가능합니다.'],
      [roomA, { rsvtBgngHhmm: '1200', rsvtEndHhmm: '1100' }, '예약일시를 선택해주세요.'],
      [
        roomB,
        { rsvtBgngHhmm: '1100', rsvtEndHhmm: '1400' },
        '예약할 수 없는 시간이 포함되어 있습니다. 다시 선택해주세요.',
      ],
      [
        roomA,
        { rsvtBgngHhmm: '2100', rsvtEndHhmm: '2300' },
        '예약할 수 없는 시간이 포함되어 있습니다. 다시 선택해주세요.',
      ],
      [solo, { rsvtUsrcnt: 2 }, '참여 인원은 최대 1명까지 선택할 수 있습니다.'],
      [roomB, { rsvtUsrcnt: 5 }, '참여 인원은 최대 4명까지 선택할 수 있습니다.'],
      [roomA, { rsvtUsrcnt: 0 }, '참여 인원을 선택해주세요.'],
      [roomA, { useCtgrDcd: '1004001' }, '상품 카테고리를 선택해주세요.'],
      [roomA, { loanPssEqu: '' }, '대여가능 장비를 선택해주세요.'],
      [roomA, { loanPssEqu: '1023001,1099999' }, '대여가능 장비를 선택해주세요.'],
      [roomA, { strPattnDcd: '' }, '업체유형을 선택해주세요.'],
      [roomA, { strNm: '  ' }, '업체명을 입력해주세요.'],
      [roomA, { rprsGdsNm: '' }, '대표상품명을 입력해주세요.'],
      [roomA, { brndNm: '' }, '브랜드를 입력해주세요.'],
      [roomA, { shootCtgrDcd: '' }, '이용 카테고리를 선택해주세요.'],
      [roomA, { brno: '1248100999' }, '유효하지 않은 사업자등록번호입니다. 다시 확인해주세요.'],
    ];
    for (const [roomId, body, message] of cases) {
      const res = await reserve(roomId, { rsvtYmd: '20251010', ...body });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const count = await database.db
      .selectFrom('rsvt')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('rsvtYmd', '=', '20251010')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('needs a login and an accepted small-business certificate', async () => {
    const anon = await reserve(roomA, {}, '');
    expect(anon.status).toBe(401);
    expect(anon.body.message).toBe('회원가입 및 로그인이 필요합니다.');
    const plain = await newMember(app);
    const res = await reserve(roomA, {}, plain.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('소상공인 확인서');
  });

  it('refuses overlaps and shows M to the holder, R to others', async () => {
    const other = await approvedMember(app, database);
    const first = await reserve(roomA, { rsvtYmd: '20251002', rsvtBgngHhmm: '1000', rsvtEndHhmm: '1200' });
    expect(first.status).toBe(200);
    const overlap = await reserve(
      roomA,
      { rsvtYmd: '20251002', rsvtBgngHhmm: '1100', rsvtEndHhmm: '1300' },
      other.token,
    );
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toBe('이미 예약된 시간이 포함되어 있습니다. 다른 시간을 선택해주세요.');
    // Half-open: [12, 13) touches [10, 12) without overlapping.
    const adjacent = await reserve(
      roomA,
      { rsvtYmd: '20251002', rsvtBgngHhmm: '1200', rsvtEndHhmm: '1300' },
      other.token,
    );
    expect(adjacent.status).toBe(200);
    const mine = await slots(roomA, '20251002', member);
    const byHour = Object.fromEntries(mine.map((s) => [s.rsvtBgngHhmm, s.state]));
    expect([byHour['1000'], byHour['1100'], byHour['1200'], byHour['1300']]).toEqual(['M', 'M', 'R', 'E']);
    const anon = await slots(roomA, '20251002');
    expect(anon.find((s) => s.rsvtBgngHhmm === '1000')).toMatchObject({ state: 'R', mineYn: 'N' });
  });

  it('lets exactly one of 50 simultaneous attempts on one slot win, with no 5xx', async () => {
    const racers = await Promise.all([approvedMember(app, database), approvedMember(app, database)]);
    const tokens = [member, ...racers.map((r) => r.token)];
    const ranges = [
      ['1500', '1700'],
      ['1600', '1700'],
      ['1600', '1800'],
      ['1400', '1700'],
    ];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        reserve(
          roomA,
          { rsvtYmd: '20251017', rsvtBgngHhmm: ranges[i % 4]![0], rsvtEndHhmm: ranges[i % 4]![1] },
          tokens[i % tokens.length],
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const held = await database.db
      .selectFrom('rsvtSlot')
      .select('rsvtHour')
      .where('roomId', '=', roomA)
      .where('rsvtYmd', '=', '20251017')
      .execute();
    expect(held.map((h) => h.rsvtHour)).toContain(16);
  });

  it('lists my reservations with state; nobody else sees or cancels them', async () => {
    const other = await approvedMember(app, database);
    const made = await reserve(roomB, { rsvtYmd: '20251013', rsvtBgngHhmm: '1300', rsvtEndHhmm: '1500' });
    const rsvtId = made.body.rsvtId as number;
    const mine = await call(app, 'GET', '/v1/app/studio/rsvts', { token: member, query: { pageSize: '50' } });
    const row = mine.body.items.find((i: { rsvtId: number }) => i.rsvtId === rsvtId);
    expect(row).toMatchObject({
      rsvtSttsCd: 'REQUESTED',
      rsvtSttsNm: '예약신청',
      cancelableYn: 'Y',
      roomNm: '라이브룸 B',
    });
    const theirs = await call(app, 'GET', '/v1/app/studio/rsvts', { token: other.token });
    expect(theirs.body.items.some((i: { rsvtId: number }) => i.rsvtId === rsvtId)).toBe(false);
    const steal = await call(app, 'PUT', '/v1/app/studio/rsvts/sts', {
      token: other.token,
      body: { rsvtId, rsvtSttsCd: 'CANCELED' },
    });
    expect(steal.status).toBe(404);
    expect((await call(app, 'GET', `/v1/app/studio/rsvts/${rsvtId}/ics`, { token: other.token })).status).toBe(404);
    const notCancel = await call(app, 'PUT', '/v1/app/studio/rsvts/sts', {
      token: member,
      body: { rsvtId, rsvtSttsCd: 'CONFIRMED' },
    });
    expect(notCancel.status).toBe(400);
  });

  it('offers a calendar file with the Seoul hours in UTC', async () => {
    const made = await reserve(roomB, { rsvtYmd: '20251014', rsvtBgngHhmm: '1000', rsvtEndHhmm: '1200' });
    const res = await app.inject({
      method: 'GET',
      url: `/v1/app/studio/rsvts/${made.body.rsvtId}/ics`,
      headers: { 'x-auth-token': member },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.body).toContain('DTSTART:20251014T010000Z');
    expect(res.body).toContain('DTEND:20251014T030000Z');
    expect(res.body).toContain('BEGIN:VEVENT');
  });

  it('lets a member cancel until the day before, then frees the hours', async () => {
    const made = await reserve(roomB, { rsvtYmd: '20251015', rsvtBgngHhmm: '1400', rsvtEndHhmm: '1600' });
    const rsvtId = made.body.rsvtId as number;
    const other = await approvedMember(app, database);
    await at('2025-10-14T14:59:00Z'); // 23:59 on the 14th in Seoul: still the day before
    other.token = await relogin(other);
    const ok = await call(app, 'PUT', '/v1/app/studio/rsvts/sts', {
      token: member,
      body: { rsvtId, rsvtSttsCd: 'CANCELED' },
    });
    expect(ok.body).toEqual({ number: 200, message: '예약이 취소되었습니다.' });
    expect((await slots(roomB, '20251015')).find((s) => s.rsvtBgngHhmm === '1400')?.state).toBe('E');
    const again = await reserve(roomB, { rsvtYmd: '20251016', rsvtBgngHhmm: '1400', rsvtEndHhmm: '1500' }, other.token);
    expect(again.status).toBe(200);
    await at('2025-10-15T15:00:00Z'); // 16 October 00:00 in Seoul: the day itself
    other.token = await relogin(other);
    const late = await call(app, 'PUT', '/v1/app/studio/rsvts/sts', {
      token: other.token,
      body: { rsvtId: again.body.rsvtId, rsvtSttsCd: 'CANCELED' },
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('예약일 전날까지만 취소할 수 있습니다.');
    // An operator may cancel any live reservation.
    const byOperator = await call(app, 'PUT', `/v1/app/studio/opr/rsvt/${again.body.rsvtId}/cancel`, {
      token: operator,
      body: { sttsRsn: '시설 점검', updtDt: await copy(again.body.rsvtId) },
    });
    expect(byOperator.status).toBe(200);
    await at('2025-09-30T15:30:00Z');
  });

  it('has operator-only confirm and reject; reject frees the hours', async () => {
    const a = await reserve(roomA, { rsvtYmd: '20251020', rsvtBgngHhmm: '1000', rsvtEndHhmm: '1100' });
    const b = await reserve(roomA, { rsvtYmd: '20251020', rsvtBgngHhmm: '1300', rsvtEndHhmm: '1400' });
    const asMember = await call(app, 'PUT', `/v1/app/studio/opr/rsvt/${a.body.rsvtId}/confirm`, {
      token: member,
      body: {},
    });
    expect(asMember.status).toBe(403);
    const read = await copy(a.body.rsvtId);
    await at('2025-09-30T15:31:00Z');
    const confirm = await call(app, 'PUT', `/v1/app/studio/opr/rsvt/${a.body.rsvtId}/confirm`, {
      token: operator,
      body: { updtDt: read },
    });
    expect(confirm.body).toEqual({ number: 200, message: '예약이 확정되었습니다.' });
    // A decision on the copy read before the confirmation is stale: refused, nothing changes.
    const stale = await call(app, 'PUT', `/v1/app/studio/opr/rsvt/${a.body.rsvtId}/reject`, {
      token: operator,
      body: { updtDt: read, sttsRsn: '장비 점검' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('다른 담당자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해 주세요.');
    const twice = await call(app, 'PUT', `/v1/app/studio/opr/rsvt/${a.body.rsvtId}/reject`, {
      token: operator,
      body: { updtDt: await copy(a.body.rsvtId), sttsRsn: '장비 점검' },
    });
    expect(twice.status).toBe(409);
    // A reject names its reason; without one it is a Korean 400 that changes nothing.
    const noReason = await call(app, 'PUT', `/v1/app/studio/opr/rsvt/${b.body.rsvtId}/reject`, {
      token: operator,
      body: { updtDt: await copy(b.body.rsvtId), sttsRsn: ' ' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('사유를 입력해 주세요.');
    const reject = await call(app, 'PUT', `/v1/app/studio/opr/rsvt/${b.body.rsvtId}/reject`, {
      token: operator,
      body: { sttsRsn: '장비 점검', updtDt: await copy(b.body.rsvtId) },
    });
    expect(reject.body.message).toBe('예약이 반려되었습니다.');
    expect((await slots(roomA, '20251020')).find((s) => s.rsvtBgngHhmm === '1300')?.state).toBe('E');
    const list = await call(app, 'GET', '/v1/app/studio/opr/rsvts', { token: operator, query: { pageSize: '100' } });
    expect(list.status).toBe(200);
    expect(list.body.items.find((i: { rsvtId: number }) => i.rsvtId === b.body.rsvtId)).toMatchObject({
      rsvtSttsCd: 'REJECTED',
      sttsRsn: '장비 점검',
    });
    expect((await call(app, 'GET', '/v1/app/studio/opr/rsvts', { token: member })).status).toBe(403);
    const confirmedOnly = await call(app, 'GET', '/v1/app/studio/opr/rsvts', {
      token: operator,
      query: { rsvtSttsCd: 'CONFIRMED', pageSize: '100' },
    });
    expect(confirmedOnly.body.items.length).toBeGreaterThan(0);
    expect(confirmedOnly.body.items.every((i: { rsvtSttsCd: string }) => i.rsvtSttsCd === 'CONFIRMED')).toBe(true);
    // Each decision left its audit row, in its transaction.
    const audits = await database.db
      .selectFrom('oprAudit')
      .select(['targetId', 'action', 'afterJson'])
      .where('targetKind', '=', 'reservation')
      .where('targetId', 'in', [String(a.body.rsvtId), String(b.body.rsvtId)])
      .orderBy('auditId')
      .execute();
    expect(audits.map((r) => [r.targetId, r.action])).toEqual([
      [String(a.body.rsvtId), 'CONFIRM'],
      [String(b.body.rsvtId), 'REJECT'],
    ]);
    await at('2025-09-30T15:30:00Z');
  });

  it('lists for the console: masked member, filters, sort by use date or booking time, the waiting count', async () => {
    const c = await reserve(roomB, { rsvtYmd: '20251022', rsvtBgngHhmm: '1000', rsvtEndHhmm: '1100' });
    const d = await reserve(roomA, { rsvtYmd: '20251024', rsvtBgngHhmm: '1000', rsvtEndHhmm: '1100' });
    const list = (query: Record<string, string>) =>
      call(app, 'GET', '/v1/app/studio/opr/rsvts', { token: operator, query: { pageSize: '100', ...query } });
    const waiting = await list({ rsvtSttsCd: 'REQUESTED', roomId: String(roomB), from: '20251022', to: '20251022' });
    expect(waiting.status).toBe(200);
    const row = waiting.body.items.find((i: { rsvtId: number }) => i.rsvtId === c.body.rsvtId);
    expect(row.lgnId).not.toBe('demo-member');
    expect(row.lgnId).toContain('*');
    expect(row.updtDt).toBe(await copy(c.body.rsvtId));
    expect(waiting.body.items.every((i: { roomId: number }) => i.roomId === roomB)).toBe(true);
    const byDay = await list({ rsvtSttsCd: 'REQUESTED', sort: 'rsvtYmd', order: 'asc' });
    const days = byDay.body.items.map((i: { rsvtYmd: string }) => i.rsvtYmd);
    expect(days).toEqual([...days].sort());
    const byBooking = await list({ sort: 'regDt', order: 'desc' });
    const booked = byBooking.body.items.map((i: { regDt: string }) => i.regDt);
    expect(booked).toEqual([...booked].sort().reverse());
    expect(byBooking.body.items.map((i: { rsvtId: number }) => i.rsvtId)).toContain(d.body.rsvtId);
    expect((await list({ sort: 'name' })).status).toBe(400);
    expect((await list({ from: '2025-10-01' })).status).toBe(400);
    const dashboard = await call(app, 'GET', '/v1/app/admin/dashboard', { token: operator });
    const queue = dashboard.body.waiting.find((q: { key: string }) => q.key === 'reservations');
    expect(queue).toMatchObject({ label: '예약 확정 대기', href: '/admin/reservations' });
    expect(queue.count).toBe((await list({ rsvtSttsCd: 'REQUESTED' })).body.totalCount);
  });

  it('tells the member by text and e-mail when a booking is made, confirmed, rejected or cancelled', async () => {
    const notices = (rsvtNo: string) =>
      database.db
        .selectFrom('notificationOutbox')
        .select(['channel', 'kind', 'recipient', 'subject', 'body'])
        .where('body', 'like', `%${rsvtNo}%`)
        .orderBy('id')
        .execute();
    const room = await call(app, 'GET', `/v1/app/studio/room/${roomA}`);
    expect(room.body.useFee).toBe(0);
    const made = await reserve(roomA, { rsvtYmd: '20251021', rsvtBgngHhmm: '1000', rsvtEndHhmm: '1200' });
    expect(made.status).toBe(200);
    const rsvtId = made.body.rsvtId as number;
    const rsvtNo = `R${String(rsvtId).padStart(8, '0')}`;
    const mine = await call(app, 'GET', '/v1/app/studio/rsvts', { token: member, query: { pageSize: '100' } });
    expect(mine.body.items.find((i: { rsvtId: number }) => i.rsvtId === rsvtId).rsvtNo).toBe(rsvtNo);
    const requested = await notices(rsvtNo);
    expect(requested.map((n) => [n.channel, n.kind])).toEqual(
      expect.arrayContaining([['SMS', 'reservation-requested']]),
    );
    const sms = requested.find((n) => n.channel === 'SMS')!;
    expect(sms.recipient).toBe('01012345678');
    expect(sms.body).toContain('라이브룸 A 2025.10.21 10:00~12:00 예약이 신청되었습니다.');
    const email = requested.find((n) => n.channel === 'EMAIL');
    if (email) expect(email.subject).toBe(`[온판] 예약 신청 안내 (${rsvtNo})`);
    // A refused booking writes no notice.
    const before = (await database.db.selectFrom('notificationOutbox').select('id').execute()).length;
    expect((await reserve(roomA, { rsvtYmd: '20251021', rsvtBgngHhmm: '1100', rsvtEndHhmm: '1200' })).status).toBe(409);
    expect((await database.db.selectFrom('notificationOutbox').select('id').execute()).length).toBe(before);
    await call(app, 'PUT', `/v1/app/studio/opr/rsvt/${rsvtId}/confirm`, {
      token: operator,
      body: { updtDt: await copy(rsvtId) },
    });
    await call(app, 'PUT', '/v1/app/studio/rsvts/sts', {
      token: member,
      body: { rsvtId, rsvtSttsCd: 'CANCELED' },
    });
    const kinds = (await notices(rsvtNo)).filter((n) => n.channel === 'SMS').map((n) => n.kind);
    expect(kinds).toEqual(['reservation-requested', 'reservation-confirmed', 'reservation-canceled']);
    const other = await reserve(roomA, { rsvtYmd: '20251021', rsvtBgngHhmm: '1500', rsvtEndHhmm: '1600' });
    await call(app, 'PUT', `/v1/app/studio/opr/rsvt/${other.body.rsvtId}/reject`, {
      token: operator,
      body: { sttsRsn: '장비 점검', updtDt: await copy(other.body.rsvtId) },
    });
    const rejected = (await notices(`R${String(other.body.rsvtId).padStart(8, '0')}`)).at(-1)!;
    expect(rejected.kind).toBe('reservation-rejected');
    expect(rejected.body).toContain('예약이 반려되었습니다. 사유: 장비 점검');
  });

  it('completes after the day and takes one review per completed reservation', async () => {
    const writer = await approvedMember(app, database);
    const made = await reserve(show, { rsvtYmd: '20251021', rsvtBgngHhmm: '1000', rsvtEndHhmm: '1100' }, writer.token);
    const rsvtId = made.body.rsvtId as number;
    await call(app, 'PUT', `/v1/app/studio/opr/rsvt/${rsvtId}/confirm`, {
      token: operator,
      body: { updtDt: await copy(rsvtId) },
    });
    const review = (body: object, token = writer.token, roomId = show) =>
      call(app, 'POST', `/v1/app/studio/room/${roomId}/revw`, { token, body: { rsvtId, ...body } });

    const early = await review({ revwCmnt: '좋아요', starrtScore: 5 });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe('이용이 완료된 본인의 예약에만 후기를 작성할 수 있습니다.');

    await at('2025-10-21T15:00:00Z'); // 22 October in Seoul
    writer.token = await relogin(writer);
    const mine = await call(app, 'GET', '/v1/app/studio/rsvts', { token: writer.token });
    expect(mine.body.items[0]).toMatchObject({ rsvtSttsCd: 'COMPLETED', reviewableYn: 'Y', cancelableYn: 'N' });

    expect((await review({ revwCmnt: '   ', starrtScore: 5 })).body.message).toBe('후기 내용을 입력해주세요.');
    expect((await review({ revwCmnt: '가'.repeat(151), starrtScore: 5 })).body.message).toBe(
      '후기는 150자까지 입력할 수 있습니다.',
    );
    expect((await review({ revwCmnt: '좋아요', starrtScore: 6 })).status).toBe(400);
    expect((await review({ revwCmnt: '좋아요', starrtScore: 5 }, member)).status).toBe(403);
    expect((await review({ revwCmnt: '좋아요', starrtScore: 5 }, writer.token, roomA)).status).toBe(403);

    const ok = await review({ revwCmnt: '  조명이 밝고 넓어서 좋았습니다.  ', starrtScore: 4 });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('후기가 등록되었습니다.');
    const dup = await review({ revwCmnt: '두 번째', starrtScore: 5 });
    expect(dup.status).toBe(409);

    const page1 = await call(app, 'GET', `/v1/app/studio/${show}/revws`, { query: { pageSize: '1' } });
    expect(page1.body).toMatchObject({ pageNo: 1, pageSize: 1, hasMore: true });
    expect(page1.body.items).toHaveLength(1);
    const all = await call(app, 'GET', `/v1/app/studio/${show}/revws`, { query: { pageSize: '50' } });
    const mineReview = all.body.items.find((i: { rsvtId: number }) => i.rsvtId === rsvtId);
    expect(mineReview).toMatchObject({
      revwCmnt: '조명이 밝고 넓어서 좋았습니다.',
      starrtScore: 4,
      roomNm: '쇼룸 스튜디오',
    });
    expect(mineReview.lgnId).not.toBe(writer.lgnId);
    expect(mineReview.lgnId).toMatch(/\*+$/);
    expect(mineReview.regDt).toBe('2025-10-22T00:00:00+09:00');
    const counts = await call(app, 'GET', `/v1/app/studio/${show}/revw/cnts`);
    expect(counts.body.map((c: { starrtScore: number }) => c.starrtScore)).toEqual([5, 4, 3, 2, 1]);
    expect(counts.body.find((c: { starrtScore: number }) => c.starrtScore === 4).revwCnt).toBeGreaterThanOrEqual(1);
    await at('2025-09-30T15:30:00Z');
  });

  it('serves the studio social-space items from the content engine (plygrnd2, live-studio category)', async () => {
    const list = await call(app, 'GET', '/v1/app/studio/plygrnds2');
    expect(list.status).toBe(200);
    expect(list.body.items.length).toBeGreaterThanOrEqual(5);
    expect(list.body.items.map((i: { tit: string }) => i.tit)).toContain('크로마키 스튜디오로 숏폼 영상 만들기');
    for (const item of list.body.items) expect(item).toMatchObject({ contentsType: 'plygrnd2', ctgrCode: '1012002' });
    // The very same items as the one content engine's information/plygrnds2 of that category: no second copy.
    const engine = await call(app, 'GET', '/v1/app/information/plygrnds2', { query: { ctgrCode: '1012002' } });
    expect(list.body).toEqual(engine.body);
    // The studio paths stay in the studio's category whatever the query asks for.
    const other = await call(app, 'GET', '/v1/app/studio/plygrnds2', { query: { ctgrCode: '1012001' } });
    expect(other.body).toEqual(list.body);

    const first = list.body.items[0];
    const one = await call(app, 'GET', `/v1/app/studio/plygrnd2/${first.contentsId}`);
    expect(one.body).toMatchObject({ contentsId: first.contentsId, tit: first.tit, ctgrCode: '1012002' });
    expect(one.body.next ?? one.body.pre).not.toBeNull();
    const social = await call(app, 'GET', '/v1/app/information/plygrnds2', { query: { ctgrCode: '1012001' } });
    const foreign = social.body.items[0].contentsId as number;
    expect((await call(app, 'GET', `/v1/app/studio/plygrnd2/${foreign}`)).status).toBe(404);
    expect((await call(app, 'GET', '/v1/app/studio/plygrnd2/99999')).status).toBe(404);
    // The studio's own table is gone.
    const tables = await database.db.introspection.getTables();
    expect(tables.map((t) => t.name)).not.toContain('studio_plygrnd');
  });
});
