import { z } from 'zod';
import { consolePageQuerySchema, consoleSortSchema, readCopySchema } from './admin.js';
import { CODE_GROUP } from './code.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageSchema, ynSchema } from './envelope.js';

/**
 * The code desk (게시 › 코드 관리, decision 034): the code groups the portal reads and their values. An operator
 * renames, reorders or switches off a value, or adds one to a group, on the copy read (`updtDt`); each change leaves an
 * audit row and clears the code lists cached on every server.
 */

/** What each group the portal reads is for (the groups themselves are the values' `cmmnCd`). */
export const CODE_GROUP_NAMES: Record<string, string> = {
  [CODE_GROUP.useCategory]: '예약 상품 카테고리',
  [CODE_GROUP.shootCategory]: '예약 이용 카테고리',
  [CODE_GROUP.questionType]: '설문 문항 유형',
  [CODE_GROUP.communityCategory]: '커뮤니티 카테고리',
  [CODE_GROUP.socialSpace]: '소셜 스페이스 카테고리',
  [CODE_GROUP.storeType]: '업체 유형',
  [CODE_GROUP.equipment]: '대여 장비',
  [CODE_GROUP.servicePolicy]: '약관·방침 구분',
  [CODE_GROUP.channelCategory]: '크리에이터 채널 카테고리',
  [CODE_GROUP.gender]: '성별',
};

export const CODE_ADMIN_MESSAGES = {
  groupNotFound: '코드 그룹을 찾을 수 없습니다.',
  codeNotFound: '코드를 찾을 수 없습니다.',
  codeSaved: '코드를 수정했습니다.',
  codeAdded: '코드를 추가했습니다.',
  codeTaken: '이 그룹에 이미 있는 코드 값입니다.',
  valueRequired: '코드 값을 입력해 주세요.',
  valueInvalid: '코드 값은 영문 대문자, 숫자, 밑줄(_)로 30자 이내로 입력해 주세요.',
  nameRequired: '코드 이름을 입력해 주세요.',
  nameTooLong: '코드 이름은 100자 이내로 입력해 주세요.',
  orderInvalid: '순서는 0부터 9999 사이의 숫자로 입력해 주세요.',
  useInvalid: '사용 여부를 골라 주세요.',
  groupInvalid: '코드 그룹 형식이 올바르지 않습니다.',
} as const;

const groupSchema = z
  .string({ error: CODE_ADMIN_MESSAGES.groupInvalid })
  .trim()
  .min(1, CODE_ADMIN_MESSAGES.groupInvalid)
  .max(50, CODE_ADMIN_MESSAGES.groupInvalid)
  .regex(/^[A-Za-z0-9_]+$/, CODE_ADMIN_MESSAGES.groupInvalid);
const valueSchema = z
  .string({ error: CODE_ADMIN_MESSAGES.valueRequired })
  .trim()
  .min(1, CODE_ADMIN_MESSAGES.valueRequired)
  .max(30, CODE_ADMIN_MESSAGES.valueInvalid)
  .regex(/^[A-Z0-9_]+$/, CODE_ADMIN_MESSAGES.valueInvalid);

const codeFields = {
  cmmnCdValNm: z
    .string({ error: CODE_ADMIN_MESSAGES.nameRequired })
    .trim()
    .min(1, CODE_ADMIN_MESSAGES.nameRequired)
    .max(100, CODE_ADMIN_MESSAGES.nameTooLong),
  sortSeq: z.coerce
    .number({ error: CODE_ADMIN_MESSAGES.orderInvalid })
    .int(CODE_ADMIN_MESSAGES.orderInvalid)
    .min(0, CODE_ADMIN_MESSAGES.orderInvalid)
    .max(9999, CODE_ADMIN_MESSAGES.orderInvalid),
  useYn: z.enum(['Y', 'N'], { error: CODE_ADMIN_MESSAGES.useInvalid }),
};

export const codeEditSchema = readCopySchema.extend(codeFields);
export type CodeEdit = z.infer<typeof codeEditSchema>;
export const codeAddSchema = z.object({ cmmnCdVal: valueSchema, ...codeFields });
export type CodeAdd = z.infer<typeof codeAddSchema>;

export const codeGroupRowSchema = z.object({
  cmmnCd: z.string(),
  grpNm: z.string(),
  codeCount: z.number().int(),
  inUseCount: z.number().int(),
});
export type CodeGroupRow = z.infer<typeof codeGroupRowSchema>;
export const codeGroupQuerySchema = consolePageQuerySchema
  .extend({
    q: z.string().trim().max(50, CODE_ADMIN_MESSAGES.groupInvalid).optional(),
  })
  .extend(consoleSortSchema(['cmmnCd', 'codeCount', 'inUseCount']).shape);
export type CodeGroupQuery = z.infer<typeof codeGroupQuerySchema>;

export const codeAdminRowSchema = z.object({
  cmmnCd: z.string(),
  cmmnCdVal: z.string(),
  cmmnCdValNm: z.string(),
  sortSeq: z.number().int(),
  useYn: ynSchema,
  updtDt: z.string(),
});
export type CodeAdminRow = z.infer<typeof codeAdminRowSchema>;
export const codeAdminQuerySchema = consolePageQuerySchema
  .extend({
    useYn: z.enum(['Y', 'N'], { error: CODE_ADMIN_MESSAGES.useInvalid }).optional(),
  })
  .extend(consoleSortSchema(['sortSeq', 'cmmnCdVal', 'cmmnCdValNm']).shape);
export type CodeAdminQuery = z.infer<typeof codeAdminQuerySchema>;

const groupParams = z.object({ cmmnCd: groupSchema });
const codeParams = z.object({ cmmnCd: groupSchema, cmmnCdVal: valueSchema });
const publishingDesk = { roles: ['SYSTEM', 'CONTENT'] } as const;

export const codeAdminEndpoints = {
  groups: endpoint({
    method: 'GET',
    path: 'common/admin/code-groups',
    access: publishingDesk,
    summary: '코드 그룹 목록(값 개수, 사용 중인 값 개수)',
    query: codeGroupQuerySchema,
    response: pageSchema(codeGroupRowSchema),
  }),
  codes: endpoint({
    method: 'GET',
    path: 'common/admin/code-groups/:cmmnCd/codes',
    access: publishingDesk,
    summary: '한 그룹의 코드 값(사용하지 않는 값 포함, 순서대로)',
    params: groupParams,
    query: codeAdminQuerySchema,
    response: pageSchema(codeAdminRowSchema),
  }),
  addCode: endpoint({
    method: 'POST',
    path: 'common/admin/code-groups/:cmmnCd/codes',
    access: publishingDesk,
    summary: '코드 값 추가(감사 기록; 모든 서버의 코드 캐시를 비움)',
    params: groupParams,
    body: codeAddSchema,
    response: commandResultSchema,
  }),
  editCode: endpoint({
    method: 'PUT',
    path: 'common/admin/code-groups/:cmmnCd/codes/:cmmnCdVal',
    access: publishingDesk,
    summary: '코드 이름·순서·사용 여부 수정(읽은 사본 기준, 감사 기록; 모든 서버의 코드 캐시를 비움)',
    params: codeParams,
    body: codeEditSchema,
    response: commandResultSchema,
  }),
} as const;
