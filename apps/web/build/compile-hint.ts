/**
 * V8's explicit compile hint (decision 025): a script whose first line is `//# allFunctionsCalledOnLoad` is compiled
 * whole while it streams in, off the main thread, instead of function by function on each first call. The app's
 * chunks are loaded to be run — a page's chunk when the page draws — so every chunk carries the hint. Other engines
 * read a comment.
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunk's code with the hint as its first line (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

/**
 * Adds the hint to every JavaScript chunk of the browser build. It runs last (`order: 'post'`), after Vite writes the
 * dependency map at the top of a chunk that loads others, so the hint is the first line.
 */
export function compileHint(): Plugin {
  return {
    name: 'onfan-compile-hint',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) if (file.type === 'chunk') file.code = withCompileHint(file.code);
      },
    },
  };
}
