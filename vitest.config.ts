import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
// Tests and the dev server read the contracts from source; the built server reads packages/contracts/dist.
const contractsAlias = [
  { find: /^@onfan\/contracts\/(.*)$/, replacement: path.join(root, 'packages/contracts/src/$1.ts') },
];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: contractsAlias },
        test: {
          name: 'contracts',
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
        resolve: { alias: [...contractsAlias, { find: /^@\/(.*)$/, replacement: path.join(root, 'apps/web/src/$1') }] },
        test: {
          name: 'web',
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
          root: 'e2e/cluster',
          include: ['*.test.ts'],
          environment: 'node',
          maxWorkers: 1,
          testTimeout: 150000,
          hookTimeout: 240000,
        },
      },
      {
        test: {
          name: 'e2e',
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
