// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contractTasks, NEXT_TASK, withNextTask } from './contract-tasks.js';

const DIR = '/repo/packages/contracts/src/';

describe('contract modules in tasks of their own', () => {
  it('ends a contract module with a wait for the next task, and nothing else', () => {
    expect(withNextTask('export const a = 1;', `${DIR}studio.ts`, DIR)).toBe(`export const a = 1;${NEXT_TASK}`);
    expect(withNextTask('x', `${DIR}studio.ts?v=1`, DIR)).toBe(`x${NEXT_TASK}`);
    expect(withNextTask('x', `${DIR}studio.test.ts`, DIR)).toBeNull();
    expect(withNextTask('x', '/repo/apps/web/src/features/studio/studio-api.ts', DIR)).toBeNull();
    expect(withNextTask('x', '/repo/node_modules/zod/index.js', DIR)).toBeNull();
  });

  it('applies to the browser build only (not the SSR build, the dev server or the tests)', () => {
    const apply = contractTasks(DIR).apply as (
      config: object,
      env: { command: string; isSsrBuild?: boolean },
    ) => boolean;
    expect(apply({}, { command: 'build', isSsrBuild: false })).toBe(true);
    expect(apply({}, { command: 'build', isSsrBuild: true })).toBe(false);
    expect(apply({}, { command: 'serve' })).toBe(false);
  });
});
