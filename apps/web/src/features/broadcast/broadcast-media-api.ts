import type { CallInput } from '@onfan/contracts/endpoint';
import {
  broadcastMediaAdminEndpoints as ep,
  captionsReadSchema,
  MEDIA_UPLOAD_PATH,
} from '@onfan/contracts/broadcast-media.admin';
import { queryOptions } from '@tanstack/react-query';
import { Upload } from 'tus-js-client';
import { API_BASE, ApiError, AUTH_HEADER, currentToken } from '@/lib/api/api-client';
import { call, callUpload } from '@/lib/api/endpoint-client';
import type { CommandHandlers } from '@/lib/api/use-command';
import { useCommand } from '@/lib/api/use-command';

/**
 * The broadcast media desk's calls: 자막 편집 (a broadcast's captions, a captions file read, publishing) and 영상 올리기
 * (the desk's read, the resumable upload, the transcode's start).
 */

type CaptionsPublish = { brcInfoNo: number } & CallInput<typeof ep.publishCaptions>['body'];

export const broadcastMediaKeys = {
  all: ['broadcast-media-admin'] as const,
  captions: (brcInfoNo: number) => ['broadcast-media-admin', 'captions', brcInfoNo] as const,
};

export const captionsQuery = (brcInfoNo: number) =>
  queryOptions({
    queryKey: broadcastMediaKeys.captions(brcInfoNo),
    queryFn: () => call(ep.captions, { params: { brcInfoNo } }),
    // The editor starts from one copy: its updtDt is the copy the publication names.
    staleTime: Infinity,
  });

/** Reads a WebVTT or SRT file into cues (nothing is published). */
export async function readCaptionFile(brcInfoNo: number, file: File) {
  return captionsReadSchema.parse(
    await callUpload(ep.readCaptionFile, { brcInfoNo }, file, {
      fieldName: 'captionFile',
      authPrompt: false,
      redirectOnServerError: false,
    }),
  );
}

export const usePublishCaptions = (h: CommandHandlers<CaptionsPublish, { updtDt: string; message: string }> = {}) =>
  useCommand({
    mutationFn: ({ brcInfoNo, ...body }: CaptionsPublish) => call(ep.publishCaptions, { params: { brcInfoNo }, body }),
    confirm: '자막을 게시하시겠습니까? 시청 화면의 자막이 바로 바뀝니다.',
    // The public player reads the broadcast (and its caption file) again.
    invalidate: [broadcastMediaKeys.all, ['broadcast']],
    ...h,
  });

/* 영상 올리기 (decision 051): the desk's read, the resumable upload (tus) and the transcode's start. */

type TranscodeStart = { brcInfoNo: number } & CallInput<typeof ep.transcode>['body'];

export const mediaDeskKey = (brcInfoNo: number) => ['broadcast-media-admin', 'media', brcInfoNo] as const;

/** How often the page reads the transcode's row while it waits or runs. */
export const TRANSCODE_POLL_MS = 2000;

export const mediaDeskQuery = (brcInfoNo: number) =>
  queryOptions({
    queryKey: mediaDeskKey(brcInfoNo),
    queryFn: () => call(ep.media, { params: { brcInfoNo } }),
    // While a transcode waits or runs its row is read again every 2 s (its percent, then the result).
    refetchInterval: (q) => {
      const s = q.state.data?.job?.stsCd;
      return s === 'WAIT' || s === 'RUN' ? TRANSCODE_POLL_MS : false;
    },
  });

export const startTranscode = ({ brcInfoNo, ...body }: TranscodeStart) =>
  call(ep.transcode, { params: { brcInfoNo }, body }, { authPrompt: false });

/** The portal's refusal from a tus answer's body (the server writes the one JSON envelope), else a network failure. */
function tusRefusal(err: unknown): ApiError {
  const res = (err as { originalResponse?: { getStatus(): number; getBody(): string } | null }).originalResponse;
  if (res) {
    try {
      const body = JSON.parse(res.getBody()) as { number?: number; message?: string; errors?: ApiError['errors'] };
      if (body.message) {
        return new ApiError({
          status: res.getStatus(),
          number: body.number ?? res.getStatus(),
          message: body.message,
          ...(body.errors ? { errors: body.errors } : {}),
        });
      }
    } catch {
      // not the envelope: below
    }
  }
  return new ApiError({ status: 0, number: 500, message: MEDIA_UPLOAD_TEXT.networkError, kind: 'network' });
}

export const MEDIA_UPLOAD_TEXT = {
  networkError: '영상을 올리는 중 연결이 끊겼습니다. 같은 파일을 다시 고르면 이어서 올립니다.',
} as const;

/** A running upload: `abort` pauses it (the same file chosen again resumes where it stopped). */
export interface MediaUpload {
  done: Promise<string>;
  abort: () => void;
}

/**
 * Uploads a recording or short with the tus protocol (resumable): a previous unfinished upload of the same file for
 * the same broadcast is resumed. Resolves to the upload's id; a refusal is the portal's ApiError.
 */
export function uploadMedia(
  brcInfoNo: number,
  file: File,
  onProgress: (sent: number, total: number) => void,
): MediaUpload {
  let upload: Upload | null = null;
  const done = new Promise<string>((resolve, reject) => {
    upload = new Upload(file, {
      endpoint: `${API_BASE}/${MEDIA_UPLOAD_PATH}`,
      metadata: { brcInfoNo: String(brcInfoNo), filename: file.name, filetype: file.type },
      // Proxies in front of the portal take bounded requests: 32 MB per PATCH.
      chunkSize: 32 * 1024 * 1024,
      retryDelays: [0, 1000, 3000, 5000],
      removeFingerprintOnSuccess: true,
      onBeforeRequest: (req) => {
        const token = currentToken();
        if (token) req.setHeader(AUTH_HEADER, token);
      },
      // A refusal (4xx other than a lost lock) is final; only a lost connection or a 5xx is tried again.
      onShouldRetry: (err) => {
        const status = err.originalResponse?.getStatus() ?? 0;
        return status === 0 || status === 423 || status >= 500;
      },
      onProgress,
      onError: (err) => reject(tusRefusal(err)),
      onSuccess: () => resolve(upload?.url?.split('/').pop() ?? ''),
    });
    const u = upload;
    void u.findPreviousUploads().then(
      (previous) => {
        const mine = previous.find((p) => p.metadata.brcInfoNo === String(brcInfoNo));
        if (mine) u.resumeFromPreviousUpload(mine);
        u.start();
      },
      () => u.start(),
    );
  });
  return { done, abort: () => void (upload as Upload | null)?.abort() };
}
