import type { SurveyListState, SurveySummary } from '@onfan/contracts/survey';
import { SURVEY_LIST_STATE_NAMES, surveyListState } from '@onfan/contracts/survey';
import { formatYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, type BadgeVariant } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ListResults } from '@/components/ui/ListPage';
import { PageHeader } from '@/components/ui/PageHeader';
import { surveyListQuery } from '../survey-api';
import { SurveyDialog, type SurveyTarget } from './SurveyDialog';
import { SurveyResultDialog } from './SurveyResultDialog';
import styles from './Survey.module.css';

export const MY_SURVEYS_TEXT = {
  title: '설문조사',
  lead: '온판 서비스를 더 좋게 만들기 위한 설문에 참여해 주세요. 설문마다 한 번 참여할 수 있습니다.',
  caption: '설문조사 목록',
  name: '설문명',
  period: '참여 기간',
  state: '상태',
  action: '참여',
  answer: '참여하기',
  resume: '이어서 참여하기',
  draft: '임시 저장됨',
  result: '결과 보기',
  resultClosed: '결과 비공개',
  startsOn: (ymd: string) => `${formatYmd(ymd)} 시작`,
  empty: '진행 중인 설문이 없습니다.',
  failed: '설문 목록을 불러오지 못했습니다.',
  questCnt: (n: number) => `${n}문항`,
} as const;

const STATE_VARIANT: Record<SurveyListState, BadgeVariant> = {
  open: 'primary',
  answered: 'success',
  upcoming: 'information',
  closed: 'gray',
};

/**
 * My page section (설문조사): the surveys with the member's state on the one list chain, the survey modal and the
 * results.
 */
export default function MySurveys() {
  const list = useQuery(surveyListQuery());
  const [answering, setAnswering] = useState<SurveyTarget | null>(null);
  const [viewing, setViewing] = useState<SurveyTarget | null>(null);
  return (
    <>
      <PageHeader title={MY_SURVEYS_TEXT.title} />
      {list.isSuccess ? <p className={styles.lead}>{MY_SURVEYS_TEXT.lead}</p> : null}
      <ListResults query={list} failed={{ message: MY_SURVEYS_TEXT.failed }} empty={{ message: MY_SURVEYS_TEXT.empty }}>
        {(surveys) => (
          <table className={styles.table}>
            <caption className="sr-only">{MY_SURVEYS_TEXT.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{MY_SURVEYS_TEXT.name}</th>
                <th scope="col">{MY_SURVEYS_TEXT.period}</th>
                <th scope="col">{MY_SURVEYS_TEXT.state}</th>
                <th scope="col">{MY_SURVEYS_TEXT.action}</th>
              </tr>
            </thead>
            <tbody>
              {surveys.map((s) => (
                <SurveyRow key={s.surveyId} survey={s} onAnswer={setAnswering} onResult={setViewing} />
              ))}
            </tbody>
          </table>
        )}
      </ListResults>
      <SurveyDialog target={answering} onClose={() => setAnswering(null)} />
      <SurveyResultDialog target={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

function SurveyRow({
  survey: s,
  onAnswer,
  onResult,
}: {
  survey: SurveySummary;
  onAnswer: (t: SurveyTarget) => void;
  onResult: (t: SurveyTarget) => void;
}) {
  const state = surveyListState(s);
  const target = { surveyId: s.surveyId, surveyNm: s.surveyNm };
  return (
    <tr>
      <th scope="row" className={styles.name}>
        <span className={styles.surveyNm}>{s.surveyNm}</span>
        {s.surveyExpln ? <span className={styles.explnShort}>{s.surveyExpln}</span> : null}
      </th>
      <td>
        {formatYmd(s.surveyBgngYmd)} ~ {formatYmd(s.surveyEndYmd)}
        <span className={styles.questCnt}> · {MY_SURVEYS_TEXT.questCnt(s.questCnt)}</span>
      </td>
      <td>
        <Badge variant={STATE_VARIANT[state]}>{SURVEY_LIST_STATE_NAMES[state]}</Badge>
        {state === 'open' && s.draftYn === 'Y' ? (
          <span className={styles.draftNote}>{MY_SURVEYS_TEXT.draft}</span>
        ) : null}
      </td>
      <td>
        {state === 'open' ? (
          <Button size="small" onPress={() => onAnswer(target)}>
            {s.draftYn === 'Y' ? MY_SURVEYS_TEXT.resume : MY_SURVEYS_TEXT.answer}
          </Button>
        ) : state === 'answered' && s.rsltOpenYn === 'Y' ? (
          <Button size="small" variant="secondary" onPress={() => onResult(target)}>
            {MY_SURVEYS_TEXT.result}
          </Button>
        ) : state === 'answered' ? (
          <span className={styles.muted}>{MY_SURVEYS_TEXT.resultClosed}</span>
        ) : state === 'upcoming' ? (
          <span className={styles.muted}>{MY_SURVEYS_TEXT.startsOn(s.surveyBgngYmd)}</span>
        ) : (
          <span className={styles.muted}>-</span>
        )}
      </td>
    </tr>
  );
}
