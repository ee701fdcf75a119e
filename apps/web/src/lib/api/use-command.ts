import type { QueryKey } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { MODAL_TEXT } from '@/lib/modal/modal-constants';
import { modal } from '@/lib/modal/modal-service';
import { isApiError } from './api-client';

export interface CommandOptions<V, R> {
  /** The call, usually `call(endpoints.x, ...)` from the feature's api module. */
  mutationFn: (vars: V) => Promise<R>;
  /** Asked first (spec section 4: each save asks confirmation); skipped when absent. */
  confirm?: string | ((vars: V) => string);
  /** The result alert: the server's message by default; `false` for none (the caller moves on by itself). */
  success?: string | ((result: R) => string) | false;
  /** Queries to refetch after the call, whether it succeeded or was refused (a refusal may mean stale data). */
  invalidate?: readonly QueryKey[];
  /** After success (and after the result alert is acknowledged). */
  onDone?: (result: R, vars: V) => void;
  /** After a refusal has been shown. */
  onRefused?: (error: unknown, vars: V) => void;
}

export interface Command<V, R> {
  /** Confirms, runs once (a second call while pending is ignored), shows the outcome. Undefined unless it succeeded. */
  run: (vars: V) => Promise<R | undefined>;
  isPending: boolean;
}

/** The message a person sees for a refused or failed call: the server's own, never a raw English text. */
export function refusalMessage(error: unknown): string {
  if (isApiError(error) && !error.isNetworkError && error.message) return error.message;
  return MODAL_TEXT.genericError;
}

/**
 * The one way a feature runs a command: confirm → call (double submits blocked) → result alert with the server's
 * message → invalidate. Every refusal's server message is shown (409 already applied, 400 outside the period ...);
 * a 401 is left to the API client, which asks the visitor to log in.
 */
export function useCommand<V = void, R extends { message?: string } | void = { message?: string }>(
  options: CommandOptions<V, R>,
): Command<V, R> {
  const client = useQueryClient();
  const busy = useRef(false);
  const { mutateAsync, isPending } = useMutation({ mutationFn: options.mutationFn });

  const o = options;
  const run = useCallback(
    async (vars: V): Promise<R | undefined> => {
      if (busy.current) return undefined;
      busy.current = true;
      try {
        if (o.confirm) {
          const text = typeof o.confirm === 'function' ? o.confirm(vars) : o.confirm;
          if (!(await modal.confirm(text))) return undefined;
        }
        let result: R;
        try {
          result = await mutateAsync(vars);
        } catch (error) {
          if (!(isApiError(error) && error.status === 401)) await modal.alert(refusalMessage(error));
          o.onRefused?.(error, vars);
          return undefined;
        } finally {
          for (const key of o.invalidate ?? []) void client.invalidateQueries({ queryKey: key });
        }
        if (o.success !== false) {
          const serverMessage = (result as { message?: string } | undefined)?.message;
          const text =
            typeof o.success === 'function' ? o.success(result) : (o.success ?? (serverMessage || MODAL_TEXT.saved));
          await modal.alert(text);
        }
        o.onDone?.(result, vars);
        return result;
      } finally {
        busy.current = false;
      }
    },
    [client, mutateAsync, o],
  );

  return { run, isPending };
}
