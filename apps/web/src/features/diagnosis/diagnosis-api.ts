import type { DiagnosisAnswers, DiagnosisCheckAnswer } from '@onfan/contracts/diagnosis';
import { diagnosisEndpoints, diagnosisVersionEndpoints } from '@onfan/contracts/diagnosis';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api/endpoint-client';
import { type CommandHandlers, useCommand } from '@/lib/api/use-command';

/** The self-diagnosis feature's calls: the region tree, my history, and the check command. */

export const DIAGNOSIS_HISTORY_PAGE_SIZE = 10;

/** Browser paths of the feature's pages (route table, spec section 2). */
export const DIAGNOSIS_PATHS = {
  intro: '/self-diagnosis',
  input: '/self-diagnosis/input',
  result: '/self-diagnosis/result',
  /** A kept result of the member's history. */
  kept: (diagnHisId: number) => `/self-diagnosis/result?diagnHisId=${diagnHisId}`,
  history: '/mypage/diagnosis',
} as const;

export const diagnosisKeys = {
  all: ['diagnosis'] as const,
  areas: (parentId: number | null) => ['diagnosis', 'area', parentId] as const,
  history: ['diagnosis', 'his'] as const,
  historyPage: (pageNo: number) => ['diagnosis', 'his', 'page', pageNo] as const,
  kept: (diagnHisId: number) => ['diagnosis', 'his', diagnHisId] as const,
  version: ['diagnosis', 'version'] as const,
};

/** The version answered now: its own questions are asked in the additional information step. */
export const currentVersionQuery = () =>
  queryOptions({
    queryKey: diagnosisKeys.version,
    queryFn: () => call(diagnosisVersionEndpoints.current, {}),
  });

/** 시/도 (no parent) or the 시/군/구 of one 시/도; reference data, kept for the session. */
export const areasQuery = (parentId: number | null) =>
  queryOptions({
    queryKey: diagnosisKeys.areas(parentId),
    queryFn: () => call(diagnosisEndpoints.areas, { query: parentId === null ? {} : { parentId } }),
    staleTime: Infinity,
    enabled: parentId === null || parentId > 0,
  });

export const diagnosisHistoryQuery = (pageNo: number) =>
  queryOptions({
    queryKey: diagnosisKeys.historyPage(pageNo),
    queryFn: () => call(diagnosisEndpoints.history, { query: { pageNo, pageSize: DIAGNOSIS_HISTORY_PAGE_SIZE } }),
  });

export const keptResultQuery = (diagnHisId: number) =>
  queryOptions({
    queryKey: diagnosisKeys.kept(diagnHisId),
    queryFn: () => call(diagnosisEndpoints.historyView, { params: { diagnHisId } }),
    enabled: diagnHisId > 0,
  });

/**
 * Score the answers: no confirm (nothing is changed that needs one), no alert (the result page is the answer); a
 * refusal shows the server's message. A member's result lands in history, so the history is refetched.
 */
export function useDiagnosisCheck(handlers: CommandHandlers<DiagnosisAnswers, DiagnosisCheckAnswer> = {}) {
  return useCommand<DiagnosisAnswers, DiagnosisCheckAnswer>({
    mutationFn: (body) => call(diagnosisEndpoints.check, { body }),
    success: false,
    invalidate: [diagnosisKeys.history],
    ...handlers,
  });
}
