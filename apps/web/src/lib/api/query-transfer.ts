import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * A server-drawn page carries the queries it was drawn from (entry-server.tsx → start.tsx). A page about an item that
 * is not there (404) or was deleted (410) is drawn in its refused state, so that query travels too; an ApiError is not
 * JSON (its message is not an own enumerable property), so it travels as this plain object and is made again.
 */
interface TransferredError {
  apiError: { status: number; number: number; message: string; reason?: string };
}

function isTransferred(value: unknown): value is TransferredError {
  const inner = (value as TransferredError | null)?.apiError;
  return typeof inner === 'object' && inner !== null && typeof inner.message === 'string';
}

function mapErrors(state: DehydratedState, map: (error: unknown) => unknown): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((q) =>
      q.state.error == null ? q : { ...q, state: { ...q.state, error: map(q.state.error) as Error } },
    ),
  };
}

/** The refusals in a dehydrated state as plain objects (the server, before JSON). */
export function sendableQueries(state: DehydratedState): DehydratedState {
  return mapErrors(state, (error) =>
    error instanceof ApiError
      ? {
          apiError: {
            status: error.status,
            number: error.number,
            message: error.message,
            ...(error.reason ? { reason: error.reason } : {}),
          },
        }
      : error,
  );
}

/** The refusals made ApiErrors again (the browser, before hydrating). */
export function receivedQueries(state: DehydratedState): DehydratedState {
  return mapErrors(state, (error) => (isTransferred(error) ? new ApiError(error.apiError) : error));
}
