import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';

/**
 * The API fuzz: every operation of the OpenAPI document gets empty bodies, wrong types, 100k strings, control,
 * bidirectional, zero-width and filler characters, SQL and XSS payloads and odd path values, anonymously and as a
 * member. It counts what must never happen: a 5xx, an answer outside the Korean envelope (or one that shows a stack,
 * SQL or a file path), a refused write that changed a row, and an answer whose status the operation does not document.
 */

export interface FuzzOptions {
  /** Most requests in all. */
  budget: number;
  /** Most requests per operation and caller. */
  perOperation: number;
  /** Where a failure is reported as it happens (the full run prints progress). */
  onFailure?: (f: FuzzFailure) => void;
}

export interface FuzzFailure {
  kind: '5xx' | 'envelope' | 'refused-write-changed-rows' | 'undocumented-status';
  method: string;
  url: string;
  payload: string;
  status: number;
  detail: string;
}

export interface FuzzFigures {
  requests: number;
  operations: number;
  byStatusClass: Record<string, number>;
  serverErrors: number;
  envelopeViolations: number;
  refusedWriteChanges: number;
  /** Answers with a status that the operation's `responses` do not list. */
  undocumentedStatuses: number;
  failures: FuzzFailure[];
}

interface Operation {
  method: string;
  path: string;
  params: string[];
  query: string[];
  body: string[] | null;
  multipart: boolean;
  /** The statuses the document lists for the operation. */
  statuses: Set<number>;
}

const LONG = 'ㄱ'.repeat(50_000) + 'a'.repeat(50_000);
const VALUES: { kind: string; value: unknown }[] = [
  { kind: 'empty', value: '' },
  { kind: '100k', value: LONG },
  { kind: 'nul', value: 'a\u0000b' },
  { kind: 'c0', value: 'a\u0001\u001bb' },
  { kind: 'rtl', value: '\u202Eabc\u202C' },
  { kind: 'zero-width', value: '\u200B\u200D' },
  { kind: 'hangul-filler', value: '\u3164\u3164' },
  { kind: 'sql', value: "' OR 1=1--" },
  { kind: 'sql-drop', value: '1; DROP TABLE app_user' },
  { kind: 'xss', value: '<script>alert(1)</script>' },
  { kind: 'xss-attr', value: '"><img src=x onerror=alert(1)>' },
  { kind: 'zero', value: 0 },
  { kind: 'negative', value: -1 },
  { kind: 'huge', value: 1e308 },
  { kind: 'unsafe-int', value: 2 ** 53 + 2 },
  { kind: 'int32-overflow', value: 2 ** 31 },
  { kind: 'bool', value: true },
  { kind: 'null', value: null },
  { kind: 'array', value: ['x', 1] },
  { kind: 'object', value: { a: { b: 1 } } },
  { kind: 'hangul', value: '한글 입력값' },
];
const PATH_VALUES = [
  '0',
  '-1',
  '1e309',
  '9007199254740993',
  'a'.repeat(190),
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  encodeURIComponent('한글'),
  "1'--",
  '%E2%80%AE1',
  '2147483648',
];

/** Tables whose rows legitimately change on a refused call: sessions, counters, logs, outboxes, jobs. */
const BOOKKEEPING = new Set([
  'user_session',
  'notification_outbox',
  'login_guard',
  'identity_tx',
  'identity_ticket',
  'content_view',
  'content_view_count',
  'click_log',
  'job_lock',
  'upload_quota',
  'kysely_migration',
  'kysely_migration_lock',
]);

/** A refusal's messages speak Korean to a person: no type names, no patterns (zod's own wording). */
const MESSAGE_LEAK = /예상 타입|\b(number|string|NaN|undefined|boolean|bigint|array|object|regex)\b|[\^$]\//i;
function messages(body: { message?: unknown; errors?: unknown }): string[] {
  const list = Array.isArray(body.errors) ? (body.errors as { message?: unknown }[]).map((e) => e.message) : [];
  return [body.message, ...list].filter((m): m is string => typeof m === 'string');
}

const FORBIDDEN_TEXT = [
  /\bat .+:\d+:\d+/,
  /node_modules/,
  /\/work\//,
  /\bselect\b.+\bfrom\b/i,
  /SqliteError/,
  /stack/i,
];

function operations(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = (op.parameters ?? []) as { in: string; name: string }[];
      const content = (op.requestBody as { content?: Record<string, { schema?: { properties?: object } }> })?.content;
      const json = content?.['application/json'];
      out.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: json ? Object.keys(json.schema?.properties ?? {}) : null,
        multipart: Boolean(content?.['multipart/form-data']),
        statuses: new Set(Object.keys((op.responses ?? {}) as object).map(Number)),
      });
    }
  }
  return out;
}

interface Attempt {
  url: string;
  payload: string;
  body?: unknown;
}

function attempts(op: Operation): Attempt[] {
  const base = (values: Record<string, string>) =>
    op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => values[name] ?? '1');
  const url = base({});
  const list: Attempt[] = [];
  const writes = op.method !== 'GET' && op.method !== 'HEAD';
  if (writes) {
    list.push({ url, payload: 'no body' });
    list.push({ url, payload: 'empty object', body: {} });
    list.push({ url, payload: 'array body', body: [1, 2] });
    list.push({ url, payload: 'string body', body: 'x' });
  }
  for (const v of VALUES) {
    for (const field of op.body ?? [])
      list.push({ url, payload: `body.${field}=${v.kind}`, body: { [field]: v.value } });
    if (op.body?.length) {
      list.push({
        url,
        payload: `all body fields=${v.kind}`,
        body: Object.fromEntries(op.body.map((f) => [f, v.value])),
      });
    }
    for (const q of op.query) {
      const text = typeof v.value === 'string' ? v.value.slice(0, 2000) : JSON.stringify(v.value);
      list.push({
        url: `${url}?${encodeURIComponent(q)}=${encodeURIComponent(text)}`,
        payload: `query.${q}=${v.kind}`,
      });
    }
  }
  for (const p of op.params) {
    for (const odd of PATH_VALUES) list.push({ url: base({ [p]: odd }), payload: `path.${p}=${odd.slice(0, 20)}` });
  }
  if (list.length === 0) list.push({ url, payload: 'plain' });
  // Interleave kinds so a small per-operation cap still samples every kind of input.
  const step = 7;
  const spread: Attempt[] = [];
  for (let start = 0; start < step; start++) for (let i = start; i < list.length; i += step) spread.push(list[i]!);
  return spread;
}

async function rowCounts(database: Database): Promise<Map<string, number>> {
  const db = database.db.withoutPlugins();
  const tables =
    database.dialect === 'sqlite'
      ? (
          await sql<{ name: string }>`select name from sqlite_master where type = 'table'
            and name not like 'sqlite_%' and sql not like 'CREATE VIRTUAL%'`.execute(db)
        ).rows.map((r) => r.name)
      : (
          await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
        ).rows.map((r) => r.name);
  const counted = tables.filter((t) => !BOOKKEEPING.has(t) && !/_fts(_|$)/.test(t));
  const union = sql.join(
    counted.map((t) => sql`select ${t} as t, count(*) as c from ${sql.table(t)}`),
    sql` union all `,
  );
  const rows = (await sql<{ t: string; c: number | string }>`${union}`.execute(db)).rows;
  return new Map(rows.map((r) => [r.t, Number(r.c)]));
}

function diff(a: Map<string, number>, b: Map<string, number>): string {
  const changed: string[] = [];
  for (const [t, n] of a) if (b.get(t) !== n) changed.push(`${t} ${n}→${b.get(t)}`);
  return changed.join(', ');
}

export async function fuzz(app: FastifyInstance, database: Database, options: FuzzOptions): Promise<FuzzFigures> {
  const doc = (await app.inject({ method: 'GET', url: '/v1/app/openapi.json' })).json();
  const ops = operations(doc);
  const figures: FuzzFigures = {
    requests: 0,
    operations: ops.length,
    byStatusClass: {},
    serverErrors: 0,
    envelopeViolations: 0,
    refusedWriteChanges: 0,
    undocumentedStatuses: 0,
    failures: [],
  };
  const fail = (f: FuzzFailure) => {
    if (figures.failures.length < 200) figures.failures.push(f);
    options.onFailure?.(f);
  };

  const login = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/app/auth/login',
      payload: { lgnId: 'demo-member', userPasswd: 'Onfan!2026demo' },
    });
    return res.json().token as string;
  };
  let memberToken = await login();
  const stillValid = async () =>
    (await app.inject({ method: 'GET', url: '/v1/app/auth', headers: { 'x-auth-token': memberToken } })).statusCode ===
    200;

  // Calls that end the member's own account or session are sent anonymously only (the member is needed after).
  const selfEnding = /\/(logout|userWhdwl)$/;

  outer: for (const op of ops) {
    for (const actor of ['anonymous', 'member'] as const) {
      if (actor === 'member' && selfEnding.test(op.path)) continue;
      let sent = 0;
      for (const a of attempts(op)) {
        if (sent >= options.perOperation) break;
        if (figures.requests >= options.budget) break outer;
        sent += 1;
        figures.requests += 1;
        const isWrite = op.method !== 'GET';
        const before = isWrite ? await rowCounts(database) : null;
        const request: InjectOptions = {
          method: op.method as InjectOptions['method'],
          url: a.url,
          headers: actor === 'member' ? { 'x-auth-token': memberToken } : {},
          remoteAddress: '10.77.0.1',
        };
        if (a.body !== undefined) request.payload = a.body as InjectOptions['payload'];
        const res = await app.inject(request);
        const cls = `${Math.floor(res.statusCode / 100)}xx`;
        figures.byStatusClass[cls] = (figures.byStatusClass[cls] ?? 0) + 1;
        const where = { method: op.method, url: a.url.slice(0, 200), payload: a.payload, status: res.statusCode };
        if (!op.statuses.has(res.statusCode)) {
          figures.undocumentedStatuses += 1;
          fail({ kind: 'undocumented-status', ...where, detail: res.body.slice(0, 300) });
        }
        if (res.statusCode >= 500) {
          figures.serverErrors += 1;
          fail({ kind: '5xx', ...where, detail: res.body.slice(0, 300) });
        }
        const type = String(res.headers['content-type'] ?? '');
        if (res.statusCode >= 400) {
          let ok = type.startsWith('application/json');
          let body: { number?: unknown; message?: unknown; errors?: unknown } = {};
          try {
            body = res.json();
          } catch {
            ok = false;
          }
          ok =
            ok &&
            Number.isInteger(body.number) &&
            typeof body.message === 'string' &&
            /[가-힣]/.test(body.message) &&
            !messages(body).some((m) => MESSAGE_LEAK.test(m)) &&
            !FORBIDDEN_TEXT.some((re) => re.test(res.body));
          if (!ok) {
            figures.envelopeViolations += 1;
            fail({ kind: 'envelope', ...where, detail: `${type} ${res.body.slice(0, 300)}` });
          }
        } else if (type.startsWith('application/json') && FORBIDDEN_TEXT.slice(0, 5).some((re) => re.test(res.body))) {
          figures.envelopeViolations += 1;
          fail({ kind: 'envelope', ...where, detail: res.body.slice(0, 300) });
        }
        if (before && res.statusCode >= 400 && res.statusCode < 500) {
          const changed = diff(before, await rowCounts(database));
          if (changed) {
            figures.refusedWriteChanges += 1;
            fail({ kind: 'refused-write-changed-rows', ...where, detail: changed });
          }
        }
      }
      if (actor === 'member' && !(await stillValid())) memberToken = await login();
    }
  }
  return figures;
}

export function summary(name: string, f: FuzzFigures): string {
  return `fuzz ${name}: ${f.requests} requests over ${f.operations} operations (${Object.entries(f.byStatusClass)
    .sort()
    .map(([k, v]) => `${k} ${v}`)
    .join(
      ', ',
    )}), 5xx ${f.serverErrors}, envelope violations ${f.envelopeViolations}, refused writes that changed rows ${f.refusedWriteChanges}, undocumented statuses ${f.undocumentedStatuses}`;
}
