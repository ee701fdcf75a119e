import type { AnyKysely } from '../columns.js';

/**
 * Search: the pages' heads and the sitemap read the index by browser URL (search_doc(url)), so serving a public
 * page's HTML with its title and description is one index lookup.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema.createIndex('search_doc_url_idx').on('search_doc').column('url').execute();
}
