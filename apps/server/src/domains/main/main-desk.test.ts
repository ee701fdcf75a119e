import { describe, expect, it } from 'vitest';
import { call, newMember, newOperator } from '../auth/auth.testkit.js';
import { createTestApp } from '../../test/test-db.js';

const STALE = '다른 담당자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해 주세요.';

describe('the main page desk (banners and sections)', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const content = await newOperator(app, ['CONTENT']);
  const admin = (method: 'GET' | 'POST' | 'PUT', path: string, body?: object, token = content.token) =>
    call(app, method, `/v1/app/main/admin/${path}`, { token, ...(body ? { body } : {}) });
  const publicBanners = async () =>
    (await call(app, 'GET', '/v1/app/main/bannrs')).body as { bannrId: number; bannrTit: string }[];
  const publicSections = async () =>
    ((await call(app, 'GET', '/v1/app/main/sect/grps')).body as { sectGrpId: number }[]).map((g) => g.sectGrpId);
  const audits = (kind: string, id: number) =>
    db
      .selectFrom('oprAudit')
      .select(['action', 'beforeJson', 'afterJson'])
      .where('targetKind', '=', kind)
      .where('targetId', '=', String(id))
      .orderBy('auditId')
      .execute();

  it('edits a banner on the copy read; the public call shows it at once; a stale copy changes nothing', async () => {
    // The public list is cached now.
    const [first] = await publicBanners();
    const read = (await admin('GET', `bannrs/${first!.bannrId}`)).body;
    expect(read).toMatchObject({ bannrId: first!.bannrId, position: 1, expsrYn: 'Y' });
    const edited = await admin('PUT', `bannrs/${first!.bannrId}`, { ...read, bannrTit: '새 배너 제목' });
    expect(edited).toEqual({ status: 200, body: { number: 200, message: '배너를 수정했습니다.' } });
    expect((await publicBanners())[0]!.bannrTit).toBe('새 배너 제목');

    const stale = await admin('PUT', `bannrs/${first!.bannrId}`, { ...read, bannrTit: '늦은 수정' });
    expect(stale).toMatchObject({ status: 409, body: { message: STALE } });
    expect((await admin('GET', `bannrs/${first!.bannrId}`)).body.bannrTit).toBe('새 배너 제목');

    const rows = await audits('main-banner', first!.bannrId);
    expect(rows.map((r) => r.action)).toEqual(['EDIT']);
    expect(JSON.parse(rows[0]!.beforeJson!).bannrTit).toBe(read.bannrTit);
    expect(JSON.parse(rows[0]!.afterJson!).bannrTit).toBe('새 배너 제목');
  });

  it('sorts the banners by a column the list names, both ways, and refuses any other', async () => {
    const list = async (query: string) =>
      (await admin('GET', `bannrs?pageSize=100&${query}`)).body as {
        totalCount: number;
        items: { bannrId: number; position: number }[];
      };
    const plain = await list('');
    expect(plain.items.length).toBeGreaterThan(2);
    expect(plain.totalCount).toBe(plain.items.length);
    // Without a sort the list reads in display order, as the position column says.
    expect(plain.items.map((b) => b.position)).toEqual(plain.items.map((_, i) => i + 1));
    const up = (await list('sort=sortSeq&order=asc')).items.map((b) => b.bannrId);
    expect(up).toEqual(plain.items.map((b) => b.bannrId));
    expect((await list('sort=sortSeq&order=desc')).items.map((b) => b.bannrId)).toEqual([...up].reverse());
    const bad = await admin('GET', 'bannrs?sort=linkUrl');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('정렬 기준이 올바르지 않습니다.');
  });

  it('refuses bad input with a Korean 400 and changes nothing', async () => {
    const [first] = await publicBanners();
    const read = (await admin('GET', `bannrs/${first!.bannrId}`)).body;
    const cases: [object, string][] = [
      [{ bannrTit: '' }, '배너 제목을 입력해 주세요.'],
      [{ bannrImgPtUrl: '/files/abcdefgh.png', bannrImgAlt: '' }, '배너 그림의 대체 텍스트를 입력해 주세요.'],
      [
        { bannrImgPtUrl: '/files/nosuchfile.png', bannrImgAlt: '그림' },
        '배너 그림은 업로드한 이미지만 쓸 수 있습니다.',
      ],
      [
        { bannrImgPtUrl: 'https://evil.example/x.png', bannrImgAlt: '그림' },
        '배너 그림은 업로드한 이미지만 쓸 수 있습니다.',
      ],
      [{ linkUrl: 'javascript:alert(1)' }, '연결 주소는 /로 시작하는 포털 주소나 http(s) 주소로 입력해 주세요.'],
      [{ pstgBgngYmd: '20270105', pstgEndYmd: '20270101' }, '게시 종료일은 시작일과 같거나 뒤여야 합니다.'],
    ];
    for (const [change, message] of cases) {
      const res = await admin('PUT', `bannrs/${first!.bannrId}`, { ...read, ...change });
      expect(res.status, message).toBe(400);
      expect(JSON.stringify(res.body), message).toContain(message);
    }
    expect((await admin('GET', `bannrs/${first!.bannrId}`)).body).toEqual(read);
    expect((await admin('GET', 'bannrs/999999')).status).toBe(404);
    expect((await admin('PUT', 'bannrs/0/exposure', { updtDt: 'x', expsrYn: 'Y' })).status).toBe(400);
  });

  it('takes a picture only as an image the upload domain stored for everyone, with its alternative text', async () => {
    const file = (key: string, publicYn: 'Y' | 'N') =>
      db
        .insertInto('uploadedFile')
        .values({
          fileId: key,
          storageKey: key,
          originalName: 'banner.png',
          mimeType: 'image/png',
          sizeBytes: 10,
          menuType: 'editor',
          contentsType: 'editor',
          userId: content.userId,
          regDt: new Date().toISOString(),
          publicYn,
        })
        .execute();
    await file('bannerpicture1.png', 'Y');
    await file('privatedocument1.png', 'N');
    const [first] = await publicBanners();
    const read = (await admin('GET', `bannrs/${first!.bannrId}`)).body;
    const secret = await admin('PUT', `bannrs/${first!.bannrId}`, {
      ...read,
      bannrImgPtUrl: '/files/privatedocument1.png',
      bannrImgAlt: '비공개 파일',
    });
    expect(secret).toMatchObject({ status: 400, body: { message: '배너 그림은 업로드한 이미지만 쓸 수 있습니다.' } });
    const ok = await admin('PUT', `bannrs/${first!.bannrId}`, {
      ...read,
      bannrImgPtUrl: '/files/bannerpicture1.png',
      bannrImgAlt: '상점 앞에서 웃는 사장님',
    });
    expect(ok.status).toBe(200);
    expect((await publicBanners())[0]).toMatchObject({
      bannrImgPtUrl: '/files/bannerpicture1.png',
      bannrImgAlt: '상점 앞에서 웃는 사장님',
    });
  });

  it('creates a banner hidden at the end, shows it inside its period, moves it first', async () => {
    const created = await admin('POST', 'bannrs', {
      bannrTit: '연말 특별 기획전',
      linkUrl: '/support',
      pstgBgngYmd: '20200101',
      pstgEndYmd: '29991231',
    });
    expect(created.body).toMatchObject({ number: 200, message: '배너를 등록했습니다.' });
    const id = created.body.bannrId as number;
    expect((await publicBanners()).map((b) => b.bannrId)).not.toContain(id);
    let read = (await admin('GET', `bannrs/${id}`)).body;
    expect(read).toMatchObject({ expsrYn: 'N', bannrTit: '연말 특별 기획전' });
    expect((await admin('PUT', `bannrs/${id}/exposure`, { updtDt: read.updtDt, expsrYn: 'Y' })).body.message).toBe(
      '배너를 메인 화면에 보이게 했습니다.',
    );
    expect((await publicBanners()).at(-1)!.bannrId).toBe(id);

    read = (await admin('GET', `bannrs/${id}`)).body;
    expect((await admin('PUT', `bannrs/${id}/position`, { updtDt: read.updtDt, position: 99 })).status).toBe(400);
    const moved = await admin('PUT', `bannrs/${id}/position`, { updtDt: read.updtDt, position: 1 });
    expect(moved.body.message).toBe('배너를 1번째로 옮겼습니다.');
    expect((await publicBanners())[0]!.bannrId).toBe(id);
    // The old copy is stale now.
    expect((await admin('PUT', `bannrs/${id}/position`, { updtDt: read.updtDt, position: 2 })).status).toBe(409);

    // A period that has ended keeps it off the main page.
    read = (await admin('GET', `bannrs/${id}`)).body;
    await admin('PUT', `bannrs/${id}`, { ...read, pstgBgngYmd: '20200101', pstgEndYmd: '20200102' });
    expect((await publicBanners()).map((b) => b.bannrId)).not.toContain(id);
    expect((await audits('main-banner', id)).map((r) => r.action)).toEqual(['CREATE', 'SHOW', 'MOVE', 'EDIT']);

    const list = await admin('GET', 'bannrs?q=%EC%97%B0%EB%A7%90&pageSize=5');
    expect(list.body).toMatchObject({ totalCount: 1, items: [{ bannrId: id, position: 1 }] });
  });

  it('moves a section (as drag and drop or one place up), hides it, and the public order follows at once', async () => {
    const before = (await admin('GET', 'sections')).body as {
      items: { sectGrpId: number; updtDt: string; position: number }[];
      totalCount: number;
    };
    expect(before.totalCount).toBeGreaterThanOrEqual(2);
    expect(await publicSections()).toEqual(before.items.map((g) => g.sectGrpId));
    const last = before.items.at(-1)!;
    const up = await admin('PUT', `sections/${last.sectGrpId}/position`, {
      updtDt: last.updtDt,
      position: last.position - 1,
    });
    expect(up.body.message).toBe(`섹션을 ${last.position - 1}번째로 옮겼습니다.`);
    const after = (await admin('GET', 'sections')).body.items as { sectGrpId: number; updtDt: string }[];
    expect(after.at(-2)!.sectGrpId).toBe(last.sectGrpId);
    expect(await publicSections()).toEqual(after.map((g) => g.sectGrpId));
    // The order read before the move is stale: the same move again is refused and changes nothing.
    const again = await admin('PUT', `sections/${last.sectGrpId}/position`, { updtDt: last.updtDt, position: 1 });
    expect(again).toMatchObject({ status: 409, body: { message: STALE } });
    expect(await publicSections()).toEqual(after.map((g) => g.sectGrpId));

    const moved = after.find((g) => g.sectGrpId === last.sectGrpId)!;
    const hidden = await admin('PUT', `sections/${moved.sectGrpId}/exposure`, { updtDt: moved.updtDt, expsrYn: 'N' });
    expect(hidden.body.message).toBe('섹션을 메인 화면에서 숨겼습니다.');
    expect(await publicSections()).not.toContain(moved.sectGrpId);
    expect((await audits('main-section', moved.sectGrpId)).map((r) => r.action)).toEqual(['MOVE', 'HIDE']);
  });

  it('is for the system administrator and the content desk only', async () => {
    const system = await newOperator(app, ['SYSTEM']);
    const reservation = await newOperator(app, ['RESERVATION']);
    const member = await newMember(app);
    expect((await admin('GET', 'bannrs', undefined, system.token)).status).toBe(200);
    for (const token of [reservation.token, member.token]) {
      expect((await admin('GET', 'bannrs', undefined, token)).status).toBe(403);
      expect((await admin('POST', 'bannrs', { bannrTit: '권한 없음' }, token)).status).toBe(403);
    }
    expect((await call(app, 'GET', '/v1/app/main/admin/sections')).status).toBe(401);
    // The old change call without a copy or an audit is gone: one way to change a banner.
    expect(
      (await call(app, 'PUT', '/v1/app/main/bannrs/1', { token: content.token, body: { bannrTit: 'x' } })).status,
    ).toBe(404);
  });
});
