import { ADMIN_MESSAGES } from '@onfan/contracts/admin';
import { SPACE_INQ_DESK_MESSAGES } from '@onfan/contracts/space';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newMember } from '../auth/auth.testkit.js';
import { approvedMember, roomIdOf, rsvtBody } from '../studio/studio.testkit.js';

/** The company check's facts of a seeded business-registry entry (auth/company/business-registry.seed.ts). */
const company = { brno: '1208147521', openDay: '20190315', ceoNm: '김소상', compNm: '골목빵집' };
const spaceBody = (overrides: Record<string, unknown>) => rsvtBody({ ...company, ...overrides });

/** Spaces: catalogue, favourites, inquiries, notices, and booking through the studio slot engine. */
describe('spaces', async () => {
  const clock = fixedClock('2025-09-30T15:30:00Z'); // 2025-10-01 in Seoul
  const { app, database } = await createTestApp({ clock });
  const member = await login(app, 'demo-member');
  const meeting2 = await roomIdOf(database, '회의실 2'); // weekend Y, holiday N, 12-13 closed, max 0
  const studioRoom = await roomIdOf(database, '라이브룸 A');

  it('lists groups and spaces, and a space with its gallery and rooms', async () => {
    const groups = await call(app, 'GET', '/v1/app/space/grp/lst');
    expect(groups.body.length).toBeGreaterThanOrEqual(2);
    const list = await call(app, 'GET', '/v1/app/space/lst');
    expect(list.body.totalCount).toBeGreaterThanOrEqual(2);
    const byGroup = await call(app, 'GET', '/v1/app/space/lst', { query: { grpId: String(groups.body[0].grpId) } });
    expect(byGroup.body.items.every((s: { grpId: number }) => s.grpId === groups.body[0].grpId)).toBe(true);
    const spaceId = list.body.items[0].spaceId as number;
    const detail = await call(app, 'GET', `/v1/app/space/${spaceId}`);
    expect(detail.body.imgs.length).toBeGreaterThanOrEqual(3);
    expect(detail.body.rooms.length).toBeGreaterThanOrEqual(1);
    const glry = await call(app, 'GET', '/v1/app/space/glry/glryAndDtlList', { query: { spaceId: String(spaceId) } });
    expect(glry.body).toHaveLength(detail.body.imgs.length);
    const one = await call(app, 'GET', `/v1/app/space/glry/${spaceId}/dtl/${glry.body[1].glryId}`);
    expect(one.body.imgPtUrl).toBe(glry.body[1].imgPtUrl);
    expect((await call(app, 'GET', '/v1/app/space/99999')).status).toBe(404);
  });

  it('keeps favourites per member', async () => {
    const m = await newMember(app);
    const spaceId = (await call(app, 'GET', '/v1/app/space/lst')).body.items[1].spaceId as number;
    expect((await call(app, 'GET', `/v1/app/space/${spaceId}/favr`)).status).toBe(401);
    const on = await call(app, 'PUT', `/v1/app/space/${spaceId}/favr`, { token: m.token, body: { favrYn: 'Y' } });
    expect(on.body).toEqual({ number: 200, message: '관심 공간으로 등록되었습니다.', favrYn: 'Y' });
    expect((await call(app, 'GET', `/v1/app/space/${spaceId}/favr`, { token: m.token })).body.favrYn).toBe('Y');
    expect((await call(app, 'GET', `/v1/app/space/${spaceId}/favr`, { token: member })).body.favrYn).toBe('N');
    const mine = await call(app, 'GET', '/v1/app/space/lst', { token: m.token, query: { favrYn: 'Y' } });
    expect(mine.body.items.map((s: { spaceId: number }) => s.spaceId)).toEqual([spaceId]);
    await call(app, 'PUT', `/v1/app/space/${spaceId}/favr`, { token: m.token, body: { favrYn: 'N' } });
    expect((await call(app, 'GET', `/v1/app/space/${spaceId}/favr`, { token: m.token })).body.favrYn).toBe('N');
  });

  it('books a space room through the same slot engine and lists it apart from studio bookings', async () => {
    const info = await call(app, 'GET', '/v1/app/reservation/roomInfo', { query: { roomId: String(meeting2) } });
    expect(info.body).toMatchObject({ roomNm: '회의실 2', maxRsvtUsrCnt: 0 });
    expect(
      (await call(app, 'GET', '/v1/app/reservation/roomInfo', { query: { roomId: String(studioRoom) } })).status,
    ).toBe(404);
    const days = await call(app, 'GET', `/v1/app/reservation/room/${meeting2}/days`, { query: { rsvtYm: '202510' } });
    const verdict = new Map(days.body.days.map((d: { ymd: string; bookableYn: string }) => [d.ymd, d.bookableYn]));
    expect([verdict.get('20251001'), verdict.get('20251004'), verdict.get('20251009')]).toEqual(['N', 'Y', 'N']);

    const body = spaceBody({ roomId: meeting2, rsvtYmd: '20251004', rsvtBgngHhmm: '1300', rsvtEndHhmm: '1500' });
    const made = await call(app, 'POST', '/v1/app/reservation/create', { token: member, body });
    expect(made.status).toBe(200);
    const other = await approvedMember(app, database);
    const clash = await call(app, 'POST', '/v1/app/reservation/create', {
      token: other.token,
      body: { ...body, rsvtBgngHhmm: '1400', rsvtEndHhmm: '1600' },
    });
    expect(clash.status).toBe(409);
    const window = await call(app, 'POST', '/v1/app/reservation/create', {
      token: member,
      body: { ...body, rsvtBgngHhmm: '1100', rsvtEndHhmm: '1300' },
    });
    expect(window.status).toBe(400);
    const viaStudio = await call(app, 'POST', `/v1/app/studio/room/${meeting2}/rsvt`, { token: member, body });
    expect(viaStudio.status).toBe(404);

    const slots = await call(app, 'GET', `/v1/app/reservation/room/${meeting2}/schds`, {
      token: member,
      query: { rsvtYmd: '20251004' },
    });
    expect(slots.body.filter((s: { state: string }) => s.state === 'M')).toHaveLength(2);

    const mine = await call(app, 'GET', '/v1/app/reservation/lst', { token: member });
    const row = mine.body.items.find((i: { rsvtId: number }) => i.rsvtId === made.body.rsvtId);
    expect(row).toMatchObject({ roomNm: '회의실 2', studoNm: '소담 공유 회의실', rsvtSttsCd: 'REQUESTED' });
    const studioList = await call(app, 'GET', '/v1/app/studio/rsvts', { token: member, query: { pageSize: '100' } });
    expect(studioList.body.items.some((i: { rsvtId: number }) => i.rsvtId === made.body.rsvtId)).toBe(false);

    const cancel = await call(app, 'PUT', '/v1/app/reservation/updateStatus', {
      token: member,
      body: { rsvtId: made.body.rsvtId, rsvtSttsCd: 'CANCELED' },
    });
    expect(cancel.body.message).toBe('예약이 취소되었습니다.');
    const retry = await call(app, 'POST', '/v1/app/reservation/create', {
      token: other.token,
      body: { ...body, rsvtBgngHhmm: '1400', rsvtEndHhmm: '1600' },
    });
    expect(retry.status).toBe(200);
  });

  it('refuses a reservation whose company facts do not match the registry, writing nothing', async () => {
    const room = await roomIdOf(database, '포토존 A');
    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom('rsvt')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('roomId', '=', room)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const good = spaceBody({ roomId: room, rsvtYmd: '20251006', rsvtBgngHhmm: '1000', rsvtEndHhmm: '1100' });
    const mismatches = [
      { compNm: '다른가게' },
      { ceoNm: '김대상' },
      { openDay: '20190316' },
      { brno: '2148601257' }, // a real, checksum-valid registry number, but another company's
    ];
    for (const wrong of mismatches) {
      const res = await call(app, 'POST', '/v1/app/reservation/create', { token: member, body: { ...good, ...wrong } });
      expect(res.status, JSON.stringify(wrong)).toBe(400);
      expect(res.body.message).toBe('해당하는 회사정보가 없습니다. 입력한 정보가 맞는지 확인해주세요.');
    }
    // The company facts are required: the browser's check cannot be skipped by leaving them out.
    const { openDay: _o, ceoNm: _c, compNm: _n, ...bare } = good;
    const missing = await call(app, 'POST', '/v1/app/reservation/create', { token: member, body: bare });
    expect(missing.status).toBe(400);
    expect(await count()).toBe(before);
    // The slot stays free for a matching company; spacing and "(주)"-style differences do not decide a match.
    const ok = await call(app, 'POST', '/v1/app/reservation/create', {
      token: member,
      body: { ...good, ceoNm: '김 소상', compNm: ' 골목 빵집' },
    });
    expect(ok.status).toBe(200);
    expect(await count()).toBe(before + 1);
    const row = await database.db
      .selectFrom('rsvt')
      .select(['brno'])
      .where('rsvtId', '=', ok.body.rsvtId)
      .executeTakeFirstOrThrow();
    expect(row.brno).toBe('1208147521');
  });

  it('checks the company and takes the certificate file', async () => {
    const fail = await call(app, 'POST', '/v1/app/reservation/cmpyValidation', {
      token: member,
      body: { brno: '1208147521', openDay: '20190315', ceoNm: '김소상', compNm: '다른가게' },
    });
    expect(fail.status).toBe(400);
    expect(fail.body.message).toBe('해당하는 회사정보가 없습니다. 입력한 정보가 맞는지 확인해주세요.');
    const ok = await call(app, 'POST', '/v1/app/reservation/cmpyValidation', {
      token: member,
      body: { brno: '1208147521', openDay: '20190315', ceoNm: '김소상', compNm: '골목빵집' },
    });
    expect(ok.body.message).toBe('인증되었습니다.');
    // The certificate upload of the space flow: multipart, checked by content, then waiting for an operator.
    const m = await newMember(app);
    const boundary = '----onfanspace';
    const form = (content: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="uploadFile"; filename="확인서.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const upload = (content: Buffer) =>
      app.inject({
        method: 'POST',
        url: '/v1/app/reservation/idnty',
        payload: form(content),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-auth-token': m.token },
      });
    const fake = await upload(Buffer.from('not a pdf'));
    expect(fake.statusCode).toBe(400);
    const pdf = await upload(
      Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
    );
    expect(pdf.json()).toMatchObject({ number: 200, message: '소상공인 확인서가 등록되었습니다.' });
    expect((await call(app, 'GET', '/v1/app/auth/certificate', { token: m.token })).body.status).toBe('미확인');
    const room = await roomIdOf(database, '포토존 A');
    const pending = await call(app, 'POST', '/v1/app/reservation/create', {
      token: m.token,
      body: spaceBody({ roomId: room, rsvtYmd: '20251004', rsvtBgngHhmm: '1000', rsvtEndHhmm: '1100' }),
    });
    expect(pending.status).toBe(403);
    expect(pending.body.message).toBe(
      '등록하신 소상공인 확인서를 검토하고 있습니다. 승인된 후에 예약을 신청할 수 있습니다.',
    );
  });

  it('writes, lists and deletes my inquiries; others cannot delete them', async () => {
    const spaceId = (await call(app, 'GET', '/v1/app/space/lst')).body.items[0].spaceId as number;
    const m = await newMember(app);
    const empty = await call(app, 'POST', '/v1/app/reservation/inq', {
      token: m.token,
      body: { spaceId, inqTit: ' ', inqCn: '' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('문의 제목을 입력해주세요.');
    const made = await call(app, 'POST', '/v1/app/reservation/inq', {
      token: m.token,
      body: { spaceId, inqTit: '주차 문의', inqCn: '주차가 가능한가요?' },
    });
    expect(made.body.message).toBe('문의가 등록되었습니다.');
    const list = await call(app, 'GET', '/v1/app/reservation/inq/lst', { token: m.token });
    expect(list.body.items[0]).toMatchObject({ inqTit: '주차 문의', ansYn: 'N' });
    expect((await call(app, 'GET', '/v1/app/reservation/inq/lst', { token: member })).body.items).toEqual([]);
    const steal = await call(app, 'PUT', '/v1/app/reservation/inq/del', {
      token: member,
      body: { inqId: made.body.inqId },
    });
    expect(steal.status).toBe(404);
    const del = await call(app, 'PUT', '/v1/app/reservation/inq/del', {
      token: m.token,
      body: { inqId: made.body.inqId },
    });
    expect(del.body.message).toBe('삭제되었습니다.');
    expect((await call(app, 'GET', '/v1/app/reservation/inq/lst', { token: m.token })).body.totalCount).toBe(0);
  });

  it('the console lists unanswered space inquiries, answers the copy read with an audit row, and refuses a stale copy', async () => {
    const spaceId = (await call(app, 'GET', '/v1/app/space/lst')).body.items[0].spaceId as number;
    const m = await newMember(app);
    const made = await call(app, 'POST', '/v1/app/reservation/inq', {
      token: m.token,
      body: { spaceId, inqTit: '빔프로젝터 문의', inqCn: '빔프로젝터를 쓸 수 있나요?' },
    });
    const inqId = made.body.inqId as number;
    const admin = await login(app, 'demo-admin');
    expect((await call(app, 'GET', '/v1/app/reservation/admin/inqs', { token: m.token })).status).toBe(403);
    const queue = await call(app, 'GET', '/v1/app/reservation/admin/inqs?answered=N&sort=spaceNm', { token: admin });
    expect(queue.status).toBe(200);
    const row = (queue.body.items as { inqId: number; updtDt: string; lgnId: string }[]).find(
      (r) => r.inqId === inqId,
    )!;
    expect(row.lgnId).not.toBe(m.lgnId);
    const waiting = queue.body.totalCount as number;
    expect((await call(app, 'GET', '/v1/app/reservation/admin/inqs?sort=inqCn', { token: admin })).status).toBe(400);

    const A = `/v1/app/reservation/inq/${inqId}/ans`;
    const empty = await call(app, 'PUT', A, { token: admin, body: { ansCn: ' ', updtDt: row.updtDt } });
    expect([empty.status, empty.body.message]).toEqual([400, SPACE_INQ_DESK_MESSAGES.ansRequired]);
    const stale = await call(app, 'PUT', A, {
      token: admin,
      body: { ansCn: '네, 있습니다.', updtDt: '2000-01-01T00:00:00.000Z' },
    });
    expect([stale.status, stale.body.message]).toEqual([409, ADMIN_MESSAGES.staleCopy]);
    clock.set('2025-09-30T15:31:00Z');
    const answered = await call(app, 'PUT', A, { token: admin, body: { ansCn: '네, 있습니다.', updtDt: row.updtDt } });
    clock.set('2025-09-30T15:30:00Z');
    expect(answered.body.message).toBe(SPACE_INQ_DESK_MESSAGES.answered);
    const again = await call(app, 'PUT', A, { token: admin, body: { ansCn: '없습니다.', updtDt: row.updtDt } });
    expect(again.status).toBe(409);

    expect((await call(app, 'GET', '/v1/app/reservation/admin/inqs', { token: admin })).body.totalCount).toBe(
      waiting - 1,
    );
    const mine = await call(app, 'GET', '/v1/app/reservation/inq/lst', { token: m.token });
    expect(mine.body.items[0]).toMatchObject({ inqId, ansYn: 'Y', ansCn: '네, 있습니다.' });
    const audit = await call(app, 'GET', `/v1/app/admin/audit?targetKind=space-inquiry&targetId=${inqId}`, {
      token: admin,
    });
    expect(audit.body.items).toEqual([expect.objectContaining({ action: 'ANSWER' })]);
    const dashboard = await call(app, 'GET', '/v1/app/admin/dashboard', { token: admin });
    expect(JSON.stringify(dashboard.body)).toContain('inquiries-space');
  });

  it('lists reservation notices', async () => {
    const list = await call(app, 'GET', '/v1/app/reservation/ntc/lst');
    expect(list.body.totalCount).toBeGreaterThanOrEqual(1);
    const one = await call(app, 'GET', `/v1/app/reservation/ntc/${list.body.items[0].ntcId}`);
    expect(one.body.ntcTit).toBe(list.body.items[0].ntcTit);
  });
});
