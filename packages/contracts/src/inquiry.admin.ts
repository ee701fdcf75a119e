import { z } from 'zod';
import { consolePageQuerySchema, consoleSortSchema, readCopySchema } from './admin.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageSchema, rowIdSchema, ymdSchema } from './envelope.js';
import type { OperatorRole } from './operator-roles.js';

/**
 * The console's inquiry inbox (issue 38): the three kinds members ask on (소담상회 product inquiries, 판로 홍보
 * promotion inquiries, space inquiries) filtered alike — by age, by the period asked and by a word — and the answer
 * templates operators keep per kind.
 */

export const INQUIRY_KINDS = ['sodam', 'econ', 'space'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/** The roles whose calls answer each kind (the queue and answer endpoints of its domain declare the same). */
export const INQUIRY_KIND_ROLES: Record<InquiryKind, readonly OperatorRole[]> = {
  sodam: ['MARKET'],
  econ: ['MARKET', 'SYSTEM'],
  space: ['RESERVATION', 'SYSTEM'],
};

export const INQUIRY_KIND_NAMES: Record<InquiryKind, string> = {
  sodam: '소담상회 상품 문의',
  econ: '판로 홍보(프로모션) 문의',
  space: '공간 문의',
};

export const INQUIRY_ADMIN_MESSAGES = {
  ageInvalid: '경과 일수는 1일에서 365일 사이로 입력해 주세요.',
  searchTooLong: '검색어는 50자 이내로 입력해 주세요.',
  periodInvalid: '조회 기간이 올바르지 않습니다.',
  kindInvalid: '문의 종류를 골라 주세요.',
  kindForbidden: '이 문의 종류의 답변 템플릿을 관리할 권한이 없습니다.',
  nameRequired: '템플릿 이름을 입력해 주세요.',
  nameTooLong: '템플릿 이름은 50자 이내로 입력해 주세요.',
  bodyRequired: '템플릿 내용을 입력해 주세요.',
  bodyTooLong: '템플릿 내용은 1000자 이내로 입력해 주세요.',
  invalidId: '템플릿 번호가 올바르지 않습니다.',
  notFound: '답변 템플릿을 찾을 수 없습니다.',
  nameInUse: '같은 종류에 같은 이름의 템플릿이 있습니다.',
  created: (nm: string) => `답변 템플릿 '${nm}'을(를) 만들었습니다.`,
  updated: (nm: string) => `답변 템플릿 '${nm}'을(를) 고쳤습니다.`,
  deleted: (nm: string) => `답변 템플릿 '${nm}'을(를) 삭제했습니다.`,
} as const;
const M = INQUIRY_ADMIN_MESSAGES;

/**
 * The inbox's filters, shared by the three queues: at least `minAge` days waiting (or waited, when answered), asked
 * within `from`–`to` (Seoul days, yyyyMMdd), and a word in the title, the question, the subject or the login id.
 */
export const inquiryInboxFilterSchema = z.object({
  minAge: z.coerce
    .number({ error: M.ageInvalid })
    .int(M.ageInvalid)
    .min(1, M.ageInvalid)
    .max(365, M.ageInvalid)
    .optional(),
  from: ymdSchema.optional(),
  to: ymdSchema.optional(),
  q: z.string().trim().max(50, M.searchTooLong).optional(),
});
export type InquiryInboxFilter = z.infer<typeof inquiryInboxFilterSchema>;
/** Sort keys every queue takes: the time asked and the age (the time asked, the other way round). */
export const INQUIRY_INBOX_SORTS = ['regDt', 'age'] as const;

// ---------------------------------------------------------------------------------------------------------------
// Answer templates
// ---------------------------------------------------------------------------------------------------------------

export const inquiryKindSchema = z.enum(INQUIRY_KINDS, { error: M.kindInvalid });

export const answerTemplateBodySchema = z.object({
  kind: inquiryKindSchema,
  tmplNm: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(50, M.nameTooLong),
  tmplCn: z.string({ error: M.bodyRequired }).trim().min(1, M.bodyRequired).max(1000, M.bodyTooLong),
});
export type AnswerTemplateBody = z.infer<typeof answerTemplateBodySchema>;
export const answerTemplateEditSchema = answerTemplateBodySchema.extend(readCopySchema.shape);
export type AnswerTemplateEdit = z.infer<typeof answerTemplateEditSchema>;

export const answerTemplateRowSchema = z.object({
  id: z.number().int(),
  kind: inquiryKindSchema,
  tmplNm: z.string(),
  tmplCn: z.string(),
  regDt: z.string(),
  /** The copy a change names (`readCopySchema`). */
  updtDt: z.string(),
});
export type AnswerTemplateRow = z.infer<typeof answerTemplateRowSchema>;

export const answerTemplateQuerySchema = consolePageQuerySchema
  .extend({
    kind: inquiryKindSchema.optional(),
    q: z.string().trim().max(50, M.searchTooLong).optional(),
  })
  .extend(consoleSortSchema(['tmplNm', 'updtDt', 'kind']).shape);
export type AnswerTemplateQuery = z.infer<typeof answerTemplateQuerySchema>;

/** Every role that answers some kind; the service keeps each operator to the kinds their roles answer. */
const inboxDesk = { roles: ['MARKET', 'RESERVATION', 'SYSTEM'] } as const;
const idParams = z.object({ id: rowIdSchema(M.invalidId) });

export const inquiryAdminEndpoints = {
  templates: endpoint({
    method: 'GET',
    path: 'inquiry/admin/tmpl',
    access: inboxDesk,
    summary: '문의 답변 템플릿 목록(내 역할이 답변하는 종류만)',
    query: answerTemplateQuerySchema,
    response: pageSchema(answerTemplateRowSchema),
  }),
  createTemplate: endpoint({
    method: 'POST',
    path: 'inquiry/admin/tmpl',
    access: inboxDesk,
    summary: '문의 답변 템플릿 만들기(감사 기록)',
    body: answerTemplateBodySchema,
    response: commandResultSchema,
  }),
  updateTemplate: endpoint({
    method: 'PUT',
    path: 'inquiry/admin/tmpl/:id',
    access: inboxDesk,
    summary: '문의 답변 템플릿 고치기(읽은 사본 기준; 감사 기록)',
    params: idParams,
    body: answerTemplateEditSchema,
    response: commandResultSchema,
  }),
  deleteTemplate: endpoint({
    method: 'PUT',
    path: 'inquiry/admin/tmpl/:id/delete',
    access: inboxDesk,
    summary: '문의 답변 템플릿 삭제(읽은 사본 기준; 감사 기록)',
    params: idParams,
    body: readCopySchema,
    response: commandResultSchema,
  }),
} as const;
