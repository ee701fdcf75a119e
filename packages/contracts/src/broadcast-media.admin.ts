import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, rowIdSchema } from './envelope.js';

/**
 * The broadcast media desk of the operator console (issue 39, decision 051): the Korean captions of a recording or a
 * short — a WebVTT or SRT file read into a table of cues (start, end, text), edited at the console and published as
 * the broadcast's `ko.vtt`, which the player already loads (decision 017).
 */

/** How many cues one broadcast's captions may hold, and how long one cue's text may be. */
export const CAPTION_MAX_CUES = 2000;
export const CAPTION_TEXT_MAX = 500;
/** How large a captions file may be (bytes). */
export const CAPTION_FILE_MAX_BYTES = 1024 * 1024;

export const BROADCAST_MEDIA_MESSAGES = {
  notFound: '방송을 찾을 수 없습니다.',
  notRecording: '다시보기나 숏폼 방송에만 자막을 올릴 수 있습니다.',
  noMedia: '이 방송에는 아직 영상이 없습니다. 영상을 먼저 올려 주세요.',
  fileRequired: '자막 파일(WebVTT 또는 SRT)을 골라 주세요.',
  fileTooLarge: '자막 파일은 1MB 이하만 올릴 수 있습니다.',
  fileNotText: '자막 파일은 UTF-8 텍스트여야 합니다.',
  fileEmpty: '자막 파일에 자막이 없습니다.',
  tooManyCues: `자막은 ${CAPTION_MAX_CUES}개까지 넣을 수 있습니다.`,
  timeInvalid: '시각은 00:00:00.000 형식으로 입력해 주세요.',
  endAfterStart: '끝 시각은 시작 시각보다 뒤여야 합니다.',
  outOfOrder: '자막은 시작 시각 순서대로 놓아 주세요. 앞 자막보다 시작이 빠릅니다.',
  textRequired: '자막 내용을 입력해 주세요.',
  textTooLong: `자막 한 줄은 ${CAPTION_TEXT_MAX}자 이내로 입력해 주세요.`,
  read: '자막 파일을 읽었습니다. 확인한 뒤 게시해 주세요.',
  published: '자막을 게시했습니다. 시청 화면에 바로 보입니다.',
  mediaNotRecording: '다시보기나 숏폼 방송에만 영상을 올릴 수 있습니다.',
  uploadMissing: '올린 영상 파일을 찾을 수 없습니다. 영상을 다시 올려 주세요.',
  uploadIncomplete: '영상 올리기가 아직 끝나지 않았습니다. 이어서 올려 주세요.',
  uploadOther: '다른 방송에 올린 영상입니다. 이 방송의 화면에서 다시 올려 주세요.',
  notVideo: '영상 파일(MP4 또는 MOV)이 아니거나 손상된 파일입니다. 다른 파일을 골라 주세요.',
  jobRunning: '이 방송의 영상을 변환하고 있습니다. 변환이 끝난 뒤 다시 올려 주세요.',
  transcodeStarted: '영상 변환을 시작했습니다. 진행 상황이 아래에 보입니다.',
  transcodeFailed:
    '영상을 변환하지 못했습니다. 파일이 손상되었거나 지원하지 않는 형식입니다. 다른 파일로 다시 올려 주세요.',
} as const;

/** The upload's size limit in Korean ('영상은 2048MB 이하만 올릴 수 있습니다.'). */
export function mediaTooLarge(maxBytes: number): string {
  return `영상은 ${Math.floor(maxBytes / (1024 * 1024))}MB 이하만 올릴 수 있습니다.`;
}

/** The types a recording or short may be (told by ffprobe from the content, never from the name). */
export const MEDIA_UPLOAD_ACCEPT = '.mp4,.mov,video/mp4,video/quicktime';

/** The resumable upload's address under the API prefix (the tus protocol, not a JSON call): `/v1/<path>`. */
export const MEDIA_UPLOAD_PATH = 'broadcast/admin/media-uploads';

/** A transcode's states: 대기, 변환 중, 완료, 실패. */
export const MEDIA_JOB_STATE = { waiting: 'WAIT', running: 'RUN', done: 'DONE', failed: 'FAIL' } as const;
export type MediaJobState = (typeof MEDIA_JOB_STATE)[keyof typeof MEDIA_JOB_STATE];
export const MEDIA_JOB_STATE_NAMES: Record<MediaJobState, string> = {
  WAIT: '대기',
  RUN: '변환 중',
  DONE: '완료',
  FAIL: '실패',
};

/** A caption file's problem at a line (1-based): 'N번째 줄: …'. */
export function captionLineError(line: number, problem: string): string {
  return `${line}번째 줄: ${problem}`;
}

/** 'HH:MM:SS.mmm' (hours two or more digits). */
export const CAPTION_TIME = /^(\d{2,3}):([0-5]\d):([0-5]\d)\.(\d{3})$/;

/** 'HH:MM:SS.mmm' → milliseconds, or null. */
export function captionTimeToMs(t: string): number | null {
  const m = CAPTION_TIME.exec(t);
  if (!m) return null;
  return ((Number(m[1]) * 60 + Number(m[2])) * 60 + Number(m[3])) * 1000 + Number(m[4]);
}

/** Milliseconds → 'HH:MM:SS.mmm'. */
export function msToCaptionTime(ms: number): string {
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

export const captionCueSchema = z.object({
  start: z
    .string({ error: BROADCAST_MEDIA_MESSAGES.timeInvalid })
    .regex(CAPTION_TIME, BROADCAST_MEDIA_MESSAGES.timeInvalid),
  end: z
    .string({ error: BROADCAST_MEDIA_MESSAGES.timeInvalid })
    .regex(CAPTION_TIME, BROADCAST_MEDIA_MESSAGES.timeInvalid),
  text: z
    .string({ error: BROADCAST_MEDIA_MESSAGES.textRequired })
    .trim()
    .min(1, BROADCAST_MEDIA_MESSAGES.textRequired)
    .max(CAPTION_TEXT_MAX, BROADCAST_MEDIA_MESSAGES.textTooLong),
});
export type CaptionCue = z.infer<typeof captionCueSchema>;

/** The problems of a list of cues, by field (`cues.N.end` …): end after start, starts in order. */
export function cueProblems(cues: readonly CaptionCue[]): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  let prevStart = -1;
  cues.forEach((c, i) => {
    const start = captionTimeToMs(c.start);
    const end = captionTimeToMs(c.end);
    if (start === null || end === null) return;
    if (end <= start) out.push({ field: `cues.${i}.end`, message: BROADCAST_MEDIA_MESSAGES.endAfterStart });
    if (start < prevStart) out.push({ field: `cues.${i}.start`, message: BROADCAST_MEDIA_MESSAGES.outOfOrder });
    prevStart = Math.max(prevStart, start);
  });
  return out;
}

export const captionCuesSchema = z
  .array(captionCueSchema, { error: BROADCAST_MEDIA_MESSAGES.fileEmpty })
  .max(CAPTION_MAX_CUES, BROADCAST_MEDIA_MESSAGES.tooManyCues)
  .superRefine((cues, ctx) => {
    for (const p of cueProblems(cues)) {
      const [, i, key] = p.field.split('.');
      ctx.addIssue({ code: 'custom', path: [Number(i), key!], message: p.message });
    }
  });

export const brcMediaParamsSchema = z.object({ brcInfoNo: rowIdSchema(BROADCAST_MEDIA_MESSAGES.notFound) });

export const captionsSchema = z.object({
  brcInfoNo: z.number().int(),
  brcTit: z.string(),
  /** '2' 다시보기 or '3' 숏폼. */
  brcTypeDcd: z.string(),
  /** Whether the broadcast has media to caption. */
  hasMedia: z.boolean(),
  /** The captions visitors see now (the published ones, or the clip's own). */
  cues: z.array(captionCueSchema),
  /** The copy read: '' while the console never published captions of this broadcast. */
  updtDt: z.string(),
  /** Where the published captions are served (null without media). */
  captionUrl: z.string().nullable(),
});
export type Captions = z.infer<typeof captionsSchema>;

export const captionsPublishBodySchema = z.object({
  /** The copy read ('' when no captions were published at the console yet). */
  updtDt: z.string({ error: ADMIN_MESSAGES.staleCopy }).max(40, ADMIN_MESSAGES.staleCopy),
  cues: captionCuesSchema.refine((c) => c.length > 0, BROADCAST_MEDIA_MESSAGES.fileEmpty),
});
export type CaptionsPublishBody = z.input<typeof captionsPublishBodySchema>;

export const captionsReadSchema = commandResultSchema.extend({ cues: z.array(captionCueSchema) });
export const captionsPublishedSchema = commandResultSchema.extend({ updtDt: z.string() });

export const mediaJobSchema = z.object({
  stsCd: z.enum(['WAIT', 'RUN', 'DONE', 'FAIL']),
  prgrsPct: z.number().int(),
  /** The Korean error of a failed transcode. */
  errMsg: z.string().nullable(),
  /** The name the operator's file had (shown, never trusted). */
  fileNm: z.string(),
  regDt: z.string(),
  bgngDt: z.string().nullable(),
  endDt: z.string().nullable(),
});
export type MediaJob = z.infer<typeof mediaJobSchema>;

export const mediaDeskSchema = z.object({
  brcInfoNo: z.number().int(),
  brcTit: z.string(),
  brcTypeDcd: z.string(),
  hasMedia: z.boolean(),
  /** The largest file taken (bytes). */
  maxBytes: z.number().int(),
  /** The latest transcode, or null before the first. */
  job: mediaJobSchema.nullable(),
  /** The copy read: '' before the first transcode. */
  updtDt: z.string(),
});
export type MediaDesk = z.infer<typeof mediaDeskSchema>;

export const transcodeBodySchema = z.object({
  /** The finished resumable upload (its id, the last part of its address). */
  uploadId: z
    .string({ error: BROADCAST_MEDIA_MESSAGES.uploadMissing })
    .regex(/^[a-f0-9]{32}$/, BROADCAST_MEDIA_MESSAGES.uploadMissing),
  updtDt: z.string({ error: ADMIN_MESSAGES.staleCopy }).max(40, ADMIN_MESSAGES.staleCopy),
});
export type TranscodeBody = z.input<typeof transcodeBodySchema>;
export const transcodeStartedSchema = commandResultSchema.extend({ updtDt: z.string() });

const mediaDesk = { roles: ['SYSTEM', 'BROADCAST'] } as const;

/**
 * The event stream of one broadcast's transcode (text/event-stream through the server's one hub, not JSON, so not an
 * endpoint): behind the media desk's access, it first sends the transcode as it stands, then again each time the job
 * changes its state or percent (on whichever process runs it).
 */
export const MEDIA_JOB_EVENTS_PATH = 'broadcast/admin/broadcasts/:brcInfoNo/media/events';
export const mediaJobEventsPath = (brcInfoNo: number) => `broadcast/admin/broadcasts/${brcInfoNo}/media/events`;
export const MEDIA_JOB_EVENTS_ACCESS = mediaDesk;
/** The stream's one event: `{ job, updtDt }` as the desk's read answers them. */
export const MEDIA_JOB_EVENT = 'media-job';
export const mediaJobEventSchema = mediaDeskSchema.pick({ job: true, updtDt: true });
export type MediaJobEvent = z.infer<typeof mediaJobEventSchema>;

export const broadcastMediaAdminEndpoints = {
  captions: endpoint({
    method: 'GET',
    path: 'broadcast/admin/broadcasts/:brcInfoNo/captions',
    access: mediaDesk,
    summary: '방송 자막 편집 화면: 지금 게시된 한국어 자막(시작·끝·내용)과 읽은 사본(updtDt)',
    params: brcMediaParamsSchema,
    response: captionsSchema,
  }),
  readCaptionFile: endpoint({
    method: 'POST',
    path: 'broadcast/admin/broadcasts/:brcInfoNo/captions/file',
    access: mediaDesk,
    summary: '자막 파일 읽기(multipart captionFile, WebVTT 또는 SRT, 1MB 이하): 자막 표로 돌려줌(게시하지 않음)',
    params: brcMediaParamsSchema,
    multipart: true,
    response: captionsReadSchema,
  }),
  publishCaptions: endpoint({
    method: 'PUT',
    path: 'broadcast/admin/broadcasts/:brcInfoNo/captions',
    access: mediaDesk,
    summary: '자막 게시(ko.vtt로 씀; 끝은 시작보다 뒤, 시작 순서대로; 읽은 사본 기준, 감사 기록)',
    params: brcMediaParamsSchema,
    body: captionsPublishBodySchema,
    response: captionsPublishedSchema,
  }),
  media: endpoint({
    method: 'GET',
    path: 'broadcast/admin/broadcasts/:brcInfoNo/media',
    access: mediaDesk,
    summary: '영상 올리기 화면: 방송, 올릴 수 있는 크기, 마지막 변환(상태·진행률·오류)과 읽은 사본(updtDt)',
    params: brcMediaParamsSchema,
    response: mediaDeskSchema,
  }),
  transcode: endpoint({
    method: 'POST',
    path: 'broadcast/admin/broadcasts/:brcInfoNo/media/transcode',
    access: mediaDesk,
    summary: '올린 영상 변환 시작(ffprobe로 영상인지 확인, broadcast.transcode 작업; 읽은 사본 기준, 감사 기록)',
    params: brcMediaParamsSchema,
    body: transcodeBodySchema,
    response: transcodeStartedSchema,
  }),
} as const;
