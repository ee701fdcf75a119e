import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { refusalMessage } from '@/lib/api/use-command';

/** The record a console write page names in its address: none on admin/<desk>/new, the id on admin/<desk>/:param. */
export interface RecordId {
  /** The id, or 0 on the new-record page and when the address names no valid id. */
  id: number;
  /** The address names a valid id: the page edits that record. */
  editing: boolean;
  /** The address names something that is not an id (admin/rooms/abc): the page says it was not found. */
  invalid: boolean;
}

export function useRecordId(param: string): RecordId {
  const raw = useParams()[param];
  const id = raw === undefined ? 0 : Number(raw);
  const invalid = raw !== undefined && (!Number.isInteger(id) || id <= 0);
  return { id: invalid ? 0 : id, editing: raw !== undefined && !invalid, invalid };
}

/** A record that can be hidden from members (`useYn` 'N'), as the page's heading reads it. */
function isHidden(record: unknown): boolean {
  return typeof record === 'object' && record !== null && 'useYn' in record && record.useYn === 'N';
}

/**
 * The one frame of the desks' write pages (a notice, a room, a campaign, a programme …): the new-record page draws its
 * form at once; an edit page waits for its record, and an address with no such record, or a refused read, says so in
 * Korean under the page's title. `title` is one title, or the new-record page's and the edit page's, of which the frame
 * picks the one for the address. `children` draws the page with the record (undefined on the new-record page) and the
 * title picked.
 * With `header` the frame draws the page's heading too (`ConsoleRecordHeader`: what saving does, after the record's
 * hidden state when it is hidden); without it `children` draws its own.
 */
export function ConsoleRecordPage<T>({
  title,
  notFound,
  header,
  recordId,
  record,
  children,
}: {
  title: string | { create: string; edit: string };
  notFound: string;
  header?: { description: string; hiddenState: string };
  recordId: RecordId;
  record: UseQueryResult<T>;
  children: (record: T | undefined, title: string) => ReactNode;
}) {
  const shown = typeof title === 'string' ? title : recordId.editing ? title.edit : title.create;
  if (recordId.invalid || (recordId.editing && record.isError)) {
    return (
      <>
        <PageHeader title={shown} />
        <EmptyState
          message={notFound}
          {...(recordId.editing && record.isError ? { description: refusalMessage(record.error) } : {})}
        />
      </>
    );
  }
  if (recordId.editing && record.isPending) return <Spinner />;
  const data = recordId.editing ? record.data : undefined;
  return (
    <>
      {header ? (
        <ConsoleRecordHeader
          title={shown}
          description={header.description}
          hiddenState={header.hiddenState}
          record={isHidden(data) ? { useYn: 'N' } : undefined}
        />
      ) : null}
      {children(data, shown)}
    </>
  );
}

/**
 * A record page's heading (studios, spaces, rooms): its title and what saving does, after the record's hidden state
 * when the record is hidden (`useYn` 'N'), so the operator reads first that members do not see it.
 */
export function ConsoleRecordHeader({
  title,
  description,
  hiddenState,
  record,
}: {
  title: string;
  description: string;
  hiddenState: string;
  record: { useYn: 'Y' | 'N' } | undefined;
}) {
  return (
    <PageHeader title={title} description={record?.useYn === 'N' ? `${hiddenState} ${description}` : description} />
  );
}
