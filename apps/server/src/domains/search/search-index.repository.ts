import type { SearchType } from '@onfan/contracts/search';
import type { Executor } from '../../db/executor.js';
import type { IndexInput } from './search-index.js';
import { buildSearchRow } from './search-index.js';

/** Writes the search index; built on the transaction that changes the content it indexes. */
export class SearchIndexRepository {
  constructor(private readonly db: Executor) {}

  async index(input: IndexInput): Promise<void> {
    const row = buildSearchRow(input);
    await this.db
      .insertInto('searchDoc')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['docType', 'docId']).doUpdateSet({
          tit: row.tit,
          smry: row.smry,
          url: row.url,
          bgngYmd: row.bgngYmd,
          endYmd: row.endYmd,
          titTokens: row.titTokens,
          bodyTokens: row.bodyTokens,
          choTokens: row.choTokens,
          regDt: row.regDt,
        }),
      )
      .execute();
  }

  async remove(type: SearchType, id: string | number): Promise<void> {
    await this.db.deleteFrom('searchDoc').where('docType', '=', type).where('docId', '=', String(id)).execute();
  }
}
