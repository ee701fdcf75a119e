import { MAIN_CACHE_MS, mainEndpoints } from '@onfan/contracts/main';
import { noticeEndpoints } from '@onfan/contracts/notice';
import { supportEndpoints } from '@onfan/contracts/support';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api/endpoint-client';

/**
 * The main page's calls: banners, sections, education banners and courses (kept as long as the server keeps them),
 * popup notices, the latest notices and the programmes open for applications.
 */

/** How many notices and programmes the main page lists. */
const MAIN_LIST_SIZE = 5;

export const mainKeys = {
  all: ['main'] as const,
  banners: ['main', 'bannrs'] as const,
  sections: ['main', 'sect'] as const,
  eduBanners: ['main', 'edu'] as const,
  courses: ['main', 'courses'] as const,
  notices: ['main', 'notices'] as const,
  openProgrammes: ['main', 'closing'] as const,
  popups: ['notice', 'popups'] as const,
  live: ['main', 'live'] as const,
};

/** The live section: on air now, next, and the newest replays (by the time of day, so never kept long). */
export const mainLiveQuery = () =>
  queryOptions({
    queryKey: mainKeys.live,
    queryFn: () => call(mainEndpoints.live),
  });

export const bannersQuery = () =>
  queryOptions({
    queryKey: mainKeys.banners,
    queryFn: () => call(mainEndpoints.banners, { query: {} }),
    staleTime: MAIN_CACHE_MS,
  });

export const sectionsQuery = () =>
  queryOptions({
    queryKey: mainKeys.sections,
    queryFn: () => call(mainEndpoints.sectionGroups, { query: { expsrYn: 'Y' } }),
    staleTime: MAIN_CACHE_MS,
  });

export const eduBannersQuery = () =>
  queryOptions({
    queryKey: mainKeys.eduBanners,
    queryFn: () => call(mainEndpoints.eduBanners, { query: { useYn: 'Y' } }),
    staleTime: MAIN_CACHE_MS,
  });

export const coursesQuery = () =>
  queryOptions({
    queryKey: mainKeys.courses,
    queryFn: () => call(mainEndpoints.courses),
    staleTime: MAIN_CACHE_MS,
  });

/** Popup notices in their posting window. */
export const popupsQuery = () =>
  queryOptions({
    queryKey: mainKeys.popups,
    queryFn: () => call(noticeEndpoints.popups),
    staleTime: MAIN_CACHE_MS,
  });

export const latestNoticesQuery = () =>
  queryOptions({
    queryKey: mainKeys.notices,
    queryFn: () => call(noticeEndpoints.list, { query: { pageSize: MAIN_LIST_SIZE } }),
  });

/** Programmes open for applications (마감 임박 지원사업). */
export const openProgrammesQuery = () =>
  queryOptions({
    queryKey: mainKeys.openProgrammes,
    queryFn: () => call(supportEndpoints.list, { query: { status: 'open', pageSize: MAIN_LIST_SIZE } }),
  });
