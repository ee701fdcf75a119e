import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, newMember, newOperator } from '../auth/auth.testkit.js';
import { approvedMember, rsvtBody } from './studio.testkit.js';

/** A 1×1 PNG (the upload domain decides the type by content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadImage(app: FastifyInstance, token: string, content: Buffer = PNG, type = 'image/png') {
  const boundary = `----onfan${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="uploadFiles"; filename="room.png"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/v1/app/studio/admin/images',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-auth-token': token },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as { imgPtUrls: string[]; message: string } };
}

/** The clock: 2025-10-01 00:30 in Seoul (2025-10-03 is 개천절, a public holiday). */
const clock = fixedClock('2025-09-30T15:30:00Z');

describe('the rooms desk', async () => {
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  const desk = await newOperator(app, ['RESERVATION'], { userNm: '예약담당' });
  const studio = await db
    .selectFrom('studio')
    .select(['studoId', 'studoNm'])
    .orderBy('studoId')
    .executeTakeFirstOrThrow();
  const member = await approvedMember(app, database);

  const roomBody = (imgPtUrl: string, overrides: Record<string, unknown> = {}) => ({
    studoId: studio.studoId,
    roomNm: '데스크 라이브룸',
    roomOnelineIntro: '조명 세 대와 배경지가 있는 방송실',
    roomDtlIntro: '',
    roomEquCn: '조명 3대, 삼각대 2개',
    maxRsvtUsrCnt: 3,
    useFee: 15000,
    operBgngHhmm: '0900',
    operEndHhmm: '1800',
    wekendOperYn: 'N',
    holdyOperYn: 'N',
    rsvtImpssBgngHhmm: null,
    rsvtImpssEndHhmm: null,
    maxRsvtHr: 2,
    roomImgs: [{ imgPtUrl, imgAlt: '조명이 켜진 라이브룸' }],
    ...overrides,
  });
  const create = (body: object, token = desk.token) => call(app, 'POST', '/v1/app/studio/admin/rooms', { token, body });
  const detail = async (roomId: number) =>
    (await call(app, 'GET', `/v1/app/studio/admin/rooms/${roomId}`, { token: desk.token })).body as {
      roomNm: string;
      updtDt: string;
      useYn: string;
      roomImgs: { imgPtUrl: string; imgAlt: string }[];
    };
  const roomCount = async () =>
    Number(
      (
        await db
          .selectFrom('rsvtRoom')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const audits = (kind: string, id: string) =>
    db
      .selectFrom('oprAudit')
      .selectAll()
      .where('targetKind', '=', kind)
      .where('targetId', '=', id)
      .orderBy('auditId')
      .execute();
  const reserve = (roomId: number, body: object) =>
    call(app, 'POST', `/v1/app/studio/room/${roomId}/rsvt`, { token: member.token, body: rsvtBody(body) });

  const fresh = async () => {
    const up = await uploadImage(app, desk.token);
    expect(up.status).toBe(200);
    return up.body.imgPtUrls[0]!;
  };

  it('makes a large photo the gallery’s size (3:2, 1320 × 880, WebP) and leaves a small one its size', async () => {
    const photo = await sharp({ create: { width: 4000, height: 2000, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    const up = await uploadImage(app, desk.token, photo, 'image/jpeg');
    expect(up.status).toBe(200);
    const served = await app.inject({ method: 'GET', url: up.body.imgPtUrls[0]! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1320, height: 880 });
    const small = await app.inject({ method: 'GET', url: await fresh() });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1, height: 1 });
  });

  it('is refused to a visitor, a member and an operator without the reservation or system role', async () => {
    const other = await newMember(app);
    const content = await newOperator(app, ['CONTENT']);
    expect((await call(app, 'GET', '/v1/app/studio/admin/rooms')).status).toBe(401);
    expect((await call(app, 'GET', '/v1/app/studio/admin/rooms', { token: other.token })).status).toBe(403);
    expect((await call(app, 'GET', '/v1/app/studio/admin/rooms', { token: content.token })).status).toBe(403);
    expect((await create(roomBody('/files/x.png'), content.token)).status).toBe(403);
    expect((await uploadImage(app, other.token)).status).toBe(403);
  });

  it('refuses bad input with Korean messages at the field and changes nothing', async () => {
    const url = await fresh();
    const before = await roomCount();
    const cases: [object, string][] = [
      [{ roomNm: '  ' }, '룸 이름을 입력해 주세요.'],
      [{ operEndHhmm: '0800' }, '운영 종료 시각은 운영 시작 시각보다 뒤여야 합니다.'],
      [{ operBgngHhmm: '0930' }, '시각을 정시로 골라 주세요.'],
      [{ maxRsvtHr: 5 }, '연속 예약 시간은 1시간에서 4시간 사이로 골라 주세요.'],
      [{ useFee: -1 }, '이용료는 0원 이상 1,000,000원 이하의 정수로 입력해 주세요.'],
      [{ roomImgs: [] }, '사진을 한 장 이상 올려 주세요.'],
      [{ roomImgs: [{ imgPtUrl: url, imgAlt: ' ' }] }, '사진마다 대체 텍스트(사진 설명)를 입력해 주세요.'],
      [{ rsvtImpssBgngHhmm: '1200' }, '예약 불가 시간은 시작과 끝을 함께, 끝을 시작보다 뒤로 입력해 주세요.'],
    ];
    for (const [override, message] of cases) {
      const res = await create(roomBody(url, override));
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    // A picture the operator did not upload here, and a studio that does not exist.
    expect((await create(roomBody('/files/not-mine.png'))).body.message).toBe('사진을 다시 올려 주세요.');
    expect((await create(roomBody(url, { studoId: 99999 }))).body.message).toBe('스튜디오를 선택해 주세요.');
    // A file that is not an image is refused at upload.
    expect((await uploadImage(app, desk.token, Buffer.from('hello'), 'image/png')).status).toBe(400);
    expect(await roomCount()).toBe(before);
  });

  it('creates a room the public pages list and the slot engine books, with its limit of consecutive hours', async () => {
    const url = await fresh();
    const res = await create(roomBody(url));
    expect(res.status).toBe(200);
    const roomId = res.body.roomId as number;
    const [audit] = await audits('studio-room', String(roomId));
    expect(audit).toMatchObject({ action: 'CREATE' });

    const list = await call(app, 'GET', '/v1/app/studio/infos');
    const own = (list.body as { studoId: number; rooms: { roomId: number; rprsImgPtUrl: string }[] }[]).find(
      (s) => s.studoId === studio.studoId,
    )!;
    expect(own.rooms.find((r) => r.roomId === roomId)?.rprsImgPtUrl).toBe(url);
    const room = await call(app, 'GET', `/v1/app/studio/room/${roomId}`);
    expect(room.body).toMatchObject({ roomNm: '데스크 라이브룸', useFee: 15000, maxRsvtUsrCnt: 3 });
    expect(room.body.roomImgs).toMatchObject([{ imgPtUrl: url, imgAlt: '조명이 켜진 라이브룸' }]);

    const three = await reserve(roomId, { rsvtYmd: '20251002', rsvtBgngHhmm: '1000', rsvtEndHhmm: '1300' });
    expect(three.status).toBe(400);
    expect(three.body.message).toBe('이 룸은 최대 2시간까지만 예약이 가능합니다.');
    const two = await reserve(roomId, { rsvtYmd: '20251002', rsvtBgngHhmm: '1000', rsvtEndHhmm: '1200' });
    expect(two.status).toBe(200);
    expect((await reserve(roomId, { rsvtYmd: '20251002', rsvtBgngHhmm: '1700', rsvtEndHhmm: '1900' })).status).toBe(
      400,
    );

    const page = await call(
      app,
      'GET',
      `/v1/app/studio/admin/rooms?studoId=${studio.studoId}&sort=roomNm&pageSize=100`,
      {
        token: desk.token,
      },
    );
    expect(page.status).toBe(200);
    const names = (page.body.items as { roomNm: string }[]).map((r) => r.roomNm);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names).toContain('데스크 라이브룸');
  });

  it('refuses an edit on a stale copy and changes nothing; an edit on the copy read is what members see', async () => {
    const url = await fresh();
    const roomId = (await create(roomBody(url, { roomNm: '수정 전 룸' }))).body.roomId as number;
    const read = await detail(roomId);
    const second = await fresh();
    const body = roomBody(second, {
      roomNm: '수정 후 룸',
      updtDt: read.updtDt,
      maxRsvtHr: 4,
      roomImgs: [
        { imgPtUrl: second, imgAlt: '새 사진' },
        { imgPtUrl: url, imgAlt: '처음 사진' },
      ],
    });
    clock.set('2025-09-30T15:31:00Z');
    const edited = await call(app, 'PUT', `/v1/app/studio/admin/rooms/${roomId}`, { token: desk.token, body });
    expect(edited.status).toBe(200);
    const stale = await call(app, 'PUT', `/v1/app/studio/admin/rooms/${roomId}`, {
      token: desk.token,
      body: { ...body, roomNm: '늦은 수정' },
    });
    expect(stale.status).toBe(409);
    expect((await detail(roomId)).roomNm).toBe('수정 후 룸');
    expect((await audits('studio-room', String(roomId))).map((a) => a.action)).toEqual(['CREATE', 'UPDATE']);
    const room = await call(app, 'GET', `/v1/app/studio/room/${roomId}`);
    expect(room.body.roomNm).toBe('수정 후 룸');
    expect(room.body.roomImgs.map((i: { imgAlt: string }) => i.imgAlt)).toEqual(['새 사진', '처음 사진']);
    // The limit follows the edit at once (the slot engine's cached rules are forgotten).
    expect((await reserve(roomId, { rsvtYmd: '20251002', rsvtBgngHhmm: '1000', rsvtEndHhmm: '1400' })).status).toBe(
      200,
    );
  });

  it('hides a room: not listed, not bookable, its bookings kept; shown again it is bookable', async () => {
    const url = await fresh();
    const roomId = (await create(roomBody(url, { roomNm: '숨길 룸' }))).body.roomId as number;
    const booked = await reserve(roomId, { rsvtYmd: '20251002', rsvtBgngHhmm: '0900', rsvtEndHhmm: '1000' });
    expect(booked.status).toBe(200);
    const read = await detail(roomId);
    const stale = await call(app, 'PUT', `/v1/app/studio/admin/rooms/${roomId}/visibility`, {
      token: desk.token,
      body: { updtDt: 'old', useYn: 'N' },
    });
    expect(stale.status).toBe(409);
    expect((await detail(roomId)).useYn).toBe('Y');
    const hide = await call(app, 'PUT', `/v1/app/studio/admin/rooms/${roomId}/visibility`, {
      token: desk.token,
      body: { updtDt: read.updtDt, useYn: 'N' },
    });
    expect(hide.status).toBe(200);
    expect((await call(app, 'GET', `/v1/app/studio/room/${roomId}`)).status).toBe(404);
    const infos = (await call(app, 'GET', '/v1/app/studio/infos')).body as { rooms: { roomId: number }[] }[];
    expect(infos.flatMap((s) => s.rooms).some((r) => r.roomId === roomId)).toBe(false);
    expect((await reserve(roomId, { rsvtYmd: '20251002', rsvtBgngHhmm: '1100', rsvtEndHhmm: '1200' })).status).toBe(
      404,
    );
    const kept = await db
      .selectFrom('rsvt')
      .select('rsvtStts')
      .where('rsvtId', '=', booked.body.rsvtId)
      .executeTakeFirst();
    expect(kept?.rsvtStts).toBe('REQUESTED');
    expect((await audits('studio-room', String(roomId))).map((a) => a.action)).toEqual(['CREATE', 'HIDE']);
    const hidden = await call(app, 'GET', '/v1/app/studio/admin/rooms?useYn=N&pageSize=100', { token: desk.token });
    expect((hidden.body.items as { roomId: number }[]).map((r) => r.roomId)).toContain(roomId);

    const show = await call(app, 'PUT', `/v1/app/studio/admin/rooms/${roomId}/visibility`, {
      token: desk.token,
      body: { updtDt: (await detail(roomId)).updtDt, useYn: 'Y' },
    });
    expect(show.status).toBe(200);
    expect((await reserve(roomId, { rsvtYmd: '20251002', rsvtBgngHhmm: '1100', rsvtEndHhmm: '1200' })).status).toBe(
      200,
    );
  });

  it('closes a day of a room: the month shows it with its reason beside the holidays, and booking it is refused', async () => {
    const url = await fresh();
    const roomId = (await create(roomBody(url, { roomNm: '휴무 룸' }))).body.roomId as number;
    const closures = `/v1/app/studio/admin/rooms/${roomId}/closures`;
    const missing = await call(app, 'POST', closures, { token: desk.token, body: { ymd: '20251010', rsn: ' ' } });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('휴무 사유를 입력해 주세요. 회원에게 보입니다.');
    const past = await call(app, 'POST', closures, { token: desk.token, body: { ymd: '20250930', rsn: '점검' } });
    expect(past.status).toBe(400);
    expect(
      (await call(app, 'POST', closures, { token: desk.token, body: { ymd: '20251332', rsn: '점검' } })).status,
    ).toBe(400);
    expect(await db.selectFrom('roomClosure').selectAll().where('roomId', '=', roomId).execute()).toEqual([]);

    const closed = await call(app, 'POST', closures, {
      token: desk.token,
      body: { ymd: '20251002', rsn: '조명 교체' },
    });
    expect(closed.status).toBe(200);
    const month = await call(app, 'GET', closures, { token: desk.token, query: { ym: '202510' } });
    expect(month.body.closures).toEqual([{ ymd: '20251002', rsn: '조명 교체' }]);
    expect(month.body.holidays.map((h: { ymd: string }) => h.ymd)).toContain('20251003');
    expect((await call(app, 'GET', closures, { token: desk.token, query: { ym: '2025-10' } })).status).toBe(400);

    const days = await call(app, 'GET', `/v1/app/studio/room/${roomId}/rsvt/days`, { query: { rsvtYm: '202510' } });
    const day = (days.body.days as { ymd: string; bookableYn: string; closedRsn?: string }[]).find(
      (d) => d.ymd === '20251002',
    );
    expect(day).toMatchObject({ bookableYn: 'N', closedRsn: '조명 교체' });
    const slots = await call(app, 'GET', `/v1/app/studio/room/${roomId}/rsvt/schds`, {
      query: { rsvtYmd: '20251002' },
    });
    expect(slots.body).toEqual([]);
    const refused = await reserve(roomId, { rsvtYmd: '20251002', rsvtBgngHhmm: '1000', rsvtEndHhmm: '1100' });
    expect(refused.status).toBe(400);
    expect(await db.selectFrom('rsvt').select('rsvtId').where('roomId', '=', roomId).execute()).toEqual([]);
    expect((await audits('studio-room-closure', `${roomId}:20251002`)).map((a) => a.action)).toEqual(['CLOSE']);

    const reopen = await call(app, 'DELETE', `${closures}/20251002`, { token: desk.token });
    expect(reopen.status).toBe(200);
    expect((await call(app, 'DELETE', `${closures}/20251002`, { token: desk.token })).status).toBe(404);
    expect((await reserve(roomId, { rsvtYmd: '20251002', rsvtBgngHhmm: '1000', rsvtEndHhmm: '1100' })).status).toBe(
      200,
    );
    expect((await audits('studio-room-closure', `${roomId}:20251002`)).map((a) => a.action)).toEqual([
      'CLOSE',
      'REOPEN',
    ]);
  });
});
