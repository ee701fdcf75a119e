import { describe, expect, it } from 'vitest';
import { LIMIT_KINDS } from '../config.js';
import { fuzz, summary } from './api-fuzz.js';
import { createTestApp } from './test-db.js';

/**
 * A bounded part of the API fuzz runs in every `npm test` (on SQLite, and again on PostgreSQL); `npm run fuzz` runs
 * the whole of it (FUZZ_FULL=1) and prints the figures.
 */
const full = process.env.FUZZ_FULL === '1';

describe('API fuzz', async () => {
  const { app, database } = await createTestApp({
    config: { routeLimits: Object.fromEntries(LIMIT_KINDS.map((k) => [k, 1_000_000])) as never },
  });

  it(
    'answers every operation without a 5xx, outside the envelope, a refused write that changed a row, or a status it does not document',
    async () => {
      const figures = await fuzz(
        app,
        database,
        full ? { budget: 100_000, perOperation: 400 } : { budget: 2500, perOperation: 9 },
      );
      console.info(summary(database.dialect, figures));
      expect(figures.failures.slice(0, 10)).toEqual([]);
      expect(figures.serverErrors).toBe(0);
      expect(figures.envelopeViolations).toBe(0);
      expect(figures.refusedWriteChanges).toBe(0);
      expect(figures.undocumentedStatuses).toBe(0);
      expect(figures.requests).toBeGreaterThan(full ? 10_000 : 1000);
    },
    full ? 3_600_000 : 240_000,
  );
});
