import { z } from 'zod';
import { consolePageQuerySchema, consoleSortSchema, readCopySchema } from './admin.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageSchema, rowIdSchema, ynSchema } from './envelope.js';

/**
 * The prohibited-word desk (게시 › 금칙어, decision 034): the list searched, a word added, a word removed (switched
 * off: the starting list is seeded again at every start, so a removed word stays as a row that is not in use). The
 * word list is read on every check, so a change refuses (or lets through) the next write on every server at once.
 */

export const PROHIBITED_ADMIN_MESSAGES = {
  wordRequired: '금칙어를 입력해 주세요.',
  wordTooLong: '금칙어는 50자 이내로 입력해 주세요.',
  wordNeedsLetters: '금칙어에는 글자나 숫자가 들어가야 합니다.',
  wordAdded: (word: string) => `금칙어 '${word}'를 추가했습니다.`,
  wordRestored: (word: string) => `금칙어 '${word}'를 다시 사용합니다.`,
  wordInUse: '이미 등록된 금칙어입니다.',
  wordRemoved: (word: string) => `금칙어 '${word}'를 삭제했습니다.`,
  wordNotFound: '금칙어를 찾을 수 없습니다.',
  invalidId: '금칙어 번호가 올바르지 않습니다.',
} as const;

export const prohibitedWordAddSchema = z.object({
  word: z
    .string({ error: PROHIBITED_ADMIN_MESSAGES.wordRequired })
    .trim()
    .min(1, PROHIBITED_ADMIN_MESSAGES.wordRequired)
    .max(50, PROHIBITED_ADMIN_MESSAGES.wordTooLong)
    .refine((w) => /[\p{L}\p{N}]/u.test(w), PROHIBITED_ADMIN_MESSAGES.wordNeedsLetters),
});
export type ProhibitedWordAdd = z.infer<typeof prohibitedWordAddSchema>;

export const prohibitedWordRowSchema = z.object({
  id: z.number().int(),
  word: z.string(),
  useYn: ynSchema,
  regDt: z.string(),
  updtDt: z.string(),
});
export type ProhibitedWordRow = z.infer<typeof prohibitedWordRowSchema>;

export const prohibitedWordQuerySchema = consolePageQuerySchema
  .extend({
    q: z.string().trim().max(50, PROHIBITED_ADMIN_MESSAGES.wordTooLong).optional(),
    useYn: z.enum(['Y', 'N'], { error: '사용 여부를 골라 주세요.' }).default('Y'),
  })
  .extend(consoleSortSchema(['word', 'regDt', 'updtDt']).shape);
export type ProhibitedWordQuery = z.infer<typeof prohibitedWordQuerySchema>;

/** The publishing desk keeps the words, and the moderation desk edits them where it handles reports (issue 38). */
const publishingDesk = { roles: ['SYSTEM', 'CONTENT', 'COMMUNITY'] } as const;
const idParams = z.object({ id: rowIdSchema(PROHIBITED_ADMIN_MESSAGES.invalidId) });

export const prohibitedWordAdminEndpoints = {
  words: endpoint({
    method: 'GET',
    path: 'common/admin/prhbWrd',
    access: publishingDesk,
    summary: '금칙어 목록(검색; 사용 중 또는 삭제된 것)',
    query: prohibitedWordQuerySchema,
    response: pageSchema(prohibitedWordRowSchema),
  }),
  addWord: endpoint({
    method: 'POST',
    path: 'common/admin/prhbWrd',
    access: publishingDesk,
    summary: '금칙어 추가(바로 모든 글쓰기에 적용; 삭제했던 말이면 다시 사용; 감사 기록)',
    body: prohibitedWordAddSchema,
    response: commandResultSchema,
  }),
  removeWord: endpoint({
    method: 'PUT',
    path: 'common/admin/prhbWrd/:id/remove',
    access: publishingDesk,
    summary: '금칙어 삭제(읽은 사본 기준, 바로 적용; 감사 기록)',
    params: idParams,
    body: readCopySchema,
    response: commandResultSchema,
  }),
} as const;
