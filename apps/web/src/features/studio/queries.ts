import { queryOptions } from '@tanstack/react-query';
import type { BookingApi } from './studio-api';
import { studioApi } from './studio-api';

/** Query keys and options of the reservation screens (studio and space rooms share them by `kind`). */
export const studioKeys = {
  all: ['studio'] as const,
  studios: () => [...studioKeys.all, 'infos'] as const,
  room: (kind: string, roomId: number) => [...studioKeys.all, kind, 'room', roomId] as const,
  days: (kind: string, roomId: number, rsvtYm: string) => [...studioKeys.all, kind, 'days', roomId, rsvtYm] as const,
  slots: (kind: string, roomId: number, rsvtYmd: string) =>
    [...studioKeys.all, kind, 'slots', roomId, rsvtYmd] as const,
  mine: (kind: string) => [...studioKeys.all, kind, 'mine'] as const,
  reviews: (roomId: number) => [...studioKeys.all, 'reviews', roomId] as const,
  reviewCounts: (roomId: number) => [...studioKeys.all, 'reviewCounts', roomId] as const,
  codes: (cmmnCd: string) => ['common', 'dcd', cmmnCd] as const,
  plygrnds: () => [...studioKeys.all, 'plygrnds2'] as const,
};

export const studiosQuery = () => queryOptions({ queryKey: studioKeys.studios(), queryFn: studioApi.studios });

export const roomQuery = (booking: BookingApi, roomId: number) =>
  queryOptions({ queryKey: studioKeys.room(booking.kind, roomId), queryFn: () => booking.room(roomId) });

export const daysQuery = (booking: BookingApi, roomId: number, rsvtYm: string) =>
  queryOptions({
    queryKey: studioKeys.days(booking.kind, roomId, rsvtYm),
    queryFn: () => booking.days(roomId, rsvtYm),
  });

export const slotsQuery = (booking: BookingApi, roomId: number, rsvtYmd: string) =>
  queryOptions({
    queryKey: studioKeys.slots(booking.kind, roomId, rsvtYmd),
    queryFn: () => booking.slots(roomId, rsvtYmd),
  });

export const reviewCountsQuery = (roomId: number) =>
  queryOptions({ queryKey: studioKeys.reviewCounts(roomId), queryFn: () => studioApi.reviewCounts(roomId) });

export const codesQuery = (cmmnCd: string) =>
  queryOptions({ queryKey: studioKeys.codes(cmmnCd), queryFn: () => studioApi.codes(cmmnCd), staleTime: 300_000 });

export const plygrndsQuery = () => queryOptions({ queryKey: studioKeys.plygrnds(), queryFn: studioApi.plygrnds });
