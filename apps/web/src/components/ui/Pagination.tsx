import { cx } from './class-names';
import styles from './Pagination.module.css';

export const PAGINATION_TEXT = {
  nav: '페이지 이동',
  first: '처음 페이지',
  prev: '이전 페이지',
  next: '다음 페이지',
  last: '마지막 페이지',
  page: (n: number) => `${n}페이지`,
} as const;

export const DEFAULT_PAGE_SIZE = 10;
/** How many page numbers one block shows (1-5, 6-10, ...). */
export const DEFAULT_PAGE_BLOCK = 5;

export function getTotalPages(totalCount: number, pageSize: number): number {
  if (totalCount <= 0 || pageSize <= 0) return 0;
  return Math.ceil(totalCount / pageSize);
}

/** The page numbers of the block holding pageNo: block size 5 gives 1-5, 6-10, ... clipped to the last page. */
export function getPageNumbers(pageNo: number, totalPages: number, blockSize = DEFAULT_PAGE_BLOCK): number[] {
  if (totalPages <= 0) return [];
  const current = Math.min(Math.max(1, pageNo), totalPages);
  const start = Math.floor((current - 1) / blockSize) * blockSize + 1;
  const end = Math.min(start + blockSize - 1, totalPages);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

export interface PaginationProps {
  pageNo: number;
  totalCount: number;
  pageSize?: number;
  onChange: (pageNo: number) => void;
  blockSize?: number;
  className?: string;
}

/** Page navigation; renders nothing when everything fits on one page. */
export function Pagination({
  pageNo,
  totalCount,
  pageSize = DEFAULT_PAGE_SIZE,
  onChange,
  blockSize = DEFAULT_PAGE_BLOCK,
  className,
}: PaginationProps) {
  const totalPages = getTotalPages(totalCount, pageSize);
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, pageNo), totalPages);
  const pages = getPageNumbers(current, totalPages, blockSize);
  const atFirst = current === 1;
  const atLast = current === totalPages;

  const go = (target: number) => {
    if (target !== current) onChange(target);
  };

  return (
    <nav aria-label={PAGINATION_TEXT.nav} className={cx(styles.pagination, className)}>
      <button
        type="button"
        className={cx(styles.control, styles.edge)}
        aria-label={PAGINATION_TEXT.first}
        disabled={atFirst}
        onClick={() => go(1)}
      >
        <span aria-hidden="true">«</span>
      </button>
      <button
        type="button"
        className={styles.control}
        aria-label={PAGINATION_TEXT.prev}
        disabled={atFirst}
        onClick={() => go(current - 1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ol className={styles.pages}>
        {pages.map((n) => (
          <li key={n}>
            <button
              type="button"
              className={cx(styles.page, n === current && styles.current)}
              aria-current={n === current ? 'page' : undefined}
              onClick={() => go(n)}
            >
              {/* The name starts with the visible number (WCAG 2.5.3 label in name): '1' + '페이지' read as '1페이지'. */}
              {n}
              <span className="sr-only">페이지</span>
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={styles.control}
        aria-label={PAGINATION_TEXT.next}
        disabled={atLast}
        onClick={() => go(current + 1)}
      >
        <span aria-hidden="true">›</span>
      </button>
      <button
        type="button"
        className={cx(styles.control, styles.edge)}
        aria-label={PAGINATION_TEXT.last}
        disabled={atLast}
        onClick={() => go(totalPages)}
      >
        <span aria-hidden="true">»</span>
      </button>
    </nav>
  );
}
