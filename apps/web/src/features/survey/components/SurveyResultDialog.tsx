import { formatNumber } from '@onfan/contracts/format';
import { questionKind } from '@onfan/contracts/survey';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import { refusalMessage } from '@/lib/api/use-command';
import { surveyResultQuery } from '../survey-api';
import type { SurveyTarget } from './SurveyDialog';
import styles from './Survey.module.css';

export const SURVEY_RESULT_TEXT = {
  title: (surveyNm: string) => `${surveyNm} 결과`,
  total: (n: number) => `참여 ${formatNumber(n)}명`,
  average: (score: number) => `평균 ${score.toFixed(1)}점`,
  row: (cnt: number, pct: number) => `${formatNumber(cnt)}명 (${pct}%)`,
  text: (n: number) => `주관식 응답 ${formatNumber(n)}건 · 개별 응답은 공개하지 않습니다.`,
  loading: '결과를 불러오는 중입니다.',
  region: '설문 결과 집계',
} as const;

/** The aggregate results of a survey the member answered: a bar and its count and percentage per choice and score. */
export function SurveyResultDialog({ target, onClose }: { target: SurveyTarget | null; onClose: () => void }) {
  const { data, isPending, isError, error } = useQuery(surveyResultQuery(target?.surveyId ?? 0));
  return (
    <Dialog
      isOpen={target !== null}
      onClose={onClose}
      title={target ? SURVEY_RESULT_TEXT.title(target.surveyNm) : ''}
      size="large"
    >
      {isError ? (
        <p role="alert">{refusalMessage(error)}</p>
      ) : isPending || !data ? (
        <Spinner label={SURVEY_RESULT_TEXT.loading} />
      ) : (
        // Focusable, so the results scroll by keyboard too (they hold no control of their own).
        <section className={styles.result} tabIndex={0} aria-label={SURVEY_RESULT_TEXT.region}>
          <p className={styles.meta}>{SURVEY_RESULT_TEXT.total(data.ansCnt)}</p>
          <ol className={styles.quests}>
            {data.quests.map((q, i) => {
              const kind = questionKind(q.questPattnDcd);
              const headingId = `survey-result-${q.questId}`;
              return (
                <li key={q.questId} className={styles.quest}>
                  <h3 id={headingId} className={styles.resultTitle}>
                    {i + 1}. {q.questNm}
                  </h3>
                  {kind === 'star' && q.avgScore !== null ? (
                    <p className={styles.average}>
                      <span className={styles.stars} aria-hidden="true">
                        ★
                      </span>{' '}
                      {SURVEY_RESULT_TEXT.average(q.avgScore)}
                    </p>
                  ) : null}
                  {kind === 'text' ? (
                    <p className={styles.meta}>{SURVEY_RESULT_TEXT.text(q.ansCnt)}</p>
                  ) : (
                    <ul className={styles.bars} aria-labelledby={headingId}>
                      {q.rows.map((r) => (
                        <li key={r.label} className={styles.bar}>
                          <span className={styles.barLabel}>{r.label}</span>
                          {/* Set through the CSSOM (allowed by the CSP's style-src), not a style attribute. */}
                          <span className={styles.track} aria-hidden="true">
                            <span className={styles.fill} style={{ inlineSize: `${r.pct}%` }} />
                          </span>
                          <span className={styles.barValue}>{SURVEY_RESULT_TEXT.row(r.cnt, r.pct)}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      )}
    </Dialog>
  );
}
