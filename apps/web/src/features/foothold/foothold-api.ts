import type { CallInput } from '@onfan/contracts/endpoint';
import type { FootholdBody } from '@onfan/contracts/foothold';
import { FOOTHOLD_MESSAGES, footholdEndpoints } from '@onfan/contracts/foothold';
import type { UploadResult } from '@onfan/contracts/upload';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
// The image upload is multipart: the API client's upload helper, here in the feature's own api module only.
import { api } from '@/lib/api/api-client';
import { call } from '@/lib/api/endpoint-client';
import { type CommandHandlers, useCommand } from '@/lib/api/use-command';

/** The foothold feature's calls: every one from its declaration in the contracts. */

/** The list's filters as the address bar has them (`?searchKeyword=빵&tag=먹방&pageNo=2`). */
export type FootholdFilters = Partial<Record<'pageNo' | 'searchKeyword' | 'tag', string>>;
type ListQuery = CallInput<typeof footholdEndpoints.list>['query'];

export const FOOTHOLD_PAGE_SIZE = 12;

/** The calls, on one object (tests replace them here, so the hooks below use the replacements too). */
export const footholdApi = {
  list: (f: FootholdFilters) =>
    // Values from the address bar go as they are: the server checks them, and a bad one shows the list's error.
    call(footholdEndpoints.list, { query: { pageSize: FOOTHOLD_PAGE_SIZE, ...f } as ListQuery }),
  tags: () => call(footholdEndpoints.tags),
  view: (ctrFthldId: number) => call(footholdEndpoints.view, { params: { ctrFthldId } }),
  mine: () => call(footholdEndpoints.mine),
  status: () => call(footholdEndpoints.status),
  create: (body: FootholdBody) => call(footholdEndpoints.create, { body }),
  update: (ctrFthldId: number, body: FootholdBody) => call(footholdEndpoints.update, { params: { ctrFthldId }, body }),
  /** POST common/foothold/upload/rprs: the representative image, uploaded before the foothold is saved. */
  uploadImage: (file: File) =>
    api.upload<UploadResult>('common/foothold/upload/rprs', file, { redirectOnServerError: false }),
};

export const footholdKeys = {
  all: ['foothold'] as const,
  lists: ['foothold', 'fthlds'] as const,
  list: (f: FootholdFilters) => ['foothold', 'fthlds', f] as const,
  tags: ['foothold', 'tags'] as const,
  view: (id: number) => ['foothold', 'fthld', id] as const,
  mine: ['foothold', 'mine'] as const,
  status: ['foothold', 'ctrSts'] as const,
};

export const footholdListQuery = (f: FootholdFilters) =>
  queryOptions({
    queryKey: footholdKeys.list(f),
    queryFn: () => footholdApi.list(f),
    placeholderData: keepPreviousData,
  });

export const footholdTagsQuery = () =>
  queryOptions({ queryKey: footholdKeys.tags, queryFn: () => footholdApi.tags(), staleTime: 300_000 });

export const footholdViewQuery = (ctrFthldId: number) =>
  queryOptions({
    queryKey: footholdKeys.view(ctrFthldId),
    queryFn: () => footholdApi.view(ctrFthldId),
    enabled: ctrFthldId > 0,
  });

/** The member's creator status: a creator or not, with a foothold or not (for members only). */
export const creatorStatusQuery = (enabled: boolean) =>
  queryOptions({ queryKey: footholdKeys.status, queryFn: () => footholdApi.status(), enabled });

export const myFootholdQuery = () => queryOptions({ queryKey: footholdKeys.mine, queryFn: () => footholdApi.mine() });

/**
 * Save the creator's foothold: create when it has no id yet (0), update otherwise (spec: "create when id is 0").
 * Confirm → save (double presses ignored) → the server's answer; every refusal shows the server's own message.
 */
export function useFootholdSave(ctrFthldId: number, handlers: CommandHandlers<FootholdBody, { message: string }> = {}) {
  return useCommand({
    mutationFn: (body: FootholdBody) =>
      ctrFthldId > 0 ? footholdApi.update(ctrFthldId, body) : footholdApi.create(body),
    confirm: FOOTHOLD_MESSAGES.confirmSave,
    invalidate: [
      footholdKeys.mine,
      footholdKeys.status,
      footholdKeys.lists,
      footholdKeys.tags,
      footholdKeys.view(ctrFthldId),
    ],
    ...handlers,
  });
}

/** Upload the representative image (no result alert: the form shows the image); refusals show the server's message. */
export function useFootholdImageUpload(handlers: CommandHandlers<File, UploadResult> = {}) {
  return useCommand({ mutationFn: (file: File) => footholdApi.uploadImage(file), success: false, ...handlers });
}
