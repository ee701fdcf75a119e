import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { ConsoleRecordPage, useRecordId } from './ConsoleRecordPage';

/** A record form page's words: its new-record and edit titles, what saving does, the hidden state, not found. */
export interface RecordFormPageText {
  create: string;
  edit: string;
  description: string;
  hiddenState: string;
  notFound: string;
}

/**
 * The page of a desk's record form (admin/<desk>/new and admin/<desk>/:param — stores, products, programmes, spaces,
 * studios): reads the record the address names with the desk's detail query (nothing on the new-record page) and
 * draws it in `ConsoleRecordPage` with its heading (the title for the address, what saving does, the hidden state).
 * `children` draws the form with the record; the form starts again from each copy read (a new `updtDt`), so a saved
 * change is not kept over as a stale draft.
 */
export function RecordFormPage<T extends { updtDt: string }, K extends QueryKey>({
  param,
  query,
  text,
  children,
}: {
  /** The address's parameter that names the record (`storeId`). */
  param: string;
  /** The desk's detail query of one record. */
  query: (id: number) => UseQueryOptions<T, Error, T, K>;
  text: RecordFormPageText;
  children: (record: T | undefined) => ReactNode;
}) {
  const recordId = useRecordId(param);
  const record = useQuery({ ...query(recordId.id), enabled: recordId.editing });
  return (
    <ConsoleRecordPage title={text} notFound={text.notFound} header={text} recordId={recordId} record={record}>
      {(detail) => <Fragment key={detail?.updtDt ?? 'new'}>{children(detail)}</Fragment>}
    </ConsoleRecordPage>
  );
}
