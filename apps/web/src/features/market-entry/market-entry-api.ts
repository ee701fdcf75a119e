import type { EntryBody, EntryDocCd } from '@onfan/contracts/market-entry';
import { MARKET_ENTRY_MESSAGES, marketEntryEndpoints } from '@onfan/contracts/market-entry';
import { endpointPath } from '@onfan/contracts/endpoint';
import { queryOptions } from '@tanstack/react-query';
// Documents are multipart and files: the API client's upload and download helpers, in the feature's own api module only.
import { api } from '@/lib/api/api-client';
import { call } from '@/lib/api/endpoint-client';
import { useCommand } from '@/lib/api/use-command';

/** The market-entry feature's calls: the member's application, its status, documents and duplicate checks. */

export const marketEntryKeys = {
  all: ['market-entry'] as const,
  mine: ['market-entry', 'mine'] as const,
  status: ['market-entry', 'status'] as const,
};

export const myEntryQuery = () =>
  queryOptions({ queryKey: marketEntryKeys.mine, queryFn: () => call(marketEntryEndpoints.get) });
export const entryStatusQuery = () =>
  queryOptions({ queryKey: marketEntryKeys.status, queryFn: () => call(marketEntryEndpoints.status) });

/** Saves the application (the first save creates it); `submitYn: 'Y'` asks first and submits. */
export function useSaveEntry(exists: boolean) {
  return useCommand<EntryBody, { message: string }>({
    mutationFn: (body) =>
      exists ? call(marketEntryEndpoints.update, { body }) : call(marketEntryEndpoints.create, { body }),
    confirm: (body) => (body.submitYn === 'Y' ? MARKET_ENTRY_MESSAGES.confirmSubmit : ''),
    invalidate: [marketEntryKeys.all],
  });
}

/** One kind of document, uploaded at once (its check state resets to 제출). */
export function useUploadEntryDoc() {
  return useCommand<{ docCd: EntryDocCd; file: File }, { message: string }>({
    mutationFn: ({ docCd, file }) =>
      api.upload<{ message: string }>(`cmstr/aply/doc/${docCd}`, file, { redirectOnServerError: false }),
    invalidate: [marketEntryKeys.all],
  });
}

/**
 * Saves a submitted document under its name, through the call that checks the reader (GET cmstr/aply/{aplyId}/doc/
 * {docCd}: the applicant and operators); documents are never at a public address.
 */
export function useEntryDocDownload() {
  return useCommand<{ aplyId: number; docCd: EntryDocCd; fileNm: string }, void>({
    mutationFn: async ({ aplyId, docCd, fileNm }) => {
      await api.download(endpointPath(marketEntryEndpoints.docFile, { aplyId, docCd }), {
        fileName: fileNm,
      });
    },
    success: false,
  });
}

/** The two duplicate checks: the answer's message is the alert. */
export function useDuplicateCheck() {
  return useCommand<{ kind: 'brno' | 'scm'; value: string }, { message: string }>({
    mutationFn: ({ kind, value }) =>
      kind === 'brno'
        ? call(marketEntryEndpoints.dupBrno, { query: { bzmnRegNo: value } })
        : call(marketEntryEndpoints.dupScmMngrId, { query: { scmMngrId: value } }),
  });
}
