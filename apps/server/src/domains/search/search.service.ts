import type { SearchGroup, SearchHit, SearchQuery, SearchResult, SearchType } from '@onfan/contracts/search';
import { SUPPORT_STATUS_NAMES } from '@onfan/contracts/support';
import {
  isChoseongTerm,
  normalizeForSearch,
  SEARCH_COUNT_CAP,
  SEARCH_GROUP_COUNT_CAP,
  SEARCH_GROUP_PREVIEW,
  SEARCH_MESSAGES,
  SEARCH_TYPE_NAMES,
  SEARCH_TYPES,
  termTokens,
} from '@onfan/contracts/search';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { todaySeoulYmd } from '../../lib/seoul-time.js';
import { dday, supportStatus } from '../support/support-status.js';
import type { SearchPlan, SearchRepository, SearchRow } from './search.repository.js';

export function planSearch(term: string, option: '전체' | '제목'): SearchPlan {
  const needle = normalizeForSearch(term);
  if (!needle) throw AppError.badRequest(SEARCH_MESSAGES.emptyTerm);
  const { tokens, prefix } = termTokens(needle);
  const scope = isChoseongTerm(term) ? 'choseong' : option === '제목' ? 'title' : 'all';
  return { scope, tokens, prefix };
}

/** A hit as the page shows it; a document with an application period carries its status and deadline today. */
function toHit(r: SearchRow, today: string): SearchHit {
  const period =
    r.bgngYmd && r.endYmd
      ? (() => {
          const status = supportStatus(r.bgngYmd, r.endYmd, today);
          return {
            bgngYmd: r.bgngYmd,
            endYmd: r.endYmd,
            status,
            statusNm: SUPPORT_STATUS_NAMES[status],
            dday: dday(r.endYmd, today),
          };
        })()
      : null;
  return { type: r.docType, id: r.docId, tit: r.tit, smry: r.smry, url: r.url, regDt: r.regDt, period };
}

export class SearchService {
  constructor(
    private readonly repo: SearchRepository,
    private readonly clock: Clock,
    private readonly caps = { group: SEARCH_GROUP_COUNT_CAP, page: SEARCH_COUNT_CAP },
  ) {}

  /** The indexed page at a browser URL: its title and summary name it in the page's head. */
  documentAt(url: string) {
    return this.repo.documentAt(url);
  }

  /** Every indexed page (the sitemap). */
  documents(limit: number, offset = 0) {
    return this.repo.documents(limit, offset);
  }

  /** The newest indexed pages under a path (a list page's first HTML). */
  documentsUnder(prefix: string, limit: number) {
    return this.repo.documentsUnder(prefix, limit);
  }

  /**
   * Pages matching any of the words, best first (the chatbot's retrieval): each word is looked up like a search of
   * '전체' (the newest `perType` pages of each type), and a page scores one for each word it holds plus one more when
   * its title holds the word; ties go to the newer page, and pages with half the best score or less are left out.
   */
  async passages(words: readonly string[], limit: number, perType = 3): Promise<SearchRow[]> {
    const scored = new Map<string, { row: SearchRow; score: number }>();
    for (const word of words) {
      const needle = normalizeForSearch(word);
      if (!needle) continue;
      const rows = await this.repo.groups(planSearch(word, '전체'), SEARCH_TYPES, perType);
      for (const row of rows) {
        const key = `${row.docType}:${row.docId}`;
        const hit = scored.get(key) ?? { row, score: 0 };
        hit.score += 1 + (normalizeForSearch(row.tit).includes(needle) ? 1 : 0);
        scored.set(key, hit);
      }
    }
    const ranked = [...scored.values()].sort((a, b) => b.score - a.score || b.row.regDt.localeCompare(a.row.regDt));
    // Pages far behind the best (half its score or less) are dropped: they share a word, not the subject.
    const top = ranked[0]?.score ?? 0;
    return ranked
      .filter((h) => h.score === top || h.score * 2 > top)
      .slice(0, limit)
      .map((h) => h.row);
  }

  async search(q: SearchQuery): Promise<SearchResult> {
    const plan = planSearch(q.searchTerm, q.option);
    const base = {
      searchTerm: q.searchTerm,
      option: q.option,
      choseongYn: plan.scope === 'choseong' ? 'Y' : 'N',
    } as const;
    if (q.type) {
      const offset = (q.pageNo - 1) * q.pageSize;
      const counted = (await this.repo.counts(plan, [q.type], this.caps.page)).get(q.type)!;
      // One row more than the page says whether there is a next page, whatever the (capped) count says.
      const rows = await this.repo.page(plan, q.type, q.pageSize + 1, offset, counted);
      const hasMore = rows.length > q.pageSize;
      const items = rows.slice(0, q.pageSize).map((r) => toHit(r, todaySeoulYmd(this.clock)));
      // Past the cap, the rows seen so far are a better lower bound than the cap.
      const count = offset + items.length > counted.count ? { count: offset + items.length, capped: hasMore } : counted;
      const group: SearchGroup = {
        type: q.type,
        typeNm: SEARCH_TYPE_NAMES[q.type],
        totalCount: count.count,
        totalCountCapped: count.capped,
        items,
      };
      return {
        ...base,
        totalCount: count.count,
        totalCountCapped: count.capped,
        groups: [group],
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        hasMore,
      };
    }
    // Capped counts first: they are cheap, skip the types without hits, and tell PostgreSQL how to find the newest.
    const counts = await this.repo.counts(plan, SEARCH_TYPES, this.caps.group);
    const rows = await this.repo.groups(plan, SEARCH_TYPES, SEARCH_GROUP_PREVIEW, counts);
    const items = new Map<SearchType, SearchRow[]>(SEARCH_TYPES.map((t) => [t, []]));
    for (const r of rows) items.get(r.docType)?.push(r);
    const today = todaySeoulYmd(this.clock);
    // Groups in a fixed order, each present (with 0) so the page can show every type's count.
    const groups: SearchGroup[] = SEARCH_TYPES.map((t) => {
      const c = counts.get(t) ?? { count: 0, capped: false };
      return {
        type: t,
        typeNm: SEARCH_TYPE_NAMES[t],
        totalCount: c.count,
        totalCountCapped: c.capped,
        items: items.get(t)!.map((r) => toHit(r, today)),
      };
    });
    return {
      ...base,
      totalCount: groups.reduce((n, g) => n + g.totalCount, 0),
      totalCountCapped: groups.some((g) => g.totalCountCapped),
      groups,
      pageNo: 1,
      pageSize: SEARCH_GROUP_PREVIEW,
      hasMore: false,
    };
  }
}
