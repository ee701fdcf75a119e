import type { CallInput } from '@onfan/contracts/endpoint';
import { supportAdminEndpoints } from '@onfan/contracts/support.admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { supportEndpoints } from '@onfan/contracts/support';
import { call, callDownload, callUpload } from '@/lib/api/endpoint-client';
import { type CommandHandlers, useCommand } from '@/lib/api/use-command';

/**
 * The support programmes desk's calls (issue 37): programmes, their applications, an applicant's unmasked record
 * (logged by the server, never cached here) and the export (the typed client's download form).
 */

export type ProgrammeFilters = CallInput<typeof supportAdminEndpoints.programmes>['query'];
export type ApplicationFilters = CallInput<typeof supportAdminEndpoints.applications>['query'];
type ProgrammeBody = CallInput<typeof supportAdminEndpoints.createProgramme>['body'];
type ProgrammeEdit = { sprtBizId: number } & CallInput<typeof supportAdminEndpoints.updateProgramme>['body'];
type ProgrammeClose = { sprtBizId: number } & CallInput<typeof supportAdminEndpoints.closeProgramme>['body'];
type ApplicationMove = { aplyId: number } & CallInput<typeof supportAdminEndpoints.moveApplication>['body'];
export type ApplicationExport = CallInput<typeof supportAdminEndpoints.exportApplications>['query'];

export const programmeDeskKeys = {
  all: ['support-admin'] as const,
  programmes: ['support-admin', 'programmes'] as const,
  list: (f: ProgrammeFilters) => ['support-admin', 'programmes', 'list', f] as const,
  detail: (id: number) => ['support-admin', 'programmes', 'detail', id] as const,
  applications: (id: number) => ['support-admin', 'applications', id] as const,
  applicationList: (id: number, f: ApplicationFilters) => ['support-admin', 'applications', id, f] as const,
};

export const programmesQuery = (f: ProgrammeFilters) =>
  queryOptions({
    queryKey: programmeDeskKeys.list(f),
    queryFn: () => call(supportAdminEndpoints.programmes, { query: f }),
    placeholderData: keepPreviousData,
  });

export const programmeQuery = (sprtBizId: number) =>
  queryOptions({
    queryKey: programmeDeskKeys.detail(sprtBizId),
    queryFn: () => call(supportAdminEndpoints.programme, { params: { sprtBizId } }),
  });

export const applicationsQuery = (sprtBizId: number, f: ApplicationFilters) =>
  queryOptions({
    queryKey: programmeDeskKeys.applicationList(sprtBizId, f),
    queryFn: () => call(supportAdminEndpoints.applications, { params: { sprtBizId }, query: f }),
    placeholderData: keepPreviousData,
  });

export const useCreateProgramme = (h: CommandHandlers<ProgrammeBody, { sprtBizId: number; message: string }> = {}) =>
  useCommand({
    mutationFn: (body: ProgrammeBody) => call(supportAdminEndpoints.createProgramme, { body }),
    invalidate: [programmeDeskKeys.programmes],
    ...h,
  });

export const useUpdateProgramme = (h: CommandHandlers<ProgrammeEdit, unknown> = {}) =>
  useCommand({
    mutationFn: ({ sprtBizId, ...body }: ProgrammeEdit) =>
      call(supportAdminEndpoints.updateProgramme, { params: { sprtBizId }, body }),
    invalidate: [programmeDeskKeys.programmes],
    ...h,
  });

export const useCloseProgramme = (h: CommandHandlers<ProgrammeClose, unknown> = {}) =>
  useCommand({
    mutationFn: ({ sprtBizId, ...body }: ProgrammeClose) =>
      call(supportAdminEndpoints.closeProgramme, { params: { sprtBizId }, body }),
    invalidate: [programmeDeskKeys.programmes],
    ...h,
  });

export const useMoveApplication = (h: CommandHandlers<ApplicationMove, unknown> = {}) =>
  useCommand({
    mutationFn: ({ aplyId, ...body }: ApplicationMove) =>
      call(supportAdminEndpoints.moveApplication, { params: { aplyId }, body }),
    invalidate: [programmeDeskKeys.all, ['admin', 'dashboard']],
    ...h,
  });

/** The applicant's unmasked record: read only when the operator asks (the server logs it), never kept in the cache. */
export const fetchApplicant = (aplyId: number) => call(supportAdminEndpoints.applicantPersonal, { params: { aplyId } });

/** The applications as a file, saved by the browser; the server refuses it without a reason and logs it with one. */
export const downloadApplications = (sprtBizId: number, query: ApplicationExport) =>
  callDownload(supportAdminEndpoints.exportApplications, { sprtBizId }, { query });

export const useAddAttachment = (sprtBizId: number, h: CommandHandlers<File, unknown> = {}) =>
  useCommand({
    mutationFn: (file: File) =>
      callUpload(supportAdminEndpoints.addAttachment, { sprtBizId }, file, { redirectOnServerError: false }),
    invalidate: [programmeDeskKeys.detail(sprtBizId)],
    ...h,
  });

export const useRemoveAttachment = (
  sprtBizId: number,
  h: CommandHandlers<{ fileId: string; fileNm: string }, unknown> = {},
) =>
  useCommand({
    mutationFn: ({ fileId }: { fileId: string; fileNm: string }) =>
      call(supportAdminEndpoints.removeAttachment, { params: { sprtBizId, fileId } }),
    invalidate: [programmeDeskKeys.detail(sprtBizId)],
    ...h,
  });

/** An attachment as the public page serves it (the desk reads it through the same call). */
export const downloadAttachment = (sprtBizId: number, file: { fileId: string; fileNm: string }) =>
  callDownload(supportEndpoints.attachment, { sprtBizId, fileId: file.fileId }, { fileName: file.fileNm });
