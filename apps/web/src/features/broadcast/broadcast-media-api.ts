import type { CallInput } from '@onfan/contracts/endpoint';
import { broadcastMediaAdminEndpoints as ep, captionsReadSchema } from '@onfan/contracts/broadcast-media.admin';
import { queryOptions } from '@tanstack/react-query';
import { call, callUpload } from '@/lib/api/endpoint-client';
import type { CommandHandlers } from '@/lib/api/use-command';
import { useCommand } from '@/lib/api/use-command';

/** The broadcast media desk's calls (자막 편집): a broadcast's captions, a captions file read, publishing. */

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
