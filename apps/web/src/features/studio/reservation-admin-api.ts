import type { CallInput } from '@onfan/contracts/endpoint';
import { studioEndpoints } from '@onfan/contracts/studio';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, callDownload } from '@/lib/api/endpoint-client';
import { type CommandHandlers, useCommand } from '@/lib/api/use-command';

/** The reservation desk's calls (예약 담당): the studio reservations listed for operators and their decisions. */

export type ReservationDeskFilters = CallInput<typeof studioEndpoints.operatorList>['query'];
type Confirm = { rsvtId: number } & CallInput<typeof studioEndpoints.confirm>['body'];
type Reject = { rsvtId: number } & CallInput<typeof studioEndpoints.reject>['body'];
export type ReservationExport = CallInput<typeof studioEndpoints.exportReservations>['query'];
type Cancel = { rsvtId: number } & CallInput<typeof studioEndpoints.operatorCancel>['body'];
type Outcome = { rsvtId: number } & CallInput<typeof studioEndpoints.markOutcome>['body'];

export const reservationDeskKeys = {
  all: ['studio-admin', 'reservations'] as const,
  list: (f: ReservationDeskFilters) => ['studio-admin', 'reservations', 'list', f] as const,
  week: (roomId: number, from: string) => ['studio-admin', 'reservations', 'week', roomId, from] as const,
};

/** One room's seven days from `from` (the desk's week grid). */
export const roomWeekQuery = (roomId: number, from: string) =>
  queryOptions({
    queryKey: reservationDeskKeys.week(roomId, from),
    queryFn: () => call(studioEndpoints.roomWeek, { params: { roomId }, query: { from } }),
    placeholderData: keepPreviousData,
  });

export const reservationDeskQuery = (f: ReservationDeskFilters) =>
  queryOptions({
    queryKey: reservationDeskKeys.list(f),
    queryFn: () => call(studioEndpoints.operatorList, { query: f }),
    placeholderData: keepPreviousData,
  });

/** A decision moves the dashboard's count of waiting reservations and the member's own list. */
const invalidate = [reservationDeskKeys.all, ['admin', 'dashboard']];

export const useConfirmReservation = (h: CommandHandlers<Confirm, unknown> = {}) =>
  useCommand({
    mutationFn: ({ rsvtId, ...body }: Confirm) => call(studioEndpoints.confirm, { params: { rsvtId }, body }),
    invalidate,
    ...h,
  });

export const useRejectReservation = (h: CommandHandlers<Reject, unknown> = {}) =>
  useCommand({
    mutationFn: ({ rsvtId, ...body }: Reject) => call(studioEndpoints.reject, { params: { rsvtId }, body }),
    invalidate,
    ...h,
  });

export const useCancelReservation = (h: CommandHandlers<Cancel, unknown> = {}) =>
  useCommand({
    mutationFn: ({ rsvtId, ...body }: Cancel) => call(studioEndpoints.operatorCancel, { params: { rsvtId }, body }),
    invalidate,
    ...h,
  });

/** A past confirmed reservation marked used or not shown up (the member's 나의 예약 names it). */
export const useMarkOutcome = (h: CommandHandlers<Outcome, unknown> = {}) =>
  useCommand({
    mutationFn: ({ rsvtId, ...body }: Outcome) => call(studioEndpoints.markOutcome, { params: { rsvtId }, body }),
    invalidate,
    ...h,
  });

/** The filtered list as a CSV file, saved by the browser; the server refuses it without a reason and logs it with one. */
export const downloadReservations = (query: ReservationExport) =>
  callDownload(studioEndpoints.exportReservations, undefined, {
    // The address bar's filters as query text (the ids are typed there as digits).
    query: Object.fromEntries(
      Object.entries(query)
        .filter(([, v]) => v !== undefined && v !== '')
        .map(([k, v]) => [k, String(v)]),
    ),
  });

/** The member a desk booking is for, by exact login id (shown masked, with the certificate state). */
export const proxyMemberQuery = (lgnId: string) =>
  queryOptions({
    queryKey: ['studio-admin', 'reservations', 'member', lgnId] as const,
    queryFn: () => call(studioEndpoints.proxyMember, { query: { lgnId } }),
    enabled: lgnId !== '',
    retry: false,
  });

type ProxyReserve = { roomId: number } & CallInput<typeof studioEndpoints.proxyReserve>['body'];

/** The desk books a studio room on a member's behalf: the desk's list, the week grid and the room's hours move. */
export const useProxyReserve = (h: CommandHandlers<ProxyReserve, { rsvtId: number; message: string }> = {}) =>
  useCommand({
    mutationFn: ({ roomId, ...body }: ProxyReserve) => call(studioEndpoints.proxyReserve, { params: { roomId }, body }),
    confirm: (v) =>
      `${v.lgnId} 회원의 예약을 ${v.rsvtSttsCd === 'CONFIRMED' ? '예약확정' : '예약신청'} 상태로 등록하시겠습니까? 회원에게 문자로 알립니다.`,
    invalidate: [...invalidate, ['studio']],
    ...h,
  });
