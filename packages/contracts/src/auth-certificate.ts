import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { commandResultSchema, rowIdSchema } from './envelope.js';
import { AUTH_MESSAGES, certificateStatusSchema } from './auth.js';

/**
 * The small-business certificate (소상공인 확인서) of a member: uploaded, then accepted or rejected by an operator at the
 * console (auth.admin.ts, the certificate queue).
 */

/** POST /v1/app/auth/certificate: the id of a file uploaded by the member (image or PDF). */
export const certificateBodySchema = z.object({
  fileId: z
    .string({ error: AUTH_MESSAGES.certificateFileRequired })
    .trim()
    .min(1, AUTH_MESSAGES.certificateFileRequired)
    .max(100),
});
/** GET /v1/app/auth/certificate (bzmnCnfmDocCnfmYn carries the same status under the spec's name). */
export const certificateSchema = z.object({
  status: certificateStatusSchema,
  bzmnCnfmDocCnfmYn: certificateStatusSchema,
  fileId: z.string().nullable(),
  bzmnCnfmDocNm: z.string().nullable(),
  rjctRsn: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;
export const userIdParamsSchema = z.object({ userId: rowIdSchema() });

export const authCertificateEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: 'auth/certificate/upload',
    access: 'member',
    summary: '소상공인 확인서 파일 업로드 및 등록 (multipart uploadFile, 이미지 또는 PDF)',
    multipart: true,
    response: commandResultSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: 'auth/certificate',
    access: 'member',
    summary: '내 소상공인 확인서 상태',
    response: certificateSchema,
  }),
  submit: endpoint({
    method: 'POST',
    path: 'auth/certificate',
    access: 'member',
    summary: '소상공인 확인서 등록',
    body: certificateBodySchema,
    response: commandResultSchema,
  }),
  file: endpoint({
    method: 'GET',
    path: 'auth/certificate/:userId/file',
    access: 'member',
    summary: '소상공인 확인서 파일 내려받기 (본인·운영자, 제출한 최신 파일)',
    params: userIdParamsSchema,
  }),
} as const;
