import { diagnosisAdminEndpoints as ep } from '@onfan/contracts/diagnosis.admin';
import type { CallInput } from '@onfan/contracts/endpoint';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api/endpoint-client';
import type { CommandHandlers } from '@/lib/api/use-command';
import { useCommand } from '@/lib/api/use-command';
import { diagnosisKeys } from './diagnosis-api';

/** The self-diagnosis questions at the console (자가진단 문항 관리): versions, the draft, publishing (decision 054). */

type VersionEdit = { verNo: number } & CallInput<typeof ep.update>['body'];
type VersionPublish = { verNo: number; verNm: string; updtDt: string };
type Saved = { verNo: number; message: string };

export const diagnosisDeskKeys = {
  all: ['diagnosis-admin'] as const,
  list: ['diagnosis-admin', 'list'] as const,
  detail: (verNo: number) => ['diagnosis-admin', 'detail', verNo] as const,
};

export const diagnosisVersionsQuery = () =>
  queryOptions({ queryKey: diagnosisDeskKeys.list, queryFn: () => call(ep.versions, {}) });

export const diagnosisVersionQuery = (verNo: number) =>
  queryOptions({
    queryKey: diagnosisDeskKeys.detail(verNo),
    queryFn: () => call(ep.version, { params: { verNo } }),
    // The editor starts from one copy: its updtDt is the copy the change names.
    staleTime: Infinity,
  });

export const useCreateDiagnosisVersion = (h: CommandHandlers<void, Saved> = {}) =>
  useCommand<void, Saved>({
    mutationFn: () => call(ep.create, {}),
    confirm: '게시된 판의 문항을 복사해서 작성 중인 새 판을 만드시겠습니까?',
    invalidate: [diagnosisDeskKeys.all],
    ...h,
  });

export const useUpdateDiagnosisVersion = (h: CommandHandlers<VersionEdit, Saved> = {}) =>
  useCommand({
    mutationFn: ({ verNo, ...body }: VersionEdit) => call(ep.update, { params: { verNo }, body }),
    confirm: '작성 중인 판을 저장하시겠습니까?',
    invalidate: [diagnosisDeskKeys.all],
    ...h,
  });

export const usePublishDiagnosisVersion = (h: CommandHandlers<VersionPublish, { message: string }> = {}) =>
  useCommand({
    mutationFn: ({ verNo, updtDt }: VersionPublish) => call(ep.publish, { params: { verNo }, body: { updtDt } }),
    confirm: (v) =>
      `${v.verNm}을 게시하시겠습니까? 이후 자가진단은 이 판의 문항으로 채점하며, 게시한 판은 바꿀 수 없습니다.`,
    invalidate: [diagnosisDeskKeys.all, diagnosisKeys.all],
    ...h,
  });
