import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const root = import.meta.dirname;
// No test is run a second time after it fails (issue 34): a retry that passes hides a journey or a test that depends on
// the machine's speed. Vitest's default, stated in every project so that none can drift from it.
const NO_RETRY = 0;
// Tests and the dev server read the contracts from source; the built server reads packages/contracts/dist.
const contractsAlias = [
  { find: /^@onfan\/contracts\/(.*)$/, replacement: path.join(root, 'packages/contracts/src/$1.ts') },
];
/**
 * Vitest's order (failed and slow files first), with the every-route audit after every journey: it audits the pages
 * and states the journeys' audits left out, so it reads their record last.
 */
class EveryRouteLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const last = (f: TestSpecification) => f.moduleId.endsWith('/every-route.e2e.test.ts');
    return [...sorted.filter((f) => !last(f)), ...sorted.filter(last)];
  }
}

const webAlias = { find: /^@\/(.*)$/, replacement: path.join(root, 'apps/web/src/$1') };

export default defineConfig({
  test: {
    sequence: { sequencer: EveryRouteLast },
    projects: [
      {
        resolve: { alias: contractsAlias },
        test: {
          name: 'contracts',
          retry: NO_RETRY,
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias: contractsAlias },
        test: {
          name: 'server',
          retry: NO_RETRY,
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./src/test/global-setup.ts'],
          setupFiles: ['./src/test/setup.ts'],
          // Files run two at a time (vitest's default on two cores is one): each has its own database.
          maxWorkers: 2,
          // A worker imports the app's modules once for all its files (nothing in the server tests mocks a module):
          // importing them for every file was two thirds of the project's time.
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: [...contractsAlias, webAlias] },
        test: {
          name: 'web',
          retry: NO_RETRY,
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'jsdom',
          // Two files at a time (vitest's default on two cores is one).
          maxWorkers: 2,
          // Interaction tests type and click through whole widgets; on a busy two-core machine 5 s is not enough.
          testTimeout: 20000,
          setupFiles: ['./src/test/setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        test: {
          // Many instances behind nginx on loopback (scripts/cluster.mjs): PostgreSQL, Redis, s3rver, two instances,
          // two workers. One file, its cluster started once; scripts/test.mjs runs it when nginx and redis-server exist.
          name: 'cluster',
          retry: NO_RETRY,
          root: 'e2e/cluster',
          include: ['*.test.ts'],
          environment: 'node',
          maxWorkers: 1,
          testTimeout: 150000,
          hookTimeout: 240000,
        },
      },
      {
        // The every-route audit reads the route table and the my-page sections from the web app's source.
        resolve: { alias: [...contractsAlias, webAlias] },
        test: {
          name: 'e2e',
          retry: NO_RETRY,
          root: 'e2e',
          include: ['**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['./support/global-setup.ts'],
          // Each worker drives its own portal and database (global-setup.ts, portalUrl()), so files may run side by
          // side. One worker for now: two were measured on this two-core machine under outside load (all 136
          // journeys in 30.6 min against about 37 serially; four small files no faster at all), and a journey on a
          // shared core failed to see its dialog twice in 150. A journey on a busy core takes longer, hence the
          // timeouts.
          fileParallelism: true,
          maxWorkers: 1,
          testTimeout: 120000,
          hookTimeout: 120000,
          // A page on a busy two-core machine can take seconds to paint its first data; polls wait for it (the default 1 s is not enough).
          expect: { poll: { timeout: 30000, interval: 100 } },
        },
      },
    ],
  },
});
