import type { Atch, CmntSe, JoinBody, PostBody, ReplyCreateBody } from '@onfan/contracts/business-community';
import {
  atchUploadResultSchema,
  imageUploadResultSchema,
  BUSINESS_COMMUNITY_MAX_IMAGES,
  BUSINESS_COMMUNITY_MESSAGES,
  businessCommunityEndpoints as ep,
  WAITING_POST_REASON,
} from '@onfan/contracts/business-community';
import { UPLOAD_MESSAGES } from '@onfan/contracts/upload';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api/api-client';
import { call, callUpload } from '@/lib/api/endpoint-client';
import type { CommandHandlers } from '@/lib/api/use-command';
import { useCommand } from '@/lib/api/use-command';

/** The small-business community's calls: communities, membership, posts, likes, replies, notice and data boards. */

export const BUSINESS_COMMUNITY_PAGE_SIZE = 10;

export const businessCommunityKeys = {
  all: ['scommunity'] as const,
  communities: ['scommunity', 'list'] as const,
  community: (cmntId: number) => ['scommunity', 'cmnt', cmntId] as const,
  posts: ['scommunity', 'posts'] as const,
  postList: (f: PostFilters) => ['scommunity', 'posts', f] as const,
  top: (cmntId?: number) => ['scommunity', 'posts', 'top', cmntId ?? 0] as const,
  post: (id: number) => ['scommunity', 'post', id] as const,
  replies: (id: number) => ['scommunity', 'replies', id] as const,
  waiting: (cmntId: number) => ['scommunity', 'wait', cmntId] as const,
  boards: ['scommunity', 'brd'] as const,
  entry: (id: number) => ['scommunity', 'entry', id] as const,
  mine: ['scommunity', 'mine'] as const,
};

export interface CommunityFilters {
  pageNo: number;
  cmntSeCd?: CmntSe;
  searchTerm?: string;
}

export interface PostFilters {
  pageNo: number;
  cmntId?: number;
  cmntBrdMntId?: number;
  searchTerm?: string;
}

export const communitiesQuery = (f: CommunityFilters) =>
  queryOptions({
    queryKey: [...businessCommunityKeys.communities, f],
    queryFn: () =>
      call(ep.list, {
        query: { pageNo: f.pageNo, pageSize: 12, cmntSeCd: f.cmntSeCd, searchTerm: f.searchTerm || undefined },
      }),
    placeholderData: keepPreviousData,
  });

export const communityQuery = (cmntId: number) =>
  queryOptions({
    queryKey: businessCommunityKeys.community(cmntId),
    queryFn: () => call(ep.community, { params: { cmntId } }),
    enabled: cmntId > 0,
  });

export const userAtbtQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ['scommunity', 'atbt'],
    queryFn: () => call(ep.userAtbtInfo, {}),
    enabled,
  });

export const postsQuery = (f: PostFilters) =>
  queryOptions({
    queryKey: businessCommunityKeys.postList(f),
    queryFn: () =>
      call(ep.posts, {
        query: {
          pageNo: f.pageNo,
          pageSize: BUSINESS_COMMUNITY_PAGE_SIZE,
          cmntId: f.cmntId,
          cmntBrdMntId: f.cmntBrdMntId,
          searchTerm: f.searchTerm || undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });

export const topPostsQuery = (cmntId?: number) =>
  queryOptions({
    queryKey: businessCommunityKeys.top(cmntId),
    queryFn: () => call(ep.postTop, { query: { cmntId } }),
  });

export const postQuery = (cmntPostId: number) =>
  queryOptions({
    queryKey: businessCommunityKeys.post(cmntPostId),
    queryFn: () => call(ep.post, { params: { cmntPostId } }),
    enabled: cmntPostId > 0,
  });

export const repliesQuery = (cmntPostId: number) =>
  queryOptions({
    queryKey: businessCommunityKeys.replies(cmntPostId),
    queryFn: () => call(ep.replies, { params: { cmntPostId } }),
    enabled: cmntPostId > 0,
  });

export const waitingQuery = (cmntId: number, enabled: boolean) =>
  queryOptions({
    queryKey: businessCommunityKeys.waiting(cmntId),
    queryFn: () => call(ep.waiting, { params: { cmntId } }),
    enabled,
  });

export const boardEntriesQuery = (cmntBrdMntId: number, pageNo: number, searchTerm?: string) =>
  queryOptions({
    queryKey: [...businessCommunityKeys.boards, cmntBrdMntId, pageNo, searchTerm ?? ''],
    queryFn: () =>
      call(ep.boardEntries, {
        params: { cmntBrdMntId },
        query: { pageNo, pageSize: BUSINESS_COMMUNITY_PAGE_SIZE, searchTerm: searchTerm || undefined },
      }),
    enabled: cmntBrdMntId > 0,
    placeholderData: keepPreviousData,
  });

export const entryQuery = (cmntBrdId: number) =>
  queryOptions({
    queryKey: businessCommunityKeys.entry(cmntBrdId),
    queryFn: () => call(ep.entry, { params: { cmntBrdId } }),
    enabled: cmntBrdId > 0,
  });

export const myCommentsQuery = (pageNo: number) =>
  queryOptions({
    queryKey: [...businessCommunityKeys.mine, pageNo],
    queryFn: () => call(ep.myCmntList, { query: { pageNo, pageSize: BUSINESS_COMMUNITY_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

/** Images of a post (post/image/upload, at most 4 at once); any failure is the spec's one message. */
export async function uploadPostImages(files: readonly File[]): Promise<string[]> {
  if (files.length > BUSINESS_COMMUNITY_MAX_IMAGES) throw new Error(UPLOAD_MESSAGES.tooMany);
  try {
    const answer = imageUploadResultSchema.parse(
      await callUpload(ep.imageUpload, undefined, files, { authPrompt: false, redirectOnServerError: false }),
    );
    return answer.urls;
  } catch {
    throw new Error(UPLOAD_MESSAGES.editorFailed);
  }
}

/** A post's attachments (post/atch/upload, at most 4 at once), kept under their Korean names. */
export async function uploadPostAttachments(files: readonly File[]) {
  const answer = atchUploadResultSchema.parse(
    await callUpload(ep.atchUpload, undefined, files, { authPrompt: false, redirectOnServerError: false }),
  );
  return answer.files;
}

/** Join with the attributes the community asks. */
export function useJoin(cmntId: number, handlers: CommandHandlers<JoinBody, { message: string }> = {}) {
  return useCommand({
    mutationFn: (body: JoinBody) => call(ep.join, { params: { cmntId }, body }),
    confirm: BUSINESS_COMMUNITY_MESSAGES.confirmJoin,
    invalidate: [businessCommunityKeys.community(cmntId), businessCommunityKeys.communities],
    ...handlers,
  });
}

export function useLeave(cmntId: number) {
  return useCommand({
    mutationFn: () => call(ep.leave, { params: { cmntId } }),
    confirm: BUSINESS_COMMUNITY_MESSAGES.confirmLeave,
    invalidate: [businessCommunityKeys.community(cmntId), businessCommunityKeys.communities],
  });
}

export function useApproveMember(cmntId: number) {
  return useCommand({
    mutationFn: (userId: number) => call(ep.approveMember, { params: { cmntId, userId } }),
    invalidate: [
      businessCommunityKeys.waiting(cmntId),
      businessCommunityKeys.community(cmntId),
      businessCommunityKeys.communities,
    ],
  });
}

/** The post's refusal says it is there but waits for its community's approval. */
export const isWaitingPost = (error: unknown) => isApiError(error) && error.reason === WAITING_POST_REASON;

/** The server's messages for a refusal's reason when every field error it gave is the reason's; null otherwise. */
export function reasonErrors(error: unknown): string[] | null {
  if (!isApiError(error) || !error.errors?.length || !error.errors.every((e) => e.field === 'reason')) return null;
  return error.errors.map((e) => e.message);
}

export type MemberRefusal = { userId: number; reason: string };

/** Refuses a join request with the reason the manager wrote in the refusal dialog (the member is told by text). */
export function useRefuseMember(cmntId: number, handlers: CommandHandlers<MemberRefusal, { message: string }> = {}) {
  return useCommand({
    mutationFn: ({ userId, reason }: MemberRefusal) =>
      call(ep.refuseMember, { params: { cmntId, userId }, body: { reason } }),
    invalidate: [
      businessCommunityKeys.waiting(cmntId),
      businessCommunityKeys.community(cmntId),
      businessCommunityKeys.communities,
    ],
    ...handlers,
  });
}

/** Write (id 0) or edit a post. */
export function useSavePost(
  cmntPostId: number,
  handlers: CommandHandlers<PostBody, { message: string; cmntPostId: number }>,
) {
  const editing = cmntPostId > 0;
  return useCommand({
    mutationFn: (body: PostBody) =>
      editing ? call(ep.updatePost, { params: { cmntPostId }, body }) : call(ep.createPost, { body }),
    confirm: editing ? BUSINESS_COMMUNITY_MESSAGES.confirmUpdate : BUSINESS_COMMUNITY_MESSAGES.confirmSave,
    invalidate: [
      businessCommunityKeys.posts,
      businessCommunityKeys.post(cmntPostId),
      businessCommunityKeys.communities,
    ],
    ...handlers,
  });
}

export function useDeletePost(cmntPostId: number, handlers: CommandHandlers<void, { message: string }>) {
  return useCommand({
    mutationFn: () => call(ep.removePost, { params: { cmntPostId } }),
    confirm: BUSINESS_COMMUNITY_MESSAGES.confirmDelete,
    invalidate: [businessCommunityKeys.posts],
    ...handlers,
  });
}

export function useApprovePost(cmntId: number) {
  return useCommand({
    mutationFn: (cmntPostId: number) => call(ep.approvePost, { params: { cmntPostId } }),
    invalidate: [businessCommunityKeys.posts, businessCommunityKeys.waiting(cmntId), businessCommunityKeys.all],
  });
}

export type PostRefusal = { cmntPostId: number; reason: string };

/** Refuses a post waiting for approval with the reason the manager wrote (the writer is told by text; the post goes). */
export function useRefusePost(cmntId: number, handlers: CommandHandlers<PostRefusal, { message: string }> = {}) {
  return useCommand({
    mutationFn: ({ cmntPostId, reason }: PostRefusal) =>
      call(ep.refusePost, { params: { cmntPostId }, body: { reason } }),
    invalidate: [businessCommunityKeys.posts, businessCommunityKeys.waiting(cmntId), businessCommunityKeys.all],
    ...handlers,
  });
}

/** Like or unlike; the answer carries the count the database holds. No alert: the button shows the state. */
export function useLike(cmntPostId: number) {
  return useCommand({
    mutationFn: ({ userId, likYn }: { userId: number; likYn: 'Y' | 'N' }) =>
      call(ep.like, { params: { cmntPostId, userId }, body: { likYn } }),
    success: false,
    invalidate: [businessCommunityKeys.post(cmntPostId), businessCommunityKeys.posts],
  });
}

export type ReplySave = ReplyCreateBody & { cmntPostRplyId?: number };

/** A reply, a nested reply (`upRplyId`), or an edit of one's own (`cmntPostRplyId`). */
export function useSaveReply(
  cmntPostId: number,
  handlers: CommandHandlers<ReplySave, { message: string; cmntPostRplyId: number }>,
) {
  return useCommand({
    mutationFn: ({ cmntPostRplyId, rplyCn, upRplyId }: ReplySave) =>
      cmntPostRplyId
        ? call(ep.updateReply, { params: { cmntPostId, cmntPostRplyId }, body: { rplyCn } })
        : call(ep.createReply, { params: { cmntPostId }, body: { rplyCn, upRplyId } }),
    success: false,
    invalidate: [businessCommunityKeys.replies(cmntPostId), businessCommunityKeys.posts, businessCommunityKeys.mine],
    ...handlers,
  });
}

export function useDeleteReply(cmntPostId: number) {
  return useCommand({
    mutationFn: (cmntPostRplyId: number) => call(ep.removeReply, { params: { cmntPostId, cmntPostRplyId } }),
    confirm: BUSINESS_COMMUNITY_MESSAGES.confirmReplyDelete,
    invalidate: [businessCommunityKeys.replies(cmntPostId), businessCommunityKeys.posts, businessCommunityKeys.mine],
  });
}

/** Saves an attachment under its Korean name. */
export function useAttachmentDownload() {
  return useCommand<Atch, void>({
    mutationFn: async (file) => {
      await api.download(file.downloadUrl.replace(/^\/v1\/app/, ''), { fileName: file.fileNm });
    },
    success: false,
  });
}
