import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { commandResultSchema } from './envelope.js';
import { formatBytes } from './format.js';

/**
 * Uploads: POST common/{menuType}/upload/{contentsType} (field uploadFile), POST nhn/upload (uploadFile),
 * POST nhn/multi-upload (uploadFiles, at most 4), GET nhn/upload-auth. Files are served at GET /files/<key>.
 */

export const UPLOAD_MENU_TYPES = ['foothold', 'mypage'] as const;
export const UPLOAD_CONTENTS_TYPES = ['rprs', 'img'] as const;
export type UploadMenuType = (typeof UPLOAD_MENU_TYPES)[number];
export type UploadContentsType = (typeof UPLOAD_CONTENTS_TYPES)[number];

export const UPLOAD_LIMITS = {
  /** Per file (checked by the server while the file streams in). */
  maxFileBytes: 10 * 1024 * 1024,
  /** Per request (spec section 9: max 4 images per upload). */
  maxFiles: 4,
  /** The editor refreshes its upload token every 3,600,000 ms. */
  tokenTtlMs: 3_600_000,
} as const;

export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** For <input accept>; the server decides by the file's content, not its name. */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,image/png,image/jpeg,image/gif,image/webp';

export const UPLOAD_FIELD = { single: 'uploadFile', multiple: 'uploadFiles' } as const;
/** Optional header on editor uploads: the token from GET nhn/upload-auth. */
export const UPLOAD_TOKEN_HEADER = 'x-upload-token';

export const UPLOAD_MESSAGES = {
  uploaded: '파일이 업로드되었습니다.',
  imageOnly: '이미지 파일(JPG, PNG, GIF, WEBP)만 올릴 수 있습니다.',
  tooMany: '이미지는 최대 4개까지 올릴 수 있습니다.',
  singleOnly: '파일은 한 번에 하나만 올릴 수 있습니다.',
  tooLarge: '파일 크기는 10MB를 넘을 수 없습니다.',
  noFile: '업로드할 파일을 선택해주세요.',
  notMultipart: '파일은 multipart/form-data 형식으로 보내주세요.',
  invalidMenu: '업로드 메뉴 유형이 올바르지 않습니다.',
  invalidContents: '업로드 콘텐츠 유형이 올바르지 않습니다.',
  tokenInvalid: '업로드 인증이 만료되었습니다. 새로고침 후 다시 시도해주세요.',
  /** Spec section 8: the editor's message when an image upload fails. */
  editorFailed: '이미지를 업로드하지 못하였습니다.',
  /** A member's daily upload quota (per Seoul calendar day), by bytes: the figure is the configured daily limit. */
  quotaBytes: (dailyBytes: number) =>
    `오늘 올릴 수 있는 파일 용량(${formatQuotaBytes(dailyBytes)})을 모두 사용했습니다. 내일 다시 시도해주세요.`,
  /** …and by number of files. */
  quotaCount: (dailyCount: number) =>
    `오늘 올릴 수 있는 파일 개수(${dailyCount}개)를 모두 사용했습니다. 내일 다시 시도해주세요.`,
} as const;

/** A quota figure as members read it: 200 * 1024 * 1024 → '200MB' (1024 units, one decimal at most). */
export function formatQuotaBytes(bytes: number): string {
  return formatBytes(bytes).replace(' ', '');
}

export const uploadParamsSchema = z.object({
  menuType: z.enum(UPLOAD_MENU_TYPES, { error: UPLOAD_MESSAGES.invalidMenu }),
  contentsType: z.enum(UPLOAD_CONTENTS_TYPES, { error: UPLOAD_MESSAGES.invalidContents }),
});
export type UploadParams = z.infer<typeof uploadParamsSchema>;

/** `filePath` is the URL the file is served at (/files/<key>). */
export const uploadResultSchema = commandResultSchema.extend({ filePath: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const editorUploadResultSchema = commandResultSchema.extend({ url: z.string() });
export type EditorUploadResult = z.infer<typeof editorUploadResultSchema>;

export const editorMultiUploadResultSchema = commandResultSchema.extend({ urls: z.array(z.string()) });
export type EditorMultiUploadResult = z.infer<typeof editorMultiUploadResultSchema>;

export const uploadAuthSchema = z.object({
  token: z.string(),
  /** ISO 8601 with +09:00 */
  expiresAt: z.string(),
});
export type UploadAuth = z.infer<typeof uploadAuthSchema>;

/** Storage keys: random base64url name plus the detected extension; nothing else is ever served. */
export const FILE_KEY_PATTERN = /^[a-zA-Z0-9_-]+\.(png|jpg|gif|webp|pdf|hwp|hwpx|zip|txt|csv|xlsx|docx|pptx)$/;
export const FILES_URL_PREFIX = '/files/';

/**
 * The calls of the upload domain. The three uploads take multipart files (`uploadFile` / `uploadFiles`), read by the
 * server as they stream in; stored files are served at GET /files/<key> (a document, not an API call).
 */
export const uploadEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: 'common/:menuType/upload/:contentsType',
    access: 'member',
    summary: '이미지 업로드(multipart uploadFile) — 거점·마이페이지 대표/본문 이미지',
    params: uploadParamsSchema,
    multipart: true,
    response: uploadResultSchema,
  }),
  editorUpload: endpoint({
    method: 'POST',
    path: 'nhn/upload',
    access: 'member',
    summary: '에디터 이미지 업로드(multipart uploadFile)',
    multipart: true,
    response: editorUploadResultSchema,
  }),
  editorMultiUpload: endpoint({
    method: 'POST',
    path: 'nhn/multi-upload',
    access: 'member',
    summary: '에디터 이미지 여러 장 업로드(multipart uploadFiles, 최대 4개)',
    multipart: true,
    response: editorMultiUploadResultSchema,
  }),
  uploadAuth: endpoint({
    method: 'GET',
    path: 'nhn/upload-auth',
    access: 'member',
    summary: '에디터 업로드 토큰(1시간)',
    response: uploadAuthSchema,
  }),
} as const;
