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
