import type { CodeItem } from '@onfan/contracts/code';
import type { ContentSummary } from '@onfan/contracts/content';
import type { Page } from '@onfan/contracts/envelope';
import type {
  BookableDays,
  Reservation,
  ReservationInput,
  Review,
  ReviewCount,
  Room,
  Slot,
  Studio,
} from '@onfan/contracts/studio';
import { api } from '@/lib/api/api-client';
import { readToken } from '@/lib/session/token-storage';

export interface Command {
  number: 200;
  message: string;
}

/** Calls whose refusal the page explains itself (an alert with the server's message), never the error page. */
const quiet = { redirectOnServerError: false } as const;

/**
 * The slot engine's calls for one catalogue. Studio rooms live under `studio/`, space rooms under `reservation/`
 * (api-map.md); the booking components take one of these two adapters, so both catalogues share the same screens.
 */
export interface BookingApi {
  kind: 'studio' | 'space';
  room: (roomId: number) => Promise<Room>;
  days: (roomId: number, rsvtYm: string) => Promise<BookableDays>;
  slots: (roomId: number, rsvtYmd: string) => Promise<Slot[]>;
  /** The space flow adds the checked company's facts (reservation/create checks them against the registry). */
  reserve: (
    roomId: number,
    body: ReservationInput & { openDay?: string; ceoNm?: string; compNm?: string },
  ) => Promise<Command & { rsvtId: number }>;
  mine: (pageNo: number, pageSize: number) => Promise<Page<Reservation>>;
  cancel: (rsvtId: number) => Promise<Command>;
  icsPath: (rsvtId: number) => string;
}

export const studioBooking: BookingApi = {
  kind: 'studio',
  room: (roomId) => api.get<Room>(`studio/room/${roomId}`),
  days: (roomId, rsvtYm) => api.get<BookableDays>(`studio/room/${roomId}/rsvt/days`, { rsvtYm }),
  slots: (roomId, rsvtYmd) => api.get<Slot[]>(`studio/room/${roomId}/rsvt/schds`, { rsvtYmd }),
  reserve: (roomId, body) => api.post(`studio/room/${roomId}/rsvt`, body, quiet),
  mine: (pageNo, pageSize) => api.get<Page<Reservation>>('studio/rsvts', { pageNo, pageSize }),
  cancel: (rsvtId) => api.put<Command>('studio/rsvts/sts', { rsvtId, rsvtSttsCd: 'CANCELED' }, quiet),
  icsPath: (rsvtId) => `/v1/app/studio/rsvts/${rsvtId}/ics`,
};

export const spaceBooking: BookingApi = {
  kind: 'space',
  room: (roomId) => api.get<Room>('reservation/roomInfo', { roomId }),
  days: (roomId, rsvtYm) => api.get<BookableDays>(`reservation/room/${roomId}/days`, { rsvtYm }),
  slots: (roomId, rsvtYmd) => api.get<Slot[]>(`reservation/room/${roomId}/schds`, { rsvtYmd }),
  reserve: (roomId, body) => api.post('reservation/create', { ...body, roomId }, quiet),
  mine: (pageNo, pageSize) => api.get<Page<Reservation>>('reservation/lst', { pageNo, pageSize }),
  cancel: (rsvtId) => api.put<Command>('reservation/updateStatus', { rsvtId, rsvtSttsCd: 'CANCELED' }, quiet),
  icsPath: (rsvtId) => `/v1/app/reservation/${rsvtId}/ics`,
};

export const studioApi = {
  studios: () => api.get<Studio[]>('studio/infos'),
  reviews: (roomId: number, pageNo: number, pageSize: number) =>
    api.get<Page<Review>>(`studio/${roomId}/revws`, { pageNo, pageSize }),
  reviewCounts: (roomId: number) => api.get<ReviewCount[]>(`studio/${roomId}/revw/cnts`),
  writeReview: (roomId: number, body: { rsvtId: number; revwCmnt: string; starrtScore: number }) =>
    api.post<Command>(`studio/room/${roomId}/revw`, body, quiet),
  /** The content engine's social-space set 2 items of the live-studio category (first page). */
  plygrnds: () => api.get<Page<ContentSummary>>('studio/plygrnds2'),
  codes: (cmmnCd: string) => api.get<CodeItem[]>('common/dcd', { cmmnCd }),
  certificate: () => api.get<{ status: string }>('auth/certificate'),
};

/**
 * Saves the reservation's calendar file. The call needs the X-AUTH-TOKEN header, so a plain link cannot do it:
 * fetch, then hand the bytes to the browser as a download.
 */
export async function downloadIcs(path: string, fileName: string): Promise<void> {
  const token = readToken();
  const res = await fetch(path, { headers: token ? { 'X-AUTH-TOKEN': token } : {} });
  if (!res.ok) throw new Error('calendar file');
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
