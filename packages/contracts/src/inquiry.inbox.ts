import { z } from 'zod';
import { consolePageQuerySchema, consoleSortSchema } from './admin.js';
import { econInquiryQueueRowSchema } from './econ-promotion.js';
import { endpoint } from './endpoint.js';
import { pageSchema } from './envelope.js';
import { inquiryInboxFilterSchema, inquiryKindSchema } from './inquiry.admin.js';
import { inquiryQueueRowSchema } from './sodam.js';
import { spaceInquiryQueueRowSchema } from './space.js';

/**
 * The inquiry inbox's 전체 view (issue 38): every kind the operator's roles answer in one list, unanswered first and
 * then the longest waiting, filtered by kind, answered or not, age, period and a word. A row carries its kind and the
 * kind's own queue row, so it opens the same answer screen as the kind's queue. (Its own file: the kinds' contracts
 * import the inbox filters from `inquiry.admin`.)
 */

export const INQUIRY_INBOX_MESSAGES = {
  answeredInvalid: '답변 여부가 올바르지 않습니다.',
  kindForbidden: '이 문의 종류에 답변할 권한이 없습니다.',
} as const;

export const inquiryInboxQuerySchema = consolePageQuerySchema
  .extend({
    /** One kind, or every kind the operator's roles answer when absent. */
    kind: inquiryKindSchema.optional(),
    /** Answered or not; both when absent (the unanswered first). */
    answered: z.enum(['N', 'Y'], { error: INQUIRY_INBOX_MESSAGES.answeredInvalid }).optional(),
  })
  .extend(inquiryInboxFilterSchema.shape)
  .extend(consoleSortSchema(['regDt', 'age', 'kind']).shape);
export type InquiryInboxQuery = z.infer<typeof inquiryInboxQuerySchema>;

export const inquiryInboxRowSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sodam'), row: inquiryQueueRowSchema }),
  z.object({ kind: z.literal('econ'), row: econInquiryQueueRowSchema }),
  z.object({ kind: z.literal('space'), row: spaceInquiryQueueRowSchema }),
]);
export type InquiryInboxRow = z.infer<typeof inquiryInboxRowSchema>;

/** Every role that answers some kind (`INQUIRY_KIND_ROLES`); the service keeps each operator to their kinds. */
const inboxDesk = { roles: ['MARKET', 'RESERVATION', 'SYSTEM'] } as const;

export const inquiryInboxEndpoints = {
  inbox: endpoint({
    method: 'GET',
    path: 'inquiry/admin/inbox',
    access: inboxDesk,
    summary: '문의 통합 목록(내 역할이 답변하는 종류 전체; 미답변 먼저, 오래된 순)',
    query: inquiryInboxQuerySchema,
    response: pageSchema(inquiryInboxRowSchema),
  }),
} as const;
