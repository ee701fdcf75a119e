import type { SearchType } from '@onfan/contracts/search';
import type { Generated } from '../../db/table-types.js';

/**
 * 0006-content: one searchable document (a support programme, a notice, a content item) with its bigram tokens
 * (decision 007). Kept current by the domains through search-index.ts, in the transaction that changes the content.
 */
export interface SearchDocTable {
  id: Generated<number>;
  docType: SearchType;
  docId: string;
  tit: string;
  smry: string;
  url: string;
  /** 20261124T0720-search: the application period of a document that has one (support programmes). */
  bgngYmd: string | null;
  endYmd: string | null;
  titTokens: string;
  bodyTokens: string;
  choTokens: string;
  regDt: string;
}
