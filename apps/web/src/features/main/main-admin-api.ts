import type { CallInput } from '@onfan/contracts/endpoint';
import { mainAdminEndpoints } from '@onfan/contracts/main.admin';
import { editorUploadResultSchema, UPLOAD_MESSAGES } from '@onfan/contracts/upload';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
// The banner's picture is uploaded as an editor image (public, checked by content): the client's upload helper.
import { api, isApiError } from '@/lib/api/api-client';
import { call } from '@/lib/api/endpoint-client';
import { type CommandHandlers, useCommand } from '@/lib/api/use-command';
import { mainKeys } from './main-api';

/** The main page's console desk (decision 034): banners, and the section groups' order and exposure. */

export type BannerFilters = CallInput<typeof mainAdminEndpoints.banners>['query'];
export type BannerBody = CallInput<typeof mainAdminEndpoints.createBanner>['body'];
type BannerEdit = { bannrId: number } & CallInput<typeof mainAdminEndpoints.editBanner>['body'];
type Exposure = { id: number; updtDt: string; expsrYn: 'Y' | 'N' };
type Position = { id: number; updtDt: string; position: number };

export const mainAdminKeys = {
  all: ['main-admin'] as const,
  banners: (f: BannerFilters) => ['main-admin', 'banners', f] as const,
  sections: ['main-admin', 'sections'] as const,
};

export const adminBannersQuery = (f: BannerFilters) =>
  queryOptions({
    queryKey: mainAdminKeys.banners(f),
    queryFn: () => call(mainAdminEndpoints.banners, { query: f }),
    placeholderData: keepPreviousData,
  });

export const adminSectionsQuery = () =>
  queryOptions({ queryKey: mainAdminKeys.sections, queryFn: () => call(mainAdminEndpoints.sections) });

/** Every change refetches the desk's lists and the main page's own answers (the server cleared its cache). */
const invalidate = [mainAdminKeys.all, mainKeys.all] as const;

export const useCreateBanner = (h: CommandHandlers<BannerBody, unknown> = {}) =>
  useCommand({ mutationFn: (body: BannerBody) => call(mainAdminEndpoints.createBanner, { body }), invalidate, ...h });

export const useEditBanner = (h: CommandHandlers<BannerEdit, unknown> = {}) =>
  useCommand({
    mutationFn: ({ bannrId, ...body }: BannerEdit) =>
      call(mainAdminEndpoints.editBanner, { params: { bannrId }, body }),
    invalidate,
    ...h,
  });

export const useBannerExposure = (h: CommandHandlers<Exposure, unknown> = {}) =>
  useCommand({
    mutationFn: ({ id, ...body }: Exposure) =>
      call(mainAdminEndpoints.bannerExposure, { params: { bannrId: id }, body }),
    invalidate,
    ...h,
  });

export const useBannerPosition = (h: CommandHandlers<Position, unknown> = {}) =>
  useCommand({
    mutationFn: ({ id, ...body }: Position) =>
      call(mainAdminEndpoints.bannerPosition, { params: { bannrId: id }, body }),
    invalidate,
    ...h,
  });

export const useSectionExposure = (h: CommandHandlers<Exposure, unknown> = {}) =>
  useCommand({
    mutationFn: ({ id, ...body }: Exposure) =>
      call(mainAdminEndpoints.sectionExposure, { params: { sectGrpId: id }, body }),
    invalidate,
    ...h,
  });

export const useSectionPosition = (h: CommandHandlers<Position, unknown> = {}) =>
  useCommand({
    mutationFn: ({ id, ...body }: Position) =>
      call(mainAdminEndpoints.sectionPosition, { params: { sectGrpId: id }, body }),
    invalidate,
    ...h,
  });

/** Uploads the banner's picture (one image, checked by content on the server): the address it is served at. */
export async function uploadBannerImage(file: File): Promise<string> {
  try {
    return editorUploadResultSchema.parse(
      await api.upload('nhn/upload', file, { authPrompt: false, redirectOnServerError: false }),
    ).url;
  } catch (error) {
    throw new Error(isApiError(error) && error.message ? error.message : UPLOAD_MESSAGES.editorFailed);
  }
}
