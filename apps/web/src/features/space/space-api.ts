import type { CompanyFields } from '@onfan/contracts/auth';
import { authCertificateEndpoints } from '@onfan/contracts/auth-certificate';
import { type CallInput, endpointPath } from '@onfan/contracts/endpoint';
import type { CommandResult } from '@onfan/contracts/envelope';
import type { InquiryFormValues } from '@onfan/contracts/space';
import { spaceEndpoints } from '@onfan/contracts/space';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { upload } from '@/lib/api/api-client';
import { call } from '@/lib/api/endpoint-client';
import { type CommandHandlers, useCommand } from '@/lib/api/use-command';

/**
 * The space feature's calls (the `space` group and the non-booking `reservation/*` calls of api-map.md): query keys
 * and options from the contracts' endpoint declarations, and the commands. Booking a space room is the studio
 * feature's (one slot engine, one set of booking screens).
 */

/** Commands whose refusal the page explains itself (an alert with the server's message), never the error page. */
const quiet = { redirectOnServerError: false } as const;

export const SPACE_PAGE_SIZE = 9;
export const INQUIRY_PAGE_SIZE = 10;
export const NOTICE_PAGE_SIZE = 5;

export const spaceKeys = {
  all: ['space'] as const,
  groups: () => [...spaceKeys.all, 'groups'] as const,
  list: (grpId: number | undefined, pageNo: number, favr: boolean) =>
    [...spaceKeys.all, 'list', grpId ?? 0, pageNo, favr] as const,
  detail: (spaceId: number) => [...spaceKeys.all, 'detail', spaceId] as const,
  notices: (pageNo: number) => [...spaceKeys.all, 'notices', pageNo] as const,
  inquiries: (pageNo: number) => [...spaceKeys.all, 'inquiries', pageNo] as const,
  certificate: ['auth', 'certificate'] as const,
};

export const groupsQuery = () =>
  queryOptions({ queryKey: spaceKeys.groups(), queryFn: () => call(spaceEndpoints.groups) });

/** Spaces of a group (all when none), or the member's favourites only. */
export const spacesQuery = (grpId: number | undefined, favr: boolean, pageNo: number) =>
  queryOptions({
    queryKey: spaceKeys.list(grpId, pageNo, favr),
    queryFn: () =>
      call(spaceEndpoints.list, {
        query: { grpId, favrYn: favr ? 'Y' : undefined, pageNo, pageSize: SPACE_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });

export const spaceQuery = (spaceId: number) =>
  queryOptions({
    queryKey: spaceKeys.detail(spaceId),
    queryFn: () => call(spaceEndpoints.detail, { params: { spaceId } }),
    retry: false,
  });

export const noticesQuery = (pageNo: number) =>
  queryOptions({
    queryKey: spaceKeys.notices(pageNo),
    queryFn: () => call(spaceEndpoints.notices, { query: { pageNo, pageSize: NOTICE_PAGE_SIZE } }),
  });

export const inquiriesQuery = (pageNo: number) =>
  queryOptions({
    queryKey: spaceKeys.inquiries(pageNo),
    queryFn: () => call(spaceEndpoints.inquiries, { query: { pageNo, pageSize: INQUIRY_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

/** The member's small-business certificate (the accounts domain's call): the space input page shows its state. */
export const certificateQuery = () =>
  queryOptions({ queryKey: spaceKeys.certificate, queryFn: () => call(authCertificateEndpoints.get) });

/** Mark or unmark a favourite space: no confirm and no result alert (the button shows it); refusals are shown. */
export function useSetFavourite(spaceId: number) {
  return useCommand<'Y' | 'N', CommandResult>({
    mutationFn: (favrYn) => call(spaceEndpoints.setFavourite, { params: { spaceId }, body: { favrYn } }, quiet),
    success: false,
    invalidate: [spaceKeys.all],
  });
}

/** Write an inquiry about a space: confirm → save → the server's answer, then `onDone` (the inquiry list). */
export function useWriteInquiry(spaceId: number, onDone: () => void) {
  return useCommand<InquiryFormValues, CommandResult>({
    mutationFn: (body) => call(spaceEndpoints.writeInquiry, { body: { ...body, spaceId } }, quiet),
    confirm: '문의를 등록하시겠습니까?',
    invalidate: [spaceKeys.all],
    onDone,
  });
}

/** Delete an unanswered inquiry of the member's: confirm → delete → the server's answer; the list is refetched. */
export function useDeleteInquiry() {
  return useCommand<number, CommandResult>({
    mutationFn: (inqId) => call(spaceEndpoints.deleteInquiry, { body: { inqId } }, quiet),
    confirm: '문의를 삭제하시겠습니까?',
    invalidate: [spaceKeys.all],
  });
}

/** The company check of the space flow (reservation/cmpyValidation); `onChecked` receives the facts that passed. */
export function useCheckCompany(onChecked: (company: CompanyFields) => void) {
  return useCommand<CompanyFields, CommandResult>({
    mutationFn: (company) => call(spaceEndpoints.checkCompany, { body: company }, quiet),
    onDone: (_result, company) => onChecked(company),
  });
}

/** Upload the small-business certificate (reservation/idnty, multipart `uploadFile`); the certificate is refetched. */
export function useUploadCertificate(onDone: () => void) {
  return useCommand<File, CommandResult>({
    mutationFn: (file) => upload<CommandResult>(endpointPath(spaceEndpoints.uploadCertificate), file, quiet),
    invalidate: [spaceKeys.certificate],
    onDone,
  });
}

// The console's space-inquiry desk (문의 답변, decision 034): the queue and the answer on the copy read.

export type SpaceInquiryQueueFilters = CallInput<typeof spaceEndpoints.inquiryQueue>['query'];
type SpaceInquiryAnswer = { inqId: number } & CallInput<typeof spaceEndpoints.answerInquiry>['body'];

export const spaceInquiryDeskKeys = {
  all: ['space', 'admin-inqs'] as const,
  list: (f: SpaceInquiryQueueFilters) => ['space', 'admin-inqs', f] as const,
};

export const spaceInquiryQueueQuery = (f: SpaceInquiryQueueFilters) =>
  queryOptions({
    queryKey: spaceInquiryDeskKeys.list(f),
    queryFn: () => call(spaceEndpoints.inquiryQueue, { query: f }),
    placeholderData: keepPreviousData,
  });

export const useAnswerSpaceInquiry = (h: CommandHandlers<SpaceInquiryAnswer, unknown> = {}) =>
  useCommand({
    mutationFn: ({ inqId, ...body }: SpaceInquiryAnswer) =>
      call(spaceEndpoints.answerInquiry, { params: { inqId }, body }),
    // The dashboard's count of unanswered inquiries and the member's own list move with each answer.
    invalidate: [spaceInquiryDeskKeys.all, spaceKeys.all, ['admin', 'dashboard']],
    ...h,
  });
