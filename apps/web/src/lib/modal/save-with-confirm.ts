import { MODAL_TEXT } from './modal-constants';
import { modal } from './modal-service';

/** The command envelope ({number: 200, message}); other numbers are failures (spec section 8). */
export interface CommandOutcome {
  number?: number;
  message?: string;
}

export interface SaveWithConfirmOptions<R> {
  /** Asked first, e.g. '게시글을 삭제하시겠습니까?'. */
  confirmMessage: string;
  /** The call; it may return the server's command result. */
  action: () => Promise<R>;
  /** Shown after success; defaults to the server's message, then '처리되었습니다.'. */
  successMessage?: string | ((result: R) => string);
  /** Runs once the result alert is acknowledged (reload a list, navigate). */
  onDone?: (result: R) => void;
  /** Overrides how a thrown error becomes the alert text. */
  errorMessage?: (error: unknown) => string | undefined;
  title?: string;
  confirmTitle?: string;
}

function asOutcome(value: unknown): CommandOutcome | null {
  return typeof value === 'object' && value !== null ? (value as CommandOutcome) : null;
}

/**
 * The server's own message when the error carries one (an API error with a number or status and a
 * message); anything else (network failure, a bug) gets the generic text, never a raw English message.
 */
export function serverErrorMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { message?: unknown; number?: unknown; status?: unknown; body?: unknown };
  const body = asOutcome(e.body);
  if (body && typeof body.message === 'string' && body.message) return body.message;
  // status 0 means no answer arrived (network failure, timeout): that is not the server speaking.
  const fromServer = typeof e.status === 'number' ? e.status > 0 : typeof e.number === 'number';
  if (fromServer && typeof e.message === 'string' && e.message) return e.message;
  return undefined;
}

/**
 * 'Each save asks confirmation, then shows a result alert' (spec section 4). Returns true when the
 * action succeeded, false when the user cancelled or it failed (the failure has been shown).
 */
export async function saveWithConfirm<R>(options: SaveWithConfirmOptions<R>): Promise<boolean> {
  const confirmed = await modal.confirm(options.confirmMessage, { title: options.confirmTitle });
  if (!confirmed) return false;

  let result: R;
  try {
    result = await options.action();
  } catch (error) {
    const message = options.errorMessage?.(error) ?? serverErrorMessage(error) ?? MODAL_TEXT.genericError;
    await modal.alert(message, { title: options.title });
    return false;
  }

  const outcome = asOutcome(result);
  if (outcome && typeof outcome.number === 'number' && outcome.number !== 200) {
    await modal.alert(outcome.message || MODAL_TEXT.genericError, { title: options.title });
    return false;
  }

  const success =
    typeof options.successMessage === 'function'
      ? options.successMessage(result)
      : (options.successMessage ?? (outcome?.message || MODAL_TEXT.saved));
  await modal.alert(success, { title: options.title, onOk: () => options.onDone?.(result) });
  return true;
}
