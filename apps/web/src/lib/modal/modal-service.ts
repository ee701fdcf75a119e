import { MODAL_CALLBACK_DELAY_MS, MODAL_TEXT } from './modal-constants';

/*
 * The modal service (spec section 4). Pages call modal.alert / confirm / prompt; <ModalHost /> renders
 * whichever request is first in the queue. Requests are shown one at a time, in order: a modal opened
 * while another is showing waits until that one closes.
 *
 * Timing rules:
 * - alert: its onOk runs at once when it closes (OK, ×, Escape: an alert has one outcome).
 * - confirm, prompt: OK closes at once; onOk (and the promise) follow MODAL_CALLBACK_DELAY_MS later,
 *   unless rightNow is set. Cancel, ×, Escape and a backdrop click run onCancel at once.
 */

interface BaseOptions {
  title?: string;
  /** Render <br>, <b>, <strong> in the message (only those; all else is text). */
  html?: boolean;
  okText?: string;
}

export interface AlertOptions extends BaseOptions {
  onOk?: () => void;
}

export interface ConfirmOptions extends BaseOptions {
  cancelText?: string;
  onOk?: () => void;
  onCancel?: () => void;
  /** Run onOk at once instead of after the delay. */
  rightNow?: boolean;
}

export interface PromptOptions extends BaseOptions {
  /** The input's visible label. */
  label: string;
  inputType?: 'text' | 'password';
  cancelText?: string;
  onOk?: (value: string) => void;
  onCancel?: () => void;
  rightNow?: boolean;
}

interface RequestBase {
  id: number;
  message: string;
  title: string;
  html: boolean;
  okText: string;
}
export interface AlertRequest extends RequestBase {
  kind: 'alert';
}
export interface ConfirmRequest extends RequestBase {
  kind: 'confirm';
  cancelText: string;
}
export interface PromptRequest extends RequestBase {
  kind: 'prompt';
  cancelText: string;
  label: string;
  inputType: 'text' | 'password';
}
export type ModalRequest = AlertRequest | ConfirmRequest | PromptRequest;

interface Handlers {
  accept: (value: string) => void;
  dismiss: () => void;
  /** Settle without running callbacks (dismissAll). */
  abandon: () => void;
}

type Listener = () => void;

let nextId = 1;
let queue: readonly ModalRequest[] = [];
const handlers = new Map<number, Handlers>();
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

function enqueue(request: ModalRequest, h: Handlers) {
  handlers.set(request.id, h);
  queue = [...queue, request];
  emit();
}

/** Removes a request; returns its handlers once (a second close of the same modal does nothing). */
function take(id: number): Handlers | undefined {
  const h = handlers.get(id);
  if (!h) return undefined;
  handlers.delete(id);
  queue = queue.filter((r) => r.id !== id);
  emit();
  return h;
}

function later(rightNow: boolean | undefined, fn: () => void) {
  if (rightNow) fn();
  else setTimeout(fn, MODAL_CALLBACK_DELAY_MS);
}

function base(message: string, opts: BaseOptions | undefined) {
  return {
    id: nextId++,
    message,
    title: opts?.title ?? MODAL_TEXT.defaultTitle,
    html: opts?.html ?? false,
    okText: opts?.okText ?? MODAL_TEXT.ok,
  };
}

function alert(message: string, opts?: AlertOptions): Promise<void> {
  return new Promise<void>((resolve) => {
    const acknowledge = () => {
      try {
        opts?.onOk?.();
      } finally {
        resolve();
      }
    };
    enqueue({ ...base(message, opts), kind: 'alert' }, { accept: acknowledge, dismiss: acknowledge, abandon: resolve });
  });
}

function confirm(message: string, opts?: ConfirmOptions): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    enqueue(
      { ...base(message, opts), kind: 'confirm', cancelText: opts?.cancelText ?? MODAL_TEXT.cancel },
      {
        accept: () =>
          later(opts?.rightNow, () => {
            try {
              opts?.onOk?.();
            } finally {
              resolve(true);
            }
          }),
        dismiss: () => {
          try {
            opts?.onCancel?.();
          } finally {
            resolve(false);
          }
        },
        abandon: () => resolve(false),
      },
    );
  });
}

function prompt(message: string, opts: PromptOptions): Promise<string | null> {
  return new Promise<string | null>((resolve) => {
    enqueue(
      {
        ...base(message, opts),
        kind: 'prompt',
        cancelText: opts.cancelText ?? MODAL_TEXT.cancel,
        label: opts.label,
        inputType: opts.inputType ?? 'text',
      },
      {
        accept: (value) =>
          later(opts.rightNow, () => {
            try {
              opts.onOk?.(value);
            } finally {
              resolve(value);
            }
          }),
        dismiss: () => {
          try {
            opts.onCancel?.();
          } finally {
            resolve(null);
          }
        },
        abandon: () => resolve(null),
      },
    );
  });
}

/**
 * The generic form check (spec section 5): with messages, shows them joined by line breaks under the
 * title '입력정보를 확인하세요' and returns false; with none, returns true.
 */
function formCheck(messages: readonly string[]): boolean {
  if (messages.length === 0) return true;
  void alert(messages.join('<br>'), { title: MODAL_TEXT.formCheckTitle, html: true });
  return false;
}

/** Closes every open and waiting modal without running callbacks (e.g. on logout). */
function dismissAll() {
  const all = [...handlers.values()];
  handlers.clear();
  queue = [];
  emit();
  for (const h of all) h.abandon();
}

export const modal = { alert, confirm, prompt, formCheck, dismissAll };

/** What <ModalHost /> uses to read and settle requests. Pages use `modal`. */
export const modalStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): readonly ModalRequest[] {
    return queue;
  },
  /** OK pressed (prompt passes its value). */
  accept(id: number, value = '') {
    take(id)?.accept(value);
  },
  /** Cancel, ×, Escape or backdrop. */
  dismiss(id: number) {
    take(id)?.dismiss();
  },
};
