import type { SurveyAnswer, SurveyQuest } from '@onfan/contracts/survey';
import { SURVEY_MESSAGES, questionKind, surveyEndpoints } from '@onfan/contracts/survey';
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '@/lib/api/api-client';
import { call } from '@/lib/api/endpoint-client';
import { type CommandHandlers, useCommand } from '@/lib/api/use-command';
import { modal } from '@/lib/modal/modal-service';

/** The survey feature's calls: query keys and options from the contracts' declarations, submit and draft commands. */

export const surveyKeys = {
  all: ['survey'] as const,
  list: ['survey', 'list'] as const,
  quests: (surveyId: number) => ['survey', 'quests', surveyId] as const,
  draft: (surveyId: number) => ['survey', 'draft', surveyId] as const,
  result: (surveyId: number) => ['survey', 'result', surveyId] as const,
};

export const surveyListQuery = () =>
  queryOptions({ queryKey: surveyKeys.list, queryFn: () => call(surveyEndpoints.list) });

export const surveyQuestsQuery = (surveyId: number) =>
  queryOptions({
    queryKey: surveyKeys.quests(surveyId),
    queryFn: () => call(surveyEndpoints.quests, { params: { surveyId } }),
    enabled: surveyId > 0,
  });

/**
 * The member's saved draft: asked again each time the modal opens (dropped as soon as it closes), never while it is
 * open — a refetch would refill the form over what the member is typing.
 */
export const surveyDraftQuery = (surveyId: number) =>
  queryOptions({
    queryKey: surveyKeys.draft(surveyId),
    queryFn: () => call(surveyEndpoints.draft, { params: { surveyId } }),
    enabled: surveyId > 0,
    staleTime: Infinity,
    gcTime: 0,
  });

export const surveyResultQuery = (surveyId: number) =>
  queryOptions({
    queryKey: surveyKeys.result(surveyId),
    queryFn: () => call(surveyEndpoints.result, { params: { surveyId } }),
    enabled: surveyId > 0,
  });

/** The form's values: one string per question (`q<questId>`): the chosen item's id, the score '1'..'5', or the text. */
export type SurveyFormValues = Record<string, string>;
export const fieldName = (questId: number) => `q${questId}`;

/** The answers given in the form, in question order (unanswered questions left out). */
export function toAnswers(quests: readonly SurveyQuest[], values: SurveyFormValues): SurveyAnswer[] {
  const out: SurveyAnswer[] = [];
  for (const q of quests) {
    const v = (values[fieldName(q.questId)] ?? '').trim();
    if (v === '') continue;
    const kind = questionKind(q.questPattnDcd);
    if (kind === 'choice') out.push({ questId: q.questId, quesitmId: Number(v) });
    else if (kind === 'star') out.push({ questId: q.questId, chcAns: Number(v) });
    else out.push({ questId: q.questId, inptAns: values[fieldName(q.questId)] ?? '' });
  }
  return out;
}

/**
 * The form's values from a saved draft (answers to questions no longer there are dropped). An unanswered question has
 * no value at all — an empty string would be a radio group's selected value and take its radios out of the Tab order.
 */
export function fromDraft(quests: readonly SurveyQuest[], questAnsJson: string | undefined): SurveyFormValues {
  const values: SurveyFormValues = {};
  const known = new Set(quests.map((q) => fieldName(q.questId)));
  if (!questAnsJson) return values;
  let saved: unknown;
  try {
    saved = JSON.parse(questAnsJson);
  } catch {
    return values;
  }
  if (!Array.isArray(saved)) return values;
  for (const a of saved as Partial<SurveyAnswer>[]) {
    if (typeof a?.questId !== 'number') continue;
    const key = fieldName(a.questId);
    if (!known.has(key)) continue;
    const v = a.quesitmId ?? a.chcAns ?? a.inptAns;
    if (v !== undefined && v !== null) values[key] = String(v);
  }
  return values;
}

/** The numbers (from 1, in question order) of the questions not answered yet. */
export function unansweredNumbers(quests: readonly SurveyQuest[], values: SurveyFormValues): number[] {
  return quests.flatMap((q, i) =>
    q.esntlYn !== 'N' && (values[fieldName(q.questId)] ?? '').trim() === '' ? [i + 1] : [],
  );
}

/** A refusal shows the server's message; a failure without one (the network) shows the survey's own. */
async function surveyFailure(error: unknown): Promise<boolean> {
  if (isApiError(error) && !error.isNetworkError && error.message) return false;
  if (isApiError(error) && error.loginPrompted) return true;
  await modal.alert(SURVEY_MESSAGES.failed);
  return true;
}

/**
 * Submit a survey: confirm → POST survey/quest/anses with the answers as a JSON string → '설문이 제출되었습니다.'.
 * Refusals show the server's message (unanswered numbers, outside the period, already answered).
 */
export function useSurveyAnswer(surveyId: number, handlers: CommandHandlers<SurveyAnswer[], { message: string }> = {}) {
  return useCommand({
    mutationFn: (answers: SurveyAnswer[]) =>
      call(surveyEndpoints.answer, { body: { surveyId, questAnsJson: JSON.stringify(answers) } }),
    confirm: SURVEY_MESSAGES.confirmSubmit,
    handleRefusal: surveyFailure,
    invalidate: [surveyKeys.list, surveyKeys.result(surveyId)],
    ...handlers,
  });
}

/** Keep a half-answered survey: PUT survey/{id}/draft (no confirm; the answer says it was saved). */
export function useSurveyDraft(surveyId: number, handlers: CommandHandlers<SurveyAnswer[], { message: string }> = {}) {
  return useCommand({
    mutationFn: (answers: SurveyAnswer[]) =>
      call(surveyEndpoints.saveDraft, { params: { surveyId }, body: { questAnsJson: JSON.stringify(answers) } }),
    handleRefusal: surveyFailure,
    invalidate: [surveyKeys.list],
    ...handlers,
  });
}
