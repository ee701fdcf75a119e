import { CODE_GROUP, codeEndpoints } from '@onfan/contracts/code';
import type { CommentCreateBody, CommunityPostBody, ReportBody } from '@onfan/contracts/community';
import {
  COMMENT_PAGE_SIZE,
  COMMUNITY_MESSAGES,
  COMMUNITY_MAX_IMAGES,
  communityEndpoints,
} from '@onfan/contracts/community';
import { editorMultiUploadResultSchema, UPLOAD_MESSAGES } from '@onfan/contracts/upload';
import { communityAdminEndpoints } from '@onfan/contracts/community.admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { call } from '@/lib/api/endpoint-client';
import type { CommandHandlers } from '@/lib/api/use-command';
import { useCommand } from '@/lib/api/use-command';

/** The community feature's calls: the board, a post with its comments, writing, and reports. */

export const COMMUNITY_PAGE_SIZE = 10;
/** The board's category when none is chosen (spec section 9). */
export const DEFAULT_COMMUNITY_CATEGORY = '1007001';
/** The 전체 value of group 1007: a list filter, never offered as a category to choose. */
export const ALL_COMMUNITY_CATEGORY = '1007000';

export interface CommunityFilters {
  pageNo: number;
  ctgrCode: string;
  searchOption?: 'all' | 'title';
  searchTerm?: string;
}

export const communityKeys = {
  all: ['community'] as const,
  categories: ['community', 'ctgrs'] as const,
  lists: ['community', 'sbs'] as const,
  list: (f: CommunityFilters) => ['community', 'sbs', f] as const,
  posts: ['community', 'sb'] as const,
  view: (id: number, ctgrCode?: string) => ['community', 'sb', id, ctgrCode ?? ''] as const,
  comments: (id: number) => ['community', 'comments', id] as const,
};

/** The categories a post is filed under: group 1007 without its 전체 value. */
export const communityCategoriesQuery = () =>
  queryOptions({
    queryKey: communityKeys.categories,
    queryFn: async () => {
      const codes = await call(codeEndpoints.masterCodes, { query: { cmmnCd: CODE_GROUP.communityCategory } });
      return codes.filter((c) => c.cmmnCdVal !== ALL_COMMUNITY_CATEGORY);
    },
    staleTime: 300_000,
  });

export const communityListQuery = (f: CommunityFilters) =>
  queryOptions({
    queryKey: communityKeys.list(f),
    queryFn: () =>
      call(communityEndpoints.list, {
        query: {
          pageNo: f.pageNo,
          pageSize: COMMUNITY_PAGE_SIZE,
          ctgrCode: f.ctgrCode,
          searchOption: f.searchOption ?? 'all',
          searchTerm: f.searchTerm || undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });

export const communityViewQuery = (comunBltartclId: number, ctgrCode?: string) =>
  queryOptions({
    queryKey: communityKeys.view(comunBltartclId, ctgrCode),
    queryFn: () => call(communityEndpoints.view, { params: { comunBltartclId }, query: { ctgrCode } }),
    enabled: comunBltartclId > 0,
  });

export const communityCommentsQuery = (comunBltartclId: number) =>
  queryOptions({
    queryKey: communityKeys.comments(comunBltartclId),
    queryFn: () =>
      call(communityEndpoints.comments, {
        params: { comunBltartclId },
        query: { pageNo: 1, pageSize: COMMENT_PAGE_SIZE },
      }),
    enabled: comunBltartclId > 0,
  });

/**
 * The editor's image upload (nhn/multi-upload, at most 4 at once): the URLs the files are served at. Any failure is
 * the spec's one message.
 */
export async function uploadEditorImages(files: readonly File[]): Promise<string[]> {
  if (files.length > COMMUNITY_MAX_IMAGES) throw new Error(COMMUNITY_MESSAGES.tooManyImages);
  try {
    const answer = editorMultiUploadResultSchema.parse(
      await api.upload('nhn/multi-upload', files, { authPrompt: false, redirectOnServerError: false }),
    );
    return answer.urls;
  } catch {
    throw new Error(UPLOAD_MESSAGES.editorFailed);
  }
}

/** Write (id 0) or edit a post: confirm, save, then the caller moves to the saved post. */
export function useSavePost(
  comunBltartclId: number,
  handlers: CommandHandlers<CommunityPostBody, { message: string; comunBltartclId: number }>,
) {
  const editing = comunBltartclId > 0;
  return useCommand({
    mutationFn: (body: CommunityPostBody) =>
      editing
        ? call(communityEndpoints.update, { params: { comunBltartclId }, body })
        : call(communityEndpoints.create, { body }),
    confirm: editing ? COMMUNITY_MESSAGES.confirmUpdate : COMMUNITY_MESSAGES.confirmSave,
    invalidate: [communityKeys.lists, communityKeys.posts],
    ...handlers,
  });
}

/** Delete a post ('게시글을 삭제하시겠습니까?' → '게시글이 삭제되었습니다.'), then the caller goes back to the list. */
export function useDeletePost(comunBltartclId: number, handlers: CommandHandlers<void, { message: string }>) {
  return useCommand({
    mutationFn: () => call(communityEndpoints.remove, { params: { comunBltartclId } }),
    confirm: COMMUNITY_MESSAGES.confirmDelete,
    invalidate: [communityKeys.lists],
    ...handlers,
  });
}

export type CommentSave = CommentCreateBody & { cmntId?: number };

/** Write a comment, or edit one when `cmntId` is given; the list reloads and the box resets (`onDone`). */
export function useSaveComment(
  comunBltartclId: number,
  handlers: CommandHandlers<CommentSave, { message: string; cmntId: number }>,
) {
  return useCommand({
    mutationFn: ({ cmntId, cmntCn }: CommentSave) =>
      cmntId
        ? call(communityEndpoints.updateComment, { params: { comunBltartclId }, body: { cmntId, cmntCn } })
        : call(communityEndpoints.createComment, { params: { comunBltartclId }, body: { cmntCn } }),
    success: false,
    invalidate: [communityKeys.comments(comunBltartclId), communityKeys.lists],
    ...handlers,
  });
}

/** Delete a comment after '댓글을 삭제하시겠습니까?'. */
export function useDeleteComment(comunBltartclId: number) {
  return useCommand({
    mutationFn: (cmntId: number) =>
      call(communityEndpoints.removeComment, { params: { comunBltartclId }, body: { comunBltartclId, cmntId } }),
    confirm: COMMUNITY_MESSAGES.confirmCommentDelete,
    invalidate: [communityKeys.comments(comunBltartclId), communityKeys.lists],
  });
}

/** Report a post or a comment with a reason; the server refuses a second report and one's own writing. */
export function useReport(comunBltartclId: number, handlers: CommandHandlers<ReportBody, { message: string }>) {
  return useCommand({
    mutationFn: (body: ReportBody) => call(communityEndpoints.report, { body }),
    confirm: COMMUNITY_MESSAGES.confirmReport,
    invalidate: [communityKeys.comments(comunBltartclId), communityKeys.posts, communityKeys.lists],
    ...handlers,
  });
}

/** The member's own posting suspension in force, if any (community/sspnsn/me): the my page shows it. */
export const mySuspensionQuery = () =>
  queryOptions({
    queryKey: ['community', 'my-suspension'] as const,
    queryFn: () => call(communityAdminEndpoints.mine),
  });
