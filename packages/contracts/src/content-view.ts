import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { commandResultSchema } from './envelope.js';

/** View counts (PUT common/contents/{contentsId}/{contentsType}) and click tracking (common/potal/update/click). */

/** A viewer is counted once per item per 10 minutes (spec section 9: view-count dedupe 600000 ms). */
export const VIEW_DEDUPE_MS = 600_000;

export const CONTENT_VIEW_MESSAGES = {
  invalidContentsId: '콘텐츠 번호가 올바르지 않습니다.',
  invalidContentsType: '콘텐츠 유형이 올바르지 않습니다.',
  clickTypeRequired: '클릭 대상 유형을 입력해주세요.',
  clickTypeTooLong: '클릭 대상 유형은 100자 이내여야 합니다.',
  clickValueRequired: '클릭 대상 값을 입력해주세요.',
  clickValueTooLong: '클릭 대상 값은 500자 이내여야 합니다.',
} as const;

export const contentViewParamsSchema = z.object({
  contentsId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, CONTENT_VIEW_MESSAGES.invalidContentsId),
  contentsType: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, CONTENT_VIEW_MESSAGES.invalidContentsType),
});
export type ContentViewParams = z.infer<typeof contentViewParamsSchema>;

export const contentViewResultSchema = commandResultSchema.extend({
  viewCnt: z.number().int(),
  /** false when this viewer was already counted for the item within the last 10 minutes. */
  counted: z.boolean(),
});
export type ContentViewResult = z.infer<typeof contentViewResultSchema>;

export const clickBodySchema = z.object({
  clickTrgtTyp: z
    .string({ error: CONTENT_VIEW_MESSAGES.clickTypeRequired })
    .trim()
    .min(1, CONTENT_VIEW_MESSAGES.clickTypeRequired)
    .max(100, CONTENT_VIEW_MESSAGES.clickTypeTooLong),
  clickTrgtVal: z
    .string({ error: CONTENT_VIEW_MESSAGES.clickValueRequired })
    .trim()
    .min(1, CONTENT_VIEW_MESSAGES.clickValueRequired)
    .max(500, CONTENT_VIEW_MESSAGES.clickValueTooLong),
});
export type ClickBody = z.infer<typeof clickBodySchema>;

/** A click, recorded by PUT or POST alike (the spec's pages use both). */
function recordClick<const M extends 'PUT' | 'POST'>(method: M) {
  return endpoint({
    method,
    path: 'common/potal/update/click',
    access: 'public',
    summary: '클릭 기록',
    body: clickBodySchema,
    response: commandResultSchema,
  });
}

/** The calls of the content-view domain. */
export const contentViewEndpoints = {
  countView: endpoint({
    method: 'PUT',
    path: 'common/contents/:contentsId/:contentsType',
    access: 'public',
    summary: '조회수 반영(같은 사람·같은 글은 10분에 한 번)',
    params: contentViewParamsSchema,
    response: contentViewResultSchema,
  }),
  recordClick: recordClick('POST'),
  recordClickPut: recordClick('PUT'),
} as const;
