import type { SurveyQuests, SurveyResult, SurveySummary } from '@onfan/contracts/survey';
import { SURVEY_MESSAGES, surveyEndpoints } from '@onfan/contracts/survey';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import MySurveys, { MY_SURVEYS_TEXT } from './MySurveys';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));
const modalMock = vi.hoisted(() => ({
  alert: vi.fn(async () => undefined),
  confirm: vi.fn(async () => true),
  formCheck: vi.fn(() => false),
}));
vi.mock('@/lib/modal/modal-service', () => ({ modal: modalMock }));

function summary(over: Partial<SurveySummary>): SurveySummary {
  return {
    surveyId: 1,
    surveyNm: '라이브 스튜디오 이용 경험 설문',
    surveyExpln: '스튜디오 이용 경험을 들려주세요.',
    surveyBgngYmd: '20261120',
    surveyEndYmd: '20261210',
    state: 'open',
    surveyAnsId: 0,
    draftYn: 'N',
    rsltOpenYn: 'Y',
    questCnt: 3,
    ...over,
  };
}

const QUESTS: SurveyQuests = {
  surveyId: 1,
  surveyNm: '라이브 스튜디오 이용 경험 설문',
  surveyExpln: '스튜디오 이용 경험을 들려주세요.',
  surveyBgngYmd: '20261120',
  surveyEndYmd: '20261210',
  state: 'open',
  quests: [
    {
      questId: 11,
      questNm: '스튜디오를 주로 어떤 용도로 이용하셨나요?',
      questPattnDcd: '1006001',
      sortSeq: 10,
      esntlYn: 'Y',
      items: [
        { quesitmId: 101, quesitmNm: '라이브 커머스 방송', sortSeq: 1 },
        { quesitmId: 102, quesitmNm: '상품 사진·영상 촬영', sortSeq: 2 },
      ],
    },
    {
      questId: 12,
      questNm: '예약 과정은 얼마나 편리했나요?',
      questPattnDcd: '1006003',
      sortSeq: 20,
      esntlYn: 'Y',
      items: [],
    },
    {
      questId: 13,
      questNm: '개선이 필요한 점을 적어주세요.',
      questPattnDcd: '1006004',
      sortSeq: 30,
      esntlYn: 'Y',
      items: [],
    },
  ],
};

const RESULT: SurveyResult = {
  surveyId: 2,
  surveyNm: '포털 만족도 조사',
  ansCnt: 3,
  quests: [
    {
      questId: 21,
      questNm: '가장 자주 쓰는 서비스는?',
      questPattnDcd: '1006001',
      sortSeq: 10,
      ansCnt: 3,
      rows: [
        { label: '지원사업', cnt: 2, pct: 66.7 },
        { label: '커뮤니티', cnt: 1, pct: 33.3 },
      ],
      avgScore: null,
    },
    {
      questId: 22,
      questNm: '만족도',
      questPattnDcd: '1006003',
      sortSeq: 20,
      ansCnt: 3,
      rows: [5, 4, 3, 2, 1].map((n) => ({ label: `${n}점`, cnt: n === 4 ? 3 : 0, pct: n === 4 ? 100 : 0 })),
      avgScore: 4,
    },
    { questId: 23, questNm: '바라는 점', questPattnDcd: '1006004', sortSeq: 30, ansCnt: 3, rows: [], avgScore: null },
  ],
};

const LIST = [
  summary({}),
  summary({ surveyId: 2, surveyNm: '포털 만족도 조사', surveyAnsId: 7 }),
  summary({ surveyId: 3, surveyNm: '지원사업 수요 조사', state: 'closed', rsltOpenYn: 'N' }),
];

function serve(over: { draft?: string | null; answer?: () => Promise<unknown> } = {}) {
  callMock.mockImplementation((spec) => {
    if (spec === surveyEndpoints.list) return Promise.resolve(LIST);
    if (spec === surveyEndpoints.quests) return Promise.resolve(QUESTS);
    if (spec === surveyEndpoints.draft)
      return Promise.resolve(
        over.draft ? { surveyId: 1, questAnsJson: over.draft, mdfcnDt: '2026-11-24T10:00:00+09:00' } : null,
      );
    if (spec === surveyEndpoints.result) return Promise.resolve(RESULT);
    if (spec === surveyEndpoints.saveDraft)
      return Promise.resolve({ number: 200, message: SURVEY_MESSAGES.draftSaved });
    if (spec === surveyEndpoints.answer)
      return over.answer?.() ?? Promise.resolve({ number: 200, message: SURVEY_MESSAGES.submitted, surveyAnsId: 9 });
    return Promise.reject(new Error(`unexpected ${String(spec.path)}`));
  });
}

async function openSurvey(user: ReturnType<typeof userEvent.setup>) {
  const row = (await screen.findByRole('rowheader', { name: /라이브 스튜디오 이용 경험 설문/ })).closest('tr')!;
  await user.click(within(row).getByRole('button', { name: '참여하기' }));
  const dialog = await screen.findByRole('dialog', { name: '라이브 스튜디오 이용 경험 설문' });
  await within(dialog).findByRole('radiogroup', { name: /1\. 스튜디오를/ });
  return dialog;
}

beforeEach(() => {
  callMock.mockReset();
  for (const f of Object.values(modalMock)) f.mockClear();
});
afterEach(cleanup);

describe('my surveys', () => {
  it('lists the surveys with their state and what can be done', async () => {
    serve();
    render(<MySurveys />);
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('참여 가능');
    expect(within(rows[0]!).getByRole('button', { name: '참여하기' })).toBeVisible();
    expect(rows[1]).toHaveTextContent('참여 완료');
    expect(within(rows[1]!).getByRole('button', { name: '결과 보기' })).toBeVisible();
    expect(rows[2]).toHaveTextContent('마감');
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
  });

  it('says the list failed to load, not that there is no survey', async () => {
    callMock.mockRejectedValue(new ApiError({ status: 503, number: 503, message: '잠시 후 다시 시도해주세요.' }));
    render(<MySurveys />);
    expect(await screen.findByText(MY_SURVEYS_TEXT.failed)).toBeVisible();
    expect(screen.queryByText(MY_SURVEYS_TEXT.empty)).toBeNull();
    expect(screen.queryByText(MY_SURVEYS_TEXT.lead)).toBeNull();
  });

  it('says there is no survey under the lead', async () => {
    callMock.mockResolvedValue([]);
    render(<MySurveys />);
    expect(await screen.findByText(MY_SURVEYS_TEXT.empty)).toBeVisible();
    expect(screen.getByText(MY_SURVEYS_TEXT.lead)).toBeVisible();
  });

  it('names the unanswered questions and sends nothing', async () => {
    serve();
    const user = userEvent.setup();
    render(<MySurveys />);
    const dialog = await openSurvey(user);
    await user.click(within(dialog).getByRole('radio', { name: '상품 사진·영상 촬영' }));
    await user.click(within(dialog).getByRole('button', { name: '제출하기' }));
    expect(modalMock.formCheck).toHaveBeenCalledWith(['2, 3번 문항에 답해주세요.']);
    expect(callMock).not.toHaveBeenCalledWith(surveyEndpoints.answer, expect.anything());
  });

  it('rates with stars by keyboard, confirms and submits the answers as a JSON string', async () => {
    serve();
    const user = userEvent.setup();
    render(<MySurveys />);
    const dialog = await openSurvey(user);
    const stars = within(dialog).getByRole('radiogroup', { name: /2\. 예약 과정/ });
    expect(
      within(stars)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(within(stars).getByText('3점')).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: '라이브 커머스 방송' }));
    within(stars).getByRole('radio', { name: '1점' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(stars).getByRole('radio', { name: '4점' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: /3\. 개선이/ }), '주말 예약이 있으면 좋겠어요');
    await user.click(within(dialog).getByRole('button', { name: '제출하기' }));
    expect(modalMock.confirm).toHaveBeenCalledWith(SURVEY_MESSAGES.confirmSubmit);
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith(surveyEndpoints.answer, {
        body: {
          surveyId: 1,
          questAnsJson: JSON.stringify([
            { questId: 11, quesitmId: 101 },
            { questId: 12, chcAns: 4 },
            { questId: 13, inptAns: '주말 예약이 있으면 좋겠어요' },
          ]),
        },
      }),
    );
    await waitFor(() => expect(modalMock.alert).toHaveBeenCalledWith(SURVEY_MESSAGES.submitted));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('resumes from the draft and saves a half-answered survey', async () => {
    serve({
      draft: JSON.stringify([
        { questId: 11, quesitmId: 102 },
        { questId: 12, chcAns: 2 },
      ]),
    });
    const user = userEvent.setup();
    render(<MySurveys />);
    const dialog = await openSurvey(user);
    expect(within(dialog).getByRole('radio', { name: '상품 사진·영상 촬영' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '2점' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: /3\. 개선이/ }), '조명');
    await user.click(within(dialog).getByRole('button', { name: '임시 저장' }));
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith(surveyEndpoints.saveDraft, {
        params: { surveyId: 1 },
        body: {
          questAnsJson: JSON.stringify([
            { questId: 11, quesitmId: 102 },
            { questId: 12, chcAns: 2 },
            { questId: 13, inptAns: '조명' },
          ]),
        },
      }),
    );
    await waitFor(() => expect(modalMock.alert).toHaveBeenCalledWith(SURVEY_MESSAGES.draftSaved));
  });

  it("says '오류가 발생했습니다.' when the submission fails without an answer, and the server's refusal otherwise", async () => {
    serve({ answer: () => Promise.reject(new ApiError({ status: 0, number: 0, message: '', kind: 'network' })) });
    const user = userEvent.setup();
    render(<MySurveys />);
    let dialog = await openSurvey(user);
    await user.click(within(dialog).getByRole('radio', { name: '라이브 커머스 방송' }));
    await user.click(within(dialog).getByRole('radio', { name: '5점' }));
    await user.type(within(dialog).getByRole('textbox', { name: /3\. 개선이/ }), '좋아요');
    await user.click(within(dialog).getByRole('button', { name: '제출하기' }));
    await waitFor(() => expect(modalMock.alert).toHaveBeenCalledWith(SURVEY_MESSAGES.failed));
    serve({
      answer: () =>
        Promise.reject(new ApiError({ status: 409, number: 409, message: SURVEY_MESSAGES.alreadyAnswered })),
    });
    dialog = screen.getByRole('dialog', { name: '라이브 스튜디오 이용 경험 설문' });
    await user.click(within(dialog).getByRole('button', { name: '제출하기' }));
    await waitFor(() => expect(modalMock.alert).toHaveBeenCalledWith(SURVEY_MESSAGES.alreadyAnswered, { html: true }));
  });

  it('shows the aggregate results with bars and their numbers as text', async () => {
    serve();
    const user = userEvent.setup();
    render(<MySurveys />);
    const row = (await screen.findByRole('rowheader', { name: /포털 만족도 조사/ })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '결과 보기' }));
    const dialog = await screen.findByRole('dialog', { name: '포털 만족도 조사 결과' });
    expect(await within(dialog).findByText('참여 3명')).toBeVisible();
    const first = within(dialog).getByRole('list', { name: /가장 자주 쓰는 서비스/ });
    expect(within(first).getAllByRole('listitem')[0]).toHaveTextContent('지원사업2명 (66.7%)');
    expect(within(dialog).getByText('평균 4.0점')).toBeVisible();
    expect(within(dialog).getByText(/주관식 응답 3건/)).toBeVisible();
    expect(callMock).toHaveBeenCalledWith(surveyEndpoints.result, { params: { surveyId: 2 } });
  });
});
