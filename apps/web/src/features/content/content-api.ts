import type { Attachment, ContentDetail, ContentSummary, ContentType } from '@onfan/contracts/content';
import { contentEndpoints, supportBizEndpoints } from '@onfan/contracts/content';
import type { Page } from '@onfan/contracts/envelope';
import { faqEndpoints } from '@onfan/contracts/faq';
import { noticeEndpoints } from '@onfan/contracts/notice';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { call } from '@/lib/api/endpoint-client';
import { useCommand } from '@/lib/api/use-command';

/**
 * The content feature's calls: every board of the content engine (notices, news, interviews, social space, sentcont,
 * sales support, support-business introductions and examples), from the contracts' endpoint declarations.
 */

/** The content types that have a board of their own in the portal (support notices are shown by the support pages). */
export type BoardType = Exclude<ContentType, 'sprtntc'>;

export interface BoardParams {
  pageNo: number;
  searchTerm?: string;
  ctgrCode?: string;
  /** Notices: 전체 (title and body) or 제목. */
  option?: string;
  /** Examples (intrdexm): the introduction whose examples are listed. */
  intrdId?: number;
}

const PAGE_SIZE = 10;

function listPage(type: BoardType, p: BoardParams): Promise<Page<ContentSummary>> {
  const base = { pageNo: p.pageNo, pageSize: PAGE_SIZE, searchTerm: p.searchTerm || undefined };
  const query = { ...base, ctgrCode: p.ctgrCode || undefined };
  switch (type) {
    case 'notice':
      return call(noticeEndpoints.list, {
        query: { ...base, option: p.option === '제목' || p.option === '전체' ? p.option : undefined },
      });
    case 'issue':
      return call(contentEndpoints.issues, { query });
    case 'issue2':
      return call(contentEndpoints.issues2, { query });
    case 'interview':
      return call(contentEndpoints.interviews, { query });
    case 'plygrnd':
      return call(contentEndpoints.plygrnds, { query });
    case 'plygrnd2':
      return call(contentEndpoints.plygrnds2, { query });
    case 'plygrnd3':
      return call(contentEndpoints.plygrnds3, { query });
    case 'sentcont':
      return call(contentEndpoints.sentconts, { query });
    case 'smbsales':
      return call(contentEndpoints.smbSales, { query });
    case 'intrd':
      return call(supportBizEndpoints.introductions, { query: base });
    case 'intrdexm':
      return call(supportBizEndpoints.examples, { params: { id: p.intrdId ?? 0 }, query: base });
  }
}

function viewItem(type: BoardType, id: number, ctgrCode: string | undefined): Promise<ContentDetail> {
  const input = { params: { id }, query: { ctgrCode } };
  switch (type) {
    case 'notice':
      return call(noticeEndpoints.view, { params: { ntcId: id } });
    case 'issue':
      return call(contentEndpoints.issue, input);
    case 'issue2':
      return call(contentEndpoints.issue2, input);
    case 'interview':
      return call(contentEndpoints.interview, input);
    case 'plygrnd':
      return call(contentEndpoints.plygrnd, input);
    case 'plygrnd2':
      return call(contentEndpoints.plygrnd2, input);
    case 'plygrnd3':
      return call(contentEndpoints.plygrnd3, input);
    case 'sentcont':
      return call(contentEndpoints.sentcont, input);
    case 'smbsales':
      return call(contentEndpoints.smbSale, input);
    case 'intrd':
      return call(supportBizEndpoints.introduction, { params: { id } });
    case 'intrdexm':
      return call(supportBizEndpoints.example, { params: { id } });
  }
}

export const contentKeys = {
  all: ['content'] as const,
  list: (type: BoardType, p: BoardParams) => ['content', 'list', type, p] as const,
  view: (type: BoardType, id: number, ctgrCode?: string) => ['content', 'view', type, id, ctgrCode ?? ''] as const,
};

/** A board's page (10 items), keeping the previous page on screen while the next loads. */
export const contentListQuery = (type: BoardType, p: BoardParams) =>
  queryOptions({
    queryKey: contentKeys.list(type, p),
    queryFn: () => listPage(type, p),
    placeholderData: keepPreviousData,
  });

/** One item with previous/next (within `ctgrCode` when the board was filtered by one). */
export const contentViewQuery = (type: BoardType, id: number, ctgrCode?: string) =>
  queryOptions({
    queryKey: contentKeys.view(type, id, ctgrCode),
    queryFn: () => viewItem(type, id, ctgrCode || undefined),
    enabled: id > 0,
  });

/** Saves an attachment under its Korean name; a missing file's refusal is shown. */
export function useAttachmentDownload() {
  return useCommand<Attachment, void>({
    mutationFn: async (file) => {
      await api.download(file.downloadUrl.replace(/^\/v1\/app/, ''), { fileName: file.fileNm });
    },
    success: false,
  });
}

/** The FAQ of /guide (written at the console's content desk). */
export const guideFaqsQuery = () =>
  queryOptions({ queryKey: ['guide', 'faqs'] as const, queryFn: () => call(faqEndpoints.list) });
