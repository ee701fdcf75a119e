import type { CallInput } from '@onfan/contracts/endpoint';
import { econPromotionAdminEndpoints as ep, prgmImagesResultSchema } from '@onfan/contracts/econ-promotion.admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, callUpload } from '@/lib/api/endpoint-client';
import type { CommandHandlers } from '@/lib/api/use-command';
import { useCommand } from '@/lib/api/use-command';

/** The promotions desk's calls (판로 홍보 프로그램 관리): the list, a programme, write, edit, hide and show, picture. */

export type PrgmDeskFilters = CallInput<typeof ep.programmes>['query'];
export type PrgmWriteInput = CallInput<typeof ep.create>['body'];
type PrgmEdit = { prgmId: number } & CallInput<typeof ep.update>['body'];
type PrgmVisibility = { prgmId: number; prgmNm: string } & CallInput<typeof ep.visibility>['body'];

export const promotionDeskKeys = {
  all: ['econ-promotion-admin'] as const,
  list: (f: PrgmDeskFilters) => ['econ-promotion-admin', 'list', f] as const,
  detail: (prgmId: number) => ['econ-promotion-admin', 'detail', prgmId] as const,
};
/** What visitors read of the promotions (both pages): read again after a change. */
const AFTER_CHANGE = [promotionDeskKeys.all, ['econ-promotion']] as const;

export const prgmDeskListQuery = (f: PrgmDeskFilters) =>
  queryOptions({
    queryKey: promotionDeskKeys.list(f),
    queryFn: () => call(ep.programmes, { query: f }),
    placeholderData: keepPreviousData,
  });

export const prgmDeskQuery = (prgmId: number) =>
  queryOptions({
    queryKey: promotionDeskKeys.detail(prgmId),
    queryFn: () => call(ep.programme, { params: { prgmId } }),
    // The edit form starts from one copy: its updtDt is the copy the change names.
    staleTime: Infinity,
  });

/** Stores a picked picture for the programme being written; it is the programme's when it is saved. */
export async function uploadPrgmImages(files: readonly File[]) {
  const answer = prgmImagesResultSchema.parse(
    await callUpload(ep.uploadImages, undefined, files, { authPrompt: false, redirectOnServerError: false }),
  );
  return answer.imgPtUrls;
}

export const useCreatePrgm = (h: CommandHandlers<PrgmWriteInput, { prgmId: number; message: string }> = {}) =>
  useCommand({
    mutationFn: (body: PrgmWriteInput) => call(ep.create, { body }),
    confirm: '프로그램을 등록하시겠습니까?',
    invalidate: [...AFTER_CHANGE],
    ...h,
  });

export const useUpdatePrgm = (h: CommandHandlers<PrgmEdit, { prgmId: number; message: string }> = {}) =>
  useCommand({
    mutationFn: ({ prgmId, ...body }: PrgmEdit) => call(ep.update, { params: { prgmId }, body }),
    confirm: '프로그램을 수정하시겠습니까?',
    invalidate: [...AFTER_CHANGE],
    ...h,
  });

export const usePrgmVisibility = (h: CommandHandlers<PrgmVisibility, { message: string }> = {}) =>
  useCommand({
    mutationFn: ({ prgmId, useYn, updtDt }: PrgmVisibility) =>
      call(ep.visibility, { params: { prgmId }, body: { useYn, updtDt } }),
    confirm: (v) =>
      v.useYn === 'N'
        ? `'${v.prgmNm}' 프로그램을 숨기시겠습니까? 방문자에게 보이지 않게 됩니다.`
        : `'${v.prgmNm}' 프로그램을 다시 공개하시겠습니까?`,
    invalidate: [...AFTER_CHANGE],
    ...h,
  });
