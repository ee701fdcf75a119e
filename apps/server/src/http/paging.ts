import type { Page, PageQuery } from '@onfan/contracts/envelope';

export function pageOffset(q: PageQuery): number {
  return (q.pageNo - 1) * q.pageSize;
}

export function toPage<T>(items: T[], totalCount: number, q: PageQuery): Page<T> {
  return {
    items,
    totalCount,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    hasMore: q.pageNo * q.pageSize < totalCount,
  };
}

/**
 * A page of a list counted up to `cap` rows (`countCap`): `counted` is what the count found, reading at most cap + 1
 * rows; more than the cap is answered as the cap with `totalCapped`.
 */
export function toCappedPage<T>(items: T[], counted: number, cap: number, q: PageQuery): Page<T> {
  const page = toPage(items, Math.min(counted, cap), q);
  return counted > cap ? { ...page, totalCapped: true } : page;
}
