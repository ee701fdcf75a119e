import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, newMember, newOperator } from '../auth/auth.testkit.js';
import { DiagnosisRepository } from './diagnosis.repository.js';
import { onlineSeller } from './diagnosis.testkit.js';

// 2026-12-01 10:00 in Seoul.
const clock = fixedClock('2026-12-01T01:00:00.000Z');
const BASE = '/v1/app/diagn/admin/versions';
const CHECK = '/v1/app/diagn/self/check';

interface Question {
  key: string;
  source: string;
  dimension: string;
  text: string;
  weight: number;
  choices: { code: string; label: string; points: number }[];
}
interface Detail {
  verNo: number;
  verNm: string;
  state: string;
  current: boolean;
  updtDt: string;
  pblsrNm: string | null;
  questions: Question[];
}

describe('self-diagnosis versions at the console (decision 054)', async () => {
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  const repo = new DiagnosisRepository(db);
  const desk = await newOperator(app, ['CONTENT'], { userNm: '진단담당' });
  const member = await newMember(app);
  const answers = onlineSeller((await repo.areaIdByCode('SEOUL'))!, (await repo.areaIdByCode('SEOUL:마포구'))!);

  const detail = async (verNo: number) =>
    (await call(app, 'GET', `${BASE}/${verNo}`, { token: desk.token })).body as Detail;
  const update = (verNo: number, body: object) => call(app, 'PUT', `${BASE}/${verNo}`, { token: desk.token, body });
  const publish = (verNo: number, updtDt: string) =>
    call(app, 'PUT', `${BASE}/${verNo}/publish`, { token: desk.token, body: { updtDt } });
  const check = (body: object) => call(app, 'POST', CHECK, { token: member.token, body });
  const audits = (verNo: number) =>
    db
      .selectFrom('oprAudit')
      .select(['action'])
      .where('targetKind', '=', 'diagn_ver')
      .where('targetId', '=', String(verNo))
      .orderBy('auditId')
      .execute();
  const stored = async (verNo: number) =>
    (await db.selectFrom('diagnVer').select(['modelJson', 'mdfcnDt']).where('verNo', '=', verNo).executeTakeFirst())!;

  it('is refused to a visitor, a member and an operator without the content or system role', async () => {
    const booking = await newOperator(app, ['RESERVATION']);
    expect((await call(app, 'GET', BASE)).status).toBe(401);
    expect((await call(app, 'GET', BASE, { token: member.token })).status).toBe(403);
    expect((await call(app, 'POST', BASE, { token: booking.token })).status).toBe(403);
    expect((await call(app, 'GET', `${BASE}/1`, { token: booking.token })).status).toBe(403);
  });

  // The steps below build on each other: 제1판 → a draft of 제2판 → edits → publish → results of both.
  let v1Result = 0;

  it('starts from 제1판, the model of decision 014, published and never changed', async () => {
    const list = (await call(app, 'GET', BASE, { token: desk.token })).body as Detail[];
    expect(list.map((v) => [v.verNo, v.verNm, v.state, v.current])).toEqual([[1, '제1판', 'PUBLISHED', true]]);
    const v1 = await detail(1);
    expect(v1.questions).toHaveLength(17);
    const res = await update(1, { updtDt: v1.updtDt, questions: v1.questions });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('게시한 판은 바꿀 수 없습니다. 새 판을 만들어 고쳐 주세요.');
    expect((await publish(1, v1.updtDt)).status).toBe(409);
    // A member answering now is scored with 제1판 (decision 014's hand-computed scores).
    const r = await check(answers);
    expect(r.status).toBe(200);
    expect(r.body.version).toMatchObject({ verNo: 1, verNm: '제1판', current: true, notice: null });
    expect(r.body.dimensions.find((d: { code: string }) => d.code === 'MARKETING').score).toBe(63);
    v1Result = r.body.diagnHisId;
    const current = await call(app, 'GET', '/v1/app/diagn/version');
    expect(current.body).toEqual({ verNo: 1, verNm: '제1판', customQuestions: [] });
  });

  it('copies the published version into one draft ("새 판 만들기"), a second draft is refused', async () => {
    const res = await call(app, 'POST', BASE, { token: desk.token });
    expect(res.status).toBe(200);
    expect(res.body.verNo).toBe(2);
    const v2 = await detail(2);
    expect(v2).toMatchObject({ verNm: '제2판', state: 'DRAFT', current: false, pblsrNm: null });
    expect(v2.questions).toEqual((await detail(1)).questions);
    const again = await call(app, 'POST', BASE, { token: desk.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('작성 중인 새 판이 이미 있습니다. 그 판을 고쳐 게시해 주세요.');
    expect((await call(app, 'GET', BASE, { token: desk.token })).body).toHaveLength(2);
    expect((await audits(2)).map((a) => a.action)).toEqual(['CREATE']);
  });

  it('refuses bad questions with Korean field errors and changes nothing', async () => {
    const v2 = await detail(2);
    const before = await stored(2);
    const qs = v2.questions;
    const weight = await update(2, {
      updtDt: v2.updtDt,
      questions: qs.map((q, i) => (i === 0 ? { ...q, weight: 0 } : q)),
    });
    expect(weight.status).toBe(400);
    expect(weight.body.errors).toContainEqual({
      field: 'questions.0.weight',
      message: '가중치는 1부터 100 사이의 정수로 입력해 주세요.',
    });
    const points = await update(2, {
      updtDt: v2.updtDt,
      questions: qs.map((q, i) => (i === 1 ? { ...q, choices: q.choices.map((c) => ({ ...c, points: 101 })) } : q)),
    });
    expect(points.status).toBe(400);
    expect(points.body.errors).toContainEqual({
      field: 'questions.1.choices.0.points',
      message: '점수는 0부터 100 사이의 정수로 입력해 주세요.',
    });
    const area = await update(2, { updtDt: v2.updtDt, questions: qs.filter((q) => q.dimension !== 'MARKETING') });
    expect(area.status).toBe(400);
    expect(area.body.message).toBe("'마케팅' 영역에 문항이 하나 이상 있어야 합니다.");
    const fixed = await update(2, {
      updtDt: v2.updtDt,
      questions: qs.map((q, i) => (i === 0 ? { ...q, choices: q.choices.slice(1) } : q)),
    });
    expect(fixed.status).toBe(400);
    expect(fixed.body.message).toBe('기본 문항의 보기는 바꿀 수 없습니다. 점수만 고칠 수 있습니다.');
    expect(await stored(2)).toEqual(before);
  });

  it('saves a changed weight and a new question on the copy read; a stale copy is refused (409)', async () => {
    const v2 = await detail(2);
    const questions = [
      ...v2.questions.map((q) => (q.key === 'marketing.snsYn' ? { ...q, weight: 50 } : q)),
      {
        key: '',
        source: 'custom',
        dimension: 'MARKETING',
        text: '고객 후기를 관리하고 있나요?',
        weight: 25,
        choices: [
          { code: '', label: '예', points: 100 },
          { code: '', label: '아니오', points: 0 },
        ],
      },
    ];
    const res = await update(2, { updtDt: v2.updtDt, questions });
    expect(res.status).toBe(200);
    const saved = await detail(2);
    expect(saved.questions.at(-1)).toMatchObject({
      key: 'c1',
      choices: [
        { code: '1', label: '예', points: 100 },
        { code: '2', label: '아니오', points: 0 },
      ],
    });
    const stale = await update(2, { updtDt: v2.updtDt, questions: v2.questions });
    expect(stale.status).toBe(409);
    expect((await detail(2)).questions).toHaveLength(18);
    // Still a draft: members keep answering 제1판.
    expect((await call(app, 'GET', '/v1/app/diagn/version')).body.verNo).toBe(1);
  });

  it('publishes once when two operators publish at once; the published version never changes', async () => {
    const other = await newOperator(app, ['SYSTEM']);
    const { updtDt } = await detail(2);
    const results = await Promise.all([
      publish(2, updtDt),
      call(app, 'PUT', `${BASE}/2/publish`, { token: other.token, body: { updtDt } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const v2 = await detail(2);
    expect(v2).toMatchObject({ state: 'PUBLISHED', current: true });
    expect(v2.pblsrNm).not.toBeNull();
    expect((await update(2, { updtDt: v2.updtDt, questions: v2.questions })).status).toBe(409);
    expect((await audits(2)).map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'PUBLISH']);
    const list = (await call(app, 'GET', BASE, { token: desk.token })).body as (Detail & { resultCnt: number })[];
    expect(list.map((v) => [v.verNo, v.state, v.current])).toEqual([
      [2, 'PUBLISHED', true],
      [1, 'PUBLISHED', false],
    ]);
    expect(list[1]!.resultCnt).toBeGreaterThanOrEqual(1);
  });

  it('scores new answers with 제2판 and keeps an older result with 제1판, its questions and its score', async () => {
    const current = await call(app, 'GET', '/v1/app/diagn/version');
    expect(current.body.customQuestions).toEqual([
      {
        key: 'c1',
        text: '고객 후기를 관리하고 있나요?',
        choices: [
          { code: '1', label: '예' },
          { code: '2', label: '아니오' },
        ],
      },
    ]);
    const missing = await check(answers);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      { field: 'custom.c1', message: "'고객 후기를 관리하고 있나요?' 문항에 답해 주세요." },
    ]);
    const r = await check({ ...answers, custom: { c1: '1' } });
    expect(r.status).toBe(200);
    // MARKETING (50·75 + 50·100 (SNS, weight 50 now) + 25·0 (no live) + 25·100 (reviews)) / 150 = 75
    expect(r.body.dimensions.find((d: { code: string }) => d.code === 'MARKETING').score).toBe(75);
    expect(r.body.version).toMatchObject({ verNo: 2, verNm: '제2판', current: true, notice: null });
    expect(r.body.questions).toHaveLength(18);

    const old = await call(app, 'GET', `/v1/app/diagn/his/${v1Result}`, { token: member.token });
    expect(old.status).toBe(200);
    expect(old.body.version).toMatchObject({
      verNo: 1,
      verNm: '제1판',
      current: false,
      notice: '2026년 11월 25일 기준 문항(제1판)으로 진단한 결과입니다.',
    });
    expect(old.body.dimensions.find((d: { code: string }) => d.code === 'MARKETING').score).toBe(63);
    expect(old.body.questions).toHaveLength(17);
    expect(old.body.questions.find((q: { text: string }) => q.text.startsWith('SNS'))).toMatchObject({
      dimension: 'MARKETING',
      weight: 25,
      answer: '예',
      points: 100,
    });
    const rows = await db.selectFrom('diagnHis').select(['diagnHisId', 'diagnVerNo']).orderBy('diagnHisId').execute();
    expect(rows.find((h) => h.diagnHisId === v1Result)!.diagnVerNo).toBe(1);
    expect(rows.find((h) => h.diagnHisId === r.body.diagnHisId)!.diagnVerNo).toBe(2);
  });
});
