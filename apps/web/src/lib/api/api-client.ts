import type { ErrorBody } from '@onfan/contracts/envelope';
import { COMMON_MESSAGES } from '@onfan/contracts/common-messages';
import { modal } from '@/lib/modal/modal-service';
import { loginHref } from '@/lib/session/require-login';
import { sessionStore } from '@/lib/session/session-store';
import { readToken } from '@/lib/session/token-storage';
import { API_MESSAGES } from './api-messages';
import { loadDocument, navigateTo } from './navigation';
import { noteServerDate } from './server-clock';

/** The shared client for `/v1/app/...` (spec section 7, api-map.md "Conventions"). */
export const API_BASE = '/v1/app';
export const AUTH_HEADER = 'X-AUTH-TOKEN';
/** The static page every 5xx answer leads to (apps/web/public/error.html). */
export const ERROR_PAGE_URL = '/error.html';
export const LOGIN_PATH = '/login';
/** Uploads may take up to ten minutes (spec section 9). */
export const UPLOAD_TIMEOUT_MS = 600_000;

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  /**
   * When the server answers 401 (not logged in or expired), forget the session and ask
   * '회원가입 및 로그인이 필요합니다.' with OK leading to the login page. On by default; background calls
   * (session checks, message polling) turn it off and handle the refusal themselves.
   */
  authPrompt?: boolean;
  /** A 5xx answer sends the whole page to the static error page. Off for calls that must never leave the page. */
  redirectOnServerError?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

export type ApiErrorKind = 'http' | 'network' | 'timeout';

/** A refused or failed call: the server's envelope `{number, message, errors?, reason?}` plus the HTTP status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  /** The envelope's result number: the HTTP status or a domain code (301, 302, 900, -1). */
  readonly number: number;
  readonly errors?: ErrorBody['errors'];
  readonly reason?: string;
  readonly kind: ApiErrorKind;
  /** The visitor was already asked to log in for this refusal (a 401, or a 403 without a session): say nothing more. */
  loginPrompted = false;

  constructor(init: {
    status: number;
    number: number;
    message: string;
    errors?: ErrorBody['errors'];
    reason?: string;
    kind?: ApiErrorKind;
  }) {
    super(init.message);
    this.status = init.status;
    this.number = init.number;
    if (init.errors) this.errors = init.errors;
    if (init.reason) this.reason = init.reason;
    this.kind = init.kind ?? 'http';
  }

  get isNetworkError(): boolean {
    return this.kind !== 'http';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function buildUrl(path: string, query?: Query): string {
  // Paths are relative to /v1/app unless they name another backend (/v1/api/if/... for the shop-mall).
  const base = path.startsWith('/v1/') ? path : `${API_BASE}/${path.replace(/^\/+/, '')}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly (string | number)[]) params.append(key, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  const qs = params.toString();
  if (!qs) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${qs}`;
}

export function currentToken(): string | null {
  return readToken() ?? sessionStore.getState().token;
}

function networkError(kind: 'network' | 'timeout'): ApiError {
  return new ApiError({ status: 0, number: 500, message: API_MESSAGES.unknownError, kind });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function envelopeError(status: number, body: unknown): ApiError {
  if (isObject(body)) {
    const number = typeof body.number === 'number' ? body.number : status;
    const message = typeof body.message === 'string' && body.message ? body.message : API_MESSAGES.unknownError;
    return new ApiError({
      status,
      number,
      message,
      errors: Array.isArray(body.errors) ? (body.errors as ErrorBody['errors']) : undefined,
      reason: typeof body.reason === 'string' ? body.reason : undefined,
    });
  }
  return new ApiError({ status, number: status, message: API_MESSAGES.unknownError });
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

let loginPromptOpen = false;

/**
 * Forget the session and ask the visitor to log in; OK goes to the login page, which brings the visitor back to this
 * page (`loginHref`). One prompt at a time.
 */
function promptLogin(): void {
  sessionStore.clear();
  if (loginPromptOpen) return;
  loginPromptOpen = true;
  void modal
    .confirm(COMMON_MESSAGES.loginRequired)
    .then((ok) => {
      if (ok) navigateTo(loginHref());
    })
    .finally(() => {
      loginPromptOpen = false;
    });
}

/** Combines the caller's signal with a timeout; tells afterwards which of the two fired. */
function withTimeout(signal: AbortSignal | undefined, timeoutMs: number | undefined) {
  if (!timeoutMs) return { signal, timedOut: () => false, done: () => {} };
  const controller = new AbortController();
  let fired = false;
  const timer = setTimeout(() => {
    fired = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  if (signal) {
    if (signal.aborted) controller.abort();
    else signal.addEventListener('abort', onAbort, { once: true });
  }
  return {
    signal: controller.signal,
    timedOut: () => fired,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

/** How requests leave: the browser's fetch, or the server's own API when it renders a page (entry-server.tsx). */
let transport: typeof fetch = (input, init) => fetch(input, init);
export function setTransport(next: typeof fetch): void {
  transport = next;
}

async function send(method: string, path: string, body: unknown, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = currentToken();
  if (token) headers[AUTH_HEADER] = token;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const timer = withTimeout(options.signal, options.timeoutMs);
  try {
    const response = await transport(buildUrl(path, options.query), {
      method,
      headers,
      body: payload,
      signal: timer.signal,
      credentials: 'same-origin',
    });
    noteServerDate(response.headers.get('Date'));
    return response;
  } catch (error) {
    if (timer.timedOut()) throw networkError('timeout');
    // The caller cancelled (a query was dropped): pass the abort through untouched.
    if (options.signal?.aborted) throw error;
    throw networkError('network');
  } finally {
    timer.done();
  }
}

/** Turns a refusal into an ApiError, with the side effects spec section 8 asks for. */
function refuse(response: Response, body: unknown, options: RequestOptions): ApiError {
  const error = envelopeError(response.status, body);
  if (response.status >= 500 && options.redirectOnServerError !== false) {
    loadDocument(ERROR_PAGE_URL);
    return error;
  }
  const authPrompt = options.authPrompt !== false;
  // 401: no session or an expired one. 403 means "logged in but not allowed" (api-map.md), so it only leads to
  // the login prompt when the call went out without a token; a member keeps the session and gets the message.
  const needsLogin = response.status === 401 || (response.status === 403 && !currentToken());
  if (authPrompt && needsLogin) {
    promptLogin();
    error.loginPrompted = true;
  }
  return error;
}

export async function request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}) {
  const response = await send(method, path, body, options);
  const data = await readBody(response).catch(() => undefined);
  if (!response.ok) throw refuse(response, data, options);
  // Result number 200 is success, any other number a failure, even on an HTTP 2xx answer (spec section 8).
  if (isObject(data) && typeof data.number === 'number' && data.number !== 200 && 'message' in data) {
    throw envelopeError(response.status, data);
  }
  return data as T;
}

export function get<T>(path: string, query?: Query, options: RequestOptions = {}): Promise<T> {
  return request<T>('GET', path, undefined, { ...options, query: query ?? options.query });
}

export function post<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return request<T>('POST', path, body, options);
}

export function put<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return request<T>('PUT', path, body, options);
}

export function del<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return request<T>('DELETE', path, body, options);
}

export interface UploadOptions extends RequestOptions {
  /** Extra text fields sent beside the file(s). */
  fields?: Record<string, string | number>;
  /** Defaults: `uploadFile` for one file, `uploadFiles` for a list. */
  fieldName?: string;
}

/** Multipart POST (`uploadFile` / `uploadFiles`), given ten minutes. An `error` text in the answer is a failure. */
export async function upload<T>(path: string, files: File | readonly File[], options: UploadOptions = {}) {
  const form = new FormData();
  const many = Array.isArray(files);
  const fieldName = options.fieldName ?? (many ? 'uploadFiles' : 'uploadFile');
  for (const file of many ? (files as readonly File[]) : [files as File]) form.append(fieldName, file, file.name);
  for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, String(value));
  const data = await request<T>('POST', path, form, { timeoutMs: UPLOAD_TIMEOUT_MS, ...options });
  if (isObject(data) && typeof data.error === 'string' && data.error) {
    throw new ApiError({ status: 200, number: 500, message: data.error });
  }
  return data;
}

function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() ?? null;
}

/** GET a file: the blob and the name the server gave it. */
export async function fetchFile(
  path: string,
  options: RequestOptions & { fileName?: string } = {},
): Promise<{ blob: Blob; fileName: string }> {
  const response = await send('GET', path, undefined, options);
  if (!response.ok) throw refuse(response, await readBody(response).catch(() => undefined), options);
  const blob = await response.blob();
  const fileName = fileNameFrom(response.headers.get('Content-Disposition')) ?? options.fileName ?? 'download';
  return { blob, fileName };
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** GET path/{id} (with an optional query) and save the answer as a file. Resolves to the saved name. */
export async function download(path: string, options: RequestOptions & { fileName?: string } = {}) {
  const { blob, fileName } = await fetchFile(path, options);
  saveBlob(blob, fileName);
  return fileName;
}

export const api = { get, post, put, del, upload, download, fetchFile, request };
