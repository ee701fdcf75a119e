import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { ymdSchema } from './envelope.js';

/** Privacy policy (개인정보처리방침) versions: GET /v1/app/privacy/prvcPrcsPolic, …Latest, …/{id}. */

export const PRIVACY_MESSAGES = {
  notFound: '요청하신 개인정보처리방침을 찾을 수 없습니다.',
  invalidId: '개인정보처리방침 번호가 올바르지 않습니다.',
} as const;

export const privacyPolicySummarySchema = z.object({
  id: z.number().int(),
  version: z.string(),
  effectiveYmd: ymdSchema,
  title: z.string(),
});
export type PrivacyPolicySummary = z.infer<typeof privacyPolicySummarySchema>;

/** `content` is structured HTML (h2, h3, p, ul, ol, table) rendered by the web as is. */
export const privacyPolicySchema = privacyPolicySummarySchema.extend({ content: z.string() });
export type PrivacyPolicy = z.infer<typeof privacyPolicySchema>;

/** Newest first. */
export const privacyPolicyListSchema = z.array(privacyPolicySummarySchema);

export const privacyPolicyParamsSchema = z.object({
  id: z.coerce
    .number({ error: PRIVACY_MESSAGES.invalidId })
    .int(PRIVACY_MESSAGES.invalidId)
    .positive(PRIVACY_MESSAGES.invalidId)
    .max(2_147_483_647, PRIVACY_MESSAGES.invalidId),
});

/** The calls of the privacy domain. */
export const privacyEndpoints = {
  versions: endpoint({
    method: 'GET',
    path: 'privacy/prvcPrcsPolic',
    access: 'public',
    summary: '개인정보처리방침 버전 목록(최신순)',
    response: privacyPolicyListSchema,
  }),
  latest: endpoint({
    method: 'GET',
    path: 'privacy/prvcPrcsPolicLatest',
    access: 'public',
    summary: '현재 시행 중인 개인정보처리방침',
    response: privacyPolicySchema,
  }),
  version: endpoint({
    method: 'GET',
    path: 'privacy/prvcPrcsPolic/:id',
    access: 'public',
    summary: '개인정보처리방침 한 버전',
    params: privacyPolicyParamsSchema,
    response: privacyPolicySchema,
  }),
} as const;
