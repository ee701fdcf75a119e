import { authCertificateEndpoints } from '@onfan/contracts/auth-certificate';
import { codeEndpoints } from '@onfan/contracts/code';
import { contentEndpoints } from '@onfan/contracts/content';
import type { EndpointResult } from '@onfan/contracts/endpoint';
import { endpointPath } from '@onfan/contracts/endpoint';
import type { CommandResult, Page } from '@onfan/contracts/envelope';
import { spaceEndpoints } from '@onfan/contracts/space';
import type {
  BookableDays,
  BookingEndpoints,
  Reservation,
  ReservationInput,
  ReviewBody,
  Room,
  Slot,
} from '@onfan/contracts/studio';
import { studioEndpoints } from '@onfan/contracts/studio';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchFile, saveBlob } from '@/lib/api/api-client';
import { call } from '@/lib/api/endpoint-client';
import { useCommand } from '@/lib/api/use-command';

/**
 * The studio feature's calls: the booking adapters of the two catalogues, query keys and options, and the commands
 * (reserve, cancel, review), all from the contracts' endpoint declarations.
 */

/** Commands whose refusal the page explains itself (an alert with the server's message), never the error page. */
const quiet = { redirectOnServerError: false } as const;

export type BookingKind = 'studio' | 'space';

/** The company the space flow checked (reservation/cmpyValidation); reservation/create checks the facts again. */
export interface CheckedCompany {
  brno: string;
  openDay: string;
  ceoNm: string;
  compNm: string;
}

export type ReserveResult = EndpointResult<typeof studioEndpoints.reserve>;

/**
 * The slot engine's calls for one catalogue. Studio rooms live under `studio/`, space rooms under `reservation/`
 * (api-map.md); the booking components take one of these two adapters, so both catalogues share the same screens.
 */
export interface BookingApi {
  kind: BookingKind;
  room: (roomId: number) => Promise<Room>;
  days: (roomId: number, rsvtYm: string) => Promise<BookableDays>;
  slots: (roomId: number, rsvtYmd: string) => Promise<Slot[]>;
  /** The space flow adds the checked company's facts (reservation/create checks them against the registry). */
  reserve: (roomId: number, body: ReservationInput & Partial<CheckedCompany>) => Promise<ReserveResult>;
  mine: (pageNo: number, pageSize: number) => Promise<Page<Reservation>>;
  cancel: (rsvtId: number) => Promise<CommandResult>;
  /** The calendar file's path (relative to /v1/app). */
  icsPath: (rsvtId: number) => string;
}

/** The calls both catalogues declare alike (`bookingEndpoints` of the contracts). */
function sharedBooking(calls: BookingEndpoints) {
  return {
    days: (roomId: number, rsvtYm: string) => call(calls.days, { params: { roomId }, query: { rsvtYm } }),
    slots: (roomId: number, rsvtYmd: string) => call(calls.slots, { params: { roomId }, query: { rsvtYmd } }),
    mine: (pageNo: number, pageSize: number) => call(calls.mine, { query: { pageNo, pageSize } }),
    cancel: (rsvtId: number) => call(calls.cancel, { body: { rsvtId, rsvtSttsCd: 'CANCELED' } }, quiet),
    icsPath: (rsvtId: number) => endpointPath(calls.ics, { rsvtId }),
  };
}

export const studioBooking: BookingApi = {
  kind: 'studio',
  ...sharedBooking(studioEndpoints),
  room: (roomId) => call(studioEndpoints.room, { params: { roomId } }),
  reserve: (roomId, body) => call(studioEndpoints.reserve, { params: { roomId }, body }, quiet),
};

export const spaceBooking: BookingApi = {
  kind: 'space',
  ...sharedBooking(spaceEndpoints),
  room: (roomId) => call(spaceEndpoints.room, { query: { roomId } }),
  reserve: (roomId, { openDay = '', ceoNm = '', compNm = '', ...fields }) =>
    call(spaceEndpoints.reserve, { body: { ...fields, roomId, openDay, ceoNm, compNm } }, quiet),
};

/** Query keys of the reservation screens (studio and space rooms share them by `kind`). */
export const studioKeys = {
  all: ['studio'] as const,
  studios: () => [...studioKeys.all, 'infos'] as const,
  room: (kind: BookingKind, roomId: number) => [...studioKeys.all, kind, 'room', roomId] as const,
  days: (kind: BookingKind, roomId: number, rsvtYm: string) =>
    [...studioKeys.all, kind, 'days', roomId, rsvtYm] as const,
  slots: (kind: BookingKind, roomId: number, rsvtYmd: string) =>
    [...studioKeys.all, kind, 'slots', roomId, rsvtYmd] as const,
  mine: (kind: BookingKind) => [...studioKeys.all, kind, 'mine'] as const,
  minePage: (kind: BookingKind, pageNo: number) => [...studioKeys.mine(kind), pageNo] as const,
  reviews: (roomId: number) => [...studioKeys.all, 'reviews', roomId] as const,
  reviewCounts: (roomId: number) => [...studioKeys.all, 'reviewCounts', roomId] as const,
  codes: (cmmnCd: string) => ['common', 'dcd', cmmnCd] as const,
  plygrnds: () => [...studioKeys.all, 'plygrnds2'] as const,
};

export const studiosQuery = () =>
  queryOptions({ queryKey: studioKeys.studios(), queryFn: () => call(studioEndpoints.studios) });

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

export const myReservationsQuery = (booking: BookingApi, pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: studioKeys.minePage(booking.kind, pageNo),
    queryFn: () => booking.mine(pageNo, pageSize),
    placeholderData: keepPreviousData,
  });

/** A room's reviews, a page at a time ("후기 더보기"). */
export const reviewsQuery = (roomId: number, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: studioKeys.reviews(roomId),
    queryFn: ({ pageParam }) =>
      call(studioEndpoints.reviews, { params: { roomId }, query: { pageNo: pageParam, pageSize } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNo + 1 : undefined),
  });

export const reviewCountsQuery = (roomId: number) =>
  queryOptions({
    queryKey: studioKeys.reviewCounts(roomId),
    queryFn: () => call(studioEndpoints.reviewCounts, { params: { roomId } }),
  });

/** A master code group's values (the reservation form's selects), from the code domain. */
export const codesQuery = (cmmnCd: string) =>
  queryOptions({
    queryKey: studioKeys.codes(cmmnCd),
    queryFn: () => call(codeEndpoints.masterCodes, { query: { cmmnCd } }),
    staleTime: 300_000,
  });

/** The content engine's social-space set 2 items of the live-studio category (first page). */
export const plygrndsQuery = () =>
  queryOptions({
    queryKey: studioKeys.plygrnds(),
    queryFn: () => call(contentEndpoints.studioPlygrnds2, { query: {} }),
  });

/** The member's small-business certificate (the accounts domain's call), asked before the reservation form. */
export function memberCertificate() {
  return call(authCertificateEndpoints.get);
}

/**
 * Saves a reservation's calendar file. The call needs the X-AUTH-TOKEN header, so a plain link cannot do it: fetch,
 * then hand the bytes to the browser as a download. A refusal is the caller's to explain.
 */
export async function downloadIcs(booking: BookingApi, rsvtId: number): Promise<void> {
  const { blob, fileName } = await fetchFile(booking.icsPath(rsvtId), {
    fileName: `onfan-reservation-${rsvtId}.ics`,
    redirectOnServerError: false,
    authPrompt: false,
  });
  saveBlob(blob, fileName);
}

export const STUDIO_CONFIRM = {
  reserve: '입력한 내용으로 예약을 신청하시겠습니까?',
  cancel: '예약을 취소하시겠습니까?',
} as const;

/**
 * Book the chosen hours: confirm → reserve (double presses ignored) → the server's answer ('예약 신청이 완료되었습니다…').
 * A refusal (taken meanwhile, day closed, a code or the company refused) shows the server's message; the room's
 * calendar, hours and my reservations are fetched again either way.
 */
export function useReserve(booking: BookingApi, roomId: number, onDone: () => void) {
  return useCommand<ReservationInput & Partial<CheckedCompany>, ReserveResult>({
    mutationFn: (body) => booking.reserve(roomId, body),
    confirm: STUDIO_CONFIRM.reserve,
    invalidate: [studioKeys.all],
    onDone,
  });
}

/** Cancel a reservation (until the day before): confirm → cancel → the server's answer; the lists are refetched. */
export function useCancelReservation(booking: BookingApi) {
  return useCommand<number, CommandResult>({
    mutationFn: (rsvtId) => booking.cancel(rsvtId),
    confirm: STUDIO_CONFIRM.cancel,
    invalidate: [studioKeys.all],
  });
}

/** Write the review of a completed reservation (no confirm, as the spec's dialog has none). */
export function useWriteReview(onDone: () => void) {
  return useCommand<{ roomId: number; body: ReviewBody }, EndpointResult<typeof studioEndpoints.writeReview>>({
    mutationFn: ({ roomId, body }) => call(studioEndpoints.writeReview, { params: { roomId }, body }, quiet),
    invalidate: [studioKeys.all],
    onDone,
  });
}
