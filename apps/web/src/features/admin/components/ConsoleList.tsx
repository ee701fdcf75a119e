import type { Page } from '@onfan/contracts/envelope';
import type { UseQueryResult } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pagination } from '@/components/ui/Pagination';
import { Spinner } from '@/components/ui/Spinner';
import { formatNumber } from '@onfan/contracts/format';
import { formatYmd, ymdFromDateField } from '@onfan/contracts/time';
import { TextField } from '@/components/ui/TextField';
import { refusalMessage } from '@/lib/api/use-command';
import { useListParams } from '@/lib/use-list-params';
import styles from './console.module.css';

export const CONSOLE_LIST_TEXT = {
  count: (n: number) => `총 ${formatNumber(n)}건`,
  search: '검색',
  reset: '조건 지우기',
  empty: '조건에 맞는 항목이 없습니다.',
  failed: '목록을 불러오지 못했습니다.',
  filters: '검색 조건',
} as const;

type SortOrder = 'asc' | 'desc';

export interface ConsoleColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** A narrow column that keeps its content on one line (numbers, dates, states). */
  nowrap?: boolean;
  /** The list query's `sort` key when the list can be sorted by this column (the contract's `consoleSortSchema`). */
  sort?: string;
  /** The direction a first press sorts in: dates and counts newest or largest first ('desc'), text up ('asc'). */
  sortFirst?: SortOrder;
}

/** The list's sort as the address bar holds it, and a way to change it (back to the first page). */
export interface ConsoleSortState {
  sort: string;
  order: SortOrder | '';
  change: (sort: string, order: SortOrder) => void;
}

function ariaSort(column: { sort?: string }, state: ConsoleSortState | undefined) {
  if (!column.sort || !state || state.sort !== column.sort) return undefined;
  return state.order === 'desc' ? 'descending' : 'ascending';
}

/**
 * A console table: a caption, a header row with `scope="col"`, one row per item; wide tables scroll inside their own
 * box so the page keeps its width (KWCAG 1.4.10).
 */
export function ConsoleTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
}: {
  caption: string;
  columns: readonly ConsoleColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Given, the columns that name a `sort` key get a button that sorts by them (`aria-sort` on the header). */
  sort?: ConsoleSortState;
}) {
  return (
    <div className={styles.tableBox} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => {
              const current = ariaSort(c, sort);
              return (
                <th key={c.key} scope="col" className={c.nowrap ? styles.nowrap : undefined} aria-sort={current}>
                  {c.sort && sort ? (
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() => {
                        const next: SortOrder =
                          current === 'ascending' ? 'desc' : current === 'descending' ? 'asc' : (c.sortFirst ?? 'asc');
                        sort.change(c.sort!, next);
                      }}
                    >
                      {c.header}
                      <span aria-hidden="true" className={styles.sortMark}>
                        {current === 'ascending' ? '▲' : current === 'descending' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key} className={c.nowrap ? styles.nowrap : undefined}>
                  {c.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The one console list (decision 034): a server-paged query shown as a table with its result count, its pages and its
 * sort in the address bar (`?pageNo=&sort=&order=`), and the Korean pending, error and empty states.
 */
export function ConsoleList<T>({
  caption,
  query,
  columns,
  rowKey,
  pageSize,
}: {
  caption: string;
  query: UseQueryResult<Page<T>>;
  columns: readonly ConsoleColumn<T>[];
  rowKey: (row: T) => string | number;
  pageSize: number;
}) {
  const params = useListParams();
  const order = params.get('order');
  const sort: ConsoleSortState = {
    sort: params.get('sort'),
    order: order === 'asc' || order === 'desc' ? order : '',
    change: (key, next) => params.update({ sort: key, order: next, pageNo: '' }),
  };
  if (query.isPending) return <Spinner />;
  if (query.isError) return <EmptyState message={CONSOLE_LIST_TEXT.failed} description={refusalMessage(query.error)} />;
  const page = query.data;
  return (
    <section className={styles.list} aria-busy={query.isFetching}>
      <p className={styles.count} aria-live="polite">
        {CONSOLE_LIST_TEXT.count(page.totalCount)}
      </p>
      {page.items.length === 0 ? (
        <EmptyState message={CONSOLE_LIST_TEXT.empty} />
      ) : (
        <ConsoleTable caption={caption} columns={columns} rows={page.items} rowKey={rowKey} sort={sort} />
      )}
      <Pagination
        pageNo={page.pageNo}
        totalCount={page.totalCount}
        pageSize={pageSize}
        onChange={(pageNo) => params.update({ pageNo: String(pageNo) })}
      />
    </section>
  );
}

/**
 * A console list's search conditions: typed here, applied to the address bar on 검색 (back to the first page), so a
 * list's state can be bookmarked, shared and returned to.
 */
export function ConsoleFilters<K extends string>({
  keys,
  children,
}: {
  keys: readonly K[];
  children: (values: Record<K, string>, set: (key: K, value: string) => void) => ReactNode;
}) {
  const params = useListParams();
  const fromAddress = () => Object.fromEntries(keys.map((k) => [k, params.get(k)])) as Record<K, string>;
  const [values, setValues] = useState<Record<K, string>>(fromAddress);
  const set = (key: K, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    params.update({ ...values, pageNo: '' });
  };
  const clear = () => {
    const empty = Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>;
    setValues(empty);
    params.update({ ...empty, pageNo: '' });
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={CONSOLE_LIST_TEXT.filters} method="get">
      <div className={styles.filterFields}>{children(values, set)}</div>
      <div className={styles.filterActions}>
        <Button type="submit">{CONSOLE_LIST_TEXT.search}</Button>
        <Button type="button" variant="tertiary" onPress={clear}>
          {CONSOLE_LIST_TEXT.reset}
        </Button>
      </div>
    </form>
  );
}

/**
 * A list's period, the console's one way to filter by days: two date fields (the browser's own date picker, by
 * keyboard or by pointer), their days kept as the calls and the address bar write them (yyyyMMdd, Seoul days).
 * Inside `ConsoleFilters`, with its `set`; the labels say which days (신청일, 이용일 ...).
 */
export function ConsolePeriodFields({
  from,
  to,
  labels,
  onChange,
}: {
  from: string;
  to: string;
  labels: { from: string; to: string };
  onChange: (key: 'from' | 'to', ymd: string) => void;
}) {
  return (
    <>
      <TextField
        label={labels.from}
        type="date"
        value={formatYmd(from, '-')}
        onChange={(x) => onChange('from', ymdFromDateField(x))}
      />
      <TextField
        label={labels.to}
        type="date"
        value={formatYmd(to, '-')}
        onChange={(x) => onChange('to', ymdFromDateField(x))}
      />
    </>
  );
}

/** The address bar's filters as a list query: empty values left out, the page number as a number. */
export function listQueryFrom<K extends string>(
  params: ReturnType<typeof useListParams>,
  keys: readonly K[],
  pageSize: number,
): Partial<Record<K, string>> & { pageNo: number; pageSize: number } {
  const out: Partial<Record<K, string>> = {};
  for (const k of keys) {
    const v = params.get(k).trim();
    if (v) out[k] = v;
  }
  // The sort the column headers put in the address bar goes with every list's query (its contract checks the key).
  for (const k of ['sort', 'order'] as const) {
    const v = params.get(k).trim();
    if (v) (out as Record<string, string>)[k] = v;
  }
  return { ...out, pageNo: params.pageNo, pageSize };
}
