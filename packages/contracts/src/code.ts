import { z } from 'zod';
import { endpoint } from './endpoint.js';

/**
 * Common codes: GET common/dcd?cmmnCd= (numeric master groups such as 1003) and GET common/cd?cmmnCd= (named groups
 * such as GNDR_CD). Both answer `[{cmmnCd, cmmnCdVal, cmmnCdValNm, sortSeq}]`, in-use values only, by sortSeq.
 */

export const CODE_GROUP = {
  /** 예약: 상품 카테고리 (useCtgrDcd) */
  useCategory: '1003',
  /** 예약: 이용 카테고리 (shootCtgrDcd) */
  shootCategory: '1004',
  /** 설문 문항 유형 (questPattnDcd) */
  questionType: '1006',
  /** 커뮤니티 카테고리 (comunCtgrDcd) */
  communityCategory: '1007',
  /** 소셜 스페이스 카테고리 (ctgrCode) */
  socialSpace: '1012',
  /** 예약: 업체유형 (strPattnDcd) */
  storeType: '1022',
  /** 예약: 대여 장비 (loanPssEqu, osdAddExpctEqu) */
  equipment: '1023',
  /** 서비스 약관·방침 구분 */
  servicePolicy: '1025',
  /** 크리에이터 채널 카테고리 (ytbChnlCtgrTypCd) */
  channelCategory: 'YTB_CHNL_CTGR_TYP_CD',
  /** 성별 (gndrCd) */
  gender: 'GNDR_CD',
} as const;

export const QUESTION_TYPE = {
  single: '1006001',
  multiple: '1006002',
  starRating: '1006003',
  freeText: '1006004',
} as const;

export const COMMUNITY_CATEGORY = {
  /** 전체: a list filter, never offered as a category when writing. */
  all: '1007000',
  /** The default category of a new post. */
  free: '1007001',
  knowhow: '1007002',
  qna: '1007003',
  collaboration: '1007004',
} as const;

export const SOCIAL_SPACE_DEFAULT = '1012001';
export const PRIVACY_POLICY_CODE = '1025001';

/** Code values change only with a release (seed data): every node keeps a group's list this long. */
export const CODE_CACHE_MS = 5 * 60 * 1000;

export const CODE_MESSAGES = {
  groupRequired: '코드 그룹(cmmnCd)을 입력해주세요.',
  groupInvalid: '코드 그룹(cmmnCd) 형식이 올바르지 않습니다.',
} as const;

export const codeQuerySchema = z.object({
  cmmnCd: z
    .string({ error: CODE_MESSAGES.groupRequired })
    .trim()
    .min(1, { message: CODE_MESSAGES.groupRequired, abort: true })
    .max(50, CODE_MESSAGES.groupInvalid)
    .regex(/^[A-Za-z0-9_]+$/, CODE_MESSAGES.groupInvalid),
});
export type CodeQuery = z.infer<typeof codeQuerySchema>;

export const codeItemSchema = z.object({
  cmmnCd: z.string(),
  cmmnCdVal: z.string(),
  cmmnCdValNm: z.string(),
  sortSeq: z.number().int(),
});
export type CodeItem = z.infer<typeof codeItemSchema>;

export const codeListSchema = z.array(codeItemSchema);

/** The calls of the code domain (answered from the app cache). */
export const codeEndpoints = {
  masterCodes: endpoint({
    method: 'GET',
    path: 'common/dcd',
    access: 'public',
    summary: '마스터 코드(숫자 그룹) 값 목록',
    query: codeQuerySchema,
    response: codeListSchema,
  }),
  commonCodes: endpoint({
    method: 'GET',
    path: 'common/cd',
    access: 'public',
    summary: '공통 코드(이름 그룹) 값 목록',
    query: codeQuerySchema,
    response: codeListSchema,
  }),
} as const;
