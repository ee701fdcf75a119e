import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase } from '../test/test-db.js';

/**
 * What the busiest requests cost the database (issue 42): the statements one anonymous request runs, counted by the
 * database's own log, for the public reads the bench measures and the pages the server draws. A change that adds a
 * statement per row (N+1) fails here twice over: a list answers a page of ten with no more statements than a page of
 * one, and each request stays within its budget (today's count; lower it when a change saves one).
 */

const REPO = path.resolve(import.meta.dirname, '../../../..');
const DIST = path.join(REPO, 'apps/web/dist');
const BUILT = fs.existsSync(path.join(DIST, 'ssr', 'entry-server.js'));

/** A transaction's own statements and its local settings (PostgreSQL's search runs in one): not reads or writes. */
const CONTROL = /^\s*(begin|commit|rollback|savepoint|release|set local)\b/i;

describe('statements per request', async () => {
  const seen: string[] = [];
  let counting = false;
  const database = await createTestDatabase({
    demo: true,
    onQuery: (sql) => void (counting && !CONTROL.test(sql) && seen.push(sql)),
  });
  const { app } = await createTestApp({ database, config: BUILT ? { webDistDir: DIST } : {} });

  /** The statements of one GET (the first for its address: nothing cached yet). */
  async function cost(url: string, accept = 'application/json'): Promise<string[]> {
    seen.length = 0;
    counting = true;
    try {
      const res = await app.inject({ method: 'GET', url, headers: { accept } });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    } finally {
      counting = false;
    }
    return [...seen];
  }
  const json = async <T>(url: string) => (await app.inject({ method: 'GET', url })).json<T>();

  it('each list answers ten rows with the statements it uses for one', async () => {
    const room = (await json<{ rooms: { roomId: number }[] }[]>('/v1/app/studio/infos'))[0]!.rooms[0]!.roomId;
    expect(room).toBeGreaterThan(0);
    const lists = [
      '/v1/app/notice/notice2/ntcs?pageNo=1',
      '/v1/app/community/sbs?pageNo=1',
      '/v1/app/support/bizs?pageNo=1',
      '/v1/app/broadcast/list?brcType=2&pageNo=1',
    ];
    for (const list of lists) {
      const one = await cost(`${list}&pageSize=1`);
      const ten = await cost(`${list}&pageSize=10`);
      const rows = await json<{ items: unknown[] }>(`${list}&pageSize=10`);
      // The demo has more than one row in each, so the second page size is a real difference.
      expect(rows.items.length, list).toBeGreaterThan(1);
      // Never more for ten (a full page of one may cost a count of the rest that a short page of ten does not).
      expect(ten.length, `${list}: ${ten.join('\n')}`).toBeLessThanOrEqual(one.length);
    }
  });

  // Today's counts (SQLite and PostgreSQL alike): a budget a change may lower, never raise without saying why.
  const BUDGETS: [string, number][] = [
    ['/v1/app/main/bannrs', 1],
    ['/v1/app/main/sect/grps?expsrYn=Y', 2],
    ['/v1/app/notice/notice2/ntcs?pageNo=1&pageSize=10', 4],
    ['/v1/app/community/sbs?pageNo=1&pageSize=10', 3],
    ['/v1/app/community/sb/1', 4],
    ['/v1/app/support/bizs?pageNo=1&pageSize=10', 2],
    ['/v1/app/studio/infos', 2],
    ['/v1/app/broadcast/list?brcType=2&pageNo=1&pageSize=10', 2],
    [`/v1/app/common/search?searchTerm=${encodeURIComponent('지원')}`, 2],
  ];
  it.each(BUDGETS)('%s runs at most %i statements', async (url, budget) => {
    const statements = await cost(url);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(budget);
  });

  describe.runIf(BUILT)('pages the server draws (the built app)', () => {
    const PAGES: [string, number][] = [
      ['/', 13],
      ['/notice', 5],
      ['/community/1/view', 11],
    ];
    it.each(PAGES)('%s runs at most %i statements', async (url, budget) => {
      const statements = await cost(url, 'text/html');
      expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(budget);
    });
  });
});
