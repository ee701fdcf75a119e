import { QUESTION_TYPE } from '@onfan/contracts/code';
import type { SurveyAnswer } from '@onfan/contracts/survey';
import type { Database } from '../../db/database.js';
import { systemClock } from '../../lib/clock.js';
import { addDays, todaySeoulYmd } from '../../lib/seoul-time.js';
import { SurveyRepository } from './survey.repository.js';
import { checkSheet } from './survey.service.js';

type Kind = 'choice' | 'star' | 'text';
const DCD: Record<Kind, string> = {
  choice: QUESTION_TYPE.single,
  star: QUESTION_TYPE.starRating,
  text: QUESTION_TYPE.freeText,
};

interface SeedQuest {
  nm: string;
  kind: Kind;
  items?: string[];
}

/** Who answered, with their answers in question order (an item's position from 1, a score, or a text). */
type SeedSheet = [lgnId: string, answers: (number | string)[]];

interface SeedSurvey {
  nm: string;
  expln: string;
  /** Days from the seed day (Asia/Seoul). */
  start: number;
  end: number;
  rsltOpenYn: 'Y' | 'N';
  quests: SeedQuest[];
  sheets: SeedSheet[];
}

/**
 * Demo surveys written for ONFAN, relative to the seed day so each state exists on any day: one answered by
 * demo-member (results shown), one open and not answered (results shown after answering), one closed (not answered
 * by demo-member). Each uses all
 * three question kinds. No reference data.
 */
export const SURVEY_SEED: SeedSurvey[] = [
  {
    nm: '2026 온판 포털 이용 만족도 조사',
    expln: '온판을 더 편리하게 만들기 위해 포털 이용 경험을 여쭙니다. 응답은 통계 목적으로만 사용됩니다.',
    start: -10,
    end: 20,
    rsltOpenYn: 'Y',
    quests: [
      {
        nm: '온판에서 가장 자주 이용하는 서비스는 무엇인가요?',
        kind: 'choice',
        items: ['지원사업 안내·신청', '라이브 스튜디오 예약', '커뮤니티', '캠페인·크리에이터 매칭'],
      },
      { nm: '온판 포털 전반에 얼마나 만족하시나요?', kind: 'star' },
      {
        nm: '온판을 주변 소상공인에게 추천하실 의향이 있나요?',
        kind: 'choice',
        items: ['적극 추천하겠다', '추천하겠다', '보통이다', '추천하지 않겠다'],
      },
      { nm: '온판에 바라는 점이나 불편했던 점을 자유롭게 적어주세요.', kind: 'text' },
    ],
    sheets: [
      ['demo-member', [1, 4, 2, '지원사업 마감일 알림을 문자로도 받을 수 있으면 좋겠습니다.']],
      ['demo-creator', [4, 5, 1, '캠페인 신청 결과를 바로 알 수 있어 편했습니다.']],
      ['demo-ctr-food', [4, 4, 2, '크리에이터 거점 페이지에 영상을 더 올릴 수 있으면 좋겠어요.']],
      ['demo-ctr-beauty', [2, 3, 3, '스튜디오 예약 가능한 시간이 더 많았으면 합니다.']],
      ['demo-ctr-living', [3, 5, 1, '커뮤니티에서 다른 사장님들의 노하우를 얻을 수 있어 좋습니다.']],
    ],
  },
  {
    nm: '라이브 스튜디오 이용 경험 설문',
    expln: '라이브 스튜디오와 촬영 공간을 이용해 보신 경험을 들려주세요. 5분이면 충분합니다.',
    start: -3,
    end: 14,
    rsltOpenYn: 'Y',
    quests: [
      {
        nm: '스튜디오를 주로 어떤 용도로 이용하셨나요?',
        kind: 'choice',
        items: ['라이브 커머스 방송', '상품 사진·영상 촬영', '교육·세미나 녹화', '아직 이용해 보지 않았습니다'],
      },
      { nm: '예약 과정은 얼마나 편리했나요?', kind: 'star' },
      { nm: '스튜디오 장비와 시설에 얼마나 만족하시나요?', kind: 'star' },
      { nm: '스튜디오 이용과 관련해 개선이 필요한 점을 자유롭게 적어주세요.', kind: 'text' },
    ],
    sheets: [
      ['demo-creator', [1, 4, 5, '조명 장비 사용법 안내가 있으면 좋겠습니다.']],
      ['demo-ctr-fashion', [2, 3, 4, '주말에도 예약할 수 있으면 좋겠어요.']],
    ],
  },
  {
    nm: '2026 하반기 지원사업 수요 조사',
    expln: '내년 지원사업을 기획하기 위해 필요한 지원 분야를 조사했습니다. 참여해 주셔서 감사합니다.',
    start: -60,
    end: -30,
    rsltOpenYn: 'N',
    quests: [
      {
        nm: '가장 필요한 지원 분야는 무엇인가요?',
        kind: 'choice',
        items: ['온라인 판로 개척', '마케팅·홍보', '디지털 전환 교육', '자금 지원'],
      },
      { nm: '지금까지 받은 지원사업에 얼마나 만족하시나요?', kind: 'star' },
      { nm: '새로 생겼으면 하는 지원사업이 있다면 적어주세요.', kind: 'text' },
    ],
    sheets: [
      ['demo-creator', [2, 4, '크리에이터와 소상공인을 이어 주는 지원사업이 늘었으면 합니다.']],
      ['demo-ctr-food', [1, 3, '해외 온라인 쇼핑몰 입점 지원이 있었으면 합니다.']],
    ],
  },
];

/** Demo surveys with their questions and answer sheets (idempotent: a survey already there is left as it is). */
export async function seedSurveys(database: Database, options: { demo: boolean }): Promise<void> {
  if (!options.demo) return;
  const repo = new SurveyRepository(database.db);
  const today = todaySeoulYmd(systemClock);
  const now = new Date().toISOString();
  for (const s of SURVEY_SEED) {
    if ((await repo.surveyIdByName(s.nm)) !== undefined) continue;
    const surveyId = await repo.insertSurvey({
      surveyNm: s.nm,
      surveyExpln: s.expln,
      surveyBgngYmd: addDays(today, s.start),
      surveyEndYmd: addDays(today, s.end),
      rsltOpenYn: s.rsltOpenYn,
      regDt: now,
      mdfcnDt: now,
    });
    for (const [i, q] of s.quests.entries())
      await repo.insertQuest(
        { surveyId, questNm: q.nm, questPattnDcd: DCD[q.kind], sortSeq: (i + 1) * 10 },
        q.items ?? [],
      );
    const quests = await repo.quests(surveyId);
    for (const [lgnId, values] of s.sheets) {
      const userId = await repo.userIdByLogin(lgnId);
      if (userId === undefined) continue;
      const answers: SurveyAnswer[] = quests.map((q, i) => {
        const v = values[i]!;
        if (q.questPattnDcd === QUESTION_TYPE.single)
          return { questId: q.questId, quesitmId: q.items[Number(v) - 1]!.quesitmId };
        if (q.questPattnDcd === QUESTION_TYPE.starRating) return { questId: q.questId, chcAns: Number(v) };
        return { questId: q.questId, inptAns: String(v) };
      });
      const rows = checkSheet(quests, answers, true);
      const surveyAnsId = await repo.insertAnswer(surveyId, userId, JSON.stringify(rows), now);
      if (surveyAnsId === null) continue;
      await repo.countAnswer(surveyId);
      await repo.insertAnswerRows(surveyAnsId, rows);
    }
  }
}
