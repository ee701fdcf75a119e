import { getChoseong } from 'es-hangul';
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { formatNumber } from './format.js';
import { pageQuerySchema } from './envelope.js';
import { VALIDATION_MESSAGES } from './validate.js';
import { supportStatusSchema } from './support.js';

/**
 * Integrated search (GET common/search). The index stores, per document, character bigrams of the title and body
 * with all spacing and punctuation removed (so "지원 사업" and "지원사업" index alike) and the bigrams of the title's
 * 초성. The same functions build the index on the server and highlight matches in the browser.
 */
export const SEARCH_MESSAGES = {
  emptyTerm: VALIDATION_MESSAGES.searchTermRequired,
  tooLong: '검색어는 50자 이내로 입력해주세요.',
  noResult: '검색 결과가 없습니다.',
} as const;

export const SEARCH_OPTIONS = ['전체', '제목'] as const;
export const SEARCH_TYPES = [
  'support',
  'notice',
  'issue',
  'interview',
  'plygrnd',
  'sentcont',
  'smbsales',
  'studio',
  'broadcast',
] as const;
export const searchTypeSchema = z.enum(SEARCH_TYPES);
export type SearchType = z.infer<typeof searchTypeSchema>;
export const SEARCH_TYPE_NAMES: Record<SearchType, string> = {
  support: '지원사업',
  notice: '공지사항',
  issue: '소식',
  interview: '인터뷰',
  plygrnd: '소셜 스페이스',
  sentcont: '콘텐츠',
  smbsales: '판로 지원',
  studio: '라이브 스튜디오',
  broadcast: '방송',
};
/** '12건', or '1,000건 이상' when the server stopped counting at its cap. */
export function formatSearchCount(count: number, capped: boolean): string {
  return `${formatNumber(count)}건${capped ? ' 이상' : ''}`;
}

/**
 * A search page's name, in the browser's title and in the head the server writes for search engines:
 * '‘지원’ 검색 결과', or '‘지원’ 공지사항 검색 결과' for one group.
 */
export function searchPageTitle(term: string, type?: SearchType): string {
  return `‘${term}’ ${type ? `${SEARCH_TYPE_NAMES[type]} ` : ''}검색 결과`;
}
/** Items shown per group on the all-groups page. */
export const SEARCH_GROUP_PREVIEW = 4;
/**
 * Counts stop here: counting every one of 40,000 matches costs more than the whole budget, and nobody pages that far.
 * A capped count is sent as this number with `totalCountCapped: true` and shown as '1,000건 이상'.
 */
export const SEARCH_COUNT_CAP = 1000;
/**
 * Counts on the all-groups page stop sooner ('100건 이상'): that page shows four items per group, and seven capped
 * counts are most of its cost. The group's 'more' page counts up to SEARCH_COUNT_CAP.
 */
export const SEARCH_GROUP_COUNT_CAP = 100;

export const searchQuerySchema = pageQuerySchema.extend({
  searchTerm: z
    .string({ error: SEARCH_MESSAGES.emptyTerm })
    .trim()
    .max(50, SEARCH_MESSAGES.tooLong)
    .refine((s) => normalizeForSearch(s).length > 0, SEARCH_MESSAGES.emptyTerm),
  option: z.enum(SEARCH_OPTIONS).default('전체'),
  /** One group, paged (the 'more' page). */
  type: searchTypeSchema.optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchHitSchema = z.object({
  type: searchTypeSchema,
  id: z.string(),
  tit: z.string(),
  smry: z.string(),
  /** Portal path of the item. */
  url: z.string(),
  regDt: z.string(),
  /** A support programme's application period: its status and deadline beside the title. */
  period: z
    .object({
      bgngYmd: z.string(),
      endYmd: z.string(),
      status: supportStatusSchema,
      statusNm: z.string(),
      dday: z.number().int().nullable(),
    })
    .nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchGroupSchema = z.object({
  type: searchTypeSchema,
  typeNm: z.string(),
  /**
   * Matches of this type, at most SEARCH_GROUP_COUNT_CAP on the all-groups page and SEARCH_COUNT_CAP on a group's page
   * (then `totalCountCapped`), or more on a page past the cap.
   */
  totalCount: z.number().int(),
  /** True when there are more matches than `totalCount` says (the count stopped at the cap). */
  totalCountCapped: z.boolean(),
  items: z.array(searchHitSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchResultSchema = z.object({
  searchTerm: z.string(),
  option: z.enum(SEARCH_OPTIONS),
  choseongYn: z.enum(['Y', 'N']),
  /** Sum of the groups' counts; capped when any group's count is. */
  totalCount: z.number().int(),
  totalCountCapped: z.boolean(),
  groups: z.array(searchGroupSchema),
  /** Set when `type` was asked: that group's page. */
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/* ---------- Korean text helpers (index and highlight) ---------- */

const NOT_WORD = /[^\p{L}\p{N}]+/gu;
const CHOSEONG_ONLY = /^[ㄱ-ㅎ]+$/;

/** Lower case, letters and digits only (spacing and punctuation removed). */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(NOT_WORD, '');
}

/** True when the term is only initial consonants (ㅈㅇㅅㅇ). */
export function isChoseongTerm(term: string): boolean {
  return CHOSEONG_ONLY.test(normalizeForSearch(term));
}

/** 초성 of the Hangul syllables; other characters are kept (normalized). */
export function choseongOf(text: string): string {
  let out = '';
  for (const ch of normalizeForSearch(text)) out += /[가-힣]/.test(ch) ? getChoseong(ch) : ch;
  return out;
}

/**
 * The overlapping bigrams of normalized text in order (repeats kept, so the index holds their positions), plus its
 * last character (so one-letter terms are found). A term occurs as a substring exactly where its own bigrams occur at
 * consecutive positions, so the index answers substring matches as phrase queries without reading the text.
 */
export function bigramTokens(normalized: string): string[] {
  const chars = [...normalized];
  if (chars.length === 0) return [];
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  out.push(chars[chars.length - 1]!);
  return out;
}

/** The bigrams a term must match at consecutive positions (a phrase), or a one-letter prefix. */
export function termTokens(normalizedTerm: string): { tokens: string[]; prefix: boolean } {
  const chars = [...normalizedTerm];
  if (chars.length === 1) return { tokens: chars, prefix: true };
  const tokens: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) tokens.push(chars[i]! + chars[i + 1]!);
  return { tokens, prefix: false };
}

export interface HighlightPart {
  text: string;
  hit: boolean;
}

/**
 * Splits `text` into parts, marking where the term matches, ignoring spacing and case in both; a 초성 term matches
 * syllables by their initial consonants.
 */
export function highlightParts(text: string, term: string): HighlightPart[] {
  const needle = [...normalizeForSearch(term)];
  if (needle.length === 0 || !text) return [{ text, hit: false }];
  const cho = isChoseongTerm(term);
  const chars = [...text];
  // Positions of significant characters in `text` with their comparable form.
  const sig: { idx: number; key: string }[] = [];
  chars.forEach((ch, idx) => {
    const n = normalizeForSearch(ch);
    if (!n) return;
    sig.push({ idx, key: cho && /[가-힣]/.test(n) ? getChoseong(n) : n });
  });
  const marked = new Array<boolean>(chars.length).fill(false);
  for (let i = 0; i + needle.length <= sig.length; i++) {
    let ok = true;
    for (let j = 0; j < needle.length; j++) {
      if (sig[i + j]!.key !== needle[j]) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    for (let k = sig[i]!.idx; k <= sig[i + needle.length - 1]!.idx; k++) marked[k] = true;
    i += needle.length - 1;
  }
  const parts: HighlightPart[] = [];
  chars.forEach((ch, k) => {
    const last = parts[parts.length - 1];
    if (last && last.hit === marked[k]) last.text += ch;
    else parts.push({ text: ch, hit: marked[k]! });
  });
  return parts;
}

/** The calls of the search domain. */
export const searchEndpoints = {
  search: endpoint({
    method: 'GET',
    path: 'common/search',
    access: 'public',
    summary: '통합검색(유형별 묶음, 전체/제목, 초성)',
    query: searchQuerySchema,
    response: searchResultSchema,
  }),
} as const;
