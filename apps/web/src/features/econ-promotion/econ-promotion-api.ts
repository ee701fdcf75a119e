import type { InquiryBody, PromotionKind } from '@onfan/contracts/econ-promotion';
import { PROMOTION_MESSAGES, econPromotionEndpoints as api } from '@onfan/contracts/econ-promotion';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api/endpoint-client';
import { useCommand } from '@/lib/api/use-command';

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
