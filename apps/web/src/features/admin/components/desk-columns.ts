import { formatNumber } from '@onfan/contracts/format';
import { formatDate, formatYmd } from '@onfan/contracts/time';
import type { ConsoleColumn } from './ConsoleList';

/*
 * Column factories for the columns that several desk lists declare alike, so that the next list takes the same key,
 * sorting and format instead of copying them: the record's number, its application period, its state marked when
 * closed early, how many applied and the day it was registered (the programme and campaign lists); who applied and
 * the application's state (a programme's applications, a campaign's applicants); when something happened (the
 * certificate, festival, market-entry and programme application lists). Each takes the desk's header and, where the
 * records name it differently, the field.
 */

/** The record's number, newest first on the first press. */
export function deskIdColumn<K extends string, T extends Record<K, number>>(
  header: string,
  field: K,
): ConsoleColumn<T> {
  return { key: 'id', header, render: (r) => r[field], nowrap: true, sort: field, sortFirst: 'desc' };
}

/** The application period (Seoul dates), sorted by its closing day: the day the desk watches. */
export function deskPeriodColumn<K extends string, L extends string, T extends Record<K | L, string>>(
  header: string,
  from: K,
  to: L,
): ConsoleColumn<T> {
  return {
    key: 'period',
    header,
    render: (r) => `${formatYmd(r[from])} ~ ${formatYmd(r[to])}`,
    nowrap: true,
    sort: to,
    sortFirst: 'desc',
  };
}

/** How many applied, most first on the first press. */
export function deskApplicationsColumn<T extends { aplyCnt: number }>(header: string): ConsoleColumn<T> {
  return {
    key: 'count',
    header,
    render: (r) => formatNumber(r.aplyCnt),
    nowrap: true,
    sort: 'aplyCnt',
    sortFirst: 'desc',
  };
}

/** The day the record was registered. */
export function deskRegisteredColumn<T extends { regDt: string }>(header: string): ConsoleColumn<T> {
  return { key: 'reg', header, render: (r) => formatDate(r.regDt, 'yyyy.MM.dd'), nowrap: true };
}

/** The applicant: the login id (sortable) and the name as the list shows it (masked). */
export function deskApplicantColumns<T extends { lgnId: string; userNm: string }>(text: {
  id: string;
  applicant: string;
}): ConsoleColumn<T>[] {
  return [
    { key: 'id', header: text.id, render: (r) => r.lgnId, nowrap: true, sort: 'lgnId' },
    { key: 'name', header: text.applicant, render: (r) => r.userNm, nowrap: true },
  ];
}

/** The application's state, with the reason it was given (e.g. a rejection's) after it. */
export function deskApplicationStateColumn<T extends { aplySttsNm: string; sttsRsn: string | null }>(
  header: string,
): ConsoleColumn<T> {
  return {
    key: 'status',
    header,
    render: (r) => (r.sttsRsn ? `${r.aplySttsNm} (${r.sttsRsn})` : r.aplySttsNm),
    sort: 'aplyStts',
  };
}

/**
 * When something happened to the row (submitted, registered, applied, last changed) to the minute, in Seoul time,
 * sortable by that field and newest first on the first press. Used by the certificate, festival, market-entry and
 * programme application lists.
 */
export function deskDateTimeColumn<K extends string, T extends Record<K, string>>(
  key: string,
  header: string,
  field: K,
): ConsoleColumn<T> {
  return {
    key,
    header,
    render: (r) => formatDate(r[field], 'yyyy.MM.dd HH:mm'),
    nowrap: true,
    sort: field,
    sortFirst: 'desc',
  };
}

/**
 * The state of a record that takes applications for a while, with the desk's "조기 마감" after it when it was closed
 * early (`closRsn`). Used by the programme and campaign lists.
 */
export function deskClosableStateColumn<K extends string, T extends Record<K, string> & { closRsn: string | null }>(
  key: string,
  header: string,
  field: K,
  closedEarly: string,
): ConsoleColumn<T> {
  return {
    key,
    header,
    render: (r) => (r.closRsn ? `${r[field]} (${closedEarly})` : r[field]),
    nowrap: true,
  };
}
