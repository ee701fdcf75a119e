import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { commandResultSchema, rowIdSchema } from './envelope.js';

/**
 * 내 정보 내려받기 (issue 43): a member asks for a ZIP of their own data — profile, consents with their history,
 * reservations, applications, posts and comments, messages, certificates, survey answers — as JSON and a readable
 * Korean HTML page. A background job makes it; the link works for 24 hours and every download is logged.
 */

export const MY_DATA_MESSAGES = {
  requested: '내 정보 파일 만들기를 요청했습니다. 준비되면 이 화면에서 내려받을 수 있습니다.',
  alreadyRequested: '이미 요청한 파일을 만들고 있습니다. 잠시 후 다시 확인해주세요.',
  notFound: '내려받을 파일이 없습니다. 다시 요청해주세요.',
  expired: '내려받기 기간(24시간)이 지났습니다. 다시 요청해주세요.',
  notReady: '파일을 아직 만들고 있습니다. 잠시 후 다시 시도해주세요.',
  invalidId: '파일 번호가 올바르지 않습니다.',
} as const;

/** How long a made file can be downloaded. */
export const MY_DATA_LINK_HOURS = 24;

export const myDataStatusSchema = z.enum(['REQUESTED', 'READY', 'FAILED', 'EXPIRED']);
export type MyDataStatus = z.infer<typeof myDataStatusSchema>;

/** The member's latest request (null when they never asked or the last one was cleared). */
export const myDataExportSchema = z.object({
  exportId: z.number().int(),
  status: myDataStatusSchema,
  /** Asked at (ISO 8601). */
  reqDt: z.string(),
  /** Made at, when made. */
  readyDt: z.string().nullable(),
  /** The link works until (READY only). */
  expiresDt: z.string().nullable(),
  /** Bytes of the ZIP, when made. */
  fileSize: z.number().int().nullable(),
});
export type MyDataExport = z.infer<typeof myDataExportSchema>;
export const myDataLatestSchema = z.object({ latest: myDataExportSchema.nullable() });

export const myDataFileParamsSchema = z.object({ exportId: rowIdSchema(MY_DATA_MESSAGES.invalidId) });

export const myDataEndpoints = {
  latest: endpoint({
    method: 'GET',
    path: 'mypage/my-data',
    access: 'member',
    summary: '내 정보 내려받기: 최근 요청의 상태',
    response: myDataLatestSchema,
  }),
  request: endpoint({
    method: 'POST',
    path: 'mypage/my-data',
    access: 'member',
    summary: '내 정보 내려받기 요청',
    description:
      '회원 본인의 정보(프로필, 동의 이력, 예약, 신청, 게시글과 댓글, 메시지, 확인서, 설문 응답)를 JSON과 한국어 HTML로 담은 ZIP 파일을 백그라운드 작업이 만듭니다. 만든 파일은 24시간 동안 내려받을 수 있습니다.',
    response: commandResultSchema,
  }),
  file: endpoint({
    method: 'GET',
    path: 'mypage/my-data/:exportId/file',
    access: 'member',
    summary: '내 정보 파일(ZIP) 내려받기',
    description: '본인이 요청해 만든 파일만, 만든 뒤 24시간 동안 내려받을 수 있으며 내려받은 기록이 남습니다.',
    params: myDataFileParamsSchema,
    gone: true,
  }),
} as const;
