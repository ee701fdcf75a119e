import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import type { Mock } from 'vitest';
import { render } from './render';

/** What a console list answers when it has nothing. */
export const EMPTY_PAGE = { items: [], totalCount: 0, pageNo: 1, pageSize: 20, hasMore: false } as const;

/**
 * A console page rendered at its address, with the mocked endpoint client (`call`) answering each endpoint of
 * `answers` as given and every other read with an empty page, as the desk's other lists would be.
 */
export function renderConsolePage(
  callMock: Mock,
  path: string,
  page: ReactElement,
  answers: readonly (readonly [endpoint: unknown, answer: () => Promise<unknown>])[] = [],
) {
  callMock.mockImplementation((endpoint: unknown) => {
    const answer = answers.find(([e]) => e === endpoint)?.[1];
    return answer ? answer() : Promise.resolve(EMPTY_PAGE);
  });
  return render(
    <Routes>
      <Route path={path} element={page} />
    </Routes>,
    { route: path },
  );
}
