import type { z } from 'zod';
import type { UserPattern } from './envelope.js';
import type { OperatorRole } from './operator-roles.js';

/**
 * Each call of the API declared once: method, path, schemas and who may call it. The server registers its routes
 * from these declarations (apps/server/src/http/endpoint-route.ts) and the browser calls them through one typed
 * client (apps/web/src/lib/api/endpoint-client.ts), so a path, a field or a type cannot drift between the two.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call (api-map.md "Access"): `public`; `member` = any logged-in user (ownership of a row is the domain
 * policy's business, asked by the service); a list of user patterns; or, for the operator console, the operator roles
 * it admits (an operator holding one of them, whose session passed the second factor; decision 034).
 */
export type Access = 'public' | 'member' | { patterns: readonly UserPattern[] } | { roles: readonly OperatorRole[] };

export interface EndpointSpec {
  method: HttpMethod;
  /** Relative to /v1/app (`support/biz/:sprtBizId`), or absolute for another backend (`/v1/api/if/...`). */
  path: string;
  access: Access;
  /** The OpenAPI summary, in Korean. */
  summary: string;
  /**
   * What the call does, in Korean, where the summary does not say enough: the OpenAPI description opens with it (the
   * summary otherwise), followed by what the server states for every call — access, limit and error answers.
   */
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 200 answer. Absent for answers that are not JSON (files, redirects). */
  response?: z.ZodType;
  /** multipart/form-data bodies (uploads): the body is not a JSON schema. */
  multipart?: true;
  /** The call answers 410 for a row that was there and was deleted (the portal keeps its row), 404 for one never there. */
  gone?: true;
  /**
   * The call publishes a member's text (a post, a comment, a reply): a member whose posting is suspended is refused
   * with 403 and the end date (apps/server/src/domains/community/posting-suspension.guard.ts).
   */
  publishes?: true;
}

/** Declares an endpoint; the literal types of the spec are kept, so path, schemas and access stay precise. */
export function endpoint<const S extends EndpointSpec>(spec: S): S {
  return spec;
}

type Field<S, K extends keyof EndpointSpec, Fallback> = S extends { [P in K]: infer T extends z.ZodType }
  ? T
  : Fallback;

/** What a caller sends: path params, query and body, each as the schema accepts it. */
export interface EndpointInput<S extends EndpointSpec> {
  params: z.input<Field<S, 'params', z.ZodNever>>;
  query: z.input<Field<S, 'query', z.ZodNever>>;
  body: z.input<Field<S, 'body', z.ZodNever>>;
}

/** The input object of a call: only the parts the endpoint declares, optional where the schema accepts undefined. */
export type CallInput<S extends EndpointSpec> = {
  [K in keyof EndpointInput<S> as S extends { [P in K]: z.ZodType } ? K : never]: EndpointInput<S>[K];
};

/** What the endpoint answers (after the response schema), as the caller receives it. */
export type EndpointResult<S extends EndpointSpec> = S extends { response: infer R extends z.ZodType }
  ? z.output<R>
  : unknown;

/** What a handler returns: the response schema's input. */
export type EndpointReturn<S extends EndpointSpec> = S extends { response: infer R extends z.ZodType }
  ? z.input<R>
  : unknown;

/** The path with its `:param` segments filled in (values URI-encoded). */
export function endpointPath(spec: Pick<EndpointSpec, 'path'>, params?: Record<string, unknown>): string {
  return spec.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name} for ${spec.path}`);
    return encodeURIComponent(String(value));
  });
}
