import { COMMON_MESSAGES } from '@onfan/contracts/common-messages';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { EmptyState, type EmptyStateProps } from './EmptyState';
import { ListPage } from './ListPage';
import { PageHeader } from './PageHeader';
import { Spinner } from './Spinner';

/**
 * The chain every view of one record walks (a campaign, a post, a broadcast): a spinner while loading; the view's own
 * not-found message when the address names no record or the server answers that it is not there (404, or 410 for one
 * deleted); 정보를 불러오지 못했습니다 with 다시 시도 when the load failed otherwise (a 503, a timeout, no network), never
 * "not found" for a record that may well be there; then the record.
 */
export const RECORD_TEXT = {
  failed: '정보를 불러오지 못했습니다.',
  retry: '잠시 후 다시 시도해주세요.',
  retryButton: '다시 시도',
  /** A view that names no not-found message of its own. */
  notFound: COMMON_MESSAGES.notFound,
} as const;

/** The HTTP status an error carries (the API client's `ApiError.status`); 0 for none (no answer, another error). */
function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : 0;
}

/** The server's answer that the record is not there: 404, or 410 for one deleted (as a server-drawn page answers). */
export function isMissingError(error: unknown): boolean {
  const status = statusOf(error);
  return status === 404 || status === 410;
}

/**
 * Any refusal the server gave about the record (4xx: not there, not for this visitor, not enrolled), to be shown with
 * its message rather than as a failed load; a timeout (408) and too many requests (429) are failures to try again.
 */
export function isRefusalError(error: unknown): boolean {
  const status = statusOf(error);
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** What a record view needs of its query (TanStack Query's result fits). */
export interface RecordQuery<D> {
  data: D | undefined;
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  /** Fetching a record that was shown again failed (the window back in focus): the record as last fetched stays. */
  isRefetchError?: boolean;
  /** A fetch is under way (the 다시 시도 button waits for it). */
  isFetching?: boolean;
  /** Fetches again: given, a failed load offers 다시 시도 (not after a refusal, which trying again would not change). */
  refetch?: () => unknown;
}

export interface RecordResultProps<D> {
  query: RecordQuery<D>;
  /** False when the address names no record (no id, or not a positive number): not found without asking. */
  valid?: boolean;
  /** What a missing record says (message and action, as the view's own); the function gets the error, if any. */
  notFound?: EmptyStateProps | ((error: unknown) => EmptyStateProps);
  /** Which errors say the record is not there (default `isMissingError`: 404, 410); every other is a failed load. */
  isMissing?: (error: unknown) => boolean;
  /** A record of another kind at this address (a replay at a short's address): shown as not found. */
  isFound?: (data: NonNullable<D>) => boolean;
  /**
   * What a failed load says (default '정보를 불러오지 못했습니다.' / '잠시 후 다시 시도해주세요.'); its action defaults to
   * the not-found one, after the 다시 시도 button.
   */
  failed?: EmptyStateProps;
  /**
   * The page's title: the not-found and failed states are drawn in the list page's frame under it (`ListPage` and
   * `PageHeader`), as the record is.
   */
  title?: string;
  /** What else surrounds the not-found and failed states, where the page's frame is not the list page's. */
  frame?: (state: ReactNode) => ReactNode;
  /** Shown while loading instead of the spinner. */
  pending?: ReactNode;
  children: (data: NonNullable<D>) => ReactNode;
}

const unframed = (state: ReactNode) => state;

/** The list page's frame with the page's title, around a not-found or failed state. */
const titled = (title: string) => (state: ReactNode) => (
  <ListPage>
    <PageHeader title={title} />
    {state}
  </ListPage>
);

/** The chain every view of one record walks: loading, not found, failed (with 다시 시도), or the record. */
export function RecordResult<D>({
  query,
  valid = true,
  notFound = { message: RECORD_TEXT.notFound },
  isMissing = isMissingError,
  isFound,
  failed,
  title,
  frame = title === undefined ? unframed : titled(title),
  pending,
  children,
}: RecordResultProps<D>) {
  const missing = (error: unknown) =>
    frame(<EmptyState {...(typeof notFound === 'function' ? notFound(error) : notFound)} />);
  // A disabled query (no id) stays pending: the address is answered first.
  if (!valid) return missing(undefined);
  if (query.isPending) return pending ?? <Spinner />;
  const data = query.data;
  const kept = query.isRefetchError === true && data != null;
  if (query.isError && !kept) {
    if (isMissing(query.error)) return missing(query.error);
    const own = typeof notFound === 'function' ? notFound(query.error) : notFound;
    const action = failed && 'action' in failed ? failed.action : own.action;
    // A refusal (403: not for this visitor) is the server's word: trying again would not change it.
    const refetch = isRefusalError(query.error) ? undefined : query.refetch;
    return frame(
      <EmptyState
        message={RECORD_TEXT.failed}
        description={RECORD_TEXT.retry}
        {...failed}
        action={
          refetch || action ? (
            <>
              {refetch ? (
                <Button variant="secondary" onPress={() => void refetch()} isPending={query.isFetching === true}>
                  {RECORD_TEXT.retryButton}
                </Button>
              ) : null}
              {refetch && action ? ' ' : null}
              {action}
            </>
          ) : undefined
        }
      />,
    );
  }
  if (data == null || (isFound && !isFound(data))) return missing(undefined);
  return children(data);
}
