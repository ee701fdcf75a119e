import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { cleanFileName } from './file-name.js';
import { charCount } from './format.js';
import { commandResultSchema, pageQuerySchema, pageSchema, rowIdSchema, USER_PATTERN, ynSchema } from './envelope.js';

/**
 * Creator footholds (거점, a creator's page; community: fthlds, fthld/{ctrFthldId}, ctr/my/fthld, fthld/tags): one page
 * per creator with an introduction, up to three tags and links to the creator's channels.
 */

export const FOOTHOLD_MESSAGES = {
  nameRequired: '크리에이터명을 입력해주세요.',
  nameTooLong: '크리에이터명은 50자 이내로 입력해주세요.',
  introTooLong: '한 줄 소개는 200자 이내로 입력해주세요.',
  contentTooLong: '소개 내용은 5,000자 이내로 입력해주세요.',
  tagTooLong: '태그는 20자 이내로 입력해주세요.',
  categoryTooLong: '주요 활동 분야는 50자 이내로 입력해주세요.',
  invalidYoutube: '유튜브 채널 주소는 youtube.com 또는 youtu.be의 http(s) 주소로 입력해주세요.',
  invalidInstagram: '인스타그램 주소는 instagram.com의 http(s) 주소로 입력해주세요.',
  invalidFacebook: '페이스북 주소는 facebook.com의 http(s) 주소로 입력해주세요.',
  invalidNaver: '네이버 주소는 naver.com(블로그 등)의 http(s) 주소로 입력해주세요.',
  invalidImage: '대표 이미지는 이미지 업로드로 올린 파일만 사용할 수 있습니다.',
  imageNameTooLong: '대표 이미지 파일명은 200자 이내여야 합니다.',
  creatorOnly: '크리에이터 거점은 크리에이터만 등록할 수 있습니다. 마이페이지에서 크리에이터로 전환해주세요.',
  alreadyExists: '이미 등록한 크리에이터 거점이 있습니다. 마이페이지에서 거점 정보를 수정해주세요.',
  notYours: '본인의 크리에이터 거점만 수정할 수 있습니다.',
  notFound: '크리에이터 거점을 찾을 수 없습니다.',
  invalidId: '거점 번호가 올바르지 않습니다.',
  searchTooLong: '검색어는 50자 이내로 입력해주세요.',
  confirmSave: '크리에이터 거점을 저장하시겠습니까?',
  saved: '크리에이터 거점이 등록되었습니다.',
  updated: '크리에이터 거점이 수정되었습니다.',
} as const;

/** The longest name, one-line introduction, content, tag and activity field, in characters. */
export const FOOTHOLD_LIMITS = { name: 50, intro: 200, content: 5000, tag: 20, category: 50, tags: 3 } as const;

/** A tag as saved: trimmed, leading '#' removed ('  #먹방 ' → '먹방'); empty is no tag. */
export function normalizeTag(tag: string | null | undefined): string {
  return (tag ?? '').trim().replace(/^#+/, '').trim();
}

/** The tags as saved: normalized, empty ones and repeats dropped, at most three. */
export function normalizeTags(tags: readonly (string | null | undefined)[]): string[] {
  const out: string[] = [];
  for (const t of tags) {
    const n = normalizeTag(t);
    if (n && !out.includes(n)) out.push(n);
  }
  return out.slice(0, FOOTHOLD_LIMITS.tags);
}

/**
 * Content as saved: spaces and tabs inside a line become one space, each line is trimmed, and runs of empty lines
 * become one empty line (paragraphs stay).
 */
export function minifyContent(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[\t\f\v \u00a0\u3000]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The channels a foothold links to, with the hosts (and their subdomains) each accepts. */
export const FOOTHOLD_CHANNELS = {
  ytbChnlUrl: { name: '유튜브', hosts: ['youtube.com', 'youtu.be'], message: FOOTHOLD_MESSAGES.invalidYoutube },
  instgrmUrl: { name: '인스타그램', hosts: ['instagram.com'], message: FOOTHOLD_MESSAGES.invalidInstagram },
  fcbkUrl: { name: '페이스북', hosts: ['facebook.com'], message: FOOTHOLD_MESSAGES.invalidFacebook },
  navrUrl: { name: '네이버', hosts: ['naver.com'], message: FOOTHOLD_MESSAGES.invalidNaver },
} as const;
export type FootholdChannel = keyof typeof FOOTHOLD_CHANNELS;
export const FOOTHOLD_CHANNEL_KEYS = Object.keys(FOOTHOLD_CHANNELS) as FootholdChannel[];

/** Whether `url` is an http(s) address on one of `hosts` or their subdomains (no user info, no other port). */
export function isChannelUrl(url: string, hosts: readonly string[]): boolean {
  const m = /^https?:\/\/([^/?#\s]*)(?:[/?#]\S*)?$/i.exec(url);
  // No user info, no port: the host alone, as letters, digits, dots and hyphens.
  const host = m?.[1]?.toLowerCase() ?? '';
  if (!/^[a-z0-9.-]+$/.test(host)) return false;
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .max(max * 4, message)
    .nullish()
    .transform((s) => (s ?? '').trim())
    .refine((s) => charCount(s) <= max, message)
    .transform((s) => s || null);

const channelUrl = (key: FootholdChannel) =>
  z
    .string({ error: FOOTHOLD_CHANNELS[key].message })
    .max(500, FOOTHOLD_CHANNELS[key].message)
    .nullish()
    .transform((s) => (s ?? '').trim())
    .refine((s) => s === '' || isChannelUrl(s, FOOTHOLD_CHANNELS[key].hosts), FOOTHOLD_CHANNELS[key].message)
    .transform((s) => s || null);

const tagField = z
  .string({ error: FOOTHOLD_MESSAGES.tagTooLong })
  .max(200, FOOTHOLD_MESSAGES.tagTooLong)
  .nullish()
  .transform(normalizeTag)
  .refine((s) => charCount(s) <= FOOTHOLD_LIMITS.tag, FOOTHOLD_MESSAGES.tagTooLong);

export const footholdBodySchema = z.object({
  fthldNm: z
    .string({ error: FOOTHOLD_MESSAGES.nameRequired })
    .trim()
    .min(1, { message: FOOTHOLD_MESSAGES.nameRequired, abort: true })
    .refine((s) => charCount(s) <= FOOTHOLD_LIMITS.name, FOOTHOLD_MESSAGES.nameTooLong),
  fthldIntro: optionalText(FOOTHOLD_LIMITS.intro, FOOTHOLD_MESSAGES.introTooLong),
  fthldCn: z
    .string({ error: FOOTHOLD_MESSAGES.contentTooLong })
    .max(FOOTHOLD_LIMITS.content * 4, FOOTHOLD_MESSAGES.contentTooLong)
    .nullish()
    .transform(minifyContent)
    .refine((s) => charCount(s) <= FOOTHOLD_LIMITS.content, FOOTHOLD_MESSAGES.contentTooLong),
  /** The address POST common/foothold/upload/rprs answered (/files/<key>), or null for no image. */
  rprsImgPtUrl: z
    .string({ error: FOOTHOLD_MESSAGES.invalidImage })
    .max(300, FOOTHOLD_MESSAGES.invalidImage)
    .nullish()
    .transform((s) => (s ?? '').trim() || null),
  /** The image's name as the member's computer had it, without bidirectional controls (cleanFileName). */
  rprsImgFileNm: z
    .string({ error: FOOTHOLD_MESSAGES.imageNameTooLong })
    .max(800, FOOTHOLD_MESSAGES.imageNameTooLong)
    .nullish()
    .transform((s) => cleanFileName(s ?? '').trim())
    .refine((s) => charCount(s) <= 200, FOOTHOLD_MESSAGES.imageNameTooLong)
    .transform((s) => s || null),
  fthldTag1: tagField,
  fthldTag2: tagField,
  fthldTag3: tagField,
  ytbChnlUrl: channelUrl('ytbChnlUrl'),
  instgrmUrl: channelUrl('instgrmUrl'),
  fcbkUrl: channelUrl('fcbkUrl'),
  navrUrl: channelUrl('navrUrl'),
  primActvtCtgr: optionalText(FOOTHOLD_LIMITS.category, FOOTHOLD_MESSAGES.categoryTooLong),
});
export type FootholdBody = z.input<typeof footholdBodySchema>;
export type FootholdInput = z.output<typeof footholdBodySchema>;

/**
 * PUT fthld/{id}: the fields to change, each as footholdBodySchema checks it. A field left out keeps its value; a
 * field sent empty or null is cleared (the name, when sent, is still required). The image's name goes with its image.
 */
export const footholdUpdateBodySchema = footholdBodySchema.partial();
export type FootholdUpdateBody = z.input<typeof footholdUpdateBodySchema>;
export type FootholdUpdateInput = z.output<typeof footholdUpdateBodySchema>;

export const footholdListQuerySchema = pageQuerySchema.extend({
  searchKeyword: z.string().trim().max(50, FOOTHOLD_MESSAGES.searchTooLong).optional(),
  /** One tag (with or without its '#'). */
  tag: z.string().max(200, FOOTHOLD_MESSAGES.tagTooLong).transform(normalizeTag).optional(),
});
export type FootholdListQuery = z.infer<typeof footholdListQuerySchema>;

export const ctrFthldIdParamsSchema = z.object({ ctrFthldId: rowIdSchema(FOOTHOLD_MESSAGES.invalidId) });

export const footholdSummarySchema = z.object({
  ctrFthldId: z.number().int(),
  fthldNm: z.string(),
  fthldIntro: z.string().nullable(),
  rprsImgPtUrl: z.string().nullable(),
  rprsImgFileNm: z.string().nullable(),
  fthldTag1: z.string().nullable(),
  fthldTag2: z.string().nullable(),
  fthldTag3: z.string().nullable(),
  primActvtCtgr: z.string().nullable(),
  /** Y: a certified creator (인증 크리에이터). */
  certCtrYn: ynSchema,
  userId: z.number().int(),
  /** The creator's name, masked (maskName). */
  userNm: z.string(),
  nickNm: z.string().nullable(),
});
export type FootholdSummary = z.infer<typeof footholdSummarySchema>;
export const footholdPageSchema = pageSchema(footholdSummarySchema);

export const footholdDetailSchema = footholdSummarySchema.extend({
  /** Plain text (whitespace minified); shown as text, never as HTML. */
  fthldCn: z.string(),
  ytbChnlUrl: z.string().nullable(),
  instgrmUrl: z.string().nullable(),
  fcbkUrl: z.string().nullable(),
  navrUrl: z.string().nullable(),
  /** ISO 8601 +09:00 */
  regDt: z.string(),
  mdfcnDt: z.string(),
  /** The caller owns it (may edit it). */
  mine: z.boolean(),
});
export type FootholdDetail = z.infer<typeof footholdDetailSchema>;

export const footholdSaveResultSchema = commandResultSchema.extend({ ctrFthldId: z.number().int() });

export const footholdTagSchema = z.object({ tag: z.string(), cnt: z.number().int() });
export type FootholdTag = z.infer<typeof footholdTagSchema>;

/** The caller's creator status (GET community/ctrSts): a creator or not, and their foothold if they have one. */
export const creatorStatusSchema = z.object({
  /** Pattern 300: may open a foothold and apply to campaigns. */
  ctrYn: ynSchema,
  /** Has opened a foothold. */
  fthldYn: ynSchema,
  ctrFthldId: z.number().int().nullable(),
  certCtrYn: ynSchema,
});
export type CreatorStatus = z.infer<typeof creatorStatusSchema>;

/** Popular tags shown as filter chips. */
export const FOOTHOLD_POPULAR_TAGS = 12;

export const footholdEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'community/fthlds',
    access: 'public',
    summary: '크리에이터 거점 목록(검색어, 태그)',
    query: footholdListQuerySchema,
    response: footholdPageSchema,
  }),
  tags: endpoint({
    method: 'GET',
    path: 'community/fthld/tags',
    access: 'public',
    summary: '크리에이터 거점 인기 태그',
    response: z.array(footholdTagSchema),
  }),
  view: endpoint({
    method: 'GET',
    path: 'community/fthld/:ctrFthldId',
    access: 'public',
    summary: '크리에이터 거점 상세',
    params: ctrFthldIdParamsSchema,
    response: footholdDetailSchema,
  }),
  mine: endpoint({
    method: 'GET',
    path: 'community/ctr/my/fthld',
    access: 'member',
    summary: '나의 크리에이터 거점(없으면 null)',
    response: footholdDetailSchema.nullable(),
  }),
  status: endpoint({
    method: 'GET',
    path: 'community/ctrSts',
    access: 'member',
    summary: '나의 크리에이터 상태(크리에이터 여부, 거점 여부)',
    response: creatorStatusSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: 'community/fthld',
    access: { patterns: [USER_PATTERN.creator] },
    publishes: true,
    summary: '크리에이터 거점 등록(크리에이터, 한 명에 하나)',
    body: footholdBodySchema,
    response: footholdSaveResultSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'community/fthld/:ctrFthldId',
    access: { patterns: [USER_PATTERN.creator] },
    publishes: true,
    summary: '크리에이터 거점 수정(본인; 보낸 항목만 수정, 빈 값·null은 삭제)',
    params: ctrFthldIdParamsSchema,
    body: footholdUpdateBodySchema,
    response: footholdSaveResultSchema,
  }),
} as const;
