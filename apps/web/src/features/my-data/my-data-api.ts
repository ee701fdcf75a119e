import { endpointPath } from '@onfan/contracts/endpoint';
import type { CommandResult } from '@onfan/contracts/envelope';
import { myDataEndpoints } from '@onfan/contracts/my-data';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { call } from '@/lib/api/endpoint-client';
import { useCommand } from '@/lib/api/use-command';

/** 내 정보 내려받기: the latest request (asked again every few seconds while the file is being made), ask, download. */

export const myDataKeys = { latest: ['myData', 'latest'] as const };

/** How often the section looks again while the job makes the file. */
export const MY_DATA_POLL_MS = 3_000;

export const myDataLatestQuery = () =>
  queryOptions({
    queryKey: myDataKeys.latest,
    queryFn: () => call(myDataEndpoints.latest),
    refetchInterval: (query) => (query.state.data?.latest?.status === 'REQUESTED' ? MY_DATA_POLL_MS : false),
  });

/** Asks for a new file (the server's message says what happens next). */
export function useRequestMyData() {
  return useCommand<void, CommandResult>({
    mutationFn: () => call(myDataEndpoints.request),
    invalidate: [myDataKeys.latest],
    title: '내 정보 내려받기',
  });
}

/** Saves the made file (the call checks it is the member's own and within its 24 hours, and logs the download). */
export function useDownloadMyData() {
  return useCommand<number, void>({
    mutationFn: async (exportId) => {
      await api.download(endpointPath(myDataEndpoints.file, { exportId }), { fileName: 'onfan-my-data.zip' });
    },
    invalidate: [myDataKeys.latest],
    success: false,
    title: '내 정보 내려받기',
  });
}
