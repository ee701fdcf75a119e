import { z } from 'zod';
import { consolePageQuerySchema, consoleSortSchema, readCopySchema } from './admin.js';
import { BRC_STATUSES, BRC_TYPE, brcTypeSchema, type BrcType } from './broadcast.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageSchema, rowIdSchema, ynSchema } from './envelope.js';
import { seoulDateSchema, seoulDateTimeSchema } from './notice.admin.js';

/**
 * The broadcast desk (방송 담당) of the operator console (issue 39): channels (name, description, picture, shown or
 * hidden), the schedule of broadcasts (live, commerce, recording, short) with their time, description, products and
 * poster, going live (a scheduled live started now, a live ended early: the on-air state, the live edge and the alerts
 * follow the schedule's times), and a broadcast's comments hidden and shown again. The public pages read the same
 * rows, so what the operator saves is what visitors see. The media half (upload, transcoding, captions) is its own
 * desk (`broadcast-media`).
 */

export const BRC_PRODUCT_MAX = 20;
export const BRC_EXPLN_MAX = 2000;
export const CHNL_EXPLN_MAX = 500;

export const BROADCAST_DESK_MESSAGES = {
  channelNotFound: '채널을 찾을 수 없습니다.',
  channelRequired: '채널을 골라 주세요.',
  channelHidden: '숨긴 채널에는 방송을 편성할 수 없습니다. 채널을 먼저 공개해 주세요.',
  channelNameRequired: '채널 이름을 입력해 주세요.',
  channelNameTooLong: '채널 이름은 50자 이내로 입력해 주세요.',
  channelNameTaken: '같은 이름의 채널이 이미 있습니다.',
  channelExplnTooLong: `채널 소개는 ${CHNL_EXPLN_MAX}자 이내로 입력해 주세요.`,
  notFound: '방송을 찾을 수 없습니다.',
  typeRequired: '방송 구분을 골라 주세요.',
  titleRequired: '방송 제목을 입력해 주세요.',
  titleTooLong: '방송 제목은 100자 이내로 입력해 주세요.',
  titleTaken: '같은 제목의 방송이 이미 있습니다. 제목을 바꿔 주세요.',
  explnTooLong: `방송 소개는 ${BRC_EXPLN_MAX}자 이내로 입력해 주세요.`,
  startRequired: '시작 일시를 입력해 주세요.',
  endRequired: '종료 일시를 입력해 주세요.',
  endBeforeStart: '종료 일시는 시작 일시보다 뒤여야 합니다.',
  tooLong: '한 방송은 24시간을 넘을 수 없습니다.',
  overlap: '이 채널에 같은 시간대의 라이브·커머스 방송이 이미 있습니다. 시간을 바꿔 주세요.',
  productNameRequired: '상품 이름을 입력해 주세요.',
  productNameTooLong: '상품 이름은 100자 이내로 입력해 주세요.',
  productPriceInvalid: '가격은 0원 이상 100,000,000원 이하의 정수로 입력해 주세요.',
  sellerRequired: '판매자를 입력해 주세요.',
  sellerTooLong: '판매자는 50자 이내로 입력해 주세요.',
  productsTooMany: `상품은 ${BRC_PRODUCT_MAX}개까지 넣을 수 있습니다.`,
  productsCommerceOnly: '상품은 커머스 방송에만 넣을 수 있습니다.',
  productsRequired: '커머스 방송에는 상품을 하나 이상 넣어 주세요.',
  imagesTooMany: '사진은 한 장만 올릴 수 있습니다.',
  imageAltRequired: '사진의 대체 텍스트(사진 설명)를 입력해 주세요.',
  imageAltTooLong: '대체 텍스트는 100자 이내로 입력해 주세요.',
  imageNotYours: '사진을 다시 올려 주세요.',
  periodInvalid: '기간의 끝은 시작과 같거나 뒤여야 합니다.',
  searchTooLong: '검색어는 100자 이내로 입력해 주세요.',
  channelCreated: '채널을 등록했습니다.',
  channelUpdated: '채널을 수정했습니다.',
  created: '방송을 편성했습니다.',
  updated: '방송을 수정했습니다.',
  endedEarly: '방송을 종료했습니다. 시청 화면에 방송 종료가 표시됩니다.',
  notLive: '지금 방송 중인 라이브·커머스 방송만 종료할 수 있습니다.',
  startedNow: '방송을 시작했습니다. 시청 화면에 방송 중으로 표시됩니다.',
  notScheduled: '아직 시작하지 않은 라이브·커머스 방송만 지금 시작할 수 있습니다.',
  liveTimeLocked: '방송 중이거나 끝난 라이브·커머스 방송의 시작 일시는 바꿀 수 없습니다.',
  commentNotFound: '댓글을 찾을 수 없습니다.',
  commentHidden: '댓글을 숨겼습니다. 방문자에게 보이지 않습니다.',
  commentShown: '댓글을 다시 보이게 했습니다.',
} as const;

/** The kinds of broadcast in the desk's order: live, commerce, recording (다시보기), short. */
export const DESK_BRC_TYPES: readonly BrcType[] = [BRC_TYPE.live, BRC_TYPE.commerce, BRC_TYPE.vod, BRC_TYPE.shorts];
/** Live and commerce broadcasts follow a schedule; recordings and shorts are played at any time. */
export const isScheduledBrcType = (t: string): boolean => t === BRC_TYPE.live || t === BRC_TYPE.commerce;
/** Recordings and shorts: their captions come with their media (KWCAG 1.2). */
export const isRecordingBrcType = (t: string): boolean => t === BRC_TYPE.vod || t === BRC_TYPE.shorts;

/** The desk's state filter: the public status by time, or hidden from the public. */
export const BRC_DESK_STATES = [...BRC_STATUSES, 'HIDDEN'] as const;
export type BrcDeskState = (typeof BRC_DESK_STATES)[number];
export const BRC_DESK_STATE_NAMES: Record<BrcDeskState, string> = {
  SCHEDULED: '방송 예정',
  LIVE: '방송 중',
  ENDED: '방송 종료',
  HIDDEN: '숨김',
};

/** The longest broadcast: the live generator's stream stops growing after 5.5 hours, a schedule row at a day. */
export const BRC_MAX_HOURS = 24;

/** Where the other half of the desk edits a recording's video and captions (its own pages). */
export const broadcastMediaPath = (brcInfoNo: number) => `/admin/broadcasts/${brcInfoNo}/media`;
export const broadcastCaptionsPath = (brcInfoNo: number) => `/admin/broadcasts/${brcInfoNo}/captions`;

// Channels ------------------------------------------------------------------------------------------------------------

export const channelDeskQuerySchema = consolePageQuerySchema
  .extend({
    q: z.string().trim().max(100, BROADCAST_DESK_MESSAGES.searchTooLong).optional(),
    useYn: ynSchema.optional(),
  })
  .extend(consoleSortSchema(['chnlNm', 'regDt', 'brcCnt']).shape);
export type ChannelDeskQuery = z.infer<typeof channelDeskQuerySchema>;

export const deskImageSchema = z.object({ imgPtUrl: z.string(), imgAlt: z.string() });
export type DeskImage = z.infer<typeof deskImageSchema>;

export const channelDeskRowSchema = z.object({
  brcChnlId: z.number().int(),
  chnlNm: z.string(),
  chnlExpln: z.string(),
  useYn: ynSchema,
  /** The channel's picture: none or one. */
  chnlImgs: z.array(deskImageSchema),
  /** Broadcasts of the channel (shown or not). */
  brcCnt: z.number().int(),
  sbptnCnt: z.number().int(),
  /** ISO 8601 +09:00 */
  regDt: z.string(),
  updtDt: z.string(),
});
export type ChannelDeskRow = z.infer<typeof channelDeskRowSchema>;

/** A picture uploaded with `broadcast/admin/images` (its address) or kept, and what it shows in words. */
const imageFields = z.object({
  imgPtUrl: z
    .string({ error: BROADCAST_DESK_MESSAGES.imageNotYours })
    .min(1, BROADCAST_DESK_MESSAGES.imageNotYours)
    .max(300, BROADCAST_DESK_MESSAGES.imageNotYours),
  imgAlt: z
    .string({ error: BROADCAST_DESK_MESSAGES.imageAltRequired })
    .trim()
    .min(1, BROADCAST_DESK_MESSAGES.imageAltRequired)
    .max(100, BROADCAST_DESK_MESSAGES.imageAltTooLong),
});
const oneImage = z.array(imageFields).max(1, BROADCAST_DESK_MESSAGES.imagesTooMany).default([]);

const channelWriteFields = z.object({
  chnlNm: z
    .string({ error: BROADCAST_DESK_MESSAGES.channelNameRequired })
    .trim()
    .min(1, BROADCAST_DESK_MESSAGES.channelNameRequired)
    .max(50, BROADCAST_DESK_MESSAGES.channelNameTooLong),
  chnlExpln: z.string().trim().max(CHNL_EXPLN_MAX, BROADCAST_DESK_MESSAGES.channelExplnTooLong).default(''),
  useYn: ynSchema.default('Y'),
  chnlImgs: oneImage,
});
export const channelWriteBodySchema = channelWriteFields;
export type ChannelWriteBody = z.input<typeof channelWriteBodySchema>;
export type ChannelWrite = z.output<typeof channelWriteBodySchema>;
export const channelEditBodySchema = channelWriteFields.extend(readCopySchema.shape);
export type ChannelEditBody = z.output<typeof channelEditBodySchema>;

export const channelParamsSchema = z.object({ brcChnlId: rowIdSchema(BROADCAST_DESK_MESSAGES.channelNotFound) });
export const channelSavedSchema = commandResultSchema.extend({ brcChnlId: z.number().int() });

/** Every channel for the filters and the form's choice, hidden ones marked. */
export const channelOptionsSchema = z.array(
  z.object({ brcChnlId: z.number().int(), chnlNm: z.string(), useYn: ynSchema }),
);
export type ChannelOptions = z.infer<typeof channelOptionsSchema>;

// Broadcasts ----------------------------------------------------------------------------------------------------------

export const broadcastDeskQuerySchema = consolePageQuerySchema
  .extend({
    q: z.string().trim().max(100, BROADCAST_DESK_MESSAGES.searchTooLong).optional(),
    brcType: brcTypeSchema.optional(),
    state: z.enum(BRC_DESK_STATES, { error: '방송 상태가 올바르지 않습니다.' }).optional(),
    brcChnlId: rowIdSchema(BROADCAST_DESK_MESSAGES.channelNotFound).optional(),
    /** The period the broadcast starts in, Seoul days ('yyyy-MM-dd'), both ends included. */
    from: seoulDateSchema.optional(),
    to: seoulDateSchema.optional(),
  })
  .extend(consoleSortSchema(['brcBgngDt', 'brcTit', 'regDt']).shape)
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: BROADCAST_DESK_MESSAGES.periodInvalid });
export type BroadcastDeskQuery = z.infer<typeof broadcastDeskQuerySchema>;

/** Whether a desk row is a recording or short without Korean captions (the list's '자막 없음', KWCAG 1.2). */
export const captionsMissing = (r: { brcTypeDcd: string; captionYn: 'Y' | 'N' }): boolean =>
  isRecordingBrcType(r.brcTypeDcd) && r.captionYn === 'N';

export const broadcastDeskRowSchema = z.object({
  brcInfoNo: z.number().int(),
  brcTypeDcd: brcTypeSchema,
  brcTit: z.string(),
  brcChnlId: z.number().int(),
  chnlNm: z.string(),
  /** Seoul, 'yyyy-MM-ddTHH:mm' (the form's fields). */
  brcBgngDt: z.string(),
  brcEndDt: z.string(),
  /** The public status now (recordings are ENDED). */
  brcSts: z.enum(BRC_STATUSES),
  expsrYn: ynSchema,
  /** The public view gives a Korean caption address (a recording or short without one is flagged: KWCAG 1.2). */
  captionYn: ynSchema,
  prdctCnt: z.number().int(),
  /** Comments shown and hidden (not removed). */
  cmntCnt: z.number().int(),
  /** Reports waiting in the community's queue for the broadcast and its comments. */
  rptCnt: z.number().int(),
  regDt: z.string(),
  updtDt: z.string(),
});
export type BroadcastDeskRow = z.infer<typeof broadcastDeskRowSchema>;

export const deskProductSchema = z.object({ prdctNm: z.string(), prc: z.number().int(), sellerNm: z.string() });
export type DeskProduct = z.infer<typeof deskProductSchema>;

export const broadcastDeskDetailSchema = broadcastDeskRowSchema.extend({
  brcExpln: z.string(),
  products: z.array(deskProductSchema),
  pstrImgs: z.array(deskImageSchema),
  /** The broadcast has media (a recording's video, or a live's stream). */
  mediaYn: ynSchema,
});
export type BroadcastDeskDetail = z.infer<typeof broadcastDeskDetailSchema>;

const productFields = z.object({
  prdctNm: z
    .string({ error: BROADCAST_DESK_MESSAGES.productNameRequired })
    .trim()
    .min(1, BROADCAST_DESK_MESSAGES.productNameRequired)
    .max(100, BROADCAST_DESK_MESSAGES.productNameTooLong),
  prc: z.coerce
    .number({ error: BROADCAST_DESK_MESSAGES.productPriceInvalid })
    .int(BROADCAST_DESK_MESSAGES.productPriceInvalid)
    .min(0, BROADCAST_DESK_MESSAGES.productPriceInvalid)
    .max(100_000_000, BROADCAST_DESK_MESSAGES.productPriceInvalid),
  sellerNm: z
    .string({ error: BROADCAST_DESK_MESSAGES.sellerRequired })
    .trim()
    .min(1, BROADCAST_DESK_MESSAGES.sellerRequired)
    .max(50, BROADCAST_DESK_MESSAGES.sellerTooLong),
});

const broadcastWriteFields = z.object({
  brcTypeDcd: z.enum(['1', '2', '3', '4'], { error: BROADCAST_DESK_MESSAGES.typeRequired }),
  brcChnlId: rowIdSchema(BROADCAST_DESK_MESSAGES.channelRequired),
  brcTit: z
    .string({ error: BROADCAST_DESK_MESSAGES.titleRequired })
    .trim()
    .min(1, BROADCAST_DESK_MESSAGES.titleRequired)
    .max(100, BROADCAST_DESK_MESSAGES.titleTooLong),
  brcExpln: z.string().trim().max(BRC_EXPLN_MAX, BROADCAST_DESK_MESSAGES.explnTooLong).default(''),
  brcBgngDt: z
    .string({ error: BROADCAST_DESK_MESSAGES.startRequired })
    .min(1, { message: BROADCAST_DESK_MESSAGES.startRequired, abort: true })
    .pipe(seoulDateTimeSchema),
  brcEndDt: z
    .string({ error: BROADCAST_DESK_MESSAGES.endRequired })
    .min(1, { message: BROADCAST_DESK_MESSAGES.endRequired, abort: true })
    .pipe(seoulDateTimeSchema),
  products: z.array(productFields).max(BRC_PRODUCT_MAX, BROADCAST_DESK_MESSAGES.productsTooMany).default([]),
  pstrImgs: oneImage,
  expsrYn: ynSchema.default('Y'),
});

/** The form's rules that span fields: the end after the start within a day, products only for commerce (one at least). */
export function checkBroadcastWrite(b: z.output<typeof broadcastWriteFields>, ctx: z.RefinementCtx): void {
  const start = Date.parse(`${b.brcBgngDt}:00+09:00`);
  const end = Date.parse(`${b.brcEndDt}:00+09:00`);
  if (end <= start) {
    ctx.addIssue({ code: 'custom', path: ['brcEndDt'], message: BROADCAST_DESK_MESSAGES.endBeforeStart });
  } else if (end - start > BRC_MAX_HOURS * 3_600_000) {
    ctx.addIssue({ code: 'custom', path: ['brcEndDt'], message: BROADCAST_DESK_MESSAGES.tooLong });
  }
  if (b.brcTypeDcd === BRC_TYPE.commerce && b.products.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['products'], message: BROADCAST_DESK_MESSAGES.productsRequired });
  }
  if (b.brcTypeDcd !== BRC_TYPE.commerce && b.products.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['products'], message: BROADCAST_DESK_MESSAGES.productsCommerceOnly });
  }
}

export const broadcastWriteBodySchema = broadcastWriteFields.superRefine(checkBroadcastWrite);
export type BroadcastWriteBody = z.input<typeof broadcastWriteBodySchema>;
export type BroadcastWrite = z.output<typeof broadcastWriteBodySchema>;
export const broadcastEditBodySchema = broadcastWriteFields
  .extend(readCopySchema.shape)
  .superRefine(checkBroadcastWrite);
export type BroadcastEditBody = z.output<typeof broadcastEditBodySchema>;

export const broadcastDeskParamsSchema = z.object({ brcInfoNo: rowIdSchema(BROADCAST_DESK_MESSAGES.notFound) });
export const broadcastSavedSchema = commandResultSchema.extend({ brcInfoNo: z.number().int() });
export const deskImagesResultSchema = commandResultSchema.extend({ imgPtUrls: z.array(z.string()) });

// Comments ------------------------------------------------------------------------------------------------------------

export const deskCommentSchema = z.object({
  vodCmntId: z.number().int(),
  /** The comment a reply answers (null: a comment). */
  upCmntId: z.number().int().nullable(),
  cmntCn: z.string(),
  /** The writer's name, masked (contracts/mask.ts). */
  userNm: z.string(),
  expsrYn: ynSchema,
  /** Reports waiting in the community's queue. */
  rptCnt: z.number().int(),
  regDt: z.string(),
  /** The copy a change names: whether it was shown and its latest report. */
  updtDt: z.string(),
});
export type DeskComment = z.infer<typeof deskCommentSchema>;

export const commentVisibilityBodySchema = readCopySchema.extend({
  action: z.enum(['HIDE', 'SHOW'], { error: '숨기기 또는 다시 보이기를 골라 주세요.' }),
});
export type CommentVisibilityBody = z.infer<typeof commentVisibilityBodySchema>;
export const commentParamsSchema = z.object({ vodCmntId: rowIdSchema(BROADCAST_DESK_MESSAGES.commentNotFound) });

const broadcastDesk = { roles: ['SYSTEM', 'BROADCAST'] } as const;

export const broadcastAdminEndpoints = {
  channels: endpoint({
    method: 'GET',
    path: 'broadcast/admin/channels',
    access: broadcastDesk,
    summary: '채널 관리 목록(이름 검색, 공개 여부; 이름·등록일·방송 수로 정렬)',
    query: channelDeskQuerySchema,
    response: pageSchema(channelDeskRowSchema),
  }),
  channelOptions: endpoint({
    method: 'GET',
    path: 'broadcast/admin/channel-options',
    access: broadcastDesk,
    summary: '채널 선택지(편성표 필터와 방송 등록 화면; 숨긴 채널 표시)',
    response: channelOptionsSchema,
  }),
  channel: endpoint({
    method: 'GET',
    path: 'broadcast/admin/channels/:brcChnlId',
    access: broadcastDesk,
    summary: '채널 상세(수정 화면): 사진과 대체 텍스트, 읽은 사본(updtDt)',
    params: channelParamsSchema,
    response: channelDeskRowSchema,
  }),
  createChannel: endpoint({
    method: 'POST',
    path: 'broadcast/admin/channels',
    access: broadcastDesk,
    summary: '채널 등록(이름, 소개, 사진, 공개 여부)',
    body: channelWriteBodySchema,
    response: channelSavedSchema,
  }),
  updateChannel: endpoint({
    method: 'PUT',
    path: 'broadcast/admin/channels/:brcChnlId',
    access: broadcastDesk,
    summary: '채널 수정(읽은 사본 기준: 다른 담당자가 먼저 고쳤으면 거절; 숨긴 채널의 방송은 공개 화면에 없음)',
    params: channelParamsSchema,
    body: channelEditBodySchema,
    response: channelSavedSchema,
  }),
  broadcasts: endpoint({
    method: 'GET',
    path: 'broadcast/admin/broadcasts',
    access: broadcastDesk,
    summary: '편성표(구분·상태·채널·기간; 시작 일시·제목·등록일로 정렬; 자막 없는 다시보기·숏폼 표시)',
    query: broadcastDeskQuerySchema,
    response: pageSchema(broadcastDeskRowSchema),
  }),
  broadcast: endpoint({
    method: 'GET',
    path: 'broadcast/admin/broadcasts/:brcInfoNo',
    access: broadcastDesk,
    summary: '방송 상세(수정 화면): 상품, 포스터, 읽은 사본(updtDt)',
    params: broadcastDeskParamsSchema,
    response: broadcastDeskDetailSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: 'broadcast/admin/broadcasts',
    access: broadcastDesk,
    summary: '방송 편성(구분, 채널, 제목, 시작·종료 일시, 소개, 커머스 상품, 포스터; 한 채널에 겹치는 라이브는 거절)',
    body: broadcastWriteBodySchema,
    response: broadcastSavedSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'broadcast/admin/broadcasts/:brcInfoNo',
    access: broadcastDesk,
    summary: '방송 수정(읽은 사본 기준)',
    params: broadcastDeskParamsSchema,
    body: broadcastEditBodySchema,
    response: broadcastSavedSchema,
  }),
  endNow: endpoint({
    method: 'PUT',
    path: 'broadcast/admin/broadcasts/:brcInfoNo/end',
    access: broadcastDesk,
    summary: '방송 조기 종료(방송 중인 라이브·커머스: 종료 일시를 지금으로; 읽은 사본 기준)',
    params: broadcastDeskParamsSchema,
    body: readCopySchema,
    response: commandResultSchema,
  }),
  startNow: endpoint({
    method: 'PUT',
    path: 'broadcast/admin/broadcasts/:brcInfoNo/start',
    access: broadcastDesk,
    summary: '예정된 라이브·커머스 지금 시작(시작 일시를 지금으로; 채널에 겹치는 방송이 없을 때; 읽은 사본 기준)',
    params: broadcastDeskParamsSchema,
    body: readCopySchema,
    response: commandResultSchema,
  }),
  uploadImages: endpoint({
    method: 'POST',
    path: 'broadcast/admin/images',
    access: broadcastDesk,
    summary: '채널 사진·방송 포스터 올리기(multipart uploadFiles, PNG·JPEG·WEBP·GIF, 한 장)',
    multipart: true,
    response: deskImagesResultSchema,
  }),
  comments: endpoint({
    method: 'GET',
    path: 'broadcast/admin/broadcasts/:brcInfoNo/comments',
    access: broadcastDesk,
    summary: '방송 댓글 목록(숨긴 댓글 포함, 대기 중인 신고 수; 작성자 이름은 가림)',
    params: broadcastDeskParamsSchema,
    query: consolePageQuerySchema,
    response: pageSchema(deskCommentSchema),
  }),
  commentVisibility: endpoint({
    method: 'PUT',
    path: 'broadcast/admin/comments/:vodCmntId/visibility',
    access: broadcastDesk,
    summary: '방송 댓글 숨기기·다시 보이기(읽은 사본 기준; 신고는 신고 처리 화면에 그대로 남음)',
    params: commentParamsSchema,
    body: commentVisibilityBodySchema,
    response: commandResultSchema,
  }),
} as const;
