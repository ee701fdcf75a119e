import type { CallInput } from '@onfan/contracts/endpoint';
import type { InquiryBody, PromotionKind } from '@onfan/contracts/econ-promotion';
import { PROMOTION_MESSAGES, econPromotionEndpoints as api } from '@onfan/contracts/econ-promotion';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api/endpoint-client';
import { type CommandHandlers, useCommand } from '@/lib/api/use-command';

/** The promotions' calls: each promotion with its programmes, inquiries, and the member's inquiries. */

export const promotionKeys = {
  all: ['econ-promotion'] as const,
  promotion: (kind: PromotionKind) => ['econ-promotion', kind] as const,
  mine: ['econ-promotion', 'mine'] as const,
};

export const promotionQuery = (kind: PromotionKind) =>
  queryOptions({
    queryKey: promotionKeys.promotion(kind),
    queryFn: () => (kind === 'subs' ? call(api.subscription) : call(api.local)),
  });

export const myInquiriesQuery = () =>
  queryOptions({ queryKey: promotionKeys.mine, queryFn: () => call(api.myInquiries) });

export function useInquire(kind: PromotionKind, onDone: () => void) {
  return useCommand<InquiryBody, { message: string }>({
    mutationFn: (body) =>
      kind === 'subs' ? call(api.subscriptionInquiry, { body }) : call(api.localInquiry, { body }),
    confirm: PROMOTION_MESSAGES.confirmInq,
    invalidate: [promotionKeys.mine],
    onDone,
  });
}

// The console's inquiry desk (문의 답변, decision 034): the queue and the answer on the copy read.

export type EconInquiryQueueFilters = CallInput<typeof api.inquiryQueue>['query'];
type EconInquiryAnswer = { inqId: number } & CallInput<typeof api.answer>['body'];

export const econInquiryKeys = {
  all: ['econ-promotion', 'admin-inqs'] as const,
  list: (f: EconInquiryQueueFilters) => ['econ-promotion', 'admin-inqs', f] as const,
};

export const econInquiryQueueQuery = (f: EconInquiryQueueFilters) =>
  queryOptions({
    queryKey: econInquiryKeys.list(f),
    queryFn: () => call(api.inquiryQueue, { query: f }),
    placeholderData: keepPreviousData,
  });

export const useAnswerEconInquiry = (h: CommandHandlers<EconInquiryAnswer, unknown> = {}) =>
  useCommand({
    mutationFn: ({ inqId, ...body }: EconInquiryAnswer) => call(api.answer, { params: { inqId }, body }),
    // The dashboard's count of unanswered inquiries and the member's own list move with each answer.
    invalidate: [econInquiryKeys.all, promotionKeys.mine, ['admin', 'dashboard']],
    ...h,
  });
