import { describe, expect, it } from 'vitest';
import { consoleOrder } from './console-sort.js';

const COLUMNS = { regDt: 'u.regDt', lgnId: 'u.lgnId' } as const;
const FALLBACK = { sort: 'regDt', order: 'desc' } as const;

describe('a console list order', () => {
  it('keeps the default without a sort, goes up on a chosen column, and follows a given direction', () => {
    expect(consoleOrder({}, COLUMNS, FALLBACK)).toEqual({ column: 'u.regDt', direction: 'desc' });
    expect(consoleOrder({ sort: 'lgnId' }, COLUMNS, FALLBACK)).toEqual({ column: 'u.lgnId', direction: 'asc' });
    expect(consoleOrder({ sort: 'lgnId', order: 'desc' }, COLUMNS, FALLBACK)).toEqual({
      column: 'u.lgnId',
      direction: 'desc',
    });
    expect(consoleOrder({ order: 'asc' }, COLUMNS, FALLBACK)).toEqual({ column: 'u.regDt', direction: 'asc' });
  });
});
