import { dehydrate, defaultShouldDehydrateQuery, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { receivedQueries, sendableQueries } from './query-transfer';

describe('a server-drawn page’s refused query', () => {
  it('travels as JSON and is an ApiError with its status and message again in the browser', async () => {
    const server = new QueryClient();
    await server
      .fetchQuery({
        queryKey: ['post', 7],
        queryFn: () => Promise.reject(new ApiError({ status: 410, number: 410, message: '삭제된 게시글입니다.' })),
        retry: false,
      })
      .catch(() => undefined);
    server.setQueryData(['codes'], [1, 2]);
    const state = dehydrate(server, {
      shouldDehydrateQuery: (q) => defaultShouldDehydrateQuery(q) || q.state.status === 'error',
    });
    // What the server writes into the page and the browser reads back.
    const json = JSON.parse(JSON.stringify(sendableQueries(state))) as typeof state;
    // Without the transfer the message would be lost: an Error's message is not an enumerable property.
    const raw = JSON.parse(JSON.stringify(state)) as typeof state;
    expect(raw.queries.find((q) => q.queryHash.includes('post'))?.state.error).not.toHaveProperty('message');

    const browser = new QueryClient();
    hydrate(browser, receivedQueries(json));
    const error = browser.getQueryState(['post', 7])?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 410, number: 410, message: '삭제된 게시글입니다.' });
    expect(browser.getQueryState(['post', 7])?.status).toBe('error');
    expect(browser.getQueryData(['codes'])).toEqual([1, 2]);
  });
});
