import type { CallInput } from '@onfan/contracts/endpoint';
import { festivalEndpoints } from '@onfan/contracts/festival';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api/endpoint-client';
import { type CommandHandlers, useCommand } from '@/lib/api/use-command';

/** The festival desk's console calls (판로 담당): the products awaiting approval and each decision on the copy read. */

export type FestivalDeskFilters = CallInput<typeof festivalEndpoints.deskList>['query'];
export type FestivalDecision = { manprdId: number } & CallInput<typeof festivalEndpoints.decide>['body'];

export const festivalDeskKeys = {
  all: ['festival-admin'] as const,
  list: (f: FestivalDeskFilters) => ['festival-admin', 'list', f] as const,
};

export const festivalDeskQuery = (f: FestivalDeskFilters) =>
  queryOptions({
    queryKey: festivalDeskKeys.list(f),
    queryFn: () => call(festivalEndpoints.deskList, { query: f }),
    placeholderData: keepPreviousData,
  });

export const useDecideProduct = (h: CommandHandlers<FestivalDecision, unknown> = {}) =>
  useCommand({
    mutationFn: ({ manprdId, ...body }: FestivalDecision) =>
      call(festivalEndpoints.decide, { params: { manprdId }, body }),
    // The dashboard's count of products awaiting approval moves with each decision.
    invalidate: [festivalDeskKeys.all, ['admin', 'dashboard']],
    ...h,
  });

// Seasons, participants, a product's history and its exposure (issue 39).

export type SeasonCreate = CallInput<typeof festivalEndpoints.createSeason>['body'];
export type SeasonUpdate = { campnId: number } & CallInput<typeof festivalEndpoints.updateSeason>['body'];
export type ProductExposure = { manprdId: number; manprdNm: string } & CallInput<
  typeof festivalEndpoints.expose
>['body'];
export type ParticipantFilters = CallInput<typeof festivalEndpoints.participants>['query'];

export const seasonsQuery = () =>
  queryOptions({
    queryKey: [...festivalDeskKeys.all, 'seasons'] as const,
    queryFn: () => call(festivalEndpoints.seasons, {}),
  });

export const seasonQuery = (campnId: number) =>
  queryOptions({
    queryKey: [...festivalDeskKeys.all, 'season', campnId] as const,
    queryFn: () => call(festivalEndpoints.season, { params: { campnId } }),
  });

export const participantsQuery = (campnId: number, f: ParticipantFilters) =>
  queryOptions({
    queryKey: [...festivalDeskKeys.all, 'participants', campnId, f] as const,
    queryFn: () => call(festivalEndpoints.participants, { params: { campnId }, query: f }),
    placeholderData: keepPreviousData,
  });

export const productHistoryQuery = (manprdId: number) =>
  queryOptions({
    queryKey: [...festivalDeskKeys.all, 'history', manprdId] as const,
    queryFn: () => call(festivalEndpoints.deskHistory, { params: { manprdId } }),
  });

export const useCreateSeason = (h: CommandHandlers<SeasonCreate, unknown> = {}) =>
  useCommand({
    mutationFn: (body: SeasonCreate) => call(festivalEndpoints.createSeason, { body }),
    invalidate: [festivalDeskKeys.all],
    ...h,
  });

export const useUpdateSeason = (h: CommandHandlers<SeasonUpdate, unknown> = {}) =>
  useCommand({
    mutationFn: ({ campnId, ...body }: SeasonUpdate) =>
      call(festivalEndpoints.updateSeason, { params: { campnId }, body }),
    invalidate: [festivalDeskKeys.all],
    ...h,
  });

export const useExposeProduct = (h: CommandHandlers<ProductExposure, unknown> = {}) =>
  useCommand({
    mutationFn: ({ manprdId, manprdNm: _name, ...body }: ProductExposure) =>
      call(festivalEndpoints.expose, { params: { manprdId }, body }),
    invalidate: [festivalDeskKeys.all],
    ...h,
  });
