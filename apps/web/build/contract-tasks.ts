/**
 * Each contract module of the browser build is evaluated in a task of its own (decision 028). A contract declares its
 * zod schemas as values, and building them is most of the work a page's modules do as they are evaluated: the room
 * page's contracts took 30–35 ms in one task on this machine, four times that on Lighthouse's phone. The browser
 * evaluates a page's module graph in one task unless a module waits, so every contract module ends by waiting for
 * the next task: the modules that import it are evaluated after it, in a later task, and the browser may paint and
 * answer input in between. The server, the SSR build and the tests import the contracts unchanged.
 */
import type { Plugin } from 'vite';

/** The statement each contract module ends with in the browser build: a top-level wait for the next task. */
export const NEXT_TASK = '\nawait new Promise((resolve) => setTimeout(resolve, 0));\n';

/** The module's code with the wait at its end, if it is a contract module (not a test); otherwise null. */
export function withNextTask(code: string, id: string, contractsDir: string): string | null {
  const file = id.split('?')[0]!;
  if (!file.startsWith(contractsDir) || !file.endsWith('.ts') || file.endsWith('.test.ts')) return null;
  return code + NEXT_TASK;
}

export function contractTasks(contractsDir: string): Plugin {
  return {
    name: 'onfan-contract-tasks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transform(code, id) {
      const next = withNextTask(code, id, contractsDir);
      return next === null ? null : { code: next, map: null };
    },
  };
}
