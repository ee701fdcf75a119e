import type { SurveyQuests } from '@onfan/contracts/survey';
import { STAR_SCORES, SURVEY_MESSAGES, SURVEY_TEXT_MAX, questionKind } from '@onfan/contracts/survey';
import { formatYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormRadioGroup, FormTextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import { modal } from '@/lib/modal/modal-service';
import {
  type SurveyFormValues,
  fieldName,
  fromDraft,
  surveyDraftQuery,
  surveyQuestsQuery,
  toAnswers,
  unansweredNumbers,
  useSurveyAnswer,
  useSurveyDraft,
} from '../survey-api';
import styles from './Survey.module.css';
import { Form } from '@/components/ui/Form';

export const SURVEY_DIALOG_TEXT = {
  period: '설문 기간',
  required: '모든 문항에 답해주세요.',
  textHelp: `${SURVEY_TEXT_MAX}자 이내로 입력해주세요.`,
  cancel: '취소',
  saveDraft: '임시 저장',
  submit: '제출하기',
  loading: '설문을 불러오는 중입니다.',
  loadFailed: '설문을 불러오지 못했습니다.',
  notOpen: '지금은 참여할 수 없는 설문입니다.',
  score: (n: number) => `${n}점`,
} as const;

export interface SurveyTarget {
  surveyId: number;
  surveyNm: string;
}

const STAR_OPTIONS = STAR_SCORES.map((n) => ({
  value: String(n),
  label: (
    <span className={styles.starOption}>
      <span className={styles.stars} aria-hidden="true">
        {'★'.repeat(n)}
        <span className={styles.starsOff}>{'★'.repeat(5 - n)}</span>
      </span>
      <span>{SURVEY_DIALOG_TEXT.score(n)}</span>
    </span>
  ),
}));

/**
 * The survey modal (surveyId, surveyNm): the questions by sortSeq — single choice, a 1-5 star rating (radio buttons,
 * arrow keys move between scores) and free text — resumed from the member's draft. Submitting names the unanswered
 * question numbers, or confirms and sends the answers; "임시 저장" keeps them for later.
 */
export function SurveyDialog({
  target,
  onClose,
  onSubmitted,
}: {
  target: SurveyTarget | null;
  onClose: () => void;
  onSubmitted?: (target: SurveyTarget) => void;
}) {
  const surveyId = target?.surveyId ?? 0;
  const quests = useQuery(surveyQuestsQuery(surveyId));
  const draft = useQuery(surveyDraftQuery(surveyId));
  const survey = quests.data?.surveyId === surveyId ? quests.data : undefined;
  return (
    <Dialog isOpen={target !== null} onClose={onClose} title={target?.surveyNm ?? ''} size="large">
      {target && survey && draft.isSuccess && !draft.isFetching ? (
        <SurveyForm
          // A draft fetched again (the modal opened anew) fills a fresh form.
          key={`${surveyId}-${draft.dataUpdatedAt}`}
          target={target}
          survey={survey}
          initial={fromDraft(survey.quests, draft.data?.questAnsJson)}
          onClose={onClose}
          onSubmitted={onSubmitted}
        />
      ) : quests.isError || draft.isError ? (
        <p role="alert">{SURVEY_DIALOG_TEXT.loadFailed}</p>
      ) : (
        <Spinner label={SURVEY_DIALOG_TEXT.loading} />
      )}
    </Dialog>
  );
}

function SurveyForm({
  target,
  survey,
  initial,
  onClose,
  onSubmitted,
}: {
  target: SurveyTarget;
  survey: SurveyQuests;
  initial: SurveyFormValues;
  onClose: () => void;
  onSubmitted: ((target: SurveyTarget) => void) | undefined;
}) {
  const { quests } = survey;
  const open = survey.state === 'open';
  const { control, getValues } = useForm<SurveyFormValues>({ defaultValues: initial });
  const answer = useSurveyAnswer(target.surveyId, {
    onDone: () => {
      onClose();
      onSubmitted?.(target);
    },
  });
  const saveDraft = useSurveyDraft(target.surveyId, { onDone: onClose });
  const submit = () => {
    const values = getValues();
    const missing = unansweredNumbers(quests, values);
    if (missing.length > 0) {
      modal.formCheck([SURVEY_MESSAGES.unanswered(missing)]);
      return;
    }
    void answer.run(toAnswers(quests, values));
  };
  return (
    <Form className={styles.form} noValidate onSubmit={submit}>
      {survey.surveyExpln ? <p className={styles.expln}>{survey.surveyExpln}</p> : null}
      <p className={styles.meta}>
        {SURVEY_DIALOG_TEXT.period} {formatYmd(survey.surveyBgngYmd)} ~ {formatYmd(survey.surveyEndYmd)} ·{' '}
        {SURVEY_DIALOG_TEXT.required}
      </p>
      {!open ? <p role="alert">{SURVEY_DIALOG_TEXT.notOpen}</p> : null}
      <ol className={styles.quests}>
        {quests.map((q, i) => {
          const optional = q.esntlYn === 'N';
          const label = `${i + 1}. ${q.questNm}${optional ? ' (선택)' : ''}`;
          const name = fieldName(q.questId);
          const kind = questionKind(q.questPattnDcd);
          return (
            <li key={q.questId} className={styles.quest}>
              {kind === 'choice' ? (
                <FormRadioGroup
                  control={control}
                  name={name}
                  label={label}
                  options={q.items.map((it) => ({ value: String(it.quesitmId), label: it.quesitmNm }))}
                  isRequired={!optional}
                />
              ) : kind === 'star' ? (
                <FormRadioGroup
                  control={control}
                  name={name}
                  label={label}
                  options={STAR_OPTIONS}
                  orientation="horizontal"
                  className={styles.starGroup}
                  isRequired={!optional}
                />
              ) : (
                <FormTextField
                  control={control}
                  name={name}
                  label={label}
                  multiline
                  rows={4}
                  maxLength={SURVEY_TEXT_MAX}
                  showCounter
                  description={SURVEY_DIALOG_TEXT.textHelp}
                  isRequired={!optional}
                />
              )}
            </li>
          );
        })}
      </ol>
      <div className={styles.footer}>
        <Button variant="secondary" onPress={onClose}>
          {SURVEY_DIALOG_TEXT.cancel}
        </Button>
        {open ? (
          <>
            <Button
              variant="secondary"
              onPress={() => void saveDraft.run(toAnswers(quests, getValues()))}
              isPending={saveDraft.isPending}
            >
              {SURVEY_DIALOG_TEXT.saveDraft}
            </Button>
            <Button type="submit" isPending={answer.isPending}>
              {SURVEY_DIALOG_TEXT.submit}
            </Button>
          </>
        ) : null}
      </div>
    </Form>
  );
}
