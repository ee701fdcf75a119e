import type { SurveyDeskRow, SurveyDeskState } from '@onfan/contracts/survey.admin';
import { SURVEY_DESK_STATE_NAMES, SURVEY_DESK_STATES } from '@onfan/contracts/survey.admin';
import { formatYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ConsoleListPage, FilterSelect, visibilityColumns } from '@/features/admin/components/ConsoleListPage';
import type { ConsoleColumn } from '@/features/admin/components/ConsoleList';
import { listQueryFrom, ConsolePeriodFields } from '@/features/admin/components/ConsoleList';
import { surveyDeskListQuery } from '@/features/survey/survey-admin-api';
import { useListParams } from '@/lib/use-list-params';

export const SURVEYS_TEXT = {
  title: '설문 관리',
  description:
    '설문을 만들고 게시합니다. 작성 중인 설문은 회원에게 보이지 않으며, 응답이 들어온 설문의 문항은 바꿀 수 없습니다(복사해서 새 설문을 만드세요).',
  write: '설문 만들기',
  list: '설문 목록',
  q: '설문 제목',
  state: '상태',
  from: '기간 시작일',
  to: '기간 종료일',
  no: '번호',
  surveyNm: '제목',
  period: '설문 기간',
  quests: '문항',
  ansCnt: '응답',
  rslt: '결과 공개',
  results: '결과 보기',
  resultsOf: (nm: string) => `${nm} 결과 보기`,
  shown: '공개',
  hidden: '비공개',
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['q', 'state', 'from', 'to'] as const;
const STATE_OPTIONS = SURVEY_DESK_STATES.map((s) => ({ value: s, label: SURVEY_DESK_STATE_NAMES[s] }));

/**
 * admin/surveys (콘텐츠 담당, 시스템 관리자): surveys by title, state and period (the days it overlaps), newest first
 * unless sorted by a column; each links to its form and its results.
 */
export default function SurveysPage() {
  const query = listQueryFrom(useListParams(), FILTERS, PAGE_SIZE);
  const list = useQuery(
    surveyDeskListQuery({
      ...query,
      state: (query.state || undefined) as SurveyDeskState | undefined,
      from: query.from || undefined,
      to: query.to || undefined,
    }),
  );
  const columns: ConsoleColumn<SurveyDeskRow>[] = [
    { key: 'no', header: SURVEYS_TEXT.no, render: (r) => r.surveyId, nowrap: true },
    {
      key: 'surveyNm',
      header: SURVEYS_TEXT.surveyNm,
      sort: 'surveyNm',
      render: (r) => <Link to={`/admin/surveys/${r.surveyId}`}>{r.surveyNm}</Link>,
    },
    { key: 'state', header: SURVEYS_TEXT.state, render: (r) => SURVEY_DESK_STATE_NAMES[r.state], nowrap: true },
    {
      key: 'period',
      header: SURVEYS_TEXT.period,
      sort: 'surveyBgngYmd',
      render: (r) => `${formatYmd(r.surveyBgngYmd)} ~ ${formatYmd(r.surveyEndYmd)}`,
      nowrap: true,
    },
    { key: 'quests', header: SURVEYS_TEXT.quests, render: (r) => `${r.questCnt}개`, nowrap: true },
    {
      key: 'ansCnt',
      header: SURVEYS_TEXT.ansCnt,
      sort: 'ansCnt',
      sortFirst: 'desc',
      render: (r) => `${r.ansCnt}건`,
      nowrap: true,
    },
    {
      key: 'rslt',
      header: SURVEYS_TEXT.rslt,
      render: (r) => (r.rsltOpenYn === 'Y' ? SURVEYS_TEXT.shown : SURVEYS_TEXT.hidden),
      nowrap: true,
    },
    visibilityColumns.regDt<SurveyDeskRow>(),
    {
      key: 'results',
      header: SURVEYS_TEXT.results,
      render: (r) => (
        <Link to={`/admin/surveys/${r.surveyId}/results`} aria-label={SURVEYS_TEXT.resultsOf(r.surveyNm)}>
          {SURVEYS_TEXT.results}
        </Link>
      ),
      nowrap: true,
    },
  ];
  return (
    <ConsoleListPage
      text={SURVEYS_TEXT}
      writeHref="/admin/surveys/new"
      filterKeys={FILTERS}
      filters={(v, set) => (
        <>
          <FilterSelect name="state" label={SURVEYS_TEXT.state} options={STATE_OPTIONS} values={v} set={set} />
          <ConsolePeriodFields
            from={v.from}
            to={v.to}
            labels={{ from: SURVEYS_TEXT.from, to: SURVEYS_TEXT.to }}
            onChange={set}
          />
        </>
      )}
      query={list}
      columns={columns}
      rowKey={(r) => r.surveyId}
      pageSize={PAGE_SIZE}
    />
  );
}
