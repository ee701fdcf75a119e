import type { OperatorRole } from '@onfan/contracts/operator-roles';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../../db/database.js';
import { DEMO_PASSWORD } from './auth.seed.js';
import { SecondFactorRepository } from './second-factor/second-factor.repository.js';
import { hashToken } from './session.service.js';

/**
 * Helpers for the auth tests (kept beside them; no test runner imports). Every call gets its own client address, so
 * the per-address login limit only bites where a test means it to.
 */
let addressSeq = 0;
export function nextAddress(): string {
  addressSeq += 1;
  return `10.${(addressSeq >> 16) & 255}.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
}

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  query?: Record<string, string>;
  address?: string;
}

export async function call(app: FastifyInstance, method: InjectOptions['method'], url: string, o: CallOptions = {}) {
  const res = await app.inject({
    method,
    url,
    ...(o.query ? { query: o.query } : {}),
    ...(o.body !== undefined ? { payload: o.body as InjectOptions['payload'] } : {}),
    headers: o.token ? { 'x-auth-token': o.token } : {},
    remoteAddress: o.address ?? nextAddress(),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: res.json() as any };
}

const appDatabases = new WeakMap<FastifyInstance, Database>();

/** Test apps (createTestApp) say which database they run on, for set-up no call can do. */
export function registerTestDatabase(app: FastifyInstance, database: Database): void {
  appDatabases.set(app, database);
}

function databaseOf(app: FastifyInstance): Database {
  const database = appDatabases.get(app);
  if (!database) throw new Error('an operator login needs an app made by createTestApp');
  return database;
}

/**
 * Logs in by password. An operator's session is also marked as having passed the second factor (as if the code had
 * been given), unless `secondFactor: false`: the second factor's own tests give real codes (second-factor.test.ts).
 */
export async function login(
  app: FastifyInstance,
  lgnId: string,
  userPasswd: string = DEMO_PASSWORD,
  options: { secondFactor?: boolean } = {},
): Promise<string> {
  const res = await call(app, 'POST', '/v1/app/auth/login', { body: { lgnId, userPasswd } });
  if (res.status !== 200) throw new Error(`login ${lgnId} failed: ${JSON.stringify(res.body)}`);
  const token = res.body.token as string;
  if (res.body.secondFactor && options.secondFactor !== false) {
    await new SecondFactorRepository(databaseOf(app).db).markSession(hashToken(token), new Date().toISOString());
  }
  return token;
}

export interface Person {
  userNm: string;
  mblNo: string;
  birth: string;
}

const operatorTokens = new WeakMap<FastifyInstance, string>();

/**
 * The newest identity code texted to `mblNo`, read where a person without a phone gateway reads it: the operators'
 * outbox (GET opr/outbox as demo-admin). The answer to the send-code call never carries it.
 */
export async function identityCodeFor(app: FastifyInstance, mblNo: string): Promise<string> {
  const read = (token: string) => call(app, 'GET', '/v1/app/auth/opr/outbox', { token, query: { mblNo } });
  const cached = operatorTokens.get(app);
  let res = cached ? await read(cached) : null;
  if (!res || res.status === 401) {
    const token = await login(app, 'demo-admin');
    operatorTokens.set(app, token);
    res = await read(token);
  }
  if (res.status !== 200) throw new Error(`outbox not readable: ${JSON.stringify(res.body)}`);
  const items = res.body.items as { kind: string; body: string }[];
  const code = /\[(\d{6})\]/.exec(items.find((i) => i.kind === 'IDENTITY_CODE')?.body ?? '')?.[1];
  if (!code) throw new Error(`no identity code for ${mblNo} in the outbox`);
  return code;
}

/** Walks the built-in identity provider (start, code by text message, verify) and answers the identity ticket. */
export async function verifyIdentity(app: FastifyInstance, person: Person, start = 'checkmestart'): Promise<string> {
  const started = await call(app, 'GET', `/v1/app/auth/${start}`);
  const txId = started.body.txId as string;
  const sent = await call(app, 'POST', '/v1/app/auth/user/idnty/sms', { body: { txId, ...person } });
  if (sent.status !== 200) throw new Error(`code not sent: ${JSON.stringify(sent.body)}`);
  const code = await identityCodeFor(app, person.mblNo);
  const verified = await call(app, 'POST', '/v1/app/auth/user/idnty', {
    body: { txId, ...person, code },
  });
  if (verified.status !== 200) throw new Error(`identity failed: ${JSON.stringify(verified.body)}`);
  return verified.body.ticket as string;
}

let idSeq = 0;
/** A valid general sign-up body with a fresh login id; override any field. */
export function generalSignup(overrides: Record<string, unknown> = {}) {
  idSeq += 1;
  return {
    joinType: 'general',
    lgnId: `tester${Date.now().toString(36).slice(-5)}${idSeq}`,
    userPasswd: 'Passw0rd!x',
    userNm: '홍길동',
    userEmail: 'hong@example.kr',
    mblNo: `0109${String(1000000 + idSeq).slice(-7)}`,
    termsAgreYn: 'Y',
    prvcAgreYn: 'Y',
    mktAgreYn: 'N',
    ...overrides,
  };
}

/** Signs a general member up and answers their id, login id, password, mobile and a session token. */
export async function newMember(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = generalSignup(overrides);
  const res = await call(app, 'POST', '/v1/app/auth/signup', { body });
  if (res.status !== 200) throw new Error(`signup failed: ${JSON.stringify(res.body)}`);
  const token = await login(app, body.lgnId as string, body.userPasswd as string);
  const session = await call(app, 'GET', '/v1/app/auth', { token });
  return {
    userId: res.body.userId as number,
    lgnId: body.lgnId as string,
    password: body.userPasswd as string,
    userNm: body.userNm as string,
    mblNo: session.body.mblNo as string,
    token,
  };
}

export async function userRow(database: Database, userId: number) {
  return database.db.selectFrom('appUser').selectAll().where('userId', '=', userId).executeTakeFirstOrThrow();
}

export async function userIdOf(database: Database, lgnId: string): Promise<number> {
  const row = await database.db
    .selectFrom('appUser')
    .select('userId')
    .where('lgnId', '=', lgnId)
    .executeTakeFirstOrThrow();
  return row.userId;
}

let operatorSeq = 0;
/**
 * An operator account made for a test (with the demo password) holding `roles`, and a session that passed the second
 * factor unless `secondFactor: false`. The accounts domain has no sign-up for operators: the first is made by a
 * command, the rest get their roles at the console.
 */
export async function newOperator(
  app: FastifyInstance,
  roles: readonly OperatorRole[],
  options: { secondFactor?: boolean; userNm?: string } = {},
) {
  const { db } = databaseOf(app);
  const admin = await db.selectFrom('appUser').selectAll().where('lgnId', '=', 'demo-admin').executeTakeFirstOrThrow();
  operatorSeq += 1;
  const lgnId = `operator-${Date.now().toString(36).slice(-5)}${operatorSeq}`;
  const { userId } = await db
    .insertInto('appUser')
    .values({
      ...admin,
      userId: undefined,
      lgnId,
      userNm: options.userNm ?? `운영자${operatorSeq}`,
      userEmail: null,
      mblNo: null,
      telNo: null,
    })
    .returning('userId')
    .executeTakeFirstOrThrow();
  if (roles.length) {
    await db
      .insertInto('oprRole')
      .values(roles.map((roleCd) => ({ userId, roleCd, grantedBy: null })))
      .execute();
  }
  const token = await login(app, lgnId, DEMO_PASSWORD, { secondFactor: options.secondFactor ?? true });
  return { userId, lgnId, token };
}
