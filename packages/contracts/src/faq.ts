import { z } from 'zod';
import { endpoint } from './endpoint.js';

/**
 * The FAQ of `/guide` (이용안내 › 자주 묻는 질문): questions by category in the operators' order, written at the console's
 * content desk (content.admin.ts). Kept apart from the desk's calls so the public page loads none of the console's.
 */

export const FAQ_CATEGORIES = [
  { code: 'member', name: '회원·확인서' },
  { code: 'support', name: '지원사업' },
  { code: 'studio', name: '스튜디오·공간' },
  { code: 'education', name: '이러닝' },
  { code: 'market', name: '판로·입점' },
  { code: 'etc', name: '기타' },
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number]['code'];
const FAQ_CODES = FAQ_CATEGORIES.map((c) => c.code) as [FaqCategory, ...FaqCategory[]];
export const faqCategorySchema = z.enum(FAQ_CODES, { error: '질문 분류가 올바르지 않습니다.' });
export const FAQ_CATEGORY_NAMES = Object.fromEntries(FAQ_CATEGORIES.map((c) => [c.code, c.name])) as Record<
  FaqCategory,
  string
>;

/** One question as `/guide` shows it (shown ones only, by category and the operators' order). */
export const faqSchema = z.object({
  faqId: z.number().int(),
  ctgrCd: faqCategorySchema,
  ctgrNm: z.string(),
  qstn: z.string(),
  ans: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

/** The FAQ `/guide` shows. */
export const faqEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'guide/faqs',
    access: 'public',
    summary: '자주 묻는 질문(이용안내)',
    response: z.array(faqSchema),
  }),
} as const;
