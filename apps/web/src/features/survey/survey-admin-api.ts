import type { CallInput } from '@onfan/contracts/endpoint';
import { surveyAdminEndpoints as ep } from '@onfan/contracts/survey.admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, callDownload } from '@/lib/api/endpoint-client';
import type { CommandHandlers } from '@/lib/api/use-command';
import { useCommand } from '@/lib/api/use-command';

/** The survey builder's calls (설문 관리): the list, a survey, write, edit, publish, copy, results and the export. */

export type SurveyDeskFilters = CallInput<typeof ep.surveys>['query'];
export type SurveyWriteInput = CallInput<typeof ep.create>['body'];
export type SurveyExportInput = CallInput<typeof ep.exportAnswers>['query'];
type SurveyEdit = { surveyId: number } & CallInput<typeof ep.update>['body'];
type SurveyPublish = { surveyId: number; surveyNm: string; updtDt: string };
type SurveyCopy = { surveyId: number; surveyNm: string };
type Saved = { surveyId: number; message: string };

export const surveyDeskKeys = {
  all: ['survey-admin'] as const,
  list: (f: SurveyDeskFilters) => ['survey-admin', 'list', f] as const,
  detail: (surveyId: number) => ['survey-admin', 'detail', surveyId] as const,
  results: (surveyId: number) => ['survey-admin', 'results', surveyId] as const,
  texts: (surveyId: number, questId: number, pageNo: number) =>
    ['survey-admin', 'texts', surveyId, questId, pageNo] as const,
};
/** What members read of surveys (the list, the questions, the results): read again after a change. */
const PUBLIC_SURVEY_KEYS = [['survey']] as const;

export const surveyDeskListQuery = (f: SurveyDeskFilters) =>
  queryOptions({
    queryKey: surveyDeskKeys.list(f),
    queryFn: () => call(ep.surveys, { query: f }),
    placeholderData: keepPreviousData,
  });

export const surveyDeskQuery = (surveyId: number) =>
  queryOptions({
    queryKey: surveyDeskKeys.detail(surveyId),
    queryFn: () => call(ep.survey, { params: { surveyId } }),
    // The edit form starts from one copy: its updtDt is the copy the change names.
    staleTime: Infinity,
  });

export const surveyResultsQuery = (surveyId: number) =>
  queryOptions({
    queryKey: surveyDeskKeys.results(surveyId),
    queryFn: () => call(ep.results, { params: { surveyId } }),
  });

export const surveyTextsQuery = (surveyId: number, questId: number, pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: surveyDeskKeys.texts(surveyId, questId, pageNo),
    queryFn: () => call(ep.texts, { params: { surveyId, questId }, query: { pageNo, pageSize } }),
    placeholderData: keepPreviousData,
  });

/** The answers as a file, saved by the browser; the server refuses it without a reason and logs it with one. */
export const downloadSurveyAnswers = (surveyId: number, query: SurveyExportInput) =>
  callDownload(ep.exportAnswers, { surveyId }, { query });

export const useCreateSurvey = (h: CommandHandlers<SurveyWriteInput, Saved> = {}) =>
  useCommand({
    mutationFn: (body: SurveyWriteInput) => call(ep.create, { body }),
    confirm: '설문을 저장하시겠습니까? 게시하기 전까지 회원에게 보이지 않습니다.',
    invalidate: [surveyDeskKeys.all],
    ...h,
  });

export const useUpdateSurvey = (h: CommandHandlers<SurveyEdit, Saved> = {}) =>
  useCommand({
    mutationFn: ({ surveyId, ...body }: SurveyEdit) => call(ep.update, { params: { surveyId }, body }),
    confirm: '설문을 수정하시겠습니까?',
    invalidate: [surveyDeskKeys.all, ...PUBLIC_SURVEY_KEYS],
    ...h,
  });

export const usePublishSurvey = (h: CommandHandlers<SurveyPublish, { message: string }> = {}) =>
  useCommand({
    mutationFn: ({ surveyId, updtDt }: SurveyPublish) => call(ep.publish, { params: { surveyId }, body: { updtDt } }),
    confirm: (v) => `'${v.surveyNm}' 설문을 게시하시겠습니까? 게시한 뒤 응답이 들어오면 문항을 바꿀 수 없습니다.`,
    invalidate: [surveyDeskKeys.all, ...PUBLIC_SURVEY_KEYS],
    ...h,
  });

export const useCopySurvey = (h: CommandHandlers<SurveyCopy, Saved> = {}) =>
  useCommand({
    mutationFn: ({ surveyId }: SurveyCopy) => call(ep.copy, { params: { surveyId } }),
    confirm: (v) => `'${v.surveyNm}' 설문을 복사해서 작성 중인 새 설문을 만드시겠습니까?`,
    invalidate: [surveyDeskKeys.all],
    ...h,
  });
