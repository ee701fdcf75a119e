import { z } from 'zod';
import { consolePageQuerySchema, consoleSortSchema, readCopySchema, reasonSchema } from './admin.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageSchema, rowIdSchema, ynSchema } from './envelope.js';

/**
 * The footholds desk of the operator console (issue 38, decision 034): creators' footholds listed and the certified
 * badge (인증 크리에이터) granted or revoked with a reason on the copy read, the creator told; the members who became
 * creators listed with when (creator_info.reg_dt). Creator-side marketing: the market desk (MARKET) and SYSTEM.
 */

export const FOOTHOLD_DESK_MESSAGES = {
  notFound: '거점을 찾을 수 없습니다.',
  searchTooLong: '검색어는 100자 이내로 입력해 주세요.',
  certInvalid: '인증 부여 또는 회수를 골라 주세요.',
  unchanged: '이미 그렇게 되어 있습니다.',
  granted: '인증 크리에이터 배지를 부여했습니다. 크리에이터에게 알렸습니다.',
  revoked: '인증 크리에이터 배지를 회수했습니다. 크리에이터에게 알렸습니다.',
} as const;

export const footholdDeskQuerySchema = consolePageQuerySchema
  .extend({
    q: z.string().trim().max(100, FOOTHOLD_DESK_MESSAGES.searchTooLong).optional(),
    certCtrYn: z.enum(['Y', 'N'], { error: FOOTHOLD_DESK_MESSAGES.certInvalid }).optional(),
  })
  .extend(consoleSortSchema(['ctrFthldId', 'fthldNm', 'regDt']).shape);
export type FootholdDeskQuery = z.infer<typeof footholdDeskQuerySchema>;

/** A foothold as the desk lists it: the owner's name masked. */
export const footholdDeskRowSchema = z.object({
  ctrFthldId: z.number().int(),
  fthldNm: z.string(),
  userId: z.number().int(),
  lgnId: z.string(),
  userNm: z.string(),
  certCtrYn: ynSchema,
  regDt: z.string(),
  updtDt: z.string(),
});
export type FootholdDeskRow = z.infer<typeof footholdDeskRowSchema>;

export const footholdCertifySchema = readCopySchema.extend({
  certCtrYn: z.enum(['Y', 'N'], { error: FOOTHOLD_DESK_MESSAGES.certInvalid }),
  reason: reasonSchema,
});
export type FootholdCertify = z.infer<typeof footholdCertifySchema>;

export const creatorConversionQuerySchema = consolePageQuerySchema
  .extend({ q: z.string().trim().max(100, FOOTHOLD_DESK_MESSAGES.searchTooLong).optional() })
  .extend(consoleSortSchema(['regDt', 'lgnId']).shape);
export type CreatorConversionQuery = z.infer<typeof creatorConversionQuerySchema>;

/** A member who became a creator, and when (the name masked). */
export const creatorConversionSchema = z.object({
  userId: z.number().int(),
  lgnId: z.string(),
  userNm: z.string(),
  ctrActvtNm: z.string(),
  ytbChnlNm: z.string(),
  regDt: z.string(),
});
export type CreatorConversion = z.infer<typeof creatorConversionSchema>;

const footholdDesk = { roles: ['SYSTEM', 'MARKET'] } as const;

export const footholdAdminEndpoints = {
  footholds: endpoint({
    method: 'GET',
    path: 'community/admin/footholds',
    access: footholdDesk,
    summary: '크리에이터 거점 관리 목록(거점명 검색, 인증 여부; 번호·거점명·등록일로 정렬)',
    query: footholdDeskQuerySchema,
    response: pageSchema(footholdDeskRowSchema),
  }),
  certify: endpoint({
    method: 'PUT',
    path: 'community/admin/footholds/:ctrFthldId/certified',
    access: footholdDesk,
    summary: '인증 크리에이터 배지 부여·회수(사유 필수, 읽은 사본 기준, 감사 기록, 크리에이터에게 알림)',
    params: z.object({ ctrFthldId: rowIdSchema(FOOTHOLD_DESK_MESSAGES.notFound) }),
    body: footholdCertifySchema,
    response: commandResultSchema,
  }),
  conversions: endpoint({
    method: 'GET',
    path: 'community/admin/creators',
    access: footholdDesk,
    summary: '크리에이터 전환 목록(누가 언제 크리에이터가 되었는지; 이름은 가림)',
    query: creatorConversionQuerySchema,
    response: pageSchema(creatorConversionSchema),
  }),
} as const;
