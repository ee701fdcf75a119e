import type { SearchType } from '@onfan/contracts/search';
import { bigramTokens, choseongOf, normalizeForSearch } from '@onfan/contracts/search';
import { htmlToText } from '../content/html-sanitizer.js';

/**
 * What the search index stores for a document (pure functions). Domains keep the index current with
 * `SearchIndexRepository` inside the transaction that changes the content, so the index never disagrees with what
 * is published.
 */
export interface IndexInput {
  type: SearchType;
  id: string | number;
  tit: string;
  /** HTML or plain text. */
  body: string;
  url: string;
  regDt: string;
  /** An application period, shown with the hit as its status and deadline. */
  period?: { bgngYmd: string; endYmd: string } | null;
}

/**
 * Letters (spacing removed) of a body that are indexed. PostgreSQL keeps tsvector positions up to 16,383, and a phrase
 * needs exact positions, so title and body tokens together must stay below that.
 */
/**
 * One letter per type, put in front of every index token ('s지원' is 지원 in a support programme). Each type then has
 * doclists (FTS5) and posting lists (GIN) of its own, so one type's newest hits or capped count never walks the
 * other types' hits, and no separate type condition has to be intersected with the term.
 */
export const SEARCH_TYPE_CODES: Record<SearchType, string> = {
  support: 's',
  notice: 'n',
  issue: 'i',
  interview: 'v',
  plygrnd: 'p',
  sentcont: 'c',
  smbsales: 'm',
  studio: 'r',
  broadcast: 'b',
};

/** Index tokens of one type, space separated. */
export function typedTokens(type: SearchType, tokens: readonly string[]): string {
  const code = SEARCH_TYPE_CODES[type];
  return tokens.map((t) => code + t).join(' ');
}

const BODY_NORM_MAX = 16_000;
const TITLE_NORM_MAX = 300;

export function buildSearchRow(input: IndexInput) {
  const text = htmlToText(input.body);
  const titNorm = [...normalizeForSearch(input.tit)].slice(0, TITLE_NORM_MAX).join('');
  const bodyNorm = [...normalizeForSearch(text)].slice(0, BODY_NORM_MAX).join('');
  const titCho = [...choseongOf(input.tit)].slice(0, TITLE_NORM_MAX).join('');
  return {
    docType: input.type,
    docId: String(input.id),
    regDt: input.regDt,
    tit: input.tit,
    smry: text.slice(0, 160),
    url: input.url,
    bgngYmd: input.period?.bgngYmd ?? null,
    endYmd: input.period?.endYmd ?? null,
    titTokens: typedTokens(input.type, bigramTokens(titNorm)),
    bodyTokens: typedTokens(input.type, bigramTokens(bodyNorm)),
    choTokens: typedTokens(input.type, bigramTokens(titCho)),
  };
}
