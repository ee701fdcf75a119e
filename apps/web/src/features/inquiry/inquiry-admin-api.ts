import type { CallInput } from '@onfan/contracts/endpoint';
import { inquiryAdminEndpoints as api, type AnswerTemplateBody } from '@onfan/contracts/inquiry.admin';
import { inquiryInboxEndpoints as inboxApi } from '@onfan/contracts/inquiry.inbox';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api/endpoint-client';
import { type CommandHandlers, useCommand } from '@/lib/api/use-command';

/** The inquiry inbox's answer templates (issue 38): listed, created, edited and deleted on the copy read. */

export type AnswerTemplateFilters = CallInput<typeof api.templates>['query'];

export const inquiryTemplateKeys = {
  all: ['inquiry-template'] as const,
  list: (f: AnswerTemplateFilters) => ['inquiry-template', 'list', f] as const,
};

export const answerTemplatesQuery = (f: AnswerTemplateFilters) =>
  queryOptions({
    queryKey: inquiryTemplateKeys.list(f),
    queryFn: () => call(api.templates, { query: f }),
    placeholderData: keepPreviousData,
  });

export const useCreateAnswerTemplate = (h: CommandHandlers<AnswerTemplateBody, unknown> = {}) =>
  useCommand({
    mutationFn: (body: AnswerTemplateBody) => call(api.createTemplate, { body }),
    invalidate: [inquiryTemplateKeys.all],
    ...h,
  });

export type AnswerTemplateEditVars = AnswerTemplateBody & { id: number; updtDt: string };
export const useUpdateAnswerTemplate = (h: CommandHandlers<AnswerTemplateEditVars, unknown> = {}) =>
  useCommand({
    mutationFn: ({ id, ...body }: AnswerTemplateEditVars) => call(api.updateTemplate, { params: { id }, body }),
    invalidate: [inquiryTemplateKeys.all],
    ...h,
  });

export const useDeleteAnswerTemplate = (h: CommandHandlers<{ id: number; updtDt: string }, unknown> = {}) =>
  useCommand({
    mutationFn: ({ id, updtDt }: { id: number; updtDt: string }) =>
      call(api.deleteTemplate, { params: { id }, body: { updtDt } }),
    invalidate: [inquiryTemplateKeys.all],
    ...h,
  });

/** The inbox's 전체 view: every kind the operator's roles answer, in one server-paged list (issue 38). */
export type InquiryInboxFilters = CallInput<typeof inboxApi.inbox>['query'];

export const inquiryInboxKeys = {
  all: ['inquiry-inbox'] as const,
  list: (f: InquiryInboxFilters) => ['inquiry-inbox', 'list', f] as const,
};

export const inquiryInboxQuery = (f: InquiryInboxFilters) =>
  queryOptions({
    queryKey: inquiryInboxKeys.list(f),
    queryFn: () => call(inboxApi.inbox, { query: f }),
    placeholderData: keepPreviousData,
  });
