import type { CallInput } from '@onfan/contracts/endpoint';
import { SODAM_MESSAGES, sodamEndpoints as api } from '@onfan/contracts/sodam';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api/endpoint-client';
import { type CommandHandlers, useCommand } from '@/lib/api/use-command';

/** The 소담상회 shop's calls (the shop-mall backend under /v1/api/if/, sent as they are by the API client). */

export type ProductFilters = Partial<Record<'pageNo' | 'storeId' | 'ctgrCd' | 'searchTerm', string>>;
type ListQuery = CallInput<typeof api.products>['query'];

export const PRODUCT_PAGE_SIZE = 12;

export const sodamKeys = {
  all: ['sodam'] as const,
  stores: ['sodam', 'stores'] as const,
  products: (f: ProductFilters) => ['sodam', 'products', f] as const,
  product: (pdId: number) => ['sodam', 'product', pdId] as const,
  inquiries: (pdId: number) => ['sodam', 'inqs', pdId] as const,
};

export const storesQuery = () => queryOptions({ queryKey: sodamKeys.stores, queryFn: () => call(api.stores) });

export const productsQuery = (f: ProductFilters) =>
  queryOptions({
    queryKey: sodamKeys.products(f),
    queryFn: () => call(api.products, { query: { pageSize: PRODUCT_PAGE_SIZE, ...f } as ListQuery }),
    placeholderData: keepPreviousData,
  });

export const productQuery = (pdId: number) =>
  queryOptions({
    queryKey: sodamKeys.product(pdId),
    queryFn: () => call(api.product, { params: { pdId } }),
    enabled: pdId > 0,
  });

export const myInquiriesQuery = (pdId: number, enabled: boolean) =>
  queryOptions({
    queryKey: sodamKeys.inquiries(pdId),
    queryFn: () => call(api.myInquiries, { params: { pdId } }),
    enabled: enabled && pdId > 0,
  });

export function useAskProduct(pdId: number, onDone: () => void) {
  return useCommand<string, { message: string }>({
    mutationFn: (inqCn) => call(api.ask, { params: { pdId }, body: { inqCn } }),
    confirm: SODAM_MESSAGES.confirmInq,
    invalidate: [sodamKeys.inquiries(pdId)],
    onDone,
  });
}

// The console's inquiry desk (문의 답변, decision 034): the queue and the answer on the copy read.

export type InquiryQueueFilters = CallInput<typeof api.inquiryQueue>['query'];
type InquiryAnswer = { inqId: number } & CallInput<typeof api.answer>['body'];

export const sodamInquiryKeys = {
  all: ['sodam', 'admin-inqs'] as const,
  list: (f: InquiryQueueFilters) => ['sodam', 'admin-inqs', f] as const,
};

export const sodamInquiryQueueQuery = (f: InquiryQueueFilters) =>
  queryOptions({
    queryKey: sodamInquiryKeys.list(f),
    queryFn: () => call(api.inquiryQueue, { query: f }),
    placeholderData: keepPreviousData,
  });

export const useAnswerSodamInquiry = (h: CommandHandlers<InquiryAnswer, unknown> = {}) =>
  useCommand({
    mutationFn: ({ inqId, ...body }: InquiryAnswer) => call(api.answer, { params: { inqId }, body }),
    // The dashboard's count of unanswered inquiries moves with each answer.
    invalidate: [sodamInquiryKeys.all, ['admin', 'dashboard']],
    ...h,
  });
