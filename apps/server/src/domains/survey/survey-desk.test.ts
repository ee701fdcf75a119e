import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, newMember, newOperator } from '../auth/auth.testkit.js';

// 2026-12-01 10:00 in Seoul.
const clock = fixedClock('2026-12-01T01:00:00.000Z');
const BASE = '/v1/app/survey/admin/surveys';

interface Detail {
  surveyId: number;
  surveyNm: string;
  state: string;
  lockedYn: string;
  ansCnt: number;
  updtDt: string;
  quests: { questId: number; questNm: string; kind: string; esntlYn: string; items: { quesitmId: number }[] }[];
}

describe('the survey builder', async () => {
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  const desk = await newOperator(app, ['CONTENT'], { userNm: '설문담당' });
  const member = await newMember(app);
  const other = await newMember(app);

  const form = (over: Record<string, unknown> = {}) => ({
    surveyNm: `겨울 이용 설문 ${Math.random().toString(36).slice(2, 8)}`,
    surveyExpln: '온판 이용 경험을 여쭙니다.',
    surveyBgngYmd: '20261125',
    surveyEndYmd: '20261220',
    rsltOpenYn: 'Y',
    quests: [
      { questNm: '가장 자주 쓰는 서비스는?', kind: 'choice', items: ['지원사업', '스튜디오', '커뮤니티'] },
      { questNm: '만족도를 알려주세요.', kind: 'star' },
      { questNm: '바라는 점을 적어주세요.', kind: 'text', esntlYn: 'N' },
    ],
    ...over,
  });
  const create = (body: object, token = desk.token) => call(app, 'POST', BASE, { token, body });
  const detail = async (id: number) => (await call(app, 'GET', `${BASE}/${id}`, { token: desk.token })).body as Detail;
  const update = (id: number, body: object) => call(app, 'PUT', `${BASE}/${id}`, { token: desk.token, body });
  const publish = (id: number, updtDt: string) =>
    call(app, 'PUT', `${BASE}/${id}/publish`, { token: desk.token, body: { updtDt } });
  const audits = (id: number) =>
    db
      .selectFrom('oprAudit')
      .select(['action', 'beforeJson', 'afterJson'])
      .where('targetKind', '=', 'survey')
      .where('targetId', '=', String(id))
      .orderBy('auditId')
      .execute();
  const answer = (token: string, d: Detail, stars = 4, text: string | null = '알림이 있으면 좋겠습니다.') =>
    call(app, 'POST', '/v1/app/survey/quest/anses', {
      token,
      body: {
        surveyId: d.surveyId,
        questAnsJson: JSON.stringify([
          { questId: d.quests[0]!.questId, quesitmId: d.quests[0]!.items[1]!.quesitmId },
          { questId: d.quests[1]!.questId, chcAns: stars },
          ...(text === null ? [] : [{ questId: d.quests[2]!.questId, inptAns: text }]),
        ]),
      },
    });
  /** A published survey answered by the member and the other member. */
  const answered = async () => {
    const id = (await create(form())).body.surveyId as number;
    await publish(id, (await detail(id)).updtDt);
    const d = await detail(id);
    expect((await answer(member.token, d, 5)).status).toBe(200);
    expect((await answer(other.token, d, 2, null)).status).toBe(200);
    return detail(id);
  };

  it('is refused to a visitor, a member and an operator without the content or system role', async () => {
    const booking = await newOperator(app, ['RESERVATION']);
    expect((await call(app, 'GET', BASE)).status).toBe(401);
    expect((await call(app, 'GET', BASE, { token: member.token })).status).toBe(403);
    expect((await create(form({ surveyNm: '역할 없는 설문' }), booking.token)).status).toBe(403);
    const system = await newOperator(app, ['SYSTEM']);
    expect((await call(app, 'GET', BASE, { token: system.token })).status).toBe(200);
    expect(await db.selectFrom('survey').select('surveyId').where('surveyNm', '=', '역할 없는 설문').execute()).toEqual(
      [],
    );
  });

  it('refuses bad input in Korean at the field, changing nothing', async () => {
    const before = await db
      .selectFrom('survey')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const bad = await create(
      form({
        surveyNm: ' ',
        surveyEndYmd: '20261101',
        quests: [
          { questNm: '하나만?', kind: 'choice', items: ['예'] },
          { questNm: '', kind: 'star' },
        ],
      }),
    );
    expect(bad.status).toBe(400);
    const errors = bad.body.errors as { field: string; message: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'surveyNm', message: '설문 제목을 입력해 주세요.' },
        { field: 'surveyEndYmd', message: '종료일은 시작일과 같거나 뒤여야 합니다.' },
        { field: 'quests.0.items', message: '객관식 문항에는 보기를 두 개 이상 입력해 주세요.' },
        { field: 'quests.1.questNm', message: '문항 내용을 입력해 주세요.' },
      ]),
    );
    expect((await create(form({ quests: [] }))).body.errors).toEqual([
      { field: 'quests', message: '문항을 하나 이상 추가해 주세요.' },
    ]);
    const wrongItems = await create(form({ quests: [{ questNm: '별점', kind: 'star', items: ['a', 'b'] }] }));
    expect(wrongItems.body.errors).toEqual([
      { field: 'quests.0.items', message: '보기는 객관식 문항에만 입력할 수 있습니다.' },
    ]);
    const badDate = await create(form({ surveyBgngYmd: '20260231' }));
    expect(badDate.body.errors).toEqual([{ field: 'surveyBgngYmd', message: '날짜를 올바르게 입력해 주세요.' }]);
    const after = await db
      .selectFrom('survey')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('keeps a draft from members, publishes it once on the copy read, with audit rows', async () => {
    const body = form();
    const created = await create(body);
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('설문을 저장했습니다. 게시하기 전까지 회원에게 보이지 않습니다.');
    const id = created.body.surveyId as number;
    const d = await detail(id);
    expect(d.state).toBe('DRAFT');
    expect(d.quests.map((q) => [q.kind, q.esntlYn, q.items.length])).toEqual([
      ['choice', 'Y', 3],
      ['star', 'Y', 0],
      ['text', 'N', 0],
    ]);
    // Members see no draft.
    const list = (await call(app, 'GET', '/v1/app/surveys', { token: member.token })).body as { surveyId: number }[];
    expect(list.map((s) => s.surveyId)).not.toContain(id);
    expect((await call(app, 'GET', `/v1/app/survey/${id}/quests`)).status).toBe(404);
    expect((await answer(member.token, d)).status).toBe(404);
    // The same title twice is refused at the field.
    const twice = await create({ ...body });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual([
      { field: 'surveyNm', message: '같은 제목의 설문이 이미 있습니다. 다른 제목을 입력해 주세요.' },
    ]);

    const stale = await publish(id, '2026-01-01T00:00:00.000Z');
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('다른 담당자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해 주세요.');
    const ok = await publish(id, d.updtDt);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('설문을 게시했습니다. 기간 중에 회원이 참여할 수 있습니다.');
    expect((await publish(id, (await detail(id)).updtDt)).status).toBe(409);
    expect((await detail(id)).state).toBe('OPEN');
    const quests = (await call(app, 'GET', `/v1/app/survey/${id}/quests`)).body as { quests: { esntlYn: string }[] };
    expect(quests.quests.map((q) => q.esntlYn)).toEqual(['Y', 'Y', 'N']);
    expect((await audits(id)).map((a) => a.action)).toEqual(['CREATE', 'PUBLISH']);

    // Filters: the state, the period and the title.
    const rows = async (query: string) =>
      (
        (await call(app, 'GET', `${BASE}?pageSize=100&${query}`, { token: desk.token })).body as {
          items: { surveyId: number }[];
        }
      ).items.map((r) => r.surveyId);
    expect(await rows('state=OPEN')).toContain(id);
    expect(await rows('state=DRAFT')).not.toContain(id);
    expect(await rows('from=20261221')).not.toContain(id);
    expect(await rows('from=20261201&to=20261201')).toContain(id);
    expect(await rows(`q=${encodeURIComponent(body.surveyNm.slice(-6))}`)).toEqual([id]);
    const badSort = await call(app, 'GET', `${BASE}?sort=surveyExpln`, { token: desk.token });
    expect(badSort.status).toBe(400);
  });

  it('reorders and edits questions before any answer; a stale copy is refused and changes nothing', async () => {
    const id = (await create(form())).body.surveyId as number;
    const d = await detail(id);
    const reordered = form({
      surveyNm: d.surveyNm,
      quests: [
        { questNm: '만족도를 알려주세요.', kind: 'star', esntlYn: 'N' },
        { questNm: '가장 자주 쓰는 서비스는?', kind: 'choice', items: ['스튜디오', '지원사업'] },
      ],
    });
    const done = await update(id, { ...reordered, updtDt: d.updtDt });
    expect(done.status).toBe(200);
    const after = await detail(id);
    expect(after.quests.map((q) => [q.kind, q.esntlYn])).toEqual([
      ['star', 'N'],
      ['choice', 'Y'],
    ]);
    const stale = await update(id, { ...form({ surveyNm: d.surveyNm }), updtDt: d.updtDt });
    expect(stale.status).toBe(409);
    expect((await detail(id)).quests).toHaveLength(2);
    expect((await audits(id)).map((a) => a.action)).toEqual(['CREATE', 'UPDATE']);
  });

  it('locks the questions of an answered survey (409), still edits its period, and copies it as a draft', async () => {
    const d = await answered();
    expect(d.lockedYn).toBe('Y');
    expect(d.ansCnt).toBe(2);
    const changed = await update(d.surveyId, {
      ...form({ surveyNm: d.surveyNm, quests: [{ questNm: '새 문항', kind: 'star' }] }),
      updtDt: d.updtDt,
    });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe('응답이 있는 설문은 문항을 바꿀 수 없습니다. 복사해서 새 설문을 만들어 주세요.');
    expect((await detail(d.surveyId)).quests.map((q) => q.questId)).toEqual(d.quests.map((q) => q.questId));
    // Same questions, a later end: allowed.
    const same = d.quests.map((q) => ({
      questNm: q.questNm,
      kind: q.kind,
      esntlYn: q.esntlYn,
      items: q.kind === 'choice' ? ['지원사업', '스튜디오', '커뮤니티'] : [],
    }));
    const later = await update(d.surveyId, {
      ...form({ surveyNm: d.surveyNm, surveyEndYmd: '20261231', quests: same }),
      updtDt: d.updtDt,
    });
    expect(later.status).toBe(200);
    expect((await detail(d.surveyId)).quests.map((q) => q.questId)).toEqual(d.quests.map((q) => q.questId));

    const copied = await call(app, 'POST', `${BASE}/${d.surveyId}/copy`, { token: desk.token });
    expect(copied.status).toBe(200);
    const copy = await detail(copied.body.surveyId as number);
    expect(copy.surveyNm).toBe(`${d.surveyNm} (사본)`);
    expect(copy.state).toBe('DRAFT');
    expect(copy.ansCnt).toBe(0);
    expect(copy.lockedYn).toBe('N');
    expect(copy.quests.map((q) => [q.questNm, q.kind, q.esntlYn, q.items.length])).toEqual(
      d.quests.map((q) => [q.questNm, q.kind, q.esntlYn, q.items.length]),
    );
    const second = await call(app, 'POST', `${BASE}/${d.surveyId}/copy`, { token: desk.token });
    expect((await detail(second.body.surveyId as number)).surveyNm).toBe(`${d.surveyNm} (사본 2)`);
    expect((await audits(copy.surveyId)).map((a) => a.action)).toEqual(['COPY']);
    // Two copies at the same moment choose the same next name: the later one is made again with the one after.
    const both = await Promise.all(
      [1, 2].map(() => call(app, 'POST', `${BASE}/${d.surveyId}/copy`, { token: desk.token })),
    );
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const names = await Promise.all(both.map(async (r) => (await detail(r.body.surveyId as number)).surveyNm));
    expect(names.sort()).toEqual([`${d.surveyNm} (사본 3)`, `${d.surveyNm} (사본 4)`]);
  });

  it('never changes the questions once a sheet is counted, whichever comes first', async () => {
    const id = (await create(form())).body.surveyId as number;
    await publish(id, (await detail(id)).updtDt);
    const d = await detail(id);
    const edit = update(d.surveyId, {
      ...form({ surveyNm: d.surveyNm, quests: [{ questNm: '바뀐 문항', kind: 'star' }] }),
      updtDt: d.updtDt,
    });
    const sheet = answer(member.token, d);
    const [e, s] = await Promise.all([edit, sheet]);
    const after = await detail(id);
    if (s.status === 200) {
      // The sheet came first: the edit is refused and the questions are the ones answered.
      expect(e.status).toBe(409);
      expect(after.quests.map((q) => q.questId)).toEqual(d.quests.map((q) => q.questId));
      expect(after.ansCnt).toBe(1);
    } else {
      // The edit came first: the sheet names questions that are gone and is refused in Korean.
      expect(e.status).toBe(200);
      expect(s.status).toBe(400);
      expect(after.ansCnt).toBe(0);
    }
  });

  it('aggregates the results per question and lists the free text without who wrote it', async () => {
    const d = await answered();
    const res = await call(app, 'GET', `${BASE}/${d.surveyId}/results`, { token: desk.token });
    expect(res.status).toBe(200);
    const r = res.body as {
      ansCnt: number;
      quests: { kind: string; ansCnt: number; rows: { label: string; cnt: number; pct: number }[]; avgScore: number }[];
    };
    expect(r.ansCnt).toBe(2);
    expect(r.quests[0]!.rows).toEqual([
      { label: '지원사업', cnt: 0, pct: 0 },
      { label: '스튜디오', cnt: 2, pct: 100 },
      { label: '커뮤니티', cnt: 0, pct: 0 },
    ]);
    expect(r.quests[1]!.rows.map((x) => x.cnt)).toEqual([1, 0, 0, 1, 0]);
    expect(r.quests[1]!.avgScore).toBe(3.5);
    // The optional text was left blank by one sheet.
    expect(r.quests[2]!.ansCnt).toBe(1);
    const texts = await call(app, 'GET', `${BASE}/${d.surveyId}/quests/${d.quests[2]!.questId}/texts?pageSize=10`, {
      token: desk.token,
    });
    expect(texts.status).toBe(200);
    expect(texts.body.totalCount).toBe(1);
    expect(texts.body.items[0].inptAns).toBe('알림이 있으면 좋겠습니다.');
    expect(texts.body.items[0].sheetNo).toBe(1);
    expect(JSON.stringify(texts.body)).not.toContain(member.lgnId);
    const notText = await call(app, 'GET', `${BASE}/${d.surveyId}/quests/${d.quests[0]!.questId}/texts`, {
      token: desk.token,
    });
    expect(notText.status).toBe(400);
    expect(notText.body.message).toBe('주관식 문항이 아닙니다.');
  });

  it('exports the answers only with a reason, logging the download first; no member in the file', async () => {
    const d = await answered();
    const url = `${BASE}/${d.surveyId}/answers/export`;
    const get = (query: string) =>
      app.inject({ method: 'GET', url: `${url}?${query}`, headers: { 'x-auth-token': desk.token } });
    const downloads = () =>
      db
        .selectFrom('prvcAccessLog')
        .selectAll()
        .where('accessKind', '=', 'DOWNLOAD')
        .where('oprUserId', '=', desk.userId)
        .orderBy('logId')
        .execute();
    const before = (await downloads()).length;
    const noReason = await get('format=csv');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('내려받는 사유를 입력해 주세요.');
    expect(await downloads()).toHaveLength(before);

    const csv = await get(`format=csv&reason=${encodeURIComponent('만족도 보고서')}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['cache-control']).toContain('no-store');
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe(
      '"응답 번호","응답 일시","1. 가장 자주 쓰는 서비스는?","2. 만족도를 알려주세요.","3. 바라는 점을 적어주세요."',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"스튜디오","5","알림이 있으면 좋겠습니다."');
    expect(lines[2]).toMatch(/"스튜디오","2",""$/);
    expect(csv.rawPayload.toString('utf8')).not.toContain(member.lgnId);

    const xlsx = await get(`format=xlsx&reason=${encodeURIComponent('만족도 보고서(엑셀)')}`);
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(2).getCell(3).value).toBe('스튜디오');

    const logged = (await downloads()).slice(before);
    expect(logged.map((l) => [l.screen, l.reason, l.subjectUserId])).toEqual([
      ['설문 결과', '만족도 보고서', null],
      ['설문 결과', '만족도 보고서(엑셀)', null],
    ]);
    expect(logged[0]!.detail).toContain('CSV 2건');
  });
});
