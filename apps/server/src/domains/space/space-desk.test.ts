import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, newMember, newOperator } from '../auth/auth.testkit.js';
import { approvedMember, rsvtBody } from '../studio/studio.testkit.js';

/** A 1×1 PNG (the upload domain decides the type by content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(app: FastifyInstance, url: string, token: string, content: Buffer = PNG, type = 'image/png') {
  const boundary = `----onfan${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="uploadFiles"; filename="space.png"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-auth-token': token },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as { imgPtUrls: string[]; message: string } };
}

/** The company check's facts of a seeded business-registry entry (auth/company/business-registry.seed.ts). */
const company = { brno: '1208147521', openDay: '20190315', ceoNm: '김소상', compNm: '골목빵집' };

/** The clock: 2025-10-01 00:30 in Seoul; 2025-10-04 is a Saturday. */
const clock = fixedClock('2025-09-30T15:30:00Z');

describe('the spaces desk and space rooms on the rooms desk', async () => {
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  const desk = await newOperator(app, ['RESERVATION'], { userNm: '예약담당' });
  const member = await approvedMember(app, database);
  const group = await db.selectFrom('spaceGrp').select(['grpId', 'grpNm']).orderBy('grpId').executeTakeFirstOrThrow();

  const fresh = async (url = '/v1/app/space/admin/images') => {
    const up = await upload(app, url, desk.token);
    expect(up.status).toBe(200);
    return up.body.imgPtUrls[0]!;
  };
  const spaceBody = (imgPtUrl: string, overrides: Record<string, unknown> = {}) => ({
    grpId: group.grpId,
    spaceNm: '데스크 공유 작업실',
    spaceIntro: '소상공인을 위한 공유 작업실',
    spaceDtlIntro: '작업대 여섯 개와 회의 탁자가 있습니다.',
    spaceAddr: '대전 중구 중앙로 100',
    telNo: '042-123-4567',
    useGuide: '이용 30분 전까지 도착해 주세요.',
    sortSeq: 3,
    spaceImgs: [{ imgPtUrl, imgAlt: '작업대가 놓인 작업실' }],
    ...overrides,
  });
  const create = (body: object, token = desk.token) => call(app, 'POST', '/v1/app/space/admin/spaces', { token, body });
  const detail = async (spaceId: number) =>
    (await call(app, 'GET', `/v1/app/space/admin/spaces/${spaceId}`, { token: desk.token })).body as {
      spaceNm: string;
      updtDt: string;
      useYn: string;
      spaceImgs: { imgPtUrl: string; imgAlt: string }[];
    };
  const spaceCount = async () =>
    Number(
      (
        await db
          .selectFrom('space')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const audits = (kind: string, id: number) =>
    db
      .selectFrom('oprAudit')
      .selectAll()
      .where('targetKind', '=', kind)
      .where('targetId', '=', String(id))
      .orderBy('auditId')
      .execute();
  const roomBody = (imgPtUrl: string, overrides: Record<string, unknown> = {}) => ({
    roomNm: '작업실 A',
    roomOnelineIntro: '여섯 명이 쓰는 작업실',
    maxRsvtUsrCnt: 6,
    useFee: 0,
    operBgngHhmm: '0900',
    operEndHhmm: '1800',
    wekendOperYn: 'Y',
    holdyOperYn: 'N',
    maxRsvtHr: 4,
    roomImgs: [{ imgPtUrl, imgAlt: '작업실 A의 작업대' }],
    ...overrides,
  });
  const createRoom = (body: object) => call(app, 'POST', '/v1/app/studio/admin/rooms', { token: desk.token, body });
  const reserve = (roomId: number, from: string, to: string) =>
    call(app, 'POST', '/v1/app/reservation/create', {
      token: member.token,
      body: rsvtBody({ ...company, roomId, rsvtYmd: '20251004', rsvtBgngHhmm: from, rsvtEndHhmm: to }),
    });

  it('is refused to a visitor, a member and an operator without the reservation or system role', async () => {
    const other = await newMember(app);
    const content = await newOperator(app, ['CONTENT']);
    expect((await call(app, 'GET', '/v1/app/space/admin/spaces')).status).toBe(401);
    expect((await call(app, 'GET', '/v1/app/space/admin/spaces', { token: other.token })).status).toBe(403);
    expect((await call(app, 'GET', '/v1/app/space/admin/groups', { token: content.token })).status).toBe(403);
    expect((await create(spaceBody('/files/x.png'), content.token)).status).toBe(403);
    expect((await upload(app, '/v1/app/space/admin/images', other.token)).status).toBe(403);
  });

  it('fits a large photo to the space page’s gallery (3:2, 1320 × 880, WebP)', async () => {
    const photo = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#36a' } })
      .jpeg()
      .toBuffer();
    const up = await upload(app, '/v1/app/space/admin/images', desk.token, photo, 'image/jpeg');
    expect(up.status).toBe(200);
    const served = await app.inject({ method: 'GET', url: up.body.imgPtUrls[0]! });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1320, height: 880 });
    expect((await upload(app, '/v1/app/space/admin/images', desk.token, Buffer.from('hi'), 'image/png')).status).toBe(
      400,
    );
  });

  it('refuses bad input with Korean messages at the field (alt text required) and changes nothing', async () => {
    const url = await fresh();
    const before = await spaceCount();
    const cases: [object, string, string][] = [
      [{ spaceNm: ' ' }, 'spaceNm', '공간 이름을 입력해 주세요.'],
      [{ grpId: 0 }, 'grpId', '공간 분류를 골라 주세요.'],
      [{ telNo: '12345' }, 'telNo', '전화번호 형식이 맞지 않습니다. 예: 02-1234-5678'],
      [{ sortSeq: 1000 }, 'sortSeq', '표시 순서는 0에서 999 사이의 정수로 입력해 주세요.'],
      [{ spaceImgs: [] }, 'spaceImgs', '사진을 한 장 이상 올려 주세요.'],
      [
        { spaceImgs: [{ imgPtUrl: url, imgAlt: '  ' }] },
        'spaceImgs.0.imgAlt',
        '사진마다 대체 텍스트(사진 설명)를 입력해 주세요.',
      ],
      [{ spaceImgs: [{ imgPtUrl: url }] }, 'spaceImgs.0.imgAlt', '사진마다 대체 텍스트(사진 설명)를 입력해 주세요.'],
    ];
    for (const [override, field, message] of cases) {
      const res = await create(spaceBody(url, override));
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.body.errors).toContainEqual({ field, message });
    }
    // A group that does not exist; a picture this operator did not upload at this desk (a room picture is not one).
    expect((await create(spaceBody(url, { grpId: 99999 }))).body.message).toBe('공간 분류를 골라 주세요.');
    expect((await create(spaceBody('/files/not-mine.png'))).body.message).toBe('사진을 다시 올려 주세요.');
    const roomPicture = await fresh('/v1/app/studio/admin/images');
    expect((await create(spaceBody(roomPicture))).status).toBe(400);
    expect(await spaceCount()).toBe(before);
  });

  it('creates a space with its gallery that members see, and a room of it on the rooms desk that they book', async () => {
    const url = await fresh();
    const res = await create(spaceBody(url));
    expect(res.status).toBe(200);
    const spaceId = res.body.spaceId as number;
    expect(await audits('space', spaceId)).toMatchObject([{ action: 'CREATE' }]);

    const list = await call(app, 'GET', '/v1/app/space/lst', { query: { grpId: String(group.grpId), pageSize: 100 } });
    expect(list.body.items.find((s: { spaceId: number }) => s.spaceId === spaceId)).toMatchObject({
      spaceNm: '데스크 공유 작업실',
      rprsImgPtUrl: url,
    });

    // The room form names exactly one owner.
    const roomUrl = await fresh('/v1/app/studio/admin/images');
    const neither = await createRoom(roomBody(roomUrl));
    expect(neither.status).toBe(400);
    expect(neither.body.errors).toContainEqual({
      field: 'studoId',
      message: '룸을 둘 스튜디오나 공간을 하나만 골라 주세요.',
    });
    const both = await createRoom(roomBody(roomUrl, { spaceId, studoId: 1 }));
    expect(both.status).toBe(400);
    expect((await createRoom(roomBody(roomUrl, { spaceId: 99999 }))).body.message).toBe('공간을 선택해 주세요.');
    const made = await createRoom(roomBody(roomUrl, { spaceId }));
    expect(made.status).toBe(200);
    const roomId = made.body.roomId as number;

    const owners = await call(app, 'GET', '/v1/app/studio/admin/room-owners', { token: desk.token });
    expect(owners.body.spaces).toContainEqual({ spaceId, spaceNm: '데스크 공유 작업실', useYn: 'Y' });
    const rooms = await call(app, 'GET', '/v1/app/studio/admin/rooms', {
      token: desk.token,
      query: { spaceId: String(spaceId) },
    });
    expect(rooms.body.items).toMatchObject([
      { roomId, ownerKind: 'space', spaceId, studoId: null, ownerNm: '데스크 공유 작업실' },
    ]);
    const spaceRooms = await call(app, 'GET', '/v1/app/studio/admin/rooms', {
      token: desk.token,
      query: { ownerKind: 'space', sort: 'ownerNm', pageSize: '100' },
    });
    expect((spaceRooms.body.items as { ownerKind: string }[]).every((r) => r.ownerKind === 'space')).toBe(true);

    const page = await call(app, 'GET', `/v1/app/space/${spaceId}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      spaceNm: '데스크 공유 작업실',
      telNo: '042-123-4567',
      useGuide: '이용 30분 전까지 도착해 주세요.',
      imgs: [{ imgPtUrl: url, imgAlt: '작업대가 놓인 작업실' }],
      rooms: [{ roomId, roomNm: '작업실 A' }],
    });
    expect((await call(app, 'GET', `/v1/app/studio/room/${roomId}`)).status).toBe(404);
    expect((await reserve(roomId, '1000', '1200')).status).toBe(200);
  });

  it('reorders and removes gallery pictures on the copy read; a stale copy is refused and changes nothing', async () => {
    const [a, b, c] = [await fresh(), await fresh(), await fresh()];
    const spaceId = (
      await create(
        spaceBody(a, {
          spaceNm: '사진 순서 공간',
          spaceImgs: [
            { imgPtUrl: a, imgAlt: '첫째' },
            { imgPtUrl: b, imgAlt: '둘째' },
            { imgPtUrl: c, imgAlt: '셋째' },
          ],
        }),
      )
    ).body.spaceId as number;
    const read = await detail(spaceId);
    clock.set('2025-09-30T15:32:00Z');
    const body = spaceBody(c, {
      spaceNm: '사진 순서 바꾼 공간',
      updtDt: read.updtDt,
      spaceImgs: [
        { imgPtUrl: c, imgAlt: '셋째' },
        { imgPtUrl: a, imgAlt: '첫째' },
      ],
    });
    const edited = await call(app, 'PUT', `/v1/app/space/admin/spaces/${spaceId}`, { token: desk.token, body });
    expect(edited.status).toBe(200);
    const stale = await call(app, 'PUT', `/v1/app/space/admin/spaces/${spaceId}`, {
      token: desk.token,
      body: { ...body, spaceNm: '늦은 수정', spaceImgs: [{ imgPtUrl: b, imgAlt: '둘째' }] },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('다른 담당자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해 주세요.');
    const now = await detail(spaceId);
    expect(now.spaceNm).toBe('사진 순서 바꾼 공간');
    expect(now.spaceImgs).toEqual([
      { imgPtUrl: c, imgAlt: '셋째' },
      { imgPtUrl: a, imgAlt: '첫째' },
    ]);
    const gallery = await call(app, 'GET', `/v1/app/space/${spaceId}`);
    expect(gallery.body.imgs.map((i: { imgAlt: string }) => i.imgAlt)).toEqual(['셋째', '첫째']);
    expect((await audits('space', spaceId)).map((x) => x.action)).toEqual(['CREATE', 'UPDATE']);
  });

  it('hides a space with its rooms: not listed, not bookable, bookings kept; shown again they are bookable', async () => {
    const spaceId = (await create(spaceBody(await fresh(), { spaceNm: '숨길 공간' }))).body.spaceId as number;
    const roomId = (
      await createRoom(roomBody(await fresh('/v1/app/studio/admin/images'), { spaceId, roomNm: '숨길 공간의 룸' }))
    ).body.roomId as number;
    // The slot list caches the room's rules: hiding the space must forget them.
    expect(
      (await call(app, 'GET', `/v1/app/reservation/room/${roomId}/schds`, { query: { rsvtYmd: '20251004' } })).status,
    ).toBe(200);
    expect((await reserve(roomId, '0900', '1000')).status).toBe(200);
    const read = await detail(spaceId);
    const visibility = (body: object) =>
      call(app, 'PUT', `/v1/app/space/admin/spaces/${spaceId}/visibility`, { token: desk.token, body });
    expect((await visibility({ updtDt: 'old', useYn: 'N' })).status).toBe(409);
    expect((await detail(spaceId)).useYn).toBe('Y');
    const hide = await visibility({ updtDt: read.updtDt, useYn: 'N' });
    expect(hide.status).toBe(200);

    expect((await call(app, 'GET', `/v1/app/space/${spaceId}`)).status).toBe(404);
    const list = await call(app, 'GET', '/v1/app/space/lst', { query: { pageSize: 100 } });
    expect(list.body.items.some((s: { spaceId: number }) => s.spaceId === spaceId)).toBe(false);
    expect((await call(app, 'GET', '/v1/app/reservation/roomInfo', { query: { roomId: String(roomId) } })).status).toBe(
      404,
    );
    expect(
      (await call(app, 'GET', `/v1/app/reservation/room/${roomId}/schds`, { query: { rsvtYmd: '20251004' } })).status,
    ).toBe(404);
    expect((await reserve(roomId, '1300', '1400')).status).toBe(404);
    const kept = await db.selectFrom('rsvt').select('rsvtStts').where('roomId', '=', roomId).execute();
    expect(kept).toEqual([{ rsvtStts: 'REQUESTED' }]);

    const show = await visibility({ updtDt: (await detail(spaceId)).updtDt, useYn: 'Y' });
    expect(show.status).toBe(200);
    expect((await reserve(roomId, '1300', '1400')).status).toBe(200);
    expect((await audits('space', spaceId)).map((a) => a.action)).toEqual(['CREATE', 'HIDE', 'SHOW']);
  });
});
