import type { CallInput } from '@onfan/contracts/endpoint';
import type { ConsoleBoard } from '@onfan/contracts/content.admin';
import { contentAdminEndpoints } from '@onfan/contracts/content.admin';
import { editorUploadResultSchema, UPLOAD_MESSAGES } from '@onfan/contracts/upload';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
// The thumbnail is a multipart upload: the API client's upload helper, in the feature's own api module only.
import { api } from '@/lib/api/api-client';
import { call } from '@/lib/api/endpoint-client';
import { type CommandHandlers, useCommand } from '@/lib/api/use-command';

/** The content desk's console calls (decision 034): board items and the FAQ of /guide; and the FAQ /guide shows. */

export type BoardItemFilters = CallInput<typeof contentAdminEndpoints.items>['query'];
export type FaqFilters = CallInput<typeof contentAdminEndpoints.faqs>['query'];
type ItemBody = CallInput<typeof contentAdminEndpoints.createItem>['body'];
type ItemEdit = CallInput<typeof contentAdminEndpoints.updateItem>['body'];
type Exposure = CallInput<typeof contentAdminEndpoints.itemExposure>['body'];
/** An item's exposure change, with its title for the confirm. */
export type ItemExposure = { contentsId: number; tit: string } & Exposure;
type FaqBody = CallInput<typeof contentAdminEndpoints.createFaq>['body'];
type FaqEdit = CallInput<typeof contentAdminEndpoints.updateFaq>['body'];
type FaqMove = CallInput<typeof contentAdminEndpoints.moveFaq>['body'];

export const contentDeskKeys = {
  all: ['content-admin'] as const,
  boards: ['content-admin', 'boards'] as const,
  items: (board: ConsoleBoard, f: BoardItemFilters) => ['content-admin', 'items', board, f] as const,
  item: (board: ConsoleBoard, contentsId: number) => ['content-admin', 'item', board, contentsId] as const,
  faqs: (f: FaqFilters) => ['content-admin', 'faqs', f] as const,
  guideFaqs: ['guide', 'faqs'] as const,
};

export const boardsQuery = () =>
  queryOptions({
    queryKey: contentDeskKeys.boards,
    queryFn: () => call(contentAdminEndpoints.boards),
    staleTime: 60_000,
  });

export const boardItemsQuery = (board: ConsoleBoard, f: BoardItemFilters) =>
  queryOptions({
    queryKey: contentDeskKeys.items(board, f),
    queryFn: () => call(contentAdminEndpoints.items, { params: { board }, query: f }),
    placeholderData: keepPreviousData,
  });

export const boardItemQuery = (board: ConsoleBoard, contentsId: number) =>
  queryOptions({
    queryKey: contentDeskKeys.item(board, contentsId),
    queryFn: () => call(contentAdminEndpoints.item, { params: { board, contentsId } }),
  });

export const useCreateBoardItem = (
  board: ConsoleBoard,
  h: CommandHandlers<ItemBody, { message: string; contentsId: number }> = {},
) =>
  useCommand({
    mutationFn: (body: ItemBody) => call(contentAdminEndpoints.createItem, { params: { board }, body }),
    invalidate: [contentDeskKeys.all],
    ...h,
  });

export const useUpdateBoardItem = (
  board: ConsoleBoard,
  contentsId: number,
  h: CommandHandlers<ItemEdit, unknown> = {},
) =>
  useCommand({
    mutationFn: (body: ItemEdit) => call(contentAdminEndpoints.updateItem, { params: { board, contentsId }, body }),
    invalidate: [contentDeskKeys.all],
    ...h,
  });

export const useBoardItemExposure = (board: ConsoleBoard, h: CommandHandlers<ItemExposure, unknown> = {}) =>
  useCommand({
    mutationFn: ({ contentsId, expsrYn, updtDt }: ItemExposure) =>
      call(contentAdminEndpoints.itemExposure, { params: { board, contentsId }, body: { expsrYn, updtDt } }),
    invalidate: [contentDeskKeys.all],
    ...h,
  });

/** A thumbnail through the editor's upload (nhn/upload): the address it is served at. */
export async function uploadThumbnail(file: File): Promise<string> {
  try {
    const answer = editorUploadResultSchema.parse(
      await api.upload('nhn/upload', file, { authPrompt: false, redirectOnServerError: false }),
    );
    return answer.url;
  } catch {
    throw new Error(UPLOAD_MESSAGES.editorFailed);
  }
}

export const faqsQuery = (f: FaqFilters) =>
  queryOptions({
    queryKey: contentDeskKeys.faqs(f),
    queryFn: () => call(contentAdminEndpoints.faqs, { query: f }),
    placeholderData: keepPreviousData,
  });

export const useCreateFaq = (h: CommandHandlers<FaqBody, unknown> = {}) =>
  useCommand({
    mutationFn: (body: FaqBody) => call(contentAdminEndpoints.createFaq, { body }),
    invalidate: [contentDeskKeys.all, contentDeskKeys.guideFaqs],
    ...h,
  });

export const useUpdateFaq = (h: CommandHandlers<{ faqId: number } & FaqEdit, unknown> = {}) =>
  useCommand({
    mutationFn: ({ faqId, ...body }: { faqId: number } & FaqEdit) =>
      call(contentAdminEndpoints.updateFaq, { params: { faqId }, body }),
    invalidate: [contentDeskKeys.all, contentDeskKeys.guideFaqs],
    ...h,
  });

/** A question's exposure change, with its text for the confirm. */
export type FaqExposure = { faqId: number; qstn: string } & Exposure;

export const useFaqExposure = (h: CommandHandlers<FaqExposure, unknown> = {}) =>
  useCommand({
    mutationFn: ({ faqId, expsrYn, updtDt }: FaqExposure) =>
      call(contentAdminEndpoints.faqExposure, { params: { faqId }, body: { expsrYn, updtDt } }),
    invalidate: [contentDeskKeys.all, contentDeskKeys.guideFaqs],
    ...h,
  });

export const useMoveFaq = (h: CommandHandlers<{ faqId: number } & FaqMove, unknown> = {}) =>
  useCommand({
    mutationFn: ({ faqId, ...body }: { faqId: number } & FaqMove) =>
      call(contentAdminEndpoints.moveFaq, { params: { faqId }, body }),
    invalidate: [contentDeskKeys.all, contentDeskKeys.guideFaqs],
    success: false,
    ...h,
  });
