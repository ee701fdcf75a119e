import { surveyAdminEndpoints } from '@onfan/contracts/survey.admin';
import type { SurveyDeskDetail } from '@onfan/contracts/survey.admin';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import SurveyPage, { moved } from './SurveyPage';
import { questionChart } from './SurveyResultsPage';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock, callDownload: vi.fn() }));
const modal = vi.hoisted(() => ({
  alert: vi.fn(async () => undefined),
  confirm: vi.fn(async () => true),
  formCheck: vi.fn((messages: readonly string[]) => messages.length === 0),
}));
vi.mock('@/lib/modal/modal-service', () => ({ modal }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const answered: SurveyDeskDetail = {
  surveyId: 7,
  surveyNm: '겨울 이용 설문',
  state: 'OPEN',
  surveyBgngYmd: '20261125',
  surveyEndYmd: '20261220',
  rsltOpenYn: 'Y',
  questCnt: 1,
  ansCnt: 3,
  regDt: '2026-11-25T09:00:00+09:00',
  updtDt: '2026-11-25T00:00:00.000Z',
  surveyExpln: '',
  lockedYn: 'Y',
  quests: [{ questId: 1, questNm: '만족하시나요?', kind: 'star', esntlYn: 'Y', items: [] }],
};

function open(route: string) {
  render(
    <Routes>
      <Route path="/admin/surveys/new" element={<SurveyPage />} />
      <Route path="/admin/surveys/:surveyId" element={<SurveyPage />} />
    </Routes>,
    { route },
  );
}

describe('SurveyPage (admin/surveys/new)', () => {
  it('builds the three kinds, reorders with 위로 by keyboard, and sends them in the order shown', async () => {
    const user = userEvent.setup();
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    // The save answers the new survey's number; the page then opens it (its detail, read with the same client).
    callMock.mockImplementation(async (endpoint: unknown) =>
      endpoint === surveyAdminEndpoints.create
        ? { number: 200, message: '설문을 저장했습니다.', surveyId: 9 }
        : { ...answered, surveyId: 9, lockedYn: 'N', ansCnt: 0 },
    );
    open('/admin/surveys/new');
    await fill(screen.getByRole('textbox', { name: /^설문 제목/ }), '새 설문');
    await user.type(screen.getByLabelText(/^시작일/), '2026-12-01');
    await user.type(screen.getByLabelText(/^종료일/), '2026-12-31');
    await fill(screen.getByRole('textbox', { name: /^1번 문항 내용/ }), '자주 쓰는 서비스는?');
    await fill(screen.getByRole('textbox', { name: /^1번 문항 보기 1/ }), '지원사업');
    await fill(screen.getByRole('textbox', { name: /^1번 문항 보기 2/ }), '스튜디오');
    await user.click(screen.getByRole('button', { name: '문항 추가' }));
    await fill(screen.getByRole('textbox', { name: /^2번 문항 내용/ }), '만족도는?');
    await user.click(screen.getAllByRole('radio', { name: '별점(1~5점)' })[1]!);
    await user.click(screen.getByRole('button', { name: '문항 추가' }));
    await fill(screen.getByRole('textbox', { name: /^3번 문항 내용/ }), '바라는 점은?');
    await user.click(screen.getAllByRole('radio', { name: '주관식(자유 입력)' })[2]!);
    await user.click(screen.getAllByRole('checkbox', { name: '필수 응답' })[2]!);
    // The star question moves to the top with the keyboard: focus its 위로, press Enter.
    screen.getByRole('button', { name: '위로(2번 문항 위로)' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: /^1번 문항 내용/ })).toHaveValue('만족도는?');
    expect(await screen.findByText('문항을 1번으로 옮겼습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(callMock).toHaveBeenCalled());
    expect(callMock).toHaveBeenCalledWith(surveyAdminEndpoints.create, {
      body: {
        surveyNm: '새 설문',
        surveyExpln: '',
        surveyBgngYmd: '20261201',
        surveyEndYmd: '20261231',
        rsltOpenYn: 'N',
        quests: [
          { questNm: '만족도는?', kind: 'star', esntlYn: 'Y', items: [] },
          { questNm: '자주 쓰는 서비스는?', kind: 'choice', esntlYn: 'Y', items: ['지원사업', '스튜디오'] },
          { questNm: '바라는 점은?', kind: 'text', esntlYn: 'N', items: [] },
        ],
      },
    });
  });

  it('shows the server’s Korean messages at their fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    callMock.mockRejectedValue(
      new ApiError({
        status: 400,
        number: 400,
        message: '객관식 문항에는 보기를 두 개 이상 입력해 주세요.',
        errors: [{ field: 'quests.0.questNm', message: '문항 내용을 입력해 주세요.' }],
      }),
    );
    open('/admin/surveys/new');
    await user.type(screen.getByRole('textbox', { name: /^설문 제목/ }), '고칠 설문');
    await user.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^1번 문항 내용/ })).toHaveAccessibleDescription(
        expect.stringContaining('문항 내용을 입력해 주세요.'),
      ),
    );
    expect(screen.getByRole('textbox', { name: /^설문 제목/ })).toHaveValue('고칠 설문');
  });
});

describe('SurveyPage (an answered survey)', () => {
  it('keeps the questions fixed and offers 복사해서 새 설문 만들기', async () => {
    const user = userEvent.setup();
    callMock.mockImplementation(async (ep: unknown) =>
      ep === surveyAdminEndpoints.survey ? answered : { number: 200, message: '설문을 복사했습니다.', surveyId: 8 },
    );
    open('/admin/surveys/7');
    expect(await screen.findByText(/응답이 3건 있어 문항을 바꿀 수 없습니다/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^1번 문항 내용/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: '문항 추가' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '복사해서 새 설문 만들기' }));
    await waitFor(() => expect(callMock).toHaveBeenCalledWith(surveyAdminEndpoints.copy, { params: { surveyId: 7 } }));
  });
});

describe('the survey helpers', () => {
  it('moves a question and draws a question’s counts as the dashboard chart', () => {
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    const { chart, axis } = questionChart(
      {
        questId: 3,
        questNm: '만족도',
        kind: 'star',
        ansCnt: 2,
        rows: [
          { label: '5점', cnt: 1, pct: 50 },
          { label: '4점', cnt: 1, pct: 50 },
        ],
        avgScore: 4.5,
      },
      2,
    );
    expect(chart.title).toBe('2. 만족도');
    expect(chart.series).toEqual([{ name: '응답 수', values: [1, 1], total: 2 }]);
    expect(chart.days.map(axis.label)).toEqual(['5점', '4점']);
    expect(axis.header).toBe('점수');
  });
});
