import type { EndpointReturn, EndpointSpec } from '@onfan/contracts/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { LimitKind } from '../config.js';

type Out<S, K extends keyof EndpointSpec> = S extends { [P in K]: infer T extends z.ZodType } ? z.output<T> : unknown;

/** The request a handler of endpoint `S` receives: params, query and body as its schemas parsed them. */
export type EndpointRequest<S extends EndpointSpec> = FastifyRequest<{
  Params: Out<S, 'params'>;
  Querystring: Out<S, 'query'>;
  Body: Out<S, 'body'>;
}>;

export type EndpointHandler<S extends EndpointSpec> = (
  request: EndpointRequest<S>,
  reply: FastifyReply,
) => EndpointReturn<S> | Promise<EndpointReturn<S>> | void | Promise<void>;

export interface EndpointRouteOptions {
  /** The kind of sensitive call: its per-address limit comes from config (decision 010). */
  limit?: LimitKind;
  /** Answered from memory (a JsonCache): outside the per-address limit, which would cost more than the answer. */
  cached?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration the route was registered from: the OpenAPI document names and describes it (http/openapi.ts). */
    endpoint?: EndpointSpec;
  }
}

/** The route URL of an endpoint: /v1/app/<path>, or the path itself when it names another backend. */
export function endpointUrl(spec: Pick<EndpointSpec, 'path'>): string {
  return spec.path.startsWith('/') ? spec.path : `/v1/app/${spec.path}`;
}

/**
 * Registers one endpoint of the contracts as a route: its access, schemas and summary come from the declaration (the
 * OpenAPI document takes its name, tag, description and error answers from it too); the handler parses nothing and
 * calls one service method.
 */
export function route<S extends EndpointSpec>(
  app: FastifyInstance,
  spec: S,
  handler: EndpointHandler<S>,
  options: EndpointRouteOptions = {},
): void {
  const url = endpointUrl(spec);
  const schema: Record<string, unknown> = { summary: spec.summary };
  if (spec.params) schema.params = spec.params;
  if (spec.query) schema.querystring = spec.query;
  if (spec.body && !spec.multipart) schema.body = spec.body;
  if (spec.multipart) schema.consumes = ['multipart/form-data'];
  if (spec.response) schema.response = { 200: spec.response };
  const config: Record<string, unknown> = { access: spec.access, endpoint: spec };
  if (options.limit) config.limit = options.limit;
  if (options.cached) config.rateLimit = false;
  app.route({
    method: spec.method,
    url,
    config,
    schema,
    handler: handler as unknown as RouteOptions['handler'],
  } as RouteOptions);
}
