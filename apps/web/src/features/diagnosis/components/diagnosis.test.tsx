import type { DiagnosisCheckAnswer, DiagnosisHistoryItem } from '@onfan/contracts/diagnosis';
import { diagnosisEndpoints, diagnosisVersionEndpoints } from '@onfan/contracts/diagnosis';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { saveResult } from '../diagnosis-store';
import { DiagnosisResultView } from './DiagnosisResultView';
import { DiagnosisWizard } from './DiagnosisWizard';
import MyDiagnosisHistory from './MyDiagnosisHistory';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));
const modalMock = vi.hoisted(() => ({
  alert: vi.fn(async () => undefined),
  confirm: vi.fn(async () => true),
  formCheck: vi.fn(() => false),
}));
vi.mock('@/lib/modal/modal-service', () => ({ modal: modalMock }));

const RESULT: DiagnosisCheckAnswer = {
  number: 200,
  message: '자가진단 결과가 나왔습니다.',
  diagnHisId: null,
  saved: false,
  regDt: '2026-11-25T09:30:00+09:00',
  modelVer: 'rules-2026.11',
  totalScore: 72,
  levelNm: '우수',
  dimensions: [
    { code: 'ONLINE', name: '온라인 판로', description: '온라인 채널', score: 82, levelNm: '우수' },
    { code: 'MARKETING', name: '마케팅', description: '홍보', score: 63, levelNm: '보통' },
    { code: 'OPERATION', name: '운영 역량', description: '운영', score: 38, levelNm: '보완 필요' },
    { code: 'DIGITAL', name: '디지털 전환', description: '디지털', score: 100, levelNm: '우수' },
    { code: 'GROWTH', name: '성장 의지', description: '성장', score: 75, levelNm: '우수' },
  ],
  strengths: ['DIGITAL', 'ONLINE'],
  weaknesses: ['OPERATION'],
  profile: ['업종: 음식점업 · 제과·제빵', '지역: 서울특별시 마포구'],
  recommendations: {
    programmes: [
      {
        sprtBizId: 7,
        sprtBizNm: '소상공인 온라인 판로 지원',
        instNm: '중소벤처기업부',
        aplyEndYmd: '20261210',
        reasons: ['필요 지원: 온라인 판로'],
      },
    ],
    studios: [{ roomId: 3, studoId: 1, roomNm: 'A룸', studoNm: '온판 스튜디오', roomOnelineIntro: '라이브 방송실' }],
    campaigns: [],
    courses: [],
  },
  version: {
    verNo: 1,
    verNm: '제1판',
    pblsDt: '2026-11-25T00:00:00+09:00',
    current: false,
    notice: '2026년 11월 25일 기준 문항(제1판)으로 진단한 결과입니다.',
  },
  questions: [
    { text: 'SNS 계정을 운영하고 있나요?', dimension: 'MARKETING', weight: 25, answer: '예', points: 100 },
    { text: '판매 채널', dimension: 'ONLINE', weight: 25, answer: '온라인', points: 100 },
  ],
};

function answerCalls() {
  callMock.mockImplementation(async (ep: unknown, input: { query?: { parentId?: number } }) => {
    if (ep === diagnosisEndpoints.areas)
      return input.query?.parentId === 1
        ? [
            { areaId: 11, parentId: 1, areaNm: '마포구' },
            { areaId: 12, parentId: 1, areaNm: '종로구' },
          ]
        : [
            { areaId: 1, parentId: null, areaNm: '서울특별시' },
            { areaId: 2, parentId: null, areaNm: '부산광역시' },
          ];
    if (ep === diagnosisEndpoints.check) return RESULT;
    if (ep === diagnosisVersionEndpoints.current)
      return {
        verNo: 2,
        verNm: '제2판',
        customQuestions: [
          {
            key: 'c1',
            text: '고객 후기를 관리하고 있나요?',
            choices: [
              { code: '1', label: '관리한다' },
              { code: '2', label: '관리하지 않는다' },
            ],
          },
        ],
      };
    throw new Error('unexpected call');
  });
}

function renderWizard() {
  return render(
    <Routes>
      <Route path="/self-diagnosis/input" element={<DiagnosisWizard />} />
      <Route path="/self-diagnosis/result" element={<DiagnosisResultView />} />
    </Routes>,
    { route: '/self-diagnosis/input' },
  );
}

/** A select, by its label ('업종' is not '세부 업종'). */
const select = (label: string) => screen.getByRole('combobox', { name: `${label}(필수)` });

/** Chooses an option once it is there (the districts arrive with their own call, after the province is chosen). */
async function choose(user: UserEvent, label: string, option: string) {
  const element = select(label) as HTMLSelectElement;
  await waitFor(() => expect([...element.options].map((o) => o.text)).toContain(option));
  await user.selectOptions(element, option);
}

const group = (name: RegExp) => screen.getByRole('radiogroup', { name });
const checks = (name: RegExp) => screen.getByRole('group', { name });

function stepStates() {
  const nav = screen.getByRole('navigation', { name: '자가진단 단계' });
  return within(nav)
    .getAllByRole('listitem')
    .map((li) => [li.getAttribute('data-state'), li.getAttribute('aria-current')]);
}

beforeEach(() => {
  callMock.mockReset();
  for (const f of Object.values(modalMock)) f.mockClear();
  sessionStorage.clear();
  answerCalls();
});
afterEach(cleanup);

describe('the self-diagnosis wizard', () => {
  it('marks the current step and names every missing answer of a step in Korean', async () => {
    const user = userEvent.setup();
    renderWizard();
    expect(screen.getByRole('heading', { level: 2, name: /1단계 기본 정보/ })).toBeInTheDocument();
    expect(stepStates()).toEqual([
      ['current', 'step'],
      ['upcoming', null],
      ['upcoming', null],
      ['upcoming', null],
    ]);
    await user.click(screen.getByRole('button', { name: '다음 단계' }));
    await waitFor(() => expect(modalMock.formCheck).toHaveBeenCalled());
    expect((modalMock.formCheck.mock.calls[0] as unknown[])[0]).toEqual(
      expect.arrayContaining([
        '성별을 선택해주세요.',
        '연령대를 선택해주세요.',
        '시/도를 선택해주세요.',
        '업종을 선택해주세요.',
      ]),
    );
    expect(callMock).not.toHaveBeenCalledWith(diagnosisEndpoints.check, expect.anything());
  });

  it('walks the steps, keeps the answers when going back, submits them all and shows the result', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(within(group(/성별/)).getByRole('radio', { name: '여성' }));
    await user.click(within(group(/연령대/)).getByRole('radio', { name: '40대' }));
    await choose(user, '시/도', '서울특별시');
    await choose(user, '시/군/구', '마포구');
    await choose(user, '업종', '음식점업');
    await choose(user, '세부 업종', '제과·제빵');
    await user.click(screen.getByRole('button', { name: '다음 단계' }));

    expect(await screen.findByRole('heading', { level: 2, name: /2단계 경영 정보/ })).toHaveFocus();
    expect(stepStates()).toEqual([
      ['complete', null],
      ['current', 'step'],
      ['upcoming', null],
      ['upcoming', null],
    ]);
    await choose(user, '업력', '3년 이상 5년 미만');
    await user.click(within(group(/주요 판매 채널/)).getByRole('radio', { name: '온·오프라인' }));

    // Back: step 1 as it was entered; forward again: what step 2 had so far.
    await user.click(screen.getByRole('button', { name: '이전 단계' }));
    expect(await screen.findByRole('heading', { level: 2, name: /1단계/ })).toBeInTheDocument();
    expect(within(group(/성별/)).getByRole('radio', { name: '여성' })).toBeChecked();
    expect(select('시/군/구')).toHaveDisplayValue('마포구');
    expect(select('세부 업종')).toHaveDisplayValue('제과·제빵');
    await user.click(screen.getByRole('button', { name: '다음 단계' }));
    await screen.findByRole('heading', { level: 2, name: /2단계/ });
    expect(select('업력')).toHaveDisplayValue('3년 이상 5년 미만');
    expect(within(group(/주요 판매 채널/)).getByRole('radio', { name: '온·오프라인' })).toBeChecked();

    await choose(user, '종사자 수', '2~5명');
    await choose(user, '월 평균 매출', '500만~1,000만 원');
    await user.click(within(checks(/필요한 지원/)).getByRole('checkbox', { name: '온라인 판로' }));
    await user.click(within(checks(/필요한 지원/)).getByRole('checkbox', { name: '라이브커머스' }));
    for (const [q, score] of [
      [/1\. 온라인 판매/, '4 그렇다'],
      [/2\. 우리 가게와 제품/, '3 보통이다'],
      [/3\. 매출·재고·고객/, '2 아니다'],
      [/4\. 간편결제/, '5 매우 그렇다'],
      [/5\. 앞으로 1년/, '4 그렇다'],
    ] as const) {
      await user.click(within(group(q)).getByRole('radio', { name: score }));
    }
    await user.click(screen.getByRole('button', { name: '다음 단계' }));
    await screen.findByRole('heading', { level: 2, name: /3단계 추가 정보/ });

    // Keyboard: the Y/N groups are reached with Tab and answered with the arrow keys.
    within(group(/SNS/)).getByRole('radio', { name: '예' }).focus();
    await user.keyboard(' ');
    expect(within(group(/SNS/)).getByRole('radio', { name: '예' })).toBeChecked();
    for (const q of [/라이브커머스 방송/, /수출/, /지원사업에 참여/]) {
      await user.click(within(group(q)).getByRole('radio', { name: '아니오' }));
    }
    await user.click(within(checks(/입점한 국내 마켓/)).getByRole('checkbox', { name: '네이버쇼핑' }));
    await user.click(within(checks(/입점한 해외 마켓/)).getByRole('checkbox', { name: '없음' }));
    await user.click(within(checks(/진출하고 싶은 국가/)).getByRole('checkbox', { name: '일본' }));
    // The current version's own question (decision 054) is asked too, and is required.
    await user.click(within(group(/고객 후기/)).getByRole('radio', { name: '관리한다' }));
    await user.click(screen.getByRole('button', { name: '진단 결과 보기' }));

    await waitFor(() => expect(callMock).toHaveBeenCalledWith(diagnosisEndpoints.check, expect.anything()));
    const body = callMock.mock.calls.find(([ep]) => ep === diagnosisEndpoints.check)![1].body;
    expect(body).toEqual({
      basic: { gndrCd: 'W', ageCd: 'AGE_40', sidoId: 1, sggId: 11, bizCtgrCd: 'FOOD', bizSubCtgrCd: 'BAKERY' },
      management: {
        yearsCd: 'YEAR_3_5',
        personnelCd: 'PERSONNEL_2_5',
        salesCd: 'SALES_500_1000',
        chnlCd: 'OFF_ONLINE',
        needs: ['ONLINE', 'LIVE'],
        onlineSkill: 4,
        marketingSkill: 3,
        operationSkill: 2,
        digitalSkill: 5,
        growthWill: 4,
      },
      additional: {
        snsYn: 'Y',
        liveYn: 'N',
        exportYn: 'N',
        govSupportYn: 'N',
        domesticMarkets: ['NAVER_SHOPPING'],
        overseasMarkets: ['NONE'],
        targetCountries: ['JAPAN'],
      },
      custom: { c1: '1' },
    });
    expect(await screen.findByRole('heading', { level: 2, name: '종합 점수' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '소상공인 온라인 판로 지원' })).toHaveAttribute('href', '/support/7/view');
    // About a hundred steps, each finding its control by role and name among every element of the page: 14 to 24 s
    // measured at a load average of 12 to 15 on two cores, past the project's 20 s; its own limit leaves room.
  }, 90_000);
});

describe('the result page', () => {
  it("shows each dimension's score as text, strengths, weak areas and real links; a visitor's is not saved", () => {
    saveResult(RESULT);
    render(<DiagnosisResultView />, { route: '/' });
    expect(screen.getByText('72')).toBeInTheDocument();
    const bars = within(screen.getByRole('heading', { name: '영역별 점수' }).nextElementSibling as HTMLElement);
    const items = bars.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent(/^온라인 판로82점 우수/);
    expect(items[2]).toHaveTextContent(/^운영 역량38점 보완 필요/);
    expect(within(screen.getByRole('heading', { name: '강점' }).parentElement!).getAllByRole('listitem')).toHaveLength(
      2,
    );
    expect(screen.getAllByText(/규칙 기반 계산/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '온판 스튜디오 A룸' })).toHaveAttribute('href', '/studio/room/3/1');
    expect(screen.getByText(/로그인하지 않은 상태의 결과는 저장되지 않습니다/)).toBeInTheDocument();
    // Scored with an older version: it says so and lists that version's questions with the answers and points.
    expect(screen.getByText('2026년 11월 25일 기준 문항(제1판)으로 진단한 결과입니다.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '채점한 문항(제1판)' })).toBeInTheDocument();
    expect(screen.getByText('SNS 계정을 운영하고 있나요?').parentElement).toHaveTextContent(
      '답: 예 · 100점 · 가중치 25',
    );
  });

  it('says so when there is no result yet', () => {
    render(<DiagnosisResultView />, { route: '/' });
    expect(screen.getByText('아직 진단 결과가 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '자가진단 하러 가기' })).toHaveAttribute('href', '/self-diagnosis');
  });
});

describe('my diagnosis history', () => {
  const item = (id: number, regDt: string, total: number, change: number | null): DiagnosisHistoryItem => ({
    diagnHisId: id,
    regDt,
    totalScore: total,
    scores: { ONLINE: total, MARKETING: 50, OPERATION: 40, DIGITAL: total - 10, GROWTH: 60 },
    bizCtgrNm: '음식점업',
    change,
  });

  it('lists the kept results newest first with the change over time', async () => {
    callMock.mockResolvedValue({
      items: [
        item(3, '2026-11-18T10:00:00+09:00', 55, 8),
        item(2, '2026-11-04T10:00:00+09:00', 47, 12),
        item(1, '2026-10-14T10:00:00+09:00', 35, null),
      ],
      hasMore: false,
      totalCount: 3,
      pageSize: 10,
      pageNo: 1,
    });
    render(<MyDiagnosisHistory />, { route: '/' });
    const rows = (await screen.findByRole('table')).querySelectorAll('tbody tr');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('+8점');
    expect(rows[2]).toHaveTextContent('첫 진단');
    expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/self-diagnosis/result?diagnHisId=3',
    );
    expect(screen.getByText('35점 → 55점 (+20점)')).toBeInTheDocument();
    expect(callMock).toHaveBeenCalledWith(diagnosisEndpoints.history, { query: { pageNo: 1, pageSize: 10 } });
  });
});
