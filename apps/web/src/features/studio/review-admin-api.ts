import type { CallInput } from '@onfan/contracts/endpoint';
import { studioEndpoints } from '@onfan/contracts/studio';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api/endpoint-client';
import { type CommandHandlers, useCommand } from '@/lib/api/use-command';

/** The review desk's calls (예약 담당): the studio reviews listed for operators, hidden with a reason, shown again. */

export type ReviewDeskFilters = CallInput<typeof studioEndpoints.reviewDesk>['query'];
type Hide = { revwId: number } & CallInput<typeof studioEndpoints.hideReview>['body'];
/** `rsvtNo` names the review in the confirm question. */
type Show = { revwId: number; rsvtNo: string } & CallInput<typeof studioEndpoints.showReview>['body'];

export const reviewDeskKeys = {
  all: ['studio-admin', 'reviews'] as const,
  list: (f: ReviewDeskFilters) => ['studio-admin', 'reviews', 'list', f] as const,
};

export const reviewDeskQuery = (f: ReviewDeskFilters) =>
  queryOptions({
    queryKey: reviewDeskKeys.list(f),
    queryFn: () => call(studioEndpoints.reviewDesk, { query: f }),
    placeholderData: keepPreviousData,
  });

/** A change moves the desk's list and what visitors read of the room (its reviews and counts). */
const invalidate = [reviewDeskKeys.all, ['studio']];

export const useHideReview = (h: CommandHandlers<Hide, unknown> = {}) =>
  useCommand({
    mutationFn: ({ revwId, ...body }: Hide) => call(studioEndpoints.hideReview, { params: { revwId }, body }),
    invalidate,
    ...h,
  });

export const useShowReview = (h: CommandHandlers<Show, unknown> = {}) =>
  useCommand({
    mutationFn: ({ revwId, updtDt }: Show) =>
      call(studioEndpoints.showReview, { params: { revwId }, body: { updtDt } }),
    invalidate,
    ...h,
  });
