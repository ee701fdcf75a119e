import type { Page } from '@onfan/contracts/envelope';
import { formatDate } from '@onfan/contracts/time';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LinkButton } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { Select, type SelectOption } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { useListParams } from '@/lib/use-list-params';
import { ConsoleVisibilityButton } from './ConsoleFormActions';
import { type ConsoleColumn, ConsoleFilters, ConsoleList, listQueryFrom } from './ConsoleList';
import styles from './console.module.css';

type UseYn = 'Y' | 'N';

export const CONSOLE_LIST_PAGE_TEXT = {
  all: '전체',
  useYn: '공개 여부',
  shown: '공개',
  hidden: '숨김',
  regDt: '등록일',
  actions: '관리',
} as const;

const USE_YN_OPTIONS = [
  { value: 'Y', label: CONSOLE_LIST_PAGE_TEXT.shown },
  { value: 'N', label: CONSOLE_LIST_PAGE_TEXT.hidden },
];

/**
 * The list query a console list page sends: its filters as the address bar holds them (empty ones left out), its
 * sort and page, and the page size; `useYn` (공개 여부) as the contract reads it.
 */
export function useConsoleListQuery<K extends string>(keys: readonly K[], pageSize: number) {
  const query = listQueryFrom(useListParams(), keys, pageSize);
  const useYn = (query as Partial<Record<string, string>>).useYn;
  return { ...query, useYn: useYn === 'Y' || useYn === 'N' ? (useYn as UseYn) : undefined };
}

/**
 * One choice among a list's search conditions, inside `ConsoleFilters` (or a list page's `filters`): the value of
 * `name` in the address bar, 전체 while nothing is chosen.
 */
export function FilterSelect<K extends string>({
  name,
  label,
  options,
  values,
  set,
}: {
  name: K;
  label: string;
  options: readonly SelectOption[];
  values: Record<K, string>;
  set: (key: K, value: string) => void;
}) {
  return (
    <Select
      label={label}
      options={options}
      placeholder={CONSOLE_LIST_PAGE_TEXT.all}
      value={values[name] || null}
      onChange={(x) => set(name, x ?? '')}
    />
  );
}

/** The 공개 여부 filter of a list whose records can be hidden: 전체, 공개 or 숨김 (its key `useYn`). */
export function UseYnFilter<K extends string>({
  values,
  set,
}: {
  values: Record<K | 'useYn', string>;
  set: (key: K | 'useYn', value: string) => void;
}) {
  return (
    <FilterSelect
      name="useYn"
      label={CONSOLE_LIST_PAGE_TEXT.useYn}
      options={USE_YN_OPTIONS}
      values={values}
      set={set}
    />
  );
}

/** The columns every list of records that can be hidden has: 공개 여부, 등록일 (sortable, newest first) and 관리. */
export const visibilityColumns = {
  useYn: <T extends { useYn: UseYn }>(): ConsoleColumn<T> => ({
    key: 'useYn',
    header: CONSOLE_LIST_PAGE_TEXT.useYn,
    render: (r) => (r.useYn === 'Y' ? CONSOLE_LIST_PAGE_TEXT.shown : CONSOLE_LIST_PAGE_TEXT.hidden),
    nowrap: true,
  }),
  regDt: <T extends { regDt: string }>(): ConsoleColumn<T> => ({
    key: 'regDt',
    header: CONSOLE_LIST_PAGE_TEXT.regDt,
    render: (r) => formatDate(r.regDt, 'yyyy.MM.dd'),
    nowrap: true,
    sort: 'regDt',
    sortFirst: 'desc',
  }),
  /** 숨기기 or 다시 공개 for the row's record: `onChange` runs the desk's visibility command (it confirms first). */
  actions: <T extends { useYn: UseYn }>({
    name,
    isPending,
    onChange,
  }: {
    name: (row: T) => string;
    isPending: boolean;
    onChange: (row: T, useYn: UseYn) => void;
  }): ConsoleColumn<T> => ({
    key: 'actions',
    header: CONSOLE_LIST_PAGE_TEXT.actions,
    render: (r) => (
      <ConsoleVisibilityButton
        size="small"
        useYn={r.useYn}
        isPending={isPending}
        name={name(r)}
        onChange={(useYn) => onChange(r, useYn)}
      />
    ),
    nowrap: true,
  }),
};

/** A list page's words: its title and what it is for, the write link's, the table's caption and the name search's. */
export interface ConsoleListPageText {
  title: string;
  description: string;
  /** The write link's words, on a desk that writes records (`writeHref`). */
  write?: string;
  list: string;
  /** The label of the name search (`q`), when the list has one (its filter keys name `q`). */
  q?: string;
  /** What the name search looks in, under its label. */
  qHelp?: string;
  /** A line above the list: what it shows and how (a masked member, a view that is logged). */
  listNote?: string;
}

/**
 * A console list page — every desk's list: its title and what it is for, the link to write a new record on a desk
 * that writes them and the link to a related page of the desk, the search conditions (in the address bar: the name search when `text.q` is given, then what
 * `filters` draws), and the server-paged list with its count, sortable columns and Korean empty and error states.
 * `children` are what the rows open (a dialog), drawn after the list.
 */
export function ConsoleListPage<T, K extends string>({
  text,
  writeHref,
  related,
  filterKeys,
  filters,
  query,
  columns,
  rowKey,
  pageSize,
  children,
}: {
  text: ConsoleListPageText;
  /** The new-record page, on a desk that writes records (with `text.write`). */
  writeHref?: string;
  /** A page of the same desk the list leads to (or back to), beside the write link. */
  related?: { href: string; label: string };
  filterKeys: readonly K[];
  filters?: (values: Record<K, string>, set: (key: K, value: string) => void) => ReactNode;
  query: UseQueryResult<Page<T>>;
  columns: readonly ConsoleColumn<T>[];
  rowKey: (row: T) => string | number;
  pageSize: number;
  children?: ReactNode;
}) {
  const q = 'q' as K;
  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      {(writeHref && text.write) || related ? (
        <p className={styles.pageLinks}>
          {writeHref && text.write ? <LinkButton href={writeHref}>{text.write}</LinkButton> : null}
          {related ? (
            <LinkButton href={related.href} variant="secondary">
              {related.label}
            </LinkButton>
          ) : null}
        </p>
      ) : null}
      <ConsoleFilters keys={filterKeys}>
        {(v, set) => (
          <>
            {text.q ? (
              <TextField
                label={text.q}
                description={text.qHelp}
                value={v[q]}
                onChange={(x) => set(q, x)}
                maxLength={100}
              />
            ) : null}
            {filters?.(v, set)}
          </>
        )}
      </ConsoleFilters>
      {text.listNote ? <p className={styles.note}>{text.listNote}</p> : null}
      <ConsoleList caption={text.list} query={query} columns={columns} rowKey={rowKey} pageSize={pageSize} />
      {children}
    </>
  );
}
