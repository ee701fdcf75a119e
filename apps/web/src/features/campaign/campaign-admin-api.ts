import type { CallInput } from '@onfan/contracts/endpoint';
import { campaignAdminEndpoints } from '@onfan/contracts/campaign.admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, callUpload } from '@/lib/api/endpoint-client';
import { isApiError } from '@/lib/api/api-client';
import { type CommandHandlers, useCommand } from '@/lib/api/use-command';

/** The campaigns desk's calls (issue 38): campaigns, their picture, their applicants and the decisions. */

export type CampaignDeskFilters = CallInput<typeof campaignAdminEndpoints.campaigns>['query'];
export type ApplicantFilters = CallInput<typeof campaignAdminEndpoints.applicants>['query'];
type CampaignBody = CallInput<typeof campaignAdminEndpoints.create>['body'];
type CampaignEdit = { matchCampnId: number } & CallInput<typeof campaignAdminEndpoints.update>['body'];
type CampaignClose = { matchCampnId: number } & CallInput<typeof campaignAdminEndpoints.close>['body'];
type Decision = { campnAplyId: number } & CallInput<typeof campaignAdminEndpoints.decide>['body'];

export const campaignDeskKeys = {
  all: ['campaign-admin'] as const,
  campaigns: ['campaign-admin', 'campaigns'] as const,
  list: (f: CampaignDeskFilters) => ['campaign-admin', 'campaigns', 'list', f] as const,
  detail: (id: number) => ['campaign-admin', 'campaigns', 'detail', id] as const,
  applicants: (id: number, f: ApplicantFilters) => ['campaign-admin', 'applicants', id, f] as const,
};

export const campaignDeskListQuery = (f: CampaignDeskFilters) =>
  queryOptions({
    queryKey: campaignDeskKeys.list(f),
    queryFn: () => call(campaignAdminEndpoints.campaigns, { query: f }),
    placeholderData: keepPreviousData,
  });

export const campaignDeskQuery = (matchCampnId: number) =>
  queryOptions({
    queryKey: campaignDeskKeys.detail(matchCampnId),
    queryFn: () => call(campaignAdminEndpoints.campaign, { params: { matchCampnId } }),
  });

export const campaignApplicantsQuery = (matchCampnId: number, f: ApplicantFilters) =>
  queryOptions({
    queryKey: campaignDeskKeys.applicants(matchCampnId, f),
    queryFn: () => call(campaignAdminEndpoints.applicants, { params: { matchCampnId }, query: f }),
    placeholderData: keepPreviousData,
  });

export const useCreateCampaign = (h: CommandHandlers<CampaignBody, { matchCampnId: number; message: string }> = {}) =>
  useCommand({
    mutationFn: (body: CampaignBody) => call(campaignAdminEndpoints.create, { body }),
    invalidate: [campaignDeskKeys.campaigns],
    ...h,
  });

export const useUpdateCampaign = (h: CommandHandlers<CampaignEdit, unknown> = {}) =>
  useCommand({
    mutationFn: ({ matchCampnId, ...body }: CampaignEdit) =>
      call(campaignAdminEndpoints.update, { params: { matchCampnId }, body }),
    invalidate: [campaignDeskKeys.campaigns],
    ...h,
  });

export const useCloseCampaign = (h: CommandHandlers<CampaignClose, unknown> = {}) =>
  useCommand({
    mutationFn: ({ matchCampnId, ...body }: CampaignClose) =>
      call(campaignAdminEndpoints.close, { params: { matchCampnId }, body }),
    invalidate: [campaignDeskKeys.campaigns],
    ...h,
  });

export const useDecideApplication = (h: CommandHandlers<Decision, unknown> = {}) =>
  useCommand({
    mutationFn: ({ campnAplyId, ...body }: Decision) =>
      call(campaignAdminEndpoints.decide, { params: { campnAplyId }, body }),
    invalidate: [campaignDeskKeys.all],
    ...h,
  });

export const useUploadCampaignImage = (h: CommandHandlers<File, { url: string; message: string }> = {}) =>
  useCommand({
    mutationFn: (file: File) =>
      callUpload(campaignAdminEndpoints.uploadImage, undefined, file, { redirectOnServerError: false }),
    success: false,
    ...h,
  });

/** The fields a refused save names, with what to fix in each (none for a refusal about something else). */
export function refusedFields(error: unknown): { field: string; message: string }[] {
  return isApiError(error) ? (error.errors ?? []) : [];
}
