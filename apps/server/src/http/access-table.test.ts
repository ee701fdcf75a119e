import type net from 'node:net';
import { AUTH_MESSAGES } from '@onfan/contracts/auth';
import { COMMON_MESSAGES, USER_PATTERN, type UserPattern } from '@onfan/contracts/envelope';
import { COMMUNITY_MESSAGES } from '@onfan/contracts/community';
import { SUPPORT_MESSAGES } from '@onfan/contracts/support';
import { ADMIN_MESSAGES } from '@onfan/contracts/admin';
import { OPERATOR_ROLES, type OperatorRole } from '@onfan/contracts/operator-roles';
import { EDU_MESSAGES } from '@onfan/contracts/education';
import { SURVEY_MESSAGES } from '@onfan/contracts/survey';
import { BUSINESS_COMMUNITY_MESSAGES } from '@onfan/contracts/business-community';
import { FESTIVAL_MESSAGES } from '@onfan/contracts/festival';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawJson } from '../test/raw-http.js';
import type { Database } from '../db/database.js';
import { DEMO_USERS } from '../domains/auth/auth.seed.js';
import { call, login, newMember } from '../domains/auth/auth.testkit.js';
import { roomIdOf, rsvtBody } from '../domains/studio/studio.testkit.js';
import { fixedClock } from '../lib/clock.js';
import { createTestApp } from '../test/test-db.js';
import type { Access } from './access.js';

/**
 * The access-control table (decision 010): every operation the OpenAPI document lists × five callers, checked against
 * the operation's own `x-access` declaration, in the origin form (`/v1/app/...`, through inject) and the absolute form
 * (`http://any-host/v1/app/...`, raw HTTP/1.1 over a socket). Hidden routes (documents, short links, the OpenAPI
 * document itself) are not in the document and not in the table.
 *
 * From the declaration alone:
 * - anonymous on a non-public operation: 401 `{number, message}` without `errors`, even with a garbage body (access
 *   runs in onRequest, before the body is parsed or validated);
 * - a logged-in caller whose role the declaration does not admit: 403 `{number, message}`, again before validation;
 * - an admitted caller: never 401/403 (except the business refusals listed in BUSINESS_REFUSALS), never 5xx.
 * Answers never carry another account's personal data unless the caller is the operator.
 */

const ROLES = ['anonymous', 'member', 'other member', 'creator', 'operator'] as const;
/**
 * A console call (`roles` access) is also asked by an operator whose session has not passed the second factor and by
 * an operator holding each single role (decision 034); `operator` holds every role.
 */
const CONSOLE_CALLERS = [
  'operator without second factor',
  ...OPERATOR_ROLES.map((r) => `operator: ${r}` as const),
] as const;
type Role = (typeof ROLES)[number] | (typeof CONSOLE_CALLERS)[number];
const callersOf = (access: Access): readonly Role[] =>
  typeof access === 'object' && 'roles' in access ? [...ROLES, ...CONSOLE_CALLERS] : ROLES;
const PATTERN = (role: Role): UserPattern | null =>
  role === 'anonymous'
    ? null
    : role === 'member' || role === 'other member'
      ? USER_PATTERN.member
      : role === 'creator'
        ? USER_PATTERN.creator
        : USER_PATTERN.operator;
const rolesOf = (role: Role): readonly OperatorRole[] =>
  role === 'operator' ? OPERATOR_ROLES : role.startsWith('operator: ') ? [role.slice(10) as OperatorRole] : [];

const LOGIN_REQUIRED = { number: 401, message: COMMON_MESSAGES.loginRequired };
const FORBIDDEN = { number: 403, message: COMMON_MESSAGES.forbidden };
const NO_SECOND_FACTOR = { number: 403, message: ADMIN_MESSAGES.secondFactorRequired, reason: 'SECOND_FACTOR' };
const NO_ROLE = { number: 403, message: ADMIN_MESSAGES.roleRequired };

/** What the declaration says for a caller: admitted, or the refusal access must answer with. */
function verdict(access: Access, role: Role): 'admitted' | { status: 401 | 403; body: object } {
  if (access === 'public') return 'admitted';
  const pattern = PATTERN(role);
  if (pattern === null) return { status: 401, body: LOGIN_REQUIRED };
  if (access === 'member') return 'admitted';
  if ('patterns' in access) return access.patterns.includes(pattern) ? 'admitted' : { status: 403, body: FORBIDDEN };
  if (pattern !== USER_PATTERN.operator) return { status: 403, body: FORBIDDEN };
  if (role === 'operator without second factor') return { status: 403, body: NO_SECOND_FACTOR };
  return access.roles.some((r) => rolesOf(role).includes(r)) ? 'admitted' : { status: 403, body: NO_ROLE };
}

/** Sent to callers that access must refuse: unparsable as the route's body, with a control character for good measure. */
const GARBAGE = { '': [1, { nested: 'x\u0000y' }], lgnId: 42 };

/**
 * Bodies that make an admitted call reach the service (the rest get `{}`, which reaches validation). The login and the
 * SSO password check get credentials that match no account (a new id each time, so no lockout counter builds up), and
 * show their business refusal (below).
 */
let probeSeq = 0;
const PROBE_BODIES: Record<string, () => unknown> = {
  'POST /v1/app/auth/login': () => ({ lgnId: `nobody-${++probeSeq}`, userPasswd: 'Wrong!pass1' }),
  'POST /v1/app/auth/sso/verifyPw': () => ({ ssoId: `nobody-${++probeSeq}`, ssoPw: 'Wrong!pass1' }),
  'PUT /v1/app/studio/opr/rsvt/{rsvtId}/confirm': () => ({ sttsRsn: '확인' }),
  'PUT /v1/app/scommunity/{cmntId}/user/{userId}/rfsl': () => ({ reason: '확인' }),
  'PUT /v1/app/scommunity/post/{cmntPostId}/rfsl': () => ({ reason: '확인' }),
};

/** The start of a message (a refusal may append a count of tries left). */
const startsWith = (message: string) =>
  new RegExp(`^${message.replace(/\.$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/**
 * Admitted callers that the service legitimately refuses with 401/403 for business reasons (not access). Each entry is
 * exact — the route, the callers, the status and the message (or its start) — so a refusal that changes or
 * disappears is noticed.
 */
const BUSINESS_REFUSALS: {
  route: string;
  roles: readonly Role[];
  status: 401 | 403;
  message: string | RegExp;
  why: string;
}[] = [
  {
    // A public login with credentials that match no account: the refusal *is* the login's answer, for anybody.
    route: 'POST /v1/app/auth/login',
    roles: ROLES,
    status: 401,
    message: startsWith(AUTH_MESSAGES.wrongPassword),
    why: 'wrong credentials',
  },
  {
    // The SSO password check against the SSO provider: an unknown SSO id is the check's own negative answer.
    route: 'POST /v1/app/auth/sso/verifyPw',
    roles: ROLES,
    status: 401,
    message: startsWith(AUTH_MESSAGES.ssoWrongPassword),
    why: 'wrong SSO credentials',
  },
  {
    // "Our company's support history" needs a business number on the caller's profile; the other member and the
    // creator have none (the operator gets a 400 asking for one to be named).
    route: 'GET /v1/app/support/mss/sprt/biz/hist/info/list',
    roles: ['other member', 'creator'],
    status: 403,
    message: SUPPORT_MESSAGES.noBrno,
    why: 'no business number on the profile',
  },
  {
    // A company's support status: a member may name only their own verified company (A's business number is
    // asked for here); the other member and the creator have no business number at all.
    route: 'GET /v1/app/mss/sprt/biz/cmpny/statusList',
    roles: ['other member', 'creator'],
    status: 403,
    message: SUPPORT_MESSAGES.noBrno,
    why: 'no business number on the profile',
  },
  {
    // Member A's post: only its writer or an operator deletes it. Ownership is asked before whether the post is still
    // there, so the answer is the same after A or the operator deleted it.
    route: 'DELETE /v1/app/community/sb/{comunBltartclId}',
    roles: ['other member', 'creator'],
    status: 403,
    message: COMMUNITY_MESSAGES.notYourPost,
    why: "another member's post",
  },
  {
    // A survey's results are for the members who answered it (survey 1 is the demo survey demo-member and
    // demo-creator answered; the other member has not).
    route: 'GET /v1/app/survey/{surveyId}/result',
    roles: ['other member'],
    status: 403,
    message: SURVEY_MESSAGES.resultAfterAnswer,
    why: 'results before answering',
  },
  {
    // Free course 1: demo-member is enrolled; the others have not consented to e-learning information, or consented
    // during this run and wait the 5 days before free courses open.
    route: 'POST /v1/app/edu/course/{eduCrsId}/enrol',
    roles: ['other member', 'creator', 'operator'],
    status: 403,
    message: new RegExp(
      `^(${EDU_MESSAGES.consentRequired}|무료 과정은 \\d{4}\\.\\d{2}\\.\\d{2}부터 수강할 수 있습니다\\.)$`,
    ),
    why: 'no e-learning consent yet, or its 5 days not passed',
  },
  {
    // Lessons are for the members enrolled in the course (demo-member is enrolled in course 1).
    route: 'GET /v1/app/edu/course/{eduCrsId}/lesson/{eduLsnId}',
    roles: ['other member', 'creator', 'operator'],
    status: 403,
    message: EDU_MESSAGES.notEnrolled,
    why: 'not enrolled in the course',
  },
  {
    route: 'GET /v1/app/edu/course/{eduCrsId}/lesson/{eduLsnId}/atch/{fileId}',
    roles: ['other member', 'creator', 'operator'],
    status: 403,
    message: EDU_MESSAGES.notEnrolled,
    why: 'study materials are for the members enrolled in the course',
  },
  {
    route: 'PUT /v1/app/edu/course/{eduCrsId}/lesson/{eduLsnId}/done',
    roles: ['other member', 'creator', 'operator'],
    status: 403,
    message: EDU_MESSAGES.notEnrolled,
    why: 'not enrolled in the course',
  },
  {
    // A certificate's file is its member's (the other member here) and the operators' to read.
    route: 'GET /v1/app/auth/certificate/{userId}/file',
    roles: ['member', 'creator'],
    status: 403,
    message: AUTH_MESSAGES.certificateFileNotYours,
    why: "another member's certificate",
  },
  {
    // A like names its member in the path (the other member here): only that member may press it.
    route: 'POST /v1/app/scommunity/post/{cmntPostId}/lik/{userId}',
    roles: ['member', 'creator', 'operator'],
    status: 403,
    message: BUSINESS_COMMUNITY_MESSAGES.likeSelfOnly,
    why: "another member's like",
  },
  {
    // Community 1 (the bakery owners) was opened by demo-member, who cannot leave it; the others are not members (404).
    route: 'DELETE /v1/app/scommunity/{cmntId}/user',
    roles: ['member'],
    status: 403,
    message: BUSINESS_COMMUNITY_MESSAGES.ownerCannotLeave,
    why: 'the owner leaving their community',
  },
  {
    // Approving members and reading the waiting list are the community's managers' (demo-member owns community 1)
    // and the operators'.
    route: 'PUT /v1/app/scommunity/{cmntId}/user/{userId}',
    roles: ['other member', 'creator'],
    status: 403,
    message: BUSINESS_COMMUNITY_MESSAGES.managersOnly,
    why: 'not a manager of the community',
  },
  {
    // Post 1 is demo-member's in community 1: the others are neither its writer nor the community's managers.
    // Who may is asked before whether the post is still there, so the answer is the same after it was deleted.
    route: 'DELETE /v1/app/scommunity/post/{cmntPostId}',
    roles: ['other member', 'creator'],
    status: 403,
    message: BUSINESS_COMMUNITY_MESSAGES.cannotDeletePost,
    why: "another member's post",
  },
  {
    route: 'PUT /v1/app/scommunity/post/{cmntPostId}/aprv',
    roles: ['other member', 'creator'],
    status: 403,
    message: BUSINESS_COMMUNITY_MESSAGES.managersOnly,
    why: 'not a manager of the community',
  },
  {
    // Refusing a join request or a first post is the same rule as approving one: the community's managers' and the
    // operators'.
    route: 'PUT /v1/app/scommunity/{cmntId}/user/{userId}/rfsl',
    roles: ['other member', 'creator'],
    status: 403,
    message: BUSINESS_COMMUNITY_MESSAGES.managersOnly,
    why: 'not a manager of the community',
  },
  {
    route: 'PUT /v1/app/scommunity/post/{cmntPostId}/rfsl',
    roles: ['other member', 'creator'],
    status: 403,
    message: BUSINESS_COMMUNITY_MESSAGES.managersOnly,
    why: 'not a manager of the community',
  },
  {
    route: 'GET /v1/app/scommunity/{cmntId}/wait',
    roles: ['other member', 'creator'],
    status: 403,
    message: BUSINESS_COMMUNITY_MESSAGES.managersOnly,
    why: 'not a manager of the community',
  },
  {
    // A festival product (row 1 is demo-member's) and its approval history: its participant and operators only.
    route: 'GET /v1/app/dhfesta/manprd/{manprdId}',
    roles: ['other member', 'creator'],
    status: 403,
    message: FESTIVAL_MESSAGES.notOwner,
    why: "another participant's festival product",
  },
  {
    route: 'GET /v1/app/dhfesta/manprd/{manprdId}/aprvHsrList',
    roles: ['other member', 'creator'],
    status: 403,
    message: FESTIVAL_MESSAGES.notOwner,
    why: "another participant's festival product",
  },
];

/** Operations that end the caller's session are called with a session of their own. */
const ENDS_SESSION = new Set(['POST /v1/app/auth/logout']);

interface Operation {
  key: string;
  method: string;
  path: string;
  access: Access;
  requiredQuery: string[];
  /** The statuses the document lists for the operation. */
  statuses: number[];
}

const rawRequest = (port: number, method: string, target: string, token: string | undefined, body: unknown) =>
  rawJson(port, method, target, { token, body });

async function injectRequest(
  app: FastifyInstance,
  method: string,
  url: string,
  token: string | undefined,
  body: unknown,
): Promise<Answer> {
  const res = await app.inject({
    method: method as InjectOptions['method'],
    url,
    headers: token ? { 'x-auth-token': token } : {},
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  });
  return { status: res.statusCode, body: res.body };
}

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * The personal data of an account — login id, name, e-mail, mobile (as typed and as stored), and any extra contact —
 * what must never reach another non-operator caller.
 */
function personal(
  u: { lgnId: string; userNm?: string | null; userEmail?: string | null; mblNo?: string | null },
  extra: string[] = [],
) {
  const values = [u.lgnId, ...extra];
  if (u.userNm) values.push(u.userNm);
  if (u.userEmail) values.push(u.userEmail);
  if (u.mblNo) values.push(u.mblNo);
  return [...new Set(values.flatMap((v) => (/^[\d-]+$/.test(v) ? [v, v.replaceAll('-', '')] : [v])))];
}

async function seededIds(database: Database) {
  const { db } = database;
  const contents = await db
    .selectFrom('contentItem')
    .select(['contentsId', 'contentsType', 'ctgrCode'])
    .orderBy('contentsId')
    .execute();
  const attachments = await db
    .selectFrom('contentAtch')
    .innerJoin('contentItem', 'contentItem.contentsId', 'contentAtch.contentsId')
    .select(['contentAtch.contentsId', 'contentAtch.fileId', 'contentItem.contentsType'])
    .orderBy('contentAtch.atchId')
    .execute();
  const firstOf = (type: string, ctgrCode?: string) =>
    contents.find((c) => c.contentsType === type && (ctgrCode === undefined || c.ctgrCode === ctgrCode))?.contentsId;
  const space = await db.selectFrom('space').select('spaceId').orderBy('spaceId').executeTakeFirstOrThrow();
  const glry = await db
    .selectFrom('spaceGlry')
    .select('glryId')
    .where('spaceId', '=', space.spaceId)
    .orderBy('glryId')
    .executeTakeFirst();
  return { contents, attachments, firstOf, spaceId: space.spaceId, glryId: glry?.glryId ?? 1 };
}

describe('the access-control table', async () => {
  // Today, held still for the run (the demo support programmes are seeded around the real date).
  const clock = fixedClock(new Date().toISOString());
  const { app, database } = await createTestApp({
    clock,
    config: {
      routeLimits: {
        login: 100000,
        signup: 100000,
        password: 100000,
        identity: 100000,
        identityCode: 100000,
        lookup: 100000,
        search: 100000,
        upload: 100000,
        message: 100000,
        chatbot: 100000,
      },
    },
  });

  const doc = (await app.inject({ method: 'GET', url: '/v1/app/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          'x-access'?: Access;
          parameters?: { in: string; name: string; required?: boolean }[];
          responses?: Record<string, unknown>;
        }
      >
    >;
  };
  const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([m, op]) => ({
      key: `${m.toUpperCase()} ${path}`,
      method: m.toUpperCase(),
      path,
      access: op['x-access'] as Access,
      requiredQuery: (op.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => p.name),
      statuses: Object.keys(op.responses ?? {}).map(Number),
    })),
  );

  // The callers. Member A is demo-member (company verified, certificate accepted); "other member" is a second
  // pattern-200 member signed up here.
  const other = await newMember(app, { userNm: '오다른', userEmail: 'other-member@example.kr' });
  const passwords: Record<Exclude<Role, 'anonymous'>, [string, string]> = {
    member: ['demo-member', 'Onfan!2026demo'],
    'other member': [other.lgnId, other.password],
    creator: ['demo-creator', 'Onfan!2026demo'],
    operator: ['demo-admin', 'Onfan!2026demo'],
  };
  // Operators with one role each, and one whose session has not passed the second factor: accounts made here with
  // demo-admin's password.
  const admin = await database.db
    .selectFrom('appUser')
    .selectAll()
    .where('lgnId', '=', 'demo-admin')
    .executeTakeFirstOrThrow();
  const consoleTokens = {} as Record<(typeof CONSOLE_CALLERS)[number], string>;
  for (const [i, caller] of CONSOLE_CALLERS.entries()) {
    const lgnId = `opr-table-${i}`;
    const { userId } = await database.db
      .insertInto('appUser')
      .values({ ...admin, userId: undefined, lgnId, userNm: `운영자${i}`, userEmail: null, mblNo: null, telNo: null })
      .returning('userId')
      .executeTakeFirstOrThrow();
    const roles = caller === 'operator without second factor' ? OPERATOR_ROLES : rolesOf(caller);
    await database.db
      .insertInto('oprRole')
      .values(roles.map((roleCd) => ({ userId, roleCd, grantedBy: null })))
      .execute();
    consoleTokens[caller] = await login(app, lgnId, passwords.operator[1], {
      secondFactor: caller !== 'operator without second factor',
    });
  }
  const tokens: Record<Role, string | undefined> = {
    anonymous: undefined,
    member: await login(app, ...passwords.member),
    'other member': other.token,
    creator: await login(app, ...passwords.creator),
    operator: await login(app, ...passwords.operator),
    ...consoleTokens,
  };
  const tokenFor = async (role: Role, op: Operation) =>
    role !== 'anonymous' && role in passwords && ENDS_SESSION.has(op.key)
      ? login(app, ...passwords[role as keyof typeof passwords])
      : tokens[role];

  // Member A's own rows, so the owner routes in the table are asked about a real row of A's.
  const studioRoom = await roomIdOf(database, '라이브룸 B'); // weekdays 10-18, 12-13 closed
  const spaceRoom = await roomIdOf(database, '회의실 2'); // every day 9-21, 12-13 closed
  const next = new Date(clock.now());
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const nextMonth = `${next.getUTCFullYear()}${String(next.getUTCMonth() + 1).padStart(2, '0')}`;
  const firstBookable = async (path: string): Promise<string> => {
    const res = await call(app, 'GET', path, { query: { rsvtYm: nextMonth } });
    return (res.body.days as { ymd: string; bookableYn: string }[]).find((d) => d.bookableYn === 'Y')!.ymd;
  };
  const studioDay = await firstBookable(`/v1/app/studio/room/${studioRoom}/rsvt/days`);
  const spaceDay = await firstBookable(`/v1/app/reservation/room/${spaceRoom}/days`);
  const memberContact = '010-7777-2468';
  const memberStudioRsvt = await call(app, 'POST', `/v1/app/studio/room/${studioRoom}/rsvt`, {
    token: tokens.member,
    body: rsvtBody({ rsvtYmd: studioDay, rsvtBgngHhmm: '1300', rsvtEndHhmm: '1500', rsvtUserCnctel: memberContact }),
  });
  const company = { brno: '1208147521', openDay: '20190315', ceoNm: '김소상', compNm: '골목빵집' };
  const memberSpaceRsvt = await call(app, 'POST', '/v1/app/reservation/create', {
    token: tokens.member,
    body: rsvtBody({
      ...company,
      roomId: spaceRoom,
      rsvtYmd: spaceDay,
      rsvtBgngHhmm: '1300',
      rsvtEndHhmm: '1500',
      rsvtUserCnctel: memberContact,
    }),
  });
  const memberPost = await call(app, 'POST', '/v1/app/community/sb', {
    token: tokens.member,
    body: { comunCtgrDcd: '1007001', comunBltartclTit: '회원 A의 게시글', comunBltartclCn: '<p>본문</p>' },
  });
  const seeded = await seededIds(database);

  /** Path parameters: seeded rows (member A's reservations for the owner routes), `1` where nothing better exists. */
  function pathValue(path: string, name: string): string {
    const inSpace = path.startsWith('/v1/app/reservation') || path.startsWith('/v1/app/space');
    switch (name) {
      case 'roomId':
        return String(inSpace ? spaceRoom : studioRoom);
      case 'rsvtId':
        return String((inSpace ? memberSpaceRsvt : memberStudioRsvt).body.rsvtId);
      case 'spaceId':
        return String(seeded.spaceId);
      case 'glryId':
        return String(seeded.glryId);
      case 'userId':
        return String(other.userId);
      case 'comunBltartclId':
        return String(memberPost.body.comunBltartclId);
      case 'ymd':
        return `${nextMonth}28`;
      case 'menuType':
        return 'mypage';
      case 'contentsType':
        return path.includes('/upload/') ? 'img' : 'plygrnd';
      case 'contentsId':
        return String(seeded.firstOf('plygrnd') ?? 1);
      case 'fileId': {
        return seeded.attachments[0]?.fileId ?? '1';
      }
      case 'id': {
        const segment = /\/([\w-]+)\/\{id\}/.exec(path)?.[1] ?? '';
        if (segment === 'prvcPrcsPolic') return '1';
        const type =
          { exm: 'intrdexm', 'smb-sales': 'smbsales', sentcont: 'sentcont' }[segment] ?? segment.replace(/s$/, '');
        if (path.endsWith('/download')) {
          return String(
            seeded.attachments.find((a) => a.contentsType === type)?.contentsId ?? seeded.firstOf(type) ?? 1,
          );
        }
        const ctgr = path.startsWith('/v1/app/studio/') ? '1012002' : undefined;
        return String(seeded.firstOf(type, ctgr) ?? 1);
      }
      default:
        return '1';
    }
  }
  const QUERY_VALUES: Record<string, string> = {
    searchTerm: '온판',
    lgnId: 'demo-member',
    mktAgreYn: 'Y',
    userData: 'x',
    ticket: 'x',
    brNo: '1208147521',
    brno: '1208147521',
    ssoId: 'demo-sso',
    cmmnCd: '1003',
    spaceId: String(seeded.spaceId),
    roomId: String(spaceRoom),
    rsvtYm: nextMonth,
    rsvtYmd: spaceDay,
    url: '/notice',
  };
  const target = (op: Operation) => {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValue(op.path, name)));
    const query = new URLSearchParams(
      op.requiredQuery.map((n): [string, string] => [n, QUERY_VALUES[n] ?? '1']),
    ).toString();
    return query ? `${path}?${query}` : path;
  };
  const bodyFor = (op: Operation, refused: boolean) =>
    op.method === 'GET' || op.method === 'HEAD' ? undefined : refused ? GARBAGE : (PROBE_BODIES[op.key]?.() ?? {});

  // Personal data by caller: an answer to a non-operator must not carry anybody else's.
  const demo = (lgnId: string) => DEMO_USERS.find((u) => u.lgnId === lgnId)!;
  const ownData: Record<Exclude<Role, 'anonymous'>, string[]> = {
    member: personal(demo('demo-member'), [memberContact]),
    'other member': personal({
      lgnId: other.lgnId,
      userNm: other.userNm,
      userEmail: 'other-member@example.kr',
      mblNo: other.mblNo,
    }),
    creator: personal(demo('demo-creator')),
    operator: personal(demo('demo-admin')),
  };
  const sso = personal(demo('demo-sso'));
  const othersData = (role: Role) =>
    [
      ...sso,
      ...Object.entries(ownData)
        .filter(([r]) => r !== role)
        .flatMap(([, v]) => v),
    ].filter((v) => !(role in ownData && ownData[role as keyof typeof ownData].includes(v)));

  /** Checks one answer against the declaration; `form` names the request-target form in the failure message. */
  function check(op: Operation, role: Role, form: string, answer: Answer) {
    const label = `${role} ${op.key} (${form})`;
    const expected = verdict(op.access, role);
    const body = parse(answer.body);
    // Whatever the answer, the document told a client it could come (decision 031).
    expect(op.statuses, `${label}: answered ${answer.status}, not in the document's responses`).toContain(
      answer.status,
    );
    // The target matched the operation (the router's own not-found answer would make every check below vacuous).
    expect(body, `${label}: not matched`).not.toEqual({ number: 404, message: COMMON_MESSAGES.unknownCall });
    if (expected !== 'admitted') {
      expect(answer.status, label).toBe(expected.status);
      expect(body, label).toEqual(expected.body);
      return;
    }
    expect(answer.status, `${label}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
    const business = BUSINESS_REFUSALS.find((b) => b.route === op.key && b.roles.includes(role));
    if (business) {
      expect(answer.status, `${label}: ${business.why}`).toBe(business.status);
      const message = (body as { message?: string }).message;
      if (typeof business.message === 'string') expect(message, label).toBe(business.message);
      else expect(message, label).toMatch(business.message);
    } else {
      expect([401, 403], `${label}: ${answer.body.slice(0, 200)}`).not.toContain(answer.status);
    }
    if (PATTERN(role) !== USER_PATTERN.operator) {
      for (const value of othersData(role)) expect(answer.body, `${label} carries ${value}`).not.toContain(value);
    }
  }

  let port = 0;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });

  it('reads a declaration for every operation in the document', () => {
    expect(memberStudioRsvt.status, JSON.stringify(memberStudioRsvt.body)).toBe(200);
    expect(memberSpaceRsvt.status, JSON.stringify(memberSpaceRsvt.body)).toBe(200);
    expect(memberPost.status, JSON.stringify(memberPost.body)).toBe(200);
    expect(operations.length).toBeGreaterThan(100);
    for (const op of operations) {
      const a = op.access;
      const valid =
        a === 'public' ||
        a === 'member' ||
        (typeof a === 'object' && 'patterns' in a && Array.isArray(a.patterns) && a.patterns.length > 0) ||
        (typeof a === 'object' &&
          'roles' in a &&
          a.roles.length > 0 &&
          a.roles.every((r) => (OPERATOR_ROLES as readonly string[]).includes(r)));
      expect(valid, `${op.key} declares ${JSON.stringify(a)}`).toBe(true);
    }
    // The listed exceptions name operations that exist.
    const keys = new Set(operations.map((o) => o.key));
    for (const key of [...Object.keys(PROBE_BODIES), ...BUSINESS_REFUSALS.map((b) => b.route), ...ENDS_SESSION]) {
      expect(keys.has(key), key).toBe(true);
    }
  });

  for (const op of operations) {
    it(`${op.key} — ${JSON.stringify(op.access)}`, async () => {
      const url = target(op);
      // The five callers at once (their calls touch only their own rows), first in one form, then in the other.
      const send = (form: 'origin form' | 'absolute form') =>
        Promise.all(
          callersOf(op.access).map(async (role) => {
            const token = await tokenFor(role, op);
            const body = bodyFor(op, verdict(op.access, role) !== 'admitted');
            const answer =
              form === 'origin form'
                ? await injectRequest(app, op.method, url, token, body)
                : await rawRequest(port, op.method, `http://any-host${url}`, token, body);
            return { role, answer };
          }),
        );
      const origin = await send('origin form');
      for (const { role, answer } of origin) check(op, role, 'origin form', answer);
      const absolute = await send('absolute form');
      for (const [i, { role, answer }] of absolute.entries()) {
        check(op, role, 'absolute form', answer);
        // A read answers the same in both forms (commands may differ: the first call changed something).
        if (op.method === 'GET') {
          expect(answer.status, `${role} ${op.key}: absolute form as origin form`).toBe(origin[i]!.answer.status);
        }
      }
    });
  }

  describe('ownership: member B cannot reach member A’s rows, and members cannot decide through operator endpoints', () => {
    const A = () => tokens.member;
    const B = () => tokens['other member'];
    const owns = (status: number) => [403, 404].includes(status);
    const idsOf = (
      page: { items: { rsvtId?: number; inqId?: number; aplyId?: number }[] },
      key: 'rsvtId' | 'inqId' | 'aplyId',
    ) => page.items.map((i) => i[key]);

    it('studio: B neither sees nor cancels A’s booking; only the operator confirms, rejects or cancels it', async () => {
      const made = await call(app, 'POST', `/v1/app/studio/room/${studioRoom}/rsvt`, {
        token: A(),
        body: rsvtBody({ rsvtYmd: studioDay, rsvtBgngHhmm: '1000', rsvtEndHhmm: '1200' }),
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const rsvtId = made.body.rsvtId as number;
      const mine = async () =>
        (await call(app, 'GET', '/v1/app/studio/rsvts', { token: A(), query: { pageSize: '100' } })).body.items.find(
          (i: { rsvtId: number }) => i.rsvtId === rsvtId,
        );

      const theirs = await call(app, 'GET', '/v1/app/studio/rsvts', { token: B(), query: { pageSize: '100' } });
      expect(theirs.status, 'other member GET /v1/app/studio/rsvts').toBe(200);
      expect(idsOf(theirs.body, 'rsvtId'), 'other member GET /v1/app/studio/rsvts').not.toContain(rsvtId);
      expect(theirs.body.totalCount, 'other member GET /v1/app/studio/rsvts').toBe(0);

      const cancel = await call(app, 'PUT', '/v1/app/studio/rsvts/sts', {
        token: B(),
        body: { rsvtId, rsvtSttsCd: 'CANCELED' },
      });
      expect(owns(cancel.status), `other member PUT /v1/app/studio/rsvts/sts: ${cancel.status}`).toBe(true);
      const ics = await call(app, 'GET', `/v1/app/studio/rsvts/${rsvtId}/ics`, { token: B() });
      expect(owns(ics.status), `other member GET /v1/app/studio/rsvts/${rsvtId}/ics: ${ics.status}`).toBe(true);
      const slots = await call(app, 'GET', `/v1/app/studio/room/${studioRoom}/rsvt/schds`, {
        token: B(),
        query: { rsvtYmd: studioDay },
      });
      const ten = slots.body.find((s: { rsvtBgngHhmm: string }) => s.rsvtBgngHhmm === '1000');
      expect(ten, 'other member GET .../rsvt/schds sees A’s hour as taken, not as theirs').toMatchObject({
        state: 'R',
        mineYn: 'N',
      });

      for (const [role, token] of [
        ['member (the owner)', A()],
        ['other member', B()],
        ['creator', tokens.creator],
      ] as const) {
        expect(
          (await call(app, 'GET', '/v1/app/studio/opr/rsvts', { token })).status,
          `${role} GET /v1/app/studio/opr/rsvts`,
        ).toBe(403);
        for (const action of ['confirm', 'reject', 'cancel']) {
          const res = await call(app, 'PUT', `/v1/app/studio/opr/rsvt/${rsvtId}/${action}`, { token, body: {} });
          expect(res.status, `${role} PUT /v1/app/studio/opr/rsvt/${rsvtId}/${action}`).toBe(403);
          expect(res.body, `${role} PUT /v1/app/studio/opr/rsvt/${rsvtId}/${action}`).toEqual(FORBIDDEN);
        }
      }
      expect(await mine(), 'A’s booking is untouched').toMatchObject({ rsvtSttsCd: 'REQUESTED' });

      const listed = await call(app, 'GET', '/v1/app/studio/opr/rsvts', {
        token: tokens.operator,
        query: { rsvtSttsCd: 'REQUESTED', pageSize: '100' },
      });
      const { updtDt } = listed.body.items.find((i: { rsvtId: number }) => i.rsvtId === rsvtId);
      const confirm = await call(app, 'PUT', `/v1/app/studio/opr/rsvt/${rsvtId}/confirm`, {
        token: tokens.operator,
        body: { updtDt },
      });
      expect(confirm.status, 'operator PUT /v1/app/studio/opr/rsvt/{rsvtId}/confirm').toBe(200);
      expect(await mine()).toMatchObject({ rsvtSttsCd: 'CONFIRMED' });
    });

    it('space: B neither sees nor cancels A’s booking, nor lists or deletes A’s inquiry', async () => {
      const made = await call(app, 'POST', '/v1/app/reservation/create', {
        token: A(),
        body: rsvtBody({
          ...company,
          roomId: spaceRoom,
          rsvtYmd: spaceDay,
          rsvtBgngHhmm: '1000',
          rsvtEndHhmm: '1200',
        }),
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const rsvtId = made.body.rsvtId as number;

      const theirs = await call(app, 'GET', '/v1/app/reservation/lst', { token: B(), query: { pageSize: '100' } });
      expect(theirs.status, 'other member GET /v1/app/reservation/lst').toBe(200);
      expect(idsOf(theirs.body, 'rsvtId'), 'other member GET /v1/app/reservation/lst').not.toContain(rsvtId);
      const cancel = await call(app, 'PUT', '/v1/app/reservation/updateStatus', {
        token: B(),
        body: { rsvtId, rsvtSttsCd: 'CANCELED' },
      });
      expect(owns(cancel.status), `other member PUT /v1/app/reservation/updateStatus: ${cancel.status}`).toBe(true);
      const ics = await call(app, 'GET', `/v1/app/reservation/${rsvtId}/ics`, { token: B() });
      expect(owns(ics.status), `other member GET /v1/app/reservation/${rsvtId}/ics: ${ics.status}`).toBe(true);
      const opr = await call(app, 'GET', '/v1/app/reservation/opr/lst', { token: A() });
      expect(opr.status, 'member GET /v1/app/reservation/opr/lst').toBe(403);
      const mine = await call(app, 'GET', '/v1/app/reservation/lst', { token: A(), query: { pageSize: '100' } });
      expect(
        mine.body.items.find((i: { rsvtId: number }) => i.rsvtId === rsvtId),
        'A’s space booking is untouched',
      ).toMatchObject({ rsvtSttsCd: 'REQUESTED' });

      const inq = await call(app, 'POST', '/v1/app/reservation/inq', {
        token: A(),
        body: { spaceId: seeded.spaceId, inqTit: '주차 문의', inqCn: '주차가 가능한가요?' },
      });
      expect(inq.status, JSON.stringify(inq.body)).toBe(200);
      const inqId = inq.body.inqId as number;
      const list = await call(app, 'GET', '/v1/app/reservation/inq/lst', { token: B() });
      expect(idsOf(list.body, 'inqId'), 'other member GET /v1/app/reservation/inq/lst').not.toContain(inqId);
      const del = await call(app, 'PUT', '/v1/app/reservation/inq/del', { token: B(), body: { inqId } });
      expect(owns(del.status), `other member PUT /v1/app/reservation/inq/del: ${del.status}`).toBe(true);
      const still = await call(app, 'GET', '/v1/app/reservation/inq/lst', { token: A(), query: { pageSize: '100' } });
      expect(idsOf(still.body, 'inqId'), 'A’s inquiry is still there').toContain(inqId);
    });

    it('support: B sees neither A’s applications nor A’s company history, even claiming A’s business number', async () => {
      const aMine = await call(app, 'GET', '/v1/app/support/aplys', { token: A(), query: { pageSize: '100' } });
      const bMine = await call(app, 'GET', '/v1/app/support/aplys', { token: B(), query: { pageSize: '100' } });
      const aIds = idsOf(aMine.body, 'aplyId');
      expect(aIds.length, 'A applied in the table').toBeGreaterThan(0);
      for (const id of aIds)
        expect(idsOf(bMine.body, 'aplyId'), 'other member GET /v1/app/support/aplys').not.toContain(id);

      const history = (token: string | undefined, brno?: string) =>
        brno
          ? call(app, 'GET', '/v1/app/mss/sprt/biz/cmpny/statusList', { token, query: { brno } })
          : call(app, 'GET', '/v1/app/support/mss/sprt/biz/hist/info/list', { token });
      expect((await history(A(), company.brno)).status, 'member GET statusList of their own company').toBe(200);
      expect((await history(A())).status, 'member GET hist/info/list').toBe(200);
      expect((await history(tokens.operator, company.brno)).status, 'operator GET statusList of any company').toBe(200);

      // B writes A's business number on their own profile without the company check: still refused.
      await database.db
        .updateTable('appUser')
        .set({ prtlBrno: company.brno, compCnfmYn: 'N' })
        .where('userId', '=', other.userId)
        .execute();
      for (const [label, res] of [
        ['other member GET /v1/app/mss/sprt/biz/cmpny/statusList?brno=<A’s>', await history(B(), company.brno)],
        ['other member GET /v1/app/support/mss/sprt/biz/hist/info/list', await history(B())],
      ] as const) {
        expect(res.status, label).toBe(403);
        expect(JSON.stringify(res.body), label).not.toContain(company.brno);
      }
    });

    it('certificate: a member cannot approve their own certificate; only the operator decides', async () => {
      const { id: certId } = await database.db
        .insertInto('smbCertificate')
        .values({
          userId: other.userId,
          fileId: null,
          fileNm: 'cert.pdf',
          status: 'PENDING',
          rjctRsn: null,
          submittedAt: clock.now().toISOString(),
          decidedAt: null,
          decidedBy: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const url = `/v1/app/auth/admin/certificates/${certId}/decision`;
      for (const [role, token] of [
        ['other member (own certificate)', B()],
        ['member', A()],
        ['creator', tokens.creator],
      ] as const) {
        const res = await call(app, 'PUT', url, { token, body: { decision: 'APPROVED' } });
        expect(res.status, `${role} PUT ${url}`).toBe(403);
        expect(res.body, `${role} PUT ${url}`).toEqual(FORBIDDEN);
      }
      const state = await call(app, 'GET', '/v1/app/auth/certificate', { token: B() });
      expect(state.body.status, 'still waiting for the operator').toBe('미확인');
      const decided = await call(app, 'PUT', url, { token: tokens.operator, body: { decision: 'APPROVED' } });
      expect(decided.status, `operator PUT ${url}`).toBe(200);
      expect((await call(app, 'GET', '/v1/app/auth/certificate', { token: B() })).body.status).toBe('승인');
    });
  });
});
