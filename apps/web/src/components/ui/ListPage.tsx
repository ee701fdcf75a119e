import { formatNumber } from '@onfan/contracts/format';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, type ButtonVariant } from './Button';
import { cx } from './class-names';
import { EmptyState, type EmptyStateProps } from './EmptyState';
import { Pagination } from './Pagination';
import { Spinner } from './Spinner';
import { TextField } from './TextField';
import styles from './ListPage.module.css';

/**
 * One list page for the portal: the page's frame, its category tabs, its search box, and the one chain every list
 * walks — loading, failed, empty, the items with their count and pager. The shapes are `ListPage.module.css`'s.
 */
export const LIST_TEXT = {
  failed: '목록을 불러오지 못했습니다.',
  retry: '잠시 후 다시 시도해주세요.',
  search: '검색',
  /** After the count when the server counted only up to its cap (`totalCapped`, decision 042): '전체 10,000건 이상'. */
  atLeast: ' 이상',
} as const;

/** The frame of a list page (its width and padding). */
export function ListPage({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cx(styles.wrap, className)}>{children}</div>;
}

export interface ListTab {
  value: string;
  label: ReactNode;
}

/** Category tabs as links in a labelled `<nav>`; the current one has `aria-current="page"`. */
export function ListTabs({
  label,
  tabs,
  current,
  hrefOf,
}: {
  /** The navigation's accessible name ('캠페인 분류'). */
  label: string;
  tabs: readonly ListTab[];
  current: string;
  hrefOf: (value: string) => string;
}) {
  return (
    <nav aria-label={label}>
      <ul className={styles.tabs}>
        {tabs.map((t) => (
          <li key={t.value || 'all'}>
            <Link className={styles.tab} to={hrefOf(t.value)} aria-current={t.value === current ? 'page' : undefined}>
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The search and filter box above a list: a `role="search"` GET form, its fields, and a 검색 button. */
export function ListFilters({
  onSubmit,
  submitLabel = LIST_TEXT.search,
  submitVariant = 'primary',
  label,
  className = styles.filters,
  children,
}: {
  onSubmit: () => void;
  submitLabel?: ReactNode;
  /** A search beside the page's main one has a secondary button. */
  submitVariant?: ButtonVariant;
  /** The search landmark's name, where a page has more than one. */
  label?: string;
  /** The form's own class instead of the filter box's. */
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <form
      method="get"
      className={className}
      role="search"
      aria-label={label}
      onSubmit={(e: FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <Button type="submit" variant={submitVariant}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** The search term field of a list's search box (50 characters at most). */
export function ListSearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return <TextField label={label} type="search" maxLength={50} value={value} onChange={onChange} />;
}

/** What a list needs of its query (TanStack Query's result fits). */
export interface ListQuery<D> {
  data: D | undefined;
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  /** An infinite list's 더보기 failed: the items already shown stay, with the button to try again. */
  isFetchNextPageError?: boolean;
  /**
   * Fetching a list that was shown again failed (a refresh after a change, the window back in focus): the list as last
   * fetched stays, and with it anything being typed in it (a product being edited).
   */
  isRefetchError?: boolean;
}

type ItemsOf<D> = D extends readonly (infer T)[] ? T : D extends { items: readonly (infer T)[] } ? T : never;

export interface ListResultsProps<D, T = ItemsOf<D>> {
  query: ListQuery<D>;
  /** The items of an answer; an array answer or an answer's `items` by default. */
  items?: (data: D) => readonly T[];
  /** What a failed load says (default '목록을 불러오지 못했습니다.' / '잠시 후 다시 시도해주세요.'). */
  failed?: EmptyStateProps | ((error: unknown) => EmptyStateProps);
  /** What an empty list says (EmptyState's default '등록된 내용이 없습니다.'). */
  empty?: EmptyStateProps;
  /** The count line above the items: a unit ('건' gives '전체 <strong>12</strong>건') or the line itself. */
  count?: string | ((totalCount: number, data: D) => ReactNode);
  /** Paging under the items, by the answer's `totalCount`. */
  paging?: { pageNo: number; pageSize?: number; onChange: (pageNo: number) => void };
  /** Shown while loading instead of the spinner (a skeleton of the list, for instance). */
  pending?: ReactNode;
  children: (items: readonly T[], data: D) => ReactNode;
}

function defaultItems<D, T>(data: D): readonly T[] {
  if (Array.isArray(data)) return data as readonly T[];
  return (data as { items?: readonly T[] }).items ?? [];
}

/** The server counted only up to its cap: `totalCount` is a lower bound. */
function capped(data: unknown): boolean {
  return (data as { totalCapped?: unknown } | null)?.totalCapped === true;
}

function totalOf(data: unknown, items: readonly unknown[]): number {
  const total = (data as { totalCount?: unknown } | null)?.totalCount;
  return typeof total === 'number' ? total : items.length;
}

/** The chain every list walks: a spinner while loading, a failure, an empty list, or the items, counted and paged. */
export function ListResults<D, T = ItemsOf<D>>({
  query,
  items: itemsOf = defaultItems,
  failed = { message: LIST_TEXT.failed, description: LIST_TEXT.retry },
  empty,
  count,
  paging,
  pending,
  children,
}: ListResultsProps<D, T>) {
  if (query.isPending) return pending ?? <Spinner />;
  const data = query.data;
  if ((query.isError && !query.isFetchNextPageError && !query.isRefetchError) || data === undefined) {
    return <EmptyState {...(typeof failed === 'function' ? failed(query.error) : failed)} />;
  }
  const items = itemsOf(data);
  if (items.length === 0) return <EmptyState {...empty} />;
  const totalCount = totalOf(data, items);
  return (
    <>
      {count ? (
        <p className={styles.count}>
          {typeof count === 'string' ? (
            <>
              전체 <strong>{formatNumber(totalCount)}</strong>
              {count}
              {capped(data) ? LIST_TEXT.atLeast : null}
            </>
          ) : (
            count(totalCount, data)
          )}
        </p>
      ) : null}
      {children(items, data)}
      {paging ? (
        <div className={styles.pager}>
          <Pagination
            pageNo={paging.pageNo}
            pageSize={paging.pageSize}
            totalCount={totalCount}
            onChange={paging.onChange}
          />
        </div>
      ) : null}
    </>
  );
}
