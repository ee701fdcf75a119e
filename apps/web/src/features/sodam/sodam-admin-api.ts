import type { CallInput } from '@onfan/contracts/endpoint';
import { sodamAdminEndpoints as ep, sodamImagesResultSchema } from '@onfan/contracts/sodam.admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, callUpload } from '@/lib/api/endpoint-client';
import type { CommandHandlers } from '@/lib/api/use-command';
import { useCommand } from '@/lib/api/use-command';

/** The 소담상회 desk's calls (매장·상품 관리): lists, a store, a product, write, edit, hide and show, pictures. */

export type StoreDeskFilters = CallInput<typeof ep.stores>['query'];
export type ProductDeskFilters = CallInput<typeof ep.products>['query'];
export type StoreWriteInput = CallInput<typeof ep.createStore>['body'];
export type ProductWriteInput = CallInput<typeof ep.createProduct>['body'];
type StoreEdit = { storeId: number } & CallInput<typeof ep.updateStore>['body'];
type ProductEdit = { pdId: number } & CallInput<typeof ep.updateProduct>['body'];
type StoreVisibility = { storeId: number; storeNm: string } & CallInput<typeof ep.storeVisibility>['body'];
type ProductVisibility = { pdId: number; pdNm: string } & CallInput<typeof ep.productVisibility>['body'];

export const sodamDeskKeys = {
  all: ['sodam-admin'] as const,
  stores: (f: StoreDeskFilters) => ['sodam-admin', 'stores', f] as const,
  storeOptions: ['sodam-admin', 'store-options'] as const,
  store: (storeId: number) => ['sodam-admin', 'store', storeId] as const,
  products: (f: ProductDeskFilters) => ['sodam-admin', 'products', f] as const,
  product: (pdId: number) => ['sodam-admin', 'product', pdId] as const,
};
/** What visitors read of the shop (stores, products, a product): read again after a change. */
const AFTER_CHANGE = [sodamDeskKeys.all, ['sodam']] as const;

export const storeDeskListQuery = (f: StoreDeskFilters) =>
  queryOptions({
    queryKey: sodamDeskKeys.stores(f),
    queryFn: () => call(ep.stores, { query: f }),
    placeholderData: keepPreviousData,
  });

export const storeOptionsQuery = () =>
  queryOptions({ queryKey: sodamDeskKeys.storeOptions, queryFn: () => call(ep.storeOptions), staleTime: 60_000 });

export const storeDeskQuery = (storeId: number) =>
  queryOptions({
    queryKey: sodamDeskKeys.store(storeId),
    queryFn: () => call(ep.store, { params: { storeId } }),
    // The edit form starts from one copy: its updtDt is the copy the change names.
    staleTime: Infinity,
  });

export const productDeskListQuery = (f: ProductDeskFilters) =>
  queryOptions({
    queryKey: sodamDeskKeys.products(f),
    queryFn: () => call(ep.products, { query: f }),
    placeholderData: keepPreviousData,
  });

export const productDeskQuery = (pdId: number) =>
  queryOptions({
    queryKey: sodamDeskKeys.product(pdId),
    queryFn: () => call(ep.product, { params: { pdId } }),
    staleTime: Infinity,
  });

/** Stores a picked picture for the store or product being written; it is the row's when it is saved. */
export async function uploadSodamImages(files: readonly File[]) {
  const answer = sodamImagesResultSchema.parse(
    await callUpload(ep.uploadImages, undefined, files, { authPrompt: false, redirectOnServerError: false }),
  );
  return answer.imgPtUrls;
}

export const useCreateStore = (h: CommandHandlers<StoreWriteInput, { storeId: number; message: string }> = {}) =>
  useCommand({
    mutationFn: (body: StoreWriteInput) => call(ep.createStore, { body }),
    confirm: '매장을 등록하시겠습니까?',
    invalidate: [...AFTER_CHANGE],
    ...h,
  });

export const useUpdateStore = (h: CommandHandlers<StoreEdit, { storeId: number; message: string }> = {}) =>
  useCommand({
    mutationFn: ({ storeId, ...body }: StoreEdit) => call(ep.updateStore, { params: { storeId }, body }),
    confirm: '매장을 수정하시겠습니까?',
    invalidate: [...AFTER_CHANGE],
    ...h,
  });

export const useStoreVisibility = (h: CommandHandlers<StoreVisibility, { message: string }> = {}) =>
  useCommand({
    mutationFn: ({ storeId, useYn, updtDt }: StoreVisibility) =>
      call(ep.storeVisibility, { params: { storeId }, body: { useYn, updtDt } }),
    confirm: (v) =>
      v.useYn === 'N'
        ? `'${v.storeNm}' 매장을 숨기시겠습니까? 매장과 그 상품이 방문자에게 보이지 않게 됩니다.`
        : `'${v.storeNm}' 매장을 다시 공개하시겠습니까?`,
    invalidate: [...AFTER_CHANGE],
    ...h,
  });

export const useCreateProduct = (h: CommandHandlers<ProductWriteInput, { pdId: number; message: string }> = {}) =>
  useCommand({
    mutationFn: (body: ProductWriteInput) => call(ep.createProduct, { body }),
    confirm: '상품을 등록하시겠습니까?',
    invalidate: [...AFTER_CHANGE],
    ...h,
  });

export const useUpdateProduct = (h: CommandHandlers<ProductEdit, { pdId: number; message: string }> = {}) =>
  useCommand({
    mutationFn: ({ pdId, ...body }: ProductEdit) => call(ep.updateProduct, { params: { pdId }, body }),
    confirm: '상품을 수정하시겠습니까?',
    invalidate: [...AFTER_CHANGE],
    ...h,
  });

export const useProductVisibility = (h: CommandHandlers<ProductVisibility, { message: string }> = {}) =>
  useCommand({
    mutationFn: ({ pdId, useYn, updtDt }: ProductVisibility) =>
      call(ep.productVisibility, { params: { pdId }, body: { useYn, updtDt } }),
    confirm: (v) =>
      v.useYn === 'N'
        ? `'${v.pdNm}' 상품을 숨기시겠습니까? 방문자에게 보이지 않게 됩니다.`
        : `'${v.pdNm}' 상품을 다시 공개하시겠습니까?`,
    invalidate: [...AFTER_CHANGE],
    ...h,
  });
