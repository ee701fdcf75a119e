import type { EditBody, JoinBody, RegisterBody } from '@onfan/contracts/festival';
import { FESTIVAL_MESSAGES, festivalEndpoints as api } from '@onfan/contracts/festival';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api/endpoint-client';
import { useCommand } from '@/lib/api/use-command';

/** The festival's calls: festivals, the public showcase, participation, a member's products and their history. */

export const festivalKeys = {
  all: ['festival'] as const,
  festivals: ['festival', 'campns'] as const,
  showcase: ['festival', 'showcase'] as const,
  mine: ['festival', 'mine'] as const,
  myProducts: ['festival', 'mine', 'products'] as const,
  history: (manprdId: number) => ['festival', 'mine', 'history', manprdId] as const,
};

export const festivalsQuery = () => queryOptions({ queryKey: festivalKeys.festivals, queryFn: () => call(api.campns) });

export const showcaseQuery = () => queryOptions({ queryKey: festivalKeys.showcase, queryFn: () => call(api.showcase) });

export const myFestivalsQuery = () => queryOptions({ queryKey: festivalKeys.mine, queryFn: () => call(api.myCampns) });

export const myProductsQuery = () =>
  queryOptions({
    queryKey: festivalKeys.myProducts,
    queryFn: () => call(api.aprvList, { query: { pageNo: 1, pageSize: 100 } }),
  });

export const historyQuery = (manprdId: number) =>
  queryOptions({
    queryKey: festivalKeys.history(manprdId),
    queryFn: () => call(api.history, { params: { manprdId } }),
  });

export function useJoin(onDone: () => void) {
  return useCommand<{ campnId: number; body: JoinBody }, { message: string }>({
    mutationFn: ({ campnId, body }) => call(api.join, { params: { campnId }, body }),
    confirm: FESTIVAL_MESSAGES.confirmJoin,
    invalidate: [festivalKeys.mine],
    onDone,
  });
}

export function useRegister(onDone: () => void) {
  return useCommand<RegisterBody, { message: string }>({
    mutationFn: (body) => call(api.register, { body }),
    confirm: FESTIVAL_MESSAGES.confirmRegister,
    invalidate: [festivalKeys.mine],
    onDone,
  });
}

export function useResubmit(onDone: () => void) {
  return useCommand<{ manprdId: number; body: EditBody }, { message: string }>({
    mutationFn: ({ manprdId, body }) => call(api.edit, { params: { manprdId }, body }),
    confirm: FESTIVAL_MESSAGES.confirmResubmit,
    invalidate: [festivalKeys.mine],
    onDone,
  });
}
