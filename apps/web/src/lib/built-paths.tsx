import { createContext, use } from 'react';

/**
 * Is the page at a link built? The route table knows (app/route-table.ts `isBuiltPath`), but a page cannot import the
 * route table — it imports every page — so the app provides the answer here and a page asks `useIsBuiltPath()`.
 * Without a provider (a component test) every link counts as built.
 */
export type BuiltPathCheck = (href: string) => boolean;

export const BuiltPathsContext = createContext<BuiltPathCheck>(() => true);

export function useIsBuiltPath(): BuiltPathCheck {
  return use(BuiltPathsContext);
}
