import { describe, expect, it } from 'vitest';
import { call, newMember, newOperator } from '../auth/auth.testkit.js';
import { createTestApp } from '../../test/test-db.js';

const STALE = '다른 담당자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해 주세요.';
const PICTURE = '/files/AbCdEfGhIjKlMnOpQrStUv.png';

describe('the console’s content desk: boards', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const content = await newOperator(app, ['CONTENT']);
  const system = await newOperator(app, ['SYSTEM']);
  const booking = await newOperator(app, ['RESERVATION']);
  const member = await newMember(app);
  const desk = (method: 'GET' | 'POST' | 'PUT', path: string, body?: object, token = content.token) =>
    call(app, method, `/v1/app/content/admin/${path}`, { token, ...(body ? { body } : {}) });
  const search = (word: string) =>
    call(app, 'GET', '/v1/app/common/search', { query: { searchTerm: word, type: 'issue' } });
  const hits = async (word: string) =>
    ((await search(word)).body.groups as { items: { id: string }[] }[]).flatMap((g) => g.items.map((i) => i.id));
  const audits = (contentsId: number) =>
    db
      .selectFrom('oprAudit')
      .select(['action', 'beforeJson', 'afterJson', 'oprUserId'])
      .where('targetKind', '=', 'content:issue')
      .where('targetId', '=', String(contentsId))
      .orderBy('auditId')
      .execute();

  it('admits the content and system desks only', async () => {
    expect((await desk('GET', 'boards')).status).toBe(200);
    expect((await desk('GET', 'boards', undefined, system.token)).status).toBe(200);
    expect((await desk('GET', 'boards/issue/items', undefined, booking.token)).status).toBe(403);
    expect((await desk('GET', 'boards/issue/items', undefined, member.token)).status).toBe(403);
    expect((await call(app, 'GET', '/v1/app/content/admin/boards/issue/items')).status).toBe(401);
    const boards = (await desk('GET', 'boards')).body as { board: string; categories: { code: string }[] }[];
    expect(boards.map((b) => b.board)).toContain('sentcont');
    expect(boards.find((b) => b.board === 'sentcont')!.categories.map((c) => c.code)).toEqual([
      'guide',
      'story',
      'policy',
    ]);
  });

  it('writes an item (sanitized body, thumbnail with alt text) that the public list, view and search show at once', async () => {
    const noAlt = await desk('POST', 'boards/issue/items', {
      tit: '대체텍스트 없음',
      cn: '<p>본문</p>',
      thmbnlImgPtUrl: PICTURE,
    });
    expect(noAlt).toMatchObject({ status: 400, body: { message: '대표 이미지의 대체 텍스트를 입력해 주세요.' } });
    const badPicture = await desk('POST', 'boards/issue/items', {
      tit: '외부 그림',
      cn: '<p>본문</p>',
      thmbnlImgPtUrl: 'https://evil.example/a.png',
      thmbnlImgAlt: '그림',
    });
    expect(badPicture.status).toBe(400);
    expect((await desk('POST', 'boards/issue/items', { tit: '', cn: '<p>본문</p>' })).status).toBe(400);
    expect((await desk('POST', 'boards/nope/items', { tit: '제목', cn: '<p>본문</p>' })).body.message).toBe(
      '게시판이 올바르지 않습니다.',
    );
    expect((await desk('POST', 'boards/sentcont/items', { tit: '분류 없음', cn: '<p>본문</p>' })).body.message).toBe(
      '분류를 선택해 주세요.',
    );
    const before = await db
      .selectFrom('contentItem')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();

    const created = await desk('POST', 'boards/issue/items', {
      tit: '데스크작성확인용소식',
      cn: '<p onclick="x()">골목 상권 소식<script>alert(1)</script></p><p><img src="/files/AbCdEfGhIjKlMnOpQrStUv.png" alt="가게 앞"></p>',
      thmbnlImgPtUrl: PICTURE,
      thmbnlImgAlt: '골목 가게 앞 풍경',
    });
    expect(created.body).toMatchObject({ number: 200, message: '게시물을 등록했습니다.' });
    const id = created.body.contentsId as number;
    const after = await db
      .selectFrom('contentItem')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);

    const view = await call(app, 'GET', `/v1/app/information/issue/${id}`);
    expect(view.status).toBe(200);
    expect(view.body.cn).not.toMatch(/script|onclick/);
    expect(view.body.cn).toContain('<img src="/files/AbCdEfGhIjKlMnOpQrStUv.png" alt="가게 앞"');
    expect(view.body.thmbnlImgPtUrl).toBe(PICTURE);
    const list = await call(app, 'GET', '/v1/app/information/issues', { query: { searchTerm: '데스크작성확인용' } });
    expect(list.body.items.map((i: { contentsId: number }) => i.contentsId)).toEqual([id]);
    expect(await hits('데스크작성확인용소식')).toContain(String(id));

    const read = (await desk('GET', `boards/issue/items/${id}`)).body;
    expect(read).toMatchObject({ tit: '데스크작성확인용소식', thmbnlImgAlt: '골목 가게 앞 풍경', expsrYn: 'Y' });
    expect((await desk('GET', `boards/interview/items/${id}`)).status).toBe(404);
    const rows = await desk('GET', 'boards/issue/items?searchTerm=데스크작성&expsrYn=Y');
    expect(rows.body).toMatchObject({ totalCount: 1, items: [{ contentsId: id, publicPath: `/issue/${id}/view` }] });
    expect((await audits(id)).map((a) => a.action)).toEqual(['CREATE']);
  });

  it('edits and hides on the copy read; a stale copy changes nothing; hidden items leave list, view and search', async () => {
    const id = (await desk('POST', 'boards/issue/items', { tit: '숨김확인용원래제목', cn: '<p>처음 본문</p>' })).body
      .contentsId as number;
    const read = (await desk('GET', `boards/issue/items/${id}`)).body as { updtDt: string };

    const edited = await desk('PUT', `boards/issue/items/${id}`, {
      tit: '숨김확인용바뀐제목',
      cn: '<p>고친 본문</p>',
      updtDt: read.updtDt,
    });
    expect(edited.body).toEqual({ number: 200, message: '게시물을 수정했습니다.' });
    expect((await call(app, 'GET', `/v1/app/information/issue/${id}`)).body.tit).toBe('숨김확인용바뀐제목');
    expect(await hits('숨김확인용바뀐제목')).toContain(String(id));
    expect(await hits('숨김확인용원래제목')).not.toContain(String(id));

    // Another operator's copy, read before the edit: refused, nothing changes.
    const stale = await desk(
      'PUT',
      `boards/issue/items/${id}`,
      { tit: '늦은 수정', cn: '<p>x</p>', updtDt: read.updtDt },
      system.token,
    );
    expect(stale).toMatchObject({ status: 409, body: { message: STALE } });
    const staleHide = await desk('PUT', `boards/issue/items/${id}/exposure`, { expsrYn: 'N', updtDt: read.updtDt });
    expect(staleHide.status).toBe(409);
    expect((await call(app, 'GET', `/v1/app/information/issue/${id}`)).body.tit).toBe('숨김확인용바뀐제목');

    const fresh = (await desk('GET', `boards/issue/items/${id}`)).body as { updtDt: string };
    const hidden = await desk('PUT', `boards/issue/items/${id}/exposure`, { expsrYn: 'N', updtDt: fresh.updtDt });
    expect(hidden.body.message).toBe('게시물을 숨겼습니다. 공개 화면과 검색에서 보이지 않습니다.');
    expect((await call(app, 'GET', `/v1/app/information/issue/${id}`)).status).toBe(404);
    const publicList = await call(app, 'GET', '/v1/app/information/issues', { query: { searchTerm: '숨김확인용' } });
    expect(publicList.body.totalCount).toBe(0);
    expect(await hits('숨김확인용바뀐제목')).not.toContain(String(id));
    // The desk still lists it, as hidden.
    expect((await desk('GET', 'boards/issue/items?searchTerm=숨김확인용&expsrYn=N')).body.items).toHaveLength(1);
    expect((await desk('GET', 'boards/issue/items?searchTerm=숨김확인용&expsrYn=Y')).body.items).toHaveLength(0);

    const again = (await desk('GET', `boards/issue/items/${id}`)).body as { updtDt: string };
    expect(
      (await desk('PUT', `boards/issue/items/${id}/exposure`, { expsrYn: 'Y', updtDt: again.updtDt })).status,
    ).toBe(200);
    expect((await call(app, 'GET', `/v1/app/information/issue/${id}`)).status).toBe(200);
    expect(await hits('숨김확인용바뀐제목')).toContain(String(id));

    const trail = await audits(id);
    expect(trail.map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'HIDE', 'SHOW']);
    expect(JSON.parse(trail[1]!.beforeJson!)).toMatchObject({ tit: '숨김확인용원래제목' });
    expect(JSON.parse(trail[1]!.afterJson!)).toMatchObject({ tit: '숨김확인용바뀐제목' });
    expect(JSON.parse(trail[2]!.afterJson!)).toMatchObject({ expsrYn: 'N' });
    expect(trail[0]!.oprUserId).toBe(content.userId);
  });

  it('writes into a board with categories (sentcont) and keeps bad input out with a Korean 400', async () => {
    const made = await desk('POST', 'boards/sentcont/items', {
      ctgrCode: 'story',
      tit: '성장 이야기 새 글',
      cn: '<p>본문</p>',
    });
    expect(made.status).toBe(200);
    const id = made.body.contentsId as number;
    expect((await call(app, 'GET', `/v1/app/sentcont/${id}/view`)).body.ctgrCode).toBe('story');
    const read = (await desk('GET', `boards/sentcont/items/${id}`)).body as { updtDt: string };
    const wrong = await desk('PUT', `boards/sentcont/items/${id}`, {
      ctgrCode: 'nothing',
      tit: '바뀜',
      cn: '<p>본문</p>',
      updtDt: read.updtDt,
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: '분류를 선택해 주세요.' } });
    const noCopy = await desk('PUT', `boards/sentcont/items/${id}`, {
      ctgrCode: 'story',
      tit: '바뀜',
      cn: '<p>본문</p>',
    });
    expect(noCopy.status).toBe(400);
    const empty = await desk('PUT', `boards/sentcont/items/${id}`, {
      ctgrCode: 'story',
      tit: '바뀜',
      cn: '<script>x</script>',
      updtDt: read.updtDt,
    });
    expect(empty).toMatchObject({ status: 400, body: { message: '내용을 입력해주세요.' } });
    expect((await call(app, 'GET', `/v1/app/sentcont/${id}/view`)).body.tit).toBe('성장 이야기 새 글');
  });

  it('sorts by a column the list names, both ways, and refuses any other', async () => {
    for (const tit of ['정렬 확인 하나', '정렬 확인 둘', '정렬 확인 셋']) {
      expect((await desk('POST', 'boards/issue/items', { tit, cn: '<p>본문</p>' })).status).toBe(200);
    }
    const ids = async (query: string) =>
      ((await desk('GET', `boards/issue/items?pageSize=100&${query}`)).body.items as { contentsId: number }[]).map(
        (r) => r.contentsId,
      );
    const up = await ids('sort=regDt&order=asc');
    expect(up.length).toBeGreaterThan(2);
    expect(await ids('sort=regDt&order=desc')).toEqual([...up].reverse());
    // Without a sort the list keeps its own order: newest first.
    expect(await ids('')).toEqual(await ids('sort=regDt&order=desc'));
    const bad = await desk('GET', 'boards/issue/items?sort=cn');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('정렬 기준이 올바르지 않습니다.');
  });
});

describe('the console’s content desk: the FAQ of /guide', async () => {
  const { app, database } = await createTestApp();
  const operator = await newOperator(app, ['CONTENT']);
  const desk = (method: 'GET' | 'POST' | 'PUT', path: string, body?: object) =>
    call(app, method, `/v1/app/content/admin/${path}`, { token: operator.token, ...(body ? { body } : {}) });
  const guide = async () =>
    (await call(app, 'GET', '/v1/app/guide/faqs')).body as { faqId: number; qstn: string; ctgrCd: string }[];

  it('shows the first questions, and a written one on /guide at once (the cached answer is cleared)', async () => {
    const first = await guide();
    // The console lists them by category in /guide's order, then the operators' order.
    const order = ['member', 'support', 'studio', 'education', 'market', 'etc'];
    const listed = (await desk('GET', 'faqs?pageSize=100')).body.items as { ctgrCd: string; sortSeq: number }[];
    expect(listed.length).toBeGreaterThanOrEqual(7);
    const ranks = listed.map((r) => order.indexOf(r.ctgrCd));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(first.map((f) => f.qstn)).toContain('회원가입은 어떤 방법이 있나요?');
    expect(first[0]!.ctgrCd).toBe('member');
    expect((await desk('POST', 'faqs', { ctgrCd: 'studio', qstn: '', ans: '답' })).body.message).toBe(
      '질문을 입력해 주세요.',
    );
    expect((await desk('POST', 'faqs', { ctgrCd: 'nope', qstn: '질문', ans: '답' })).body.message).toBe(
      '질문 분류가 올바르지 않습니다.',
    );
    const made = await desk('POST', 'faqs', {
      ctgrCd: 'studio',
      qstn: '스튜디오 주차가 되나요?',
      ans: '건물 지하 주차장을 2시간 무료로 이용합니다.',
    });
    expect(made.body).toMatchObject({ number: 200, message: '자주 묻는 질문을 등록했습니다.' });
    const shown = await guide();
    const studio = shown.filter((f) => f.ctgrCd === 'studio').map((f) => f.qstn);
    expect(studio.at(-1)).toBe('스튜디오 주차가 되나요?');
    const audit = await database.db
      .selectFrom('oprAudit')
      .select('action')
      .where('targetKind', '=', 'faq')
      .where('targetId', '=', String(made.body.faqId))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['CREATE']);
  });

  it('orders, edits and hides on the copy read; a stale copy changes nothing', async () => {
    const rows = async () =>
      (await desk('GET', 'faqs?ctgrCd=studio&pageSize=100')).body.items as {
        faqId: number;
        qstn: string;
        updtDt: string;
        expsrYn: string;
      }[];
    const a = (await desk('POST', 'faqs', { ctgrCd: 'studio', qstn: '순서확인 가', ans: '가' })).body.faqId as number;
    const b = (await desk('POST', 'faqs', { ctgrCd: 'studio', qstn: '순서확인 나', ans: '나' })).body.faqId as number;
    let list = await rows();
    const bRow = list.find((r) => r.faqId === b)!;
    expect(list.map((r) => r.faqId).slice(-2)).toEqual([a, b]);
    expect((await desk('PUT', `faqs/${b}/order`, { direction: 'UP', updtDt: bRow.updtDt })).body.message).toBe(
      '순서를 바꿨습니다.',
    );
    list = await rows();
    expect(list.map((r) => r.faqId).slice(-2)).toEqual([b, a]);
    expect(
      (await guide())
        .filter((f) => f.ctgrCd === 'studio')
        .map((f) => f.faqId)
        .slice(-2),
    ).toEqual([b, a]);
    const last = list.find((r) => r.faqId === a)!;
    expect((await desk('PUT', `faqs/${a}/order`, { direction: 'DOWN', updtDt: last.updtDt })).body.message).toBe(
      '더 옮길 수 없습니다. 분류 안에서 이미 맨 앞이나 맨 뒤입니다.',
    );
    // b's copy from before the move is stale now.
    const stale = await desk('PUT', `faqs/${b}`, {
      ctgrCd: 'studio',
      qstn: '늦은 수정',
      ans: '늦음',
      updtDt: bRow.updtDt,
    });
    expect(stale).toMatchObject({ status: 409, body: { message: STALE } });

    const aRow = (await rows()).find((r) => r.faqId === a)!;
    const edited = await desk('PUT', `faqs/${a}`, {
      ctgrCd: 'studio',
      qstn: '순서확인 가(고침)',
      ans: '고친 답',
      updtDt: aRow.updtDt,
    });
    expect(edited.body.message).toBe('자주 묻는 질문을 수정했습니다.');
    expect((await guide()).some((f) => f.qstn === '순서확인 가(고침)')).toBe(true);
    const a2 = (await rows()).find((r) => r.faqId === a)!;
    expect((await desk('PUT', `faqs/${a}/exposure`, { expsrYn: 'N', updtDt: a2.updtDt })).body.message).toBe(
      '자주 묻는 질문을 숨겼습니다.',
    );
    expect((await guide()).some((f) => f.faqId === a)).toBe(false);
    expect(
      (await desk('GET', 'faqs?ctgrCd=studio&expsrYn=N')).body.items.map((r: { faqId: number }) => r.faqId),
    ).toEqual([a]);
    expect((await desk('PUT', 'faqs/999999/exposure', { expsrYn: 'N', updtDt: a2.updtDt })).status).toBe(404);
  });

  it('sorts by a column the list names, both ways, and refuses any other', async () => {
    const ids = async (query: string) =>
      ((await desk('GET', `faqs?pageSize=100&${query}`)).body.items as { faqId: number }[]).map((r) => r.faqId);
    // The display order the desk edits is the default sort key.
    const up = await ids('sort=sortSeq&order=asc');
    expect(up.length).toBeGreaterThan(2);
    expect(await ids('')).toEqual(up);
    expect(await ids('sort=sortSeq&order=desc')).toEqual([...up].reverse());
    const shown = await ids('sort=expsrYn&order=asc');
    expect(await ids('sort=expsrYn&order=desc')).toEqual([...shown].reverse());
    const bad = await desk('GET', 'faqs?sort=ans');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('정렬 기준이 올바르지 않습니다.');
  });
});
