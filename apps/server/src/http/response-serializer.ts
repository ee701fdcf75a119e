import type { FastifyInstance, RouteOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Json = Record<string, unknown>;

/**
 * The zod kinds whose answer a JSON schema describes exactly: what zod's serializer writes for a valid value is what
 * fast-json-stringify writes from the schema. Everything else keeps zod's serializer: defaults, catches, transforms,
 * pipes and codecs (the answer is not the value the handler returned), dates and big integers (not JSON), records,
 * unions, tuples, lazy and loose objects (fast-json-stringify would pick branches or keys by its own rules).
 */
const PLAIN_KINDS: ReadonlySet<string> = new Set([
  'object',
  'array',
  'string',
  'number',
  'boolean',
  'null',
  'enum',
  'literal',
  'nullable',
  'optional',
]);

/** Checks that only accept or refuse a value; `overwrite` (trim, case) changes it, `custom` (refine) is unknown. */
const PLAIN_CHECKS: ReadonlySet<string> = new Set([
  'min_length',
  'max_length',
  'length_equals',
  'string_format',
  'greater_than',
  'less_than',
  'multiple_of',
  'number_format',
]);

function isPlain(schema: z.core.$ZodType, ancestors = new Set<z.core.$ZodType>()): boolean {
  if (ancestors.has(schema)) return false; // recursive (a getter in a shape): left to zod
  const def = schema._zod.def as z.core.$ZodTypeDef & {
    checks?: z.core.$ZodCheck[];
    shape?: Record<string, z.core.$ZodType>;
    catchall?: z.core.$ZodType;
    element?: z.core.$ZodType;
    innerType?: z.core.$ZodType;
  };
  if (!PLAIN_KINDS.has(def.type)) return false;
  if (def.checks?.some((c) => !PLAIN_CHECKS.has(c._zod.def.check))) return false;
  // A strict object's extra keys are refused by zod and left out by fast-json-stringify: both never send them.
  if (def.catchall && def.catchall._zod.def.type !== 'never') return false;
  const inner =
    def.type === 'object'
      ? Object.values(def.shape!)
      : def.type === 'array'
        ? [def.element!]
        : def.innerType
          ? [def.innerType]
          : [];
  ancestors.add(schema);
  const plain = inner.every((s) => isPlain(s, ancestors));
  ancestors.delete(schema);
  return plain;
}

/**
 * The JSON schema fast-json-stringify serializes an answer of `schema` with, or null when zod's serializer must stay.
 * OpenAPI 3.0's `nullable: true` (not draft-7's `anyOf [.., {type: null}]`): fast-json-stringify tests null for it,
 * where an `anyOf` would run a validator over every value. `required` is left out: fast-json-stringify writes the
 * required properties first, zod writes them in the schema's order; without it the answer is the same bytes.
 */
export function plainResponseSchema(schema: z.core.$ZodType): Json | null {
  if (!isPlain(schema)) return null;
  let json: Json;
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'openapi-3.0', unrepresentable: 'throw' }) as Json;
  } catch {
    return null;
  }
  delete json.$schema;
  const text = JSON.stringify(json, (key, value: unknown) => (key === 'required' ? undefined : value));
  // A shared definition ($ref) or a default value would be fast-json-stringify's to resolve or to fill in.
  if (/"(\$ref|default)":/.test(text)) return null;
  return JSON.parse(text) as Json;
}

const READ_ONLY = new Set(['GET', 'HEAD']);

/**
 * How each route's answer becomes JSON, decided once per route when it is registered. A read-only route (GET) whose
 * response schemas are all plain (`plainResponseSchema`) hands Fastify their JSON schemas, and Fastify's own
 * serializer (fast-json-stringify, compiled at start-up) writes its answers: zod's encoded a copy of the whole answer
 * on every request before JSON.stringify wrote it (decision 042). Every other route with a response schema keeps
 * zod's serializer, which refuses an answer its schema does not allow (a 500) instead of coercing it.
 * The routes keep their zod schemas in their declaration, which the OpenAPI document is written from (openapi.ts).
 */
export function registerResponseSerializers(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const response = route.schema?.response as Record<string, z.core.$ZodType> | undefined;
    if (!response || route.serializerCompiler) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const plain = methods.every((m) => READ_ONLY.has(m))
      ? Object.entries(response).map(([status, s]) => [
          status,
          s instanceof z.core.$ZodType ? plainResponseSchema(s) : null,
        ])
      : [];
    if (plain.length > 0 && plain.every(([, json]) => json)) {
      route.schema = { ...route.schema, response: Object.fromEntries(plain) as Json };
    } else {
      route.serializerCompiler = serializerCompiler as RouteOptions['serializerCompiler'];
    }
  });
}
