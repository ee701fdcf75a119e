import type { Page } from '@onfan/contracts/envelope';
import type { Inquiry, SpaceDetail, SpaceNotice, SpaceSummary } from '@onfan/contracts/space';
import { api } from '@/lib/api/api-client';

export interface Command {
  number: 200;
  message: string;
}
const quiet = { redirectOnServerError: false } as const;

/** The `space` group and the non-booking `reservation/*` calls of api-map.md. */
export const spaceApi = {
  groups: () => api.get<{ grpId: number; grpNm: string; spaceCnt: number }[]>('space/grp/lst'),
  spaces: (q: { grpId?: number | undefined; favrYn?: 'Y' | undefined; pageNo: number; pageSize: number }) =>
    api.get<Page<SpaceSummary>>('space/lst', q),
  space: (spaceId: number) => api.get<SpaceDetail>(`space/${spaceId}`),
  setFavourite: (spaceId: number, favrYn: 'Y' | 'N') =>
    api.put<Command & { favrYn: 'Y' | 'N' }>(`space/${spaceId}/favr`, { favrYn }, quiet),
  notices: (pageNo: number, pageSize: number) =>
    api.get<Page<SpaceNotice>>('reservation/ntc/lst', { pageNo, pageSize }),
  inquiries: (pageNo: number, pageSize: number) => api.get<Page<Inquiry>>('reservation/inq/lst', { pageNo, pageSize }),
  writeInquiry: (body: { spaceId: number; inqTit: string; inqCn: string }) =>
    api.post<Command & { inqId: number }>('reservation/inq', body, quiet),
  deleteInquiry: (inqId: number) => api.put<Command>('reservation/inq/del', { inqId }, quiet),
  checkCompany: (body: { brno: string; openDay: string; ceoNm: string; compNm: string }) =>
    api.post<Command>('reservation/cmpyValidation', body, quiet),
  certificate: () =>
    api.get<{ status: '미제출' | '미확인' | '승인' | '반려'; rjctRsn: string | null }>('auth/certificate'),
  uploadCertificate: (file: File) => api.upload<Command>('reservation/idnty', file, quiet),
};
