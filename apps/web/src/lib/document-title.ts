import { useEffect } from 'react';
import { documentTitle, NOT_FOUND_TITLE } from '@onfan/contracts/page-meta';

/**
 * The document title: route pages register their route title (priority 0); error and not-found screens register
 * an override (priority 1). The highest priority wins, the latest registration among equals.
 */
interface Registration {
  title: string;
  priority: number;
  order: number;
}

const registrations = new Map<symbol, Registration>();
let sequence = 0;

function apply(): void {
  let best: Registration | undefined;
  for (const reg of registrations.values()) {
    if (!best || reg.priority > best.priority || (reg.priority === best.priority && reg.order > best.order)) best = reg;
  }
  if (!best) return;
  // Setting the title, even to the same words, replaces the <title> element's text and tells the browser's tab.
  const title = documentTitle(best.title);
  if (document.title !== title) document.title = title;
}

/** The not-found screen's title (the route table's unbuilt entries show it too; the server's 404 head uses it). */
export { NOT_FOUND_TITLE };

/** The route's title; the item a page shows ('지원사업명 | 온판'); error and not-found screens. */
export const TITLE_PRIORITY = { route: 0, item: 1, override: 2 } as const;

export function useDocumentTitle(title: string, priority: number = TITLE_PRIORITY.override): void {
  useEffect(() => {
    // An item still loading names nothing yet: the route's title stays.
    if (!title.trim()) return undefined;
    const key = Symbol('title');
    sequence += 1;
    registrations.set(key, { title, priority, order: sequence });
    apply();
    return () => {
      registrations.delete(key);
      apply();
    };
  }, [title, priority]);
}
