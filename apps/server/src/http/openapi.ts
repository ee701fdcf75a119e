import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import type { EndpointSpec } from '@onfan/contracts/endpoint';
import type { ErrorBody } from '@onfan/contracts/envelope';
import { COMMON_MESSAGES, errorBodySchema, USER_PATTERN, type UserPattern } from '@onfan/contracts/envelope';
import { AUTH_MESSAGES } from '@onfan/contracts/auth';
import { COMMUNITY_MESSAGES } from '@onfan/contracts/community';
import { CUSTOMER_CENTER } from '@onfan/contracts/customer-centre';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config, LimitKind } from '../config.js';
import type { EndpointName, EndpointNames } from './endpoint-names.js';
import { validationBody } from './error-handler.js';
import { PER_MEMBER } from './route-limits.js';
import { OPERATOR_ROLE_NAMES } from '@onfan/contracts/operator-roles';

/**
 * The OpenAPI document of the API (`GET /v1/app/openapi.json`), generated from the declarations the routes were
 * registered from (decision 031). Nothing here is written per call: every operation takes its operationId and tag from
 * the name of its declaration (`supportEndpoints.list` is `support.list`, tag `support`), its description from its
 * summary (or `description`), access and limit, and its error answers from its access and shape.
 */

type Json = Record<string, unknown>;
type Operation = Json & { operationId?: string; responses?: Record<string, Json> };

/** One tag per `<domain>Endpoints` object, described in Korean. A domain missing here is described by its calls. */
export const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  auth: '계정과 세션: 로그인·로그아웃, 회원가입, 내 정보와 프로필, 비밀번호, 탈퇴, 마케팅 수신 동의',
  authCertificate: '소상공인 확인서: 회원의 확인서 올리기와 운영자의 심사',
  authCreator: '크리에이터 정보: 조회와 저장(소상공인 회원은 저장하면 크리에이터로 전환)',
  authIdentity: '본인인증: 아이디·비밀번호 찾기, 본인확인, 회사 확인, 로그인 잠금 풀기',
  authSso: '통합회원(SSO): 에이전트 사이트와 함께 쓰는 통합회원의 로그인, 연결, 가입, 복구',
  broadcast: '방송: 라이브와 다시 보기(VOD), VOD 댓글',
  campaign: '캠페인: 목록, 상세, 참여 신청',
  chatbot: '챗봇: 포털 안내에 대한 질문과, 포털의 페이지에서 찾은 답',
  code: '공통코드: 코드 그룹의 값 목록(용도, 촬영 유형, 커뮤니티 분류 등)',
  community: '커뮤니티: 게시글, 댓글, 좋아요, 신고',
  content: '콘텐츠: 뉴스, 인터뷰, 소셜 스페이스, 판로 콘텐츠, 판로 지원의 목록과 상세',
  contentView: '조회수: 콘텐츠 조회 한 번 세기(같은 사람은 10분에 한 번)',
  diagnosis: '자가진단: 문항, 점수, 추천 과정',
  econPromotion: '경제 활성화: 구독경제·지역경제 프로그램과 문의',
  education: '교육: 이러닝 과정과 차시, 수강 동의, 학습 진도, 학습 자료, 수료증',
  festival: '동행축제: 참여 기업과 제품, 운영자의 승인과 노출',
  foothold: '거점: 크리에이터의 페이지와 태그',
  holiday: '공휴일: 모든 달력이 쓰는 공휴일·대체공휴일·휴무일',
  main: '메인: 배너, 섹션, 추천 과정, 짧은 주소',
  marketEntry: '입점: 판로 입점 신청서, 서류, 진행 상태',
  message: '쪽지: 회원 간 쪽지, 안 읽은 쪽지 수',
  notice: '공지사항: 목록, 상세, 첨부파일',
  privacy: '개인정보 처리방침: 시행일별 본문',
  prohibitedWord: '금칙어: 글쓰기에서 막는 낱말',
  businessCommunity: '소상공인 커뮤니티: 커뮤니티와 가입, 게시판, 게시글과 댓글, 신고',
  search: '통합검색: 콘텐츠 유형을 가로지르는 검색(두 글자 단어와 초성)',
  sodam: '소담 쇼핑몰: 상점과 상품(쇼핑몰 백엔드의 /v1/api/if/ 호출)',
  space: '공간: 공간과 회의실, 예약, 문의',
  studio: '스튜디오: 스튜디오 룸, 예약과 운영자 확정, 후기',
  support: '지원사업: 목록, 상세, 신청, 추천, 중소벤처기업부 자료, 회사별 지원 이력',
  supportBiz: '지원사업 소개와 사례: 판로 지원 콘텐츠',
  survey: '설문: 설문 목록, 문항, 응답 제출',
  upload: '파일 올리기: 거점·마이페이지 이미지와 에디터 이미지',
};

/** What each limit kind counts, in Korean. */
const LIMIT_NAMES: Record<LimitKind, string> = {
  login: '로그인 시도',
  signup: '회원가입',
  password: '비밀번호 확인·변경',
  identity: '본인인증',
  identityCode: '인증번호 확인',
  lookup: '중복·회사 확인 조회',
  search: '검색',
  upload: '파일 올리기',
  message: '쪽지 보내기',
  chatbot: '챗봇 질문',
};

const PATTERN_NAMES: Record<UserPattern, string> = {
  [USER_PATTERN.operator]: '운영자',
  [USER_PATTERN.member]: '소상공인 회원',
  [USER_PATTERN.creator]: '크리에이터',
  [USER_PATTERN.sso]: '통합회원',
};

/** What the route registration adds to a declaration: its limit kind, and whether it is answered from memory. */
export interface OperationFacts {
  spec: EndpointSpec;
  name: EndpointName;
  limit: LimitKind | undefined;
  cached: boolean;
}

export function accessText(access: EndpointSpec['access']): string {
  if (access === 'public') return '공개: 로그인 없이 호출할 수 있습니다.';
  const token = '로그인 토큰은 `X-AUTH-TOKEN` 헤더에 담아 보내야 합니다.';
  if (access === 'member') return `회원: 로그인한 회원만 호출할 수 있습니다. ${token}`;
  if ('roles' in access) {
    const roles = access.roles.map((r) => OPERATOR_ROLE_NAMES[r]).join(', ');
    return `관리자: ${roles} 역할이 있고 2단계 인증을 마친 운영자(회원 유형 ${USER_PATTERN.operator})만 호출할 수 있습니다. ${token}`;
  }
  const who = access.patterns.map((p) => `${PATTERN_NAMES[p]}(${p})`).join(', ');
  return `회원 유형 제한: ${who}만 호출할 수 있습니다. ${token}`;
}

/** The limit that counts the operation's calls: what it counts, and the number from config. */
export function limitText(facts: Pick<OperationFacts, 'limit' | 'cached'>, config: Config): string {
  if (facts.cached) return '없음: 서버가 메모리에 둔 답으로 바로 답합니다.';
  if (facts.limit) {
    const per = PER_MEMBER.has(facts.limit) ? '회원마다' : '클라이언트 주소마다';
    const number = config.routeLimits[facts.limit];
    return `${LIMIT_NAMES[facts.limit]}: 이 호출만 따로 세어 ${per} 1분에 ${number}회까지입니다.`;
  }
  return `일반: 따로 세지 않는 API 호출을 모두 합쳐 클라이언트 주소마다 1분에 ${config.rateLimitPerMinute}회까지입니다.`;
}

/** Limit kinds of calls that check credentials or an identity token, and refuse them with 401. */
const CREDENTIAL_CHECKS: ReadonlySet<LimitKind> = new Set<LimitKind>(['login', 'identity']);

/** The statuses an operation may refuse with, from its access and shape. */
export function errorStatuses(facts: Pick<OperationFacts, 'spec' | 'limit' | 'cached'>): number[] {
  const { spec } = facts;
  const takesInput = !!(spec.params || spec.query || spec.body || spec.multipart);
  const command = spec.method !== 'GET';
  // Every call: its address and query are checked (control characters), and its input against its schemas.
  const statuses = [400];
  // Not logged in (or the session expired); a call that checks credentials or an identity token refuses them too.
  if (spec.access !== 'public' || (facts.limit && CREDENTIAL_CHECKS.has(facts.limit))) statuses.push(401);
  // Logged in but not allowed: the role (access), or the row (the domain's policy: not the caller's own).
  if (spec.access !== 'public') statuses.push(403);
  // A row named by the path, the query or the body, or the caller's own row, that does not exist.
  if (takesInput || spec.access !== 'public') statuses.push(404);
  // A row that was there and was deleted, where the portal keeps it (a community post).
  if (spec.gone) statuses.push(410);
  // A command that the row's state refuses: already done, taken, closed, changed since.
  if (command) statuses.push(409);
  // A command's body: over the size limit, or in a format other than JSON (multipart where the call takes files).
  if (command) statuses.push(413, 415);
  if (!facts.cached) statuses.push(429);
  // A database that is down or unreachable: any call, with Retry-After.
  statuses.push(500, 503);
  return statuses;
}

const STATUS_TEXT: Record<number, string> = {
  400: '요청이 올바르지 않습니다: 입력값이 검사를 통과하지 못했거나(항목별 사유는 `errors`), 형식이 잘못되었거나, 제어 문자가 들어 있습니다.',
  401: '로그인이 필요합니다: `X-AUTH-TOKEN`이 없거나 세션이 만료되었습니다.',
  403: '권한이 없습니다: 로그인했지만 이 호출이나 이 자료를 쓸 수 있는 회원이 아닙니다.',
  404: '찾을 수 없습니다: 요청이 가리키는 자료가 없거나 지워졌습니다.',
  409: '지금 상태로는 처리할 수 없습니다: 이미 처리되었거나, 중복되거나, 마감되었거나, 그사이 바뀌었습니다.',
  410: '삭제되었습니다: 요청이 가리키는 자료는 있었지만 지워졌습니다(처음부터 없던 자료는 404).',
  413: '요청이 너무 큽니다: 본문이나 파일이 허용 크기를 넘었습니다.',
  415: '지원하지 않는 본문 형식입니다: 본문은 JSON(`application/json`)으로, 파일은 `multipart/form-data`로 보내야 합니다.',
  429: '호출이 너무 많습니다: 호출 한도를 넘었습니다. `Retry-After` 헤더가 알려 주는 시간(초)이 지난 뒤 다시 호출하세요.',
  500: '서버 오류입니다: 잠시 후 다시 호출하세요. 본문에 내부 정보(스택, SQL, 경로)는 담지 않습니다.',
  503: '일시적으로 처리할 수 없습니다: 데이터베이스에 연결되지 않거나 연결이 너무 많습니다. `Retry-After` 헤더가 알려 주는 시간(초)이 지난 뒤 다시 호출하세요.',
};

/** 401 is a missing login, or wrong credentials or an expired identity token, as the call may meet them. */
function unauthorizedText(facts: OperationFacts): string {
  const reasons: string[] = [];
  if (facts.spec.access !== 'public') reasons.push(STATUS_TEXT[401]!);
  if (facts.limit === 'login') {
    reasons.push('인증 정보가 맞지 않습니다: 아이디나 비밀번호가 틀렸거나, 실패가 거듭되어 로그인이 잠겼습니다.');
  }
  if (facts.limit === 'identity') {
    reasons.push('인증 정보가 맞지 않습니다: 본인인증이나 통합로그인 정보가 틀렸거나 만료되었습니다.');
  }
  return reasons.join(' ');
}

const example = (summary: string, value: ErrorBody) => ({ summary, value });

/** Korean examples of each refusal, as the server writes them. */
function errorExamples(status: number, facts: OperationFacts): Record<string, { summary: string; value: ErrorBody }> {
  switch (status) {
    case 400: {
      const invalid = emptyRequestRefusal(facts.spec);
      return {
        ...(invalid ? { invalid: example('입력값 검사에 걸린 요청(빈 요청을 보냈을 때)', invalid) } : {}),
        control: example('제어 문자가 든 입력값', { number: 400, message: COMMON_MESSAGES.controlCharacters }),
      };
    }
    case 401:
      return {
        ...(facts.spec.access !== 'public'
          ? { loginRequired: example('로그인하지 않음', { number: 401, message: COMMON_MESSAGES.loginRequired }) }
          : {}),
        ...(facts.limit === 'login'
          ? {
              wrongPassword: example('예: 비밀번호가 맞지 않음', { number: 401, message: AUTH_MESSAGES.wrongPassword }),
            }
          : {}),
        ...(facts.limit === 'identity'
          ? {
              tokenExpired: example('예: 통합로그인 정보 만료', {
                number: 401,
                message: AUTH_MESSAGES.ssoTokenInvalid,
              }),
            }
          : {}),
      };
    case 403:
      return { forbidden: example('권한 없음', { number: 403, message: COMMON_MESSAGES.forbidden }) };
    case 404:
      return { notFound: example('자료 없음', { number: 404, message: COMMON_MESSAGES.notFound }) };
    case 410:
      return {
        gone: example('예: 작성자가 삭제한 커뮤니티 게시글', { number: 410, message: COMMUNITY_MESSAGES.gone }),
      };
    case 409:
      return {
        conflict: example('예: 회원가입에서 이미 쓰이는 아이디', { number: 409, message: AUTH_MESSAGES.loginIdTaken }),
      };
    case 413:
      return { tooLarge: example('크기 초과', { number: 413, message: COMMON_MESSAGES.bodyTooLarge }) };
    case 415:
      return {
        unsupported: example('JSON 외의 형식으로 보낸 본문', {
          number: 415,
          message: COMMON_MESSAGES.unsupportedMedia,
        }),
      };
    case 429:
      return { tooMany: example('한도 초과', { number: 429, message: COMMON_MESSAGES.tooManyRequests }) };
    case 503:
      return {
        unavailable: example('데이터베이스 장애', { number: 503, message: COMMON_MESSAGES.serviceUnavailable }),
      };
    default:
      return { serverError: example('서버 오류', { number: 500, message: COMMON_MESSAGES.unknownError }) };
  }
}

/**
 * The 400 the server answers when the call is sent empty: the first of body, query and path parameters (each path
 * parameter `x`) that its schema refuses, with the same Korean messages (zod-setup) and the same body the error handler
 * writes. Undefined when an empty call is valid.
 */
export function emptyRequestRefusal(spec: EndpointSpec): ErrorBody | undefined {
  const params = Object.fromEntries([...spec.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => [m[1], 'x']));
  const tries: [z.ZodType | undefined, unknown][] = [
    [spec.multipart ? undefined : spec.body, {}],
    [spec.query, {}],
    [spec.params, params],
  ];
  for (const [schema, value] of tries) {
    if (!schema) continue;
    const result = schema.safeParse(value);
    if (!result.success) {
      return validationBody(result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })));
    }
  }
  return undefined;
}

export function operationDescription(facts: OperationFacts, config: Config): string {
  const statuses = errorStatuses(facts).join('·');
  return [
    facts.spec.description ?? `${facts.spec.summary}.`,
    '',
    `- **권한** ${accessText(facts.spec.access)}`,
    `- **호출 한도** ${limitText(facts, config)}`,
    `- **오류 응답** ${statuses}. 본문은 모두 \`ErrorBody\` \`{ number, message, errors? }\`이고, \`message\`는 사람에게 그대로 보여 줄 한국어 문장입니다.`,
  ].join('\n');
}

function errorResponses(facts: OperationFacts, config: Config): Record<string, Json> {
  const responses: Record<string, Json> = {};
  for (const status of errorStatuses(facts)) {
    const response: Json = {
      description: status === 401 ? unauthorizedText(facts) : STATUS_TEXT[status],
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/ErrorBody' },
          examples: errorExamples(status, facts),
        },
      },
    };
    if (status === 429) {
      response.description = `${STATUS_TEXT[429]}\n\n이 호출의 한도: ${limitText(facts, config)}`;
      response.headers = {
        'Retry-After': { description: '다시 호출해도 되기까지 남은 초', schema: { type: 'integer', minimum: 0 } },
      };
    }
    responses[String(status)] = response;
  }
  return responses;
}

const FILE_CONTENT = { '*/*': { schema: { type: 'string', format: 'binary' } } };
const MULTIPART_BODY = {
  required: true,
  description: '파일은 multipart/form-data로 보내야 합니다. 필드 이름과 개수는 이 호출의 요약에 적힌 대로입니다.',
  content: {
    'multipart/form-data': {
      schema: { type: 'object', additionalProperties: { type: 'string', format: 'binary' } },
    },
  },
};

/** The version of the server package: the document's version. */
function serverVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

/** Every `$ref` target named in a part of the document. */
function refsIn(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const v of value) refsIn(v, into);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') into.add(v);
      else refsIn(v, into);
    }
  }
  return into;
}

/** Components that nothing refers to (a registered schema's input twin the API never takes) are left out. */
function pruneUnused(doc: Json): void {
  const components = doc.components as { schemas?: Record<string, unknown> };
  const schemas = components.schemas ?? {};
  const { components: _omit, ...rest } = doc;
  const used = refsIn(rest, new Set());
  // Follow references between components until nothing new is reached.
  let grew = true;
  while (grew) {
    grew = false;
    for (const ref of [...used]) {
      const name = ref.replace('#/components/schemas/', '');
      const before = used.size;
      refsIn(schemas[name], used);
      if (used.size > before) grew = true;
    }
  }
  for (const name of Object.keys(schemas)) if (!used.has(`#/components/schemas/${name}`)) delete schemas[name];
}

export interface OpenApiOptions {
  config: Config;
  names: EndpointNames;
}

/**
 * Registers the document's generator. Must come before the domains' routes: a route registered from a declaration
 * the contracts do not export as part of a `<domain>Endpoints` object fails the start-up (it would have no name).
 */
export async function registerOpenApi(app: FastifyInstance, { config, names }: OpenApiOptions): Promise<void> {
  app.addHook('onRoute', (route) => {
    const spec = route.config?.endpoint;
    if (spec && !names.has(spec)) {
      throw new Error(
        `Route ${route.method} ${route.url} is declared outside a <domain>Endpoints object of the contracts`,
      );
    }
  });

  const facts = new Map<string, OperationFacts>();
  const zodTransform = createJsonSchemaTransform({});
  const zodComponents = createJsonSchemaTransformObject({});
  const origin = config.publicUrl;

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '온판(ONFAN) 포털 API',
        version: serverVersion(),
        description: [
          '온판 포털의 호출 계약입니다. 모든 호출은 `/v1/app/` 아래에 있고, 쇼핑몰 백엔드의 호출은 `/v1/api/if/` 아래에 있습니다.',
          '',
          '- 로그인이 필요한 호출은 로그인(`auth.login`)으로 받은 토큰을 `X-AUTH-TOKEN` 헤더에 담아 보내야 합니다.',
          '- 목록은 `{ items, hasMore, totalCount, pageSize, pageNo }`로, 명령은 `{ number: 200, message }`로 답합니다.',
          '- 거절은 모두 `ErrorBody` `{ number, message, errors? }`로 답하며 `message`는 사람에게 보여 줄 한국어 문장입니다.',
          '- 날짜는 `yyyyMMdd`, 시각은 `HHmm`, 여부는 `"Y"`/`"N"`이며 달력은 모두 한국 시간(Asia/Seoul)입니다.',
        ].join('\n'),
        contact: {
          name: `온판 고객센터 ${CUSTOMER_CENTER.phone} (${CUSTOMER_CENTER.hours})`,
          url: `${origin}/guide`,
        },
        license: { name: '온판 이용약관', url: `${origin}/service/policy` },
      },
      servers: [{ url: origin, description: '온판 포털' }],
      components: {
        securitySchemes: {
          authToken: {
            type: 'apiKey',
            in: 'header',
            name: 'X-AUTH-TOKEN',
            description: '로그인(`auth.login`)이 답한 토큰. 마지막 호출부터 정해진 시간 동안 쓰이지 않으면 만료됩니다.',
          },
        },
      },
    },
    // Each operation: its name, tag and access from the declaration (`x-access` is read by the access-control table
    // test and the fuzz suite, and by a client developer); the rest is written by transformObject below.
    transform: (input) => {
      const spec = input.route.config?.endpoint;
      if (!spec) return { schema: { hide: true }, url: input.url };
      // The answer as declared: a read-only route serializes from a JSON schema made of it (response-serializer.ts).
      const { response: _serialized, ...declared } = input.schema;
      const out = zodTransform({
        ...input,
        schema: spec.response ? { ...declared, response: { 200: spec.response } } : declared,
      });
      const name = names.get(spec)!;
      facts.set(name.operationId, {
        spec,
        name,
        limit: input.route.config?.limit,
        cached: (input.route.config as { rateLimit?: unknown } | undefined)?.rateLimit === false,
      });
      const schema: Json = {
        ...out.schema,
        operationId: name.operationId,
        tags: [name.domain],
        'x-access': spec.access,
      };
      if (spec.access !== 'public') schema.security = [{ authToken: [] }];
      return { ...out, schema };
    },
    transformObject: (input) => {
      const doc = zodComponents(input) as Json & { paths: Record<string, Record<string, Operation>> };
      const components = doc.components as Json & { schemas: Record<string, unknown> };
      components.schemas = { ...components.schemas, ErrorBody: errorBodyJsonSchema() };
      const used = new Map<string, string[]>();
      for (const item of Object.values(doc.paths)) {
        for (const op of Object.values(item)) {
          const f = op.operationId ? facts.get(op.operationId) : undefined;
          if (!f) continue;
          op.description = operationDescription(f, config);
          const ok = op.responses?.['200'] ?? {};
          ok.description = f.spec.response ? '성공' : '성공: 파일';
          if (!f.spec.response) ok.content = FILE_CONTENT;
          if (f.spec.multipart && !op.requestBody) op.requestBody = MULTIPART_BODY;
          op.responses = { '200': ok, ...errorResponses(f, config) };
          used.set(f.name.domain, [...(used.get(f.name.domain) ?? []), f.spec.summary]);
        }
      }
      doc.tags = [...used.keys()].sort().map((name) => ({
        name,
        description: TAG_DESCRIPTIONS[name] ?? describeByCalls(used.get(name)!),
      }));
      pruneUnused(doc);
      return doc;
    },
  });

  app.get('/v1/app/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.header('x-robots-tag', 'noindex').send(app.swagger()),
  );
}

/** A domain without a Korean description in TAG_DESCRIPTIONS is described by its first calls. */
function describeByCalls(summaries: string[]): string {
  const shown = summaries.slice(0, 3).join(', ');
  return summaries.length > 3 ? `${shown} 외 ${summaries.length - 3}개 호출` : shown;
}

/** The error envelope as a component: every refusal of every operation refers to it. */
function errorBodyJsonSchema(): Json {
  const schema = z.toJSONSchema(errorBodySchema, { target: 'openapi-3.0', io: 'output' }) as Json;
  delete schema.$schema;
  return {
    ...schema,
    description:
      '거절의 본문. `number`는 HTTP 상태(명세가 정한 업무 코드가 있으면 그 코드: 탈퇴 301·302, 자동입력 방지 900, 본인확인 -1), `message`는 사람에게 보여 줄 한국어 문장, `errors`는 입력값 검사에 걸린 항목과 그 사유, `reason`은 로그인 잠금(`LGN_FAIL_TMS`) 같은 기계가 읽는 사유입니다.',
  };
}
