import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, newMember, newOperator } from '../auth/auth.testkit.js';
import { approvedMember, roomIdOf, rsvtBody } from './studio.testkit.js';

/** The clock: 2025-10-01 00:30 in Seoul (2025-10-02 is a Thursday the seeded rooms open). */
const clock = fixedClock('2025-09-30T15:30:00Z');

describe('the studios desk', async () => {
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  const desk = await newOperator(app, ['RESERVATION'], { userNm: '예약담당' });
  const member = await approvedMember(app, database);

  const create = (body: object, token = desk.token) =>
    call(app, 'POST', '/v1/app/studio/admin/studios', { token, body });
  const detail = async (studoId: number) =>
    (await call(app, 'GET', `/v1/app/studio/admin/studios/${studoId}`, { token: desk.token })).body as {
      studoNm: string;
      studoIntro: string;
      updtDt: string;
      useYn: string;
      roomCnt: number;
    };
  const visibility = (studoId: number, body: object) =>
    call(app, 'PUT', `/v1/app/studio/admin/studios/${studoId}/visibility`, { token: desk.token, body });
  const studioCount = async () =>
    Number(
      (
        await db
          .selectFrom('studio')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const audits = (id: number) =>
    db
      .selectFrom('oprAudit')
      .selectAll()
      .where('targetKind', '=', 'studio')
      .where('targetId', '=', String(id))
      .orderBy('auditId')
      .execute();
  const infos = async () =>
    (await call(app, 'GET', '/v1/app/studio/infos')).body as { studoId: number; studoNm: string }[];

  it('is refused to a visitor, a member and an operator without the reservation or system role', async () => {
    const other = await newMember(app);
    const content = await newOperator(app, ['CONTENT']);
    expect((await call(app, 'GET', '/v1/app/studio/admin/studios')).status).toBe(401);
    expect((await call(app, 'GET', '/v1/app/studio/admin/studios', { token: other.token })).status).toBe(403);
    expect((await create({ studoNm: '몰래 스튜디오' }, content.token)).status).toBe(403);
    const system = await newOperator(app, ['SYSTEM']);
    expect((await call(app, 'GET', '/v1/app/studio/admin/studios', { token: system.token })).status).toBe(200);
  });

  it('refuses bad input with Korean messages at the field and changes nothing', async () => {
    const before = await studioCount();
    const cases: [object, string, string][] = [
      [{ studoNm: '  ' }, 'studoNm', '스튜디오 이름을 입력해 주세요.'],
      [{ studoNm: '가'.repeat(51) }, 'studoNm', '스튜디오 이름은 50자 이내로 입력해 주세요.'],
      [{ studoNm: '스튜디오', studoAddr: '가'.repeat(201) }, 'studoAddr', '주소는 200자 이내로 입력해 주세요.'],
      [{ studoNm: '스튜디오', sortSeq: -1 }, 'sortSeq', '표시 순서는 0에서 999 사이의 정수로 입력해 주세요.'],
      [{ studoNm: '스튜디오', sortSeq: 'abc' }, 'sortSeq', '표시 순서는 0에서 999 사이의 정수로 입력해 주세요.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toContainEqual({ field, message });
    }
    expect((await call(app, 'GET', '/v1/app/studio/admin/studios?sort=nope', { token: desk.token })).status).toBe(400);
    expect((await call(app, 'GET', '/v1/app/studio/admin/studios/99999', { token: desk.token })).status).toBe(404);
    expect(await studioCount()).toBe(before);
  });

  it('creates a studio the public page lists, in the list with its count, filter and sort', async () => {
    const res = await create({
      studoNm: '데스크 스튜디오',
      studoIntro: '라이브 커머스 방송을 위한 스튜디오',
      studoAddr: '대전 유성구 대학로 99',
      sortSeq: 5,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('스튜디오를 등록했습니다.');
    const studoId = res.body.studoId as number;
    expect(await audits(studoId)).toMatchObject([{ action: 'CREATE' }]);
    expect((await infos()).map((s) => s.studoNm)).toContain('데스크 스튜디오');

    const page = await call(app, 'GET', '/v1/app/studio/admin/studios', {
      token: desk.token,
      query: { q: '데스크', sort: 'studoNm', order: 'desc' },
    });
    expect(page.status).toBe(200);
    expect(page.body.totalCount).toBe(1);
    expect(page.body.items[0]).toMatchObject({ studoNm: '데스크 스튜디오', useYn: 'Y', roomCnt: 0, sortSeq: 5 });
    const all = await call(app, 'GET', '/v1/app/studio/admin/studios', {
      token: desk.token,
      query: { sort: 'studoNm', pageSize: 100 },
    });
    const names = (all.body.items as { studoNm: string }[]).map((s) => s.studoNm);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('refuses an edit on a stale copy and changes nothing; an edit on the copy read is what members see', async () => {
    const studoId = (await create({ studoNm: '수정 전 스튜디오' })).body.studoId as number;
    const read = await detail(studoId);
    clock.set('2025-09-30T15:31:00Z');
    const body = { studoNm: '수정 후 스튜디오', studoIntro: '새 소개', studoAddr: '', sortSeq: 1, updtDt: read.updtDt };
    const edited = await call(app, 'PUT', `/v1/app/studio/admin/studios/${studoId}`, { token: desk.token, body });
    expect(edited.status).toBe(200);
    const stale = await call(app, 'PUT', `/v1/app/studio/admin/studios/${studoId}`, {
      token: desk.token,
      body: { ...body, studoNm: '늦은 수정' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('다른 담당자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해 주세요.');
    expect(await detail(studoId)).toMatchObject({ studoNm: '수정 후 스튜디오', studoIntro: '새 소개' });
    expect((await audits(studoId)).map((a) => a.action)).toEqual(['CREATE', 'UPDATE']);
    expect((await infos()).find((s) => s.studoId === studoId)?.studoNm).toBe('수정 후 스튜디오');
  });

  it('hides a studio with its rooms: not listed, not bookable, bookings kept; shown again they are bookable', async () => {
    const roomId = await roomIdOf(database, '라이브룸 B');
    const room = await db
      .selectFrom('rsvtRoom')
      .select('studoId')
      .where('roomId', '=', roomId)
      .executeTakeFirstOrThrow();
    const studoId = room.studoId!;
    const reserve = (hhmm: [string, string]) =>
      call(app, 'POST', `/v1/app/studio/room/${roomId}/rsvt`, {
        token: member.token,
        body: rsvtBody({ rsvtYmd: '20251002', rsvtBgngHhmm: hhmm[0], rsvtEndHhmm: hhmm[1] }),
      });
    // The slot list is read once, so its cached room rules must be forgotten when the studio is hidden.
    expect(
      (await call(app, 'GET', `/v1/app/studio/room/${roomId}/rsvt/schds`, { query: { rsvtYmd: '20251002' } })).status,
    ).toBe(200);
    const booked = await reserve(['1000', '1100']);
    expect(booked.status).toBe(200);

    const read = await detail(studoId);
    expect((await visibility(studoId, { updtDt: 'old', useYn: 'N' })).status).toBe(409);
    expect((await detail(studoId)).useYn).toBe('Y');
    const hide = await visibility(studoId, { updtDt: read.updtDt, useYn: 'N' });
    expect(hide.status).toBe(200);
    expect(hide.body.message).toContain('스튜디오를 숨겼습니다.');

    expect((await infos()).some((s) => s.studoId === studoId)).toBe(false);
    expect((await call(app, 'GET', `/v1/app/studio/room/${roomId}`)).status).toBe(404);
    expect(
      (await call(app, 'GET', `/v1/app/studio/room/${roomId}/rsvt/schds`, { query: { rsvtYmd: '20251002' } })).status,
    ).toBe(404);
    const refused = await reserve(['1400', '1500']);
    expect(refused.status).toBe(404);
    const kept = await db.selectFrom('rsvt').select(['rsvtStts']).where('roomId', '=', roomId).execute();
    expect(kept).toEqual([{ rsvtStts: 'REQUESTED' }]);
    // The room itself is untouched: its own visibility stays as the rooms desk left it.
    const own = await db.selectFrom('rsvtRoom').select('useYn').where('roomId', '=', roomId).executeTakeFirstOrThrow();
    expect(own.useYn).toBe('Y');
    const hidden = await call(app, 'GET', '/v1/app/studio/admin/studios?useYn=N', { token: desk.token });
    expect((hidden.body.items as { studoId: number }[]).map((s) => s.studoId)).toContain(studoId);

    const show = await visibility(studoId, { updtDt: (await detail(studoId)).updtDt, useYn: 'Y' });
    expect(show.status).toBe(200);
    expect((await infos()).some((s) => s.studoId === studoId)).toBe(true);
    expect((await reserve(['1400', '1500'])).status).toBe(200);
    expect((await audits(studoId)).map((a) => a.action)).toEqual(['HIDE', 'SHOW']);
  });
});
