import type { SortOrder } from '@onfan/contracts/admin';

/**
 * The order a console list is read in: the query's `sort` (one of the keys its contract admits, `consoleSortSchema`)
 * mapped to the repository's own column, or the list's default. A chosen column without a direction goes up; a
 * direction without a column turns the default column's. The repository adds its row id after it, so equal values
 * keep one order from page to page.
 */
export function consoleOrder<K extends string, C extends string>(
  q: { sort?: K | undefined; order?: SortOrder | undefined },
  columns: Record<K, C>,
  fallback: { sort: K; order: SortOrder },
): { column: C; direction: SortOrder } {
  return {
    column: columns[q.sort ?? fallback.sort],
    direction: q.order ?? (q.sort ? 'asc' : fallback.order),
  };
}
