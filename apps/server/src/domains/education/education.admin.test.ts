import { ADMIN_MESSAGES } from '@onfan/contracts/admin';
import { EDU_MESSAGES } from '@onfan/contracts/education';
import { EDU_DESK_MESSAGES, EDU_QUIZ_MESSAGES } from '@onfan/contracts/education.admin';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, newMember, newOperator } from '../auth/auth.testkit.js';
import { bandOf } from './education.admin.service.js';
import { gradeQuiz } from './education.service.js';

// 2026-12-08 10:00 in Seoul.
const clock = fixedClock('2026-12-08T01:00:00.000Z');
const A = '/v1/app/education/admin';

describe('the e-learning desk', async () => {
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  const desk = await newOperator(app, ['EDUCATION'], { userNm: '교육담당' });
  let seq = 0;
  const courseBody = (over: object = {}) => ({
    crsNm: `온라인 판로 첫걸음 ${++seq}`,
    crsSmry: '처음 온라인에 상품을 올리는 소상공인을 위한 과정',
    crsDesc: '<p>상품 등록부터 첫 주문까지 따라 합니다.</p><script>alert(1)</script>',
    goals: '상품을 등록한다\n첫 주문을 받는다',
    ctgrCd: 'online',
    lvlCd: '1',
    instrNm: '김강사',
    ...over,
  });
  const quizLesson = {
    lsnNm: '확인 퀴즈',
    lrnMin: 5,
    lsnKind: 'QUIZ',
    passPct: 60,
    questions: [
      { qstnCn: '상품 사진은 몇 장부터 좋을까요?', choices: ['1장', '3장 이상'], answerNo: 2 },
      { qstnCn: '배송비는 어디에 적나요?', choices: ['상품 설명', '배송 정보', '리뷰'], answerNo: 2 },
    ],
  };
  const textLesson = { lsnNm: '상품 등록하기', lrnMin: 10, lsnKind: 'TEXT', lsnCn: '<p>사진과 설명을 준비합니다.</p>' };
  const detail = async (id: number) => (await call(app, 'GET', `${A}/courses/${id}`, { token: desk.token })).body;
  const audits = (id: number) =>
    db
      .selectFrom('oprAudit')
      .selectAll()
      .where('targetKind', '=', 'eduCourse')
      .where('targetId', '=', String(id))
      .execute();

  /** A course with a text lesson and a quiz lesson, published. */
  const publishedCourse = async () => {
    const created = await call(app, 'POST', `${A}/courses`, { token: desk.token, body: courseBody() });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.eduCrsId as number;
    let d = await detail(id);
    expect(
      (
        await call(app, 'POST', `${A}/courses/${id}/lessons`, {
          token: desk.token,
          body: { ...textLesson, updtDt: d.updtDt },
        })
      ).status,
    ).toBe(200);
    d = await detail(id);
    const q = await call(app, 'POST', `${A}/courses/${id}/lessons`, {
      token: desk.token,
      body: { ...quizLesson, updtDt: d.updtDt },
    });
    expect(q.status, JSON.stringify(q.body)).toBe(200);
    d = await detail(id);
    const pub = await call(app, 'PUT', `${A}/courses/${id}/visibility`, {
      token: desk.token,
      body: { useYn: 'Y', updtDt: d.updtDt },
    });
    expect(pub.body.message).toBe(EDU_DESK_MESSAGES.published);
    d = await detail(id);
    return { id, text: d.lessons[0].eduLsnId as number, quiz: d.lessons[1].eduLsnId as number, detail: d };
  };
  /** A member enrolled in the course (consent and its five days are the member side's own tests). */
  const enrolled = async (eduCrsId: number) => {
    const m = await newMember(app);
    await db
      .insertInto('eduEnrol')
      .values({ eduCrsId, userId: m.userId, enrolYmd: '20261201', regDt: '2026-12-01T00:00:00Z' })
      .execute();
    return m;
  };
  const lessonUrl = (c: number, l: number) => `/v1/app/edu/course/${c}/lesson/${l}`;

  it('is refused to a visitor, a member and an operator without the education or system role', async () => {
    const member = await newMember(app);
    const other = await newOperator(app, ['CONTENT']);
    expect((await call(app, 'GET', `${A}/courses`)).status).toBe(401);
    expect((await call(app, 'GET', `${A}/courses`, { token: member.token })).status).toBe(403);
    const refused = await call(app, 'GET', `${A}/courses`, { token: other.token });
    expect(refused.body).toMatchObject({ number: 403, message: ADMIN_MESSAGES.roleRequired });
    const system = await newOperator(app, ['SYSTEM']);
    expect((await call(app, 'GET', `${A}/courses`, { token: system.token })).status).toBe(200);
  });

  it('creates a hidden course, refuses bad input in Korean at the field, publishes it with an audit row each', async () => {
    const bad = await call(app, 'POST', `${A}/courses`, {
      token: desk.token,
      body: courseBody({ crsNm: ' ', freeYn: 'N', price: 0 }),
    });
    expect(bad.status).toBe(400);
    const fields = (bad.body.errors as { field: string; message: string }[]).map((e) => [e.field, e.message]);
    expect(fields).toContainEqual(['crsNm', EDU_DESK_MESSAGES.nameRequired]);
    expect(fields).toContainEqual(['price', EDU_DESK_MESSAGES.pricePaid]);
    expect(fields).toContainEqual(['extUrl', EDU_DESK_MESSAGES.extUrlRequired]);

    const created = await call(app, 'POST', `${A}/courses`, { token: desk.token, body: courseBody() });
    const id = created.body.eduCrsId as number;
    const d = await detail(id);
    expect(d).toMatchObject({ useYn: 'N', lsnCnt: 0, thmbUrl: null });
    expect(d.crsDesc).not.toContain('<script');
    // Hidden: not in the catalogue, not on the public page.
    expect((await call(app, 'GET', `/v1/app/edu/course/${id}`)).status).toBe(404);
    // Publishing without a lesson is refused.
    const empty = await call(app, 'PUT', `${A}/courses/${id}/visibility`, {
      token: desk.token,
      body: { useYn: 'Y', updtDt: d.updtDt },
    });
    expect(empty.body).toMatchObject({ number: 400, message: EDU_DESK_MESSAGES.publishEmpty });
    // A quiz lesson needs questions, a pass mark and an answer among its choices.
    const badQuiz = await call(app, 'POST', `${A}/courses/${id}/lessons`, {
      token: desk.token,
      body: {
        ...quizLesson,
        passPct: null,
        questions: [{ qstnCn: '문항', choices: ['가', '나'], answerNo: 3 }],
        updtDt: d.updtDt,
      },
    });
    expect(badQuiz.status).toBe(400);
    expect(badQuiz.body.errors).toContainEqual({ field: 'passPct', message: EDU_DESK_MESSAGES.passPctRequired });
    expect(badQuiz.body.errors).toContainEqual({
      field: 'questions.0.answerNo',
      message: EDU_DESK_MESSAGES.answerRequired,
    });
    expect((await detail(id)).updtDt).toBe(d.updtDt);

    const c = await publishedCourse();
    expect((await call(app, 'GET', `/v1/app/edu/course/${c.id}`)).body.lessons).toHaveLength(2);
    expect(c.detail.lessons[1]).toMatchObject({ lsnKind: 'QUIZ', passPct: 60, questions: quizLesson.questions });
    expect((await audits(c.id)).map((a) => a.action)).toEqual(['CREATE', 'ADD_LESSON', 'ADD_LESSON', 'PUBLISH']);
  });

  it('refuses a change on a stale copy with 409 and changes nothing', async () => {
    const c = await publishedCourse();
    const old = c.detail.updtDt as string;
    const first = await call(app, 'PUT', `${A}/courses/${c.id}`, {
      token: desk.token,
      body: { ...courseBody({ crsNm: `수정 ${seq}` }), updtDt: old },
    });
    expect(first.status).toBe(200);
    const after = await detail(c.id);
    const stale = await call(app, 'PUT', `${A}/courses/${c.id}`, {
      token: desk.token,
      body: { ...courseBody(), updtDt: old },
    });
    expect(stale.body).toMatchObject({ number: 409, message: ADMIN_MESSAGES.staleCopy });
    const staleLesson = await call(app, 'POST', `${A}/courses/${c.id}/lessons`, {
      token: desk.token,
      body: { ...textLesson, updtDt: old },
    });
    expect(staleLesson.status).toBe(409);
    expect(await detail(c.id)).toEqual(after);
  });

  it('reorders lessons; of two reorders on one copy at once, one is refused', async () => {
    const c = await publishedCourse();
    const order = (ids: number[]) =>
      call(app, 'PUT', `${A}/courses/${c.id}/lessons/order`, {
        token: desk.token,
        body: { eduLsnIds: ids, updtDt: c.detail.updtDt },
      });
    const wrong = await order([c.text]);
    expect(wrong.body).toMatchObject({ number: 400, message: EDU_DESK_MESSAGES.orderInvalid });
    const [a, b] = await Promise.all([order([c.quiz, c.text]), order([c.quiz, c.text])]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const d = await detail(c.id);
    expect(d.lessons.map((l: { eduLsnId: number; lsnNo: number }) => [l.eduLsnId, l.lsnNo])).toEqual([
      [c.quiz, 1],
      [c.text, 2],
    ]);
  });

  it('grades a quiz on the server, keeps attempts, and completes the course only after a pass', async () => {
    const c = await publishedCourse();
    const m = await enrolled(c.id);
    const lesson = await call(app, 'GET', lessonUrl(c.id, c.quiz), { token: m.token });
    expect(lesson.body.lsnKind).toBe('QUIZ');
    expect(JSON.stringify(lesson.body.quiz)).not.toContain('answerNo');
    expect(lesson.body.quiz.questions).toHaveLength(2);
    // A quiz lesson is not finished by the button.
    const skip = await call(app, 'PUT', `${lessonUrl(c.id, c.quiz)}/done`, { token: m.token });
    expect(skip.body).toMatchObject({ number: 400, message: EDU_QUIZ_MESSAGES.passToFinish });
    expect((await call(app, 'PUT', `${lessonUrl(c.id, c.text)}/done`, { token: m.token })).body.enrolment.cmplYn).toBe(
      'N',
    );
    // Missing answers: 400, no attempt.
    const short = await call(app, 'POST', `${lessonUrl(c.id, c.quiz)}/quiz`, {
      token: m.token,
      body: { answers: [2] },
    });
    expect(short.body).toMatchObject({ number: 400, message: EDU_QUIZ_MESSAGES.answersRequired });
    const fail = await call(app, 'POST', `${lessonUrl(c.id, c.quiz)}/quiz`, {
      token: m.token,
      body: { answers: [1, 2] },
    });
    expect(fail.body).toMatchObject({
      passYn: 'N',
      scorePct: 50,
      crctCnt: 1,
      message: EDU_QUIZ_MESSAGES.failed(50, 60),
    });
    expect(fail.body.enrolment).toMatchObject({ cmplYn: 'N', certNo: null });
    const pass = await call(app, 'POST', `${lessonUrl(c.id, c.quiz)}/quiz`, {
      token: m.token,
      body: { answers: [2, 2] },
    });
    expect(pass.body).toMatchObject({ passYn: 'Y', scorePct: 100 });
    expect(pass.body.message).toBe(`${EDU_QUIZ_MESSAGES.passed(100, 60)} ${EDU_MESSAGES.courseCompleted}`);
    expect(pass.body.enrolment.certNo).toMatch(/^EDU-/);
    const again = await call(app, 'GET', lessonUrl(c.id, c.quiz), { token: m.token });
    expect(again.body.quiz.attempts.map((a: { passYn: string }) => a.passYn)).toEqual(['Y', 'N']);
    expect(again.body.quiz.passedYn).toBe('Y');
    // The desk's table: masked, completed.
    const rows = (await call(app, 'GET', `${A}/courses/${c.id}/enrolments`, { token: desk.token })).body.items;
    expect(rows[0]).toMatchObject({ state: 'COMPLETED', progressPct: 100, certNo: pass.body.enrolment.certNo });
    expect(rows[0].userNm).not.toBe(m.userNm);
    expect(rows[0].lgnId).not.toBe(m.lgnId);
    const progress = (await call(app, 'GET', `${A}/courses/${c.id}/progress`, { token: desk.token })).body;
    expect(progress.bands.at(-1)).toEqual({ name: '수료', cnt: 1 });
    expect(progress.chart.series.at(-1).total).toBe(1);
  });

  it('keeps progress sensible when a published course changes: a new quiz is taken again, a removed lesson completes', async () => {
    const c = await publishedCourse();
    const done = await enrolled(c.id);
    const learning = await enrolled(c.id);
    await call(app, 'PUT', `${lessonUrl(c.id, c.text)}/done`, { token: done.token });
    await call(app, 'POST', `${lessonUrl(c.id, c.quiz)}/quiz`, { token: done.token, body: { answers: [2, 2] } });
    await call(app, 'POST', `${lessonUrl(c.id, c.quiz)}/quiz`, { token: learning.token, body: { answers: [2, 2] } });
    // The quiz changes: the member still learning takes it again; the completed one keeps the certificate.
    let d = await detail(c.id);
    const edit = await call(app, 'PUT', `${A}/courses/${c.id}/lessons/${c.quiz}`, {
      token: desk.token,
      body: { ...quizLesson, passPct: 100, updtDt: d.updtDt },
    });
    expect(edit.body.message).toBe(EDU_DESK_MESSAGES.lessonUpdatedReset(1));
    const l = await call(app, 'GET', lessonUrl(c.id, c.quiz), { token: learning.token });
    expect(l.body.doneYn).toBe('N');
    expect((await call(app, 'GET', lessonUrl(c.id, c.quiz), { token: done.token })).body.enrolment.cmplYn).toBe('Y');
    // The learner passes the new quiz; the text lesson is then taken out: they have finished all that is left.
    await call(app, 'POST', `${lessonUrl(c.id, c.quiz)}/quiz`, { token: learning.token, body: { answers: [2, 2] } });
    d = await detail(c.id);
    const removed = await call(
      app,
      'DELETE',
      `${A}/courses/${c.id}/lessons/${c.text}?updtDt=${encodeURIComponent(d.updtDt)}`,
      {
        token: desk.token,
      },
    );
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const after = await call(app, 'GET', lessonUrl(c.id, c.quiz), { token: learning.token });
    expect(after.body).toMatchObject({ lsnNo: 1, enrolment: { cmplYn: 'Y', progressPct: 100 } });
    const told = await db.selectFrom('ntf').select('ntfKind').where('userId', '=', learning.userId).execute();
    expect(told.map((t) => t.ntfKind)).toContain('COURSE_COMPLETED');
  });

  it('revokes and re-issues a certificate with a reason; the verification page says so; the member is told', async () => {
    const c = await publishedCourse();
    const m = await enrolled(c.id);
    await call(app, 'PUT', `${lessonUrl(c.id, c.text)}/done`, { token: m.token });
    const pass = await call(app, 'POST', `${lessonUrl(c.id, c.quiz)}/quiz`, {
      token: m.token,
      body: { answers: [2, 2] },
    });
    const certNo = pass.body.enrolment.certNo as string;
    const row = async () =>
      (await call(app, 'GET', `${A}/courses/${c.id}/enrolments`, { token: desk.token })).body.items[0];
    const r = await row();
    const noReason = await call(app, 'PUT', `${A}/certificates/${certNo}/revoke`, {
      token: desk.token,
      body: { updtDt: r.updtDt, reason: ' ' },
    });
    expect(noReason.body).toMatchObject({
      number: 400,
      errors: [{ field: 'reason', message: ADMIN_MESSAGES.reasonRequired }],
    });
    const stale = await call(app, 'PUT', `${A}/certificates/${certNo}/revoke`, {
      token: desk.token,
      body: { updtDt: 'x', reason: '부정 수강' },
    });
    expect(stale.status).toBe(409);
    expect((await row()).state).toBe('COMPLETED');
    const revoke = await call(app, 'PUT', `${A}/certificates/${certNo}/revoke`, {
      token: desk.token,
      body: { updtDt: r.updtDt, reason: '부정 수강 확인' },
    });
    expect(revoke.body.message).toBe(EDU_DESK_MESSAGES.certRevoked);
    const verify = await call(app, 'GET', `/v1/app/edu/cert/verify?certNo=${certNo}`);
    expect(verify.body).toMatchObject({ certNo, state: 'REVOKED', stateYmd: '20261208' });
    expect((await call(app, 'GET', `/v1/app/edu/cert/${certNo}`, { token: m.token })).body).toMatchObject({
      number: 409,
      message: EDU_MESSAGES.certRevokedDownload,
    });
    const told = await db.selectFrom('ntf').select(['ntfKind', 'ntfCn']).where('userId', '=', m.userId).execute();
    expect(told.find((t) => t.ntfKind === 'COURSE_CERTIFICATE_REVOKED')?.ntfCn).toContain('부정 수강 확인');
    const audit = await db
      .selectFrom('oprAudit')
      .selectAll()
      .where('targetKind', '=', 'eduCertificate')
      .where('targetId', '=', certNo)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['REVOKE']);

    const r2 = await row();
    expect(r2).toMatchObject({ state: 'REVOKED', certRvkYmd: '20261208' });
    const reissue = await call(app, 'PUT', `${A}/certificates/${certNo}/reissue`, {
      token: desk.token,
      body: { updtDt: r2.updtDt, reason: '이의 신청 인용' },
    });
    const fresh = reissue.body.certNo as string;
    expect(fresh).not.toBe(certNo);
    expect((await call(app, 'GET', `/v1/app/edu/cert/verify?certNo=${certNo}`)).body).toMatchObject({
      state: 'REPLACED',
      newCertNo: fresh,
    });
    expect((await call(app, 'GET', `/v1/app/edu/cert/verify?certNo=${fresh}`)).body).toMatchObject({ state: 'VALID' });
    const pdf = await app.inject({
      method: 'GET',
      url: `/v1/app/edu/cert/${fresh}`,
      headers: { 'x-auth-token': m.token },
    });
    expect(pdf.statusCode).toBe(200);
  });

  it('exports the completion report only with a reason, written to the access log', async () => {
    const c = await publishedCourse();
    await enrolled(c.id);
    const url = `${A}/courses/${c.id}/enrolments/export`;
    const before = await db
      .selectFrom('prvcAccessLog')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const refused = await call(app, 'GET', url, { token: desk.token });
    expect(refused.body).toMatchObject({ number: 400 });
    const res = await app.inject({
      method: 'GET',
      url: `${url}?reason=${encodeURIComponent('분기 실적 보고')}`,
      headers: { 'x-auth-token': desk.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain('아이디');
    const log = await db.selectFrom('prvcAccessLog').selectAll().orderBy('logId', 'desc').executeTakeFirstOrThrow();
    expect(log).toMatchObject({ accessKind: 'DOWNLOAD', reason: '분기 실적 보고' });
    const after = await db
      .selectFrom('prvcAccessLog')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
  });

  it('grades and bands by the rules', () => {
    expect(gradeQuiz([{ answerNo: 1 }, { answerNo: 2 }, { answerNo: 3 }], [1, 2, 1], 60)).toEqual({
      crctCnt: 2,
      scorePct: 66,
      passYn: 'Y',
    });
    expect(gradeQuiz([{ answerNo: 1 }, { answerNo: 2 }], [2, 1], 50).passYn).toBe('N');
    expect([bandOf(0, false), bandOf(49, false), bandOf(99, false), bandOf(100, false), bandOf(10, true)]).toEqual([
      0, 1, 3, 3, 4,
    ]);
  });
});
