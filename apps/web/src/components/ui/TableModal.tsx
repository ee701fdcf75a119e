import { formatNumber } from '@onfan/contracts/format';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { EmptyState } from './EmptyState';
import { Pagination } from './Pagination';
import { Spinner } from './Spinner';
import { TextField } from './TextField';
import styles from './TableModal.module.css';

export const TABLE_MODAL_PAGE_SIZE = 10;
export const TABLE_MODAL_TEXT = {
  searchLabel: '검색어',
  search: '검색',
  select: '선택',
  selectColumn: '선택',
  loadError: '오류가 발생했습니다. 다시 시도해주세요.',
  summary: (totalCount: number) => `총 ${formatNumber(totalCount)}건`,
} as const;

export interface TableModalColumn<T> {
  key: string;
  header: string;
  /** Cell content; defaults to row[key] as text. */
  render?: (row: T) => ReactNode;
}

export interface TableModalQuery {
  keyword: string;
  pageNo: number;
}

export interface TableModalResult<T> {
  items: T[];
  totalCount: number;
}

export interface TableModalProps<T> {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  columns: readonly TableModalColumn<T>[];
  rowKey: (row: T) => string | number;
  onSearch: (query: TableModalQuery) => Promise<TableModalResult<T>>;
  /** Called with the chosen row; the modal then closes. */
  onSelect: (row: T) => void;
  searchLabel?: string;
  searchPlaceholder?: string;
  emptyMessage?: string;
}

type LoadState<T> =
  | { status: 'loading'; items: T[]; totalCount: number }
  | { status: 'ready'; items: T[]; totalCount: number }
  | { status: 'error'; items: T[]; totalCount: number };

function defaultCell<T>(row: T, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The spec's table modal: a search box, a table of results paged 10 at a time and a 선택 button per row
 * (clicking the row also selects it). Data comes from onSearch, called on open, on 검색 and on page change.
 */
export function TableModal<T>(props: TableModalProps<T>) {
  return (
    <Dialog isOpen={props.isOpen} onClose={props.onClose} title={props.title} size="large">
      {/* The content mounts on each opening, so every opening starts fresh: empty keyword, page 1. */}
      <TableModalContent {...props} />
    </Dialog>
  );
}

function TableModalContent<T>({
  onClose,
  title,
  columns,
  rowKey,
  onSearch,
  onSelect,
  searchLabel = TABLE_MODAL_TEXT.searchLabel,
  searchPlaceholder,
  emptyMessage,
}: TableModalProps<T>) {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState<TableModalQuery>({ keyword: '', pageNo: 1 });
  const [state, setState] = useState<LoadState<T>>({ status: 'loading', items: [], totalCount: 0 });
  const requestSeq = useRef(0);
  const captionId = useId();
  const searchRef = useRef(onSearch);
  useLayoutEffect(() => {
    searchRef.current = onSearch;
  });

  const fetchPage = useCallback(async (next: TableModalQuery) => {
    const seq = ++requestSeq.current;
    try {
      const result = await searchRef.current(next);
      // A slower earlier answer must not overwrite a newer one (or land after closing).
      if (seq !== requestSeq.current) return;
      setState({ status: 'ready', items: result.items, totalCount: result.totalCount });
    } catch {
      if (seq !== requestSeq.current) return;
      setState({ status: 'error', items: [], totalCount: 0 });
    }
  }, []);

  useEffect(() => {
    const seq = requestSeq;
    void fetchPage({ keyword: '', pageNo: 1 });
    // On unmount, bump the counter so an answer still in flight is dropped (this is the counter, not a DOM node).
    return () => {
      seq.current++;
    };
  }, [fetchPage]);

  const load = (next: TableModalQuery) => {
    setQuery(next);
    setState((prev) => ({ ...prev, status: 'loading' }));
    void fetchPage(next);
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    load({ keyword: input.trim(), pageNo: 1 });
  };

  const choose = (row: T) => {
    onSelect(row);
    onClose();
  };

  return (
    <>
      <form method="get" role="search" className={styles.search} onSubmit={submitSearch}>
        <TextField
          label={searchLabel}
          type="search"
          value={input}
          onChange={setInput}
          placeholder={searchPlaceholder}
          className={styles.searchField}
        />
        <Button type="submit" variant="secondary" className={styles.searchButton}>
          {TABLE_MODAL_TEXT.search}
        </Button>
      </form>

      <p className={styles.summary} aria-live="polite">
        {state.status === 'ready' ? TABLE_MODAL_TEXT.summary(state.totalCount) : ''}
      </p>

      <div className={styles.tableWrap} aria-busy={state.status === 'loading'}>
        <table className={styles.table} aria-describedby={captionId}>
          <caption id={captionId} className="sr-only">
            {title}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.header}
                </th>
              ))}
              <th scope="col">{TABLE_MODAL_TEXT.selectColumn}</th>
            </tr>
          </thead>
          <tbody>
            {state.items.map((row) => (
              <tr key={rowKey(row)} className={styles.row} onClick={() => choose(row)}>
                {columns.map((column) => (
                  <td key={column.key}>{column.render ? column.render(row) : defaultCell(row, column.key)}</td>
                ))}
                <td className={styles.selectCell}>
                  <button
                    type="button"
                    className={styles.selectButton}
                    onClick={(event) => {
                      // The row's own click handler would select a second time.
                      event.stopPropagation();
                      choose(row);
                    }}
                  >
                    {TABLE_MODAL_TEXT.select}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {state.status === 'loading' ? <Spinner className={styles.loading} /> : null}
        {state.status === 'ready' && state.items.length === 0 ? <EmptyState message={emptyMessage} /> : null}
        {state.status === 'error' ? (
          <p role="alert" className={styles.error}>
            {TABLE_MODAL_TEXT.loadError}
          </p>
        ) : null}
      </div>

      <Pagination
        pageNo={query.pageNo}
        totalCount={state.totalCount}
        pageSize={TABLE_MODAL_PAGE_SIZE}
        onChange={(pageNo) => load({ ...query, pageNo })}
      />
    </>
  );
}
