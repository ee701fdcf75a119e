import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/PageHeader';
import { isRefusalError, RecordResult } from '@/components/ui/RecordResult';
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
 * form at once; an edit page waits for its record (`RecordResult`): an address with no such record, or the server's
 * 404/410, says `notFound` under the page's title with the server's word; another refusal (403) says the read failed
 * with the server's reason; any other failure (a 503, no answer) says it failed, with 다시 시도. A failed read again
 * while the operator types keeps the record and the form on screen. `title` is one title, or the new-record page's
 * and the edit page's, of which the frame picks the one for the address. `children` draws the page with the record
 * (undefined on the new-record page) and the title picked.
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
  const page = (data: T | undefined) => (
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
  // The new-record page reads nothing: its form at once.
  if (!recordId.editing && !recordId.invalid) return page(undefined);
  const refused = record.isError && isRefusalError(record.error);
  return (
    <RecordResult
      query={record}
      valid={!recordId.invalid}
      // Not there (404, 410): not found, with the server's word.
      notFound={(error) => ({ message: notFound, ...(error ? { description: refusalMessage(error) } : {}) })}
      // Another refusal (403: not this operator's): the failed load with the server's reason; any other failure (a
      // 503, no answer) the failed load with 다시 시도. A failed read again keeps the record and the form being typed.
      {...(refused ? { failed: { description: refusalMessage(record.error) } } : {})}
      frame={(state) => (
        <>
          <PageHeader title={shown} />
          {state}
        </>
      )}
    >
      {(data) => page(data)}
    </RecordResult>
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
