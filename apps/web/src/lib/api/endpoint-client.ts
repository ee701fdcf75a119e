import type { CallInput, EndpointResult, EndpointSpec } from '@onfan/contracts/endpoint';
import { endpointPath } from '@onfan/contracts/endpoint';
import { request, type Query, type RequestOptions } from './api-client';

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
