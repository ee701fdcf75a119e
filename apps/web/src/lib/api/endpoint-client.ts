import type { CallInput, EndpointResult, EndpointSpec } from '@onfan/contracts/endpoint';
import { endpointPath } from '@onfan/contracts/endpoint';
import { download, request, type Query, type RequestOptions, upload, type UploadOptions } from './api-client';

/**
 * Calls an endpoint declared in `packages/contracts` — the same declaration the server registers its route from —
 * so the path, the parameters and the answer's type come from one place. Features call this through their api
 * module; `api.get<T>('some/string')` is not used in features.
 */
export function call<S extends EndpointSpec>(
  spec: S,
  ...[input, options]: keyof CallInput<S> extends never
    ? [input?: Record<string, never>, options?: RequestOptions]
    : [input: CallInput<S>, options?: RequestOptions]
): Promise<EndpointResult<S>> {
  const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: Query; body?: unknown };
  const path = endpointPath(spec, parts.params);
  const query = parts.query ? { ...options?.query, ...parts.query } : options?.query;
  return request<EndpointResult<S>>(spec.method, path, parts.body, { ...options, ...(query ? { query } : {}) });
}

type ParamsOf<S extends EndpointSpec> = CallInput<S> extends { params: infer P } ? P : undefined;

/**
 * The multipart form of `call`: files (and text fields) to an endpoint declared `multipart: true`, given ten minutes;
 * an `error` text in the answer is a failure (api-client `upload`).
 */
export function callUpload<S extends EndpointSpec & { method: 'POST'; multipart: true }>(
  spec: S,
  params: ParamsOf<S>,
  files: File | readonly File[],
  options?: UploadOptions,
): Promise<EndpointResult<S>> {
  return upload<EndpointResult<S>>(endpointPath(spec, params as Record<string, unknown> | undefined), files, options);
}

/** The download form of `call`: the file a GET endpoint answers, saved by the browser; resolves to the saved name. */
export function callDownload<S extends EndpointSpec & { method: 'GET' }>(
  spec: S,
  params: ParamsOf<S>,
  options?: RequestOptions & { fileName?: string },
): Promise<string> {
  return download(endpointPath(spec, params as Record<string, unknown> | undefined), options);
}
