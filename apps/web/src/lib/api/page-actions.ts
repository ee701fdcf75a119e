import { CONTENT_MESSAGES } from '@onfan/contracts/content';
import { contentViewEndpoints } from '@onfan/contracts/content-view';
import { mainEndpoints } from '@onfan/contracts/main';
import { call } from './endpoint-client';
import { useCommand } from './use-command';

/**
 * What every item page does the same way, whatever its feature: count the view and share a short link. One place,
 * so a content article, a community post and the pages to come count and share alike.
 */

/** Counts a view of an item (`contentsType` as the server names it); the server applies the 10-minute rule. */
export function countView(contentsType: string, id: number): Promise<unknown> {
  return call(
    contentViewEndpoints.countView,
    { params: { contentsId: String(id), contentsType } },
    { authPrompt: false, redirectOnServerError: false },
  ).catch(() => undefined);
}

/** Share: a short link to the page (`path`), copied to the clipboard and shown. */
export function useShareLink() {
  return useCommand<string, { message: string }>({
    mutationFn: async (path) => {
      const { shortUrl } = await call(mainEndpoints.shortUrl, { query: { url: path } });
      await navigator.clipboard?.writeText(shortUrl).catch(() => undefined);
      return { message: `${CONTENT_MESSAGES.shareCopied}\n${shortUrl}` };
    },
  });
}
