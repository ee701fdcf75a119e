import type { QueryKey } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { MODAL_TEXT } from '@/lib/modal/modal-constants';
import { modal } from '@/lib/modal/modal-service';
import { isApiError } from './api-client';

export interface CommandOptions<V, R> {
  /** The call, usually `call(endpoints.x, ...)` from the feature's api module. */
  mutationFn: (vars: V) => Promise<R>;
  /** Asked first (spec section 4: each save asks confirmation); skipped when absent or empty for these vars. */
  confirm?: string | ((vars: V) => string);
  /** The result alert: the server's message by default; `false` for none (the caller moves on by itself). */
  success?: string | ((result: R) => string) | false;
  /** Queries to refetch after the call, whether it succeeded or was refused (a refusal may mean stale data). */
  invalidate?: readonly QueryKey[];
  /** After success (and after the result alert is acknowledged); a second run waits until it has finished. */
  onDone?: (result: R, vars: V) => void | Promise<void>;
  /** The title of the confirm and alert dialogs (the modal's default otherwise). */
  title?: string;
  /**
   * A refusal the screen answers itself (the login's retry prompt, a lock that moves on to FindInfo, a message shown
   * beside the field): return true when it did, and no alert is shown. Any other refusal gets the server's message.
   */
  handleRefusal?: (error: unknown, vars: V) => boolean | Promise<boolean>;
  /** After a refusal has been shown (or handled). */
  onRefused?: (error: unknown, vars: V) => void;
}

/** What a screen adds to a feature's command: everything but the call itself. */
export type CommandHandlers<V, R> = Omit<CommandOptions<V, R>, 'mutationFn'>;

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
 * a refusal that already asked the visitor to log in (the API client's prompt) shows nothing more.
 */
export function useCommand<V = void, R = { message?: string }>(options: CommandOptions<V, R>): Command<V, R> {
  const client = useQueryClient();
  const busy = useRef(false);
  // The call gets the variables only (never the mutation context as a second argument).
  const { mutateAsync, isPending } = useMutation({ mutationFn: (vars: V) => options.mutationFn(vars) });

  const o = options;
  const run = useCallback(
    async (vars: V): Promise<R | undefined> => {
      if (busy.current) return undefined;
      busy.current = true;
      // Options only when there are any: the modal's own defaults otherwise.
      const say = (text: string, html = false) => {
        const opts = { ...(o.title ? { title: o.title } : {}), ...(html ? { html } : {}) };
        return Object.keys(opts).length ? modal.alert(text, opts) : modal.alert(text);
      };
      try {
        if (o.confirm) {
          const text = typeof o.confirm === 'function' ? o.confirm(vars) : o.confirm;
          if (text && !(await (o.title ? modal.confirm(text, { title: o.title }) : modal.confirm(text))))
            return undefined;
        }
        let result: R;
        try {
          result = await mutateAsync(vars);
        } catch (error) {
          const handled = (await o.handleRefusal?.(error, vars)) ?? false;
          // The spec's messages may carry a line break (<br>): the modal renders that tiny subset, never markup.
          if (!handled && !(isApiError(error) && error.loginPrompted)) {
            await say(refusalMessage(error), true);
          }
          o.onRefused?.(error, vars);
          return undefined;
        } finally {
          for (const key of o.invalidate ?? []) void client.invalidateQueries({ queryKey: key });
        }
        if (o.success !== false) {
          const said = (result as { message?: unknown } | null | undefined)?.message;
          const serverMessage = typeof said === 'string' ? said : undefined;
          const text =
            typeof o.success === 'function' ? o.success(result) : (o.success ?? (serverMessage || MODAL_TEXT.saved));
          await say(text);
        }
        try {
          await o.onDone?.(result, vars);
        } catch (error) {
          // What follows the call failed (the SSO check after the password, a reload): say so, never silently.
          if (!(isApiError(error) && error.loginPrompted)) {
            await say(refusalMessage(error), true);
          }
          return undefined;
        }
        return result;
      } finally {
        busy.current = false;
      }
    },
    [client, mutateAsync, o],
  );

  return { run, isPending };
}
