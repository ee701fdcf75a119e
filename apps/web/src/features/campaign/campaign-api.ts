import { CAMPAIGN_MESSAGES, campaignEndpoints } from '@onfan/contracts/campaign';
import type { CallInput } from '@onfan/contracts/endpoint';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api/endpoint-client';
import { useCommand } from '@/lib/api/use-command';

/** The campaign feature's calls: query keys and options from the contracts' declarations, and the apply command. */

/** The list's filters as the address bar has them (`?gdsClsId=2&state=open&pageNo=2`). */
export type CampaignFilters = Partial<Record<'pageNo' | 'gdsClsId' | 'state' | 'searchTerm', string>>;
type ListQuery = CallInput<typeof campaignEndpoints.list>['query'];

export const CAMPAIGN_PAGE_SIZE = 12;

export const campaignKeys = {
  all: ['campaign'] as const,
  categories: ['campaign', 'clss'] as const,
  lists: ['campaign', 'campns'] as const,
  list: (f: CampaignFilters) => ['campaign', 'campns', f] as const,
  view: (id: number) => ['campaign', 'campn', id] as const,
  mine: ['campaign', 'aplys'] as const,
  minePage: (pageNo: number) => ['campaign', 'aplys', pageNo] as const,
};

export const campaignCategoriesQuery = () =>
  queryOptions({
    queryKey: campaignKeys.categories,
    queryFn: () => call(campaignEndpoints.categories, { query: { clsLv: 1 } }),
    staleTime: 300_000,
  });

export const campaignListQuery = (f: CampaignFilters) =>
  queryOptions({
    queryKey: campaignKeys.list(f),
    // Values from the address bar go as they are: the server checks them, and a bad one shows the list's error.
    queryFn: () => call(campaignEndpoints.list, { query: { pageSize: CAMPAIGN_PAGE_SIZE, ...f } as ListQuery }),
    placeholderData: keepPreviousData,
  });

export const campaignViewQuery = (matchCampnId: number) =>
  queryOptions({
    queryKey: campaignKeys.view(matchCampnId),
    queryFn: () => call(campaignEndpoints.view, { params: { matchCampnId } }),
    enabled: matchCampnId > 0,
  });

export const myCampaignApplicationsQuery = (pageNo: number) =>
  queryOptions({
    queryKey: campaignKeys.minePage(pageNo),
    queryFn: () => call(campaignEndpoints.myApplications, { query: { pageNo, pageSize: CAMPAIGN_PAGE_SIZE } }),
  });

/**
 * Apply to a campaign: confirm → apply (double presses ignored) → the server's answer. Every refusal shows the
 * server's own message (403 not a creator, 400 before or after the entry period, 409 already applied).
 */
export function useCampaignApply(matchCampnId: number) {
  return useCommand({
    mutationFn: () => call(campaignEndpoints.apply, { body: { matchCampnId } }),
    confirm: CAMPAIGN_MESSAGES.confirmApply,
    invalidate: [campaignKeys.view(matchCampnId), campaignKeys.lists, campaignKeys.mine],
  });
}
