import type { EntryBody, EntryDocCd } from '@onfan/contracts/market-entry';
import { MARKET_ENTRY_MESSAGES, marketEntryEndpoints } from '@onfan/contracts/market-entry';
import { queryOptions } from '@tanstack/react-query';
// Documents are multipart and files: the typed client's multipart and download forms (callUpload, callDownload).
import { isApiError } from '@/lib/api/api-client';
import { call, callDownload, callUpload } from '@/lib/api/endpoint-client';
import { type CommandHandlers, useCommand } from '@/lib/api/use-command';

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

/**
 * Saves the application (the first save creates it); `submitYn: 'Y'` asks first, saves the draft and submits. A draft keeps whatever
 * was typed: its answer names the fields kept as typed and what to fix (`errors`), as a refused submit does.
 */
export function useSaveEntry(
  exists: boolean,
  handlers: CommandHandlers<EntryBody, { message: string; errors?: { field: string; message: string }[] }> = {},
) {
  return useCommand<EntryBody, { message: string; errors?: { field: string; message: string }[] }>({
    mutationFn: async (body) => {
      const save = (b: EntryBody) =>
        exists ? call(marketEntryEndpoints.update, { body: b }) : call(marketEntryEndpoints.create, { body: b });
      if (body.submitYn !== 'Y') return save(body);
      // Submitting saves the draft first: a submission the server refuses changes nothing, and what was typed is kept.
      await save({ ...body, submitYn: 'N' });
      return call(marketEntryEndpoints.update, { body });
    },
    confirm: (body) => (body.submitYn === 'Y' ? MARKET_ENTRY_MESSAGES.confirmSubmit : ''),
    invalidate: [marketEntryKeys.all],
    ...handlers,
  });
}

/** One kind of document, uploaded at once (its check state resets to 제출). */
export function useUploadEntryDoc() {
  return useCommand<{ docCd: EntryDocCd; file: File }, { message: string }>({
    mutationFn: ({ docCd, file }) =>
      callUpload(marketEntryEndpoints.uploadDoc, { docCd }, file, { redirectOnServerError: false }),
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
      await callDownload(marketEntryEndpoints.docFile, { aplyId, docCd }, { fileName: fileNm });
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

/** The fields a refused save names, with what to fix in each (none for a refusal about something else). */
export function refusedFields(error: unknown): { field: string; message: string }[] {
  return isApiError(error) ? (error.errors ?? []) : [];
}
