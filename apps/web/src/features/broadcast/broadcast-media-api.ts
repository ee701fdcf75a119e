import type { CallInput } from '@onfan/contracts/endpoint';
import type { MediaDesk, MediaJobEvent } from '@onfan/contracts/broadcast-media.admin';
import {
  broadcastMediaAdminEndpoints as ep,
  captionsReadSchema,
  MEDIA_JOB_EVENT,
  MEDIA_UPLOAD_PATH,
  mediaJobEventsPath,
} from '@onfan/contracts/broadcast-media.admin';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Upload } from 'tus-js-client';
import { API_BASE, ApiError, AUTH_HEADER, currentToken } from '@/lib/api/api-client';
import { call, callUpload } from '@/lib/api/endpoint-client';
import { openEventStream } from '@/lib/api/event-stream';
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

/** How often the page reads the transcode's row while it waits or runs and its event stream is down. */
export const TRANSCODE_POLL_MS = 2000;
/** How long the page waits before it opens a stream again that failed or was refused. */
export const STREAM_RETRY_MS = 5000;

/** The desk's read; `polling` while the transcode's stream is down (its row read every 2 s while it waits or runs). */
export const mediaDeskQuery = (brcInfoNo: number, polling = false) =>
  queryOptions({
    queryKey: mediaDeskKey(brcInfoNo),
    queryFn: () => call(ep.media, { params: { brcInfoNo } }),
    refetchInterval: (q) => {
      const s = q.state.data?.job?.stsCd;
      return polling && (s === 'WAIT' || s === 'RUN') ? TRANSCODE_POLL_MS : false;
    },
  });

/** The desk's read with the transcode as a stream event says it stands. */
export function withJobEvent(desk: MediaDesk, e: MediaJobEvent): MediaDesk {
  return { ...desk, job: e.job, updtDt: e.updtDt, hasMedia: desk.hasMedia || e.job?.stsCd === 'DONE' };
}

/**
 * The transcode's progress live (decision 051): the desk's event stream (read with fetch, the session token in its
 * header like every stream of the portal) writes each state and percent into the desk's read. The stream's first event
 * is the row as it stands, so a stream opened again after a drop shows the state read again: at once when the server
 * ended a healthy stream (idle, lifetime, restart), after STREAM_RETRY_MS when it failed or was refused — and until
 * then the page reads the row every 2 s (answers true while it does).
 */
export function useMediaJobStream(brcInfoNo: number, enabled: boolean): boolean {
  const queryClient = useQueryClient();
  const [down, setDown] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let close: (() => void) | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const open = () => {
      close = openEventStream(mediaJobEventsPath(brcInfoNo), {
        onEvent: (event, data) => {
          if (event !== MEDIA_JOB_EVENT) return;
          setDown(false);
          const key = mediaDeskKey(brcInfoNo);
          // Before the desk's first read has answered, that read may be older than the event: read it again.
          if (!queryClient.getQueryData(key)) void queryClient.invalidateQueries({ queryKey: key });
          else queryClient.setQueryData(key, (d: MediaDesk | undefined) => d && withJobEvent(d, data as MediaJobEvent));
        },
        onEnd: (reconnect) => {
          if (stopped) return;
          if (reconnect) return open();
          setDown(true);
          retry = setTimeout(open, STREAM_RETRY_MS);
        },
      });
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      close?.();
    };
  }, [brcInfoNo, enabled, queryClient]);
  return down;
}

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
