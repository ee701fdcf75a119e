import { QUESTION_TYPE } from '@onfan/contracts/code';
import { SURVEY_MESSAGES } from '@onfan/contracts/survey';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { addDays } from '../../lib/seoul-time.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newMember } from '../auth/auth.testkit.js';
import { SurveyRepository } from './survey.repository.js';

// 2026-03-10 23:30 UTC is already 2026-03-11 08:30 in Seoul: "today" is the 11th.
const clock = fixedClock('2026-03-10T23:30:00Z');
const today = '20260311';

const ANSES = '/v1/app/survey/quest/anses';

describe('surveys', async () => {
  const { app, database } = await createTestApp({ clock });
  const repo = new SurveyRepository(database.db);

  /** A survey of the three kinds, its questions inserted out of order (sortSeq decides): choice, star, choice, text. */
  const make = async (nm: string, start: number, end: number, rsltOpenYn: 'Y' | 'N' = 'Y') => {
    const surveyId = await repo.insertSurvey({
      surveyNm: nm,
      surveyExpln: `${nm} 안내`,
      surveyBgngYmd: addDays(today, start),
      surveyEndYmd: addDays(today, end),
      rsltOpenYn,
      regDt: clock.now().toISOString(),
    });
    const text = await repo.insertQuest(
      { surveyId, questNm: '바라는 점을 적어주세요.', questPattnDcd: QUESTION_TYPE.freeText, sortSeq: 40 },
      [],
    );
    const star = await repo.insertQuest(
      { surveyId, questNm: '만족도를 별점으로 알려주세요.', questPattnDcd: QUESTION_TYPE.starRating, sortSeq: 20 },
      [],
    );
    const choice = await repo.insertQuest(
      { surveyId, questNm: '가장 자주 쓰는 서비스는?', questPattnDcd: QUESTION_TYPE.single, sortSeq: 10 },
      ['지원사업', '스튜디오', '커뮤니티'],
    );
    const again = await repo.insertQuest(
      { surveyId, questNm: '추천하시겠어요?', questPattnDcd: QUESTION_TYPE.single, sortSeq: 30 },
      ['예', '아니요'],
    );
    const quests = await repo.quests(surveyId);
    const itemsOf = (questId: number) => quests.find((q) => q.questId === questId)!.items.map((i) => i.quesitmId);
    return { surveyId, choice, star, again, text, items: itemsOf(choice), againItems: itemsOf(again) };
  };
  type Made = Awaited<ReturnType<typeof make>>;
  const fullSheet = (s: Made, over: { pick?: number; stars?: number } = {}) => [
    { questId: s.choice, quesitmId: s.items[over.pick ?? 0] },
    { questId: s.star, chcAns: over.stars ?? 4 },
    { questId: s.again, quesitmId: s.againItems[0] },
    { questId: s.text, inptAns: '알림 기능이 있으면 좋겠습니다.' },
  ];
  const submit = (token: string, surveyId: number, sheet: unknown) =>
    call(app, 'POST', ANSES, {
      token,
      body: { surveyId, questAnsJson: typeof sheet === 'string' ? sheet : JSON.stringify(sheet) },
    });
  const sheets = async (surveyId: number) =>
    Number(
      (
        await database.db
          .selectFrom('surveyAns')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('surveyId', '=', surveyId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  const s = {
    open: await make('시계시험 진행 설문', -3, 10),
    lastDay: await make('시계시험 오늘마감 설문', -3, 0),
    closed: await make('시계시험 마감 설문', -20, -1),
    upcoming: await make('시계시험 예정 설문', 1, 10),
    race: await make('시계시험 동시제출 설문', -1, 5),
    hidden: await make('시계시험 결과비공개 설문', -1, 5, 'N'),
  };

  it('lists surveys with their state, open first, and the answered state only for the member who answered', async () => {
    const member = await newMember(app);
    expect((await submit(member.token, s.open.surveyId, fullSheet(s.open))).status).toBe(200);
    const mine = await call(app, 'GET', '/v1/app/surveys', { token: member.token });
    expect(mine.status).toBe(200);
    const byName = new Map(mine.body.map((x: { surveyNm: string }) => [x.surveyNm, x]));
    expect(byName.get('시계시험 진행 설문')).toMatchObject({ state: 'open', questCnt: 4, rsltOpenYn: 'Y' });
    expect((byName.get('시계시험 진행 설문') as { surveyAnsId: number }).surveyAnsId).toBeGreaterThan(0);
    expect(byName.get('시계시험 오늘마감 설문')).toMatchObject({ state: 'open', surveyAnsId: 0 });
    expect(byName.get('시계시험 마감 설문')).toMatchObject({ state: 'closed', surveyAnsId: 0 });
    expect(byName.get('시계시험 예정 설문')).toMatchObject({ state: 'upcoming' });
    const states = mine.body.map((x: { state: string }) => x.state);
    expect(states.indexOf('closed')).toBeGreaterThan(states.lastIndexOf('open'));
    const anonymous = await call(app, 'GET', '/v1/app/surveys');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.every((x: { surveyAnsId: number }) => x.surveyAnsId === 0)).toBe(true);
    const other = await newMember(app);
    const theirs = await call(app, 'GET', '/v1/app/surveys', { token: other.token });
    expect(theirs.body.find((x: { surveyId: number }) => x.surveyId === s.open.surveyId).surveyAnsId).toBe(0);
  });

  it('answers the questions by sortSeq with their items, and 404 or 400 in Korean', async () => {
    const res = await call(app, 'GET', `/v1/app/survey/${s.open.surveyId}/quests`);
    expect(res.status).toBe(200);
    expect(res.body.surveyNm).toBe('시계시험 진행 설문');
    expect(res.body.quests.map((q: { questId: number }) => q.questId)).toEqual([
      s.open.choice,
      s.open.star,
      s.open.again,
      s.open.text,
    ]);
    expect(res.body.quests[0]).toMatchObject({ questPattnDcd: '1006001', sortSeq: 10 });
    expect(res.body.quests[0].items.map((i: { quesitmNm: string }) => i.quesitmNm)).toEqual([
      '지원사업',
      '스튜디오',
      '커뮤니티',
    ]);
    expect(res.body.quests[1].items).toEqual([]);
    const missing = await call(app, 'GET', '/v1/app/survey/999999/quests');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(SURVEY_MESSAGES.notFound);
    const bad = await call(app, 'GET', '/v1/app/survey/abc/quests');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(SURVEY_MESSAGES.invalidId);
  });

  it('checks the sheet against the questions and stores nothing refused', async () => {
    const { token } = await newMember(app);
    const x = s.open;
    const full = fullSheet(x);
    const refused = async (sheet: unknown, message: string) => {
      const res = await submit(token, x.surveyId, sheet);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    };
    await refused([full[0], full[2]], '2, 4번 문항에 답해주세요.');
    await refused([full[0], full[1], full[2], { questId: x.text, inptAns: '   ' }], '4번 문항에 답해주세요.');
    await refused([], '1, 2, 3, 4번 문항에 답해주세요.');
    await refused(
      [{ ...full[0], quesitmId: x.againItems[0] }, ...full.slice(1)],
      '1번 문항의 보기를 다시 선택해주세요.',
    );
    await refused(fullSheet(x, { stars: 6 }), '2번 문항의 별점은 1점부터 5점까지 선택해주세요.');
    await refused(fullSheet(x, { stars: 0 }), '2번 문항의 별점은 1점부터 5점까지 선택해주세요.');
    await refused(
      [...full.slice(0, 3), { questId: x.text, inptAns: '가'.repeat(501) }],
      '4번 문항은 500자 이내로 입력해주세요.',
    );
    await refused([...full, { questId: s.closed.star, chcAns: 3 }], SURVEY_MESSAGES.unknownQuestion);
    await refused('{"questId":', SURVEY_MESSAGES.invalidJson);
    await refused('{"questId":1}', SURVEY_MESSAGES.invalidJson);
    await refused([{ questId: 'x' }], SURVEY_MESSAGES.invalidJson);
    await refused([full[0], full[0], full[1], full[2], full[3]], SURVEY_MESSAGES.invalidJson);
    const notString = await call(app, 'POST', ANSES, { token, body: { surveyId: x.surveyId, questAnsJson: [1] } });
    expect(notString.status).toBe(400);
    expect(notString.body.message).toBe(SURVEY_MESSAGES.invalidJson);
    const before = await sheets(x.surveyId);
    expect(await sheets(x.surveyId)).toBe(before);
    const okText = await submit(token, x.surveyId, [
      ...full.slice(0, 3),
      { questId: x.text, inptAns: '가'.repeat(500) },
    ]);
    expect(okText.status).toBe(200);
    expect(okText.body).toMatchObject({ number: 200, message: '설문이 제출되었습니다.' });
    expect(okText.body.surveyAnsId).toBeGreaterThan(0);
    expect(await sheets(x.surveyId)).toBe(before + 1);
    expect((await call(app, 'POST', ANSES, { body: { surveyId: x.surveyId, questAnsJson: '[]' } })).status).toBe(401);
  });

  it('refuses answers before and after the period, changing nothing', async () => {
    const { token } = await newMember(app);
    const early = await submit(token, s.upcoming.surveyId, fullSheet(s.upcoming));
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(SURVEY_MESSAGES.notStarted);
    const late = await submit(token, s.closed.surveyId, fullSheet(s.closed));
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(SURVEY_MESSAGES.closed);
    const draft = await call(app, 'PUT', `/v1/app/survey/${s.closed.surveyId}/draft`, {
      token,
      body: { questAnsJson: '[]' },
    });
    expect(draft.status).toBe(400);
    expect(draft.body.message).toBe(SURVEY_MESSAGES.closed);
    expect(await sheets(s.upcoming.surveyId)).toBe(0);
    expect(await sheets(s.closed.surveyId)).toBe(0);
    const missing = await submit(token, 999999, []);
    expect(missing.status).toBe(404);
  });

  it('decides 10 simultaneous submissions in the database: exactly one wins', async () => {
    const { token } = await newMember(app);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => submit(token, s.race.surveyId, fullSheet(s.race))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const lost = results.filter((r) => r.status === 409);
    expect(lost).toHaveLength(9);
    expect(lost[0]!.body.message).toBe(SURVEY_MESSAGES.alreadyAnswered);
    expect(await sheets(s.race.surveyId)).toBe(1);
    const rows = await database.db
      .selectFrom('surveyAnsDtl as d')
      .innerJoin('surveyAns as a', 'a.surveyAnsId', 'd.surveyAnsId')
      .where('a.surveyId', '=', s.race.surveyId)
      .select('d.questId')
      .execute();
    expect(rows).toHaveLength(4);
  });

  it('saves a half-answered survey, resumes it, and drops it on submit', async () => {
    const { token } = await newMember(app);
    const x = s.lastDay;
    const url = `/v1/app/survey/${x.surveyId}/draft`;
    expect((await call(app, 'GET', url)).status).toBe(401);
    const none = await call(app, 'GET', url, { token });
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
    const partial = [
      { questId: x.choice, quesitmId: x.items[1] },
      { questId: x.star, chcAns: 3 },
    ];
    const saved = await call(app, 'PUT', url, { token, body: { questAnsJson: JSON.stringify(partial) } });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(SURVEY_MESSAGES.draftSaved);
    const again = [...partial, { questId: x.text, inptAns: '이어서 씁니다' }];
    expect((await call(app, 'PUT', url, { token, body: { questAnsJson: JSON.stringify(again) } })).status).toBe(200);
    const resumed = await call(app, 'GET', url, { token });
    expect(resumed.status).toBe(200);
    expect(JSON.parse(resumed.body.questAnsJson)).toEqual(again);
    expect(resumed.body.mdfcnDt).toMatch(/\+09:00$/);
    const list = await call(app, 'GET', '/v1/app/surveys', { token });
    expect(list.body.find((v: { surveyId: number }) => v.surveyId === x.surveyId).draftYn).toBe('Y');
    const badStar = await call(app, 'PUT', url, {
      token,
      body: { questAnsJson: JSON.stringify([{ questId: x.star, chcAns: 9 }]) },
    });
    expect(badStar.status).toBe(400);
    expect(badStar.body.message).toBe('2번 문항의 별점은 1점부터 5점까지 선택해주세요.');
    const malformed = await call(app, 'PUT', url, { token, body: { questAnsJson: 'not json' } });
    expect(malformed.body.message).toBe(SURVEY_MESSAGES.invalidJson);
    // Another member's draft is their own.
    const other = await newMember(app);
    expect((await call(app, 'GET', url, { token: other.token })).body).toBeNull();
    expect((await submit(token, x.surveyId, fullSheet(x))).status).toBe(200);
    expect((await call(app, 'GET', url, { token })).body).toBeNull();
    const after = await call(app, 'PUT', url, { token, body: { questAnsJson: '[]' } });
    expect(after.status).toBe(409);
    expect(after.body.message).toBe(SURVEY_MESSAGES.alreadyAnswered);
  });

  it('shows the aggregate results only to members who answered a survey that allows it', async () => {
    const x = s.race;
    const url = `/v1/app/survey/${x.surveyId}/result`;
    const a = await newMember(app);
    const b = await newMember(app);
    expect((await call(app, 'GET', url)).status).toBe(401);
    const before = await call(app, 'GET', url, { token: a.token });
    expect(before.status).toBe(403);
    expect(before.body.message).toBe(SURVEY_MESSAGES.resultAfterAnswer);
    const prior = await sheets(x.surveyId);
    expect((await submit(a.token, x.surveyId, fullSheet(x, { pick: 1, stars: 5 }))).status).toBe(200);
    expect((await submit(b.token, x.surveyId, fullSheet(x, { pick: 1, stars: 2 }))).status).toBe(200);
    const res = await call(app, 'GET', url, { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.ansCnt).toBe(prior + 2);
    const [choice, star, , text] = res.body.quests;
    // The race's winner chose the first item with 4 stars; a and b chose the second with 5 and 2.
    expect(choice.rows).toEqual([
      { label: '지원사업', cnt: 1, pct: 33.3 },
      { label: '스튜디오', cnt: 2, pct: 66.7 },
      { label: '커뮤니티', cnt: 0, pct: 0 },
    ]);
    expect(star.avgScore).toBe(3.7);
    expect(star.rows.map((r: { label: string; cnt: number }) => `${r.label}:${r.cnt}`)).toEqual([
      '5점:1',
      '4점:1',
      '3점:0',
      '2점:1',
      '1점:0',
    ]);
    expect(text).toMatchObject({ ansCnt: 3, rows: [], avgScore: null });
    expect(JSON.stringify(res.body)).not.toContain('알림 기능');
    // A survey that keeps its results closed: refused even after answering.
    expect((await submit(a.token, s.hidden.surveyId, fullSheet(s.hidden))).status).toBe(200);
    const hidden = await call(app, 'GET', `/v1/app/survey/${s.hidden.surveyId}/result`, { token: a.token });
    expect(hidden.status).toBe(403);
    expect(hidden.body.message).toBe(SURVEY_MESSAGES.resultNotOpen);
  });

  it('keeps the demo surveys: one answered by demo-member, one open, one closed', async () => {
    const token = await login(app, 'demo-member');
    const list = await call(app, 'GET', '/v1/app/surveys', { token });
    const byName = new Map(list.body.map((x: { surveyNm: string }) => [x.surveyNm, x]));
    const answered = byName.get('2026 온판 포털 이용 만족도 조사') as { surveyId: number; surveyAnsId: number };
    expect(answered.surveyAnsId).toBeGreaterThan(0);
    expect((byName.get('라이브 스튜디오 이용 경험 설문') as { surveyAnsId: number }).surveyAnsId).toBe(0);
    const closed = await call(
      app,
      'GET',
      `/v1/app/survey/${(byName.get('2026 하반기 지원사업 수요 조사') as { surveyId: number }).surveyId}/quests`,
    );
    expect(new Set(closed.body.quests.map((q: { questPattnDcd: string }) => q.questPattnDcd))).toEqual(
      new Set(['1006001', '1006003', '1006004']),
    );
    const result = await call(app, 'GET', `/v1/app/survey/${answered.surveyId}/result`, { token });
    expect(result.status).toBe(200);
    expect(result.body.ansCnt).toBe(5);
  });

  it('closes at the end of the last Seoul day', async () => {
    // Last of all: moving the clock on ends the sessions opened before.
    clock.set('2026-03-11T14:59:58Z'); // 23:59:58 in Seoul on the last day
    const open = await call(app, 'GET', `/v1/app/survey/${s.lastDay.surveyId}/quests`);
    expect(open.body.state).toBe('open');
    clock.set('2026-03-11T15:00:00Z'); // midnight: the 12th in Seoul
    const closed = await call(app, 'GET', `/v1/app/survey/${s.lastDay.surveyId}/quests`);
    expect(closed.body.state).toBe('closed');
    const { token } = await newMember(app);
    const refused = await submit(token, s.lastDay.surveyId, fullSheet(s.lastDay));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(SURVEY_MESSAGES.closed);
  });
});
