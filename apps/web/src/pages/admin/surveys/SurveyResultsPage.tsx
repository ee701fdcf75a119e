import type { SurveyDeskResult } from '@onfan/contracts/survey.admin';
import { SURVEY_DESK_MESSAGES } from '@onfan/contracts/survey.admin';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, LinkButton } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { Spinner } from '@/components/ui/Spinner';
import { ConsoleExportDialog } from '@/features/admin/components/ConsoleExportDialog';
import { saveAxisChartCsv } from '@/features/admin/admin-api';
import type { ChartAxis, ChartData } from '@/features/admin/chart-csv';
import { DashboardChart } from '@/features/admin/components/DashboardChart';
import consoleStyles from '@/features/admin/components/console.module.css';
import { ConsoleRecordPage, useRecordId } from '@/features/admin/components/ConsoleRecordPage';
import { downloadSurveyAnswers, surveyResultsQuery, surveyTextsQuery } from '@/features/survey/survey-admin-api';
import { refusalMessage } from '@/lib/api/use-command';
import styles from './surveys.module.css';

export const SURVEY_RESULTS_TEXT = {
  title: '설문 결과',
  description: (nm: string, ansCnt: number) =>
    `${nm} · 응답 ${ansCnt}건. 응답자는 표시하지 않습니다. 응답 내려받기는 사유를 남기고 개인정보 접근기록에 기록됩니다.`,
  edit: '설문으로 돌아가기',
  export: '응답 내려받기',
  exportTitle: '설문 응답 내려받기',
  exportHelp: '응답 번호와 응답 일시, 문항별 응답이 담깁니다(응답자는 담지 않습니다). 내려받는 사유를 남겨 주세요.',
  count: '응답 수',
  choice: '보기',
  score: '점수',
  summary: (ansCnt: number) => `응답 ${ansCnt}건`,
  mean: (ansCnt: number, avg: number | null) => `응답 ${ansCnt}건 · 평균 ${avg === null ? '-' : avg.toFixed(1)}점`,
  table: (title: string) => `${title} 응답 수`,
  texts: (title: string, total: number) => `${title} (주관식, ${total}건)`,
  textsOf: (title: string) => `${title} 응답 목록`,
  sheet: (no: number, at: string) => `응답 ${no} · ${at}`,
  noText: '아직 응답이 없습니다.',
  byQuestion: '문항별 결과',
  none: '아직 응답이 없습니다. 회원이 응답하면 문항별 결과가 여기에 보입니다.',
  notFound: SURVEY_DESK_MESSAGES.notFound,
} as const;

const TEXT_PAGE = 10;
type QuestResult = SurveyDeskResult['quests'][number];

/** A question's counts as the dashboard's chart draws them: a category per choice or score, one series of counts. */
export function questionChart(q: QuestResult, n: number): { chart: ChartData; axis: ChartAxis } {
  const labels = q.rows.map((r) => r.label);
  const label = (key: string) => labels[Number(key)] ?? key;
  return {
    chart: {
      kind: `survey-quest-${q.questId}`,
      title: `${n}. ${q.questNm}`,
      days: q.rows.map((_, i) => String(i)),
      series: [{ name: SURVEY_RESULTS_TEXT.count, values: q.rows.map((r) => r.cnt), total: q.ansCnt }],
    },
    axis: {
      header: q.kind === 'star' ? SURVEY_RESULTS_TEXT.score : SURVEY_RESULTS_TEXT.choice,
      label,
      tick: label,
    },
  };
}

function TextAnswers({ surveyId, q, n }: { surveyId: number; q: QuestResult; n: number }) {
  const [pageNo, setPageNo] = useState(1);
  const texts = useQuery(surveyTextsQuery(surveyId, q.questId, pageNo, TEXT_PAGE));
  const title = `${n}. ${q.questNm}`;
  const id = `texts-${q.questId}`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{SURVEY_RESULTS_TEXT.texts(title, texts.data?.totalCount ?? q.ansCnt)}</h3>
      {texts.isPending ? (
        <Spinner />
      ) : texts.isError ? (
        <p role="alert">{refusalMessage(texts.error)}</p>
      ) : texts.data.items.length === 0 ? (
        <p>{SURVEY_RESULTS_TEXT.noText}</p>
      ) : (
        <ul className={styles.texts} aria-label={SURVEY_RESULTS_TEXT.textsOf(title)}>
          {texts.data.items.map((t) => (
            <li key={`${t.sheetNo}`}>
              <p>{t.inptAns}</p>
              <p className={consoleStyles.note}>
                {SURVEY_RESULTS_TEXT.sheet(t.sheetNo, formatDate(t.regDt, 'yyyy.MM.dd HH:mm'))}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination pageNo={pageNo} totalCount={texts.data?.totalCount ?? 0} pageSize={TEXT_PAGE} onChange={setPageNo} />
    </section>
  );
}

function Results({ result }: { result: SurveyDeskResult }) {
  const [exporting, setExporting] = useState(false);
  return (
    <>
      <PageHeader
        title={SURVEY_RESULTS_TEXT.title}
        description={SURVEY_RESULTS_TEXT.description(result.surveyNm, result.ansCnt)}
      />
      <p className={`${consoleStyles.note} ${styles.extra}`}>
        <LinkButton href={`/admin/surveys/${result.surveyId}`} variant="secondary">
          {SURVEY_RESULTS_TEXT.edit}
        </LinkButton>
        <Button variant="secondary" isDisabled={result.ansCnt === 0} onPress={() => setExporting(true)}>
          {SURVEY_RESULTS_TEXT.export}
        </Button>
      </p>
      {result.ansCnt === 0 ? <EmptyState message={SURVEY_RESULTS_TEXT.none} /> : null}
      <h2 className={styles.resultsTitle}>{SURVEY_RESULTS_TEXT.byQuestion}</h2>
      <div className={styles.results}>
        {result.quests.map((q, i) => {
          if (q.kind === 'text') return <TextAnswers key={q.questId} surveyId={result.surveyId} q={q} n={i + 1} />;
          const { chart, axis } = questionChart(q, i + 1);
          return (
            <DashboardChart
              key={q.questId}
              chart={chart}
              axis={axis}
              summary={
                q.kind === 'star'
                  ? SURVEY_RESULTS_TEXT.mean(q.ansCnt, q.avgScore)
                  : SURVEY_RESULTS_TEXT.summary(q.ansCnt)
              }
              table={SURVEY_RESULTS_TEXT.table(chart.title)}
              onDownload={(c) => saveAxisChartCsv(c, axis, `온판-설문결과-${result.surveyNm}-${i + 1}번 문항.csv`)}
            />
          );
        })}
      </div>
      {exporting ? (
        <ConsoleExportDialog
          title={SURVEY_RESULTS_TEXT.exportTitle}
          help={SURVEY_RESULTS_TEXT.exportHelp}
          chooseFormat
          download={(choice) => downloadSurveyAnswers(result.surveyId, choice)}
          onClose={() => setExporting(false)}
        />
      ) : null}
    </>
  );
}

/**
 * admin/surveys/:surveyId/results (콘텐츠 담당, 시스템 관리자): per question the dashboard's chart with its table —
 * choices, the star distribution with the mean — and the free text listed by page; the answers as CSV or XLSX after
 * the reason step.
 */
export default function SurveyResultsPage() {
  const recordId = useRecordId('surveyId');
  const result = useQuery({ ...surveyResultsQuery(recordId.id), enabled: recordId.editing });
  return (
    <ConsoleRecordPage
      title={SURVEY_RESULTS_TEXT.title}
      notFound={SURVEY_RESULTS_TEXT.notFound}
      recordId={{ ...recordId, invalid: recordId.invalid || !recordId.editing }}
      record={result}
    >
      {(r) => (r ? <Results result={r} /> : null)}
    </ConsoleRecordPage>
  );
}
